import { Answers, DataEnvelope, ErrorResponses, IdParams, ListEnvelope } from '@quota/shared/contracts/common'
import {
  CreateWebhookInput,
  WebhookDeliveriesQuery,
  WebhookDeliveryDto,
  WebhookDto,
  WebhookOrgQuery,
  WebhookWithSecretDto,
} from '@quota/shared/contracts/webhooks'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import { CLIENT_USERS } from '../clients/access'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import {
  activateWebhook,
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  regenerateWebhookSecret,
} from './manage-webhooks'

const Deleted = z.object({ id: z.uuid(), deleted: z.literal(true) })

/** Outbound webhooks of a client organization (/integrate). */
export const webhooksRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return new Elysia({ name: 'webhooks', prefix: '/api/webhooks', tags: ['Webhooks'] })
    .use(moduleBase(deps))
    .get(
      '',
      async ({ actor, query, requestId }) => ({
        data: await listWebhooks({ ctx: ctxOf(actor, requestId), input: query }),
      }),
      {
        auth: CLIENT_USERS,
        query: WebhookOrgQuery,
        response: { 200: DataEnvelope(z.array(WebhookDto)), ...ErrorResponses, ...Answers(404) },
        detail: {
          summary: 'Webhook List of an organization (Event, Url, Created At, state)',
          operationId: 'listWebhooks',
        },
      },
    )
    .post(
      '',
      async ({ actor, body, query, requestId, set }) => {
        set.status = 201
        set.headers['cache-control'] = 'no-store'
        return {
          data: await createWebhook({
            ctx: ctxOf(actor, requestId),
            config: deps.config,
            input: { ...body, ...query },
          }),
        }
      },
      {
        auth: CLIENT_USERS,
        query: WebhookOrgQuery,
        body: CreateWebhookInput,
        response: { 201: DataEnvelope(WebhookWithSecretDto), ...ErrorResponses, ...Answers(404, 409) },
        detail: {
          summary: 'Subscribe a URL to an event (the signing secret is shown only in this answer)',
          operationId: 'createWebhook',
        },
      },
    )
    .delete(
      '/:id',
      async ({ actor, params, query, requestId }) => ({
        data: await deleteWebhook({ ctx: ctxOf(actor, requestId), input: { ...query, id: params.id } }),
      }),
      {
        auth: CLIENT_USERS,
        params: IdParams,
        query: WebhookOrgQuery,
        response: { 200: DataEnvelope(Deleted), ...ErrorResponses },
        detail: { summary: 'Unsubscribe (delete a webhook and its delivery log)', operationId: 'deleteWebhook' },
      },
    )
    .put(
      '/:id/activate',
      async ({ actor, params, query, requestId }) => ({
        data: await activateWebhook({ ctx: ctxOf(actor, requestId), input: { ...query, id: params.id } }),
      }),
      {
        auth: CLIENT_USERS,
        params: IdParams,
        query: WebhookOrgQuery,
        response: { 200: DataEnvelope(WebhookDto), ...ErrorResponses },
        detail: { summary: 'Re-activate a paused webhook (resets its failure count)', operationId: 'activateWebhook' },
      },
    )
    .put(
      '/:id/regenerate-secret',
      async ({ actor, params, query, requestId, set }) => {
        set.headers['cache-control'] = 'no-store'
        return {
          data: await regenerateWebhookSecret({
            ctx: ctxOf(actor, requestId),
            config: deps.config,
            input: { ...query, id: params.id },
          }),
        }
      },
      {
        auth: CLIENT_USERS,
        params: IdParams,
        query: WebhookOrgQuery,
        response: { 200: DataEnvelope(WebhookWithSecretDto), ...ErrorResponses },
        detail: {
          summary: 'Regenerate the signing secret (ats/regenerate-webhook-secret; the new secret is shown only here)',
          operationId: 'regenerateWebhookSecret',
        },
      },
    )
    .get(
      '/:id/deliveries',
      ({ actor, params, query, requestId }) =>
        listWebhookDeliveries({ ctx: ctxOf(actor, requestId), input: { ...query, id: params.id } }),
      {
        auth: CLIENT_USERS,
        params: IdParams,
        query: WebhookDeliveriesQuery,
        response: { 200: ListEnvelope(WebhookDeliveryDto), ...ErrorResponses },
        detail: { summary: 'Recent deliveries of a webhook, newest first', operationId: 'listWebhookDeliveries' },
      },
    )
}
