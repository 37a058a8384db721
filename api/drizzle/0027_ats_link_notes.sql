ALTER TABLE "ats_candidate_links" ADD COLUMN "note_id" text;--> statement-breakpoint
ALTER TABLE "ats_candidate_links" ADD COLUMN "note_hash" text;