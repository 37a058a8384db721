-- The compEngine flag now gates POST compensation-engine. Before, the flag decided nothing and the
-- tool was open to every client and staff user, so an existing flag starts on to keep that.
-- (A new database gets it on from the seed, which runs after the migrations.)
UPDATE "feature_flags" SET "is_enabled_globally" = true WHERE "key" = 'compEngine';
