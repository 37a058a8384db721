import {
  AccessKeyDto,
  AccessKeysQuery,
  CreateAccessKeyInput,
  CreatedAccessKeyDto,
  CurrentAccessKeyDto,
} from '@quota/shared/contracts/access-keys'
import { DataEnvelope, ErrorResponses, IdParams } from '@quota/shared/contracts/common'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { createAccessKey, currentAccessKey, listAccessKeys, revokeAccessKey } from './access-keys'
import { accessKeyPlugin } from './plugin'

/**
 * Admins manage every key with the configurations permission (000 §6 manage-configurations);
 * client recruiters their own organization's widget keys (the use cases tell the two apart).
 */
const MANAGERS = { userTypes: ['staff', 'client'] } as const

export const accessKeysRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return new Elysia({ name: 'access-keys-routes', prefix: '/api/access-keys', tags: ['Access keys'] })
    .use(moduleBase(deps))
    .use(accessKeyPlugin(deps.db))
    .post(
      '',
      async ({ actor, body, requestId, set }) => {
        set.headers['cache-control'] = 'no-store'
        return { data: await createAccessKey({ ctx: ctxOf(actor, requestId), input: body }) }
      },
      {
        auth: MANAGERS,
        body: CreateAccessKeyInput,
        response: { 200: DataEnvelope(CreatedAccessKeyDto), ...ErrorResponses },
        detail: {
          summary:
            "Create an access key (the key is shown only in this answer); a client recruiter creates its own organization's widget keys",
          operationId: 'createAccessKey',
        },
      },
    )
    .get(
      '',
      async ({ actor, query, requestId }) => ({
        data: await listAccessKeys({ ctx: ctxOf(actor, requestId), input: query }),
      }),
      {
        auth: MANAGERS,
        query: AccessKeysQuery,
        response: { 200: DataEnvelope(z.array(AccessKeyDto)), ...ErrorResponses },
        detail: { summary: 'Access keys (without the keys themselves)', operationId: 'listAccessKeys' },
      },
    )
    .post(
      '/:id/revoke',
      async ({ actor, params, requestId }) => ({
        data: await revokeAccessKey({ ctx: ctxOf(actor, requestId), input: { id: params.id } }),
      }),
      {
        auth: MANAGERS,
        params: IdParams,
        response: { 200: DataEnvelope(AccessKeyDto), ...ErrorResponses },
        detail: { summary: 'Revoke an access key', operationId: 'revokeAccessKey' },
      },
    )
    .get('/current', ({ accessKey }) => ({ data: currentAccessKey(accessKey) }), {
      accessKey: 'any',
      response: { 200: DataEnvelope(CurrentAccessKeyDto), ...ErrorResponses },
      detail: {
        summary: 'The access key this call carries (for widgets and integrations to check their setup)',
        operationId: 'getCurrentAccessKey',
      },
    })
}
