/**
 * A local Google Calendar API v3 contract server for tests, from Google's documented request and
 * answer shapes (Google is not reachable here): the OAuth token endpoint (grant_type=refresh_token
 * → access_token, expires_in; 400 invalid_grant), POST /calendar/v3/freeBusy, POST
 * /calendar/v3/calendars/{id}/events/import (keyed by iCalUID: a higher sequence replaces the event,
 * a lower one is refused), GET …/events?iCalUID=, DELETE …/events/{eventId} (204, then 410 Gone),
 * and Google's error body {error: {code, message, errors, status}}: 401 for a bad token.
 *
 * The authorization-code flow of "OAuth 2.0 for Web Server Applications": `consent(url)` stands
 * for the user approving at the authorization endpoint (it checks client_id, redirect_uri,
 * response_type=code, a calendar scope and access_type=offline, as Google does) and answers the
 * redirect back with `code` and `state`; `deny(url)` answers `error=access_denied`. The token
 * endpoint takes grant_type=authorization_code (code once, the same redirect_uri; 400
 * invalid_grant, 401 invalid_client) and answers access_token, expires_in, refresh_token, scope.
 * GET /calendar/v3/calendars/primary answers the user's primary calendar (its id is the e-mail).
 *
 * Google Meet: POST …/events (insert) with conferenceData.createRequest {requestId,
 * conferenceSolutionKey.type hangoutsMeet} and ?conferenceDataVersion=1 answers the event with
 * hangoutLink and conferenceData (createRequest.status.statusCode success, entryPoints video
 * https://meet.google.com/xxx-yyyy-zzz, conferenceSolution, conferenceId); without
 * conferenceDataVersion=1 the conference data is ignored, as Google documents. PATCH
 * …/events/{eventId} changes an event; GET …/events/{eventId} reads one.
 *
 * Google may make the conference asynchronously: `meetCreation({ pendingReads, outcome })` makes
 * the next Meet requests answer createRequest.status `pending` (no link) until the event was read
 * `pendingReads` times, then `success` (with the link) or `failure` (no link), as Google documents.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { allowTestOrigin } from '../net/outbound'
import { oauthContract } from './oauth-contract'

export interface GoogleEventRecord {
  id: string
  iCalUID: string
  sequence: number
  summary: string
  description?: string
  location?: string
  start: { dateTime: string; timeZone?: string }
  end: { dateTime: string; timeZone?: string }
  attendees?: { email: string }[]
  status: string
  transparency?: string
  hangoutLink?: string
  conferenceData?: unknown
}

export interface GoogleCalendarContractServer {
  url: string
  tokenUrl: string
  apiUrl: string
  app: { clientId: string; clientSecret: string; refreshToken: string; calendarId: string }
  /** The authorization endpoint (where the product sends the browser). */
  authUrl: string
  events: Map<string, GoogleEventRecord>
  /** The user approves at the authorization endpoint: the redirect back, with code and state. */
  consent(authorizationUrl: string): string
  /** The user declines: the redirect back with error=access_denied. */
  deny(authorizationUrl: string): string
  /** How the following Meet requests resolve (default: success at once). */
  meetCreation(plan: MeetCreationPlan): void
  /** Access tokens issued so far (refresh or code exchange). */
  tokensIssued(): number
  revokeTokens(): void
  close(): Promise<void>
}

export interface MeetCreationPlan {
  /** Reads of the event (events.get) that still answer `pending`; 0: resolved in the insert answer. */
  pendingReads: number
  outcome: 'success' | 'failure'
}

export async function startGoogleCalendarContractServer(): Promise<GoogleCalendarContractServer> {
  const app = {
    clientId: 'quota-test.apps.googleusercontent.com',
    clientSecret: randomBytes(8).toString('hex'),
    refreshToken: `1//${randomBytes(12).toString('hex')}`,
    calendarId: 'panel@quota.test',
  }
  const oauth = oauthContract({
    authUrl: () => authUrl,
    checkRequest(q) {
      if (q.get('client_id') !== app.clientId) throw new Error('Error 401: invalid_client')
      if (q.get('response_type') !== 'code') throw new Error('Error 400: unsupported_response_type')
      if (
        !q
          .get('scope')
          ?.split(' ')
          .some((s) => s.startsWith('https://www.googleapis.com/auth/calendar'))
      ) {
        throw new Error('Error 400: invalid_scope')
      }
      if (q.get('access_type') !== 'offline') throw new Error('no refresh token without access_type=offline')
    },
    newCode: () => `4/0A${randomBytes(16).toString('hex')}`,
    newAccessToken: () => `ya29.${randomBytes(12).toString('hex')}`,
    consentParams: (q) => ({ scope: q.get('scope') ?? '' }),
  })
  const events = new Map<string, GoogleEventRecord>()
  const deleted = new Set<string>()
  let plan: MeetCreationPlan = { pendingReads: 0, outcome: 'success' }
  /** Meet events still pending: reads left before they resolve, and how. */
  const pending = new Map<string, { readsLeft: number; outcome: MeetCreationPlan['outcome'] }>()
  /** The conference as Google answers it at each stage (success carries the link). */
  const conference = (record: GoogleEventRecord, requestId: string, statusCode: 'pending' | 'success' | 'failure') => {
    const createRequest = { requestId, conferenceSolutionKey: { type: 'hangoutsMeet' }, status: { statusCode } }
    if (statusCode !== 'success') {
      record.conferenceData = { createRequest }
      return
    }
    const code = [3, 4, 3].map((n) => randomBytes(n).toString('hex').replace(/\d/g, 'q').slice(0, n)).join('-')
    record.hangoutLink = `https://meet.google.com/${code}`
    record.conferenceData = {
      createRequest,
      entryPoints: [{ entryPointType: 'video', uri: record.hangoutLink, label: `meet.google.com/${code}` }],
      conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
      conferenceId: code,
    }
  }
  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json; charset=UTF-8' })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const error = (res: ServerResponse, code: number, message: string, reason: string, status: string) =>
    send(res, code, { error: { code, message, errors: [{ domain: 'global', reason, message }], status } })

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://google.local')
    // a browser at the consent page: the user approves at once (what Google then redirects to)
    if (oauth.answerAuthorize(req, res, url)) return
    if (
      req.method === 'POST' &&
      url.pathname === '/token' &&
      new URLSearchParams(raw).get('grant_type') === 'authorization_code'
    ) {
      const form = new URLSearchParams(raw)
      if (form.get('client_id') !== app.clientId || form.get('client_secret') !== app.clientSecret) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' })
      }
      if (!oauth.takeCode(form)) return send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' })
      return send(res, 200, {
        access_token: oauth.issueAccessToken(),
        expires_in: 3599,
        refresh_token: app.refreshToken,
        scope: 'https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.readonly',
        token_type: 'Bearer',
      })
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(raw)
      if (
        form.get('grant_type') !== 'refresh_token' ||
        form.get('client_id') !== app.clientId ||
        form.get('client_secret') !== app.clientSecret ||
        form.get('refresh_token') !== app.refreshToken
      ) {
        return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' })
      }
      return send(res, 200, {
        access_token: oauth.issueAccessToken(),
        expires_in: 3599,
        scope: 'https://www.googleapis.com/auth/calendar',
        token_type: 'Bearer',
      })
    }
    if (!oauth.authorized(req)) {
      return error(res, 401, 'Request had invalid authentication credentials.', 'authError', 'UNAUTHENTICATED')
    }
    const body = raw ? JSON.parse(raw) : null
    if (req.method === 'POST' && url.pathname === '/calendar/v3/freeBusy') {
      const calendars: Record<string, unknown> = {}
      for (const item of body.items as { id: string }[]) {
        if (item.id !== app.calendarId) {
          calendars[item.id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] }
          continue
        }
        const busy = [...events.values()]
          .filter((e) => e.status !== 'cancelled' && e.end.dateTime > body.timeMin && e.start.dateTime < body.timeMax)
          .map((e) => ({
            start: new Date(e.start.dateTime).toISOString(),
            end: new Date(e.end.dateTime).toISOString(),
          }))
        calendars[item.id] = { busy }
      }
      return send(res, 200, { kind: 'calendar#freeBusy', timeMin: body.timeMin, timeMax: body.timeMax, calendars })
    }
    const calendar = url.pathname.match(/^\/calendar\/v3\/calendars\/([^/]+)$/)
    if (req.method === 'GET' && calendar) {
      const id = decodeURIComponent(calendar[1]!)
      if (id !== 'primary' && id !== app.calendarId) return error(res, 404, 'Not Found', 'notFound', 'NOT_FOUND')
      return send(res, 200, {
        kind: 'calendar#calendar',
        id: app.calendarId,
        summary: app.calendarId,
        timeZone: 'Europe/London',
      })
    }
    const m = url.pathname.match(/^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/(import|[^/]+))?$/)
    if (!m) return error(res, 404, 'Not Found', 'notFound', 'NOT_FOUND')
    if (decodeURIComponent(m[1]!) !== app.calendarId) return error(res, 404, 'Not Found', 'notFound', 'NOT_FOUND')
    if (req.method === 'POST' && m[2] === 'import') {
      if (!body?.iCalUID || !body.start?.dateTime || !body.end?.dateTime) {
        return error(res, 400, 'Missing iCalUID, start or end.', 'required', 'INVALID_ARGUMENT')
      }
      const existing = [...events.values()].find((e) => e.iCalUID === body.iCalUID)
      if (existing && (body.sequence ?? 0) < existing.sequence) {
        return error(res, 400, 'The sequence is lower than the stored one.', 'invalid', 'INVALID_ARGUMENT')
      }
      const record: GoogleEventRecord = {
        ...body,
        id: existing?.id ?? randomBytes(10).toString('hex'),
        status: 'confirmed',
      }
      events.set(record.id, record)
      return send(res, 200, {
        kind: 'calendar#event',
        ...record,
        htmlLink: `https://calendar.google.com/event?eid=${record.id}`,
      })
    }
    if (req.method === 'POST' && !m[2]) {
      if (!body?.start?.dateTime || !body.end?.dateTime) {
        return error(res, 400, 'Missing start or end.', 'required', 'INVALID_ARGUMENT')
      }
      const id = randomBytes(10).toString('hex')
      const { conferenceData: asked, ...fields } = body
      const record: GoogleEventRecord = { ...fields, id, iCalUID: `${id}@google.com`, sequence: 0, status: 'confirmed' }
      const request = asked?.createRequest
      if (url.searchParams.get('conferenceDataVersion') === '1' && request) {
        if (request.conferenceSolutionKey?.type !== 'hangoutsMeet' || !request.requestId) {
          return error(res, 400, 'Invalid conference type value.', 'invalid', 'INVALID_ARGUMENT')
        }
        if (plan.pendingReads > 0) {
          conference(record, request.requestId, 'pending')
          pending.set(id, { readsLeft: plan.pendingReads, outcome: plan.outcome })
        } else conference(record, request.requestId, plan.outcome)
      }
      events.set(id, record)
      return send(res, 200, {
        kind: 'calendar#event',
        ...record,
        htmlLink: `https://calendar.google.com/event?eid=${id}`,
      })
    }
    if (req.method === 'PATCH' && m[2] && m[2] !== 'import') {
      const found = events.get(m[2])
      if (!found) return error(res, deleted.has(m[2]) ? 410 : 404, 'Not Found', 'notFound', 'NOT_FOUND')
      Object.assign(found, body)
      return send(res, 200, { kind: 'calendar#event', ...found })
    }
    if (req.method === 'GET' && m[2] && m[2] !== 'import') {
      const found = events.get(m[2])
      if (!found) return error(res, deleted.has(m[2]) ? 410 : 404, 'Not Found', 'notFound', 'NOT_FOUND')
      const waiting = pending.get(m[2])
      if (waiting && --waiting.readsLeft <= 0) {
        pending.delete(m[2])
        const requestId = (found.conferenceData as { createRequest: { requestId: string } }).createRequest.requestId
        conference(found, requestId, waiting.outcome)
      }
      return send(res, 200, { kind: 'calendar#event', ...found })
    }
    if (req.method === 'GET' && !m[2]) {
      const uid = url.searchParams.get('iCalUID')
      const items = [...events.values()].filter((e) => !uid || e.iCalUID === uid)
      return send(res, 200, { kind: 'calendar#events', items })
    }
    if (req.method === 'DELETE' && m[2]) {
      if (deleted.has(m[2])) return error(res, 410, 'Resource has been deleted', 'deleted', 'GONE')
      if (!events.delete(m[2])) return error(res, 404, 'Not Found', 'notFound', 'NOT_FOUND')
      deleted.add(m[2])
      return send(res, 204)
    }
    return error(res, 404, 'Not Found', 'notFound', 'NOT_FOUND')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  // the explicit test configuration that lets the outbound gate reach this loopback server
  const disallow = allowTestOrigin(url)
  const authUrl = `${url}/o/oauth2/v2/auth`
  return {
    url,
    authUrl,
    consent: oauth.consent,
    deny: (authorizationUrl) => oauth.deny(authorizationUrl, { error: 'access_denied' }),
    meetCreation: (next) => {
      plan = next
    },
    tokensIssued: oauth.tokensIssued,
    tokenUrl: `${url}/token`,
    apiUrl: `${url}/calendar/v3`,
    app,
    events,
    revokeTokens: oauth.revokeTokens,
    close: () =>
      new Promise((resolve) => {
        disallow()
        server.close(() => resolve())
      }),
  }
}
