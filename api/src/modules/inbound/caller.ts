/**
 * Who sends an inbound form or asks the compensation widget: an access key (X-Access-Key) whose
 * scope covers the call and, when the key is bound to origins, sent from one of them; or, with
 * no key, the product's own /apply and /hire pages (a browser call from our own origin). Any
 * other caller is refused (401 no usable key, 403 wrong scope or site).
 */
import type { AccessKeyScope } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import type { Server } from 'bun'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import { clientAddress } from '../../plugins/client-address'
import { ACCESS_KEY_HEADER, type AccessKeyCaller, verifyAccessKey } from '../access-keys/access-keys'
import { isSameOriginRequest } from '../auth/csrf'

export type InboundCaller =
  | { kind: 'key'; key: AccessKeyCaller; address: string }
  | { kind: 'web'; key: null; address: string }

export async function resolveInboundCaller(
  deps: AppDeps,
  request: Request,
  server: Server<unknown> | null,
  scope: AccessKeyScope,
  allowFirstParty: boolean,
): Promise<InboundCaller> {
  const address = clientAddress(request, server, deps.config.TRUST_PROXY)
  if (request.headers.has(ACCESS_KEY_HEADER)) {
    return { kind: 'key', key: await verifyAccessKey(deps.db, request, scope), address }
  }
  // Our own pages call from our origin (a browser always sends Origin on a cross-site POST).
  if (allowFirstParty && request.headers.has('origin') && isSameOriginRequest(request, deps.config)) {
    return { kind: 'web', key: null, address }
  }
  throw new AppError('UNAUTHORIZED', { message: 'A valid access key is required (X-Access-Key).' })
}

/** Who the macro found for a request: decided in `transform`, handed over in `resolve`. */
const callers = new WeakMap<Request, InboundCaller>()

/**
 * The `inbound` macro: `inbound: 'apply'` resolves `caller`. Declared in the OpenAPI detail like
 * the access-key macro, so the deny-by-default meta-test sees who may call. The key and its
 * scope are checked in `transform`, before the body is validated (and, on the streamed upload,
 * before it is read): an anonymous caller gets 401/403, never the field names of a 422.
 */
export const inboundCallerPlugin = (deps: AppDeps) =>
  new Elysia({ name: 'inbound-caller', seed: 'inbound-caller' }).macro({
    inbound: (scope: AccessKeyScope) => ({
      detail: {
        'x-quota-auth': { accessKey: scope, firstParty: scope !== 'comp-engine' },
        security: [{ accessKey: [] }],
      } as { summary?: string },
      async transform({ request, server }) {
        callers.set(request, await resolveInboundCaller(deps, request, server, scope, scope !== 'comp-engine'))
      },
      resolve({ request }) {
        const caller = callers.get(request)
        if (!caller) throw new AppError('UNAUTHORIZED', { message: 'A valid access key is required (X-Access-Key).' })
        return { caller }
      },
    }),
  })
