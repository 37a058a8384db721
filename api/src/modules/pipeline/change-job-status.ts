/**
 * PUT jobs/{id}/status. Closing a job rejects its in-process candidates in the same transaction
 * (`rejectionsOnClose`), each rejection recorded like any other (history, audit, feed, event) and
 * attributed to the closing party. The job row is locked first, so no stage action on this job
 * runs meanwhile and none starts on the old status afterwards.
 */
import type { ChangeJobStatusInput, ChangeJobStatusResult } from '@quota/shared/contracts/pipeline'
import { rejectingPartyOf, rejectionsOnClose } from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import { eq, sql } from 'drizzle-orm'
import { enqueueOutbox, writeAudit } from '../../audit/write-audit'
import { jobsTable } from '../../db/schema'
import type { PipelineContext } from './perform-stage-action'
import { findCandidate, findListValues, liveRowsOfJob, lockJob } from './repository'
import { commitStageChange } from './stage-change'
import { applyMovesToCounts, readAggregatesDto } from './stage-counts'
import { viewerOf } from './viewer'

export async function changeJobStatus({
  ctx,
  input,
}: {
  ctx: PipelineContext
  input: { jobId: string } & ChangeJobStatusInput
}): Promise<ChangeJobStatusResult> {
  const viewer = viewerOf(ctx.actor)
  if (viewer === 'nonStaff') throw new AppError('FORBIDDEN')
  const now = new Date()
  return ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, input.jobId, 'update')
    if (!job || (viewer === 'client' && job.organizationId !== ctx.actor.organizationId)) {
      throw new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })
    }
    if (input.closedReasonId) {
      const found = await findListValues(tx, [input.closedReasonId], ['jobCloseReasons'])
      if (!found.length) throw AppError.field('closedReasonId', 'unknownValue', 'Not a value of jobCloseReasons')
    }
    const closing = input.status === 'closed' && job.status !== 'closed'
    const [updated] = await tx
      .update(jobsTable)
      .set({
        status: input.status,
        statusChangedAt: job.status === input.status ? undefined : now,
        closedDate:
          input.status === 'closed' ? (closing ? sql`greatest(${jobsTable.openDate}, current_date)` : undefined) : null,
        ...(input.status === 'closed'
          ? { closedReasonId: input.closedReasonId ?? null, closedReasonNotes: input.closedReasonNotes ?? null }
          : { closedReasonId: null, closedReasonNotes: null }),
      })
      .where(eq(jobsTable.id, job.id))
      .returning({ status: jobsTable.status, closedDate: jobsTable.closedDate })

    const rejected: string[] = []
    if (closing) {
      const party = rejectingPartyOf(viewer) as 'provider' | 'client'
      const rows = await liveRowsOfJob(tx, job.id)
      const closedJob = { ...job, status: 'closed' as const }
      const moves = []
      for (const { before } of rejectionsOnClose(
        rows.map((r) => ({ ...r, isHistory: false })),
        party,
      )) {
        const candidate = await findCandidate(tx, before.candidateId)
        const committed = await commitStageChange(tx, {
          job: closedJob,
          candidate: candidate!,
          row: before,
          action: 'closeJob',
          changes: { stageStatus: 'rejected', rejectedBy: party },
          actor: { userId: ctx.actor.userId, userType: ctx.actor.userType },
          requestId: ctx.requestId,
          now,
          notes: input.closedReasonNotes,
          data: { closedReasonId: input.closedReasonId ?? null },
          deferCounts: true,
        })
        moves.push(committed.move)
        rejected.push(before.candidateId)
      }
      await applyMovesToCounts(tx, job.id, moves)
    }
    if (job.status !== input.status) {
      await enqueueOutbox(tx, {
        topic: 'webhook.deliver',
        payload: {
          event: 'job.statusChanged',
          jobId: job.id,
          organizationId: job.organizationId,
          from: job.status,
          to: input.status,
        },
        aggregateType: 'job',
        aggregateId: job.id,
        requestId: ctx.requestId,
      })
    }
    // the job is its own audit root
    await writeAudit(tx, ctx, {
      entityType: 'job',
      entityId: job.id,
      action: 'changeStatus',
      field: 'status',
      before: { status: job.status },
      after: { status: input.status, rejectedCandidateIds: rejected },
    })
    const closedDate = updated!.closedDate as unknown
    return {
      jobId: job.id,
      status: updated!.status,
      closedDate:
        closedDate === null
          ? null
          : typeof closedDate === 'string'
            ? closedDate
            : (closedDate as Date).toISOString().slice(0, 10),
      rejectedCandidateIds: rejected,
      aggregates: await readAggregatesDto(tx, job.id),
    }
  })
}
