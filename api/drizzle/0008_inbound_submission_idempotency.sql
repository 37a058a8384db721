ALTER TABLE "inbound_submissions" ADD COLUMN "lead_status" text DEFAULT 'newInbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_submissions" ADD COLUMN "access_key_id" uuid;--> statement-breakpoint
ALTER TABLE "inbound_submissions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "inbound_submissions" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "inbound_submissions" ADD COLUMN "answer" jsonb;--> statement-breakpoint
ALTER TABLE "inbound_submissions" ADD CONSTRAINT "inbound_submissions_access_key_id_access_keys_id_fk" FOREIGN KEY ("access_key_id") REFERENCES "public"."access_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_submissions_idempotency_uq" ON "inbound_submissions" USING btree (coalesce("access_key_id"::text, 'web'),"idempotency_key") WHERE "inbound_submissions"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "inbound_submissions" ADD CONSTRAINT "inbound_submissions_lead_status_check" CHECK ("inbound_submissions"."lead_status" in ('newInbound', 'accepted', 'handoff', 'handoffToMarketing', 'handoffToRoundRobin', 'disqualified', 'connectInbound'));