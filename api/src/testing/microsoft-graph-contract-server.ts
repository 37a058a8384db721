/**
 * A local Microsoft identity platform + Microsoft Graph v1.0 contract server for tests, from
 * Microsoft's documented request and answer shapes (Microsoft is not reachable here):
 *
 * - /common/oauth2/v2.0/authorize: `consent(url)` stands for the user signing in and approving
 *   (checks client_id, response_type=code, redirect_uri and offline_access in scope) and answers
 *   the redirect back with code and state; `deny(url)` answers error=access_denied with an
 *   error_description. /common/oauth2/v2.0/token takes grant_type=authorization_code (code once,
 *   the same redirect_uri; 400 invalid_grant AADSTS70008, 401 invalid_client AADSTS7000215) and
 *   grant_type=refresh_token (400 invalid_grant AADSTS700082 for an unknown one); both answer
 *   token_type, scope, expires_in, ext_expires_in, access_token and a new refresh_token (the old
 *   one keeps working, as Microsoft's do until they expire).
 * - GET /v1.0/me (id, displayName, mail, userPrincipalName).
 * - POST /v1.0/me/events (201 with id, iCalUId, singleValueExtendedProperties kept), GET
 *   /v1.0/me/events?$filter=singleValueExtendedProperties/Any(...), PATCH /v1.0/me/events/{id}
 *   (200), DELETE (204; 404 ErrorItemNotFound).
 * - POST /v1.0/me/calendar/getSchedule (value[{scheduleId, availabilityView, scheduleItems}]),
 *   times in UTC as Prefer: outlook.timezone="UTC" asks; an unknown mailbox gets `error`.
 * - POST /v1.0/me/onlineMeetings (201 with id, joinWebUrl, joinUrl), PATCH (200), DELETE (204;
 *   404).
 * - Graph's error body {error: {code, message, innerError}}: 401 InvalidAuthenticationToken for a
 *   bad token, 429 TooManyRequests with Retry-After (`rateLimitNext`).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { allowTestOrigin } from '../net/outbound'
import { oauthContract } from './oauth-contract'

interface GraphDateTime {
  dateTime: string
  timeZone: string
}

export interface GraphEventRecord {
  id: string
  iCalUId: string
  subject: string
  body?: { contentType: string; content: string }
  start: GraphDateTime
  end: GraphDateTime
  location?: { displayName: string }
  showAs?: string
  attendees?: unknown[]
  singleValueExtendedProperties?: { id: string; value: string }[]
}

export interface GraphOnlineMeetingRecord {
  id: string
  subject: string
  startDateTime: string
  endDateTime: string
  joinWebUrl: string
}

export interface MicrosoftGraphContractServer {
  url: string
  authUrl: string
  tokenUrl: string
  apiUrl: string
  app: { clientId: string; clientSecret: string }
  user: { id: string; mail: string }
  events: Map<string, GraphEventRecord>
  onlineMeetings: Map<string, GraphOnlineMeetingRecord>
  requests: { method: string; path: string; body: unknown; prefer?: string }[]
  consent(authorizationUrl: string): string
  deny(authorizationUrl: string): string
  /** A refresh token this server accepts (as if issued earlier). */
  issueRefreshToken(): string
  tokensIssued(): number
  revokeTokens(): void
  /** The next event lookup still answers the events it finds, which are then removed (deleted in Outlook meanwhile). */
  removeAfterNextLookup(): void
  /** The next Graph call answers 429 TooManyRequests with this Retry-After (seconds). */
  rateLimitNext(seconds: number): void
  close(): Promise<void>
}

const graphUtc = (d: Date) => ({ dateTime: `${d.toISOString().replace(/Z$/, '')}0000`, timeZone: 'UTC' })
const instant = (v: GraphDateTime) => {
  if (v.timeZone !== 'UTC') throw new Error(`the contract server keeps UTC times only, got ${v.timeZone}`)
  return new Date(`${v.dateTime.replace(/(\.\d{3})\d*$/, '$1')}Z`)
}

export async function startMicrosoftGraphContractServer(): Promise<MicrosoftGraphContractServer> {
  const app = { clientId: randomUUID(), clientSecret: `Qx8~${randomBytes(12).toString('hex')}` }
  const user = { id: randomUUID(), mail: 'panel@contoso.test' }
  const refreshTokens = new Set<string>()
  const oauth = oauthContract({
    authUrl: () => authUrl,
    checkRequest(q) {
      if (q.get('client_id') !== app.clientId) throw new Error('AADSTS700016: Application not found in the directory')
      if (q.get('response_type') !== 'code') throw new Error('AADSTS900144: response_type must be code')
      if (!q.get('scope')?.split(' ').includes('offline_access'))
        throw new Error('no refresh token without offline_access')
    },
    newCode: () => `0.AXkA${randomBytes(20).toString('hex')}`,
    newAccessToken: () => `eyJ0eXAi.${randomBytes(16).toString('hex')}`,
    consentParams: () => ({ session_state: randomUUID() }),
  })
  let rateLimit: number | null = null
  let removeAfterLookup = false
  const events = new Map<string, GraphEventRecord>()
  const onlineMeetings = new Map<string, GraphOnlineMeetingRecord>()
  const requests: MicrosoftGraphContractServer['requests'] = []

  const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, body === undefined ? headers : { 'content-type': 'application/json', ...headers })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const graphError = (res: ServerResponse, status: number, code: string, message: string, headers = {}) =>
    send(
      res,
      status,
      { error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': randomUUID() } } },
      headers,
    )
  const identityError = (res: ServerResponse, status: number, error: string, description: string) =>
    send(res, status, {
      error,
      error_description: `${description}\r\nTrace ID: ${randomUUID()}\r\nTimestamp: ${new Date().toISOString()}`,
      error_codes: [Number(description.match(/AADSTS(\d+)/)?.[1] ?? 0)],
    })
  const tokenAnswer = (scope: string) => {
    const access = oauth.issueAccessToken()
    const refresh = `0.AXkA${randomBytes(16).toString('hex')}`
    refreshTokens.add(refresh)
    return {
      token_type: 'Bearer',
      scope,
      expires_in: 3599,
      ext_expires_in: 3599,
      access_token: access,
      refresh_token: refresh,
    }
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://graph.local')
    if (oauth.answerAuthorize(req, res, url)) return
    if (req.method === 'POST' && url.pathname === '/common/oauth2/v2.0/token') {
      const form = new URLSearchParams(raw)
      if (form.get('client_id') !== app.clientId || form.get('client_secret') !== app.clientSecret) {
        return identityError(res, 401, 'invalid_client', 'AADSTS7000215: Invalid client secret provided.')
      }
      const scope = 'User.Read Calendars.ReadWrite OnlineMeetings.ReadWrite profile openid email'
      if (form.get('grant_type') === 'authorization_code') {
        if (!oauth.takeCode(form)) {
          return identityError(
            res,
            400,
            'invalid_grant',
            'AADSTS70008: The provided authorization code or refresh token has expired due to inactivity.',
          )
        }
        return send(res, 200, tokenAnswer(scope))
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (!refreshTokens.has(form.get('refresh_token') ?? '')) {
          return identityError(
            res,
            400,
            'invalid_grant',
            'AADSTS700082: The refresh token has expired due to inactivity.',
          )
        }
        return send(res, 200, tokenAnswer(scope))
      }
      return identityError(
        res,
        400,
        'unsupported_grant_type',
        'AADSTS70003: The app requested an unsupported grant type.',
      )
    }
    const body = raw ? JSON.parse(raw) : null
    requests.push({
      method: req.method ?? '',
      path: url.pathname + url.search,
      body,
      ...(req.headers.prefer ? { prefer: String(req.headers.prefer) } : {}),
    })
    if (!url.pathname.startsWith('/v1.0/')) return graphError(res, 400, 'BadRequest', 'Invalid version.')
    if (!oauth.authorized(req)) {
      return graphError(res, 401, 'InvalidAuthenticationToken', 'Access token has expired or is not yet valid.')
    }
    if (rateLimit !== null) {
      const wait = rateLimit
      rateLimit = null
      return graphError(res, 429, 'TooManyRequests', 'Too many requests.', { 'retry-after': String(wait) })
    }
    const path = url.pathname.slice('/v1.0'.length)
    if (req.method === 'GET' && path === '/me') {
      return send(res, 200, {
        '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity',
        id: user.id,
        displayName: 'Panel Member',
        mail: user.mail,
        userPrincipalName: user.mail,
      })
    }
    if (req.method === 'POST' && path === '/me/calendar/getSchedule') {
      const from = instant(body.startTime)
      const to = instant(body.endTime)
      const value = (body.schedules as string[]).map((scheduleId) => {
        if (scheduleId.toLowerCase() !== user.mail) {
          return {
            scheduleId,
            availabilityView: '',
            error: { message: 'The mailbox was not found.', responseCode: 'ErrorMailRecipientNotFound' },
          }
        }
        const scheduleItems = [...events.values()]
          .filter((e) => instant(e.end) > from && instant(e.start) < to)
          .map((e) => ({
            isPrivate: false,
            status: e.showAs ?? 'busy',
            subject: e.subject,
            location: e.location?.displayName ?? '',
            start: graphUtc(instant(e.start)),
            end: graphUtc(instant(e.end)),
          }))
        return { scheduleId, availabilityView: scheduleItems.length ? '2' : '0', scheduleItems, workingHours: {} }
      })
      return send(res, 200, {
        '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)',
        value,
      })
    }
    if (req.method === 'POST' && path === '/me/events') {
      if (!body?.subject || !body.start?.dateTime || !body.end?.dateTime) {
        return graphError(
          res,
          400,
          'ErrorInvalidRequest',
          'Your request can\u2019t be completed. Start and end are required.',
        )
      }
      instant(body.start)
      const id = `AAMkAG${randomBytes(12).toString('hex')}=`
      const record: GraphEventRecord = {
        ...body,
        id,
        iCalUId: `040000008200E00074C5B7101A82E008${randomBytes(8).toString('hex')}`,
      }
      events.set(id, record)
      return send(res, 201, { '@odata.context': "…/$metadata#users('me')/events/$entity", ...record })
    }
    if (req.method === 'GET' && path === '/me/events') {
      const filter = url.searchParams.get('$filter') ?? ''
      const m = filter.match(
        /^singleValueExtendedProperties\/Any\(ep: ep\/id eq '([^']+)' and ep\/value eq '((?:[^']|'')*)'\)$/,
      )
      if (filter && !m) return graphError(res, 400, 'BadRequest', 'Invalid filter clause')
      const items = [...events.values()].filter(
        (e) =>
          !m || e.singleValueExtendedProperties?.some((p) => p.id === m[1] && p.value === m[2]!.replace(/''/g, "'")),
      )
      const answer = { value: items.map((e) => (url.searchParams.get('$select') === 'id' ? { id: e.id } : e)) }
      if (removeAfterLookup) {
        removeAfterLookup = false
        for (const e of items) events.delete(e.id)
      }
      return send(res, 200, answer)
    }
    const event = path.match(/^\/me\/events\/([^/]+)$/)
    if (event && (req.method === 'PATCH' || req.method === 'DELETE')) {
      const id = decodeURIComponent(event[1]!)
      const found = events.get(id)
      if (!found) return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.')
      if (req.method === 'DELETE') {
        events.delete(id)
        return send(res, 204)
      }
      Object.assign(found, body)
      return send(res, 200, found)
    }
    if (req.method === 'POST' && path === '/me/onlineMeetings') {
      if (!body?.startDateTime || !body.endDateTime) {
        return graphError(res, 400, 'BadRequest', 'startDateTime and endDateTime are required.')
      }
      const id = `MSpkYzE3${randomBytes(16).toString('hex')}`
      const joinWebUrl = `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${randomBytes(12).toString('hex')}%40thread.v2/0`
      const record: GraphOnlineMeetingRecord = {
        id,
        subject: body.subject ?? '',
        startDateTime: body.startDateTime,
        endDateTime: body.endDateTime,
        joinWebUrl,
      }
      onlineMeetings.set(id, record)
      return send(res, 201, {
        '@odata.context': "https://graph.microsoft.com/v1.0/$metadata#users('me')/onlineMeetings/$entity",
        ...record,
        creationDateTime: new Date().toISOString(),
        joinUrl: joinWebUrl,
        videoTeleconferenceId: null,
        participants: { organizer: { identity: { user: { id: user.id } }, upn: user.mail, role: 'presenter' } },
      })
    }
    const meeting = path.match(/^\/me\/onlineMeetings\/([^/]+)$/)
    if (meeting && (req.method === 'PATCH' || req.method === 'DELETE')) {
      const id = decodeURIComponent(meeting[1]!)
      const found = onlineMeetings.get(id)
      if (!found) return graphError(res, 404, 'NotFound', 'The specified meeting was not found.')
      if (req.method === 'DELETE') {
        onlineMeetings.delete(id)
        return send(res, 204)
      }
      Object.assign(found, body)
      return send(res, 200, found)
    }
    return graphError(res, 400, 'BadRequest', `Resource not found for the segment '${path}'.`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  // the explicit test configuration that lets the outbound gate reach this loopback server
  const disallow = allowTestOrigin(url)
  const authUrl = `${url}/common/oauth2/v2.0/authorize`
  return {
    url,
    authUrl,
    tokenUrl: `${url}/common/oauth2/v2.0/token`,
    apiUrl: `${url}/v1.0`,
    app,
    user,
    events,
    onlineMeetings,
    requests,
    consent: oauth.consent,
    deny: (authorizationUrl) =>
      oauth.deny(authorizationUrl, {
        error: 'access_denied',
        error_description: 'AADSTS65004: User declined to consent to access the app.',
      }),
    issueRefreshToken: () => {
      const token = `0.AXkA${randomBytes(16).toString('hex')}`
      refreshTokens.add(token)
      return token
    },
    tokensIssued: oauth.tokensIssued,
    revokeTokens: oauth.revokeTokens,
    removeAfterNextLookup: () => {
      removeAfterLookup = true
    },
    rateLimitNext: (seconds) => {
      rateLimit = seconds
    },
    close: () =>
      new Promise((resolve) => {
        disallow()
        server.close(() => resolve())
      }),
  }
}
