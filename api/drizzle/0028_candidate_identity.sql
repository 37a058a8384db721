CREATE TABLE "candidate_duplicate_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"other_candidate_id" uuid,
	"reason" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_duplicate_reviews_reason_check" CHECK ("candidate_duplicate_reviews"."reason" in ('possibleDuplicate', 'alternateEmail', 'conflictingKeys')),
	CONSTRAINT "candidate_duplicate_reviews_state_check" CHECK ("candidate_duplicate_reviews"."state" in ('open', 'dismissed', 'merged'))
);
--> statement-breakpoint
CREATE TABLE "candidate_identity_keys" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"raw" text NOT NULL,
	"candidate_id" uuid NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_identity_keys_pk" PRIMARY KEY("kind","value"),
	CONSTRAINT "candidate_identity_keys_kind_check" CHECK ("candidate_identity_keys"."kind" in ('profileUrl', 'email', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "candidate_duplicate_reviews" ADD CONSTRAINT "candidate_duplicate_reviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_reviews" ADD CONSTRAINT "candidate_duplicate_reviews_other_candidate_id_candidates_id_fk" FOREIGN KEY ("other_candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_reviews" ADD CONSTRAINT "candidate_duplicate_reviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_reviews" ADD CONSTRAINT "candidate_duplicate_reviews_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_identity_keys" ADD CONSTRAINT "candidate_identity_keys_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_duplicate_reviews_open_idx" ON "candidate_duplicate_reviews" USING btree ("created_at") WHERE "candidate_duplicate_reviews"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_duplicate_reviews_open_uq" ON "candidate_duplicate_reviews" USING btree ("candidate_id",coalesce("other_candidate_id", "candidate_id"),"reason") WHERE "candidate_duplicate_reviews"."state" = 'open';--> statement-breakpoint
CREATE INDEX "candidate_identity_keys_candidate_idx" ON "candidate_identity_keys" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidates_full_name_trgm_idx" ON "candidates" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
-- Hand-written (issue 31): the keys of the candidates already stored. The e-mail key repeats
-- emailIdentityKey (shared/domain/candidates/identity.ts): lower case, a +tag dropped, Gmail's
-- dots ignored and googlemail.com read as gmail.com. Stored phones are already E.164 and stored
-- profile URLs already normalised. On a clash the oldest record keeps the key.
INSERT INTO "candidate_identity_keys" ("kind", "value", "raw", "candidate_id", "source")
SELECT 'email', k.local || '@' || k.domain, lower(c."email"), c."id", 'backfill'
FROM "candidates" c
CROSS JOIN LATERAL (
  SELECT
    CASE WHEN d.domain = 'gmail.com' THEN replace(d.local, '.', '') ELSE d.local END AS local,
    d.domain
  FROM (
    SELECT
      regexp_replace(split_part(lower(trim(c."email")), '@', 1), '(.)\+.*$', '\1') AS local,
      CASE WHEN split_part(lower(trim(c."email")), '@', 2) = 'googlemail.com' THEN 'gmail.com'
           ELSE split_part(lower(trim(c."email")), '@', 2) END AS domain
  ) d
) k
WHERE c."email" LIKE '%_@_%'
ORDER BY c."created_at", c."id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "candidate_identity_keys" ("kind", "value", "raw", "candidate_id", "source")
SELECT 'profileUrl', c."linkedin_url", c."linkedin_url", c."id", 'backfill'
FROM "candidates" c WHERE c."linkedin_url" IS NOT NULL
ORDER BY c."created_at", c."id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "candidate_identity_keys" ("kind", "value", "raw", "candidate_id", "source")
SELECT 'phone', c."phone", c."phone", c."id", 'backfill'
FROM "candidates" c WHERE c."phone" ~ '^\+[1-9][0-9]{6,14}$'
ORDER BY c."created_at", c."id"
ON CONFLICT DO NOTHING;
