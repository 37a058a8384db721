import { Answers, DataEnvelope, ErrorResponses, ListEnvelope } from '@quota/shared/contracts/common'
import {
  InterviewLinkAnswer,
  InterviewLinkParams,
  InterviewResponseInput,
} from '@quota/shared/contracts/interview-response'
import {
  CancelInterviewInput,
  InterviewCalendarSync,
  InterviewDefaultDetails,
  InterviewDto,
  InterviewParams,
  JobInterviewRow,
  RescheduleInterviewInput,
} from '@quota/shared/contracts/interviews'
import {
  ACTION_INPUTS,
  ACTION_SUMMARIES,
  BulkApproveInput,
  BulkApproveResult,
  CandidateAggregate,
  CandidateAggregateParams,
  CandidateAggregateQuery,
  CandidateJobOption,
  CandidateJobsQuery,
  CandidateStatusAnswer,
  ChangeJobStatusInput,
  ChangeJobStatusResult,
  ConfirmInMailInput,
  FlagJitFarmingInput,
  JitOpportunityAnswer,
  JitOpportunityInput,
  JitOpportunityParams,
  JobAggregatesAnswer,
  JobCandidateListItem,
  JobCandidateParams,
  JobCandidateStatusParams,
  JobCandidatesParams,
  JobCandidatesQuery,
  JobParams,
  StageActionResult,
  SubmittalBlurb,
  SubmittalBlurbQuery,
  UpdateSubmittalBlurbInput,
} from '@quota/shared/contracts/pipeline'
import { ACTIONS, type Action } from '@quota/shared/domain/workflow/index'
import { Elysia } from 'elysia'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import { moduleBase } from '../module-base'
import { bulkApprove } from './bulk-approve'
import { cancelInterview } from './cancel-interview'
import { changeJobStatus } from './change-job-status'
import { confirmInMail } from './confirm-inmail'
import { downloadInterviewIcs } from './download-interview-ics'
import { getCandidateAggregate } from './get-candidate-aggregate'
import { getCandidateStatus } from './get-candidate-status'
import { getInterviewDefaults } from './get-interview-defaults'
import { getJobAggregates } from './get-job-aggregates'
import { invitationOrganizer } from './interview-calendar'
import { interviewCalendarSyncState } from './interview-calendar-sync-state'
import { flagForJitFarming } from './jit-farming'
import { listCandidateJobs } from './list-candidate-jobs'
import { listJobCandidatesUseCase } from './list-job-candidates'
import { listJobInterviews } from './list-job-interviews'
import { type PipelineContext, performStageAction } from './perform-stage-action'
import { rescheduleInterview } from './reschedule-interview'
import { readInterviewLink, respondToInterview } from './respond-to-interview'
import { respondToOpportunity } from './respond-to-opportunity'
import { getSubmittalBlurb, updateSubmittalBlurb } from './submittal-blurb'

/** Provider staff and client recruiters act on a job's candidates; candidates never do. */
const PIPELINE_USERS = { userTypes: ['staff', 'client'] } as const

const operationIdOf = (action: Action) => `stageAction${action[0]!.toUpperCase()}${action.slice(1)}`

/** The pipeline's use-case context of a request (mail links, the invitations' organizer). */
export function pipelineContextOf(deps: AppDeps) {
  const publicUrl = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`
  const organizer = invitationOrganizer(deps.config)
  return (actor: Actor, requestId: string): PipelineContext => ({
    actor,
    requestId,
    db: deps.db,
    publicUrl,
    organizer,
    config: deps.config,
    logger: deps.logger,
  })
}

export const pipelineRoutes = (deps: AppDeps) => {
  const ctxOf = pipelineContextOf(deps)

  const app = new Elysia({ name: 'pipeline', prefix: '/api', tags: ['Pipeline'] })
    .use(moduleBase(deps))
    .get(
      '/jobs/:id/candidates',
      async ({ params, query, actor, requestId, antiBias }) =>
        listJobCandidatesUseCase({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, ...query, antiBias } }),
      {
        auth: PIPELINE_USERS,
        antiBias: true,
        params: JobCandidatesParams,
        query: JobCandidatesQuery,
        response: { 200: ListEnvelope(JobCandidateListItem), ...ErrorResponses },
        detail: {
          summary: "A job's candidates in one list, with each row's stage and the caller's actions",
          operationId: 'listJobCandidates',
        },
      },
    )
    .post(
      '/jobs/:id/candidates/actions/bulkApprove',
      async ({ params, body, actor, requestId }) => ({
        data: await bulkApprove({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, ...body } }),
      }),
      {
        auth: PIPELINE_USERS,
        params: JobCandidatesParams,
        body: BulkApproveInput,
        response: { 200: DataEnvelope(BulkApproveResult), ...ErrorResponses, ...Answers(409) },
        detail: {
          summary: 'Approve up to 10 Pending AM Approval submittals at once',
          operationId: 'bulkApproveCandidates',
        },
      },
    )
    .post(
      '/jobs/:id/candidates/:candidateId/jit-farming',
      async ({ params, body, actor, requestId }) => ({
        data: await flagForJitFarming({
          ctx: ctxOf(actor, requestId),
          input: { jobId: params.id, candidateId: params.candidateId, ...body },
        }),
      }),
      {
        auth: { userTypes: ['staff'], permission: 'recruiter' },
        params: JobCandidateParams,
        body: FlagJitFarmingInput,
        response: { 200: DataEnvelope(StageActionResult), ...ErrorResponses, ...Answers(409) },
        detail: {
          summary: 'Flag a candidate for JIT farming: handed to marketing and locked 15 minutes later',
          operationId: 'flagCandidateForJitFarming',
        },
      },
    )
    .post(
      '/jobs/:id/candidates/:candidateId/inmail-outcome',
      async ({ params, body, actor, requestId }) => ({
        data: await confirmInMail({
          ctx: ctxOf(actor, requestId),
          input: { jobId: params.id, candidateId: params.candidateId, ...body },
        }),
      }),
      {
        auth: { userTypes: ['staff'], permission: 'recruiter' },
        params: JobCandidateParams,
        body: ConfirmInMailInput,
        response: { 200: DataEnvelope(StageActionResult), ...ErrorResponses },
        detail: {
          summary:
            'The recruiter reports whether the drafted InMail went out on the site (InMail Sent) or not (InMail Error); nothing is sent by Quota',
          operationId: 'confirmInMailOutcome',
        },
      },
    )
    .get(
      '/jobs/:id/candidate/:candidateId/status',
      async ({ params, actor, requestId }) => ({
        data: await getCandidateStatus({
          ctx: ctxOf(actor, requestId),
          input: { jobId: params.id, candidateId: params.candidateId },
        }),
      }),
      {
        auth: PIPELINE_USERS,
        params: JobCandidateStatusParams,
        response: { 200: DataEnvelope(CandidateStatusAnswer), ...ErrorResponses },
        detail: {
          summary: "A candidate's stage in a job, the caller's actions and the candidate's label",
          operationId: 'getJobCandidateStatus',
        },
      },
    )
    .get(
      '/jobs/:id/aggregates',
      async ({ params, actor, requestId }) => ({
        data: await getJobAggregates({ ctx: ctxOf(actor, requestId), input: { jobId: params.id } }),
      }),
      {
        auth: PIPELINE_USERS,
        params: JobParams,
        response: { 200: DataEnvelope(JobAggregatesAnswer), ...ErrorResponses },
        detail: {
          summary: "A job's candidate counts (provider and client), flags and main stage",
          operationId: 'getJobAggregates',
        },
      },
    )
    .get(
      '/candidates/submittal-blurb',
      async ({ query, actor, requestId, antiBias }) => ({
        data: await getSubmittalBlurb({ ctx: ctxOf(actor, requestId), input: query, antiBias }),
      }),
      {
        auth: PIPELINE_USERS,
        antiBias: true,
        query: SubmittalBlurbQuery,
        response: { 200: DataEnvelope(SubmittalBlurb), ...ErrorResponses },
        detail: {
          summary: "The recruiter's pitch sent with a candidate's submittal to a job",
          operationId: 'getSubmittalBlurb',
        },
      },
    )
    .patch(
      '/candidates/submittal-blurb',
      async ({ body, actor, requestId }) => ({
        data: await updateSubmittalBlurb({ ctx: ctxOf(actor, requestId), input: body }),
      }),
      {
        auth: PIPELINE_USERS,
        body: UpdateSubmittalBlurbInput,
        response: { 200: DataEnvelope(SubmittalBlurb), ...ErrorResponses, ...Answers(409) },
        detail: {
          summary: "Change the submittal's pitch (provider recruiters, while submitted, sent out or offered)",
          operationId: 'updateSubmittalBlurb',
        },
      },
    )
    .get(
      '/candidates/jobs',
      async ({ query, actor, requestId }) => listCandidateJobs({ ctx: ctxOf(actor, requestId), input: query }),
      {
        auth: PIPELINE_USERS,
        query: CandidateJobsQuery,
        response: { 200: ListEnvelope(CandidateJobOption), ...ErrorResponses },
        detail: {
          summary:
            'Jobs to add selected candidates to, with where each already stands and whether the action is available',
          operationId: 'listCandidateJobs',
        },
      },
    )
    .get(
      '/candidates/:id/aggregate',
      async ({ params, query, actor, requestId }) => ({
        data: await getCandidateAggregate({
          ctx: ctxOf(actor, requestId),
          input: { candidateId: params.id, jobId: query.jobId },
        }),
      }),
      {
        auth: PIPELINE_USERS,
        params: CandidateAggregateParams,
        query: CandidateAggregateQuery,
        response: { 200: DataEnvelope(CandidateAggregate), ...ErrorResponses },
        detail: {
          summary: "Where a candidate stands across jobs (the caller's view), and its row in one job",
          operationId: 'getCandidateAggregate',
        },
      },
    )
    .put(
      '/jobs/:id/status',
      async ({ params, body, actor, requestId }) => ({
        data: await changeJobStatus({ ctx: ctxOf(actor, requestId), input: { jobId: params.id, ...body } }),
      }),
      {
        auth: PIPELINE_USERS,
        params: JobParams,
        body: ChangeJobStatusInput,
        response: { 200: DataEnvelope(ChangeJobStatusResult), ...ErrorResponses, ...Answers(409) },
        detail: {
          summary: "Change a job's status; closing rejects its in-process candidates",
          operationId: 'changeJobStatus',
        },
      },
    )
    .get(
      '/guest/candidate/jit-opportunity/:hash/:response',
      async ({ params, requestId }) => ({
        data: await respondToOpportunity({ ctx: { db: deps.db, requestId }, input: { ...params, body: null } }),
      }),
      {
        isPublic: true,
        params: JitOpportunityParams,
        response: { 200: DataEnvelope(JitOpportunityAnswer), ...ErrorResponses, ...Answers(409, 410) },
        detail: { summary: 'Check an opportunity link before answering it', operationId: 'checkJitOpportunityLink' },
      },
    )
    .post(
      '/guest/candidate/jit-opportunity/:hash/:response',
      async ({ params, body, requestId }) => ({
        data: await respondToOpportunity({ ctx: { db: deps.db, requestId }, input: { ...params, body } }),
      }),
      {
        isPublic: true,
        params: JitOpportunityParams,
        body: JitOpportunityInput,
        response: { 200: DataEnvelope(JitOpportunityAnswer), ...ErrorResponses, ...Answers(409, 410) },
        detail: {
          summary: 'The candidate answers an opportunity: interested, or not interested with reasons',
          operationId: 'respondToJitOpportunity',
        },
      },
    )
    .get(
      '/guest/candidate/interviews/:hash',
      async ({ params, requestId }) => ({
        data: await readInterviewLink({ ctx: { db: deps.db, requestId }, input: params }),
      }),
      {
        isPublic: true,
        params: InterviewLinkParams,
        response: { 200: DataEnvelope(InterviewLinkAnswer), ...ErrorResponses, ...Answers(409, 410) },
        detail: {
          summary: 'The interview an invite link points to, and whether it was answered',
          operationId: 'readInterviewLink',
        },
      },
    )
    .post(
      '/guest/candidate/interviews/:hash/response',
      async ({ params, body, requestId }) => ({
        data: await respondToInterview({ ctx: { db: deps.db, requestId }, input: { ...params, body } }),
      }),
      {
        isPublic: true,
        params: InterviewLinkParams,
        body: InterviewResponseInput,
        response: { 200: DataEnvelope(InterviewLinkAnswer), ...ErrorResponses, ...Answers(409, 410) },
        detail: {
          summary: 'The candidate answers an interview invite once: accept, decline, or propose another time',
          operationId: 'respondToInterview',
        },
      },
    )

  app
    .patch(
      '/interviews/:id',
      async ({ params, body, actor, requestId }) => ({
        data: await rescheduleInterview({ ctx: ctxOf(actor, requestId), input: { interviewId: params.id, ...body } }),
      }),
      {
        auth: PIPELINE_USERS,
        params: InterviewParams,
        body: RescheduleInterviewInput,
        response: { 200: DataEnvelope(InterviewDto), ...ErrorResponses },
        detail: {
          summary: 'Move an interview; with Send the audience gets the update (same UID, next SEQUENCE)',
          operationId: 'rescheduleInterview',
        },
      },
    )
    .delete(
      '/interviews/:id',
      async ({ params, query, actor, requestId }) => ({
        data: await cancelInterview({ ctx: ctxOf(actor, requestId), input: { interviewId: params.id, ...query } }),
      }),
      {
        auth: PIPELINE_USERS,
        params: InterviewParams,
        query: CancelInterviewInput,
        response: { 200: DataEnvelope(InterviewDto), ...ErrorResponses },
        detail: {
          summary: 'Cancel an interview (up to 30 days after it); with Send the audience gets METHOD:CANCEL',
          operationId: 'cancelInterview',
        },
      },
    )
    .get(
      '/jobs/:id/candidate/:candidateId/request-interview-default-details',
      async ({ params, actor, requestId }) => ({
        data: await getInterviewDefaults({
          ctx: ctxOf(actor, requestId),
          input: { jobId: params.id, candidateId: params.candidateId },
        }),
      }),
      {
        auth: PIPELINE_USERS,
        params: JobCandidateStatusParams,
        response: { 200: DataEnvelope(InterviewDefaultDetails), ...ErrorResponses },
        detail: {
          summary:
            "The schedule form's defaults: job, candidate, account manager, time zone, 9:00 AM for 30 minutes, business hours 9 to 18 in the candidate's zone",
          operationId: 'getInterviewDefaultDetails',
        },
      },
    )
    .get(
      '/jobs/:id/interviews',
      async ({ params, actor, requestId }) => ({
        data: await listJobInterviews({ ctx: ctxOf(actor, requestId), input: { jobId: params.id } }),
      }),
      {
        auth: PIPELINE_USERS,
        params: JobParams,
        response: { 200: DataEnvelope(z.array(JobInterviewRow)), ...ErrorResponses },
        detail: {
          summary:
            "The job's Scheduled Interviews table (name, interviewers, date, time, duration, created by, created at) for recruiters and the job's client",
          operationId: 'listJobInterviews',
        },
      },
    )
    .get(
      '/interviews/:id/calendar-sync',
      async ({ params, actor, requestId }) => ({
        data: await interviewCalendarSyncState({ ctx: ctxOf(actor, requestId), input: { interviewId: params.id } }),
      }),
      {
        auth: PIPELINE_USERS,
        params: InterviewParams,
        response: { 200: DataEnvelope(InterviewCalendarSync), ...ErrorResponses },
        detail: {
          summary:
            "The interview in each interviewer's connected calendar: written, removed, pending, or why not (no calendar connected, not a user, failed)",
          operationId: 'getInterviewCalendarSync',
        },
      },
    )
    .get(
      '/interviews/:id/ics',
      async ({ params, actor, requestId }) => {
        const ctx = ctxOf(actor, requestId)
        return downloadInterviewIcs({ ctx, input: { interviewId: params.id }, organizer: ctx.organizer })
      },
      {
        auth: PIPELINE_USERS,
        params: InterviewParams,
        response: { 200: z.any().describe('text/calendar (RFC 5545)'), ...ErrorResponses },
        detail: {
          summary: 'An interview as an iCalendar (.ics) file for staff and the job’s client',
          operationId: 'downloadInterviewIcs',
        },
      },
    )

  // One route per action, each with its own body schema (and so its own OpenAPI entry).
  for (const action of ACTIONS) {
    app.post(
      `/jobs/:id/candidates/:candidateId/actions/${action}`,
      async ({ params, body, actor, requestId }) => ({
        data: await performStageAction({
          ctx: ctxOf(actor, requestId),
          input: { jobId: params.id, candidateId: params.candidateId, action, body: body as never },
        }),
      }),
      {
        auth: PIPELINE_USERS,
        params: JobCandidateParams,
        body: ACTION_INPUTS[action],
        response: { 200: DataEnvelope(StageActionResult), ...ErrorResponses, ...Answers(409) },
        detail: { summary: ACTION_SUMMARIES[action], operationId: operationIdOf(action) },
      },
    )
  }
  return app
}
