import { createHash } from 'node:crypto'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { Elysia, ElysiaCustomStatusResponse } from 'elysia'
import type { Logger } from 'pino'
import type { DbOrTx } from '../db/client'
import { idempotencyKeysTable } from '../db/schema'
import type { Authenticate } from './auth'
import { clientAddress } from './client-address'

/**
 * `Idempotency-Key` on POST (draft-ietf-httpapi-idempotency-key-header): a client that retries a
 * POST over a flaky network with the same key and the same body within 24 hours gets the first
 * answer again, and nothing is written twice. The same key with another request is refused
 * (422); a retry while the first is still running is refused (409).
 *
 * - Keys belong to their caller: the signed-in user, or the address of an anonymous one.
 * - A request is its method, path, query and body (uploaded files by their bytes).
 * - Successful answers are remembered; a failed request releases its key so a retry runs again
 *   (nothing was written: the work rolled back).
 * - `/api/auth/*` is left out: its answers carry credentials, which are never stored.
 * - `/api/inbound/*` (the widgets' public forms) keeps its own keys with each submission
 *   (inbound_submissions: concurrent retries wait for and share the first answer).
 * - An answer that is not JSON (a file, a stream) is not remembered; its key is released.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000
/** A request still marked running after this is taken to have died with its process. */
export const IDEMPOTENCY_ABANDONED_MS = 120_000
/** Remembered answers are at most this large (larger ones release the key). */
const MAX_STORED_BYTES = 1024 * 1024
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/

interface Claim {
  scope: string
  key: string
  replayed: boolean
}

const claims = new WeakMap<Request, Claim>()

export function isIdempotentCandidate(request: Request): boolean {
  if (request.method !== 'POST' || !request.headers.has(IDEMPOTENCY_HEADER)) return false
  const { pathname } = new URL(request.url)
  return pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/') && !pathname.startsWith('/api/inbound/')
}

/** The body as stable text: files by their name, type and a hash of their bytes. */
async function bodyFingerprint(body: unknown): Promise<string> {
  if (body === undefined || body === null) return ''
  const files = new Map<Blob, string>()
  const collect = async (value: unknown): Promise<void> => {
    if (value instanceof Blob) {
      const digest = createHash('sha256')
        .update(new Uint8Array(await value.arrayBuffer()))
        .digest('hex')
      files.set(value, `${value instanceof File ? value.name : ''}|${value.type}|${digest}`)
    } else if (Array.isArray(value)) {
      for (const v of value) await collect(v)
    } else if (value && typeof value === 'object') {
      for (const v of Object.values(value)) await collect(v)
    }
  }
  await collect(body)
  return JSON.stringify(body, (_k, v) => (v instanceof Blob ? { file: files.get(v) } : v))
}

export async function requestHash(request: Request, body: unknown): Promise<string> {
  const url = new URL(request.url)
  return createHash('sha256')
    .update(`${request.method} ${url.pathname}${url.search}\n`)
    .update(await bodyFingerprint(body))
    .digest('hex')
}

const keyError = (message: string, rule: string) =>
  new AppError('VALIDATION_FAILED', { details: [{ path: `headers.${IDEMPOTENCY_HEADER}`, rule, message }] })

/** The answer to store, or null when it cannot be replayed faithfully. */
async function storable(
  value: unknown,
  setStatus: unknown,
): Promise<{ status: number; contentType: string; body: string } | null> {
  let status = typeof setStatus === 'number' ? setStatus : 200
  let payload = value
  if (payload instanceof ElysiaCustomStatusResponse) {
    status = payload.code
    payload = payload.response
  }
  if (payload instanceof Response) {
    const type = payload.headers.get('content-type') ?? ''
    if (!type.includes('json')) return null
    const text = await payload.clone().text()
    return text.length > MAX_STORED_BYTES ? null : { status: payload.status, contentType: type, body: text }
  }
  if (payload instanceof Blob || payload instanceof ReadableStream || payload === undefined) return null
  if (payload !== null && typeof payload === 'object') {
    const proto = Object.getPrototypeOf(payload)
    if (proto !== Object.prototype && !Array.isArray(payload)) return null
  }
  const text = JSON.stringify(payload)
  return text.length > MAX_STORED_BYTES ? null : { status, contentType: 'application/json', body: text }
}

export const idempotencyPlugin = (deps: {
  db: DbOrTx
  authenticate: Authenticate
  trustProxy: boolean
  logger: Logger
}) => {
  const release = async (claim: Claim) => {
    await deps.db
      .delete(idempotencyKeysTable)
      .where(
        and(
          eq(idempotencyKeysTable.scope, claim.scope),
          eq(idempotencyKeysTable.key, claim.key),
          isNull(idempotencyKeysTable.status),
        ),
      )
      .catch((err) => deps.logger.warn({ err }, 'idempotency key release failed'))
  }

  return (
    new Elysia({ name: 'idempotency' })
      .onBeforeHandle({ as: 'global' }, async ({ request, body, server }) => {
        if (!isIdempotentCandidate(request)) return
        const key = request.headers.get(IDEMPOTENCY_HEADER)!
        if (!KEY_PATTERN.test(key)) {
          throw keyError('Idempotency-Key must be 1 to 255 printable ASCII characters', 'idempotencyKeyFormat')
        }
        const actor = await deps.authenticate(request)
        const scope = actor ? `user:${actor.userId}` : `address:${clientAddress(request, server, deps.trustProxy)}`
        const hash = await requestHash(request, body)
        const fresh = sql`now() - make_interval(secs => ${IDEMPOTENCY_TTL_MS / 1000})`
        const abandoned = sql`now() - make_interval(secs => ${IDEMPOTENCY_ABANDONED_MS / 1000})`
        // take the key: a new one, or one whose answer expired or whose request died with its process
        const taken = await deps.db
          .insert(idempotencyKeysTable)
          .values({ scope, key, requestHash: hash })
          .onConflictDoUpdate({
            target: [idempotencyKeysTable.scope, idempotencyKeysTable.key],
            set: { requestHash: hash, status: null, contentType: null, responseBody: null, createdAt: sql`now()` },
            setWhere: or(
              lt(idempotencyKeysTable.createdAt, fresh),
              and(isNull(idempotencyKeysTable.status), lt(idempotencyKeysTable.createdAt, abandoned)),
            ),
          })
          .returning({ key: idempotencyKeysTable.key })
        if (taken.length) {
          claims.set(request, { scope, key, replayed: false })
          return
        }
        const [first] = await deps.db
          .select()
          .from(idempotencyKeysTable)
          .where(and(eq(idempotencyKeysTable.scope, scope), eq(idempotencyKeysTable.key, key)))
        if (!first) throw new AppError('CONFLICT', { message: 'This Idempotency-Key is in use, please retry' })
        if (first.requestHash !== hash) {
          throw keyError(
            'This Idempotency-Key was already used with a different request; use a new key for a new request',
            'idempotencyKeyReused',
          )
        }
        if (first.status === null) {
          throw new AppError('CONFLICT', {
            message: 'A request with this Idempotency-Key is still being processed; retry when it has finished',
          })
        }
        claims.set(request, { scope, key, replayed: true })
        return new Response(first.responseBody, {
          status: first.status,
          headers: { 'content-type': first.contentType ?? 'application/json', 'idempotent-replayed': 'true' },
        })
      })
      .onAfterHandle({ as: 'global' }, async ({ request, responseValue, set }) => {
        const claim = claims.get(request)
        if (!claim || claim.replayed) return
        const answer = await storable(responseValue, set.status)
        if (!answer) {
          await release(claim)
          return
        }
        await deps.db
          .update(idempotencyKeysTable)
          .set({ status: answer.status, contentType: answer.contentType, responseBody: answer.body })
          .where(and(eq(idempotencyKeysTable.scope, claim.scope), eq(idempotencyKeysTable.key, claim.key)))
      })
      // a failure frees the key before it is answered (this plugin sits before the errors plugin,
      // whose answer ends the chain), so the client's corrected retry finds it free
      .onError({ as: 'global' }, async ({ request }) => {
        const claim = claims.get(request)
        if (claim && !claim.replayed) await release(claim)
      })
  )
}
