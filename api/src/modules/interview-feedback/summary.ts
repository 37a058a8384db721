/**
 * GET interview-feedback/summary/questions (002 §7; jobId, questionsFilter): per question of the
 * job, how many answered, the stars given (mean and spread) and the words written, over every
 * interviewer's feedback on the job's interviews; plus the overall stars and recommendations.
 * A client summarizes only the interviews of candidates it sees in its job.
 */
import type { FeedbackSummaryDto, FeedbackSummaryQuery } from '@quota/shared/contracts/interview-feedback'
import {
  type FeedbackForSummary,
  summarizeOverall,
  summarizeQuestions,
} from '@quota/shared/domain/interview-feedback/index'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq, ne } from 'drizzle-orm'
import {
  candidatesTable,
  interviewFeedbackTable,
  interviewsTable,
  jobCandidatesTable,
  jobInterviewQuestionsTable,
  usersTable,
} from '../../db/schema'
import type { UseCaseContext } from '../context'
import { clientCanSee } from '../pipeline/index'
import { feedbackViewerOf, readableJob, STAGE_COLUMNS } from './access'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function summarizeFeedbackQuestions({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: FeedbackSummaryQuery
}): Promise<FeedbackSummaryDto> {
  const job = await readableJob(ctx, input.jobId)
  const filter = input.questionsFilter
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const bad = filter?.find((id) => !UUID.test(id))
  if (bad !== undefined)
    throw AppError.field('questionsFilter', 'invalidQuestionId', `Not a question id: ${bad.slice(0, 40)}`)
  const questions = await ctx.db
    .select()
    .from(jobInterviewQuestionsTable)
    .where(eq(jobInterviewQuestionsTable.jobId, job.id))
    .orderBy(asc(jobInterviewQuestionsTable.position), asc(jobInterviewQuestionsTable.createdAt))
  const byId = new Map(questions.map((q) => [q.id, q]))
  const stray = filter?.find((id) => !byId.has(id))
  if (stray)
    throw AppError.field('questionsFilter', 'unknownQuestion', `Not an interview question of this job: ${stray}`)
  // live questions first, in order; then removed ones that still have answers (below)
  const chosen = filter
    ? filter.map((id) => byId.get(id)!)
    : [...questions.filter((q) => !q.removedAt), ...questions.filter((q) => q.removedAt)]

  const rows = await ctx.db
    .select({
      feedback: interviewFeedbackTable,
      author: { firstName: usersTable.firstName, lastName: usersTable.lastName, email: usersTable.email },
      candidate: { searchStatus: candidatesTable.searchStatus },
      stage: STAGE_COLUMNS,
    })
    .from(interviewFeedbackTable)
    .innerJoin(interviewsTable, eq(interviewsTable.id, interviewFeedbackTable.interviewId))
    .innerJoin(jobCandidatesTable, eq(jobCandidatesTable.id, interviewsTable.jobCandidateId))
    .innerJoin(candidatesTable, eq(candidatesTable.id, interviewsTable.candidateId))
    .leftJoin(usersTable, eq(usersTable.id, interviewFeedbackTable.authorId))
    .where(and(eq(interviewsTable.jobId, job.id), ne(interviewsTable.state, 'cancelled')))
    .orderBy(asc(interviewFeedbackTable.createdAt))
  const client = feedbackViewerOf(ctx.actor) === 'client'
  const feedback: FeedbackForSummary[] = rows
    .filter((r) => !client || clientCanSee(r.stage, r.candidate))
    .filter((r) => r.feedback.rating !== null && r.feedback.recommendation !== null)
    .map(({ feedback: f, author }) => ({
      authorName:
        [author?.firstName, author?.lastName].filter(Boolean).join(' ').trim() || author?.email || 'Former user',
      interviewId: f.interviewId,
      rating: f.rating!,
      recommendation: f.recommendation!,
      answers: f.answers,
    }))
  const summaries = summarizeQuestions(chosen, feedback)
  const overall = summarizeOverall(feedback)
  return {
    jobId: job.id,
    ...overall,
    questions: summaries
      .map((s) => ({ ...s, isRemoved: !!byId.get(s.questionId)!.removedAt }))
      // a removed question with no answers says nothing unless asked for by id
      .filter((s) => filter || !s.isRemoved || s.answerCount > 0),
  }
}
