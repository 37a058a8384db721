ALTER TABLE "interviews" ADD COLUMN "candidate_response_note" text;--> statement-breakpoint
-- Threads made twice by concurrent sends (select-then-insert) are merged into the oldest one
-- before the unique constraint: their messages and read marks move to it, then they go.
UPDATE "messages" m SET "thread_id" = x."keep_id" FROM (SELECT "id", "keep_id" FROM (SELECT "id", first_value("id") OVER (PARTITION BY "candidate_id", "job_id" ORDER BY "created_at", "id") AS "keep_id" FROM "message_threads") d WHERE "id" <> "keep_id") x WHERE m."thread_id" = x."id";--> statement-breakpoint
INSERT INTO "message_thread_reads" ("thread_id", "user_id", "last_read_at")
SELECT x."keep_id", r."user_id", max(r."last_read_at") FROM "message_thread_reads" r JOIN (SELECT "id", "keep_id" FROM (SELECT "id", first_value("id") OVER (PARTITION BY "candidate_id", "job_id" ORDER BY "created_at", "id") AS "keep_id" FROM "message_threads") d WHERE "id" <> "keep_id") x ON x."id" = r."thread_id"
GROUP BY x."keep_id", r."user_id"
ON CONFLICT ("user_id", "thread_id") DO UPDATE SET "last_read_at" = greatest("message_thread_reads"."last_read_at", excluded."last_read_at");--> statement-breakpoint
UPDATE "message_threads" t SET "last_message_at" = (SELECT max(m."created_at") FROM "messages" m WHERE m."thread_id" = t."id")
WHERE t."id" IN (SELECT "keep_id" FROM (SELECT "id", "keep_id" FROM (SELECT "id", first_value("id") OVER (PARTITION BY "candidate_id", "job_id" ORDER BY "created_at", "id") AS "keep_id" FROM "message_threads") d WHERE "id" <> "keep_id") x);--> statement-breakpoint
DELETE FROM "message_threads" WHERE "id" IN (SELECT "id" FROM (SELECT "id", "keep_id" FROM (SELECT "id", first_value("id") OVER (PARTITION BY "candidate_id", "job_id" ORDER BY "created_at", "id") AS "keep_id" FROM "message_threads") d WHERE "id" <> "keep_id") x);--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_candidate_job_uq" UNIQUE NULLS NOT DISTINCT("candidate_id","job_id");--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_response_check" CHECK ("interviews"."candidate_response" in ('pending', 'accepted', 'declined', 'rescheduleRequested'));--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_response_note_check" CHECK (length("interviews"."candidate_response_note") <= 2000);