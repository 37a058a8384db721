/**
 * POST jobs/{id}/candidates/{candidateId}/inmail-outcome: the recruiter says what happened to the
 * InMail the extension drafted (000 §4 sub-statuses InMail Sequence / InMail Sent / InMail
 * Error). The product never sends an InMail itself, so this is the only way a drafted InMail's
 * record becomes "sent": the latest unconfirmed InMail message of this candidate and job gets
 * `sentAt` (or `failedAt`), and a shortlisted row moves to InMail Sent (or InMail Error).
 */
import type { ConfirmInMailInput, StageActionResult } from '@quota/shared/contracts/pipeline'
import { availableActions, listOf, NOT_IN_JOB, transition } from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { messagesTable, messageThreadsTable } from '../../db/schema'
import { markMessageFailed, markMessageSent } from '../../mail/message-log'
import { jobContextOf, loadForViewer, type PipelineContext } from './perform-stage-action'
import { commitStageChange } from './stage-change'
import { applyMovesToCounts, readAggregatesDto } from './stage-counts'
import { toStageDto } from './to-dto'
import { permissionStage, viewerOf } from './viewer'

export async function confirmInMail({
  ctx,
  input,
}: {
  ctx: PipelineContext
  input: { jobId: string; candidateId: string } & ConfirmInMailInput
}): Promise<StageActionResult> {
  const viewer = viewerOf(ctx.actor)
  if (viewer !== 'recruiter') throw new AppError('FORBIDDEN')
  const now = new Date()
  return ctx.db.transaction(async (tx) => {
    const { job, candidate, row } = await loadForViewer(tx, ctx, viewer, input.jobId, input.candidateId, 'share')
    if (input.expectedVersion !== undefined && (row?.version ?? 0) !== input.expectedVersion) {
      throw new AppError('CONFLICT', {
        message: 'The candidate was changed by someone else in the meantime; reload and try again',
      })
    }
    const [draft] = await tx
      .select({ id: messagesTable.id })
      .from(messagesTable)
      .innerJoin(messageThreadsTable, eq(messageThreadsTable.id, messagesTable.threadId))
      .where(
        and(
          eq(messageThreadsTable.candidateId, candidate.id),
          eq(messageThreadsTable.jobId, job.id),
          eq(messagesTable.channel, 'inMail'),
          isNull(messagesTable.sentAt),
          isNull(messagesTable.failedAt),
        ),
      )
      .orderBy(desc(messagesTable.createdAt))
      .limit(1)
      .for('update')
    if (!draft) {
      throw new AppError('ACTION_NOT_AVAILABLE', {
        message: 'There is no drafted InMail to this candidate for this job',
        meta: { action: 'confirmInMail' },
      })
    }
    const sent = input.outcome === 'sent'
    if (sent) await markMessageSent(tx, draft.id)
    else await markMessageFailed(tx, draft.id)

    const live = row && !row.removedAt ? row : undefined
    const state = live ?? { ...NOT_IN_JOB }
    const committed = await commitStageChange(tx, {
      job,
      candidate,
      row,
      action: 'confirmInMail',
      changes: transition('confirmInMail', state, {
        now,
        actorId: ctx.actor.userId,
        party: 'provider',
        inMailSent: sent,
      }),
      actor: { userId: ctx.actor.userId, userType: ctx.actor.userType },
      requestId: ctx.requestId,
      now,
      data: { channel: 'inMail', outcome: input.outcome, messageId: draft.id },
      deferCounts: true,
    })
    await applyMovesToCounts(tx, job.id, [committed.move])
    return {
      stage: toStageDto(committed.row),
      actions: availableActions({
        viewer,
        list: listOf(committed.row),
        job: jobContextOf(job),
        candidate: permissionStage(committed.row, false),
      }),
      aggregates: await readAggregatesDto(tx, job.id),
    }
  })
}
