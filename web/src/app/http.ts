/**
 * The web app's one way to call the API: `credentials: 'include'` (httpOnly session cookie),
 * `X-Client-Version`, JSON in and out, and the spec's global error handling by status
 * (000 §8 "Global handling by status"). Feature `api.ts` modules call `http.get/post/...`.
 *
 * What happens on failure is decided by the pure `classifyFailure` (tested in http.test.ts);
 * how it happens (toasts, dialogs, navigation, session) is injected with `configureHttp` at start.
 */
import { ERROR_MESSAGES } from '@quota/shared/errors/error-codes'
import { type ParsedApiError, parseApiError } from '@quota/shared/errors/parse-api-error'
import { API_BASE, RATE_LIMIT_TOAST_DURATION_MS } from './constants'
import type { ToastDetail, ToastInput } from './toasts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions {
  query?: Record<string, QueryValue | QueryValue[]>
  body?: unknown
  /** Suppress every global display (toasts, prompts, redirects); a 401 still clears the session. */
  ignoreError?: boolean
  /** Statuses the caller shows itself (e.g. 401 and 422 on the login form): no global handling. */
  handledStatuses?: number[]
  signal?: AbortSignal
  headers?: Record<string, string>
}

export interface FailureInfo {
  status: number
  method: string
  /** The API path as called, without the prefix (e.g. `/users/me`). */
  path: string
  code: ParsedApiError['code'] | 'NETWORK_ERROR'
  message: string
  details: ParsedApiError['details']
  requestId?: string
  retryAfterSeconds?: number
  meta?: Record<string, unknown>
}

/** An API call that failed; `status` 0 means the server could not be reached. */
export class ApiError extends Error implements FailureInfo {
  readonly status: number
  readonly method: string
  readonly path: string
  readonly code: FailureInfo['code']
  readonly details: FailureInfo['details']
  readonly requestId?: string
  readonly retryAfterSeconds?: number
  readonly meta?: Record<string, unknown>

  constructor(info: FailureInfo) {
    super(info.message)
    this.name = 'ApiError'
    this.status = info.status
    this.method = info.method
    this.path = info.path
    this.code = info.code
    this.details = info.details
    if (info.requestId) this.requestId = info.requestId
    if (info.retryAfterSeconds) this.retryAfterSeconds = info.retryAfterSeconds
    if (info.meta) this.meta = info.meta
  }

  /** The message of one field, from the error's details (e.g. `email`). */
  fieldMessage(path: string): string | undefined {
    return this.details.find((d) => d.path === path)?.message
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Check your connection and try again.'
export const SESSION_PATH = '/users/me'

export type FailureAction =
  | { kind: 'none' }
  | { kind: 'reload-prompt' }
  /** 401 on any call but users/me: close dialogs, clear the session, go to login, show message. */
  | { kind: 'unauthorized'; message: string }
  /** 401 on users/me (or an ignored 401): clear the session; show the message when not null. */
  | { kind: 'clear-session'; message: string | null }
  | { kind: 'toast'; toast: ToastInput }

export interface FailureEnvironment {
  now: Date
  userAgent: string
}

const isSessionCall = (path: string) => path === SESSION_PATH || path.startsWith(`${SESSION_PATH}?`)
/** Sign-in calls answer 401 for wrong credentials: that is a form error, not a lost session. */
const isAuthCall = (path: string) => path.startsWith('/auth/')

/** The spec's global handling by status, as data. */
export function classifyFailure(
  failure: FailureInfo,
  options: Pick<RequestOptions, 'ignoreError' | 'handledStatuses'>,
  env: FailureEnvironment,
): FailureAction {
  const { status } = failure
  if (options.handledStatuses?.includes(status)) return { kind: 'none' }

  if (status === 401 && !isAuthCall(failure.path)) {
    const message = failure.message || ERROR_MESSAGES.SESSION_EXPIRED
    if (isSessionCall(failure.path) || options.ignoreError) {
      return { kind: 'clear-session', message: options.ignoreError ? null : message }
    }
    return { kind: 'unauthorized', message }
  }

  if (options.ignoreError) return { kind: 'none' }

  if (status === 410) return { kind: 'reload-prompt' }

  if (status >= 500) {
    return {
      kind: 'toast',
      toast: {
        type: 'error',
        message: ERROR_MESSAGES.INTERNAL,
        persistent: true,
        details: failureDetails(failure, env),
      },
    }
  }

  if (failure.meta?.showDetailError) {
    return {
      kind: 'toast',
      toast: {
        type: 'error',
        message: failure.message,
        persistent: true,
        details: failure.details.map((d) => ({ label: d.path || d.rule, value: d.message })),
      },
    }
  }

  if (status === 429) {
    return {
      kind: 'toast',
      toast: {
        type: 'warning',
        message: failure.message || ERROR_MESSAGES.RATE_LIMITED,
        durationMs: RATE_LIMIT_TOAST_DURATION_MS,
      },
    }
  }

  if (status === 0) return { kind: 'toast', toast: { type: 'error', message: NETWORK_ERROR_MESSAGE } }

  return { kind: 'toast', toast: { type: 'error', message: failure.message || `Request failed (${status})` } }
}

/** What a 5xx toast lists so a user can report it: time, browser, endpoint, request id. */
export function failureDetails(failure: FailureInfo, env: FailureEnvironment): ToastDetail[] {
  const details: ToastDetail[] = [
    { label: 'Time', value: env.now.toISOString() },
    { label: 'Browser', value: env.userAgent },
    { label: 'Endpoint', value: `${failure.method} ${API_BASE}${failure.path}` },
    { label: 'Status', value: String(failure.status) },
  ]
  if (failure.requestId) details.push({ label: 'Request ID', value: failure.requestId })
  return details
}

/** The effects of a failure; the app wires them at start (src/app/http-setup.ts). */
export interface HttpEffects {
  toast(input: ToastInput): void
  /** 401 on a call: close dialogs, clear the session, go to login with returnUrl, show message. */
  unauthorized(message: string): void
  clearSession(message: string | null): void
  reloadPrompt(): void
}

const noEffects: HttpEffects = {
  toast: () => {},
  unauthorized: () => {},
  clearSession: () => {},
  reloadPrompt: () => {},
}

let effects: HttpEffects = noEffects
let fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)
let clientVersion = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'

export function configureHttp(options: { effects?: HttpEffects; fetch?: typeof fetch; clientVersion?: string }) {
  if (options.effects) effects = options.effects
  if (options.fetch) fetchImpl = options.fetch
  if (options.clientVersion) clientVersion = options.clientVersion
}

export function applyFailure(action: FailureAction) {
  switch (action.kind) {
    case 'none':
      return
    case 'reload-prompt':
      return effects.reloadPrompt()
    case 'unauthorized':
      return effects.unauthorized(action.message)
    case 'clear-session':
      return effects.clearSession(action.message)
    case 'toast':
      return effects.toast(action.toast)
  }
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const q = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null) q.append(key, String(v))
    }
  }
  const s = q.toString()
  return `${API_BASE}${path}${s ? (path.includes('?') ? '&' : '?') + s : ''}`
}

async function readMeta(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body = (await response.json()) as {
      error?: { meta?: Record<string, unknown> }
      meta?: Record<string, unknown>
    }
    return body?.error?.meta ?? body?.meta
  } catch {
    return undefined
  }
}

/** Calls `/api{path}` and answers the parsed JSON body (undefined for an empty answer). */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Client-Version': clientVersion,
    ...options.headers,
  }
  const hasBody = options.body !== undefined
  if (hasBody) headers['Content-Type'] = 'application/json'

  const fail = (info: FailureInfo): never => {
    const error = new ApiError(info)
    applyFailure(
      classifyFailure(error, options, {
        now: new Date(),
        userAgent: typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent,
      }),
    )
    throw error
  }

  let response: Response
  try {
    response = await fetchImpl(buildUrl(path, options.query), {
      method,
      credentials: 'include',
      headers,
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    })
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause
    return fail({ status: 0, method, path, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, details: [] })
  }

  if (!response.ok) {
    const [parsed, meta] = await Promise.all([parseApiError(response.clone()), readMeta(response.clone())])
    const requestId = parsed.requestId ?? response.headers.get('x-request-id') ?? undefined
    return fail({
      status: parsed.status,
      method,
      path,
      code: parsed.code,
      message: parsed.message,
      details: parsed.details,
      ...(requestId ? { requestId } : {}),
      ...(parsed.retryAfterSeconds ? { retryAfterSeconds: parsed.retryAfterSeconds } : {}),
      ...(meta ? { meta } : {}),
    })
  }

  if (response.status === 204) return undefined as T
  const text = await response.text()
  if (!text) return undefined as T
  try {
    return JSON.parse(text) as T
  } catch {
    return text as T
  }
}

/** The `{ data }` of a single-item answer. */
export interface DataAnswer<T> {
  data: T
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
}
