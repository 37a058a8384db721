/**
 * JIT farming (000 §4 Other rules, 001 §4): a recruiter flags a shortlisted (or pooled) candidate;
 * 15 minutes later a durable delayed job hands the candidate to marketing and locks the row, after
 * which only Unlock and Submit are offered. The delay is an outbox row with `available_at` =
 * flag time + 15 minutes, written in the flagging transaction and claimed by the outbox worker
 * with FOR UPDATE SKIP LOCKED (api/src/jobs/outbox-worker.ts): it survives restarts and runs
 * once with several API processes. The hand-off re-reads the row and does nothing if the flag
 * was undone or renewed meanwhile.
 */
import type { FlagJitFarmingInput, StageActionResult } from '@quota/shared/contracts/pipeline'
import {
  type CandidateStage,
  isJitHandOffDue,
  type JobContext,
  jitHandOffAt,
  NOT_IN_JOB,
  transition,
} from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import type { Logger } from 'pino'
import { enqueueOutbox } from '../../audit/write-audit'
import type { Database, DbOrTx } from '../../db/client'
import type { OutboxEventRow } from '../../db/schema'
import { type OutboxHandler, type OutboxWorker, startOutboxWorker } from '../../jobs/outbox-worker'
import { RECOMMENDATION_RUN_TOPIC, recommendationRunHandler } from '../recommendations/engine'
import {
  CANDIDATE_REFRESH_TOPIC,
  candidateRefreshBatchHandler,
  candidateRefreshHandler,
} from '../recommendations/incremental'
import { jobContextOf, loadForViewer, type PipelineContext } from './perform-stage-action'
import { findCandidate, findJobCandidate, lockJob } from './repository'
import { checkExpectedVersion, stageAnswer } from './stage-answer'
import { commitStageChange } from './stage-change'
import { permissionStage, viewerOf } from './viewer'

export const JIT_HANDOFF_TOPIC = 'jit.handoff' as const

/**
 * Who may be flagged: a live row in a pool (recommended, matching, pitched, hidden) or on the
 * shortlist, not already farming and not locked, in a job that is not closed. Recruiters only.
 */
export function canFlagForJitFarming(stage: CandidateStage, job: JobContext): boolean {
  if (job.status === 'closed' || stage.isLocked || stage.stageStatus !== 'current') return false
  if (stage.stageType === 'shortlist') return stage.currentStatus !== 'jit_farming'
  return ['recommended', 'matching', 'pitched', 'hidden'].includes(stage.stageType)
}

export async function flagForJitFarming({
  ctx,
  input,
}: {
  ctx: PipelineContext
  input: { jobId: string; candidateId: string } & FlagJitFarmingInput
}): Promise<StageActionResult> {
  const viewer = viewerOf(ctx.actor)
  if (viewer !== 'recruiter') throw new AppError('FORBIDDEN')
  const now = new Date()
  return ctx.db.transaction(async (tx) => {
    const { job, candidate, row } = await loadForViewer(tx, ctx, viewer, input.jobId, input.candidateId, 'share')
    const live = row && !row.removedAt ? row : undefined
    checkExpectedVersion(row, input.expectedVersion)
    const state = live ?? { ...NOT_IN_JOB, snippetSentAt: null, candidateAcceptedJitAt: null }
    if (!canFlagForJitFarming(permissionStage(state, false), jobContextOf(job))) {
      throw new AppError('ACTION_NOT_AVAILABLE', {
        message: 'Only a live pool or shortlist candidate of an open job can be flagged for JIT farming',
        meta: {
          action: 'jitFarm',
          stageType: state.stageType,
          stageStatus: state.stageStatus,
          stageCurrentStatus: state.currentStatus,
          jobStatus: job.status,
        },
      })
    }
    const committed = await commitStageChange(tx, {
      job,
      candidate,
      row,
      action: 'jitFarm',
      changes: transition('jitFarm', state, { now, actorId: ctx.actor.userId, party: 'provider' }),
      actor: { userId: ctx.actor.userId, userType: ctx.actor.userType },
      requestId: ctx.requestId,
      now,
      notes: input.notes,
      data: { handOffAt: jitHandOffAt(now).toISOString() },
    })
    await enqueueOutbox(tx, {
      topic: JIT_HANDOFF_TOPIC,
      payload: {
        jobId: job.id,
        candidateId: candidate.id,
        jobCandidateId: committed.row.id,
        flaggedAt: now.toISOString(),
      },
      aggregateType: 'jobCandidate',
      aggregateId: committed.row.id,
      requestId: ctx.requestId,
      availableAt: jitHandOffAt(now),
    })
    return stageAnswer(tx, viewer, job, committed.row)
  })
}

interface HandoffPayload {
  jobId: string
  candidateId: string
  flaggedAt: string
}

/** Hands one flagged candidate to marketing and locks the row; a no-op when the flag is gone. */
export async function handOffJitCandidate(
  db: DbOrTx,
  payload: HandoffPayload,
  now = new Date(),
): Promise<'handedOff' | 'skipped'> {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, payload.jobId, 'share')
    const candidate = job ? await findCandidate(tx, payload.candidateId) : undefined
    const row = candidate ? await findJobCandidate(tx, payload.jobId, payload.candidateId) : undefined
    if (!job || !candidate || !row || row.removedAt) return 'skipped'
    const stillFlagged =
      row.stageType === 'shortlist' &&
      row.stageStatus === 'current' &&
      row.currentStatus === 'jit_farming' &&
      !row.isLocked &&
      row.jitFlaggedAt?.toISOString() === payload.flaggedAt
    if (!stillFlagged || !isJitHandOffDue(row.jitFlaggedAt!, now)) return 'skipped'
    const committed = await commitStageChange(tx, {
      job,
      candidate,
      row,
      action: 'jitHandoff',
      changes: transition('jitHandoff', row, { now, actorId: null, party: 'provider' }),
      actor: { userId: null, userType: 'system' },
      requestId: null,
      now,
      data: { flaggedAt: payload.flaggedAt },
    })
    await enqueueOutbox(tx, {
      topic: 'realtime.publish',
      payload: {
        type: 'jitFarmingSuccess',
        jobId: job.id,
        organizationId: job.organizationId,
        candidateId: candidate.id,
        stageId: committed.row.id,
      },
      aggregateType: 'jobCandidate',
      aggregateId: committed.row.id,
      requestId: null,
    })
    return 'handedOff'
  })
}

export function jitHandoffHandler(db: DbOrTx, clock: () => Date = () => new Date()): OutboxHandler {
  return async (event: OutboxEventRow) => {
    const result = await handOffJitCandidate(db, event.payload as unknown as HandoffPayload, clock())
    return { ...event.payload, result }
  }
}

/**
 * The pipeline's background worker: the JIT hand-off, the recommendation runs and the
 * candidates re-decided after a profile change. server.ts starts it beside the mail worker
 * (each worker claims only its own topics). `signal` (the process stopping) ends a
 * `recommendation.candidate` pass between batches of candidates.
 */
export function startPipelineWorker(deps: {
  db: DbOrTx
  logger: Logger
  pollMs?: number
  listen?: Database['listen']
  signal?: AbortSignal
}): OutboxWorker {
  const stopping = { signal: deps.signal }
  return startOutboxWorker({
    db: deps.db,
    logger: deps.logger,
    handlers: {
      [JIT_HANDOFF_TOPIC]: jitHandoffHandler(deps.db),
      [RECOMMENDATION_RUN_TOPIC]: recommendationRunHandler(deps.db),
      [CANDIDATE_REFRESH_TOPIC]: candidateRefreshHandler(deps.db, stopping),
    },
    // a burst of profile writes re-decides each candidate once per pass
    batchHandlers: { [CANDIDATE_REFRESH_TOPIC]: candidateRefreshBatchHandler(deps.db, stopping) },
    pollMs: deps.pollMs ?? 5000,
    listen: deps.listen,
  })
}
