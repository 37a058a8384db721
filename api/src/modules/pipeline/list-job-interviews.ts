/**
 * GET jobs/{id}/interviews: the job's Scheduled Interviews table (002 §2: Name, Interviewers, Date,
 * Time, Duration, Created By, Created At) for provider recruiters and the job's client (another
 * company's job answers 404). Cancelled interviews are left out; a client sees only the
 * interviews of candidates it sees in the job. Upcoming first (soonest first), then past (latest first).
 */
import type { JobInterviewRow } from '@quota/shared/contracts/interviews'
import { interviewChangeability, zonedParts } from '@quota/shared/domain/interview-schedule/index'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import {
  candidatesTable,
  interviewInterviewersTable,
  interviewsTable,
  jobCandidatesTable,
  usersTable,
} from '../../db/schema'
import type { UseCaseContext } from '../context'
import { lockJob } from './repository'
import { clientCanSee, viewerOf } from './viewer'

const fullName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ').trim()

export async function listJobInterviews({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { jobId: string }
}): Promise<JobInterviewRow[]> {
  const viewer = viewerOf(ctx.actor)
  if (viewer === 'nonStaff') throw new AppError('FORBIDDEN', { message: 'You are not authorize' })
  const job = await lockJob(ctx.db, input.jobId, 'none')
  if (!job || (viewer === 'client' && job.organizationId !== ctx.actor.organizationId)) {
    throw new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })
  }
  const rows = await ctx.db
    .select({
      interview: interviewsTable,
      candidate: {
        id: candidatesTable.id,
        firstName: candidatesTable.firstName,
        lastName: candidatesTable.lastName,
        searchStatus: candidatesTable.searchStatus,
      },
      stage: {
        stageType: jobCandidatesTable.stageType,
        stageStatus: jobCandidatesTable.stageStatus,
        currentStatus: jobCandidatesTable.currentStatus,
        rejectedBy: jobCandidatesTable.rejectedBy,
        isSubmittedToClient: jobCandidatesTable.isSubmittedToClient,
        isLocked: jobCandidatesTable.isLocked,
        isSuggestedToCandidate: jobCandidatesTable.isSuggestedToCandidate,
        removedAt: jobCandidatesTable.removedAt,
      },
      creator: { id: usersTable.id, firstName: usersTable.firstName, lastName: usersTable.lastName },
    })
    .from(interviewsTable)
    .innerJoin(candidatesTable, eq(candidatesTable.id, interviewsTable.candidateId))
    .innerJoin(jobCandidatesTable, eq(jobCandidatesTable.id, interviewsTable.jobCandidateId))
    .leftJoin(usersTable, eq(usersTable.id, interviewsTable.createdBy))
    .where(and(eq(interviewsTable.jobId, job.id), ne(interviewsTable.state, 'cancelled')))
    .orderBy(asc(interviewsTable.startsAt))
  const visible = viewer === 'client' ? rows.filter((r) => clientCanSee(r.stage, r.candidate)) : rows
  if (!visible.length) return []
  const people = await ctx.db
    .select({
      interviewId: interviewInterviewersTable.interviewId,
      email: interviewInterviewersTable.email,
      name: interviewInterviewersTable.name,
    })
    .from(interviewInterviewersTable)
    .where(
      inArray(
        interviewInterviewersTable.interviewId,
        visible.map((r) => r.interview.id),
      ),
    )
    .orderBy(asc(interviewInterviewersTable.createdAt), asc(interviewInterviewersTable.email))
  const byInterview = new Map<string, { email: string; name: string | null }[]>()
  for (const { interviewId, ...person } of people) {
    byInterview.set(interviewId, [...(byInterview.get(interviewId) ?? []), person])
  }
  const now = Date.now()
  const all = visible.map(({ interview, candidate, creator }) => {
    const local = zonedParts(interview.startsAt, interview.timezone)
    return {
      id: interview.id,
      candidate: { id: candidate.id, fullName: fullName(candidate) },
      title: interview.title?.trim() || `Interview, round ${interview.round}`,
      round: interview.round,
      type: interview.type,
      interviewers: byInterview.get(interview.id) ?? [],
      startsAt: interview.startsAt.toISOString(),
      interviewDate: local.date,
      interviewTime: local.time,
      interviewTimezone: interview.timezone,
      duration: interview.durationMinutes,
      atsInterviewTime: interview.atsInterviewTime,
      createdBy: creator?.id ? { id: creator.id, fullName: fullName(creator) } : null,
      createdAt: interview.createdAt.toISOString(),
      source: interview.source,
      saveMode: interview.saveMode,
      state: interview.state,
      changeability: interviewChangeability(interview),
    } satisfies JobInterviewRow
  })
  const isPast = (r: JobInterviewRow) => new Date(r.startsAt).getTime() + r.duration * 60_000 <= now
  return [...all.filter((r) => !isPast(r)), ...all.filter(isPast).reverse()]
}
