/**
 * Interview feedback routes (issue 17 item 8): the job's interview questions, an interview's
 * feedback (read; write or edit one's own), the per-question summary
 * (`interview-feedback/summary/questions`, 002 §7), the interview report, and the outside
 * interviewers' feedback by mailed link (`guest/interview-feedback/{hash}`, no sign-in).
 */
import { Answers, DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import {
  FeedbackSummaryDto,
  FeedbackSummaryQuery,
  GuestFeedbackParams,
  GuestFeedbackSheet,
  InterviewFeedbackDto,
  InterviewFeedbackSheet,
  InterviewQuestionDto,
  InterviewReportDto,
  InterviewReportQuery,
  PutInterviewFeedbackInput,
  PutInterviewQuestionsInput,
} from '@quota/shared/contracts/interview-feedback'
import { InterviewParams } from '@quota/shared/contracts/interviews'
import { JobParams } from '@quota/shared/contracts/pipeline'
import { Elysia } from 'elysia'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps'
import { moduleBase } from '../module-base'
import { getFeedbackSheet, putInterviewFeedback } from './feedback'
import { putGuestFeedback, readGuestFeedback } from './guest-feedback'
import { listInterviewQuestions, putInterviewQuestions } from './questions'
import { interviewReport } from './report'
import { summarizeFeedbackQuestions } from './summary'

/** Provider staff and client recruiters; candidates never (403). */
const FEEDBACK_USERS = { userTypes: ['staff', 'client'] } as const

export const interviewFeedbackRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'interview-feedback', prefix: '/api', tags: ['Interview feedback'] })
    .use(moduleBase(deps))
    .get(
      '/jobs/:id/interview-questions',
      async ({ params, actor, requestId }) => ({
        data: await listInterviewQuestions({ ctx: { actor, requestId, db: deps.db }, input: { jobId: params.id } }),
      }),
      {
        auth: FEEDBACK_USERS,
        params: JobParams,
        response: { 200: DataEnvelope(z.array(InterviewQuestionDto)), ...ErrorResponses },
        detail: {
          summary: "The job's interview questions every interviewer answers in their feedback",
          operationId: 'listInterviewQuestions',
        },
      },
    )
    .put(
      '/jobs/:id/interview-questions',
      async ({ params, body, actor, requestId }) => ({
        data: await putInterviewQuestions({
          ctx: { actor, requestId, db: deps.db },
          input: { jobId: params.id, ...body },
        }),
      }),
      {
        auth: FEEDBACK_USERS,
        params: JobParams,
        body: PutInterviewQuestionsInput,
        response: { 200: DataEnvelope(z.array(InterviewQuestionDto)), ...ErrorResponses },
        detail: {
          summary: "Set the job's interview questions (recruiters and the job's client); answers to removed ones stay",
          operationId: 'putInterviewQuestions',
        },
      },
    )
    .get(
      '/interviews/:id/feedback',
      async ({ params, actor, requestId }) => ({
        data: await getFeedbackSheet({ ctx: { actor, requestId, db: deps.db }, input: { interviewId: params.id } }),
      }),
      {
        auth: FEEDBACK_USERS,
        params: InterviewParams,
        response: { 200: DataEnvelope(InterviewFeedbackSheet), ...ErrorResponses },
        detail: {
          summary:
            "An interview's feedback with the job's questions and whether the caller may give theirs (staff and the job's client)",
          operationId: 'getInterviewFeedback',
        },
      },
    )
    .put(
      '/interviews/:id/feedback',
      async ({ params, body, actor, requestId }) => ({
        data: await putInterviewFeedback({
          ctx: { actor, requestId, db: deps.db },
          input: { interviewId: params.id, ...body },
          publicUrl: deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`,
        }),
      }),
      {
        auth: FEEDBACK_USERS,
        params: InterviewParams,
        body: PutInterviewFeedbackInput,
        response: { 200: DataEnvelope(InterviewFeedbackDto), ...ErrorResponses, ...Answers(409) },
        detail: {
          summary:
            'Give or edit your feedback on an interview that has started: 1 to 5 stars, answers, recommendation (its interviewers and recruiters)',
          operationId: 'putInterviewFeedback',
        },
      },
    )
    .get(
      '/interview-feedback/summary/questions',
      async ({ query, actor, requestId }) => ({
        data: await summarizeFeedbackQuestions({ ctx: { actor, requestId, db: deps.db }, input: query }),
      }),
      {
        auth: FEEDBACK_USERS,
        query: FeedbackSummaryQuery,
        response: { 200: DataEnvelope(FeedbackSummaryDto), ...ErrorResponses, ...Answers(404) },
        detail: {
          summary: "Per question of a job: answers, stars (mean and spread) and words over all interviewers' feedback",
          operationId: 'getFeedbackQuestionsSummary',
        },
      },
    )
    .get(
      '/interview-report',
      async ({ query, actor, requestId }) => ({
        data: await interviewReport({ ctx: { actor, requestId, db: deps.db }, input: query, config: deps.config }),
      }),
      {
        auth: FEEDBACK_USERS,
        query: InterviewReportQuery,
        response: { 200: DataEnvelope(InterviewReportDto), ...ErrorResponses },
        detail: {
          summary:
            'The interview report, 100 a page, by interviewer or by round (default: my jobs, upcoming excluded, configured days back)',
          operationId: 'getInterviewReport',
        },
      },
    )
    .get(
      '/guest/interview-feedback/:hash',
      async ({ params, requestId }) => ({
        data: await readGuestFeedback({ ctx: { db: deps.db, requestId }, input: params }),
      }),
      {
        isPublic: true,
        params: GuestFeedbackParams,
        response: { 200: DataEnvelope(GuestFeedbackSheet), ...ErrorResponses, ...Answers(410) },
        detail: {
          summary:
            "An outside interviewer's feedback link: the interview, the job's questions and their feedback if given",
          operationId: 'readGuestInterviewFeedback',
        },
      },
    )
    .put(
      '/guest/interview-feedback/:hash',
      async ({ params, body, requestId }) => ({
        data: await putGuestFeedback({
          ctx: { db: deps.db, requestId },
          input: { ...params, body },
          publicUrl: deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`,
        }),
      }),
      {
        isPublic: true,
        params: GuestFeedbackParams,
        body: PutInterviewFeedbackInput,
        response: { 200: DataEnvelope(InterviewFeedbackDto), ...ErrorResponses, ...Answers(409, 410) },
        detail: {
          summary:
            'An outside interviewer gives or edits their feedback through the mailed link (valid 14 days, one per address)',
          operationId: 'putGuestInterviewFeedback',
        },
      },
    )
