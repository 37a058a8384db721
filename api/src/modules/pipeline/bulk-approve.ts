/**
 * Bulk approval: 1 to 10 selected submittals, all in Pending AM Approval, approved together in one
 * transaction. A mixed selection is refused as a whole (`canBulkApprove`), naming the rows that
 * do not qualify, so nobody approves more or less than they saw selected.
 */
import type { BulkApproveInput } from '@quota/shared/contracts/pipeline'
import {
  canBulkApprove,
  denialReason,
  type PermissionInput,
  rejectingPartyOf,
  transition,
} from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import { jobContextOf, notAssociated, type PipelineContext } from './perform-stage-action'
import { findCandidate, findJobCandidate, lockJob } from './repository'
import { commitStageChange } from './stage-change'
import { applyMovesToCounts, readAggregatesDto } from './stage-counts'
import { toStageDto } from './to-dto'
import { clientCanSee, permissionStage, viewerOf } from './viewer'

export async function bulkApprove({
  ctx,
  input,
}: {
  ctx: PipelineContext
  input: { jobId: string } & BulkApproveInput
}) {
  const viewer = viewerOf(ctx.actor)
  const now = new Date()
  return ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, input.jobId, 'share')
    if (!job || (viewer === 'client' && job.organizationId !== ctx.actor.organizationId)) {
      throw new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })
    }
    const selected = []
    for (const candidateId of input.candidateIds) {
      const candidate = await findCandidate(tx, candidateId)
      const row = candidate ? await findJobCandidate(tx, job.id, candidateId) : undefined
      if (!candidate || !row || row.removedAt || (viewer === 'client' && !clientCanSee(row, candidate)))
        throw notAssociated()
      selected.push({ candidate, row })
    }
    const inputs: PermissionInput[] = selected.map(({ row }) => ({
      viewer,
      job: jobContextOf(job),
      candidate: permissionStage(row, false),
    }))
    if (!canBulkApprove(inputs)) {
      const refused = selected
        .map(({ row }, i) => ({
          candidateId: row.candidateId,
          reason: denialReason(inputs[i]!, 'bulkApprove'),
          stageType: row.stageType,
          stageStatus: row.stageStatus,
          stageCurrentStatus: row.currentStatus,
        }))
        .filter((r) => r.reason !== null)
      throw new AppError('ACTION_NOT_AVAILABLE', {
        message: 'Bulk approval is only for candidates in Pending AM Approval',
        meta: { action: 'bulkApprove', refused },
      })
    }
    const moves = []
    const stages = []
    for (const { candidate, row } of selected) {
      const committed = await commitStageChange(tx, {
        job,
        candidate,
        row,
        action: 'bulkApprove',
        changes: transition('bulkApprove', row, { now, actorId: ctx.actor.userId, party: rejectingPartyOf(viewer) }),
        actor: { userId: ctx.actor.userId, userType: ctx.actor.userType },
        requestId: ctx.requestId,
        now,
        notes: input.notes,
        deferCounts: true,
      })
      moves.push(committed.move)
      stages.push(toStageDto(committed.row))
    }
    await applyMovesToCounts(tx, job.id, moves)
    return { stages, aggregates: await readAggregatesDto(tx, job.id) }
  })
}
