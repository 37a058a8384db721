CREATE TABLE "access_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"organization_id" uuid,
	"created_by" uuid,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flag_enablements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feature_flag_id" uuid NOT NULL,
	"user_id" uuid,
	"organization_id" uuid,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flag_enablements_target_check" CHECK (num_nonnulls("feature_flag_enablements"."user_id", "feature_flag_enablements"."organization_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_enabled_globally" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_key_check" CHECK ("feature_flags"."key" in ('submittalRequiredField', 'compEngine', 'marketMapping', 'clientExecReporting'))
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_key_check" CHECK ("permissions"."key" in ('candidate', 'recruiter', 'fractional-recruiter', 'client-recruiter', 'client-sourcing', 'client-recruiter-basic', 'manage-lists', 'manage-users', 'delete-candidates', 'demographic-filter', 'manage-next-gen-filters', 'enable-re-debug', 'manage-feature-configs', 'manage-linkedIn-projects', 'manage-reports', 'manage-configurations', 'manage-location-mappings', 'manage-email-whitelisting', 'allow-elastic-search-resync', 'manage-compensation-estimates-mappings'))
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" uuid NOT NULL,
	"permission_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_permissions_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_administrative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "activity_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_id" uuid,
	"job_candidate_id" uuid,
	"actor_user_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"candidate_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_activity_views" (
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_activity_views_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"actor_user_type" text,
	"actor_access_key_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"root_entity_type" text NOT NULL,
	"root_entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"field" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"user_id" uuid,
	"state" text DEFAULT 'marked' NOT NULL,
	"reason_id" uuid,
	"notes" text,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	"restored_by" uuid,
	"purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_deletions_state_check" CHECK ("candidate_deletions"."state" in ('marked', 'restored', 'purged'))
);
--> statement-breakpoint
CREATE TABLE "candidate_internal_profiles" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"lead_status_id" uuid,
	"contact_status_id" uuid,
	"owner_id" uuid,
	"sourced_by_id" uuid,
	"disqualification_reason_id" uuid,
	"disqualification_temporary_reason_id" uuid,
	"disqualification_note" text,
	"disqualified_at" timestamp with time zone,
	"is_permanently_disqualified" boolean DEFAULT false NOT NULL,
	"do_not_contact" boolean DEFAULT false NOT NULL,
	"last_touch_at" timestamp with time zone,
	"last_touch_by" uuid,
	"last_ncm_at" timestamp with time zone,
	"last_placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"type" text DEFAULT 'general' NOT NULL,
	"job_id" uuid,
	"body" text NOT NULL,
	"body_html" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_notes_length_check" CHECK (length("candidate_notes"."body") <= 10000 and length("candidate_notes"."body_html") <= 50000)
);
--> statement-breakpoint
CREATE TABLE "candidate_demographics" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"race_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"age_id" uuid,
	"gender_identity_id" uuid,
	"sexual_orientation_id" uuid,
	"military_status_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_skills" (
	"candidate_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_skills_pk" PRIMARY KEY("candidate_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "educations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"school" text NOT NULL,
	"degree_id" uuid,
	"field_of_study_id" uuid,
	"education_year" smallint,
	"highlights" text,
	"highlights_html" text,
	"extracurricular_activity_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "educations_year_check" CHECK ("educations"."education_year" between 1900 and 2200)
);
--> statement-breakpoint
CREATE TABLE "portfolio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"type" text NOT NULL,
	"url" text,
	"title" text NOT NULL,
	"description" text,
	"description_html" text,
	"file_media_id" uuid,
	"thumbnail_media_id" uuid,
	"thumbnail_url" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_items_content_check" CHECK (num_nonnulls("portfolio_items"."url", "portfolio_items"."file_media_id") >= 1)
);
--> statement-breakpoint
CREATE TABLE "work_experience_details" (
	"work_experience_id" uuid PRIMARY KEY NOT NULL,
	"average_deal_size_id" uuid,
	"average_deal_cycle_id" uuid,
	"annual_quota_id" uuid,
	"annual_team_quota_id" uuid,
	"net_new_business_id" uuid,
	"book_of_business_id" uuid,
	"average_number_of_accounts_id" uuid,
	"measured_by_id" uuid,
	"monthly_qualified_meetings_quota_id" uuid,
	"annual_pipeline_quota_id" uuid,
	"teams_managed_id" uuid,
	"highest_level_managed_id" uuid,
	"reported_into_id" uuid,
	"quota_attainment" smallint,
	"revenue_quota" bigint,
	"customer_size_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sold_into_level_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sold_into_department_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"client_vertical_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"responsibility_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sales_methodology_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"presidents_club" boolean,
	"achieved_retention" smallint,
	"lead_source" smallint DEFAULT 50,
	"out_reach" smallint DEFAULT 50,
	"team_rank" smallint,
	"team_size" smallint,
	"team_size_min" smallint,
	"team_size_max" smallint,
	"team_arr_min" bigint,
	"team_arr_max" bigint,
	"managed_remote_teams" boolean,
	"built_playbook" boolean,
	"no_of_repos_promoted" smallint,
	"sales_pre_post" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_experience_details_sold_into_levels_check" CHECK (cardinality("work_experience_details"."sold_into_level_ids") <= 3),
	CONSTRAINT "work_experience_details_sold_into_departments_check" CHECK (cardinality("work_experience_details"."sold_into_department_ids") <= 3),
	CONSTRAINT "work_experience_details_client_verticals_check" CHECK (cardinality("work_experience_details"."client_vertical_ids") <= 3),
	CONSTRAINT "work_experience_details_responsibilities_check" CHECK (cardinality("work_experience_details"."responsibility_ids") <= 6),
	CONSTRAINT "work_experience_details_percent_check" CHECK ("work_experience_details"."lead_source" between 0 and 100 and "work_experience_details"."out_reach" between 0 and 100 and "work_experience_details"."achieved_retention" between 0 and 100 and "work_experience_details"."quota_attainment" >= 0),
	CONSTRAINT "work_experience_details_team_check" CHECK ("work_experience_details"."team_size" between 0 and 999 and "work_experience_details"."team_size_min" between 0 and 999 and "work_experience_details"."team_size_max" between 0 and 999 and "work_experience_details"."team_size_min" <= "work_experience_details"."team_size_max" and "work_experience_details"."team_arr_min" >= 0 and "work_experience_details"."team_arr_min" <= "work_experience_details"."team_arr_max")
);
--> statement-breakpoint
CREATE TABLE "work_experience_notable_accounts" (
	"work_experience_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_experience_notable_accounts_pk" PRIMARY KEY("work_experience_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "work_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_id" uuid,
	"organization_id" uuid,
	"company_name" text,
	"from_date" date,
	"to_date" date,
	"is_current" boolean DEFAULT false NOT NULL,
	"description" text,
	"description_html" text,
	"desired_position_id" uuid,
	"city_id" text,
	"state_id" text,
	"work_from_home" boolean DEFAULT false NOT NULL,
	"travel" boolean DEFAULT false NOT NULL,
	"job_id" uuid,
	"salary" integer,
	"ote" integer,
	"variable" integer,
	"do_not_contact" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_experiences_current_check" CHECK (not "work_experiences"."is_current" or "work_experiences"."to_date" is null),
	CONSTRAINT "work_experiences_dates_check" CHECK ("work_experiences"."to_date" >= "work_experiences"."from_date"),
	CONSTRAINT "work_experiences_pay_check" CHECK ("work_experiences"."salary" >= 0 and "work_experiences"."ote" >= 0 and "work_experiences"."variable" >= 0),
	CONSTRAINT "work_experiences_salary_below_ote_check" CHECK ("work_experiences"."salary" < "work_experiences"."ote")
);
--> statement-breakpoint
CREATE TABLE "candidate_desired_positions" (
	"candidate_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_desired_positions_pk" PRIMARY KEY("candidate_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_interested_cities" (
	"candidate_id" uuid NOT NULL,
	"city_id" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_interested_cities_pk" PRIMARY KEY("candidate_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_reinbound_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"notes" text,
	"cancelled_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"linkedin_url" text,
	"salesforce_id" text,
	"city_id" text,
	"state_id" text,
	"country_code" text,
	"search_status" text,
	"search_status_changed_at" timestamp with time zone,
	"gender_pronoun_id" uuid,
	"about_me" text,
	"headline_work_experience_id" uuid,
	"desired_base_salary" integer,
	"desired_ote" integer,
	"desired_variable" integer,
	"is_salary_confidential" boolean DEFAULT false NOT NULL,
	"remote_option" text,
	"sponsorship_required" boolean,
	"work_arrangements" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_office_hour_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"picture_media_id" uuid,
	"resume_media_id" uuid,
	"pitched_video_media_id" uuid,
	"pronunciation_audio_media_id" uuid,
	"profile_completion" smallint DEFAULT 0 NOT NULL,
	"source" text,
	"to_be_deleted_at" timestamp with time zone,
	"delete_reason_id" uuid,
	"last_calendar_update_request_at" timestamp with time zone,
	"dashboard_last_viewed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_search_status_check" CHECK ("candidates"."search_status" in ('activelySearching', 'passivelySearching', 'openToOffers', 'offTheMarket')),
	CONSTRAINT "candidates_remote_option_check" CHECK ("candidates"."remote_option" in ('yes', 'no', 'remoteOnly')),
	CONSTRAINT "candidates_work_arrangements_check" CHECK ("candidates"."work_arrangements" <@ array['fullyRemote', 'oneToTwoDaysPerWeek', 'threeToFourDaysPerWeek', 'fullyAtOffice']::text[]),
	CONSTRAINT "candidates_salary_check" CHECK ("candidates"."desired_base_salary" >= 0 and "candidates"."desired_ote" >= 0 and "candidates"."desired_variable" >= 0),
	CONSTRAINT "candidates_salary_below_ote_check" CHECK ("candidates"."desired_base_salary" < "candidates"."desired_ote"),
	CONSTRAINT "candidates_profile_completion_check" CHECK ("candidates"."profile_completion" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"type" text DEFAULT 'setting' NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"value" jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_whitelist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_form_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_type" text NOT NULL,
	"display_name" text NOT NULL,
	"title" text,
	"sub_title" text,
	"picture_media_id" uuid,
	"use_default_image" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_form_configs_form_type_check" CHECK ("inbound_form_configs"."form_type" in ('apply', 'hire'))
);
--> statement-breakpoint
CREATE TABLE "inbound_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_type" text NOT NULL,
	"config_id" uuid,
	"payload" jsonb NOT NULL,
	"candidate_id" uuid,
	"user_id" uuid,
	"organization_id" uuid,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_submissions_form_type_check" CHECK ("inbound_submissions"."form_type" in ('apply', 'hire'))
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"segment" text DEFAULT 'default' NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"display_name" text NOT NULL,
	"subject" text,
	"body_html" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_templates_key_segment_channel_uq" UNIQUE("key","segment","channel"),
	CONSTRAINT "notification_templates_segment_check" CHECK ("notification_templates"."segment" in ('default', 'sdr', 'ae', 'salesLeadership', 'csmAm', 'marketing')),
	CONSTRAINT "notification_templates_subject_check" CHECK (length("notification_templates"."subject") <= 500)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"attachment_media_id" uuid,
	"page_url" text,
	"user_agent" text,
	"state" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_type_check" CHECK ("feedback"."type" in ('suggestion', 'defect', 'other')),
	CONSTRAINT "feedback_text_check" CHECK (length("feedback"."text") between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "ats_candidate_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"job_candidate_id" uuid,
	"external_candidate_id" text NOT NULL,
	"external_application_id" text,
	"reference_id" text,
	"url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"disconnected_at" timestamp with time zone,
	"pushed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ats_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"api_key_encrypted" text NOT NULL,
	"webhook_secret_encrypted" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_tested_at" timestamp with time zone,
	"last_test_ok" boolean,
	"last_test_message" text,
	"connected_by" uuid,
	"disconnected_at" timestamp with time zone,
	"disconnected_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ats_connections_provider_check" CHECK ("ats_connections"."provider" in ('greenhouse', 'lever'))
);
--> statement-breakpoint
CREATE TABLE "ats_job_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"external_job_id" text NOT NULL,
	"name" text,
	"url" text,
	"requisition_id" text,
	"email" text,
	"linked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"external_account_id" text NOT NULL,
	"account_email" text,
	"credentials_encrypted" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_event_updated_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"response_status" integer,
	"response_body" text,
	"duration_ms" integer,
	"error" text,
	"delivered_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"ats_connection_id" uuid,
	"event" text NOT NULL,
	"url" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_org_event_url_uq" UNIQUE NULLS NOT DISTINCT("organization_id","event","url")
);
--> statement-breakpoint
CREATE TABLE "hires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"offer_id" uuid,
	"joining_date" date,
	"hired_notes" text,
	"salary" integer,
	"ote" integer,
	"stock_options" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hires_salary_below_ote_check" CHECK ("hires"."salary" < "hires"."ote")
);
--> statement-breakpoint
CREATE TABLE "interview_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"job_candidate_id" uuid NOT NULL,
	"author_id" uuid,
	"rating" smallint,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_feedback_rating_check" CHECK ("interview_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "interview_interviewers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_interviewers_interview_email_uq" UNIQUE("interview_id","email")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"type" text DEFAULT 'video' NOT NULL,
	"title" text,
	"round" smallint DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint DEFAULT 30 NOT NULL,
	"timezone" text NOT NULL,
	"notes" text,
	"location" text,
	"notification_audience" text DEFAULT 'all' NOT NULL,
	"save_mode" text DEFAULT 'send' NOT NULL,
	"meeting_method" text DEFAULT 'zoom' NOT NULL,
	"meeting_id" text,
	"meeting_url" text,
	"meeting_integration_by" uuid,
	"is_active_meeting_integration" boolean DEFAULT false NOT NULL,
	"is_personal_meeting_link" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'quota' NOT NULL,
	"ats_interview_id" text,
	"ats_interview_time" text,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"candidate_response" text DEFAULT 'pending' NOT NULL,
	"candidate_responded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_type_check" CHECK ("interviews"."type" in ('phone', 'video', 'inPerson', 'other', 'hiringEvent', 'finalInterview', 'referenceChecks', 'project')),
	CONSTRAINT "interviews_notification_audience_check" CHECK ("interviews"."notification_audience" in ('all', 'staffOnly', 'none')),
	CONSTRAINT "interviews_save_mode_check" CHECK ("interviews"."save_mode" in ('save', 'send', 'downloadIcs')),
	CONSTRAINT "interviews_duration_check" CHECK ("interviews"."duration_minutes" between 5 and 1440),
	CONSTRAINT "interviews_round_check" CHECK ("interviews"."round" >= 1)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"offer_type_id" uuid,
	"salary" integer,
	"ote" integer,
	"additional_info_notes" text,
	"superseded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_salary_range_check" CHECK ("offers"."salary" between 10000 and 1000000 and "offers"."ote" between 10000 and 1000000),
	CONSTRAINT "offers_salary_below_ote_check" CHECK ("offers"."salary" < "offers"."ote")
);
--> statement-breakpoint
CREATE TABLE "user_availability_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_availability_slots_range_check" CHECK ("user_availability_slots"."ends_at" > "user_availability_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "job_candidate_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_stage_type" text,
	"from_stage_status" text,
	"from_current_status" text,
	"to_stage_type" text NOT NULL,
	"to_stage_status" text NOT NULL,
	"to_current_status" text,
	"rejected_by" text,
	"rejection_reason_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"notes" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" uuid,
	"actor_user_type" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_candidate_history_to_stage_type_check" CHECK ("job_candidate_history"."to_stage_type" in ('recommended', 'matching', 'hidden', 'pitched', 'shortlist', 'submittal', 'send_out', 'offer')),
	CONSTRAINT "job_candidate_history_to_stage_status_check" CHECK ("job_candidate_history"."to_stage_status" in ('current', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "job_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"stage_type" text NOT NULL,
	"stage_status" text DEFAULT 'current' NOT NULL,
	"current_status" text,
	"stage_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rejected_by" text,
	"rejection_reason_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rejection_notes" text,
	"rejection_notification_id" uuid,
	"feedback_id" uuid,
	"notes" text,
	"submittal_blurb_html" text,
	"created_by" uuid,
	"created_by_user_type" text,
	"status_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_updated_by" uuid,
	"status_updated_by_user_type" text,
	"is_submitted_to_client" boolean DEFAULT false NOT NULL,
	"submitted_to_client_at" timestamp with time zone,
	"is_suggested_to_candidate" boolean DEFAULT false NOT NULL,
	"is_allow_candidate_to_book_meeting" boolean DEFAULT false NOT NULL,
	"candidate_accepted_jit_at" timestamp with time zone,
	"candidate_last_viewed_at" timestamp with time zone,
	"pool" text,
	"score" real,
	"jit_flagged_at" timestamp with time zone,
	"jit_handed_off_at" timestamp with time zone,
	"is_locked" boolean DEFAULT false NOT NULL,
	"unlocked_at" timestamp with time zone,
	"unlocked_by" uuid,
	"snippet_sent_at" timestamp with time zone,
	"snippet_sent_by" uuid,
	"pushed_to_ats_at" timestamp with time zone,
	"is_pushed_to_crm" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_candidates_stage_type_check" CHECK ("job_candidates"."stage_type" in ('recommended', 'matching', 'hidden', 'pitched', 'shortlist', 'submittal', 'send_out', 'offer')),
	CONSTRAINT "job_candidates_stage_status_check" CHECK ("job_candidates"."stage_status" in ('current', 'accepted', 'rejected')),
	CONSTRAINT "job_candidates_current_status_check" CHECK ("job_candidates"."current_status" in ('am_submitted', 'pending_am_approval', 'scheduling_first_round', 'scheduling_next_round', 'additional_info_needed', 'pending_candidate_response', 'holding_off_too_many_in_process', 'holding_off_search_on_hold', 'holding_off_need_feedback', 'holding_off_final_interview_pending_offer', 'waiting_for_next_steps', 'reference_checks', 'scheduled_no_action_items', 'rescheduling_client', 'rescheduling_candidate', 'not_pitched', 'pitched_pending', 'interested', 'not_interested', 'jit_suggested', 'jit_farming', 'jit_error', 'interested_not_a_fit', 'inmail_sequence', 'inmail_sent', 'inmail_error')),
	CONSTRAINT "job_candidates_rejected_by_check" CHECK ("job_candidates"."rejected_by" in ('provider', 'client', 'candidate')),
	CONSTRAINT "job_candidates_rejection_check" CHECK (("job_candidates"."stage_status" = 'rejected') = ("job_candidates"."rejected_by" is not null)),
	CONSTRAINT "job_candidates_pool_check" CHECK ("job_candidates"."pool" in ('active', 'jit'))
);
--> statement-breakpoint
CREATE TABLE "job_client_verticals" (
	"job_id" uuid NOT NULL,
	"industry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_client_verticals_pk" PRIMARY KEY("job_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "job_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text DEFAULT 'jobContact' NOT NULL,
	"role" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_contacts_job_user_type_uq" UNIQUE("job_id","user_id","type"),
	CONSTRAINT "job_contacts_type_check" CHECK ("job_contacts"."type" in ('jobContact', 'hiringManager')),
	CONSTRAINT "job_contacts_role_check" CHECK ("job_contacts"."role" in ('salesContact', 'accountManager', 'sourcer'))
);
--> statement-breakpoint
CREATE TABLE "job_favorites" (
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_favorites_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "job_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"city_id" text,
	"state_id" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_locations_job_city_state_uq" UNIQUE NULLS NOT DISTINCT("job_id","city_id","state_id"),
	CONSTRAINT "job_locations_target_check" CHECK (num_nonnulls("job_locations"."city_id", "job_locations"."state_id") >= 1)
);
--> statement-breakpoint
CREATE TABLE "job_search_filters" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"filter_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_provider_filters_only" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_skills" (
	"job_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_skills_pk" PRIMARY KEY("job_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "job_sourcers" (
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_sourcers_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "job_stage_counts" (
	"job_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"stage" text NOT NULL,
	"current" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"total" integer GENERATED ALWAYS AS ("job_stage_counts"."current" + "job_stage_counts"."accepted" + "job_stage_counts"."rejected") STORED NOT NULL,
	"sub_status_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_stage_counts_pk" PRIMARY KEY("job_id","audience","stage"),
	CONSTRAINT "job_stage_counts_audience_check" CHECK ("job_stage_counts"."audience" in ('provider', 'client')),
	CONSTRAINT "job_stage_counts_stage_check" CHECK ("job_stage_counts"."stage" in ('pitched', 'shortlist', 'hidden', 'submittal', 'send_out', 'offer')),
	CONSTRAINT "job_stage_counts_non_negative_check" CHECK ("job_stage_counts"."current" >= 0 and "job_stage_counts"."accepted" >= 0 and "job_stage_counts"."rejected" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_target_companies" (
	"job_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_target_companies_pk" PRIMARY KEY("job_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "job_target_verticals" (
	"job_id" uuid NOT NULL,
	"industry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_target_verticals_pk" PRIMARY KEY("job_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "job_timezones" (
	"job_id" uuid NOT NULL,
	"timezone_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_timezones_pk" PRIMARY KEY("job_id","timezone_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"open_date" date DEFAULT current_date NOT NULL,
	"kickoff_date" date,
	"closed_date" date,
	"closed_reason_id" uuid,
	"closed_reason_notes" text,
	"total_openings" smallint DEFAULT 1 NOT NULL,
	"current_openings" smallint DEFAULT 1 NOT NULL,
	"city_id" text,
	"state_id" text,
	"is_remote" boolean DEFAULT false NOT NULL,
	"job_location_type_id" uuid,
	"preferred_office_hour_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"work_arrangement" text,
	"sourcing_location_type" text,
	"client_sourcing" boolean DEFAULT false NOT NULL,
	"is_confidential" boolean DEFAULT false NOT NULL,
	"willing_to_take_fresh_graduates" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"base_salary_low" integer,
	"base_salary_high" integer,
	"ote_low" integer,
	"ote_high" integer,
	"equity" text,
	"fee_percentage" numeric(5, 2) DEFAULT 1 NOT NULL,
	"account_manager_id" uuid,
	"business_development_id" uuid,
	"owner_id" uuid,
	"created_by" uuid,
	"position_category_id" uuid,
	"desired_position_id" uuid,
	"years_of_required_experience_id" uuid,
	"record_type_id" uuid,
	"job_level" text,
	"jit_auto_suggestion_threshold_id" uuid,
	"posting_link" text,
	"prep_note_link" text,
	"client_job_description" text,
	"details" text,
	"sourcing_notes" text,
	"interview_process" text,
	"email_snippet_html" text,
	"is_email_snippet_published" boolean DEFAULT false NOT NULL,
	"jit_sizzle_html" text,
	"salesforce_id" text,
	"is_next_gen_filters_enabled" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('open', 'opportunistic', 'pending', 'closed')),
	CONSTRAINT "jobs_sourcing_location_type_check" CHECK ("jobs"."sourcing_location_type" in ('anywhereInUs', 'anywhereInUsAndCanada', 'specificCities', 'specificStates', 'specificTimeZones', 'excludedStates')),
	CONSTRAINT "jobs_work_arrangement_check" CHECK ("jobs"."work_arrangement" in ('fullyRemote', 'oneToTwoDaysPerWeek', 'threeToFourDaysPerWeek', 'fullyAtOffice')),
	CONSTRAINT "jobs_name_length_check" CHECK (length("jobs"."name") between 1 and 80),
	CONSTRAINT "jobs_openings_check" CHECK ("jobs"."total_openings" between 1 and 999 and "jobs"."current_openings" between 0 and "jobs"."total_openings"),
	CONSTRAINT "jobs_dates_check" CHECK ("jobs"."closed_date" >= "jobs"."open_date"),
	CONSTRAINT "jobs_pay_ranges_check" CHECK ("jobs"."base_salary_low" <= "jobs"."base_salary_high" and "jobs"."ote_low" <= "jobs"."ote_high" and "jobs"."base_salary_low" >= 0 and "jobs"."ote_low" >= 0),
	CONSTRAINT "jobs_fee_percentage_check" CHECK ("jobs"."fee_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_user_id" uuid,
	"candidate_id" uuid,
	"organization_id" uuid,
	"uploaded_by" uuid,
	"source" text DEFAULT 'file' NOT NULL,
	"source_url" text,
	"storage_key" text NOT NULL,
	"transcoded_key" text,
	"thumbnail_key" text,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint,
	"status" text DEFAULT 'waiting' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error_message" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('resume', 'profilePicture', 'organizationLogo', 'organizationCover', 'portfolioThumbnail', 'portfolioFile', 'pitchedVideo', 'candidateAudio', 'organizationAudio', 'cultureFile', 'cultureMediaThumbnail', 'feedbackAttachment', 'inboundPicture', 'tempFile')),
	CONSTRAINT "media_source_check" CHECK ("media"."source" in ('file', 'url', 'blob')),
	CONSTRAINT "media_status_check" CHECK ("media"."status" in ('waiting', 'uploading', 'transcoding', 'complete', 'error')),
	CONSTRAINT "media_size_check" CHECK ("media"."size_bytes" is null or "media"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "message_thread_reads" (
	"thread_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_thread_reads_pk" PRIMARY KEY("user_id","thread_id")
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_id" uuid,
	"subject" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"channel" text DEFAULT 'inApp' NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"body_html" text,
	"external_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_subject_check" CHECK (length("messages"."subject") <= 500)
);
--> statement-breakpoint
CREATE TABLE "client_accounts" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"company_type" text DEFAULT 'permanent' NOT NULL,
	"fee_percentage" numeric(5, 2),
	"kickoff_date" date,
	"account_manager_id" uuid,
	"business_development_id" uuid,
	"branch_id" uuid,
	"assigned_branch_id" uuid,
	"account_status_id" uuid,
	"sourcing_notes" text,
	"sales_team_notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_accounts_company_type_check" CHECK ("client_accounts"."company_type" in ('permanent', 'connectDemo', 'connectPermanent', 'connectTrial', 'preKickoffSales')),
	CONSTRAINT "client_accounts_fee_percentage_check" CHECK ("client_accounts"."fee_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"mobile" text,
	"level_id" uuid,
	"manager_contact_id" uuid,
	"owner_id" uuid,
	"linkedin_url" text,
	"city_id" text,
	"state_id" text,
	"view_job_dashboard" boolean DEFAULT true NOT NULL,
	"card_views" integer DEFAULT 0 NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"no_longer_at_company" boolean DEFAULT false NOT NULL,
	"can_source" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_contacts_counts_check" CHECK ("client_contacts"."card_views" >= 0 and "client_contacts"."profile_views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_favorites" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_favorites_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "client_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"body_html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "culture_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"media_id" uuid,
	"thumbnail_media_id" uuid,
	"url" text,
	"title" text,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "culture_media_source_check" CHECK (num_nonnulls("culture_media"."media_id", "culture_media"."url") >= 1)
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"website_url" text,
	"linkedin_url" text,
	"about_html" text,
	"phone" text,
	"industry_id" uuid,
	"company_size_id" uuid,
	"funding_round_id" uuid,
	"crunchbase_status_id" uuid,
	"target_market_id" uuid,
	"benefit_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"total_funding" bigint,
	"year_founded" smallint,
	"city_id" text,
	"state_id" text,
	"logo_media_id" uuid,
	"cover_media_id" uuid,
	"pronunciation_audio_media_id" uuid,
	"salesforce_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_year_founded_check" CHECK ("organizations"."year_founded" >= 1000),
	CONSTRAINT "organizations_total_funding_check" CHECK ("organizations"."total_funding" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"aggregate_type" text,
	"aggregate_id" uuid,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "public_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"candidate_id" uuid,
	"job_id" uuid,
	"job_candidate_id" uuid,
	"organization_id" uuid,
	"interview_id" uuid,
	"created_by" uuid,
	"created_by_user_type" text,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"response" jsonb,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_links_subject_check" CHECK (num_nonnulls("public_links"."candidate_id", "public_links"."job_id", "public_links"."job_candidate_id", "public_links"."organization_id", "public_links"."interview_id") >= 1)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recommendation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"pool" text DEFAULT 'active' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"filter_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result_count" integer,
	"error" text,
	"requested_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_runs_entity_type_check" CHECK ("recommendation_runs"."entity_type" in ('candidate', 'job')),
	CONSTRAINT "recommendation_runs_pool_check" CHECK ("recommendation_runs"."pool" in ('active', 'jit')),
	CONSTRAINT "recommendation_runs_result_count_check" CHECK ("recommendation_runs"."result_count" between 0 and 2000)
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_code" text,
	"region_name" text,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text,
	"population" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_latitude_check" CHECK ("cities"."latitude" between -90 and 90),
	CONSTRAINT "cities_longitude_check" CHECK ("cities"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "functional_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"identifier" text NOT NULL,
	"segment" text DEFAULT 'default' NOT NULL,
	"position_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "functional_roles_segment_check" CHECK ("functional_roles"."segment" in ('default', 'sdr', 'ae', 'salesLeadership', 'csmAm', 'marketing'))
);
--> statement-breakpoint
CREATE TABLE "list_of_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"identifier" text,
	"parent_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"picture_url" text,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_of_values_key_check" CHECK ("list_of_values"."key" in ('position', 'positionCategory', 'leadStatus', 'crunchbaseStatus', 'disqualifiedNotification', 'disqualifiedTemporaryReason', 'workExperienceTitle', 'skill', 'degree', 'fieldOfStudy', 'targetMarket', 'searchStatus', 'genderPronoun', 'customerSize', 'soldIntoLevel', 'industry', 'soldIntoDepartment', 'averageDealSize', 'averageDealCycle', 'annualQuota', 'netBusinessQuota', 'dateAdded', 'feedbackType', 'branch', 'assignedBranch', 'contactStatus', 'bookOfBusiness', 'responsibility', 'measuredBy', 'monthlyQualifiedMeetingsQuota', 'annualPipelineQuota', 'additionalInfoQuestions', 'jobScheduleType', 'interviewTime', 'interviewDuration', 'offerType', 'submittalCurrentStatus', 'sendOutCurrentStatus', 'rejectionNotification', 'rejectionNotificationReason', 'jitOpportunityNotInterestedReason', 'yearsOfRequiredExperience', 'companySize', 'interviewRejectionReason', 'level', 'race', 'age', 'genderIdentity', 'sexualOrientation', 'militaryStatus', 'accountStatus', 'extracurricularActivity', 'teamArr', 'teamsManaged', 'salesMethodologies', 'annualTeamQuota', 'highestLevelManaged', 'reportedInto', 'deleteCandidateReason', 'shortListStatus', 'jobStageFeedback', 'jobCloseReasons', 'benefit', 'fundingRounds', 'tenure', 'fundingAmountUnit', 'hidingCandidateReason', 'averageNumberOfAccounts', 'jobRecordTypes', 'jitAutoSuggestionThreshold', 'jobLocationTypes', 'preferredOfficeHours'))
);
--> statement-breakpoint
CREATE TABLE "position_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timezones" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"utc_offset_minutes" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "us_states" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "us_states_code_uq" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"group_name" text DEFAULT 'candidates' NOT NULL,
	"filter_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"step" text NOT NULL,
	"state" text NOT NULL,
	"message" text,
	"ip_address" "inet",
	"user_agent" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_logs_state_check" CHECK ("auth_logs"."state" in ('pending', 'success', 'failure'))
);
--> statement-breakpoint
CREATE TABLE "feature_notification_reads" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_notification_reads_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "feature_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"link_url" text,
	"audience_user_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_notifications_audience_check" CHECK ("feature_notifications"."audience_user_types" <@ array['candidate', 'client', 'staff', 'system']::text[])
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"requested_ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_policy_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"policy_version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" "inet",
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"parent_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"remember_me_days" smallint,
	"user_agent" text,
	"ip_address" "inet",
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_remember_me_days_check" CHECK ("sessions"."remember_me_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_recent_clicks" (
	"user_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_recent_clicks_pk" PRIMARY KEY("user_id","entity_type","entity_id"),
	CONSTRAINT "user_recent_clicks_entity_type_check" CHECK ("user_recent_clicks"."entity_type" in ('candidate', 'client', 'job', 'organization'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_type" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"timezone" text,
	"picture_media_id" uuid,
	"pronunciation_audio_media_id" uuid,
	"email_signature_html" text,
	"organization_id" uuid,
	"salesforce_id" text,
	"ats_user_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_marketing_user" boolean DEFAULT false NOT NULL,
	"client_sourcing" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"onboarded_at" timestamp with time zone,
	"login_count" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"manual_invite_sent_at" timestamp with time zone,
	"privacy_policy_version" text,
	"privacy_policy_accepted_at" timestamp with time zone,
	"to_be_deleted_at" timestamp with time zone,
	"calendar_tab_visited_at" timestamp with time zone,
	"search_status_modal_viewed_at" timestamp with time zone,
	"welcome_modal_dismissed_at" timestamp with time zone,
	"show_update_linked_in_url_modal" boolean DEFAULT false NOT NULL,
	"show_client_inbound_hiring_modal" boolean DEFAULT false NOT NULL,
	"last_chrome_ext_stats_viewed_at" timestamp with time zone,
	"ping_sales_team_meta" jsonb,
	"ui_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('candidate', 'client', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text DEFAULT 'verifyEmail' NOT NULL,
	"code_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_keys" ADD CONSTRAINT "access_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_keys" ADD CONSTRAINT "access_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_keys" ADD CONSTRAINT "access_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_enablements" ADD CONSTRAINT "feature_flag_enablements_feature_flag_id_feature_flags_id_fk" FOREIGN KEY ("feature_flag_id") REFERENCES "public"."feature_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_enablements" ADD CONSTRAINT "feature_flag_enablements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_enablements" ADD CONSTRAINT "feature_flag_enablements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_enablements" ADD CONSTRAINT "feature_flag_enablements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_history" ADD CONSTRAINT "activity_history_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_history" ADD CONSTRAINT "activity_history_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_history" ADD CONSTRAINT "activity_history_job_candidate_id_job_candidates_id_fk" FOREIGN KEY ("job_candidate_id") REFERENCES "public"."job_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_history" ADD CONSTRAINT "activity_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_activity_views" ADD CONSTRAINT "job_activity_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_activity_views" ADD CONSTRAINT "job_activity_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_access_key_id_access_keys_id_fk" FOREIGN KEY ("actor_access_key_id") REFERENCES "public"."access_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_deletions" ADD CONSTRAINT "candidate_deletions_reason_id_list_of_values_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_deletions" ADD CONSTRAINT "candidate_deletions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_deletions" ADD CONSTRAINT "candidate_deletions_restored_by_users_id_fk" FOREIGN KEY ("restored_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_internal_profiles" ADD CONSTRAINT "candidate_internal_profiles_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_internal_profiles" ADD CONSTRAINT "candidate_internal_profiles_lead_status_id_list_of_values_id_fk" FOREIGN KEY ("lead_status_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_internal_profiles" ADD CONSTRAINT "candidate_internal_profiles_contact_status_id_list_of_values_id_fk" FOREIGN KEY ("contact_status_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_internal_profiles" ADD CONSTRAINT "candidate_internal_profiles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_internal_profiles" ADD CONSTRAINT "candidate_internal_profiles_sourced_by_id_users_id_fk" FOREIGN KEY ("sourced_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_internal_profiles" ADD CONSTRAINT "candidate_internal_profiles_disqualification_reason_id_list_of_values_id_fk" FOREIGN KEY ("disqualification_reason_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_internal_profiles" ADD CONSTRAINT "candidate_internal_profiles_disqualification_temporary_reason_id_list_of_values_id_fk" FOREIGN KEY ("disqualification_temporary_reason_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_internal_profiles" ADD CONSTRAINT "candidate_internal_profiles_last_touch_by_users_id_fk" FOREIGN KEY ("last_touch_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_demographics" ADD CONSTRAINT "candidate_demographics_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_demographics" ADD CONSTRAINT "candidate_demographics_age_id_list_of_values_id_fk" FOREIGN KEY ("age_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_demographics" ADD CONSTRAINT "candidate_demographics_gender_identity_id_list_of_values_id_fk" FOREIGN KEY ("gender_identity_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_demographics" ADD CONSTRAINT "candidate_demographics_sexual_orientation_id_list_of_values_id_fk" FOREIGN KEY ("sexual_orientation_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_demographics" ADD CONSTRAINT "candidate_demographics_military_status_id_list_of_values_id_fk" FOREIGN KEY ("military_status_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_skill_id_list_of_values_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_degree_id_list_of_values_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_field_of_study_id_list_of_values_id_fk" FOREIGN KEY ("field_of_study_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_file_media_id_media_id_fk" FOREIGN KEY ("file_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_thumbnail_media_id_media_id_fk" FOREIGN KEY ("thumbnail_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_work_experience_id_work_experiences_id_fk" FOREIGN KEY ("work_experience_id") REFERENCES "public"."work_experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_average_deal_size_id_list_of_values_id_fk" FOREIGN KEY ("average_deal_size_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_average_deal_cycle_id_list_of_values_id_fk" FOREIGN KEY ("average_deal_cycle_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_annual_quota_id_list_of_values_id_fk" FOREIGN KEY ("annual_quota_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_annual_team_quota_id_list_of_values_id_fk" FOREIGN KEY ("annual_team_quota_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_net_new_business_id_list_of_values_id_fk" FOREIGN KEY ("net_new_business_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_book_of_business_id_list_of_values_id_fk" FOREIGN KEY ("book_of_business_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_average_number_of_accounts_id_list_of_values_id_fk" FOREIGN KEY ("average_number_of_accounts_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_measured_by_id_list_of_values_id_fk" FOREIGN KEY ("measured_by_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_monthly_qualified_meetings_quota_id_list_of_values_id_fk" FOREIGN KEY ("monthly_qualified_meetings_quota_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_annual_pipeline_quota_id_list_of_values_id_fk" FOREIGN KEY ("annual_pipeline_quota_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_teams_managed_id_list_of_values_id_fk" FOREIGN KEY ("teams_managed_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_highest_level_managed_id_list_of_values_id_fk" FOREIGN KEY ("highest_level_managed_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_details" ADD CONSTRAINT "work_experience_details_reported_into_id_list_of_values_id_fk" FOREIGN KEY ("reported_into_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_notable_accounts" ADD CONSTRAINT "work_experience_notable_accounts_work_experience_id_work_experiences_id_fk" FOREIGN KEY ("work_experience_id") REFERENCES "public"."work_experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_notable_accounts" ADD CONSTRAINT "work_experience_notable_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_title_id_list_of_values_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_desired_position_id_list_of_values_id_fk" FOREIGN KEY ("desired_position_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_state_id_us_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."us_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_desired_positions" ADD CONSTRAINT "candidate_desired_positions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_desired_positions" ADD CONSTRAINT "candidate_desired_positions_position_id_list_of_values_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interested_cities" ADD CONSTRAINT "candidate_interested_cities_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interested_cities" ADD CONSTRAINT "candidate_interested_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_reinbound_requests" ADD CONSTRAINT "candidate_reinbound_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_reinbound_requests" ADD CONSTRAINT "candidate_reinbound_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_state_id_us_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."us_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_gender_pronoun_id_list_of_values_id_fk" FOREIGN KEY ("gender_pronoun_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_headline_work_experience_id_work_experiences_id_fk" FOREIGN KEY ("headline_work_experience_id") REFERENCES "public"."work_experiences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_picture_media_id_media_id_fk" FOREIGN KEY ("picture_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_resume_media_id_media_id_fk" FOREIGN KEY ("resume_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_pitched_video_media_id_media_id_fk" FOREIGN KEY ("pitched_video_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_pronunciation_audio_media_id_media_id_fk" FOREIGN KEY ("pronunciation_audio_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_delete_reason_id_list_of_values_id_fk" FOREIGN KEY ("delete_reason_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_whitelist" ADD CONSTRAINT "email_whitelist_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_form_configs" ADD CONSTRAINT "inbound_form_configs_picture_media_id_media_id_fk" FOREIGN KEY ("picture_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_form_configs" ADD CONSTRAINT "inbound_form_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_submissions" ADD CONSTRAINT "inbound_submissions_config_id_inbound_form_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."inbound_form_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_submissions" ADD CONSTRAINT "inbound_submissions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_submissions" ADD CONSTRAINT "inbound_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_submissions" ADD CONSTRAINT "inbound_submissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_submissions" ADD CONSTRAINT "inbound_submissions_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_attachment_media_id_media_id_fk" FOREIGN KEY ("attachment_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_candidate_links" ADD CONSTRAINT "ats_candidate_links_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_candidate_links" ADD CONSTRAINT "ats_candidate_links_connection_id_ats_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."ats_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_candidate_links" ADD CONSTRAINT "ats_candidate_links_job_candidate_id_job_candidates_id_fk" FOREIGN KEY ("job_candidate_id") REFERENCES "public"."job_candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_candidate_links" ADD CONSTRAINT "ats_candidate_links_pushed_by_users_id_fk" FOREIGN KEY ("pushed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_connections" ADD CONSTRAINT "ats_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_connections" ADD CONSTRAINT "ats_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_connections" ADD CONSTRAINT "ats_connections_disconnected_by_users_id_fk" FOREIGN KEY ("disconnected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_job_links" ADD CONSTRAINT "ats_job_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_job_links" ADD CONSTRAINT "ats_job_links_connection_id_ats_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."ats_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_job_links" ADD CONSTRAINT "ats_job_links_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD CONSTRAINT "calendar_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_ats_connection_id_ats_connections_id_fk" FOREIGN KEY ("ats_connection_id") REFERENCES "public"."ats_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_job_candidate_id_job_candidates_id_fk" FOREIGN KEY ("job_candidate_id") REFERENCES "public"."job_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_job_candidate_id_job_candidates_id_fk" FOREIGN KEY ("job_candidate_id") REFERENCES "public"."job_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_candidate_id_job_candidates_id_fk" FOREIGN KEY ("job_candidate_id") REFERENCES "public"."job_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_meeting_integration_by_users_id_fk" FOREIGN KEY ("meeting_integration_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_job_candidate_id_job_candidates_id_fk" FOREIGN KEY ("job_candidate_id") REFERENCES "public"."job_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_offer_type_id_list_of_values_id_fk" FOREIGN KEY ("offer_type_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_availability_slots" ADD CONSTRAINT "user_availability_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidate_history" ADD CONSTRAINT "job_candidate_history_job_candidate_id_job_candidates_id_fk" FOREIGN KEY ("job_candidate_id") REFERENCES "public"."job_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidate_history" ADD CONSTRAINT "job_candidate_history_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidate_history" ADD CONSTRAINT "job_candidate_history_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidate_history" ADD CONSTRAINT "job_candidate_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_rejection_notification_id_list_of_values_id_fk" FOREIGN KEY ("rejection_notification_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_feedback_id_list_of_values_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_status_updated_by_users_id_fk" FOREIGN KEY ("status_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_unlocked_by_users_id_fk" FOREIGN KEY ("unlocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_snippet_sent_by_users_id_fk" FOREIGN KEY ("snippet_sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_client_verticals" ADD CONSTRAINT "job_client_verticals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_client_verticals" ADD CONSTRAINT "job_client_verticals_industry_id_list_of_values_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contacts" ADD CONSTRAINT "job_contacts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contacts" ADD CONSTRAINT "job_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contacts" ADD CONSTRAINT "job_contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_favorites" ADD CONSTRAINT "job_favorites_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_favorites" ADD CONSTRAINT "job_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_locations" ADD CONSTRAINT "job_locations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_locations" ADD CONSTRAINT "job_locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_locations" ADD CONSTRAINT "job_locations_state_id_us_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."us_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_filters" ADD CONSTRAINT "job_search_filters_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_filters" ADD CONSTRAINT "job_search_filters_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_skill_id_list_of_values_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sourcers" ADD CONSTRAINT "job_sourcers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sourcers" ADD CONSTRAINT "job_sourcers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sourcers" ADD CONSTRAINT "job_sourcers_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_stage_counts" ADD CONSTRAINT "job_stage_counts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_target_companies" ADD CONSTRAINT "job_target_companies_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_target_companies" ADD CONSTRAINT "job_target_companies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_target_verticals" ADD CONSTRAINT "job_target_verticals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_target_verticals" ADD CONSTRAINT "job_target_verticals_industry_id_list_of_values_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_timezones" ADD CONSTRAINT "job_timezones_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_timezones" ADD CONSTRAINT "job_timezones_timezone_id_timezones_id_fk" FOREIGN KEY ("timezone_id") REFERENCES "public"."timezones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_closed_reason_id_list_of_values_id_fk" FOREIGN KEY ("closed_reason_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_state_id_us_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."us_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_job_location_type_id_list_of_values_id_fk" FOREIGN KEY ("job_location_type_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_business_development_id_users_id_fk" FOREIGN KEY ("business_development_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_position_category_id_list_of_values_id_fk" FOREIGN KEY ("position_category_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_desired_position_id_list_of_values_id_fk" FOREIGN KEY ("desired_position_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_years_of_required_experience_id_list_of_values_id_fk" FOREIGN KEY ("years_of_required_experience_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_record_type_id_list_of_values_id_fk" FOREIGN KEY ("record_type_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_jit_auto_suggestion_threshold_id_list_of_values_id_fk" FOREIGN KEY ("jit_auto_suggestion_threshold_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_reads" ADD CONSTRAINT "message_thread_reads_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_reads" ADD CONSTRAINT "message_thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_business_development_id_users_id_fk" FOREIGN KEY ("business_development_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_branch_id_list_of_values_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_assigned_branch_id_list_of_values_id_fk" FOREIGN KEY ("assigned_branch_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_account_status_id_list_of_values_id_fk" FOREIGN KEY ("account_status_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_level_id_list_of_values_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_manager_contact_id_client_contacts_id_fk" FOREIGN KEY ("manager_contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_state_id_us_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."us_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_favorites" ADD CONSTRAINT "client_favorites_organization_id_client_accounts_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."client_accounts"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_favorites" ADD CONSTRAINT "client_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "culture_media" ADD CONSTRAINT "culture_media_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "culture_media" ADD CONSTRAINT "culture_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "culture_media" ADD CONSTRAINT "culture_media_thumbnail_media_id_media_id_fk" FOREIGN KEY ("thumbnail_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "culture_media" ADD CONSTRAINT "culture_media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_industry_id_list_of_values_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_company_size_id_list_of_values_id_fk" FOREIGN KEY ("company_size_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_funding_round_id_list_of_values_id_fk" FOREIGN KEY ("funding_round_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_crunchbase_status_id_list_of_values_id_fk" FOREIGN KEY ("crunchbase_status_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_target_market_id_list_of_values_id_fk" FOREIGN KEY ("target_market_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_state_id_us_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."us_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_pronunciation_audio_media_id_media_id_fk" FOREIGN KEY ("pronunciation_audio_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_job_candidate_id_job_candidates_id_fk" FOREIGN KEY ("job_candidate_id") REFERENCES "public"."job_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_runs" ADD CONSTRAINT "recommendation_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_code_us_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."us_states"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "functional_roles" ADD CONSTRAINT "functional_roles_position_id_list_of_values_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_of_values" ADD CONSTRAINT "list_of_values_parent_id_list_of_values_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."list_of_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_mappings" ADD CONSTRAINT "position_mappings_position_id_list_of_values_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."list_of_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_logs" ADD CONSTRAINT "auth_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_notification_reads" ADD CONSTRAINT "feature_notification_reads_notification_id_feature_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."feature_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_notification_reads" ADD CONSTRAINT "feature_notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_notifications" ADD CONSTRAINT "feature_notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_policy_acceptances" ADD CONSTRAINT "privacy_policy_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_parent_id_refresh_tokens_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."refresh_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recent_clicks" ADD CONSTRAINT "user_recent_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_picture_media_id_media_id_fk" FOREIGN KEY ("picture_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pronunciation_audio_media_id_media_id_fk" FOREIGN KEY ("pronunciation_audio_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_keys_key_hash_uq" ON "access_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "access_keys_organization_idx" ON "access_keys" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flag_enablements_user_uq" ON "feature_flag_enablements" USING btree ("user_id","feature_flag_id") WHERE "feature_flag_enablements"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flag_enablements_org_uq" ON "feature_flag_enablements" USING btree ("organization_id","feature_flag_id") WHERE "feature_flag_enablements"."organization_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flags_key_uq" ON "feature_flags" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_key_uq" ON "permissions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "role_permissions_permission_idx" ON "role_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_key_uq" ON "roles" USING btree ("key");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "activity_history_candidate_created_idx" ON "activity_history" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_history_job_created_idx" ON "activity_history" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_root_at_idx" ON "audit_log" USING btree ("root_entity_type","root_entity_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_at_idx" ON "audit_log" USING btree ("entity_type","entity_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_request_idx" ON "audit_log" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "candidate_deletions_candidate_idx" ON "candidate_deletions" USING btree ("candidate_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_deletions_due_idx" ON "candidate_deletions" USING btree ("purge_after") WHERE "candidate_deletions"."state" = 'marked';--> statement-breakpoint
CREATE INDEX "candidate_internal_profiles_owner_idx" ON "candidate_internal_profiles" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "candidate_internal_profiles_lead_status_idx" ON "candidate_internal_profiles" USING btree ("lead_status_id");--> statement-breakpoint
CREATE INDEX "candidate_internal_profiles_last_touch_idx" ON "candidate_internal_profiles" USING btree ("last_touch_at");--> statement-breakpoint
CREATE INDEX "candidate_notes_candidate_type_created_idx" ON "candidate_notes" USING btree ("candidate_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_skills_skill_idx" ON "candidate_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "educations_candidate_year_idx" ON "educations" USING btree ("candidate_id","education_year" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "portfolio_items_candidate_order_idx" ON "portfolio_items" USING btree ("candidate_id","sort_order");--> statement-breakpoint
CREATE INDEX "work_experience_notable_accounts_organization_idx" ON "work_experience_notable_accounts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "work_experiences_candidate_from_idx" ON "work_experiences" USING btree ("candidate_id","from_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_experiences_organization_idx" ON "work_experiences" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "work_experiences_job_idx" ON "work_experiences" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "work_experiences_position_idx" ON "work_experiences" USING btree ("desired_position_id");--> statement-breakpoint
CREATE INDEX "candidate_desired_positions_position_idx" ON "candidate_desired_positions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "candidate_interested_cities_city_idx" ON "candidate_interested_cities" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_reinbound_requests_open_uq" ON "candidate_reinbound_requests" USING btree ("candidate_id") WHERE "candidate_reinbound_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "candidate_reinbound_requests_state_created_idx" ON "candidate_reinbound_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_user_uq" ON "candidates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_email_uq" ON "candidates" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_linkedin_url_uq" ON "candidates" USING btree ("linkedin_url");--> statement-breakpoint
CREATE INDEX "candidates_to_be_deleted_idx" ON "candidates" USING btree ("to_be_deleted_at") WHERE "candidates"."to_be_deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "candidates_city_idx" ON "candidates" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "configurations_key_uq" ON "configurations" USING btree ("key");--> statement-breakpoint
CREATE INDEX "configurations_type_idx" ON "configurations" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "email_whitelist_email_uq" ON "email_whitelist" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "inbound_form_configs_type_active_idx" ON "inbound_form_configs" USING btree ("form_type","is_active");--> statement-breakpoint
CREATE INDEX "inbound_submissions_open_idx" ON "inbound_submissions" USING btree ("form_type","created_at") WHERE "inbound_submissions"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "feedback_state_type_created_idx" ON "feedback" USING btree ("state","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ats_candidate_links_connection_external_uq" ON "ats_candidate_links" USING btree ("connection_id","external_candidate_id");--> statement-breakpoint
CREATE INDEX "ats_candidate_links_candidate_idx" ON "ats_candidate_links" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ats_connections_live_org_uq" ON "ats_connections" USING btree ("organization_id") WHERE "ats_connections"."disconnected_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ats_job_links_job_uq" ON "ats_job_links" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ats_job_links_connection_external_uq" ON "ats_job_links" USING btree ("connection_id","external_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_integrations_user_kind_active_uq" ON "calendar_integrations" USING btree ("user_id","kind") WHERE "calendar_integrations"."is_active";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_created_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhooks_event_active_idx" ON "webhooks" USING btree ("event","organization_id") WHERE "webhooks"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "hires_job_candidate_uq" ON "hires" USING btree ("job_candidate_id");--> statement-breakpoint
CREATE INDEX "hires_created_idx" ON "hires" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "hires_job_idx" ON "hires" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_feedback_interview_author_uq" ON "interview_feedback" USING btree ("interview_id","author_id");--> statement-breakpoint
CREATE INDEX "interview_feedback_job_candidate_idx" ON "interview_feedback" USING btree ("job_candidate_id");--> statement-breakpoint
CREATE INDEX "interview_interviewers_user_idx" ON "interview_interviewers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "interviews_job_candidate_starts_idx" ON "interviews" USING btree ("job_candidate_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_job_starts_idx" ON "interviews" USING btree ("job_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_candidate_starts_idx" ON "interviews" USING btree ("candidate_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_ats_idx" ON "interviews" USING btree ("ats_interview_id") WHERE "interviews"."ats_interview_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_live_uq" ON "offers" USING btree ("job_candidate_id") WHERE "offers"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "offers_job_idx" ON "offers" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "user_availability_slots_user_starts_idx" ON "user_availability_slots" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "job_candidate_history_job_candidate_idx" ON "job_candidate_history" USING btree ("job_candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "job_candidate_history_job_created_idx" ON "job_candidate_history" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_candidate_history_candidate_created_idx" ON "job_candidate_history" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "job_candidates_job_candidate_uq" ON "job_candidates" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "job_candidates_job_stage_idx" ON "job_candidates" USING btree ("job_id","stage_type","stage_status","current_status") WHERE "job_candidates"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "job_candidates_candidate_updated_idx" ON "job_candidates" USING btree ("candidate_id","status_updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_candidates_jit_farming_idx" ON "job_candidates" USING btree ("jit_flagged_at") WHERE "job_candidates"."current_status" = 'jit_farming' and not "job_candidates"."is_locked";--> statement-breakpoint
CREATE INDEX "job_contacts_user_idx" ON "job_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_favorites_user_idx" ON "job_favorites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_locations_city_idx" ON "job_locations" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "job_skills_skill_idx" ON "job_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "job_sourcers_user_idx" ON "job_sourcers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_target_companies_organization_idx" ON "job_target_companies" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "jobs_organization_status_idx" ON "jobs" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "jobs_status_open_date_idx" ON "jobs" USING btree ("status","open_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_account_manager_status_idx" ON "jobs" USING btree ("account_manager_id","status");--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "jobs_position_open_date_idx" ON "jobs" USING btree ("desired_position_id","open_date");--> statement-breakpoint
CREATE UNIQUE INDEX "media_storage_key_uq" ON "media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_pending_idx" ON "media" USING btree ("status","status_changed_at") WHERE "media"."status" in ('waiting', 'uploading', 'transcoding');--> statement-breakpoint
CREATE INDEX "media_candidate_kind_idx" ON "media" USING btree ("candidate_id","kind");--> statement-breakpoint
CREATE INDEX "media_organization_kind_idx" ON "media" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "media_expires_idx" ON "media" USING btree ("expires_at") WHERE "media"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "message_threads_candidate_job_idx" ON "message_threads" USING btree ("candidate_id","job_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_threads_job_idx" ON "message_threads" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "messages_thread_created_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "client_accounts_active_type_idx" ON "client_accounts" USING btree ("is_active","company_type");--> statement-breakpoint
CREATE INDEX "client_accounts_account_manager_idx" ON "client_accounts" USING btree ("account_manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_organization_user_uq" ON "client_contacts" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "client_contacts_user_idx" ON "client_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_favorites_user_idx" ON "client_favorites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_notes_organization_created_idx" ON "client_notes" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "culture_media_organization_order_idx" ON "culture_media" USING btree ("organization_id","sort_order");--> statement-breakpoint
CREATE INDEX "organizations_name_prefix_idx" ON "organizations" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "organizations_industry_size_idx" ON "organizations" USING btree ("industry_id","company_size_id");--> statement-breakpoint
CREATE INDEX "outbox_events_due_idx" ON "outbox_events" USING btree ("available_at") WHERE "outbox_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_events_aggregate_idx" ON "outbox_events" USING btree ("aggregate_id","topic") WHERE "outbox_events"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_token_hash_uq" ON "public_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "public_links_candidate_purpose_idx" ON "public_links" USING btree ("candidate_id","purpose");--> statement-breakpoint
CREATE INDEX "public_links_job_candidate_idx" ON "public_links" USING btree ("job_candidate_id");--> statement-breakpoint
CREATE INDEX "recommendation_runs_entity_created_idx" ON "recommendation_runs" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cities_name_prefix_idx" ON "cities" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cities_state_population_idx" ON "cities" USING btree ("state_code","population" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cities_country_population_idx" ON "cities" USING btree ("country_code","population" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cities_lat_lng_idx" ON "cities" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "functional_roles_identifier_uq" ON "functional_roles" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "functional_roles_position_idx" ON "functional_roles" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_of_values_key_identifier_uq" ON "list_of_values" USING btree ("key","identifier");--> statement-breakpoint
CREATE INDEX "list_of_values_key_active_order_idx" ON "list_of_values" USING btree ("key","is_active","sort_order");--> statement-breakpoint
CREATE INDEX "list_of_values_key_value_prefix_idx" ON "list_of_values" USING btree ("key",lower("value") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "list_of_values_parent_idx" ON "list_of_values" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "list_of_values_key_usage_idx" ON "list_of_values" USING btree ("key","usage_count" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "position_mappings_position_kind_term_uq" ON "position_mappings" USING btree ("position_id","kind",lower("term"));--> statement-breakpoint
CREATE INDEX "position_mappings_kind_term_idx" ON "position_mappings" USING btree ("kind",lower("term"));--> statement-breakpoint
CREATE INDEX "timezones_offset_idx" ON "timezones" USING btree ("utc_offset_minutes");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_owner_group_name_uq" ON "saved_filters" USING btree ("owner_id","group_name",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_filters_group_public_idx" ON "saved_filters" USING btree ("group_name") WHERE "saved_filters"."is_public";--> statement-breakpoint
CREATE INDEX "auth_logs_user_created_idx" ON "auth_logs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auth_logs_email_created_idx" ON "auth_logs" USING btree (lower("email"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feature_notifications_published_idx" ON "feature_notifications" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_uq" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_policy_acceptances_user_version_uq" ON "privacy_policy_acceptances" USING btree ("user_id","policy_version");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_active_idx" ON "sessions" USING btree ("user_id") WHERE "sessions"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_subject_uq" ON "social_accounts" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_user_provider_uq" ON "social_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "user_recent_clicks_user_clicked_idx" ON "user_recent_clicks" USING btree ("user_id","clicked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_organization_idx" ON "users" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "users_type_active_idx" ON "users" USING btree ("user_type","is_active");--> statement-breakpoint
CREATE INDEX "verification_codes_user_live_idx" ON "verification_codes" USING btree ("user_id","purpose","created_at" DESC NULLS LAST) WHERE "verification_codes"."consumed_at" is null;