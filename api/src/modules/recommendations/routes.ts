/**
 * Recommendations (001 §7, 002 §7): the engine's status, its explanation of a candidate for a
 * job, a job's near-misses, and jobs recommended to a candidate. Recommendations are provider
 * staff's: clients never see the recommended list (000 §6), candidates only the jobs staff
 * recommended to them.
 */
import { Answers, DataEnvelope, ErrorResponses, IdParams } from '@quota/shared/contracts/common'
import {
  NearMissesDto,
  RecommendationDetailsDto,
  RecommendationDetailsQuery,
  RecommendedJobsDto,
  RecommendJobsBody,
  RecommendStatusDto,
  RecommendStatusQuery,
} from '@quota/shared/contracts/recommendations'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { jobNearMisses, recommendationDetails } from './details'
import { recommendedJobs, recommendJobs } from './recommended-jobs'
import { recommendStatus } from './runs'

const STAFF = { userTypes: ['staff'] } as const

export const recommendationsRoutes = (deps: AppDeps) => {
  const ctx = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return new Elysia({ name: 'recommendations', prefix: '/api', tags: ['Recommendations'] })
    .use(moduleBase(deps))
    .get(
      '/recommend/status',
      async ({ actor, requestId, query }) => ({
        data: await recommendStatus({ ctx: ctx(actor, requestId), input: query }),
      }),
      {
        auth: STAFF,
        query: RecommendStatusQuery,
        response: { 200: DataEnvelope(RecommendStatusDto), ...ErrorResponses, ...Answers(404) },
        detail: {
          summary: 'Whether a job’s (or candidate’s) recommendations are computing or ready, with counts per pool',
          operationId: 'recommendStatus',
        },
      },
    )
    .get(
      '/recommend/:id/recommendation-details',
      async ({ actor, requestId, params, query }) => ({
        data: await recommendationDetails({ ctx: ctx(actor, requestId), input: { id: params.id, ...query } }),
      }),
      {
        auth: STAFF,
        params: IdParams,
        query: RecommendationDetailsQuery,
        response: { 200: DataEnvelope(RecommendationDetailsDto), ...ErrorResponses, ...Answers(404) },
        detail: {
          summary:
            'Why a candidate is (or is not) recommended for a job: each numbered rule, the score parts, and for a near-miss what would change it',
          operationId: 'recommendationDetails',
        },
      },
    )
    .get(
      '/jobs/:id/recommendation-near-misses',
      async ({ actor, requestId, params }) => jobNearMisses({ ctx: ctx(actor, requestId), input: params }),
      {
        auth: STAFF,
        params: IdParams,
        response: { 200: NearMissesDto, ...ErrorResponses, ...Answers(404) },
        detail: {
          summary: 'The best candidates one fixable rule away from a job’s pools, and what would change it',
          operationId: 'jobRecommendationNearMisses',
        },
      },
    )
    .get(
      '/candidates/:id/recommended-jobs',
      ({ actor, requestId, params }) => recommendedJobs({ ctx: ctx(actor, requestId), input: params }),
      {
        auth: { userTypes: ['staff', 'candidate'] },
        params: IdParams,
        response: { 200: RecommendedJobsDto, ...ErrorResponses, ...Answers(404) },
        detail: {
          summary:
            'Jobs recommended to a candidate (staff also see the open jobs the engine finds them eligible for, with scores)',
          operationId: 'candidateRecommendedJobs',
        },
      },
    )
    .post(
      '/candidates/:id/recommend-jobs',
      ({ actor, requestId, params, body }) =>
        recommendJobs({ ctx: ctx(actor, requestId), input: { id: params.id, ...body } }),
      {
        auth: { userTypes: ['staff'], permission: 'recruiter' },
        params: IdParams,
        body: RecommendJobsBody,
        response: { 200: RecommendedJobsDto, ...ErrorResponses, ...Answers(404) },
        detail: {
          summary: 'Recommend up to 5 open jobs to a candidate: they see them on their dashboard and are told at once',
          operationId: 'recommendJobs',
        },
      },
    )
}
