CREATE TABLE "candidate_recommended_jobs" (
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"recommended_by" uuid,
	"note" text,
	"recommended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_recommended_jobs_pk" PRIMARY KEY("candidate_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "recommendation_runs" ADD COLUMN "eligible_count" integer;--> statement-breakpoint
ALTER TABLE "candidate_recommended_jobs" ADD CONSTRAINT "candidate_recommended_jobs_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_recommended_jobs" ADD CONSTRAINT "candidate_recommended_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_recommended_jobs" ADD CONSTRAINT "candidate_recommended_jobs_recommended_by_users_id_fk" FOREIGN KEY ("recommended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_recommended_jobs_job_idx" ON "candidate_recommended_jobs" USING btree ("job_id");