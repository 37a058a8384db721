CREATE TABLE "extension_hand_over_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extension_hand_over_codes" ADD CONSTRAINT "extension_hand_over_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extension_hand_over_codes_hash_uq" ON "extension_hand_over_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "extension_hand_over_codes_user_idx" ON "extension_hand_over_codes" USING btree ("user_id");