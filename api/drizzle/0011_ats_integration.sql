CREATE TABLE "ats_webhook_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ats_candidate_links" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "ats_candidate_links" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "ats_candidate_links" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ats_job_links" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "ats_job_links" ADD COLUMN "external_created_at" text;--> statement-breakpoint
ALTER TABLE "ats_job_links" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD COLUMN "ats_push_state" text;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD COLUMN "ats_push_error" text;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD COLUMN "ats_push_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ats_webhook_receipts" ADD CONSTRAINT "ats_webhook_receipts_connection_id_ats_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."ats_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ats_webhook_receipts_connection_event_uq" ON "ats_webhook_receipts" USING btree ("connection_id","event_key");--> statement-breakpoint
ALTER TABLE "ats_candidate_links" ADD CONSTRAINT "ats_candidate_links_status_check" CHECK ("ats_candidate_links"."status" in ('active', 'hired', 'rejected', 'archived'));--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_ats_push_state_check" CHECK ("job_candidates"."ats_push_state" in ('pending', 'pushed', 'failed'));