CREATE TABLE "search_reindex_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"index_type" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"error" text,
	"requested_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_reindex_runs_index_type_check" CHECK ("search_reindex_runs"."index_type" in ('candidates', 'jobs', 'clients', 'organizations')),
	CONSTRAINT "search_reindex_runs_state_check" CHECK ("search_reindex_runs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "search_reindex_runs" ADD CONSTRAINT "search_reindex_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_reindex_runs_one_live_idx" ON "search_reindex_runs" USING btree ("index_type") WHERE "search_reindex_runs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "search_reindex_runs_created_idx" ON "search_reindex_runs" USING btree ("index_type","created_at" DESC NULLS LAST);