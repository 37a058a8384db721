/**
 * A candidate's scheduled interviews across jobs (cancelled ones left out), shared by the
 * candidate's own calendar (GET candidate-dashboard/interviews) and the recruiter's profile tab
 * (GET candidates/{id}/interviews). Upcoming first (soonest first), then past (latest first).
 * Interviewers belong to the hiring side: they are read only when asked for (provider staff).
 */
import type { CandidateInterview, InterviewerRef } from '@quota/shared/contracts/candidate-dashboard'
import { zonedParts } from '@quota/shared/domain/interview-schedule/index'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { interviewInterviewersTable, interviewsTable, jobsTable, organizationsTable } from '../../db/schema'

export async function interviewRows(db: DbOrTx, candidateId: string, interviewId?: string) {
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
export type InterviewRowWithJob = Awaited<ReturnType<typeof interviewRows>>[number]

export function interviewDto(row: InterviewRowWithJob, now: Date): CandidateInterview {
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
    response: interview.candidateResponse,
    respondedAt: interview.candidateRespondedAt?.toISOString() ?? null,
    responseNote: interview.candidateResponseNote,
  }
}

/** Upcoming (soonest first), then past (latest first). */
function ordered<T extends { isPast: boolean }>(all: T[]): T[] {
  return [...all.filter((i) => !i.isPast), ...all.filter((i) => i.isPast).reverse()]
}

/** The candidate's interviews, without interviewers (the candidate's own calendar). */
export async function listInterviewsOf(db: DbOrTx, candidateId: string, now = new Date()) {
  return ordered((await interviewRows(db, candidateId)).map((r) => interviewDto(r, now)))
}

/** The candidate's interviews with their interviewers (provider staff). */
export async function listInterviewsWithInterviewersOf(db: DbOrTx, candidateId: string, now = new Date()) {
  const rows = await interviewRows(db, candidateId)
  const ids = rows.map((r) => r.interview.id)
  const people = ids.length
    ? await db
        .select({
          interviewId: interviewInterviewersTable.interviewId,
          userId: interviewInterviewersTable.userId,
          email: interviewInterviewersTable.email,
          name: interviewInterviewersTable.name,
        })
        .from(interviewInterviewersTable)
        .where(inArray(interviewInterviewersTable.interviewId, ids))
        .orderBy(asc(interviewInterviewersTable.createdAt), asc(interviewInterviewersTable.email))
    : []
  const byInterview = new Map<string, InterviewerRef[]>()
  for (const { interviewId, ...person } of people) {
    const list = byInterview.get(interviewId) ?? []
    list.push(person)
    byInterview.set(interviewId, list)
  }
  return ordered(rows.map((r) => ({ ...interviewDto(r, now), interviewers: byInterview.get(r.interview.id) ?? [] })))
}
