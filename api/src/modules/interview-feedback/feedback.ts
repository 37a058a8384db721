/**
 * One interview's feedback (GET and PUT interviews/{id}/feedback): each interviewer (staff, or the
 * job's client on the panel) gives stars (1 to 5), answers the job's interview questions and
 * recommends, and may edit their own later; recruiters may also give feedback. Provider staff and
 * the job's client read it; a candidate never does (403), another company 404.
 */
import type {
  InterviewFeedbackDto,
  InterviewFeedbackSheet,
  PutInterviewFeedbackInput,
} from '@quota/shared/contracts/interview-feedback'
import type { InterviewRecommendation } from '@quota/shared/domain/enums'
import {
  type FeedbackAccess,
  feedbackWriteAccess,
  questionsWriteAccess,
  RECOMMENDATION_LABELS,
} from '@quota/shared/domain/interview-feedback/index'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { interviewFeedbackTable, jobInterviewQuestionsTable, usersTable } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import type { UseCaseContext } from '../context'
import { interviewNotFound, isInterviewerOf, loadInterview, refusal } from './access'
import { liveQuestions } from './questions'

const fullName = (p: { firstName: string | null; lastName: string | null } | null) =>
  p ? [p.firstName, p.lastName].filter(Boolean).join(' ').trim() : ''

const REASONS: Record<Exclude<FeedbackAccess, 'ok'>, string> = {
  notFound: 'Interview not found',
  forbidden: 'Only the interviewers of this interview can give feedback',
  notHeldYet: 'Feedback can be given once the interview has started',
  cancelled: 'This interview was cancelled',
}

async function feedbackOf(db: DbOrTx, interviewId: string, me: string): Promise<InterviewFeedbackDto[]> {
  const rows = await db
    .select({
      feedback: interviewFeedbackTable,
      author: {
        id: usersTable.id,
        firstName: usersTable.firstName,
        lastName: usersTable.lastName,
        email: usersTable.email,
      },
    })
    .from(interviewFeedbackTable)
    .leftJoin(usersTable, eq(usersTable.id, interviewFeedbackTable.authorId))
    .where(eq(interviewFeedbackTable.interviewId, interviewId))
    .orderBy(asc(interviewFeedbackTable.createdAt))
  return rows.map(({ feedback: f, author }) => ({
    id: f.id,
    interviewId: f.interviewId,
    author: { id: f.authorId, fullName: fullName(author) || author?.email || 'Former user' },
    rating: f.rating,
    recommendation: f.recommendation,
    answers: f.answers,
    notes: f.notes,
    isMine: f.authorId === me,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  }))
}

async function writeVerdict(ctx: UseCaseContext, loaded: Awaited<ReturnType<typeof loadInterview>>) {
  return feedbackWriteAccess({
    viewer: loaded.viewer,
    isRecruiter: ctx.actor.permissions.includes('recruiter'),
    sameOrganization: loaded.sameOrganization,
    isInterviewer: await isInterviewerOf(ctx.db, loaded.interview.id, ctx.actor.userId),
    interview: loaded.interview,
    now: new Date(),
  })
}

export async function getFeedbackSheet({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { interviewId: string }
}): Promise<InterviewFeedbackSheet> {
  const loaded = await loadInterview(ctx, input.interviewId)
  const { interview, job, candidate } = loaded
  const verdict = await writeVerdict(ctx, loaded)
  return {
    interview: {
      id: interview.id,
      jobId: job.id,
      jobName: job.name,
      candidate: { id: candidate.id, fullName: fullName(candidate) },
      title: interview.title?.trim() || `Interview, round ${interview.round}`,
      round: interview.round,
      startsAt: interview.startsAt.toISOString(),
      state: interview.state,
    },
    questions: await liveQuestions(ctx.db, job.id),
    feedback: await feedbackOf(ctx.db, interview.id, ctx.actor.userId),
    canWrite: verdict === 'ok',
    canEditQuestions:
      questionsWriteAccess({
        viewer: loaded.viewer,
        sameOrganization: loaded.sameOrganization,
        isRecruiter: ctx.actor.permissions.includes('recruiter'),
      }) === 'ok',
    cannotWriteReason: verdict === 'ok' ? null : REASONS[verdict],
  }
}

/**
 * New feedback (not an edit) is told by mail to the job's account manager and to whoever
 * scheduled the interview, each once, never to its author; queued with the feedback.
 */
async function noticeFeedbackGiven(
  tx: DbOrTx,
  input: {
    ctx: UseCaseContext
    loaded: Awaited<ReturnType<typeof loadInterview>>
    values: { rating: number; recommendation: InterviewRecommendation }
    publicUrl: string
  },
) {
  const { ctx, loaded, values } = input
  const { interview, job, candidate } = loaded
  const ids = [...new Set([job.accountManagerId, interview.createdBy])].filter(
    (id): id is string => !!id && id !== ctx.actor.userId,
  )
  if (!ids.length) return
  const people = await tx
    .select({
      id: usersTable.id,
      email: usersTable.email,
      firstName: usersTable.firstName,
      lastName: usersTable.lastName,
    })
    .from(usersTable)
    .where(and(inArray(usersTable.id, [...ids, ctx.actor.userId]), eq(usersTable.isActive, true)))
  const author = people.find((p) => p.id === ctx.actor.userId)
  const publicUrl = input.publicUrl.replace(/\/$/, '')
  for (const to of people.filter((p) => ids.includes(p.id))) {
    await enqueueMail(tx, {
      to: to.email,
      template: 'interviewFeedbackGiven',
      data: {
        name: to.firstName,
        authorName: fullName(author ?? null) || author?.email || 'An interviewer',
        candidateName: fullName(candidate) || 'the candidate',
        jobName: job.name,
        rating: values.rating,
        recommendation: RECOMMENDATION_LABELS[values.recommendation],
        link: `${publicUrl}/interviews/${interview.id}/feedback`,
      },
      aggregateType: 'interview',
      aggregateId: interview.id,
      requestId: ctx.requestId,
    })
  }
}

export async function putInterviewFeedback({
  ctx,
  input,
  publicUrl,
}: {
  ctx: UseCaseContext
  input: PutInterviewFeedbackInput & { interviewId: string }
  /** Where the web app is, for the link in the mail to the account manager. */
  publicUrl: string
}): Promise<InterviewFeedbackDto> {
  const loaded = await loadInterview(ctx, input.interviewId)
  const verdict = await writeVerdict(ctx, loaded)
  if (verdict !== 'ok') throw refusal(verdict, interviewNotFound)
  const { interview } = loaded
  // answers only to this job's questions (a question taken off since may keep its answer)
  const questionIds = Object.keys(input.answers)
  if (questionIds.length) {
    const known = await ctx.db
      .select({ id: jobInterviewQuestionsTable.id, removedAt: jobInterviewQuestionsTable.removedAt })
      .from(jobInterviewQuestionsTable)
      .where(
        and(eq(jobInterviewQuestionsTable.jobId, interview.jobId), inArray(jobInterviewQuestionsTable.id, questionIds)),
      )
    const knownIds = new Set(known.map((q) => q.id))
    const stray = questionIds.find((id) => !knownIds.has(id))
    if (stray) throw AppError.field(`answers.${stray}`, 'unknownQuestion', 'Not an interview question of this job')
  }
  const now = new Date()
  const values = {
    rating: input.rating,
    recommendation: input.recommendation,
    answers: input.answers,
    notes: input.notes?.length ? input.notes : null,
  }
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(interviewFeedbackTable)
      .where(
        and(
          eq(interviewFeedbackTable.interviewId, interview.id),
          eq(interviewFeedbackTable.authorId, ctx.actor.userId),
        ),
      )
    const [saved] = await tx
      .insert(interviewFeedbackTable)
      .values({
        interviewId: interview.id,
        jobCandidateId: interview.jobCandidateId,
        authorId: ctx.actor.userId,
        ...values,
      })
      .onConflictDoUpdate({
        target: [interviewFeedbackTable.interviewId, interviewFeedbackTable.authorId],
        set: { ...values, updatedAt: now },
      })
      .returning({ id: interviewFeedbackTable.id })
    await writeAudit(tx, ctx, {
      entityType: 'interview',
      entityId: interview.id,
      root: { type: 'jobCandidate', id: interview.jobCandidateId },
      action: before ? 'interview.feedbackEdited' : 'interview.feedbackGiven',
      field: 'feedback',
      before: before ? { rating: before.rating, recommendation: before.recommendation } : undefined,
      after: { feedbackId: saved!.id, rating: values.rating, recommendation: values.recommendation },
    })
    if (!before) await noticeFeedbackGiven(tx, { ctx, loaded, values, publicUrl })
  })
  const mine = (await feedbackOf(ctx.db, interview.id, ctx.actor.userId)).find((f) => f.isMine)
  if (!mine) throw new AppError('INTERNAL')
  return mine
}
