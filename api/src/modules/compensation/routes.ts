import { DataEnvelope, ErrorResponses, IdParams } from '@quota/shared/contracts/common'
import {
  CompensationEngineBody,
  CompensationEngineResult,
  CompensationWorkExperience,
  PingSalesTeamBody,
  PingSalesTeamResult,
  UpdateExperienceSalaryBody,
} from '@quota/shared/contracts/compensation'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import { createLimiter } from '../../plugins/rate-limit'
import { moduleBase } from '../module-base'
import { compensationEngine } from './compensation-engine'
import { compensationWorkExperience, updateExperienceSalaryInfo } from './current-role-pay'
import { pingSalesTeam } from './ping-sales-team'

/**
 * Who reaches /comp-engine (spec 000 §2, 002 §2): client recruiters (the basic client
 * recruiter's home) and the provider's staff. Candidates do not: the spec gives them no route
 * to it, and the tool is for planning hires (403).
 */
const COMP_ENGINE_USERS = { userTypes: ['client', 'staff'] } as const
/** A candidate's current-role pay: the candidate themselves and staff (candidateFor narrows to their own). */
const PAY_EDITORS = { userTypes: ['candidate', 'staff'] } as const
/** Pings per user and hour: enough for real requests, not a mail cannon. */
const PINGS_PER_HOUR = 5

export const compensationRoutes = (deps: AppDeps) => {
  const pings = createLimiter(deps.db, 'comp-engine-ping', { points: PINGS_PER_HOUR, durationSeconds: 3600 })
  return new Elysia({ name: 'compensation', prefix: '/api', tags: ['Compensation engine'] })
    .use(moduleBase(deps))
    .post(
      '/compensation-engine',
      async ({ actor, body, requestId }) => ({
        data: await compensationEngine({
          ctx: { actor, requestId, db: deps.db },
          input: {
            positionIds: body.positionIds,
            stateIds: body.stateIds,
            cityIds: body.cityIds,
            levelIds: body.levelIds,
            experienceIds: body.experienceIds,
            pool: body.pool,
          },
        }),
      }),
      {
        auth: COMP_ENGINE_USERS,
        body: CompensationEngineBody,
        response: { 200: DataEnvelope(CompensationEngineResult), ...ErrorResponses },
        detail: {
          summary:
            'Salary, variable, OTE and equity benchmarks of the last 6 months, OTE split and quota ratio (aggregates only)',
          operationId: 'compensationEngine',
        },
      },
    )
    .post(
      '/compensation-engine/ping-sales-team',
      async ({ actor, body, requestId }) => {
        await pings.hit(actor.userId)
        return {
          data: await pingSalesTeam({
            ctx: { actor, requestId, db: deps.db },
            config: deps.config,
            input: {
              positionId: body.positionId,
              stateIds: body.stateIds,
              cityIds: body.cityIds,
              levelId: body.levelId,
              experienceId: body.experienceId,
              headcount: body.headcount,
              message: body.message,
            },
          }),
        }
      },
      {
        auth: COMP_ENGINE_USERS,
        body: PingSalesTeamBody,
        response: { 200: DataEnvelope(PingSalesTeamResult), ...ErrorResponses },
        detail: {
          summary:
            "Ask the provider's sales team to reach out (mail queued in the outbox; the answer never claims delivery)",
          operationId: 'compensationPingSalesTeam',
        },
      },
    )
    .get(
      '/compensation-engine/candidate/:id/work-experience',
      async ({ actor, params, requestId }) => ({
        data: await compensationWorkExperience({ ctx: { actor, requestId, db: deps.db }, candidateId: params.id }),
      }),
      {
        auth: PAY_EDITORS,
        params: IdParams,
        response: { 200: DataEnvelope(z.array(CompensationWorkExperience)), ...ErrorResponses },
        detail: {
          summary: "A candidate's roles with their pay (the candidate themselves, staff)",
          operationId: 'compensationCandidateWorkExperience',
        },
      },
    )
    .patch(
      '/compensation-engine/candidate/update-experience-salary-info',
      async ({ actor, body, requestId }) => ({
        data: await updateExperienceSalaryInfo({
          ctx: { actor, requestId, db: deps.db },
          input: {
            candidateId: body.candidateId,
            workExperienceId: body.workExperienceId,
            salary: body.salary,
            variable: body.variable,
            ote: body.ote,
          },
        }),
      }),
      {
        auth: PAY_EDITORS,
        body: UpdateExperienceSalaryBody,
        response: { 200: DataEnvelope(CompensationWorkExperience), ...ErrorResponses },
        detail: {
          summary:
            "The pay of a candidate's current role, which feeds the benchmarks (the candidate themselves, staff)",
          operationId: 'compensationUpdateExperienceSalaryInfo',
        },
      },
    )
}
