/**
 * The job's interview questions (GET and PUT jobs/{id}/interview-questions): what every
 * interviewer answers in their feedback. Recruiters and the job's client set them; a question
 * taken off keeps its row (removedAt) so answers already given still read and summarize.
 */
import type { InterviewQuestionDto, PutInterviewQuestionsInput } from '@quota/shared/contracts/interview-feedback'
import { questionsWriteAccess } from '@quota/shared/domain/interview-feedback/index'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { jobInterviewQuestionsTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { feedbackViewerOf, jobNotFound, readableJob, refusal } from './access'

export async function liveQuestions(db: DbOrTx, jobId: string): Promise<InterviewQuestionDto[]> {
  return db
    .select({
      id: jobInterviewQuestionsTable.id,
      text: jobInterviewQuestionsTable.text,
      position: jobInterviewQuestionsTable.position,
    })
    .from(jobInterviewQuestionsTable)
    .where(and(eq(jobInterviewQuestionsTable.jobId, jobId), isNull(jobInterviewQuestionsTable.removedAt)))
    .orderBy(asc(jobInterviewQuestionsTable.position), asc(jobInterviewQuestionsTable.createdAt))
}

export async function listInterviewQuestions({ ctx, input }: { ctx: UseCaseContext; input: { jobId: string } }) {
  const job = await readableJob(ctx, input.jobId)
  return liveQuestions(ctx.db, job.id)
}

export async function putInterviewQuestions({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: PutInterviewQuestionsInput & { jobId: string }
}): Promise<InterviewQuestionDto[]> {
  const job = await readableJob(ctx, input.jobId)
  const verdict = questionsWriteAccess({
    viewer: feedbackViewerOf(ctx.actor),
    sameOrganization: job.organizationId === ctx.actor.organizationId,
    isRecruiter: ctx.actor.permissions.includes('recruiter'),
  })
  if (verdict !== 'ok') throw refusal(verdict, jobNotFound)
  const before = await liveQuestions(ctx.db, job.id)
  const known = new Map(before.map((q) => [q.id, q]))
  const ids = input.questions.flatMap((q) => (q.id ? [q.id] : []))
  const unknown = input.questions.findIndex((q) => q.id && !known.has(q.id))
  if (unknown >= 0)
    throw AppError.field(`questions.${unknown}.id`, 'unknownQuestion', 'Not a current question of this job')
  if (new Set(ids).size !== ids.length)
    throw AppError.field('questions', 'duplicateQuestion', 'A question is listed twice')
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    for (const q of before) {
      if (!ids.includes(q.id))
        await tx
          .update(jobInterviewQuestionsTable)
          .set({ removedAt: now, updatedAt: now })
          .where(eq(jobInterviewQuestionsTable.id, q.id))
    }
    for (const [position, q] of input.questions.entries()) {
      if (q.id) {
        await tx
          .update(jobInterviewQuestionsTable)
          .set({ text: q.text, position, updatedAt: now })
          .where(eq(jobInterviewQuestionsTable.id, q.id))
      } else {
        await tx
          .insert(jobInterviewQuestionsTable)
          .values({ jobId: job.id, text: q.text, position, createdBy: ctx.actor.userId })
      }
    }
    await writeAudit(tx, ctx, {
      entityType: 'job',
      entityId: job.id,
      action: 'update',
      field: 'interviewQuestions',
      before: before.map((q) => q.text),
      after: input.questions.map((q) => q.text),
    })
  })
  return liveQuestions(ctx.db, job.id)
}
