/**
 * Google's OAuth 2.0 authorization-code flow for web server apps ("Using OAuth 2.0 for Web Server
 * Applications"): the authorization URL the browser is sent to (access_type=offline and
 * prompt=consent so Google answers a refresh token every time), and the exchange of the code it
 * sends back (POST token endpoint, grant_type=authorization_code, the same redirect_uri) for an
 * access token and the refresh token that the calendar adapter (google.ts) uses from then on.
 * Google's refusals keep its `error` / `error_description`.
 */
import { type OutboundFetch, safeFetch } from '../../net/outbound'
import { CalendarHttpError } from './calendar-integration'

/** Events written and removed (calendar.events); busy time and the primary calendar read (calendar.readonly). */
export const GOOGLE_CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.readonly',
] as const

export interface GoogleOAuthClient {
  clientId: string
  clientSecret: string
  authUrl: string
  tokenUrl: string
  apiUrl: string
  redirectUri: string
  fetch?: OutboundFetch
}

export function googleAuthorizationUrl(client: GoogleOAuthClient, state: string): string {
  const url = new URL(client.authUrl)
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: GOOGLE_CALENDAR_SCOPES.join(' '),
    access_type: 'offline',
    include_granted_scopes: 'true',
    prompt: 'consent',
    state,
  }).toString()
  return url.toString()
}

export interface GoogleGrant {
  refreshToken: string
  scopes: string[]
  /** The primary calendar's id: the account's e-mail address. */
  calendarId: string
}

async function send(client: GoogleOAuthClient, url: string, init: RequestInit) {
  try {
    return await (client.fetch ?? safeFetch)(url, { ...init, signal: AbortSignal.timeout(15_000) })
  } catch {
    throw new CalendarHttpError(0, 'Google could not be reached.')
  }
}

/** The code Google sent back, exchanged for tokens; the primary calendar read with them. */
export async function exchangeGoogleCode(client: GoogleOAuthClient, code: string): Promise<GoogleGrant> {
  const res = await send(client, client.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      code,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uri: client.redirectUri,
      grant_type: 'authorization_code',
    }),
  })
  const body = (await res.json().catch(() => null)) as {
    access_token?: string
    refresh_token?: string
    scope?: string
    error?: string
    error_description?: string
  } | null
  if (!res.ok || !body?.access_token) {
    throw new CalendarHttpError(
      res.ok ? 502 : res.status,
      `Google answered ${res.status}: ${body?.error_description ?? body?.error ?? 'no access token'}`,
    )
  }
  if (!body.refresh_token) {
    throw new CalendarHttpError(
      502,
      'Google answered no refresh token: remove Quota from your Google account and try again.',
    )
  }
  const primary = await send(client, `${client.apiUrl.replace(/\/$/, '')}/calendars/primary`, {
    headers: { authorization: `Bearer ${body.access_token}` },
  })
  const calendar = (await primary.json().catch(() => null)) as { id?: string } | null
  if (!primary.ok || !calendar?.id) {
    throw new CalendarHttpError(primary.status, `Google Calendar answered ${primary.status} for your primary calendar.`)
  }
  return {
    refreshToken: body.refresh_token,
    scopes: body.scope?.split(' ').filter(Boolean) ?? [],
    calendarId: calendar.id,
  }
}
