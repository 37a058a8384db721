import { REALTIME_CLOSE } from '@quota/shared/contracts/realtime'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, rawRows } from '../../db/client'
import { outboxEventsTable } from '../../db/schema'
import { type OutboxWorker, startOutboxWorker } from '../../jobs/outbox-worker'
import { INLINE_NOTIFY_BYTES, type RealtimeBus, startRealtimeBus } from '../../realtime/bus'
import { RealtimeHub } from '../../realtime/hub'
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { signingKey, signToken } from '../auth'
import { createJob, createOrganization } from '../pipeline/test-fixtures'
import { REALTIME_STALE_AFTER_MS, REALTIME_TOPIC, realtimePublishHandler } from './publish-handler'
import { revalidateSockets } from './revalidate-sockets'

/**
 * The real-time channel over a real socket: the app listens on a port, the outbox worker and the
 * LISTEN/NOTIFY bus run as in server.ts, and users connect with the token the API issues.
 */
let t: TestApp
let base: string
let bus: RealtimeBus
let worker: OutboxWorker
let recruiter: SignedInUser
let acmeClient: SignedInUser
let globexClient: SignedInUser
let candidate: SignedInUser
let acme: string
const logger = pino({ level: 'silent' })
const DEADLINE_MS = 20_000

beforeAll(async () => {
  t = await createTestApp()
  const db = t.deps.db
  acme = await createOrganization(db, 'Acme Cloud')
  const globex = await createOrganization(db, 'Globex Data')
  recruiter = await createSignedInUser(t, { roleKeys: ['internal-recruiter'] })
  acmeClient = await createSignedInUser(t, { userType: 'client', organizationId: acme })
  globexClient = await createSignedInUser(t, { userType: 'client', organizationId: globex })
  candidate = await createSignedInUser(t, { userType: 'candidate' })
  bus = await startRealtimeBus({ database: t.database, hub: t.deps.realtime!, logger })
  worker = startOutboxWorker({
    db,
    logger,
    handlers: { [REALTIME_TOPIC]: realtimePublishHandler({ db, logger }) },
    pollMs: 50,
  })
  t.app.listen({ port: 0, hostname: '127.0.0.1' })
  base = `http://127.0.0.1:${t.app.server!.port}`
}, 60_000)
afterAll(async () => {
  await worker?.stop()
  await bus?.stop()
  await t?.app.stop()
  await t?.close()
})

function sameServer(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

/** Waits for a condition; fails with `what` after a generous deadline (never asserts a duration). */
async function until<T>(what: string, probe: () => T | undefined | false): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = probe()
    if (value) return value
    if (Date.now() - started > DEADLINE_MS) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

interface Client {
  // biome-ignore lint/suspicious/noExplicitAny: frames are whatever JSON the server sent
  frames: Record<string, any>[]
  closed: { code: number; reason: string } | null
  socket: WebSocket
}

function open(query: string): Client {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/realtime${query}`)
  const client: Client = { frames: [], closed: null, socket }
  socket.onmessage = (e) => client.frames.push(JSON.parse(String(e.data)))
  socket.onclose = (e) => {
    client.closed = { code: e.code, reason: e.reason }
  }
  return client
}

async function connect(user: SignedInUser): Promise<Client> {
  const answer = await fetch(`${base}/api/users/realtime/token`, { headers: user.headers })
  expect(answer.status).toBe(200)
  const { data } = (await answer.json()) as { data: { token: string; url: string; expiresAt: string } }
  expect(data.url).toBe('/api/realtime')
  expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now())
  const client = open(`?token=${encodeURIComponent(data.token)}`)
  await until('the socket to be ready', () => client.frames.some((f) => f.type === 'ready') || client.closed)
  expect(client.closed).toBeNull()
  return client
}

/** A ping answered means every frame the server sent this socket before it has arrived. */
async function drained(client: Client) {
  const pongs = client.frames.filter((f) => f.type === 'pong').length
  client.socket.send(JSON.stringify({ type: 'ping' }))
  await until('pong', () => client.frames.filter((f) => f.type === 'pong').length > pongs)
}

const stageChanges = (client: Client) => client.frames.filter((f) => f.type === 'jobStageChange')

async function act(jobId: string, candidateId: string, action: string) {
  const res = await fetch(`${base}/api/jobs/${jobId}/candidates/${candidateId}/actions/${action}`, {
    method: 'POST',
    headers: { ...recruiter.headers, 'content-type': 'application/json' },
    body: '{}',
  })
  expect(res.status, `${action}: ${await res.clone().text()}`).toBe(200)
}

describe('the real-time channel', () => {
  it('a recruiter’s stage actions reach staff, the job’s client and the candidate, never another organization', async () => {
    const [staffSocket, acmeSocket, globexSocket, candidateSocket] = (await Promise.all(
      [recruiter, acmeClient, globexClient, candidate].map(connect),
    )) as [Client, Client, Client, Client]
    const job = await createJob(t.deps.db, acme)
    const candidateId = candidate.user.candidateId!

    // shortlisted: a sourcing list the client sees; not yet on the candidate's dashboard
    await act(job, candidateId, 'shortlist')
    const shortlisted = await until('the client to hear of the shortlist', () => stageChanges(acmeSocket)[0])
    expect(shortlisted.data).toMatchObject({ jobId: job, candidateId, stageType: 'shortlist' })
    expect(shortlisted.data).not.toHaveProperty('organizationId')
    const toStaff = await until('staff to hear of it', () => stageChanges(staffSocket)[0])
    expect(toStaff.data).toMatchObject({ jobId: job, action: 'shortlist' })

    // submitted: waiting for the account manager (provider-only), on the candidate's dashboard
    await act(job, candidateId, 'submit')
    const submitted = await until('the candidate to hear of the submittal', () => stageChanges(candidateSocket)[0])
    expect(submitted.data).toMatchObject({ jobId: job })
    expect(submitted.data).not.toHaveProperty('candidateId')

    // sent to the client: the client hears the new stage
    await act(job, candidateId, 'submitToClient')
    await until('the client to hear of the submittal', () =>
      stageChanges(acmeSocket).find((f) => f.data.stageType === 'submittal'),
    )
    await until('the candidate to hear it too', () => stageChanges(candidateSocket).length >= 2)

    await drained(globexSocket)
    await drained(candidateSocket)
    expect(stageChanges(globexSocket)).toEqual([])
    // the shortlist happened before the row was on the candidate's dashboard
    expect(stageChanges(candidateSocket)).toHaveLength(2)
    // processed like any other topic, each recording how it went out
    // (the row is marked just after its NOTIFY went out: wait for the mark)
    const readRows = async () =>
      (await t.deps.db.select().from(outboxEventsTable)).filter((r) => r.topic === REALTIME_TOPIC)
    let rows = await readRows()
    const started = Date.now()
    while (rows.some((r) => !r.processedAt) && Date.now() - started < DEADLINE_MS) {
      await new Promise((r) => setTimeout(r, 50))
      rows = await readRows()
    }
    expect(rows.length).toBeGreaterThanOrEqual(3)
    for (const row of rows) {
      expect(row.processedAt).not.toBeNull()
      expect(row.payload).toMatchObject({ delivery: 'inline' })
    }
    for (const s of [staffSocket, acmeSocket, globexSocket, candidateSocket]) s.socket.close()
  })

  it('delivers an event too large for one NOTIFY by reference', async () => {
    const socket = await connect(candidate)
    const body = 'x'.repeat(INLINE_NOTIFY_BYTES + 2000)
    await t.deps.db.insert(outboxEventsTable).values({
      topic: REALTIME_TOPIC,
      payload: { type: 'newMessage', recipientUserId: candidate.user.id, body },
    })
    const message = await until('the large message', () => socket.frames.find((f) => f.type === 'newMessage'))
    expect(message.data.body).toBe(body)
    expect(message.data).not.toHaveProperty('recipientUserId')
    socket.socket.close()
  })

  it('reaches the sockets of another API process through LISTEN/NOTIFY', async () => {
    // on PostgreSQL a second connection pool stands for the second process; PGlite is one
    // process by design, so there the second hub listens on the same database
    const [row] = await rawRows<{ name: string }>(t.deps.db, sql`select current_database() as name`)
    const name = row!.name
    const serverUrl = process.env.TEST_DATABASE_URL
    const other =
      serverUrl && t.database.kind === 'postgres'
        ? await openDatabase({ url: sameServer(serverUrl, name), max: 1 })
        : null
    const hub = new RealtimeHub()
    const frames: string[] = []
    hub.add(
      { send: (data) => frames.push(data), close: () => {} },
      {
        userId: candidate.user.id,
        userType: 'candidate',
        organizationId: null,
        permissions: [],
      },
    )
    const secondBus = await startRealtimeBus({ database: other ?? t.database, hub, logger })
    try {
      await t.deps.db.insert(outboxEventsTable).values({
        topic: REALTIME_TOPIC,
        payload: { type: 'newMessage', recipientUserId: candidate.user.id, subject: 'Hello from the other process' },
      })
      const got = await until('the other process to push it', () => frames.find((f) => f.includes('Hello from')))
      expect(JSON.parse(got)).toEqual({ type: 'newMessage', data: { subject: 'Hello from the other process' } })
    } finally {
      await secondBus.stop()
      await other?.close()
    }
  })

  it('marks stale and unknown events processed without sending them, so none pile up', async () => {
    const socket = await connect(candidate)
    const [stale, unknown] = await t.deps.db
      .insert(outboxEventsTable)
      .values([
        {
          topic: REALTIME_TOPIC,
          payload: { type: 'newMessage', recipientUserId: candidate.user.id, subject: 'stale' },
          createdAt: new Date(Date.now() - REALTIME_STALE_AFTER_MS - 60_000),
        },
        { topic: REALTIME_TOPIC, payload: { type: 'notAType', recipientUserId: candidate.user.id } },
      ])
      .returning({ id: outboxEventsTable.id })
    const processed = async () => {
      const rows = await t.deps.db.select().from(outboxEventsTable)
      return rows.filter((r) => r.id === stale!.id || r.id === unknown!.id)
    }
    let rows = await processed()
    const started = Date.now()
    while (rows.some((r) => !r.processedAt) && Date.now() - started < DEADLINE_MS) {
      await new Promise((r) => setTimeout(r, 50))
      rows = await processed()
    }
    expect(Object.fromEntries(rows.map((r) => [r.id, (r.payload as { delivery?: string }).delivery]))).toEqual({
      [stale!.id]: 'expired',
      [unknown!.id]: 'unknownType',
    })
    await drained(socket)
    expect(socket.frames.filter((f) => f.type !== 'ready' && f.type !== 'pong')).toEqual([])
    socket.socket.close()
  })

  it('answers pings', async () => {
    const socket = await connect(recruiter)
    await drained(socket)
    socket.socket.close()
  })

  it('refuses a missing, forged, expired or wrong-kind token with 4401 and a reason', async () => {
    const key = signingKey(t.deps.config)
    const expired = await signToken(
      key,
      'realtime',
      { sub: candidate.user.id, sid: candidate.sessionId },
      new Date(Date.now() - 60_000),
    )
    const cases: [string, string][] = [
      ['', 'Missing realtime token'],
      ['?token=not-a-token', 'Invalid realtime token'],
      [`?token=${expired}`, 'Realtime token expired'],
      // an access token is not a realtime token
      [`?token=${candidate.token}`, 'Invalid realtime token'],
    ]
    for (const [query, reason] of cases) {
      const client = open(query)
      const closed = await until(`the socket (${reason}) to close`, () => client.closed)
      expect(closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason })
      expect(client.frames).toEqual([])
    }
  })

  it('closes an open socket once its user signs out (the next revalidation), and keeps the others', async () => {
    const leaving = await createSignedInUser(t, { roleKeys: ['internal-recruiter'] })
    const going = await connect(leaving)
    const staying = await connect(recruiter)
    expect((await revalidateSockets(t.deps.realtime!, t.deps.db)).closed).toBe(0)
    const out = await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: leaving.headers })
    expect(out.status).toBeLessThan(300)
    // signed out, the socket still hears events until the sign-in is read again
    expect(going.closed).toBeNull()
    const pass = await revalidateSockets(t.deps.realtime!, t.deps.db)
    expect(pass.closed).toBe(1)
    const closed = await until('the signed-out socket to close', () => going.closed)
    expect(closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'User session expired, Please login again.' })
    await drained(staying)
    expect(staying.closed).toBeNull()
    staying.socket.close()
  })

  it('issues tokens to signed-in users only', async () => {
    const answer = await fetch(`${base}/api/users/realtime/token`)
    expect(answer.status).toBe(401)
  })
})
