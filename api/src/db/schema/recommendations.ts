/**
 * Recommendation runs: a request to recommend candidates for a job (active or JIT pool) or jobs
 * for a candidate, and its progress. Results land as job_candidates rows (stage `recommended`,
 * with `pool` and `score`).
 * Spec: 000 §1, §9 (max 2000 recommendation candidates), 001 §4 (pools active and JIT), 001 §7
 * (GET recommend/status, recommend/{id}/recommendation-details, candidates/{id}/recommended-jobs,
 * POST candidates/{id}/recommend-jobs), 001 §8 (too many, retry error, still in progress).
 */

import {
  RECOMMENDATION_ENTITY_TYPES,
  RECOMMENDATION_POOLS,
  RECOMMENDATION_RUN_STATES,
} from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { candidatesTable } from './candidates'
import { emptyTextArray, emptyUuidArray, oneOf, timestamps, tstz, uuidPk } from './columns'
import { jobsTable } from './jobs'
import type { FilterItem } from './search'
import { usersTable } from './users'

export const recommendationRunsTable = pgTable(
  'recommendation_runs',
  {
    id: uuidPk(),
    /** What is recommended for: a job (candidates) or a candidate (jobs). */
    entityType: text({ enum: RECOMMENDATION_ENTITY_TYPES }).notNull(),
    /** The job's or the candidate's id. */
    entityId: uuid().notNull(),
    pool: text({ enum: RECOMMENDATION_POOLS }).notNull().default('active'),
    state: text({ enum: RECOMMENDATION_RUN_STATES }).notNull().default('pending'),
    /** The filters the run used (searchInstanceId refers to the run). */
    filterItems: jsonb().$type<FilterItem[]>().notNull().default([]),
    resultCount: integer(),
    /** Eligible candidates before the 2,000 cap: more than the cap asks for narrower filters (000 §8). */
    eligibleCount: integer(),
    error: text(),
    requestedBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    startedAt: tstz(),
    finishedAt: tstz(),
    ...timestamps(),
  },
  (t) => [
    check('recommendation_runs_entity_type_check', oneOf(t.entityType, RECOMMENDATION_ENTITY_TYPES)),
    check('recommendation_runs_pool_check', oneOf(t.pool, RECOMMENDATION_POOLS)),
    check('recommendation_runs_result_count_check', sql`${t.resultCount} between 0 and 2000`),
    // GET recommend/status?id=&type=: latest run WHERE entity_type = $1 AND entity_id = $2 ORDER BY created_at DESC
    index('recommendation_runs_entity_created_idx').on(t.entityType, t.entityId, t.createdAt.desc()),
  ],
)
export type RecommendationRunRow = typeof recommendationRunsTable.$inferSelect
export type NewRecommendationRunRow = typeof recommendationRunsTable.$inferInsert

/**
 * POST candidates/{id}/recommend-jobs: jobs provider staff recommend to a candidate. The
 * candidate sees them on the dashboard (GET candidates/{id}/recommended-jobs) and hears of them
 * by the `recommendedJobs` real-time event. Recommending the same job again refreshes it.
 */
export const candidateRecommendedJobsTable = pgTable(
  'candidate_recommended_jobs',
  {
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    recommendedBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    note: text(),
    recommendedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    // a candidate's recommended jobs: WHERE candidate_id = $1 ORDER BY recommended_at DESC
    primaryKey({ name: 'candidate_recommended_jobs_pk', columns: [t.candidateId, t.jobId] }),
    index('candidate_recommended_jobs_job_idx').on(t.jobId),
  ],
)
export type CandidateRecommendedJobRow = typeof candidateRecommendedJobsTable.$inferSelect

/**
 * What the recommendation rules read of each candidate, one narrow row per candidate, so a job's
 * pools scan this table once instead of the wide candidates table plus a probe per candidate
 * into work experiences, positions and cities (at 1M candidates those probes were most of the
 * time). Derived data only: database triggers (migration 0026) recompute a candidate's row after
 * any statement that writes one of its sources (candidates, internal profile, desired positions,
 * interested cities, work experiences and their details), whatever code path wrote it.
 * The pure rules' own loader (facts-repository.ts, loadCandidateFacts) still reads the sources,
 * so prefilter-agreement.test.ts checks these rows against them.
 */
export const candidateRecommendationFactsTable = pgTable(
  'candidate_recommendation_facts',
  {
    candidateId: uuid()
      .primaryKey()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    /** Rules 1-4 failed: off the market, do not contact, permanently disqualified or marked for deletion. */
    ruledOut: boolean().notNull(),
    hasEmail: boolean().notNull(),
    lastTouchAt: tstz(),
    desiredBaseSalary: integer(),
    desiredOte: integer(),
    acceptsRemote: boolean().notNull(),
    /** Home and interested cities (rule 7 and the distance). */
    placeCityIds: text().array().notNull().default(emptyTextArray),
    desiredPositionIds: uuid().array().notNull().default(emptyUuidArray),
    /** The headline role's position ("holds it now"). */
    latestPositionId: uuid(),
    /**
     * Experience without today's date in it: days of the ended roles (null without any dated role)
     * and the start of each current role; months = (ended days + days since each start) / 30.4375.
     */
    experienceEndedDays: integer(),
    experienceCurrentFrom: date().array().notNull().default(sql`'{}'::date[]`),
    soldIntoLevelIds: uuid().array(),
    clientVerticalIds: uuid().array(),
    averageDealSizeId: uuid(),
    quotaAttainment: smallint(),
  },
  (t) => [
    // rule 8 (position) as an index lookup for a job's position: desired, or held now
    index('candidate_recommendation_facts_desired_positions_idx').using('gin', t.desiredPositionIds),
    index('candidate_recommendation_facts_latest_position_idx').on(t.latestPositionId),
    // rule 7's superset: places among the cities near a job location (a few hundred ids)
    index('candidate_recommendation_facts_places_idx').using('gin', t.placeCityIds),
  ],
)
