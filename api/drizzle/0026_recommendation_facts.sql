CREATE TABLE "candidate_recommendation_facts" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"ruled_out" boolean NOT NULL,
	"has_email" boolean NOT NULL,
	"last_touch_at" timestamp with time zone,
	"desired_base_salary" integer,
	"desired_ote" integer,
	"accepts_remote" boolean NOT NULL,
	"place_city_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"desired_position_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"latest_position_id" uuid,
	"experience_ended_days" integer,
	"experience_current_from" date[] DEFAULT '{}'::date[] NOT NULL,
	"sold_into_level_ids" uuid[],
	"client_vertical_ids" uuid[],
	"average_deal_size_id" uuid,
	"quota_attainment" smallint
);
--> statement-breakpoint
ALTER TABLE "candidate_recommendation_facts" ADD CONSTRAINT "candidate_recommendation_facts_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A candidate's facts as the recommendation rules read them, from the source tables.
CREATE VIEW "candidate_recommendation_facts_source" AS
SELECT c.id AS candidate_id,
  (c.to_be_deleted_at IS NOT NULL OR c.search_status IS NOT DISTINCT FROM 'offTheMarket'
    OR coalesce(ip.do_not_contact, false) OR coalesce(ip.is_permanently_disqualified, false)) AS ruled_out,
  c.email IS NOT NULL AS has_email,
  ip.last_touch_at,
  c.desired_base_salary,
  c.desired_ote,
  coalesce('fullyRemote' = any(c.work_arrangements) OR c.remote_option IN ('yes', 'remoteOnly'), false) AS accepts_remote,
  array(SELECT c.city_id WHERE c.city_id IS NOT NULL
        UNION SELECT ic.city_id FROM candidate_interested_cities ic WHERE ic.candidate_id = c.id ORDER BY 1) AS place_city_ids,
  array(SELECT dp.position_id FROM candidate_desired_positions dp WHERE dp.candidate_id = c.id ORDER BY 1) AS desired_position_ids,
  hw.desired_position_id AS latest_position_id,
  (SELECT CASE WHEN count(*) = 0 THEN NULL
            ELSE coalesce(sum(greatest(0, we.to_date - we.from_date)) FILTER (WHERE we.to_date IS NOT NULL), 0)::int END
     FROM work_experiences we WHERE we.candidate_id = c.id AND we.from_date IS NOT NULL) AS experience_ended_days,
  array(SELECT we.from_date FROM work_experiences we
         WHERE we.candidate_id = c.id AND we.from_date IS NOT NULL AND we.to_date IS NULL ORDER BY 1) AS experience_current_from,
  hd.sold_into_level_ids,
  hd.client_vertical_ids,
  hd.average_deal_size_id,
  hd.quota_attainment
FROM candidates c
LEFT JOIN candidate_internal_profiles ip ON ip.candidate_id = c.id
LEFT JOIN work_experiences hw ON hw.id = c.headline_work_experience_id
LEFT JOIN work_experience_details hd ON hd.work_experience_id = hw.id;
--> statement-breakpoint
INSERT INTO "candidate_recommendation_facts" SELECT * FROM "candidate_recommendation_facts_source";
--> statement-breakpoint
ANALYZE "candidate_recommendation_facts";
--> statement-breakpoint
CREATE INDEX "candidate_recommendation_facts_desired_positions_idx" ON "candidate_recommendation_facts" USING gin ("desired_position_ids");--> statement-breakpoint
CREATE INDEX "candidate_recommendation_facts_latest_position_idx" ON "candidate_recommendation_facts" USING btree ("latest_position_id");--> statement-breakpoint
CREATE INDEX "candidate_recommendation_facts_places_idx" ON "candidate_recommendation_facts" USING gin ("place_city_ids");
--> statement-breakpoint
-- Recomputes the facts of the given candidates (a deleted candidate's row goes with the FK cascade).
CREATE FUNCTION "refresh_candidate_recommendation_facts"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO candidate_recommendation_facts SELECT * FROM candidate_recommendation_facts_source s
   WHERE s.candidate_id = any(ids)
  ON CONFLICT (candidate_id) DO UPDATE SET ruled_out = excluded.ruled_out, has_email = excluded.has_email,
    last_touch_at = excluded.last_touch_at, desired_base_salary = excluded.desired_base_salary,
    desired_ote = excluded.desired_ote, accepts_remote = excluded.accepts_remote,
    place_city_ids = excluded.place_city_ids, desired_position_ids = excluded.desired_position_ids,
    latest_position_id = excluded.latest_position_id, experience_ended_days = excluded.experience_ended_days,
    experience_current_from = excluded.experience_current_from, sold_into_level_ids = excluded.sold_into_level_ids,
    client_vertical_ids = excluded.client_vertical_ids, average_deal_size_id = excluded.average_deal_size_id,
    quota_attainment = excluded.quota_attainment
$$;
--> statement-breakpoint
-- After each statement on a source table: the candidates it touched, found by TG_ARGV[0] (an
-- expression over the written rows), get their facts recomputed. Statement-level with transition
-- tables, so a bulk write (an import, the demo generator) recomputes once per statement.
CREATE FUNCTION "candidate_recommendation_facts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array(SELECT DISTINCT %s FROM new_rows)', TG_ARGV[0]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array(SELECT DISTINCT %s FROM old_rows)', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format('SELECT array(SELECT %1$s FROM new_rows UNION SELECT %1$s FROM old_rows)', TG_ARGV[0]) INTO ids;
  END IF;
  PERFORM refresh_candidate_recommendation_facts(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- candidates: an update recomputes only the rows whose rule inputs changed (most writes touch
-- other columns: last login, profile text, updated_at)
CREATE FUNCTION "candidate_recommendation_facts_sync_candidates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_candidate_recommendation_facts(array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.to_be_deleted_at, n.search_status, n.email, n.desired_base_salary, n.desired_ote,
            n.work_arrangements, n.remote_option, n.city_id, n.headline_work_experience_id)
           IS DISTINCT FROM
           (o.to_be_deleted_at, o.search_status, o.email, o.desired_base_salary, o.desired_ote,
            o.work_arrangements, o.remote_option, o.city_id, o.headline_work_experience_id)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "candidates_recommendation_facts_insert" AFTER INSERT ON "candidates"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('id');
--> statement-breakpoint
CREATE TRIGGER "candidates_recommendation_facts_update" AFTER UPDATE ON "candidates"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION candidate_recommendation_facts_sync_candidates();
--> statement-breakpoint
CREATE TRIGGER "candidate_internal_profiles_recommendation_facts_insert" AFTER INSERT ON "candidate_internal_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('candidate_id');
--> statement-breakpoint
CREATE TRIGGER "candidate_internal_profiles_recommendation_facts_update" AFTER UPDATE ON "candidate_internal_profiles"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('candidate_id');
--> statement-breakpoint
CREATE TRIGGER "candidate_internal_profiles_recommendation_facts_delete" AFTER DELETE ON "candidate_internal_profiles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('candidate_id');
--> statement-breakpoint
CREATE TRIGGER "candidate_desired_positions_recommendation_facts_insert" AFTER INSERT ON "candidate_desired_positions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('candidate_id');
--> statement-breakpoint
CREATE TRIGGER "candidate_desired_positions_recommendation_facts_update" AFTER UPDATE ON "candidate_desired_positions"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('candidate_id');
--> statement-breakpoint
CREATE TRIGGER "candidate_desired_positions_recommendation_facts_delete" AFTER DELETE ON "candidate_desired_positions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('candidate_id');
--> statement-breakpoint
CREATE TRIGGER "candidate_interested_cities_recommendation_facts_insert" AFTER INSERT ON "candidate_interested_cities"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('candidate_id');
--> statement-breakpoint
CREATE TRIGGER "candidate_interested_cities_recommendation_facts_update" AFTER UPDATE ON "candidate_interested_cities"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('candidate_id');
--> statement-breakpoint
CREATE TRIGGER "candidate_interested_cities_recommendation_facts_delete" AFTER DELETE ON "candidate_interested_cities"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('candidate_id');
--> statement-breakpoint
CREATE TRIGGER "work_experiences_recommendation_facts_insert" AFTER INSERT ON "work_experiences"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('candidate_id');
--> statement-breakpoint
CREATE TRIGGER "work_experiences_recommendation_facts_update" AFTER UPDATE ON "work_experiences"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('candidate_id');
--> statement-breakpoint
CREATE TRIGGER "work_experiences_recommendation_facts_delete" AFTER DELETE ON "work_experiences"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('candidate_id');
--> statement-breakpoint
CREATE TRIGGER "work_experience_details_recommendation_facts_insert" AFTER INSERT ON "work_experience_details"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('(SELECT we.candidate_id FROM work_experiences we WHERE we.id = work_experience_id)');
--> statement-breakpoint
CREATE TRIGGER "work_experience_details_recommendation_facts_update" AFTER UPDATE ON "work_experience_details"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('(SELECT we.candidate_id FROM work_experiences we WHERE we.id = work_experience_id)');
--> statement-breakpoint
CREATE TRIGGER "work_experience_details_recommendation_facts_delete" AFTER DELETE ON "work_experience_details"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_recommendation_facts_sync('(SELECT we.candidate_id FROM work_experiences we WHERE we.id = work_experience_id)');
