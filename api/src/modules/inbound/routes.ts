import { DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import { CompensationEngineBody, CompensationEngineResult } from '@quota/shared/contracts/compensation'
import {
  ApplyInput,
  ApplyResult,
  HireInput,
  HireResult,
  IdempotencyHeaders,
  SalesPingInput,
  SalesPingResult,
} from '@quota/shared/contracts/inbound'
import { COMPENSATION_MESSAGES } from '@quota/shared/domain/compensation/index'
import { AppError } from '@quota/shared/errors/index'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import { createLimiter } from '../../plugins/rate-limit'
import { storageFor } from '../../storage'
import { appOriginOf } from '../auth/context'
import { compensationBenchmarks } from '../compensation/compensation-engine'
import { moduleBase } from '../module-base'
import { allowedFeatures } from '../users/get-me'
import { type InboundCaller, inboundCallerPlugin } from './caller'
import { submitApplication } from './submit-application'
import { submitHireRequest } from './submit-hire-request'
import { NO_USER, pingSalesTeamFromWidget } from './widget-sales-ping'

const HOUR = 3600

/**
 * The public inbound calls the widgets and our /apply and /hire pages make (000 §2, §7): each
 * checks its caller (access key scope and origin, or our own origin), then counts against the
 * caller's address and key (429 with Retry-After past the limit), then hands off.
 */
export const inboundRoutes = (deps: AppDeps) => {
  const storage = storageFor(deps.config)
  const perAddress = createLimiter(deps.db, 'inbound-address', {
    points: deps.config.INBOUND_LIMIT_PER_ADDRESS,
    durationSeconds: HOUR,
  })
  const perKey = createLimiter(deps.db, 'inbound-key', {
    points: deps.config.INBOUND_LIMIT_PER_KEY,
    durationSeconds: HOUR,
  })
  const limit = (caller: InboundCaller) =>
    caller.key
      ? Promise.all([perAddress.hit(caller.address), perKey.hit(caller.key.id)])
      : perAddress.hit(caller.address)
  const inboundDeps = (request: Request, requestId: string) => ({
    db: deps.db,
    storage,
    config: deps.config,
    requestId,
    appOrigin: appOriginOf(request, deps.config),
  })

  return new Elysia({ name: 'inbound', prefix: '/api/inbound', tags: ['Inbound forms and widgets'] })
    .use(moduleBase(deps))
    .use(inboundCallerPlugin(deps))
    .post(
      '/apply',
      async ({ body, caller, headers, request, requestId }) => {
        await limit(caller)
        return {
          data: await submitApplication({
            deps: inboundDeps(request, requestId),
            caller,
            input: body,
            idempotencyKey: headers['idempotency-key'],
          }),
        }
      },
      {
        inbound: 'apply',
        body: ApplyInput,
        headers: IdempotencyHeaders,
        response: { 200: DataEnvelope(ApplyResult), ...ErrorResponses },
        detail: {
          summary: 'A candidate applies (creates or matches the candidate as New Inbound)',
          operationId: 'inboundApply',
        },
      },
    )
    .post(
      '/hire',
      async ({ body, caller, headers, request, requestId }) => {
        await limit(caller)
        return {
          data: await submitHireRequest({
            deps: inboundDeps(request, requestId),
            caller,
            input: body,
            idempotencyKey: headers['idempotency-key'],
          }),
        }
      },
      {
        inbound: 'hire',
        body: HireInput,
        headers: IdempotencyHeaders,
        response: { 200: DataEnvelope(HireResult), ...ErrorResponses },
        detail: {
          summary: 'A company asks for hiring help (an inbound lead for the sales team)',
          operationId: 'inboundHire',
        },
      },
    )
    .post(
      '/compensation-engine',
      async ({ body, caller }) => {
        await limit(caller)
        const features = await allowedFeatures(deps.db, NO_USER, caller.key?.organizationId ?? null)
        if (!features.includes('compEngine'))
          throw new AppError('FORBIDDEN', { message: COMPENSATION_MESSAGES.notEnabled })
        return {
          data: await compensationBenchmarks(deps.db, {
            positionIds: body.positionIds,
            stateIds: body.stateIds,
            cityIds: body.cityIds,
            levelIds: body.levelIds,
            experienceIds: body.experienceIds,
            pool: body.pool,
          }),
        }
      },
      {
        inbound: 'comp-engine',
        body: CompensationEngineBody,
        response: { 200: DataEnvelope(CompensationEngineResult), ...ErrorResponses },
        detail: {
          summary: 'The compensation widget: the same benchmarks as POST compensation-engine (aggregates only)',
          operationId: 'inboundCompensationEngine',
        },
      },
    )
    .post(
      '/compensation-engine/ping-sales-team',
      async ({ body, caller, headers, requestId }) => {
        await limit(caller)
        return {
          data: await pingSalesTeamFromWidget({
            deps: { db: deps.db, config: deps.config, requestId },
            caller,
            input: body,
            idempotencyKey: headers['idempotency-key'],
          }),
        }
      },
      {
        inbound: 'comp-engine',
        body: SalesPingInput,
        headers: IdempotencyHeaders,
        response: { 200: DataEnvelope(SalesPingResult), ...ErrorResponses },
        detail: {
          summary:
            "The compensation widget's visitor asks the sales team to reach out (mail queued in the outbox, never claimed sent)",
          operationId: 'inboundCompensationPingSalesTeam',
        },
      },
    )
}
