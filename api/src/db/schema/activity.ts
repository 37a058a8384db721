/**
 * The activity history behind the candidate feed and job activity: what happened to a candidate
 * in a job, shown to the candidate and to the job's people, with view state.
 * Spec: 001 §3 "Feed item" (jobId, jobName, organization, createdAt, daysElapsed, data, type,
 * stage information), 001 §7 (candidates/dashboard?action=feeds, PUT jobs/activity-view-status,
 * PUT guest/candidate/activity-view-status, PATCH activity-history/{id}).
 */

import { ACTIVITY_TYPES } from '@quota/shared/domain/enums'
import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { candidatesTable } from './candidates'
import { createdAt, tstz, uuidPk } from './columns'
import { jobCandidatesTable } from './job-stages'
import { jobsTable } from './jobs'
import { usersTable } from './users'

export const activityHistoryTable = pgTable(
  'activity_history',
  {
    id: uuidPk(),
    type: text({ enum: ACTIVITY_TYPES }).notNull(),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    jobId: uuid().references(() => jobsTable.id, { onDelete: 'cascade' }),
    jobCandidateId: uuid().references(() => jobCandidatesTable.id, { onDelete: 'cascade' }),
    actorUserId: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    /** The item's own data (stage before/after, interview time, ...). */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** When the candidate saw it (PUT guest/candidate/activity-view-status, PATCH activity-history/{id}). */
    candidateViewedAt: tstz(),
    ...createdAt(),
  },
  (t) => [
    // candidate feed (limit/offset): WHERE candidate_id = $1 ORDER BY created_at DESC
    index('activity_history_candidate_created_idx').on(t.candidateId, t.createdAt.desc()),
    // job activity: WHERE job_id = $1 ORDER BY created_at DESC
    index('activity_history_job_created_idx').on(t.jobId, t.createdAt.desc()),
  ],
)
export type ActivityHistoryRow = typeof activityHistoryTable.$inferSelect
export type NewActivityHistoryRow = typeof activityHistoryTable.$inferInsert

/** PUT jobs/activity-view-status: how far a job's person has seen its activity. */
export const jobActivityViewsTable = pgTable(
  'job_activity_views',
  {
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    lastViewedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    // new activity per job for a user: WHERE user_id = $1 AND job_id = ANY($2)
    primaryKey({ name: 'job_activity_views_pk', columns: [t.userId, t.jobId] }),
  ],
)
export type JobActivityViewRow = typeof jobActivityViewsTable.$inferSelect
export type NewJobActivityViewRow = typeof jobActivityViewsTable.$inferInsert
