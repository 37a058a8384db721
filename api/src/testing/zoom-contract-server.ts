/**
 * A local Zoom API contract server for tests, built from Zoom's documented request and answer
 * shapes (no Zoom service is reachable here): Server-to-Server OAuth (POST /oauth/token with
 * grant_type=account_credentials, account_id and HTTP Basic client id:secret → access_token,
 * token_type bearer, expires_in 3599), POST /v2/users/{userId}/meetings (201: id, join_url,
 * start_url, ...), PATCH and DELETE /v2/meetings/{id} (204), and Zoom's errors: 401 code 124
 * "Invalid access token.", 404 code 3001 "Meeting does not exist", 400 invalid_client for wrong
 * app credentials, and 429 in the forms Zoom sends (developers.zoom.us/docs/api/rate-limits): the
 * per-second limit with `Retry-After` in seconds, the daily limit (`X-RateLimit-Type: Daily-limit`)
 * with `Retry-After` as the time the quota resets, and a 429 with no Retry-After at all. It records
 * every request it got.
 *
 * Meeting bodies are checked field by field as Zoom validates them: a documented field of the
 * wrong type or out of its range answers 400 with Zoom's validation shape (`code` 300,
 * "Validation Failed.", `errors: [{ field, message: "Invalid field." }]`), so an adapter sending a
 * duration as text or a start time with milliseconds fails its test. Fields Zoom does not document
 * for the call are let through, as Zoom ignores them.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as z from 'zod'
import { allowTestOrigin } from '../net/outbound'

/** The meeting body fields the adapter sends, as Zoom types them (meetingCreate / meetingUpdate). */
const MEETING_FIELDS = {
  topic: z.string().max(200),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(8)]),
  // Zoom's GMT form: yyyy-MM-ddTHH:mm:ssZ (a local time goes without the Z, with `timezone`)
  start_time: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z?$/),
  duration: z.number().int().min(1),
  timezone: z.string().min(1),
  agenda: z.string().max(2000),
  password: z.string().max(10),
  settings: z.record(z.string(), z.unknown()),
}
const CreateMeeting = z.looseObject(MEETING_FIELDS)
const UpdateMeeting = z.looseObject(MEETING_FIELDS).partial()

/** Zoom's answer to a body with invalid fields. */
function invalidFields(error: z.ZodError) {
  return {
    code: 300,
    message: 'Validation Failed.',
    errors: error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: 'Invalid field.' })),
  }
}

export interface ZoomMeetingRecord {
  id: number
  userId: string
  topic: string
  type: number
  start_time: string
  duration: number
  timezone: string
  join_url: string
}

export interface ZoomContractServer {
  url: string
  app: { accountId: string; clientId: string; clientSecret: string }
  meetings: Map<string, ZoomMeetingRecord>
  requests: { method: string; path: string; body: unknown }[]
  tokensIssued(): number
  /** Every token issued so far stops working (as when an admin revokes the app's tokens). */
  revokeTokens(): void
  /**
   * The next API call answers 429: the per-second limit with Retry-After in seconds (a number), the
   * daily limit with Retry-After as the reset time (a Date), or without Retry-After (null).
   */
  rateLimitNext(retryAfter: number | Date | null): void
  close(): Promise<void>
}

export async function startZoomContractServer(): Promise<ZoomContractServer> {
  const app = { accountId: 'acct_Q1', clientId: 'client_Q1', clientSecret: randomBytes(8).toString('hex') }
  const tokens = new Set<string>()
  let issued = 0
  let rateLimit: { retryAfter: number | Date | null } | null = null
  let nextId = 85_746_065_400
  const meetings = new Map<string, ZoomMeetingRecord>()
  const requests: ZoomContractServer['requests'] = []

  const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, body === undefined ? headers : { 'content-type': 'application/json', ...headers })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    return text ? JSON.parse(text) : null
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://zoom.local')
    const body = await readBody(req).catch(() => 'unparsable')
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, body })
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const basic = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`
      if (req.headers.authorization !== basic) {
        return send(res, 400, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' })
      }
      if (url.searchParams.get('grant_type') !== 'account_credentials') {
        return send(res, 400, { reason: 'Unsupported grant type', error: 'unsupported_grant_type' })
      }
      if (url.searchParams.get('account_id') !== app.accountId) {
        return send(res, 400, { reason: 'Invalid account_id', error: 'invalid_request' })
      }
      const token = `zt_${randomBytes(12).toString('hex')}`
      tokens.add(token)
      issued++
      return send(res, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: 3599,
        scope: 'meeting:write:meeting meeting:delete:meeting meeting:update:meeting',
        api_url: 'https://api.zoom.us',
      })
    }
    if (!url.pathname.startsWith('/v2/')) return send(res, 404, { code: 404, message: 'Not found' })
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
    if (!tokens.has(bearer)) return send(res, 401, { code: 124, message: 'Invalid access token.' })
    if (rateLimit !== null) {
      const { retryAfter } = rateLimit
      rateLimit = null
      if (typeof retryAfter === 'number')
        return send(
          res,
          429,
          { code: 429, message: 'You have reached the maximum per-second rate limit for this API. Try again later.' },
          { 'retry-after': String(retryAfter), 'x-ratelimit-type': 'QPS', 'x-ratelimit-category': 'Light' },
        )
      return send(
        res,
        429,
        {
          code: 429,
          message:
            'You have reached the maximum daily rate limit for this API. Refer to the response header for details on when you can make another request.',
        },
        {
          'x-ratelimit-type': 'Daily-limit',
          'x-ratelimit-category': 'Light',
          'x-ratelimit-limit': '6000',
          'x-ratelimit-remaining': '0',
          ...(retryAfter ? { 'retry-after': retryAfter.toUTCString() } : {}),
        },
      )
    }
    const create = url.pathname.match(/^\/v2\/users\/([^/]+)\/meetings$/)
    if (req.method === 'POST' && create) {
      const b = body as Partial<ZoomMeetingRecord> | null
      const typed = CreateMeeting.partial().safeParse(b ?? {})
      if (!typed.success) return send(res, 400, invalidFields(typed.error))
      if (!b?.topic || b.type !== 2 || !b.start_time || typeof b.duration !== 'number') {
        return send(res, 400, {
          code: 300,
          message: 'Invalid request: topic, type 2, start_time and duration are required.',
        })
      }
      const id = nextId++
      const record: ZoomMeetingRecord = {
        id,
        userId: decodeURIComponent(create[1]!),
        topic: b.topic,
        type: 2,
        start_time: b.start_time,
        duration: b.duration,
        timezone: b.timezone ?? 'UTC',
        join_url: `https://us05web.zoom.us/j/${id}?pwd=${randomBytes(6).toString('hex')}`,
      }
      meetings.set(String(id), record)
      return send(res, 201, {
        uuid: randomBytes(8).toString('base64'),
        id,
        host_id: 'KdYKjnimT4KPd8FFgQt9FQ',
        topic: record.topic,
        type: 2,
        status: 'waiting',
        start_time: record.start_time,
        duration: record.duration,
        timezone: record.timezone,
        created_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        start_url: `https://us05web.zoom.us/s/${id}?zak=eyJ`,
        join_url: record.join_url,
        password: 'a1B2c3',
        settings: { host_video: false, participant_video: false, join_before_host: false },
      })
    }
    const one = url.pathname.match(/^\/v2\/meetings\/(\d+)$/)
    if (one && (req.method === 'PATCH' || req.method === 'DELETE')) {
      const found = meetings.get(one[1]!)
      if (!found) return send(res, 404, { code: 3001, message: `Meeting does not exist: ${one[1]}.` })
      if (req.method === 'PATCH') {
        const typed = UpdateMeeting.safeParse(body ?? {})
        if (!typed.success) return send(res, 400, invalidFields(typed.error))
      }
      if (req.method === 'DELETE') meetings.delete(one[1]!)
      else Object.assign(found, body as object)
      return send(res, 204)
    }
    return send(res, 404, { code: 404, message: 'Not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // the explicit test configuration that lets the outbound gate reach this loopback server
  const disallow = allowTestOrigin(`http://127.0.0.1:${port}`)
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    meetings,
    requests,
    tokensIssued: () => issued,
    revokeTokens: () => tokens.clear(),
    rateLimitNext: (retryAfter) => {
      rateLimit = { retryAfter }
    },
    close: () =>
      new Promise((resolve) => {
        disallow()
        server.close(() => resolve())
      }),
  }
}
