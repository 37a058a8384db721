CREATE TABLE "candidate_package_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"granted_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_package_consents_source_check" CHECK ("candidate_package_consents"."source" in ('candidate', 'recruiter'))
);
--> statement-breakpoint
CREATE TABLE "candidate_packages" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"base_salary" integer NOT NULL,
	"variable_at_target" integer DEFAULT 0 NOT NULL,
	"attainment_percent" smallint,
	"accelerator_multiplier" numeric(4, 2) DEFAULT 1 NOT NULL,
	"commission_arrears_months" smallint DEFAULT 0 NOT NULL,
	"equity_grants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bonuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice_period_days" smallint DEFAULT 0 NOT NULL,
	"summary_shared_at" timestamp with time zone,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_packages_base_check" CHECK ("candidate_packages"."base_salary" between 10000 and 1000000),
	CONSTRAINT "candidate_packages_variable_check" CHECK ("candidate_packages"."variable_at_target" between 0 and 10000000),
	CONSTRAINT "candidate_packages_attainment_check" CHECK ("candidate_packages"."attainment_percent" between 0 and 500),
	CONSTRAINT "candidate_packages_accelerator_check" CHECK ("candidate_packages"."accelerator_multiplier" between 1 and 5),
	CONSTRAINT "candidate_packages_arrears_check" CHECK ("candidate_packages"."commission_arrears_months" between 0 and 12),
	CONSTRAINT "candidate_packages_notice_check" CHECK ("candidate_packages"."notice_period_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "client_fee_agreements" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"basis" text DEFAULT 'base' NOT NULL,
	"guarantee_days" smallint DEFAULT 90 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_fee_agreements_basis_check" CHECK ("client_fee_agreements"."basis" in ('base', 'ote')),
	CONSTRAINT "client_fee_agreements_guarantee_check" CHECK ("client_fee_agreements"."guarantee_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "placement_fees" (
	"hire_id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"recruiter_id" uuid,
	"basis" text NOT NULL,
	"fee_percentage" numeric(5, 2) NOT NULL,
	"basis_amount" integer,
	"fee" integer,
	"joining_date" date,
	"guarantee_ends_on" date,
	"left_on" date,
	"fall_off_note" text,
	"fall_off_recorded_by" uuid,
	"is_fall_off" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_fees_basis_check" CHECK ("placement_fees"."basis" in ('base', 'ote'))
);
--> statement-breakpoint
ALTER TABLE "candidate_package_consents" ADD CONSTRAINT "candidate_package_consents_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_package_consents" ADD CONSTRAINT "candidate_package_consents_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_package_consents" ADD CONSTRAINT "candidate_package_consents_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_packages" ADD CONSTRAINT "candidate_packages_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_packages" ADD CONSTRAINT "candidate_packages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_fee_agreements" ADD CONSTRAINT "client_fee_agreements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_fee_agreements" ADD CONSTRAINT "client_fee_agreements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_fees" ADD CONSTRAINT "placement_fees_hire_id_hires_id_fk" FOREIGN KEY ("hire_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_fees" ADD CONSTRAINT "placement_fees_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_fees" ADD CONSTRAINT "placement_fees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_fees" ADD CONSTRAINT "placement_fees_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_fees" ADD CONSTRAINT "placement_fees_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_fees" ADD CONSTRAINT "placement_fees_fall_off_recorded_by_users_id_fk" FOREIGN KEY ("fall_off_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_package_consents_live_idx" ON "candidate_package_consents" USING btree ("candidate_id") WHERE "candidate_package_consents"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "placement_fees_organization_idx" ON "placement_fees" USING btree ("organization_id","joining_date");--> statement-breakpoint
CREATE INDEX "placement_fees_joining_idx" ON "placement_fees" USING btree ("joining_date");