/**
 * GET interviews/{id}/ics: the interview as an .ics file for staff and the job's client ("Download
 * ICS"), with the same UID and SEQUENCE as the mailed invitations, so importing it next to an
 * invitation updates one event instead of adding a second. METHOD:PUBLISH: a file to import, not a
 * request to answer. Attendees are the interviewers and the candidate.
 */

import { zonedParts } from '@quota/shared/domain/interview-schedule/index'
import type { DbOrTx } from '../../db/client'
import type { UseCaseContext } from '../context'
import { loadInterviewFor } from './interview-access'
import { interviewCalendar } from './interview-calendar'
import { interviewersOf, usersByIds } from './interview-invitations-repository'

export async function downloadInterviewIcs({
  ctx,
  input,
  organizer: fallback,
}: {
  ctx: UseCaseContext
  input: { interviewId: string }
  organizer: { name: string; email: string }
}): Promise<Response> {
  const db: DbOrTx = ctx.db
  const row = await loadInterviewFor(ctx, db, input.interviewId, false)
  const { interview, job, candidate } = row
  const [scheduler] = (await usersByIds(db, [interview.createdBy])).filter((u) => u.isActive)
  const name = (u: { firstName: string | null; lastName: string | null }) =>
    [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || null
  const title = interview.title?.trim() || `Interview for ${job.name} at ${row.organizationName}`
  const candidateName = name(candidate) ?? 'The candidate'
  const body = interviewCalendar({
    interviewId: interview.id,
    sequence: interview.sequence,
    method: interview.state === 'cancelled' ? 'CANCEL' : 'PUBLISH',
    startsAt: interview.startsAt,
    durationMinutes: interview.durationMinutes,
    timezone: interview.timezone,
    title,
    description: [
      `Interview with ${candidateName} for ${job.name} at ${row.organizationName}`,
      `Time zone: ${interview.timezone}`,
      interview.meetingUrl ? `Join: ${interview.meetingUrl}` : null,
    ]
      .filter(Boolean)
      .join('\n'),
    location: interview.location ?? interview.meetingUrl ?? null,
    url: interview.meetingUrl,
    organizer: scheduler ? { name: name(scheduler) ?? scheduler.email, email: scheduler.email } : fallback,
    attendees: [
      ...(candidate.email ? [{ email: candidate.email, name: name(candidate) }] : []),
      ...(await interviewersOf(db, interview.id)),
    ],
    stamp: new Date(),
  })
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="interview-${zonedParts(interview.startsAt, interview.timezone).date}.ics"`,
      'cache-control': 'private, no-store',
    },
  })
}
