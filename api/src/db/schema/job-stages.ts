/**
 * A candidate in a job: one current row per (job, candidate) holding the stage, its status and
 * sub-status, and an append-only history of every move.
 * Spec: 000 §3 "Job stage on a candidate", §4 (stage types, statuses, rejecting parties,
 * sub-statuses, actions, JIT farming, snippets); 001 §3, §4; workflow-decisions.md.
 *
 * Concurrency: every action reads the row, checks the rule in shared/domain, and writes with
 * `WHERE id = $1 AND version = $2`, bumping `version`; zero rows updated = 409 CONFLICT.
 */

import {
  ATS_PUSH_STATES,
  RECOMMENDATION_POOLS,
  REJECTING_PARTIES,
  STAGE_ACTIONS,
  STAGE_CURRENT_STATUSES,
  STAGE_STATUSES,
  STORED_STAGE_TYPES,
  USER_TYPES,
} from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { candidatesTable } from './candidates'
import { emptyUuidArray, oneOf, timestamps, tstz, uuidPk } from './columns'
import { jobsTable } from './jobs'
import { listOfValuesTable } from './reference'
import { usersTable } from './users'

const userRef = () => uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' })

export const jobCandidatesTable = pgTable(
  'job_candidates',
  {
    /** The spec's stageId. */
    id: uuidPk(),
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    stageType: text({ enum: STORED_STAGE_TYPES }).notNull(),
    stageStatus: text({ enum: STAGE_STATUSES }).notNull().default('current'),
    /** Sub-status (stageCurrentStatus): am_submitted, pending_am_approval, jit_farming, ... */
    currentStatus: text({ enum: STAGE_CURRENT_STATUSES }),
    /** stageStartAt: when the row entered its current stage. */
    stageStartedAt: tstz().notNull().defaultNow(),
    /** Who rejected; set exactly when stageStatus = rejected. */
    rejectedBy: text({ enum: REJECTING_PARTIES }),
    /** `rejectionNotificationReason` / `interviewRejectionReason` / `jitOpportunityNotInterestedReason` ids. */
    rejectionReasonIds: uuid().array().notNull().default(emptyUuidArray),
    rejectionNotes: text(),
    /** `rejectionNotification` value: which notice the candidate gets. */
    rejectionNotificationId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    /** `jobStageFeedback` value (shortlist reasons); `hidingCandidateReason` when hidden. */
    feedbackId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    notes: text(),
    /** GET/PATCH candidates/submittal-blurb: the pitch text sent with the submittal. */
    submittalBlurbHtml: text(),

    // Who and when (names and user types come from the users row; copies kept for history).
    createdBy: userRef(),
    createdByUserType: text({ enum: USER_TYPES }),
    statusUpdatedAt: tstz().notNull().defaultNow(),
    statusUpdatedBy: userRef(),
    statusUpdatedByUserType: text({ enum: USER_TYPES }),

    // Client visibility and candidate side.
    isSubmittedToClient: boolean().notNull().default(false),
    submittedToClientAt: tstz(),
    /** The client pitched the opportunity / requested info: the candidate must answer. */
    isSuggestedToCandidate: boolean().notNull().default(false),
    isAllowCandidateToBookMeeting: boolean().notNull().default(false),
    /** The candidate accepted a JIT opportunity: blocks unsubmit (000 §8). */
    candidateAcceptedJitAt: tstz(),
    /** PUT jobs/{jobId}/candidate/{candidateId}/last-viewed-status: dashboard isNew. */
    candidateLastViewedAt: tstz(),

    // Recommendations and JIT.
    pool: text({ enum: RECOMMENDATION_POOLS }),
    score: real(),
    /**
     * A system-made row's place in its list (recommended, matching): the score times the job
     * filter's boost per preferred item matched (shared/domain/search/filter-boost.ts); the
     * lists order by it, falling back to the score. The score itself stays what is shown.
     */
    rank: real(),
    /** When flagged for JIT farming; handed to marketing 15 minutes later. */
    jitFlaggedAt: tstz(),
    jitHandedOffAt: tstz(),
    /** Locked after the hand-off; only unlock and submit are offered. */
    isLocked: boolean().notNull().default(false),
    unlockedAt: tstz(),
    unlockedBy: userRef(),

    // Snippets, ATS, CRM.
    snippetSentAt: tstz(),
    snippetSentBy: userRef(),
    pushedToAtsAt: tstz(),
    /** Push to ATS: pending (queued or retrying), pushed, failed (given up); null = never asked. */
    atsPushState: text({ enum: ATS_PUSH_STATES }),
    /** The vendor's reason for the last failed attempt (shown on the row). */
    atsPushError: text(),
    atsPushAttemptedAt: tstz(),
    /** isPushedToHubspot: pushed to the provider's CRM. */
    isPushedToCrm: boolean().notNull().default(false),

    /** delete (in a job): off every list of this job, history kept; re-adding clears it. */
    removedAt: tstz(),
    removedBy: userRef(),
    /** Optimistic concurrency: bumped on every write. */
    version: integer().notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    check('job_candidates_stage_type_check', oneOf(t.stageType, STORED_STAGE_TYPES)),
    check('job_candidates_stage_status_check', oneOf(t.stageStatus, STAGE_STATUSES)),
    check('job_candidates_current_status_check', oneOf(t.currentStatus, STAGE_CURRENT_STATUSES)),
    check('job_candidates_rejected_by_check', oneOf(t.rejectedBy, REJECTING_PARTIES)),
    check('job_candidates_rejection_check', sql`(${t.stageStatus} = 'rejected') = (${t.rejectedBy} is not null)`),
    check('job_candidates_pool_check', oneOf(t.pool, RECOMMENDATION_POOLS)),
    check('job_candidates_ats_push_state_check', oneOf(t.atsPushState, ATS_PUSH_STATES)),
    // one row per job and candidate; GET jobs/{id}/candidate/{candidateId}/status
    uniqueIndex('job_candidates_job_candidate_uq').on(t.jobId, t.candidateId),
    // GET jobs/{jobId}/candidates?stageType=&stageStatus=&stageCurrentStatus=, recount of aggregates:
    //   WHERE job_id = $1 AND stage_type = $2 AND stage_status = $3 AND removed_at IS NULL
    index('job_candidates_job_stage_idx')
      .on(t.jobId, t.stageType, t.stageStatus, t.currentStatus)
      .where(sql`${t.removedAt} is null`),
    // candidate dashboard and candidate's jobs: WHERE candidate_id = $1 ORDER BY status_updated_at DESC
    index('job_candidates_candidate_updated_idx').on(t.candidateId, t.statusUpdatedAt.desc()),
    // JIT hand-off sweep (backstop for the queue): WHERE current_status = 'jit_farming' AND NOT is_locked
    index('job_candidates_jit_farming_idx')
      .on(t.jitFlaggedAt)
      .where(sql`${t.currentStatus} = 'jit_farming' and not ${t.isLocked}`),
  ],
)
export type JobCandidateRow = typeof jobCandidatesTable.$inferSelect
export type NewJobCandidateRow = typeof jobCandidatesTable.$inferInsert

/** The action's own data kept with the history row (track offer, schedule, reject, ...). */
export type JobCandidateHistoryData = Record<string, unknown>

/**
 * Every move of a candidate in a job, append-only: who, when, the action, and the stage before
 * and after. Feeds the history tab, the candidate feed, executive reports and aggregate recounts.
 */
export const jobCandidateHistoryTable = pgTable(
  'job_candidate_history',
  {
    id: uuidPk(),
    jobCandidateId: uuid()
      .notNull()
      .references(() => jobCandidatesTable.id, { onDelete: 'cascade' }),
    /** Copies of the row's keys, so reports need no join. */
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    action: text({ enum: STAGE_ACTIONS }).notNull(),
    fromStageType: text({ enum: STORED_STAGE_TYPES }),
    fromStageStatus: text({ enum: STAGE_STATUSES }),
    fromCurrentStatus: text({ enum: STAGE_CURRENT_STATUSES }),
    toStageType: text({ enum: STORED_STAGE_TYPES }).notNull(),
    toStageStatus: text({ enum: STAGE_STATUSES }).notNull(),
    toCurrentStatus: text({ enum: STAGE_CURRENT_STATUSES }),
    rejectedBy: text({ enum: REJECTING_PARTIES }),
    rejectionReasonIds: uuid().array().notNull().default(emptyUuidArray),
    notes: text(),
    data: jsonb().$type<JobCandidateHistoryData>().notNull().default({}),
    actorId: userRef(),
    actorUserType: text({ enum: USER_TYPES }),
    requestId: text(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    check('job_candidate_history_to_stage_type_check', oneOf(t.toStageType, STORED_STAGE_TYPES)),
    check('job_candidate_history_to_stage_status_check', oneOf(t.toStageStatus, STAGE_STATUSES)),
    // history tab of one candidate in one job: WHERE job_candidate_id = $1 ORDER BY created_at
    index('job_candidate_history_job_candidate_idx').on(t.jobCandidateId, t.createdAt),
    // executive report / rejection reasons per job and period: WHERE job_id = ANY($1) AND created_at BETWEEN ...
    index('job_candidate_history_job_created_idx').on(t.jobId, t.createdAt),
    // candidate feed and audit trail across jobs: WHERE candidate_id = $1 ORDER BY created_at DESC
    index('job_candidate_history_candidate_created_idx').on(t.candidateId, t.createdAt.desc()),
  ],
)
export type JobCandidateHistoryRow = typeof jobCandidateHistoryTable.$inferSelect
export type NewJobCandidateHistoryRow = typeof jobCandidateHistoryTable.$inferInsert
