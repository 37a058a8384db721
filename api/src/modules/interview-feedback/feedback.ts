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
import {
  interviewFeedbackTable,
  interviewInterviewersTable,
  jobInterviewQuestionsTable,
  usersTable,
} from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import type { UseCaseContext } from '../context'
import { activeRecipients } from '../pipeline/interview-response-repository'
import { interviewNotFound, isInterviewerOf, loadInterview, refusal } from './access'
import { liveQuestions } from './questions'

export const fullName = (p: { firstName: string | null; lastName: string | null } | null) =>
  p ? [p.firstName, p.lastName].filter(Boolean).join(' ').trim() : ''

const REASONS: Record<Exclude<FeedbackAccess, 'ok'>, string> = {
  notFound: 'Interview not found',
  forbidden: 'Only the interviewers of this interview can give feedback',
  notHeldYet: 'Feedback can be given once the interview has started',
  cancelled: 'This interview was cancelled',
}

/** Whose feedback is "mine": a signed-in user, or an outside interviewer by address. */
export type FeedbackAuthor = { userId: string; email?: undefined } | { userId?: undefined; email: string }

/**
 * An interview's feedback, oldest first. Outside interviewers are named as on the panel (their
 * address when no name was given).
 */
export async function feedbackOf(db: DbOrTx, interviewId: string, me: FeedbackAuthor): Promise<InterviewFeedbackDto[]> {
  const rows = await db
    .select({
      feedback: interviewFeedbackTable,
      author: {
        id: usersTable.id,
        firstName: usersTable.firstName,
        lastName: usersTable.lastName,
        email: usersTable.email,
      },
      panelName: interviewInterviewersTable.name,
    })
    .from(interviewFeedbackTable)
    .leftJoin(usersTable, eq(usersTable.id, interviewFeedbackTable.authorId))
    .leftJoin(
      interviewInterviewersTable,
      and(
        eq(interviewInterviewersTable.interviewId, interviewFeedbackTable.interviewId),
        eq(interviewInterviewersTable.email, interviewFeedbackTable.authorEmail),
      ),
    )
    .where(eq(interviewFeedbackTable.interviewId, interviewId))
    .orderBy(asc(interviewFeedbackTable.createdAt))
  return rows.map(({ feedback: f, author, panelName }) => ({
    id: f.id,
    interviewId: f.interviewId,
    author: {
      id: f.authorId,
      fullName: fullName(author) || author?.email || panelName?.trim() || f.authorEmail || 'Former user',
    },
    rating: f.rating,
    recommendation: f.recommendation,
    answers: f.answers,
    notes: f.notes,
    isMine: me.userId ? f.authorId === me.userId : f.authorEmail === me.email,
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
    feedback: await feedbackOf(ctx.db, interview.id, { userId: ctx.actor.userId }),
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
 * scheduled the interview, each once, never to its author; queued with the feedback. Outside
 * interviewers' feedback (by mailed link) is told the same way.
 */
export async function noticeFeedbackGiven(
  tx: DbOrTx,
  input: {
    requestId: string
    interview: { id: string; createdBy: string | null }
    job: { name: string; accountManagerId: string | null }
    candidate: { firstName: string | null; lastName: string | null }
    author: { userId: string | null; name: string }
    values: { rating: number; recommendation: InterviewRecommendation }
    publicUrl: string
  },
) {
  const { interview, job, candidate, author, values } = input
  const people = await activeRecipients(tx, [job.accountManagerId, interview.createdBy])
  const publicUrl = input.publicUrl.replace(/\/$/, '')
  for (const to of people.filter((p) => p.id !== author.userId)) {
    await enqueueMail(tx, {
      to: to.email,
      template: 'interviewFeedbackGiven',
      data: {
        name: to.firstName,
        authorName: author.name || 'An interviewer',
        candidateName: fullName(candidate) || 'the candidate',
        jobName: job.name,
        rating: values.rating,
        recommendation: RECOMMENDATION_LABELS[values.recommendation],
        link: `${publicUrl}/interviews/${interview.id}/feedback`,
      },
      aggregateType: 'interview',
      aggregateId: interview.id,
      requestId: input.requestId,
    })
  }
}

/** Answers only to this job's questions (a question taken off since may keep its answer). */
export async function checkAnswerQuestions(db: DbOrTx, jobId: string, answers: Record<string, unknown>) {
  const questionIds = Object.keys(answers)
  if (!questionIds.length) return
  const known = await db
    .select({ id: jobInterviewQuestionsTable.id })
    .from(jobInterviewQuestionsTable)
    .where(and(eq(jobInterviewQuestionsTable.jobId, jobId), inArray(jobInterviewQuestionsTable.id, questionIds)))
  const knownIds = new Set(known.map((q) => q.id))
  const stray = questionIds.find((id) => !knownIds.has(id))
  if (stray) throw AppError.field(`answers.${stray}`, 'unknownQuestion', 'Not an interview question of this job')
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
  await checkAnswerQuestions(ctx.db, interview.jobId, input.answers)
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
    if (!before) {
      const [me] = await tx
        .select({ firstName: usersTable.firstName, lastName: usersTable.lastName, email: usersTable.email })
        .from(usersTable)
        .where(eq(usersTable.id, ctx.actor.userId))
      await noticeFeedbackGiven(tx, {
        requestId: ctx.requestId,
        interview,
        job: loaded.job,
        candidate: loaded.candidate,
        author: { userId: ctx.actor.userId, name: fullName(me ?? null) || me?.email || '' },
        values,
        publicUrl,
      })
    }
  })
  const mine = (await feedbackOf(ctx.db, interview.id, { userId: ctx.actor.userId })).find((f) => f.isMine)
  if (!mine) throw new AppError('INTERNAL')
  return mine
}
