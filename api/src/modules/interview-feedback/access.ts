/**
 * Who is asking, for interview feedback: provider staff, a client recruiter (of which company),
 * a candidate, or someone else; and the job or interview they ask about. Another company's job or
 * interview answers 404, so its existence does not leak; a candidate is refused (403).
 */
import {
  type FeedbackAccess,
  type FeedbackViewer,
  feedbackReadAccess,
} from '@quota/shared/domain/interview-feedback/index'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  candidatesTable,
  interviewInterviewersTable,
  interviewsTable,
  jobCandidatesTable,
  jobsTable,
  usersTable,
} from '../../db/schema'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { clientCanSee } from '../pipeline/index'

export function feedbackViewerOf(actor: Actor): FeedbackViewer {
  if (actor.userType === 'staff') return 'staff'
  if (actor.userType === 'client' && actor.organizationId && actor.permissions.includes('client-recruiter'))
    return 'client'
  if (actor.userType === 'candidate') return 'candidate'
  return 'other'
}

export const jobNotFound = () => new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })
export const interviewNotFound = () => new AppError('NOT_FOUND', { message: 'Interview not found' })

/** The answer an access verdict other than ok gives. */
export function refusal(verdict: Exclude<FeedbackAccess, 'ok'>, notFound: () => AppError): AppError {
  switch (verdict) {
    case 'notFound':
      return notFound()
    case 'forbidden':
      return new AppError('FORBIDDEN')
    case 'notHeldYet':
      return new AppError('CONFLICT', { message: 'Feedback can be given once the interview has started' })
    case 'cancelled':
      return new AppError('CONFLICT', { message: 'This interview was cancelled' })
  }
}

/** What `clientCanSee` reads of a job candidate row. */
export const STAGE_COLUMNS = {
  stageType: jobCandidatesTable.stageType,
  stageStatus: jobCandidatesTable.stageStatus,
  currentStatus: jobCandidatesTable.currentStatus,
  rejectedBy: jobCandidatesTable.rejectedBy,
  isSubmittedToClient: jobCandidatesTable.isSubmittedToClient,
  isLocked: jobCandidatesTable.isLocked,
  isSuggestedToCandidate: jobCandidatesTable.isSuggestedToCandidate,
  removedAt: jobCandidatesTable.removedAt,
}

/** A job the caller may read feedback of (staff; the job's client). */
export async function readableJob(ctx: UseCaseContext, jobId: string) {
  const viewer = feedbackViewerOf(ctx.actor)
  const [job] = await ctx.db
    .select({ id: jobsTable.id, name: jobsTable.name, organizationId: jobsTable.organizationId })
    .from(jobsTable)
    .where(and(eq(jobsTable.id, jobId), isNull(jobsTable.deletedAt)))
  if (viewer !== 'staff' && viewer !== 'client') throw new AppError('FORBIDDEN')
  if (!job) throw jobNotFound()
  const verdict = feedbackReadAccess({ viewer, sameOrganization: job.organizationId === ctx.actor.organizationId })
  if (verdict !== 'ok') throw refusal(verdict, jobNotFound)
  return job
}

/** Whether the caller is on the interview's panel, by user id or by their sign-in e-mail. */
export async function isInterviewerOf(db: DbOrTx, interviewId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: interviewInterviewersTable.id })
    .from(interviewInterviewersTable)
    .where(
      and(
        eq(interviewInterviewersTable.interviewId, interviewId),
        or(
          eq(interviewInterviewersTable.userId, userId),
          sql`${interviewInterviewersTable.email} = (select lower(${usersTable.email}) from ${usersTable} where ${usersTable.id} = ${userId})`,
        ),
      ),
    )
    .limit(1)
  return !!row
}

/** The interview with its job, or 404 (also for another company's interview), 403 for a candidate. */
export async function loadInterview(ctx: UseCaseContext, interviewId: string) {
  const viewer = feedbackViewerOf(ctx.actor)
  if (viewer !== 'staff' && viewer !== 'client') throw new AppError('FORBIDDEN')
  const [row] = await ctx.db
    .select({
      interview: interviewsTable,
      job: {
        id: jobsTable.id,
        name: jobsTable.name,
        organizationId: jobsTable.organizationId,
        accountManagerId: jobsTable.accountManagerId,
      },
      candidate: {
        id: candidatesTable.id,
        firstName: candidatesTable.firstName,
        lastName: candidatesTable.lastName,
        searchStatus: candidatesTable.searchStatus,
      },
      stage: STAGE_COLUMNS,
    })
    .from(interviewsTable)
    .innerJoin(jobsTable, eq(jobsTable.id, interviewsTable.jobId))
    .innerJoin(candidatesTable, eq(candidatesTable.id, interviewsTable.candidateId))
    .innerJoin(jobCandidatesTable, eq(jobCandidatesTable.id, interviewsTable.jobCandidateId))
    .where(eq(interviewsTable.id, interviewId))
  if (!row) throw interviewNotFound()
  const sameOrganization = row.job.organizationId === ctx.actor.organizationId
  const verdict = feedbackReadAccess({ viewer, sameOrganization })
  if (verdict !== 'ok') throw refusal(verdict, interviewNotFound)
  // a client sees an interview only while it sees the candidate in its job (as in Scheduled Interviews)
  if (viewer === 'client' && !clientCanSee(row.stage, row.candidate)) throw interviewNotFound()
  return { ...row, viewer, sameOrganization }
}
