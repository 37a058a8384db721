/**
 * PATCH interviews/{id}: moves an interview (date, time, time zone, duration, interviewers,
 * location, meeting method, title). The new time passes the same rules as scheduling (exists once
 * in its zone, not in the past, 10 minutes from the same people's other interviews); the SEQUENCE
 * goes up, the candidate's answer goes back to pending (it was an answer to the old time), the
 * answer links follow the new end, and with "Send" the audience gets a REQUEST with the same UID.
 * Interviews made through an ATS, a downloaded ICS or "Open in Google" live in calendars we do not
 * reach: they cannot be changed here (the spec's calendar notice).
 */
import type { InterviewDto, RescheduleInterviewInput } from '@quota/shared/contracts/interviews'
import { CALENDAR_NOTICE } from '@quota/shared/domain/calendar/index'
import { interviewChangeability, zonedParts } from '@quota/shared/domain/interview-schedule/index'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { enqueueOutbox, writeAudit } from '../../audit/write-audit'
import { transactionWithCompensations } from '../../db/compensations'
import { interviewInterviewersTable, interviewsTable } from '../../db/schema'
import { enqueueInterviewCalendarSync, interviewerUserIds } from '../../integrations/calendar/interview-calendar-sync'
import { rescheduleInterviewMeeting } from '../meetings/interview-meeting'
import { loadInterviewFor, toInterviewDto } from './interview-access'
import { extendInterviewLinks, interviewersOf } from './interview-invitations-repository'
import { checkInterviewTime } from './interview-rules'
import type { PipelineContext } from './perform-stage-action'
import { sendInterviewInvitations } from './send-interview-invitations'

/** 409 for an interview this product cannot change (made elsewhere, or no longer scheduled). */
export function assertChangeable(interview: { source: string; saveMode: string; state: string }) {
  const changeability = interviewChangeability(interview)
  if (changeability === 'external') {
    throw new AppError('CONFLICT', { message: CALENDAR_NOTICE, meta: { rule: 'externalSchedule' } })
  }
  if (changeability === 'notScheduled') {
    throw new AppError('CONFLICT', { message: 'This interview has been cancelled.', meta: { rule: 'cancelled' } })
  }
}

export async function rescheduleInterview({
  ctx,
  input,
}: {
  ctx: PipelineContext
  input: { interviewId: string } & RescheduleInterviewInput
}): Promise<InterviewDto> {
  // a meeting made or moved before the commit is deleted or moved back if the change rolls back
  return transactionWithCompensations(ctx.db, ctx.logger, async (tx, compensations) => {
    const row = await loadInterviewFor(ctx, tx, input.interviewId, true)
    const before = row.interview
    assertChangeable(before)
    const local = zonedParts(before.startsAt, before.timezone)
    const timezone = input.interviewTimezone ?? before.timezone
    const durationMinutes = input.duration ?? before.durationMinutes
    const interviewers = input.interviewers
      ? [...new Map(input.interviewers.map((i) => [i.email.toLowerCase(), i])).values()].map((i) => ({
          email: i.email.toLowerCase(),
          name: i.name ?? null,
          userId: i.userId ?? null,
        }))
      : await interviewersOf(tx, before.id)
    const startsAt = await checkInterviewTime(tx, {
      date: input.interviewDate ?? local.date,
      time: input.interviewTime ?? local.time,
      timezone,
      occurrence: input.interviewTimeOccurrence ?? null,
      durationMinutes,
      candidateId: before.candidateId,
      interviewerEmails: interviewers.map((i) => i.email),
      exceptId: before.id,
      now: new Date(),
    })
    const saveMode = input.saveMode ?? (before.saveMode === 'send' ? 'send' : 'save')
    const timeMoved = startsAt.getTime() !== before.startsAt.getTime() || durationMinutes !== before.durationMinutes
    // the video meeting moves with it, or is replaced when the method changes (a provider that refuses stops the change: 503)
    const meeting = await rescheduleInterviewMeeting(tx, ctx.config, compensations, before, {
      userId: ctx.actor.userId,
      method: input.meetingMethod ?? before.meetingMethod,
      timeMoved,
      from: {
        topic: before.title?.trim() || `Interview: ${row.job.name}`,
        startsAt: before.startsAt,
        durationMinutes: before.durationMinutes,
        timezone: before.timezone,
      },
      to: {
        topic: (input.interviewTitle ?? before.title)?.trim() || `Interview: ${row.job.name}`,
        startsAt,
        durationMinutes,
        timezone,
      },
    })
    const [after] = await tx
      .update(interviewsTable)
      .set({
        startsAt,
        timezone,
        durationMinutes,
        ...(input.interviewTitle !== undefined ? { title: input.interviewTitle || null } : {}),
        ...(input.location !== undefined ? { location: input.location || null } : {}),
        ...(input.meetingMethod ? { meetingMethod: input.meetingMethod } : {}),
        ...meeting.fields,
        saveMode,
        sequence: before.sequence + 1,
        // an answer was to the old time
        ...(timeMoved
          ? { candidateResponse: 'pending' as const, candidateRespondedAt: null, candidateResponseNote: null }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(interviewsTable.id, before.id))
      .returning()
    const formerUserIds = input.interviewers ? await interviewerUserIds(tx, before.id) : []
    if (input.interviewers) {
      await tx.delete(interviewInterviewersTable).where(eq(interviewInterviewersTable.interviewId, before.id))
      if (interviewers.length) {
        await tx.insert(interviewInterviewersTable).values(interviewers.map((i) => ({ interviewId: before.id, ...i })))
      }
    }
    await extendInterviewLinks(tx, before.id, new Date(startsAt.getTime() + durationMinutes * 60_000))
    const sentTo =
      saveMode === 'send' ? await sendInterviewInvitations(tx, { ctx, interviewId: before.id, change: 'updated' }) : []
    await enqueueInterviewCalendarSync(tx, {
      interviewId: before.id,
      removedUserIds: formerUserIds,
      requestId: ctx.requestId,
    })
    await writeAudit(tx, ctx, {
      entityType: 'interview',
      entityId: before.id,
      root: { type: 'jobCandidate', id: before.jobCandidateId },
      action: 'interview.rescheduled',
      before: {
        startsAt: before.startsAt.toISOString(),
        timezone: before.timezone,
        durationMinutes: before.durationMinutes,
        sequence: before.sequence,
      },
      after: { startsAt: startsAt.toISOString(), timezone, durationMinutes, sequence: after!.sequence },
    })
    await enqueueOutbox(tx, {
      topic: 'realtime.publish',
      payload: {
        type: 'interviewScheduled',
        jobId: row.job.id,
        organizationId: row.job.organizationId,
        candidateId: row.candidate.id,
        candidateUserId: row.candidate.userId,
        interviewId: before.id,
        startsAt: startsAt.toISOString(),
      },
      aggregateType: 'interview',
      aggregateId: before.id,
      requestId: ctx.requestId,
    })
    await enqueueOutbox(tx, {
      topic: 'webhook.deliver',
      payload: {
        event: 'interview.updated',
        organizationId: row.job.organizationId,
        jobId: row.job.id,
        candidateId: row.candidate.id,
        interviewId: before.id,
        startsAt: startsAt.toISOString(),
      },
      aggregateType: 'interview',
      aggregateId: before.id,
      requestId: ctx.requestId,
    })
    // the former meeting (another method) goes last: a deletion cannot be undone if a write above failed
    const meetingNotice = meeting.notice ?? (meeting.deleteFormer ? await meeting.deleteFormer() : null)
    const title = after!.title?.trim() || `Interview for ${row.job.name} at ${row.organizationName}`
    return toInterviewDto(after!, title, await interviewersOf(tx, before.id), sentTo, meetingNotice)
  })
}
