-- Issue 20 item 11: five permission keys guarded no screen and no call (e-mail whitelisting,
-- location mappings, professional-network projects, compensation-estimate mappings, next-gen
-- filters). No role grants them any more; the keys stay in the spec's closed list, so a screen
-- built for one later only has to be granted again (seed/access.ts).
DELETE FROM "role_permissions" WHERE "permission_id" IN (
  SELECT "id" FROM "permissions" WHERE "key" IN (
    'manage-email-whitelisting',
    'manage-location-mappings',
    'manage-linkedIn-projects',
    'manage-compensation-estimates-mappings',
    'manage-next-gen-filters'
  )
);
