/**
 * A signed-in Microsoft Graph client for one user (delegated permissions), shared by the Microsoft
 * 365 calendar adapter and the Teams meeting adapter. From the Microsoft identity platform's
 * documented token endpoint: grant_type=refresh_token with the app's client id and secret and the
 * scopes answers access_token, expires_in and a new refresh_token (Microsoft's refresh tokens
 * replace themselves on use, so the new one is handed to `onRefreshToken` to be stored). Graph's
 * errors keep its `error.code` and `error.message`; a 401 (InvalidAuthenticationToken) fetches a
 * new token once; a 429 or 503 with a short Retry-After is waited out once, a longer one is given
 * to the caller with its wait.
 */
import { type OutboundFetch, safeFetch } from '../../net/outbound'

/** Delegated scopes: events written and removed, free/busy read, Teams meetings made; offline_access for a refresh token. */
export const MICROSOFT_SCOPES = [
  'offline_access',
  'User.Read',
  'Calendars.ReadWrite',
  'OnlineMeetings.ReadWrite',
] as const

/** A Retry-After at most this long is waited out inside the call (a meeting is made while the user waits). */
const MAX_INLINE_WAIT_MS = 5_000
const TIMEOUT_MS = 15_000

export class GraphError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
    this.name = 'GraphError'
  }
}

export interface GraphClientConfig {
  clientId: string
  clientSecret: string
  refreshToken: string
  tokenUrl: string
  apiUrl: string
  /** Microsoft answered a new refresh token: store it in place of the old one. */
  onRefreshToken?: (refreshToken: string) => Promise<void> | void
  fetch?: OutboundFetch
}

export function retryAfterMs(res: Response): number | null {
  const value = res.headers.get('retry-after')
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now())
}

/** Graph's `{error: {code, message}}` or the identity platform's `{error, error_description}`, as a GraphError. */
export async function graphError(res: Response, what: string): Promise<GraphError> {
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string } | string
    error_description?: string
  } | null
  const code = typeof body?.error === 'object' ? (body.error.code ?? null) : (body?.error ?? null)
  const detail =
    typeof body?.error === 'object'
      ? (body.error.message ?? body.error.code)
      : (body?.error_description?.split(/\r?\n/)[0] ?? body?.error ?? res.statusText)
  return new GraphError(res.status, `Microsoft ${what} answered ${res.status}: ${detail}`, code, retryAfterMs(res))
}

export async function sendToMicrosoft(doFetch: OutboundFetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await doFetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch {
    throw new GraphError(0, 'Microsoft could not be reached.')
  }
}

export interface GraphClient {
  token(): Promise<string>
  /** A Graph call (path under the API URL); statuses in `okStatuses` are answered, not thrown. */
  call(path: string, init: RequestInit, what: string, okStatuses?: number[]): Promise<Response>
}

export function graphClient(config: GraphClientConfig): GraphClient {
  const doFetch = config.fetch ?? safeFetch
  const api = config.apiUrl.replace(/\/$/, '')
  let refreshToken = config.refreshToken
  let cached: { token: string; until: number } | null = null

  async function token() {
    if (cached && cached.until > Date.now()) return cached.token
    const res = await sendToMicrosoft(doFetch, config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        refresh_token: refreshToken,
        grant_type: 'refresh_token',
        scope: MICROSOFT_SCOPES.join(' '),
      }),
    })
    if (!res.ok) throw await graphError(res, 'sign-in')
    const body = (await res.json()) as { access_token?: string; expires_in?: number; refresh_token?: string }
    if (!body.access_token) throw new GraphError(502, 'Microsoft sign-in answered no access token.')
    // a minute of margin so a token is never used as it expires
    cached = { token: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 }
    if (body.refresh_token && body.refresh_token !== refreshToken) {
      refreshToken = body.refresh_token
      await config.onRefreshToken?.(refreshToken)
    }
    return cached.token
  }

  async function call(path: string, init: RequestInit, what: string, okStatuses: number[] = []) {
    let refreshed = false
    let waited = false
    for (;;) {
      const res = await sendToMicrosoft(doFetch, `${api}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${await token()}` },
      })
      if (res.status === 401 && !refreshed) {
        refreshed = true
        cached = null
        continue
      }
      if ((res.status === 429 || res.status === 503) && !waited) {
        const wait = retryAfterMs(res)
        if (wait !== null && wait <= MAX_INLINE_WAIT_MS) {
          waited = true
          await new Promise((resolve) => setTimeout(resolve, wait))
          continue
        }
      }
      if (!res.ok && !okStatuses.includes(res.status)) throw await graphError(res, what)
      return res
    }
  }
  return { token, call }
}
