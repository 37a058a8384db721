import {
  AuditTrailEntry,
  AuditTrailQuery,
  CandidateIdParams,
  DashboardAnswer,
  DashboardJob,
  DashboardQuery,
  LastViewedAnswer,
} from '@quota/shared/contracts/candidate-dashboard'
import { DataEnvelope, ErrorResponses, ListEnvelope } from '@quota/shared/contracts/common'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { getDashboard } from './get-dashboard'
import { getAuditTrail, listJitHiddenJobs, updateDashboardLastViewed } from './other-use-cases'

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
        response: { 200: DashboardAnswer, ...ErrorResponses },
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
        response: { 200: DataEnvelope(LastViewedAnswer), ...ErrorResponses },
        detail: { summary: 'Mark the dashboard feed as seen', operationId: 'updateCandidateDashboardLastViewed' },
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
