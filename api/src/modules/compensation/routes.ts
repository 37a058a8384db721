import { DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import { CompensationEngineBody, CompensationEngineResult } from '@quota/shared/contracts/compensation'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import { moduleBase } from '../module-base'
import { compensationEngine } from './compensation-engine'

/**
 * Who reaches /comp-engine (spec 000 §2, 002 §2): client recruiters (the basic client
 * recruiter's home) and the provider's staff. Candidates do not: the spec gives them no route
 * to it, and the tool is for planning hires (403).
 */
const COMP_ENGINE_USERS = { userTypes: ['client', 'staff'] } as const

export const compensationRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'compensation', prefix: '/api', tags: ['Compensation engine'] }).use(moduleBase(deps)).post(
    '/compensation-engine',
    async ({ actor, body, requestId }) => ({
      data: await compensationEngine({
        ctx: { actor, requestId, db: deps.db },
        input: {
          positionIds: body.positionIds,
          stateIds: body.stateIds,
          cityIds: body.cityIds,
          pool: body.pool,
        },
      }),
    }),
    {
      auth: COMP_ENGINE_USERS,
      body: CompensationEngineBody,
      response: { 200: DataEnvelope(CompensationEngineResult), ...ErrorResponses },
      detail: {
        summary: 'Salary, variable and OTE benchmarks of the last 6 months (aggregates only)',
        operationId: 'compensationEngine',
      },
    },
  )
