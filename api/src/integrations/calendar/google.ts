/**
 * The Google Calendar adapter (Calendar API v3), from Google's documented shapes: an access token
 * from the OAuth token endpoint (grant_type=refresh_token, answered access_token + expires_in);
 * busy time from POST /freeBusy (calendars[id].busy[{start,end}], or calendars[id].errors);
 * the interview written with POST /calendars/{id}/events/import (keyed by iCalUID, so the same UID
 * with a higher sequence replaces it), removed by finding it with GET /calendars/{id}/events?iCalUID=
 * and DELETE /calendars/{id}/events/{eventId} (204; 404/410 when already gone). Errors keep
 * Google's `error.message`; a 401 fetches a new token once.
 */
import { type OutboundFetch, safeFetch } from '../../net/outbound'
import { CalendarHttpError, type CalendarIntegration } from './calendar-integration'
import { eventFromIcs } from './ics-event'

export interface GoogleCalendarConfig {
  clientId: string
  clientSecret: string
  refreshToken: string
  /** `primary` or a calendar id. */
  calendarId: string
  apiUrl: string
  tokenUrl: string
  fetch?: OutboundFetch
}

async function googleError(res: Response, what: string) {
  const body = (await res.json().catch(() => null)) as {
    error?: { message?: string } | string
    error_description?: string
  } | null
  const detail =
    typeof body?.error === 'object' ? body.error.message : (body?.error_description ?? body?.error ?? res.statusText)
  return new CalendarHttpError(res.status, `Google Calendar ${what} answered ${res.status}: ${detail}`)
}

export type GoogleApiConfig = Omit<GoogleCalendarConfig, 'calendarId'>

/** A signed-in Calendar API client (also used for Google Meet): `call` sends with the bearer token. */
export function googleApiClient(config: GoogleApiConfig) {
  const doFetch = config.fetch ?? safeFetch
  const api = config.apiUrl.replace(/\/$/, '')
  let cached: { token: string; until: number } | null = null

  async function send(url: string, init: RequestInit) {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(15_000) })
    } catch {
      throw new CalendarHttpError(0, 'Google Calendar could not be reached.')
    }
  }

  async function token() {
    if (cached && cached.until > Date.now()) return cached.token
    const res = await send(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        refresh_token: config.refreshToken,
        grant_type: 'refresh_token',
      }),
    })
    if (!res.ok) throw await googleError(res, 'sign-in')
    const body = (await res.json()) as { access_token?: string; expires_in?: number }
    if (!body.access_token) throw new CalendarHttpError(502, 'Google sign-in answered no access token.')
    cached = { token: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 }
    return cached.token
  }

  async function call(path: string, init: RequestInit, what: string, okStatuses: number[] = []) {
    for (let attempt = 0; ; attempt++) {
      const res = await send(`${api}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${await token()}` },
      })
      if (res.status === 401 && attempt === 0) {
        cached = null
        continue
      }
      if (!res.ok && !okStatuses.includes(res.status)) throw await googleError(res, what)
      return res
    }
  }
  return { call }
}

export function googleCalendar(config: GoogleCalendarConfig): CalendarIntegration {
  const calendarPath = `/calendars/${encodeURIComponent(config.calendarId)}`
  const { call } = googleApiClient(config)
  const json = { 'content-type': 'application/json' }

  return {
    async busy(from, to) {
      const res = await call(
        '/freeBusy',
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            timeMin: from.toISOString(),
            timeMax: to.toISOString(),
            items: [{ id: config.calendarId }],
          }),
        },
        'free/busy',
      )
      const body = (await res.json()) as {
        calendars?: Record<string, { busy?: { start: string; end: string }[]; errors?: { reason: string }[] }>
      }
      const cal = body.calendars?.[config.calendarId]
      if (!cal || cal.errors?.length) {
        throw new CalendarHttpError(
          404,
          `Google Calendar free/busy: ${cal?.errors?.[0]?.reason ?? 'calendar not answered'}`,
        )
      }
      return (cal.busy ?? [])
        .map((b) => ({ start: new Date(b.start), end: new Date(b.end) }))
        .sort((a, b) => a.start.getTime() - b.start.getTime())
    },
    async putEvent(uid, ics) {
      const e = eventFromIcs(ics)
      const res = await call(
        `${calendarPath}/events/import`,
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            iCalUID: uid,
            sequence: e.sequence,
            summary: e.summary,
            description: e.description,
            ...(e.location ? { location: e.location } : {}),
            start: { dateTime: e.start.toISOString(), timeZone: e.timeZone },
            end: { dateTime: e.end.toISOString(), timeZone: e.timeZone },
            attendees: e.attendees.map((email) => ({ email })),
            status: 'confirmed',
          }),
        },
        'event import',
      )
      return { status: res.status }
    },
    async deleteEvent(uid) {
      const found = await call(
        `${calendarPath}/events?${new URLSearchParams({ iCalUID: uid })}`,
        { method: 'GET' },
        'event lookup',
      )
      const items = ((await found.json()) as { items?: { id: string }[] }).items ?? []
      let status = 404
      for (const item of items) {
        const res = await call(
          `${calendarPath}/events/${encodeURIComponent(item.id)}`,
          { method: 'DELETE' },
          'event deletion',
          [404, 410],
        )
        status = res.status
      }
      return { status }
    },
  }
}
