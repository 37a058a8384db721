/**
 * GET candidate-dashboard/interviews and GET candidate-dashboard/interviews/{id}/ics: the signed-in
 * candidate's scheduled interviews for their calendar (000 §2 "/candidate/calendar"; 000 §3
 * "Interview schedule"), upcoming first (soonest first), then past (latest first); and one of them
 * as an iCalendar file (RFC 5545) for "Download .ics". Only the candidate's own; cancelled ones are
 * left out. Interviewers and notes belong to the hiring side and are not shown.
 */
import type { CandidateInterview } from '@quota/shared/contracts/candidate-dashboard'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq, sql } from 'drizzle-orm'
import ical, { ICalCalendarMethod } from 'ical-generator'
import type { DbOrTx } from '../../db/client'
import { interviewsTable, jobsTable, organizationsTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { signedInCandidate } from './get-dashboard'

async function interviewRows(db: DbOrTx, candidateId: string, interviewId?: string) {
  return db
    .select({
      interview: interviewsTable,
      job: { id: jobsTable.id, name: jobsTable.name },
      organization: { id: organizationsTable.id, name: organizationsTable.name },
    })
    .from(interviewsTable)
    .innerJoin(jobsTable, eq(jobsTable.id, interviewsTable.jobId))
    .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .where(
      and(
        eq(interviewsTable.candidateId, candidateId),
        sql`${interviewsTable.state} <> 'cancelled'`,
        interviewId ? eq(interviewsTable.id, interviewId) : undefined,
      ),
    )
    .orderBy(asc(interviewsTable.startsAt))
}
type Row = Awaited<ReturnType<typeof interviewRows>>[number]

/** The wall-clock date and time of `at` in `timeZone` (`2031-01-05`, `09:00`). */
function zonedParts(at: Date, timeZone: string): { date: string; time: string } {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(at)
  } catch {
    return zonedParts(at, 'UTC')
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` }
}

function toDto(row: Row, now: Date): CandidateInterview {
  const { interview, job, organization } = row
  const endsAt = new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000)
  const local = zonedParts(interview.startsAt, interview.timezone)
  return {
    id: interview.id,
    job,
    organization,
    title: interview.title?.trim() || `Interview for ${job.name} at ${organization.name}`,
    type: interview.type,
    round: interview.round,
    startsAt: interview.startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    interviewDate: local.date,
    interviewTime: local.time,
    timezone: interview.timezone,
    durationMinutes: interview.durationMinutes,
    location: interview.location,
    meetingMethod: interview.meetingMethod,
    meetingUrl: interview.meetingUrl,
    source: interview.source,
    isPast: endsAt.getTime() <= now.getTime(),
  }
}

export async function listCandidateInterviews({ ctx }: { ctx: UseCaseContext }): Promise<CandidateInterview[]> {
  const candidateId = signedInCandidate(ctx)
  const now = new Date()
  const all = (await interviewRows(ctx.db, candidateId)).map((r) => toDto(r, now))
  const upcoming = all.filter((i) => !i.isPast)
  const past = all.filter((i) => i.isPast).reverse()
  return [...upcoming, ...past]
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
  const dto = toDto(row, new Date())
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
