/**
 * GET candidate-dashboard/interviews and GET candidate-dashboard/interviews/{id}/ics: the signed-in
 * candidate's scheduled interviews for their calendar (000 §2 "/candidate/calendar"; 000 §3
 * "Interview schedule"), upcoming first (soonest first), then past (latest first); and one of them
 * as an iCalendar file (RFC 5545) for "Download .ics". Only the candidate's own; cancelled ones are
 * left out. Interviewers and notes belong to the hiring side and are not shown.
 */
import type { CandidateInterview } from '@quota/shared/contracts/candidate-dashboard'
import { AppError } from '@quota/shared/errors/index'
import ical, { ICalCalendarMethod } from 'ical-generator'
import type { UseCaseContext } from '../context'
import { signedInCandidate } from './get-dashboard'
import { interviewDto, interviewRows, listInterviewsOf } from './interview-repository'

export async function listCandidateInterviews({ ctx }: { ctx: UseCaseContext }): Promise<CandidateInterview[]> {
  const candidateId = signedInCandidate(ctx)
  return listInterviewsOf(ctx.db, candidateId)
}

/** The interview as an iCalendar (RFC 5545) file; 404 for an interview that is not the candidate's. */
export async function candidateInterviewIcs({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { interviewId: string }
}): Promise<Response> {
  const candidateId = signedInCandidate(ctx)
  const [row] = await interviewRows(ctx.db, candidateId, input.interviewId)
  if (!row) throw new AppError('NOT_FOUND', { message: 'Interview not found' })
  const dto = interviewDto(row, new Date())
  const calendar = ical({ name: 'Quota interviews', prodId: { company: 'Quota', product: 'Candidate calendar' } })
  calendar.method(ICalCalendarMethod.PUBLISH)
  const details = [
    `Job: ${dto.job.name}`,
    `Company: ${dto.organization.name}`,
    `Time zone: ${dto.timezone}`,
    dto.meetingUrl ? `Join: ${dto.meetingUrl}` : null,
  ].filter(Boolean)
  calendar.createEvent({
    id: `${dto.id}@quota`,
    start: new Date(dto.startsAt),
    end: new Date(dto.endsAt),
    stamp: row.interview.updatedAt ?? new Date(),
    summary: dto.title,
    description: details.join('\n'),
    location: dto.location ?? dto.meetingUrl ?? null,
    url: dto.meetingUrl ?? null,
  })
  const body = calendar.toString()
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="interview-${dto.interviewDate}.ics"`,
      'cache-control': 'private, no-store',
    },
  })
}
