import { DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import { CompensationEngineBody, CompensationEngineResult } from '@quota/shared/contracts/compensation'
import {
  ApplyInput,
  ApplyResult,
  FormTokenResult,
  HireInput,
  HireResult,
  IdempotencyHeaders,
  SalesPingInput,
  SalesPingResult,
} from '@quota/shared/contracts/inbound'
import { COMPENSATION_MESSAGES } from '@quota/shared/domain/compensation/index'
import type { FormTokenForm } from '@quota/shared/domain/inbound/form-token'
import { MIN_FILL_MS } from '@quota/shared/domain/inbound/index'
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
import { checkFormToken, issueFormToken } from './form-token'
import { submitApplication } from './submit-application'
import { submitHireRequest } from './submit-hire-request'
import { NO_USER, pingSalesTeamFromWidget } from './widget-sales-ping'

const HOUR = 3600

/**
 * The public inbound calls the widgets and our /apply and /hire pages make (000 §2, §7): each
 * checks its caller (access key scope and origin, or our own origin) before its body, then
 * counts against the caller's address and key (429 with Retry-After past the limit), then hands
 * off. Two budgets (docs/widgets.md says why the numbers): look-ups (form tokens and
 * compensation benchmarks, asked as a page renders and filters change) never spend the submit
 * budget, and a submit must carry a form token the widget was given at least the minimum fill
 * time earlier (form-token.ts).
 */
export const inboundRoutes = (deps: AppDeps) => {
  const storage = storageFor(deps.config)
  const hour = (name: string, points: number) => createLimiter(deps.db, name, { points, durationSeconds: HOUR })
  const submits = {
    address: hour('inbound-address', deps.config.INBOUND_LIMIT_PER_ADDRESS),
    key: hour('inbound-key', deps.config.INBOUND_LIMIT_PER_KEY),
  }
  const lookups = {
    address: hour('inbound-lookup-address', deps.config.INBOUND_LOOKUP_LIMIT_PER_ADDRESS),
    key: hour('inbound-lookup-key', deps.config.INBOUND_LOOKUP_LIMIT_PER_KEY),
  }
  const limit = async (budget: typeof submits, caller: InboundCaller) => {
    await budget.address.hit(caller.address)
    if (caller.key) await budget.key.hit(caller.key.id)
  }
  /** A submit: its budget first (a refused bot spends it too), then its form token. */
  const admit = async (form: FormTokenForm, caller: InboundCaller, request: Request, token: string) => {
    await limit(submits, caller)
    checkFormToken(deps.config, form, caller, request, token)
  }
  const inboundDeps = (request: Request, requestId: string) => ({
    db: deps.db,
    storage,
    config: deps.config,
    requestId,
    appOrigin: appOriginOf(request, deps.config),
  })
  /** POST …/form-token: a token for this form, this caller and this site (a look-up). */
  const issueToken =
    (form: FormTokenForm) =>
    async ({ caller, request }: { caller: InboundCaller; request: Request }) => {
      await limit(lookups, caller)
      return { data: issueFormToken(deps.config, form, caller, request) }
    }
  const tokenDocs = (operationId: string, what: string) => ({
    response: { 200: DataEnvelope(FormTokenResult), ...ErrorResponses },
    detail: {
      summary: `A signed form token for ${what}, asked when it renders (its submit needs it, at least ${MIN_FILL_MS / 1000} s later)`,
      operationId,
    },
  })

  return new Elysia({ name: 'inbound', prefix: '/api/inbound', tags: ['Inbound forms and widgets'] })
    .use(moduleBase(deps))
    .use(inboundCallerPlugin(deps))
    .post('/apply/form-token', issueToken('apply'), {
      inbound: 'apply',
      ...tokenDocs('inboundApplyFormToken', 'the apply form'),
    })
    .post('/hire/form-token', issueToken('hire'), {
      inbound: 'hire',
      ...tokenDocs('inboundHireFormToken', 'the hire form'),
    })
    .post('/compensation-engine/ping-sales-team/form-token', issueToken('salesPing'), {
      inbound: 'comp-engine',
      ...tokenDocs('inboundSalesPingFormToken', "the compensation widget's sales-team form"),
    })
    .post(
      '/apply',
      async ({ body, caller, headers, request, requestId }) => {
        await admit('apply', caller, request, body.formToken)
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
        await admit('hire', caller, request, body.formToken)
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
        await limit(lookups, caller)
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
      async ({ body, caller, headers, request, requestId }) => {
        await admit('salesPing', caller, request, body.formToken)
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
