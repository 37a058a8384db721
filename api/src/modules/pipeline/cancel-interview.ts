/**
 * DELETE interviews/{id}: cancels an interview, up to 30 days after it took place (the schedule
 * delete limit, 000 §9). The row stays (state cancelled, who and when) for history and reports;
 * the SEQUENCE goes up and with "Send" the audience gets a METHOD:CANCEL with the same UID, so
 * calendars remove the event. The candidate's answer link then says the interview was cancelled.
 */
import type { CancelInterviewInput, InterviewDto } from '@quota/shared/contracts/interviews'
import { canStillCancel, DELETE_LIMIT_MESSAGE } from '@quota/shared/domain/interview-schedule/index'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { enqueueOutbox, writeAudit } from '../../audit/write-audit'
import { interviewsTable } from '../../db/schema'
import { enqueueInterviewCalendarSync } from '../../integrations/calendar/interview-calendar-sync'
import { deleteInterviewMeeting } from '../meetings/interview-meeting'
import { loadInterviewFor, toInterviewDto } from './interview-access'
import { interviewersOf } from './interview-invitations-repository'
import type { PipelineContext } from './perform-stage-action'
import { assertChangeable } from './reschedule-interview'
import { sendInterviewInvitations } from './send-interview-invitations'

export async function cancelInterview({
  ctx,
  input,
}: {
  ctx: PipelineContext
  input: { interviewId: string } & CancelInterviewInput
}): Promise<InterviewDto> {
  return ctx.db.transaction(async (tx) => {
    const row = await loadInterviewFor(ctx, tx, input.interviewId, true)
    const before = row.interview
    assertChangeable(before)
    const now = new Date()
    if (!canStillCancel(before.startsAt, now)) {
      throw new AppError('CONFLICT', { message: DELETE_LIMIT_MESSAGE, meta: { rule: 'deleteLimit' } })
    }
    const saveMode = input.saveMode ?? (before.saveMode === 'send' ? 'send' : 'save')
    const [after] = await tx
      .update(interviewsTable)
      .set({
        state: 'cancelled',
        cancelledAt: now,
        cancelledBy: ctx.actor.userId,
        sequence: before.sequence + 1,
        updatedAt: now,
      })
      .where(eq(interviewsTable.id, before.id))
      .returning()
    const sentTo =
      saveMode === 'send'
        ? await sendInterviewInvitations(tx, { ctx, interviewId: before.id, change: 'cancelled' })
        : []
    await enqueueInterviewCalendarSync(tx, { interviewId: before.id, requestId: ctx.requestId })
    await writeAudit(tx, ctx, {
      entityType: 'interview',
      entityId: before.id,
      root: { type: 'jobCandidate', id: before.jobCandidateId },
      action: 'interview.cancelled',
      before: { state: before.state, sequence: before.sequence },
      after: { state: 'cancelled', sequence: after!.sequence },
    })
    await enqueueOutbox(tx, {
      topic: 'realtime.publish',
      payload: {
        type: 'interviewDeleted',
        jobId: row.job.id,
        organizationId: row.job.organizationId,
        candidateId: row.candidate.id,
        candidateUserId: row.candidate.userId,
        interviewId: before.id,
      },
      aggregateType: 'interview',
      aggregateId: before.id,
      requestId: ctx.requestId,
    })
    await enqueueOutbox(tx, {
      topic: 'webhook.deliver',
      payload: {
        event: 'interview.cancelled',
        organizationId: row.job.organizationId,
        jobId: row.job.id,
        candidateId: row.candidate.id,
        interviewId: before.id,
      },
      aggregateType: 'interview',
      aggregateId: before.id,
      requestId: ctx.requestId,
    })
    // the video meeting goes with it, after every write above (a deletion cannot be undone);
    // a provider that refuses stops the cancel: 503, and the transaction rolls back
    const meetingNotice = await deleteInterviewMeeting(tx, ctx.config, before)
    const title = after!.title?.trim() || `Interview for ${row.job.name} at ${row.organizationName}`
    return toInterviewDto(after!, title, await interviewersOf(tx, before.id), sentTo, meetingNotice)
  })
}
