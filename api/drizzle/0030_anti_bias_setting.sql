ALTER TABLE "client_accounts" ADD COLUMN "anti_bias_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anti_bias_mode" boolean;