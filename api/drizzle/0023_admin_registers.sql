CREATE TABLE "compensation_estimate_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"position_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_linkedin_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"url" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_linkedin_projects_job_url_uq" UNIQUE("job_id","url")
);
--> statement-breakpoint
CREATE TABLE "location_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"city_id" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compensation_estimate_mappings" ADD CONSTRAINT "compensation_estimate_mappings_position_id_list_of_values_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."list_of_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensation_estimate_mappings" ADD CONSTRAINT "compensation_estimate_mappings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_linkedin_projects" ADD CONSTRAINT "job_linkedin_projects_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_linkedin_projects" ADD CONSTRAINT "job_linkedin_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_mappings" ADD CONSTRAINT "location_mappings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_mappings" ADD CONSTRAINT "location_mappings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compensation_estimate_mappings_title_uq" ON "compensation_estimate_mappings" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "compensation_estimate_mappings_position_idx" ON "compensation_estimate_mappings" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_mappings_term_uq" ON "location_mappings" USING btree (lower("term"));--> statement-breakpoint
-- Issue 20 item 11: each of the five register keys now guards an admin screen; grant them to the
-- administrator again (0012 took them away while they guarded nothing). Only where both exist.
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r, "permissions" p
WHERE r."key" = 'administrator' AND p."key" IN (
  'manage-email-whitelisting',
  'manage-location-mappings',
  'manage-linkedIn-projects',
  'manage-compensation-estimates-mappings',
  'manage-next-gen-filters'
)
ON CONFLICT DO NOTHING;
