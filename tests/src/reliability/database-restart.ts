/**
 * A PostgreSQL restart or outage under concurrent writers, against the real API process on a
 * private PostgreSQL server (never the shared one). Measures what the issue asks: the process
 * survives, errors during the outage are 503s, no acknowledged write is lost, and how long
 * /health takes to say 503 after the stop and 200 after the start.
 */
import { openDatabase } from '@quota/api/db/client'
import { seedAccess } from '@quota/api/db/seed/access'
import { seedReferenceData } from '@quota/api/db/seed/reference/seed'
import { createUser } from '@quota/api/modules/users/create-user'
import { type PrivatePostgres, startPrivatePostgres } from '@quota/api/testing/private-postgres'
import { sql } from 'drizzle-orm'
import { type ApiProcess, startApiProcess } from './api-process'

const PASSWORD = 'reliability-password-1'

export interface RestartOptions {
  clients: number
  /** How long the server stays down (0: stop then start at once, a restart). */
  outageMs: number
  /** 'fast' ends sessions as a restart does; 'immediate' is a crash. */
  stopMode: 'fast' | 'immediate'
  /** Successful writes each client makes before the stop and again after the start. */
  writesPerPhase: number
}

export interface RestartResult {
  statuses: Record<string, number>
  acknowledged: number
  lost: number
  /** From pg_ctl stop returning to /health's first 503. */
  healthDownMs: number
  /** From pg_ctl start returning to /health's first 200. */
  healthUpMs: number
  /** From pg_ctl start returning to every client's first acknowledged write. */
  writesBackMs: number
  /** The slowest answer during the outage (a 503 should come quickly). */
  slowestOutageAnswerMs: number
  serverAlive: boolean
  log: string
}

export interface RestartWorld {
  pg: PrivatePostgres
  api: ApiProcess
  headers: Record<string, string>
  candidateId: string
  close(): Promise<void>
}

/** Migrates and seeds a fresh database; a staff user (to sign in) and a candidate (to write notes on). */
export async function seedReliabilityDatabase(url: string): Promise<{ staffEmail: string; candidateId: string }> {
  const database = await openDatabase({ url, max: 2 })
  try {
    await database.migrate()
    await seedReferenceData(database.db)
    await seedAccess(database.db)
    const passwordHash = await Bun.password.hash(PASSWORD)
    const staff = await createUser(database.db, {
      email: 'reliability-recruiter@example.test',
      passwordHash,
      firstName: 'Rita',
      lastName: 'Recruiter',
      userType: 'staff',
      roleKeys: ['internal-recruiter'],
      emailVerified: true,
      hasOnboarded: true,
    })
    const candidate = await createUser(database.db, {
      email: 'reliability-candidate@example.test',
      passwordHash,
      firstName: 'Cody',
      lastName: 'Candidate',
      userType: 'candidate',
      roleKeys: ['candidate'],
      emailVerified: true,
      hasOnboarded: true,
    })
    return { staffEmail: staff.email, candidateId: candidate.candidateId! }
  } finally {
    await database.close()
  }
}

/** Signs in through the API: bearer headers. */
export async function signIn(api: ApiProcess, email: string): Promise<Record<string, string>> {
  const login = await fetch(`${api.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, session: 'token' }),
  })
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`)
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken
  return { 'content-type': 'application/json', authorization: `Bearer ${token}` }
}

/** A private server, migrated and seeded, a staff user and a candidate, the API signed in. */
export async function prepareRestartWorld(): Promise<RestartWorld> {
  const pg = await startPrivatePostgres()
  try {
    const { staffEmail, candidateId } = await seedReliabilityDatabase(pg.url)
    const api = await startApiProcess(pg.url)
    return {
      pg,
      api,
      headers: await signIn(api, staffEmail),
      candidateId,
      async close() {
        await api.stop()
        pg.destroy()
      },
    }
  } catch (error) {
    pg.destroy()
    throw error
  }
}

async function until(check: () => Promise<boolean>, giveUpMs: number): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < giveUpMs) {
    if (await check().catch(() => false)) return performance.now() - started
    await Bun.sleep(50)
  }
  throw new Error(`condition not met within ${giveUpMs} ms`)
}

const healthIs = (api: ApiProcess, status: number) => async () =>
  (await fetch(`${api.base}/health`, { signal: AbortSignal.timeout(10_000) })).status === status

export async function runDatabaseRestart(world: RestartWorld, options: RestartOptions): Promise<RestartResult> {
  const { pg, api, headers, candidateId } = world
  const statuses: Record<string, number> = {}
  const acknowledged: string[] = []
  let phase: 'before' | 'outage' | 'after' = 'before'
  let slowestOutageAnswerMs = 0
  let running = true
  const okBefore = new Array<number>(options.clients).fill(0)
  const okAfter = new Array<number>(options.clients).fill(0)
  let restartedAt = 0
  let everyClientBackAt = 0

  const client = async (n: number) => {
    for (let i = 0; running; i++) {
      const started = performance.now()
      const during = phase
      let status: string
      try {
        const res = await fetch(`${api.base}/api/candidates/${candidateId}/internal-profile/notes`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ type: 'general', body: `client ${n} write ${i}` }),
          signal: AbortSignal.timeout(30_000),
        })
        status = String(res.status)
        if (res.status === 201) {
          acknowledged.push(((await res.json()) as { data: { id: string } }).data.id)
          if (during === 'before') okBefore[n]!++
          if (during === 'after' && phase === 'after') {
            okAfter[n]!++
            if (okAfter.every((c) => c > 0) && !everyClientBackAt) everyClientBackAt = performance.now()
          }
        } else {
          await res.body?.cancel()
          if (res.status === 503) await Bun.sleep(100)
        }
      } catch (error) {
        status = `network: ${(error as Error).name}`
      }
      if (during === 'outage') slowestOutageAnswerMs = Math.max(slowestOutageAnswerMs, performance.now() - started)
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }
  const clients = Array.from({ length: options.clients }, (_, n) => client(n))

  await until(async () => okBefore.every((c) => c >= options.writesPerPhase), 120_000)
  phase = 'outage'
  pg.stop(options.stopMode)
  const stoppedAt = performance.now()
  await until(healthIs(api, 503), 60_000)
  const healthDownMs = performance.now() - stoppedAt
  const rest = options.outageMs - (performance.now() - stoppedAt)
  if (rest > 0) await Bun.sleep(rest)
  pg.start()
  restartedAt = performance.now()
  phase = 'after'
  await until(healthIs(api, 200), 60_000)
  const healthUpMs = performance.now() - restartedAt
  await until(async () => okAfter.every((c) => c >= options.writesPerPhase), 120_000)
  running = false
  await Promise.all(clients)

  const check = await openDatabase({ url: pg.url, max: 1 })
  const found = new Set<string>()
  const ids = [...acknowledged]
  for (let i = 0; i < ids.length; i += 1000) {
    const slice = ids.slice(i, i + 1000)
    const rows = (await check.db.execute(
      sql`select id::text as id from candidate_notes where id in (${sql.join(
        slice.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )) as unknown as { id: string }[]
    for (const row of rows) found.add(row.id)
  }
  await check.close()
  const serverAlive = api.exitCode() === null && (await healthIs(api, 200)())
  return {
    statuses,
    acknowledged: ids.length,
    lost: ids.filter((id) => !found.has(id)).length,
    healthDownMs,
    healthUpMs,
    writesBackMs: everyClientBackAt ? everyClientBackAt - restartedAt : Number.NaN,
    slowestOutageAnswerMs,
    serverAlive,
    log: api.log(),
  }
}
