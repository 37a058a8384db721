/**
 * A job of a client organization, with everything the job detail holds: its people, skills,
 * target companies and verticals, locations and time zones, contacts, favourites, its own
 * search filter, and the cached stage counts (aggregates).
 * Spec: 002 §3 "Job list item", "Job aggregates", "Job detail", job enumerations;
 * 002 §5 limits; 002 §9 (fee percentage default 1; 10 target companies, 10 target verticals,
 * 3 client verticals, 6 job locations); workflow-decisions.md "Aggregates".
 */

import {
  AGGREGATE_AUDIENCES,
  AGGREGATE_STAGES,
  JOB_CONTACT_ROLES,
  JOB_CONTACT_TYPES,
  JOB_STATUSES,
  SOURCING_LOCATION_TYPES,
  WORK_ARRANGEMENTS,
} from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, emptyUuidArray, oneOf, timestamps, tstz, uuidPk } from './columns'
import { organizationsTable } from './organizations'
import { citiesTable, listOfValuesTable, timezonesTable, usStatesTable } from './reference'
import type { FilterItem } from './search'
import { usersTable } from './users'

const lov = () => uuid().references((): AnyPgColumn => listOfValuesTable.id, { onDelete: 'restrict' })
const staffRef = () => uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' })

export const jobsTable = pgTable(
  'jobs',
  {
    id: uuidPk(),
    /** The client (tenant). A client with jobs cannot be removed; close or delete its jobs first. */
    organizationId: uuid()
      .notNull()
      .references((): AnyPgColumn => organizationsTable.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    status: text({ enum: JOB_STATUSES }).notNull().default('open'),
    statusChangedAt: tstz().notNull().defaultNow(),
    openDate: date().notNull().default(sql`current_date`),
    kickoffDate: date(),
    closedDate: date(),
    /** `jobCloseReasons` value. */
    closedReasonId: lov(),
    closedReasonNotes: text(),
    totalOpenings: smallint().notNull().default(1),
    currentOpenings: smallint().notNull().default(1),

    // Where and how.
    cityId: text().references(() => citiesTable.id, { onDelete: 'restrict' }),
    stateId: text().references(() => usStatesTable.id, { onDelete: 'restrict' }),
    isRemote: boolean().notNull().default(false),
    /** `jobLocationTypes` value, when remote. */
    jobLocationTypeId: lov(),
    /** `preferredOfficeHours` ids (business hours by time zone), when onsite or hybrid. */
    preferredOfficeHourIds: uuid().array().notNull().default(emptyUuidArray),
    /** Days in the office the job asks for. */
    workArrangement: text({ enum: WORK_ARRANGEMENTS }),
    /** Where client sourcing may look. */
    sourcingLocationType: text({ enum: SOURCING_LOCATION_TYPES }),
    clientSourcing: boolean().notNull().default(false),
    isConfidential: boolean().notNull().default(false),
    willingToTakeFreshGraduates: boolean().notNull().default(false),

    // Pay, in whole currency units per year.
    currency: text().notNull().default('USD'),
    baseSalaryLow: integer(),
    baseSalaryHigh: integer(),
    oteLow: integer(),
    oteHigh: integer(),
    equity: text(),
    feePercentage: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(1),

    // People.
    accountManagerId: staffRef(),
    businessDevelopmentId: staffRef(),
    ownerId: staffRef(),
    createdBy: staffRef(),

    // What the role is.
    positionCategoryId: lov(),
    desiredPositionId: lov(),
    yearsOfRequiredExperienceId: lov(),
    /** `jobRecordTypes` value. */
    recordTypeId: lov(),
    jobLevel: text(),
    /** `soldIntoLevel` ids: the buyer levels the hire sells into (002 §9: at most 2 for a job). */
    soldIntoLevelIds: uuid().array().notNull().default(emptyUuidArray),
    /** `jitAutoSuggestionThreshold` value. */
    jitAutoSuggestionThresholdId: lov(),

    // Texts and links.
    postingLink: text(),
    prepNoteLink: text(),
    clientJobDescription: text(),
    details: text(),
    sourcingNotes: text(),
    interviewProcess: text(),
    emailSnippetHtml: text(),
    isEmailSnippetPublished: boolean().notNull().default(false),
    jitSizzleHtml: text(),
    salesforceId: text(),
    isNextGenFiltersEnabled: boolean().notNull().default(false),
    /** DELETE jobs/{id}: hidden everywhere, stage history kept. */
    deletedAt: tstz(),
    ...timestamps(),
  },
  (t) => [
    check('jobs_status_check', oneOf(t.status, JOB_STATUSES)),
    check('jobs_sourcing_location_type_check', oneOf(t.sourcingLocationType, SOURCING_LOCATION_TYPES)),
    check('jobs_work_arrangement_check', oneOf(t.workArrangement, WORK_ARRANGEMENTS)),
    check('jobs_name_length_check', sql`length(${t.name}) between 1 and 80`),
    check(
      'jobs_openings_check',
      sql`${t.totalOpenings} between 1 and 999 and ${t.currentOpenings} between 0 and ${t.totalOpenings}`,
    ),
    check('jobs_dates_check', sql`${t.closedDate} >= ${t.openDate}`),
    check(
      'jobs_pay_ranges_check',
      sql`${t.baseSalaryLow} <= ${t.baseSalaryHigh} and ${t.oteLow} <= ${t.oteHigh} and ${t.baseSalaryLow} >= 0 and ${t.oteLow} >= 0`,
    ),
    check('jobs_fee_percentage_check', sql`${t.feePercentage} between 0 and 100`),
    // a client's jobs (client/{id}/jobs, organizations/{id}/jobs, tenant filter): WHERE organization_id = $1 AND status = ANY($2)
    index('jobs_organization_status_idx').on(t.organizationId, t.status),
    // POST jobs/list default (All Open, sorted by open date): WHERE status = $1 ORDER BY open_date DESC
    index('jobs_status_open_date_idx').on(t.status, t.openDate.desc()),
    // My Open / My Closed Jobs: WHERE account_manager_id = $1 AND status = ...
    index('jobs_account_manager_status_idx').on(t.accountManagerId, t.status),
    // jobs owned by a recruiter: WHERE owner_id = $1
    index('jobs_owner_idx').on(t.ownerId),
    // job list search by any part of the name: WHERE name ILIKE '%account exec%' (pg_trgm)
    index('jobs_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // compensation engine (open jobs by position, last 6 months): WHERE desired_position_id = ANY($1) AND open_date > $2
    index('jobs_position_open_date_idx').on(t.desiredPositionId, t.openDate),
  ],
)
export type JobRow = typeof jobsTable.$inferSelect
export type NewJobRow = typeof jobsTable.$inferInsert

/** Sub-status counts inside a bucket, e.g. shortlist {pitchedPending, notInterested, interested, notPitched}. */
export type StageSubStatusCounts = Record<string, number>

/**
 * A job's aggregates, one row per (audience, stage bucket): the funnel counts of
 * workflow-decisions.md. Written in the same transaction as the stage move with
 * `UPDATE ... SET current = current + 1` (row-level, so concurrent moves in one job do not lose
 * counts); a recount from job_candidates must give the same numbers.
 */
export const jobStageCountsTable = pgTable(
  'job_stage_counts',
  {
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    audience: text({ enum: AGGREGATE_AUDIENCES }).notNull(),
    stage: text({ enum: AGGREGATE_STAGES }).notNull(),
    current: integer().notNull().default(0),
    accepted: integer().notNull().default(0),
    rejected: integer().notNull().default(0),
    total: integer()
      .notNull()
      .generatedAlwaysAs(
        (): ReturnType<typeof sql> =>
          sql`${jobStageCountsTable.current} + ${jobStageCountsTable.accepted} + ${jobStageCountsTable.rejected}`,
      ),
    subStatusCounts: jsonb().$type<StageSubStatusCounts>().notNull().default({}),
    updatedAt: tstz()
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // aggregates of listed jobs: WHERE job_id = ANY($1); increments: WHERE job_id = $1 AND audience = $2 AND stage = $3
    primaryKey({ name: 'job_stage_counts_pk', columns: [t.jobId, t.audience, t.stage] }),
    check('job_stage_counts_audience_check', oneOf(t.audience, AGGREGATE_AUDIENCES)),
    check('job_stage_counts_stage_check', oneOf(t.stage, AGGREGATE_STAGES)),
    check('job_stage_counts_non_negative_check', sql`${t.current} >= 0 and ${t.accepted} >= 0 and ${t.rejected} >= 0`),
  ],
)
export type JobStageCountRow = typeof jobStageCountsTable.$inferSelect
export type NewJobStageCountRow = typeof jobStageCountsTable.$inferInsert

/** favoriteByUsers of a job. */
export const jobFavoritesTable = pgTable(
  'job_favorites',
  {
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    ...createdAt(),
  },
  (t) => [
    // favoriteByUsers of listed jobs: WHERE job_id = ANY($1)
    primaryKey({ name: 'job_favorites_pk', columns: [t.jobId, t.userId] }),
    // "my favourite jobs": WHERE user_id = $1
    index('job_favorites_user_idx').on(t.userId),
  ],
)
export type JobFavoriteRow = typeof jobFavoritesTable.$inferSelect
export type NewJobFavoriteRow = typeof jobFavoritesTable.$inferInsert

/** POST/DELETE jobs/{id}/skills ("Skill already exists" = the primary key). */
export const jobSkillsTable = pgTable(
  'job_skills',
  {
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    skillId: uuid()
      .notNull()
      .references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    ...createdAt(),
  },
  (t) => [
    // a job's skills: WHERE job_id = $1
    primaryKey({ name: 'job_skills_pk', columns: [t.jobId, t.skillId] }),
    // jobs needing a candidate's skills (recommended jobs): WHERE skill_id = ANY($1)
    index('job_skills_skill_idx').on(t.skillId),
  ],
)
export type JobSkillRow = typeof jobSkillsTable.$inferSelect
export type NewJobSkillRow = typeof jobSkillsTable.$inferInsert

/** POST/DELETE jobs/{id}/sourcers: provider users sourcing for the job. */
export const jobSourcersTable = pgTable(
  'job_sourcers',
  {
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    addedBy: staffRef(),
    ...createdAt(),
  },
  (t) => [
    // a job's sourcers: WHERE job_id = $1
    primaryKey({ name: 'job_sourcers_pk', columns: [t.jobId, t.userId] }),
    // "My Jobs" for a sourcer: WHERE user_id = $1
    index('job_sourcers_user_idx').on(t.userId),
  ],
)
export type JobSourcerRow = typeof jobSourcersTable.$inferSelect
export type NewJobSourcerRow = typeof jobSourcersTable.$inferInsert

/** jobTargetCompanies (at most 10; "Target company already selected" = the primary key). */
export const jobTargetCompaniesTable = pgTable(
  'job_target_companies',
  {
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizationsTable.id, { onDelete: 'cascade' }),
    ...createdAt(),
  },
  (t) => [
    // a job's target companies: WHERE job_id = $1
    primaryKey({ name: 'job_target_companies_pk', columns: [t.jobId, t.organizationId] }),
    // jobs targeting a company: WHERE organization_id = $1
    index('job_target_companies_organization_idx').on(t.organizationId),
  ],
)
export type JobTargetCompanyRow = typeof jobTargetCompaniesTable.$inferSelect
export type NewJobTargetCompanyRow = typeof jobTargetCompaniesTable.$inferInsert

/** Client verticals of a job: industries the hire should have sold into (at most 3). */
export const jobClientVerticalsTable = pgTable(
  'job_client_verticals',
  {
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    industryId: uuid()
      .notNull()
      .references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    ...createdAt(),
  },
  (t) => [
    // a job's client verticals: WHERE job_id = $1
    primaryKey({ name: 'job_client_verticals_pk', columns: [t.jobId, t.industryId] }),
  ],
)
export type JobClientVerticalRow = typeof jobClientVerticalsTable.$inferSelect
export type NewJobClientVerticalRow = typeof jobClientVerticalsTable.$inferInsert

/** jobTargetVerticals: industries to source candidates from (at most 10). */
export const jobTargetVerticalsTable = pgTable(
  'job_target_verticals',
  {
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    industryId: uuid()
      .notNull()
      .references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    ...createdAt(),
  },
  (t) => [
    // a job's target verticals: WHERE job_id = $1
    primaryKey({ name: 'job_target_verticals_pk', columns: [t.jobId, t.industryId] }),
  ],
)
export type JobTargetVerticalRow = typeof jobTargetVerticalsTable.$inferSelect
export type NewJobTargetVerticalRow = typeof jobTargetVerticalsTable.$inferInsert

/** jobLocations: cities (or whole states) of a job (at most 6). */
export const jobLocationsTable = pgTable(
  'job_locations',
  {
    id: uuidPk(),
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    cityId: text().references(() => citiesTable.id, { onDelete: 'restrict' }),
    stateId: text().references(() => usStatesTable.id, { onDelete: 'restrict' }),
    sortOrder: smallint().notNull().default(0),
    ...createdAt(),
  },
  (t) => [
    check('job_locations_target_check', sql`num_nonnulls(${t.cityId}, ${t.stateId}) >= 1`),
    // a job's locations, no duplicates: WHERE job_id = $1
    unique('job_locations_job_city_state_uq').on(t.jobId, t.cityId, t.stateId).nullsNotDistinct(),
    // recommended jobs near a candidate's cities: WHERE city_id = ANY($1)
    index('job_locations_city_idx').on(t.cityId),
  ],
)
export type JobLocationRow = typeof jobLocationsTable.$inferSelect
export type NewJobLocationRow = typeof jobLocationsTable.$inferInsert

/** jobTimezones. */
export const jobTimezonesTable = pgTable(
  'job_timezones',
  {
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    timezoneId: text()
      .notNull()
      .references(() => timezonesTable.id, { onDelete: 'restrict' }),
    ...createdAt(),
  },
  (t) => [
    // a job's time zones: WHERE job_id = $1
    primaryKey({ name: 'job_timezones_pk', columns: [t.jobId, t.timezoneId] }),
  ],
)
export type JobTimezoneRow = typeof jobTimezonesTable.$inferSelect
export type NewJobTimezoneRow = typeof jobTimezonesTable.$inferInsert

/**
 * People attached to a job: the client user (Job Contact), the Hiring Manager, and contacts in a
 * role (Sales Contact, Account Manager, Sourcer).
 */
export const jobContactsTable = pgTable(
  'job_contacts',
  {
    id: uuidPk(),
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    type: text({ enum: JOB_CONTACT_TYPES }).notNull().default('jobContact'),
    role: text({ enum: JOB_CONTACT_ROLES }),
    createdBy: staffRef(),
    ...createdAt(),
  },
  (t) => [
    check('job_contacts_type_check', oneOf(t.type, JOB_CONTACT_TYPES)),
    check('job_contacts_role_check', oneOf(t.role, JOB_CONTACT_ROLES)),
    // a job's contacts: WHERE job_id = $1; a person once per type
    unique('job_contacts_job_user_type_uq').on(t.jobId, t.userId, t.type),
    // a client user's jobs ("My Jobs", recipients): WHERE user_id = $1
    index('job_contacts_user_idx').on(t.userId),
  ],
)
export type JobContactRow = typeof jobContactsTable.$inferSelect
export type NewJobContactRow = typeof jobContactsTable.$inferInsert

/**
 * GET/PUT jobs/{id}/search-filter: the job's matching filter (the spec's filterJson;
 * hasFilters / hasBettsFiltersOnly derive from it).
 */
export const jobSearchFiltersTable = pgTable('job_search_filters', {
  jobId: uuid()
    .primaryKey()
    .references(() => jobsTable.id, { onDelete: 'cascade' }),
  filterItems: jsonb().$type<FilterItem[]>().notNull().default([]),
  /** Filters set only by provider users (the client set none). */
  hasProviderFiltersOnly: boolean().notNull().default(false),
  updatedBy: staffRef(),
  ...timestamps(),
})
export type JobSearchFilterRow = typeof jobSearchFiltersTable.$inferSelect
export type NewJobSearchFilterRow = typeof jobSearchFiltersTable.$inferInsert
