import {
  ActivityViewStatusAnswer,
  ActivityViewStatusInput,
  AuditTrailEntry,
  AuditTrailQuery,
  CandidateIdParams,
  CandidateInterview,
  DashboardAnswer,
  DashboardJob,
  DashboardQuery,
  FeedItem,
  GuestActivityViewStatusInput,
  InterviewIdParams,
  JobCandidateParams,
  LastViewedAnswer,
} from '@quota/shared/contracts/candidate-dashboard'
import { Answers, DataEnvelope, ErrorResponses, IdParams, ListEnvelope } from '@quota/shared/contracts/common'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { getDashboard } from './get-dashboard'
import { candidateInterviewIcs, listCandidateInterviews } from './interviews'
import {
  getAuditTrail,
  listJitHiddenJobs,
  markActivityItemViewed,
  markGuestActivityViewed,
  markJobActivityViewed,
  updateDashboardLastViewed,
  updateJobRowLastViewed,
} from './other-use-cases'

export const candidateDashboardRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return new Elysia({ name: 'candidate-dashboard', prefix: '/api', tags: ['Candidate dashboard'] })
    .use(moduleBase(deps))
    .get(
      '/candidates/dashboard',
      async ({ query, actor, requestId }) => getDashboard({ ctx: ctxOf(actor, requestId), input: query }),
      {
        auth: { userTypes: ['candidate'], candidateOnly: true },
        query: DashboardQuery,
        response: { 200: DashboardAnswer, ...ErrorResponses, ...Answers(404) },
        detail: {
          summary: "The candidate's dashboard: jobs with labels, feed, owner or re-inbound request",
          operationId: 'getCandidateDashboard',
        },
      },
    )
    .put(
      '/candidates/dashboard/lastViewed',
      async ({ actor, requestId }) => ({ data: await updateDashboardLastViewed({ ctx: ctxOf(actor, requestId) }) }),
      {
        auth: { userTypes: ['candidate'], candidateOnly: true },
        response: { 200: DataEnvelope(LastViewedAnswer), ...ErrorResponses, ...Answers(404) },
        detail: { summary: 'Mark the dashboard feed as seen', operationId: 'updateCandidateDashboardLastViewed' },
      },
    )
    .put(
      '/jobs/activity-view-status',
      async ({ body, actor, requestId }) => ({
        data: await markJobActivityViewed({ ctx: ctxOf(actor, requestId), input: body }),
      }),
      {
        auth: { userTypes: ['candidate'], candidateOnly: true },
        body: ActivityViewStatusInput,
        response: { 200: DataEnvelope(ActivityViewStatusAnswer), ...ErrorResponses },
        detail: {
          summary: "Mark a job's feed items as seen by the candidate (they no longer show New)",
          operationId: 'updateJobActivityViewStatus',
        },
      },
    )
    .put(
      '/guest/candidate/activity-view-status',
      async ({ body }) => ({ data: await markGuestActivityViewed({ db: deps.db, input: body }) }),
      {
        isPublic: true,
        body: GuestActivityViewStatusInput,
        response: { 200: DataEnvelope(ActivityViewStatusAnswer), ...ErrorResponses, ...Answers(410) },
        detail: {
          summary: "The candidate opened an opportunity link from a mail: that job's feed items are seen",
          operationId: 'updateGuestActivityViewStatus',
        },
      },
    )
    .patch(
      '/activity-history/:id',
      async ({ params, actor, requestId }) => ({
        data: await markActivityItemViewed({ ctx: ctxOf(actor, requestId), input: { id: params.id } }),
      }),
      {
        auth: { userTypes: ['candidate'], candidateOnly: true },
        params: IdParams,
        response: { 200: DataEnvelope(FeedItem), ...ErrorResponses },
        detail: { summary: 'Mark one of the feed items as seen', operationId: 'markActivityHistoryViewed' },
      },
    )
    .put(
      '/jobs/:id/candidate/:candidateId/last-viewed-status',
      async ({ params, actor, requestId }) => ({
        data: await updateJobRowLastViewed({
          ctx: ctxOf(actor, requestId),
          input: { jobId: params.id, candidateId: params.candidateId },
        }),
      }),
      {
        auth: { userTypes: ['candidate'], candidateOnly: true },
        params: JobCandidateParams,
        response: { 200: DataEnvelope(LastViewedAnswer), ...ErrorResponses },
        detail: {
          summary: "Mark a job's row on the candidate's dashboard as seen (it shows New again when it changes)",
          operationId: 'updateJobCandidateLastViewedStatus',
        },
      },
    )
    .get(
      '/candidate-dashboard/interviews',
      async ({ actor, requestId }) => ({ data: await listCandidateInterviews({ ctx: ctxOf(actor, requestId) }) }),
      {
        auth: { userTypes: ['candidate'], candidateOnly: true },
        response: { 200: DataEnvelope(z.array(CandidateInterview)), ...ErrorResponses, ...Answers(404) },
        detail: {
          summary: "The candidate's scheduled interviews: upcoming (soonest first), then past (latest first)",
          operationId: 'listCandidateInterviews',
        },
      },
    )
    .get(
      '/candidate-dashboard/interviews/:id/ics',
      async ({ params, actor, requestId }) =>
        candidateInterviewIcs({ ctx: ctxOf(actor, requestId), input: { interviewId: params.id } }),
      {
        auth: { userTypes: ['candidate'], candidateOnly: true },
        params: InterviewIdParams,
        response: { 200: z.any().describe('text/calendar (RFC 5545)'), ...ErrorResponses },
        detail: {
          summary: "One of the candidate's interviews as an iCalendar (.ics) file",
          operationId: 'getCandidateInterviewIcs',
        },
      },
    )
    .get(
      '/candidates/:id/jit-hidden-jobs',
      async ({ params, query, actor, requestId }) =>
        listJitHiddenJobs({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id, ...query } }),
      {
        auth: { userTypes: ['candidate', 'staff'] },
        params: CandidateIdParams,
        query: AuditTrailQuery,
        response: { 200: ListEnvelope(DashboardJob), ...ErrorResponses },
        detail: {
          summary: 'Opportunities the candidate declined by link (hidden from the dashboard)',
          operationId: 'listCandidateJitHiddenJobs',
        },
      },
    )
    .get(
      '/candidates/:id/audit-trail',
      async ({ params, query, actor, requestId }) =>
        getAuditTrail({ ctx: ctxOf(actor, requestId), input: { candidateId: params.id, ...query } }),
      {
        auth: { userTypes: ['staff'], permission: 'recruiter' },
        params: CandidateIdParams,
        query: AuditTrailQuery,
        response: { 200: ListEnvelope(AuditTrailEntry), ...ErrorResponses },
        detail: {
          summary: 'Everything that changed on a candidate, newest first (every stage change included)',
          operationId: 'getCandidateAuditTrail',
        },
      },
    )
}
