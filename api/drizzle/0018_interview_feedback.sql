CREATE TABLE "job_interview_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"text" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_interview_questions_text_check" CHECK (length("job_interview_questions"."text") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD COLUMN "recommendation" text;--> statement-breakpoint
ALTER TABLE "job_interview_questions" ADD CONSTRAINT "job_interview_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interview_questions" ADD CONSTRAINT "job_interview_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_interview_questions_job_idx" ON "job_interview_questions" USING btree ("job_id","position");--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_recommendation_check" CHECK ("interview_feedback"."recommendation" in ('strongNo', 'no', 'yes', 'strongYes'));--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_notes_check" CHECK (length("interview_feedback"."notes") <= 4000);