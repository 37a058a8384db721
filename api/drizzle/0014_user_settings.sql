ALTER TABLE "users" ADD COLUMN "remember_me_days" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_remember_me_days_check" CHECK ("users"."remember_me_days" between 1 and 365);