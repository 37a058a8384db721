import { Elysia } from 'elysia'
import type { Logger } from 'pino'

const INBOUND_ID = /^[A-Za-z0-9._-]{8,64}$/
// Keyed by the request itself, so the id exists even for requests that never reach a route (404s).
const ids = new WeakMap<Request, { id: string; startedAt: number }>()

export function requestIdOf(request: Request): string | undefined {
  return ids.get(request)?.id
}

/**
 * Gives every request an id (the caller's X-Request-Id when well-formed, else a new uuid) and
 * echoes it back. Modules `use` it to see `requestId`; Elysia registers it once, by name.
 */
export const requestIdPlugin = new Elysia({ name: 'request-id' })
  .onRequest(({ request, set }) => {
    const inbound = request.headers.get('x-request-id')
    const id = inbound && INBOUND_ID.test(inbound) ? inbound : crypto.randomUUID()
    ids.set(request, { id, startedAt: performance.now() })
    set.headers['x-request-id'] = id
  })
  .derive({ as: 'global' }, ({ request }) => ({ requestId: requestIdOf(request) ?? crypto.randomUUID() }))

/**
 * The status the client received: a ready Response (errors, served files, serialised answers)
 * carries its own; otherwise what the handler set. (Reading only `set.status` logged a 404 as
 * 200 and every mapped error as 500.)
 */
export function sentStatus(responseValue: unknown, setStatus: unknown): number {
  if (responseValue instanceof Response) return responseValue.status
  return typeof setStatus === 'number' ? setStatus : 200
}

/** One structured JSON log line per request, with its id, status and duration. */
export const requestLogPlugin = (logger: Logger) =>
  new Elysia({ name: 'request-log' })
    .use(requestIdPlugin)
    .onAfterResponse({ as: 'global' }, ({ request, set, responseValue }) => {
      if (!logger.isLevelEnabled('info')) return
      const entry = ids.get(request)
      logger.info({
        requestId: entry?.id,
        method: request.method,
        path: new URL(request.url).pathname,
        status: sentStatus(responseValue, set.status),
        ms: entry ? Math.round((performance.now() - entry.startedAt) * 10) / 10 : undefined,
      })
    })
