/**
 * HTTP for applicant tracking systems: every call goes through the same address policy as
 * webhooks (net/safe-fetch.ts: resolved and pinned, private/loopback/metadata refused), because a
 * connection's base URL is set by the client (EU data centres, test servers) and must not become
 * a way into our network. https only unless a test lifts it.
 *
 * Rate limits are obeyed from what the vendor answers, never from a constant (both vendors
 * change them without notice): a 429 or 503 waits `Retry-After` (seconds or an HTTP date), or
 * until `X-RateLimit-Reset`, then tries again (at most `maxAttempts`); a wait longer than
 * `maxWaitMs` is not slept through but thrown (`AtsHttpError.retryAfterMs`) so the outbox retries
 * the work later. An answer with `X-RateLimit-Remaining: 0` holds the next call to that origin
 * until its reset. Pagination follows the `Link: <…>; rel="next"` URL as given (never built by us).
 */
import type http from 'node:http'
import {
  defaultResolve,
  isBlockedAddress,
  parseFetchableUrl,
  requestPinned,
  resolveChecked,
  type SafeFetchOptions,
} from '../../net/safe-fetch'

export const ATS_TIMEOUT_MS = 20_000
/** Bytes read of an answer at most (job lists are paged; a page is far below this). */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024
/** Longest rate-limit wait slept through inside one call; longer waits go back to the outbox. */
const MAX_WAIT_MS = 30_000

/**
 * Production leaves these alone. Tests that run the contract servers on loopback set
 * `isBlocked`/`ports`/`allowHttp` explicitly, and may record waits instead of sleeping.
 */
export const atsHttpSettings: {
  options: Pick<SafeFetchOptions, 'resolve' | 'isBlocked' | 'ports' | 'timeoutMs'> & {
    allowHttp?: boolean
    sleep?: (ms: number) => Promise<void>
    maxWaitMs?: number
  }
} = { options: {} }

const sleep = (ms: number) => (atsHttpSettings.options.sleep ?? ((m) => new Promise((r) => setTimeout(r, m))))(ms)

/** A non-2xx answer (status set) or a failure to get one (status null). */
export class AtsHttpError extends Error {
  constructor(
    readonly status: number | null,
    /** The vendor's own reason when it gave one, else a short description. */
    readonly reason: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(status ? `ATS answered ${status}: ${reason}` : `ATS request failed: ${reason}`)
    this.name = 'AtsHttpError'
  }
}

export interface AtsRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** Tries for a 429/503 (default 3). */
  maxAttempts?: number
}

export interface AtsResponse {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  /** rel → URL of the `Link` header. */
  links: Record<string, string>
  json<T = unknown>(): T
}

const header = (headers: http.IncomingHttpHeaders, name: string) => {
  const v = headers[name]
  return Array.isArray(v) ? v[0] : v
}

/** RFC 8288 `Link` header: `<url>; rel="next", <url>; rel="last"`. */
export function parseLinkHeader(value: string | undefined): Record<string, string> {
  const links: Record<string, string> = {}
  if (!value) return links
  for (const part of value.split(/,(?=\s*<)/)) {
    const m = /^\s*<([^>]*)>(.*)$/.exec(part)
    if (!m) continue
    const rel = /;\s*rel="?([^";]+)"?/i.exec(m[2] ?? '')
    if (!rel?.[1]) continue
    for (const r of rel[1].trim().split(/\s+/)) links[r.toLowerCase()] = m[1] as string
  }
  return links
}

/**
 * How long to wait after a 429/503: `Retry-After` (delta seconds or HTTP date), else
 * `X-RateLimit-Reset` (epoch seconds, or seconds from now when small), else null.
 */
export function rateLimitWaitMs(headers: Record<string, string | undefined>, now = Date.now()): number | null {
  const retryAfter = headers['retry-after']?.trim()
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Math.ceil(Number(retryAfter) * 1000)
    const at = Date.parse(retryAfter)
    if (!Number.isNaN(at)) return Math.max(0, at - now)
  }
  const reset = headers['x-ratelimit-reset']?.trim()
  if (reset && /^\d+(\.\d+)?$/.test(reset)) {
    const n = Number(reset)
    // an epoch timestamp (seconds) or, from some vendors, seconds until the reset
    return n > 1_000_000_000 ? Math.max(0, Math.ceil(n * 1000 - now)) : Math.ceil(n * 1000)
  }
  return null
}

/** Origin → time before which no call is made (X-RateLimit-Remaining reached 0). */
const heldUntil = new Map<string, number>()

/** The vendor's reason from an error answer (Greenhouse `{message, errors[]}`, Lever `{code, message}`). */
export function vendorReason(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as {
      message?: unknown
      error?: unknown
      errors?: { message?: unknown; field?: unknown }[]
    }
    const details = Array.isArray(body.errors)
      ? body.errors
          .map((e) => [e.field, e.message].filter((x) => typeof x === 'string' && x).join(': '))
          .filter(Boolean)
      : []
    const main = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : ''
    const reason = [main, ...details].filter(Boolean).join('; ')
    if (reason) return reason.slice(0, 500)
  } catch {
    // not JSON
  }
  const plain = text.replace(/\s+/g, ' ').trim().slice(0, 200)
  return plain || `HTTP ${status}`
}

async function once(req: AtsRequest): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const options = atsHttpSettings.options
  const url = parseFetchableUrl(req.url, { ports: options.ports, field: 'baseUrl' })
  if (url.protocol !== 'https:' && !options.allowHttp) throw new AtsHttpError(null, 'the ATS URL must use https')
  const pinned = await resolveChecked(url, {
    resolve: options.resolve ?? defaultResolve,
    isBlocked: options.isBlocked ?? isBlockedAddress,
    field: 'baseUrl',
  })
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? ATS_TIMEOUT_MS)
  try {
    return await requestPinned(url, pinned, {
      signal: controller.signal,
      maxBytes: MAX_ANSWER_BYTES,
      userAgent: 'Quota/1.0 (+ats)',
      method: req.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(req.body !== undefined ? { 'content-length': String(Buffer.byteLength(req.body)) } : {}),
        ...req.headers,
      },
      ...(req.body !== undefined ? { body: req.body } : {}),
      readBody: () => true,
    })
  } finally {
    clearTimeout(timer)
  }
}

/** One call with the rate-limit rules above; non-2xx answers throw `AtsHttpError`. */
export async function atsRequest(req: AtsRequest): Promise<AtsResponse> {
  const maxAttempts = req.maxAttempts ?? 3
  const maxWait = atsHttpSettings.options.maxWaitMs ?? MAX_WAIT_MS
  const origin = new URL(req.url).origin
  for (let attempt = 1; ; attempt++) {
    const hold = (heldUntil.get(origin) ?? 0) - Date.now()
    if (hold > 0) {
      if (hold > maxWait) throw new AtsHttpError(429, 'rate limit reached', hold)
      await sleep(hold)
    }
    let answer: Awaited<ReturnType<typeof once>>
    try {
      answer = await once(req)
    } catch (error) {
      if (error instanceof AtsHttpError) throw error
      throw new AtsHttpError(null, error instanceof Error ? error.message : String(error))
    }
    const flat: Record<string, string | undefined> = {}
    for (const [k, v] of Object.entries(answer.headers)) flat[k] = Array.isArray(v) ? v[0] : v
    const text = answer.body.toString('utf8')
    if (answer.status === 429 || answer.status === 503) {
      const wait = rateLimitWaitMs(flat) ?? 1000 * 2 ** (attempt - 1)
      if (attempt >= maxAttempts || wait > maxWait) {
        throw new AtsHttpError(answer.status, vendorReason(answer.status, text), wait)
      }
      await sleep(wait)
      continue
    }
    if (flat['x-ratelimit-remaining']?.trim() === '0') {
      const wait = rateLimitWaitMs({ 'x-ratelimit-reset': flat['x-ratelimit-reset'] })
      if (wait) heldUntil.set(origin, Date.now() + wait)
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new AtsHttpError(answer.status, vendorReason(answer.status, text))
    }
    return {
      status: answer.status,
      headers: answer.headers,
      text,
      links: parseLinkHeader(header(answer.headers, 'link')),
      json: <T>() => (text ? JSON.parse(text) : null) as T,
    }
  }
}

/** Every page of a `Link`-paginated list; `next` must stay on the same origin as the first page. */
export async function atsPages<T>(
  first: string,
  headers: () => Promise<Record<string, string>>,
  maxPages = 50,
): Promise<T[]> {
  const items: T[] = []
  const origin = new URL(first).origin
  let url: string | undefined = first
  for (let page = 0; url && page < maxPages; page++) {
    const answer = await atsRequest({ url, headers: await headers() })
    const body = answer.json<T[] | { data?: T[] }>()
    items.push(...(Array.isArray(body) ? body : (body?.data ?? [])))
    const next: string | undefined = answer.links.next
    url = next && new URL(next, url).origin === origin ? new URL(next, url).toString() : undefined
  }
  return items
}

/** A multipart/form-data body with one file and some text fields. */
export function multipartBody(
  fields: Record<string, string>,
  file: { field: string; fileName: string; contentType: string; bytes: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = `----quota${crypto.randomUUID().replace(/-/g, '')}`
  const safeName = file.fileName.replace(/["\r\n]/g, '_')
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${safeName}"\r\ncontent-type: ${file.contentType}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}
