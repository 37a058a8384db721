/**
 * The Zoom adapter (Server-to-Server OAuth app of the user's Zoom account), from Zoom's documented
 * API: a token from POST {oauth}/oauth/token?grant_type=account_credentials&account_id=… with
 * HTTP Basic client id and secret (answers access_token, expires_in); POST
 * /users/{userId}/meetings (type 2, scheduled: start_time in UTC, duration, timezone) answers the
 * meeting's id and join_url; PATCH /meetings/{id} moves it (204); DELETE /meetings/{id} (204; 404
 * code 3001 when it is already gone). Errors keep Zoom's message: 401 code 124 "Invalid access
 * token" (the token is fetched again once), 404, and 429 with Retry-After (given to the caller).
 */
import { type OutboundFetch, safeFetch } from '../../net/outbound'
import { type MeetingProvider, MeetingProviderError, type MeetingRequest } from './meeting-provider'

export interface ZoomConfig {
  accountId: string
  clientId: string
  clientSecret: string
  /** Whose meetings: a Zoom user id or e-mail, or `me` (the account's owner). */
  zoomUserId: string
  apiUrl: string
  oauthUrl: string
  fetch?: OutboundFetch
}

const TIMEOUT_MS = 15_000

function retryAfterMs(res: Response): number | null {
  const value = res.headers.get('retry-after')
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now())
}

async function zoomError(res: Response, what: string): Promise<MeetingProviderError> {
  const body = (await res.json().catch(() => null)) as { code?: number; message?: string; reason?: string } | null
  const detail = body?.message ?? body?.reason ?? res.statusText
  return new MeetingProviderError(res.status, `Zoom ${what} answered ${res.status}: ${detail}`, retryAfterMs(res))
}

const zoomTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z')

export function zoomMeetings(config: ZoomConfig): MeetingProvider & { token(): Promise<string> } {
  const doFetch = config.fetch ?? safeFetch
  const api = config.apiUrl.replace(/\/$/, '')
  let cached: { token: string; until: number } | null = null

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch {
      throw new MeetingProviderError(0, 'Zoom could not be reached.')
    }
  }

  async function token(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token
    const url = new URL('/oauth/token', config.oauthUrl)
    url.searchParams.set('grant_type', 'account_credentials')
    url.searchParams.set('account_id', config.accountId)
    const res = await send(url.toString(), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
      },
    })
    if (!res.ok) throw await zoomError(res, 'sign-in')
    const body = (await res.json()) as { access_token?: string; expires_in?: number }
    if (!body.access_token) throw new MeetingProviderError(502, 'Zoom sign-in answered no access token.')
    // a minute of margin so a token is never used as it expires
    cached = { token: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 }
    return cached.token
  }

  /** A call with the bearer token; a 401 (revoked or expired token) fetches a new one once. */
  async function call(path: string, init: RequestInit, what: string): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const res = await send(`${api}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${await token()}` },
      })
      if (res.status === 401 && attempt === 0) {
        cached = null
        continue
      }
      if (!res.ok) throw await zoomError(res, what)
      return res
    }
  }

  const body = (m: MeetingRequest) =>
    JSON.stringify({
      topic: m.topic.slice(0, 200),
      type: 2,
      start_time: zoomTime(m.startsAt),
      duration: m.durationMinutes,
      timezone: m.timezone,
      ...(m.agenda ? { agenda: m.agenda.slice(0, 2000) } : {}),
    })
  const json = { 'content-type': 'application/json' }

  return {
    token,
    async create(meeting) {
      const res = await call(
        `/users/${encodeURIComponent(config.zoomUserId)}/meetings`,
        { method: 'POST', headers: json, body: body(meeting) },
        'meeting creation',
      )
      const created = (await res.json()) as { id?: number | string; join_url?: string }
      if (created.id === undefined || !created.join_url) {
        throw new MeetingProviderError(502, 'Zoom answered a meeting without an id or join URL.')
      }
      return { meetingId: String(created.id), meetingUrl: created.join_url }
    },
    async update(meetingId, meeting) {
      await call(
        `/meetings/${encodeURIComponent(meetingId)}`,
        { method: 'PATCH', headers: json, body: body(meeting) },
        'meeting update',
      )
    },
    async delete(meetingId) {
      try {
        await call(`/meetings/${encodeURIComponent(meetingId)}`, { method: 'DELETE' }, 'meeting deletion')
      } catch (error) {
        // already gone: what was asked is true
        if (error instanceof MeetingProviderError && error.status === 404) return
        throw error
      }
    },
  }
}
