ALTER TABLE "interview_feedback" ADD COLUMN "author_email" text;--> statement-breakpoint
ALTER TABLE "public_links" ADD COLUMN "email" text;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_feedback_interview_author_email_uq" ON "interview_feedback" USING btree ("interview_id","author_email");