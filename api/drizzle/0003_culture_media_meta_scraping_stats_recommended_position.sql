CREATE TABLE "scraping_stats" (
	"user_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scraping_stats_pk" PRIMARY KEY("user_id","hour","kind"),
	CONSTRAINT "scraping_stats_kind_check" CHECK ("scraping_stats"."kind" in ('profile', 'searchPage', 'company', 'project')),
	CONSTRAINT "scraping_stats_count_check" CHECK ("scraping_stats"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "culture_media" ADD COLUMN "meta" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "list_of_values" ADD COLUMN "recommended_position_id" uuid;--> statement-breakpoint
ALTER TABLE "scraping_stats" ADD CONSTRAINT "scraping_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scraping_stats_hour_idx" ON "scraping_stats" USING btree ("hour");--> statement-breakpoint
ALTER TABLE "list_of_values" ADD CONSTRAINT "list_of_values_recommended_position_id_list_of_values_id_fk" FOREIGN KEY ("recommended_position_id") REFERENCES "public"."list_of_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_of_values" ADD CONSTRAINT "list_of_values_recommended_position_check" CHECK ("list_of_values"."recommended_position_id" is null or ("list_of_values"."key" = 'position' and "list_of_values"."recommended_position_id" <> "list_of_values"."id"));--> statement-breakpoint
UPDATE "list_of_values" AS l SET "recommended_position_id" = t."id" FROM "list_of_values" AS t WHERE l."key" = 'position' AND t."key" = 'position' AND t."id" <> l."id" AND t."id"::text = l."meta"->>'recommendedPositionId';
