ALTER TABLE "messages" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "failed_at" timestamp with time zone;