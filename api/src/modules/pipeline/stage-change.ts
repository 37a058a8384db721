/**
 * The one write path of every stage move (buttons, bulk approval, the candidate's answer, the
 * JIT hand-off, closing a job): the row with its optimistic version check, its history entry,
 * the job's counts, the audit entry, the candidate's feed item and the real-time event, all in
 * the caller's transaction.
 */

import { feedTypeOf } from '@quota/shared/domain/candidates/feed'
import type { UserType } from '@quota/shared/domain/enums'
import { webhookEventsOfAction } from '@quota/shared/domain/webhooks/pipeline-events'
import { type AnyStageAction, NOT_IN_JOB } from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import { enqueueOutbox, writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import type { JobCandidateRow, NewJobCandidateHistoryRow, NewJobCandidateRow } from '../../db/schema'
import {
  insertActivity,
  insertHistory,
  insertJobCandidate,
  type JobForPipeline,
  type PipelineCandidate,
  updateJobCandidate,
} from './repository'
import { applyMovesToCounts, type CountedMove } from './stage-counts'

/**
 * The columns a stage move writes: the action's changes (`transition` in shared/domain/workflow)
 * plus what the caller and this module stamp (who, when, notes).
 */
export type RowChanges = Partial<NewJobCandidateRow>

export interface StageActor {
  userId: string | null
  userType: UserType | null
}

export interface StageChange {
  job: JobForPipeline
  candidate: PipelineCandidate
  /** The row as read (undefined: the candidate is not in the job yet). */
  row: JobCandidateRow | undefined
  action: AnyStageAction
  changes: RowChanges
  actor: StageActor
  requestId: string | null
  now: Date
  notes?: string | null | undefined
  /** The action's own data, kept with the history entry (offer, interview, reasons, ...). */
  data?: Record<string, unknown>
  /** Skip the count update (a caller moving many rows applies them at once). */
  deferCounts?: boolean
}

export interface CommittedChange {
  row: JobCandidateRow
  historyId: string
  move: CountedMove
}

function position(row: Pick<JobCandidateRow, 'stageType' | 'stageStatus' | 'currentStatus'>) {
  return { stageType: row.stageType, stageStatus: row.stageStatus, currentStatus: row.currentStatus }
}

export async function commitStageChange(tx: DbOrTx, change: StageChange): Promise<CommittedChange> {
  const { row, job, candidate, actor, now } = change
  const live = row && !row.removedAt ? row : undefined
  const before = live ?? { ...NOT_IN_JOB, currentStatus: null }
  const changes: RowChanges = {
    ...change.changes,
    statusUpdatedAt: now,
    statusUpdatedBy: actor.userId,
    statusUpdatedByUserType: actor.userType,
    ...(change.notes !== undefined ? { notes: change.notes } : {}),
  }
  if (changes.stageType !== undefined && changes.stageType !== before.stageType) changes.stageStartedAt = now
  if (row?.removedAt && change.action !== 'delete') changes.removedAt = null

  const written = row
    ? await updateJobCandidate(tx, row.id, row.version, changes)
    : await insertJobCandidate(tx, {
        jobId: job.id,
        candidateId: candidate.id,
        stageType: 'matching',
        createdBy: actor.userId,
        createdByUserType: actor.userType,
        ...changes,
      })
  // Someone changed (or added) the row since it was read: their move wins, this one is refused.
  if (!written) {
    throw new AppError('CONFLICT', {
      message: 'The candidate was changed by someone else in the meantime; reload and try again',
      meta: { jobId: job.id, candidateId: candidate.id },
    })
  }

  const historyId = await insertHistory(tx, {
    jobCandidateId: written.id,
    jobId: job.id,
    candidateId: candidate.id,
    // 'pitch' (the e-mail pitch) is a workflow action the stored enum does not list yet; the column is not checked
    action: change.action as NewJobCandidateHistoryRow['action'],
    fromStageType: live ? live.stageType : null,
    fromStageStatus: live ? live.stageStatus : null,
    fromCurrentStatus: live ? live.currentStatus : null,
    toStageType: written.stageType,
    toStageStatus: written.stageStatus,
    toCurrentStatus: written.currentStatus,
    rejectedBy: written.rejectedBy,
    rejectionReasonIds: change.action === 'reject' ? written.rejectionReasonIds : [],
    notes: change.notes ?? null,
    data: change.data ?? {},
    actorId: actor.userId,
    actorUserType: actor.userType,
    requestId: change.requestId,
    createdAt: now,
  })

  const move: CountedMove = [live ? position(live) : null, written.removedAt ? null : position(written)]

  await writeAudit(
    tx,
    { actor, requestId: change.requestId },
    {
      entityType: 'jobCandidate',
      entityId: written.id,
      root: { type: 'candidate', id: candidate.id },
      // 'pitch' (the e-mail pitch) is a workflow action the stored enum does not list yet; the column is not checked
      action: change.action as NewJobCandidateHistoryRow['action'],
      before: live
        ? {
            jobId: job.id,
            ...position(live),
            rejectedBy: live.rejectedBy,
            isLocked: live.isLocked,
            version: live.version,
          }
        : null,
      after: {
        jobId: job.id,
        jobName: job.name,
        ...position(written),
        rejectedBy: written.rejectedBy,
        isLocked: written.isLocked,
        removed: written.removedAt !== null,
        version: written.version,
        ...(change.data ? { data: change.data } : {}),
      },
    },
  )

  const feedType = feedTypeOf({ action: change.action, from: live ? position(live) : null, to: position(written) })
  if (feedType) {
    await insertActivity(tx, {
      type: feedType,
      candidateId: candidate.id,
      jobId: job.id,
      jobCandidateId: written.id,
      actorUserId: actor.userId,
      data: {
        // 'pitch' (the e-mail pitch) is a workflow action the stored enum does not list yet; the column is not checked
        action: change.action as NewJobCandidateHistoryRow['action'],
        from: live ? position(live) : null,
        to: position(written),
        rejectedBy: written.rejectedBy,
        historyId,
      },
      createdAt: now,
    })
  }

  await enqueueOutbox(tx, {
    topic: 'realtime.publish',
    payload: {
      type: 'jobStageChange',
      jobId: job.id,
      organizationId: job.organizationId,
      candidateId: candidate.id,
      candidateUserId: candidate.userId,
      stageId: written.id,
      // 'pitch' (the e-mail pitch) is a workflow action the stored enum does not list yet; the column is not checked
      action: change.action as NewJobCandidateHistoryRow['action'],
      ...position(written),
      rejectedBy: written.rejectedBy,
      version: written.version,
      at: now.toISOString(),
      // what decides who may hear of the move (shared/domain/realtime/audience.ts), before and after
      isSubmittedToClient: written.isSubmittedToClient,
      isLocked: written.isLocked,
      removed: written.removedAt !== null,
      candidateSearchStatus: candidate.searchStatus,
      from: live
        ? { ...position(live), isSubmittedToClient: live.isSubmittedToClient, isLocked: live.isLocked, removed: false }
        : null,
    },
    aggregateType: 'jobCandidate',
    aggregateId: written.id,
    requestId: change.requestId,
  })

  // outbound webhooks: the client's own subscriptions hear only of rows it can see (submitted to
  // it, before or after); other moves go to provider-level subscriptions only
  const webhookEvents = webhookEventsOfAction(
    change.action,
    live ? position(live) : null,
    written.removedAt ? null : position(written),
  )
  if (webhookEvents.length) {
    const clientSees = written.isSubmittedToClient || (live?.isSubmittedToClient ?? false)
    await enqueueOutbox(
      tx,
      webhookEvents.map((event) => ({
        topic: 'webhook.deliver' as const,
        payload: {
          event,
          organizationId: clientSees ? job.organizationId : null,
          jobId: job.id,
          candidateId: candidate.id,
          stageId: written.id,
          action: change.action,
          from: live ? position(live) : null,
          to: written.removedAt ? null : position(written),
          at: now.toISOString(),
        },
        aggregateType: 'jobCandidate',
        aggregateId: written.id,
        requestId: change.requestId,
      })),
    )
  }

  // Last: the job's count rows are shared by every mover in the job, so their row locks are
  // taken as late as possible and held only until commit.
  if (!change.deferCounts) await applyMovesToCounts(tx, job.id, [move])
  return { row: written, historyId, move }
}
