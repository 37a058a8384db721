/**
 * The one outbound gate: every server-side HTTP call to another system (calendar servers, Google,
 * Microsoft, Zoom, OAuth token endpoints) goes through `safeFetch`, a `fetch` with the address
 * policy of safe-fetch.ts. The meta-test (outbound-gate.test.ts) fails when a file under api/src
 * outside net/ calls `fetch` or opens a socket itself.
 *
 * - https only; ports 443, 8443, 80, 8080 (SAFE_FETCH_DEFAULTS.ports; http itself is refused);
 * - the host is resolved once, EVERY answer must be a public unicast address (`isBlockedAddress`:
 *   loopback, private, link-local, CGNAT, multicast, IPv4-mapped IPv6 ...; `new URL` has already
 *   turned decimal/octal/hex spellings such as `http://2130706433/` or `0x7f.1` into dotted quads),
 *   and the socket connects to the checked address only (pinned `lookup`, no second DNS answer);
 * - redirects are followed by hand, each hop checked again like the first (303, and 301/302 after
 *   a POST, become a GET without body; the Authorization header is dropped on another origin);
 * - one deadline for the whole call (`timeoutMs`, the caller's `signal` too) and a byte cap on the
 *   answer (`maxBytes`: a longer answer is an error, never silently cut).
 * Every refusal or failure throws `OutboundError` whose `reason` is for logs only: callers show
 * users one message per system ("Could not connect to the calendar server.") whatever happened,
 * so the gate is no port scanner.
 *
 * Tests reach contract servers on loopback only through the explicit test configuration: the
 * origins listed in OUTBOUND_TEST_ORIGINS (comma-separated, e.g. `http://127.0.0.1:4123`), which
 * the contract-server helpers in api/src/testing add with `allowTestOrigin`. It is ignored when
 * QUOTA_ENV=production. A listed origin may use http and any port, and its address is not checked;
 * a redirect from it to any other origin is checked as usual.
 */
import type http from 'node:http'
import { AppError } from '@quota/shared/errors/index'
import {
  defaultResolve,
  type HopResult,
  isBlockedAddress,
  parseFetchableUrl,
  type ResolveHost,
  requestPinned,
  resolveChecked,
  SAFE_FETCH_DEFAULTS,
} from './safe-fetch'

export type OutboundFailure = 'notAllowed' | 'unreachable' | 'timeout' | 'tooLarge' | 'tooManyRedirects'

/** A call the gate refused or that failed before an answer; `reason` and `message` are for logs. */
export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message)
    this.name = 'OutboundError'
  }
}

export interface OutboundOptions {
  /** The whole call, every hop included (default 15 s). */
  timeoutMs?: number
  /** Bytes of answer read at most (default 10 MiB); a longer answer throws `tooLarge`. */
  maxBytes?: number
  maxRedirects?: number
  userAgent?: string
  /** Tests only: a resolver that needs no DNS. */
  resolve?: ResolveHost
}

export const OUTBOUND_DEFAULTS = {
  timeoutMs: 15_000,
  maxBytes: 10 * 1024 * 1024,
  maxRedirects: 4,
  userAgent: 'Quota/1.0',
} as const

/** A `fetch`-shaped function (the adapters take one so a caller can wrap it). */
export type OutboundFetch = (url: string, init?: RequestInit) => Promise<Response>

// ---------------------------------------------------------------------------------------------
// The explicit test configuration

const TEST_ORIGINS_ENV = 'OUTBOUND_TEST_ORIGINS'

/** The loopback contract servers a test listed; always empty in production. */
export function testOrigins(env: Record<string, string | undefined> = process.env): Set<string> {
  if (env.QUOTA_ENV === 'production') return new Set()
  const listed = env[TEST_ORIGINS_ENV] ?? ''
  return new Set(
    listed
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
}

/**
 * Tests only: lets calls reach this contract server's origin (http, any port, loopback). Set in
 * the environment, so a server process the test spawns inherits it. Answers the undo.
 */
export function allowTestOrigin(url: string): () => void {
  const origin = new URL(url).origin
  const add = testOrigins()
  add.add(origin)
  process.env[TEST_ORIGINS_ENV] = [...add].join(',')
  return () => {
    const left = testOrigins()
    left.delete(origin)
    process.env[TEST_ORIGINS_ENV] = [...left].join(',')
  }
}

// ---------------------------------------------------------------------------------------------
// The call

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  new Headers(init?.headers).forEach((value, key) => {
    out[key] = value
  })
  return out
}

function bodyOf(init: RequestInit | undefined, headers: Record<string, string>): Buffer | undefined {
  const body = init?.body
  if (body === undefined || body === null) return undefined
  if (typeof body === 'string') return Buffer.from(body)
  if (body instanceof URLSearchParams) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8'
    return Buffer.from(body.toString())
  }
  if (body instanceof ArrayBuffer) return Buffer.from(body)
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  throw new TypeError('safeFetch sends string, URLSearchParams or byte bodies only')
}

function toResponse(hop: HopResult, method: string): Response {
  const headers = new Headers()
  for (const [name, value] of Object.entries(hop.headers as http.IncomingHttpHeaders)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  const empty = method === 'HEAD' || hop.status === 204 || hop.status === 205 || hop.status === 304
  return new Response(empty ? null : new Uint8Array(hop.body), { status: hop.status, headers })
}

/** Checks a URL against the policy (or the test origins) and answers the address to connect to. */
async function checkedTarget(url: URL, resolve: ResolveHost) {
  const underTest = testOrigins().has(url.origin)
  try {
    parseFetchableUrl(url.toString(), { ports: underTest ? 'any' : SAFE_FETCH_DEFAULTS.ports })
  } catch {
    throw new OutboundError('notAllowed', `${url.origin}: scheme or port not allowed`)
  }
  if (url.protocol !== 'https:' && !underTest) throw new OutboundError('notAllowed', `${url.origin}: not https`)
  try {
    return await resolveChecked(url, {
      resolve,
      field: 'url',
      isBlocked: underTest ? () => false : isBlockedAddress,
    })
  } catch (error) {
    const rule = error instanceof AppError ? error.details?.[0]?.rule : undefined
    throw new OutboundError(
      rule === 'notAllowed' ? 'notAllowed' : 'unreachable',
      `${url.host}: ${rule === 'notAllowed' ? 'address not allowed' : 'did not resolve'}`,
    )
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/**
 * `fetch` through the gate. Answers a standard `Response` for any HTTP status (the caller reads
 * it as before); throws `OutboundError` when the call is refused, times out, loops or is too big.
 */
export async function safeFetch(input: string | URL, init?: RequestInit, options: OutboundOptions = {}) {
  const maxBytes = options.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes
  const maxRedirects = options.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects
  const resolve = options.resolve ?? defaultResolve
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs)
  const outer = init?.signal
  const onOuterAbort = () => {
    timedOut = true
    controller.abort()
  }
  if (outer?.aborted) onOuterAbort()
  outer?.addEventListener('abort', onOuterAbort, { once: true })

  let method = (init?.method ?? 'GET').toUpperCase()
  let headers = headersOf(init)
  let body = bodyOf(init, headers)
  let url: URL
  try {
    url = new URL(String(input))
  } catch {
    throw new OutboundError('notAllowed', 'not a URL')
  }
  try {
    for (let hop = 0; ; hop++) {
      const pinned = await checkedTarget(url, resolve)
      if (timedOut) throw new OutboundError('timeout', `${url.host}: timed out`)
      let result: HopResult
      try {
        result = await requestPinned(url, pinned, {
          signal: controller.signal,
          maxBytes: maxBytes + 1,
          userAgent: options.userAgent ?? OUTBOUND_DEFAULTS.userAgent,
          method,
          headers: {
            ...headers,
            ...(body !== undefined ? { 'content-length': String(body.length) } : {}),
          },
          ...(body !== undefined ? { body } : {}),
          readBody: () => method !== 'HEAD',
        })
      } catch (error) {
        if (timedOut) throw new OutboundError('timeout', `${url.host}: timed out`)
        throw new OutboundError('unreachable', `${url.host}: ${error instanceof Error ? error.message : error}`)
      }
      const location = result.headers.location
      if (REDIRECTS.has(result.status) && location) {
        if (hop >= maxRedirects) throw new OutboundError('tooManyRedirects', `${url.host}: too many redirects`)
        let next: URL
        try {
          next = new URL(String(location), url)
        } catch {
          throw new OutboundError('notAllowed', `${url.host}: redirected to a bad URL`)
        }
        if (result.status === 303 || ((result.status === 301 || result.status === 302) && method === 'POST')) {
          if (method !== 'HEAD') method = 'GET'
          body = undefined
          const { 'content-type': _type, ...rest } = headers
          headers = rest
        }
        // a bearer token or password is for the origin it was given to
        if (next.origin !== url.origin) {
          const { authorization: _auth, cookie: _cookie, ...rest } = headers
          headers = rest
        }
        url = next
        continue
      }
      if (result.body.length > maxBytes)
        throw new OutboundError('tooLarge', `${url.host}: answer over ${maxBytes} bytes`)
      if (result.status < 200 || result.status > 599) {
        throw new OutboundError('unreachable', `${url.host}: answered ${result.status}`)
      }
      return toResponse(result, method)
    }
  } finally {
    clearTimeout(timer)
    outer?.removeEventListener('abort', onOuterAbort)
  }
}
