ALTER TABLE "interview_interviewers" ADD COLUMN "calendar_sync_state" text;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD COLUMN "calendar_sync_sequence" integer;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD COLUMN "calendar_sync_note" text;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD COLUMN "calendar_synced_at" timestamp with time zone;