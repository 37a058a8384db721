/**
 * Stage actions per second at N concurrent clients (default 10), on PostgreSQL when one is at
 * hand (else PGlite). The real app runs in its own process (production settings, real sign-in);
 * each client signs in as a recruiter and cycles its own candidates through
 * submit -> submitToClient -> unsubmit (shortlist -> Pending AM Approval -> AM Submitted ->
 * shortlist), all in ONE job, so every action also contends on that job's aggregate rows.
 *
 * Usage: `bun tests/src/bench/stage-actions.ts` (or call `stageActions()`); the same file is the
 * server process when started as `bun stage-actions.ts serve <port> <database>`.
 */
import { readFileSync } from 'node:fs'
import { createApp } from '@quota/api/app'
import { loadConfig } from '@quota/api/config/env'
import { openDatabase } from '@quota/api/db/client'
import { authenticateRequest } from '@quota/api/modules/auth/index'
import {
  createJob,
  createOrganization,
  createPerson,
  createProspect,
  TEST_PASSWORD,
} from '@quota/api/modules/pipeline/test-fixtures'
import { recountAggregates } from '@quota/shared/domain/workflow/index'
import pino from 'pino'
import { prepareBenchDatabase } from './bench-database'

const CYCLE = ['submit', 'submitToClient', 'unsubmit'] as const

async function openSource(source: string, max = 10) {
  return source.startsWith('postgres')
    ? openDatabase({ url: source, max })
    : openDatabase({ loadDataDir: new Blob([readFileSync(source)]) })
}

async function serve(port: number, source: string) {
  const config = loadConfig({
    QUOTA_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
  })
  const db = await openSource(source, 12)
  const app = createApp({
    config,
    db: db.db,
    logger: pino({ level: 'silent' }),
    authenticate: authenticateRequest(db.db, config),
    webDist: '/nonexistent',
    widgetsDist: '/nonexistent',
  })
  app.listen({ port, hostname: '127.0.0.1' })
  console.log('ready')
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

export interface StageActionsResult {
  database: 'postgres' | 'pglite'
  clients: number
  seconds: number
  actions: number
  actionsPerSecond: number
  p50Ms: number
  p99Ms: number
  failures: number
  aggregatesEqualRecount: boolean
}

export async function stageActions(
  options: { seconds?: number; clients?: number; candidatesPerClient?: number } = {},
): Promise<StageActionsResult> {
  const seconds = options.seconds ?? 10
  const clients = options.clients ?? 10
  const perClient = options.candidatesPerClient ?? 3
  const database = await prepareBenchDatabase()
  let server: ReturnType<typeof Bun.spawn> | null = null
  try {
    // fixtures: one client company and job, a recruiter per load client, candidates on the shortlist
    const setup = await openSource(database.source, 2)
    const org = await createOrganization(setup.db, 'Bench Co')
    const job = await createJob(setup.db, org, { name: 'Bench AE', totalOpenings: 10, currentOpenings: 10 })
    const recruiters = []
    for (let i = 0; i < clients; i++) recruiters.push(await createPerson(setup.db, 'recruiter'))
    const candidates: string[][] = []
    for (let i = 0; i < clients; i++)
      candidates.push(await Promise.all(Array.from({ length: perClient }, () => createProspect(setup.db))))
    await setup.close()

    const port = 48000 + (process.pid % 1000)
    server = Bun.spawn(['bun', import.meta.filename, 'serve', String(port), database.source], {
      stdout: 'pipe',
      stderr: 'inherit',
    })
    const { value } = await (server.stdout as ReadableStream<Uint8Array>).getReader().read()
    if (!new TextDecoder().decode(value).includes('ready')) throw new Error('bench server did not start')
    const base = `http://127.0.0.1:${port}`

    const tokens: string[] = []
    for (const r of recruiters) {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: r.email, password: TEST_PASSWORD }),
      })
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`)
      tokens.push(((await res.json()) as { data: { accessToken: string } }).data.accessToken)
    }
    const post = (token: string, candidate: string, action: string) =>
      fetch(`${base}/api/jobs/${job}/candidates/${candidate}/actions/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      })
    // every candidate starts on the shortlist
    for (let i = 0; i < clients; i++)
      for (const c of candidates[i]!)
        if ((await post(tokens[i]!, c, 'shortlist')).status !== 200) throw new Error('setup shortlist failed')

    const runClient = async (i: number, until: number, record: boolean) => {
      const latencies: number[] = []
      let failures = 0
      let step = 0
      while (Date.now() < until) {
        const candidate = candidates[i]![step % perClient]!
        const action = CYCLE[Math.floor(step / perClient) % CYCLE.length]!
        const started = performance.now()
        const res = await post(tokens[i]!, candidate, action)
        await res.arrayBuffer()
        if (res.status === 200) latencies.push(performance.now() - started)
        else failures++
        step++
      }
      return record ? { latencies, failures } : { latencies: [], failures: 0 }
    }
    // warm-up, then the measured run (each client picks up where its cycle left off is not needed:
    // a fresh cycle per phase keeps every action available, since the warm-up ends on whole cycles)
    const warmUntil = Date.now() + 1000
    await Promise.all(Array.from({ length: clients }, (_, i) => runClient(i, warmUntil, false)))
    // re-align: put every candidate back on the shortlist whatever step the warm-up ended on
    await realign(database.source, job)
    const started = Date.now()
    const until = started + seconds * 1000
    const results = await Promise.all(Array.from({ length: clients }, (_, i) => runClient(i, until, true)))
    const elapsed = (Date.now() - started) / 1000
    const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b)
    const failures = results.reduce((n, r) => n + r.failures, 0)

    const check = await openSource(database.source, 2)
    const equal = await aggregatesEqualRecount(check, job)
    await check.close()
    return {
      database: database.kind,
      clients,
      seconds,
      actions: latencies.length,
      actionsPerSecond: latencies.length / elapsed,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      failures,
      aggregatesEqualRecount: equal,
    }
  } finally {
    server?.kill()
    await database.drop()
  }
}

/** Puts every row of the job back on the shortlist (between warm-up and run), recounting the counts. */
async function realign(source: string, jobId: string) {
  const { sql } = await import('drizzle-orm')
  const db = await openSource(source, 1)
  await db.db.execute(sql`update job_candidates set stage_type = 'shortlist', stage_status = 'current', current_status = null,
    is_submitted_to_client = false, candidate_accepted_jit_at = null, version = version + 1 where job_id = ${jobId}`)
  const { recountJob, toStageCountRows } = await import('@quota/api/modules/pipeline/stage-counts')
  const { jobStageCountsTable } = await import('@quota/api/db/schema/index')
  const { eq } = await import('drizzle-orm')
  await db.db.delete(jobStageCountsTable).where(eq(jobStageCountsTable.jobId, jobId))
  await db.db.insert(jobStageCountsTable).values(toStageCountRows(jobId, await recountJob(db.db, jobId)))
  await db.close()
}

async function aggregatesEqualRecount(db: Awaited<ReturnType<typeof openSource>>, jobId: string) {
  const { readAggregates } = await import('@quota/api/modules/pipeline/stage-counts')
  const { sql } = await import('drizzle-orm')
  const { rawRows } = await import('@quota/api/db/client')
  const rows = await rawRows<{ stageType: never; stageStatus: never; currentStatus: never }>(
    db.db,
    sql`select stage_type as "stageType", stage_status as "stageStatus", current_status as "currentStatus" from job_candidates where job_id = ${jobId} and removed_at is null`,
  )
  return JSON.stringify(await readAggregates(db.db, jobId)) === JSON.stringify(recountAggregates(rows))
}

if (import.meta.main) {
  const [mode, port, source] = process.argv.slice(2)
  if (mode === 'serve') {
    await serve(Number(port), source!)
  } else {
    const r = await stageActions({
      seconds: Number(process.env.BENCH_SECONDS ?? 10),
      clients: Number(process.env.BENCH_CLIENTS ?? 10),
    })
    console.log(
      `\nstage-actions (database: ${r.database}, ${r.clients} concurrent clients, ${r.seconds}s): ${r.actionsPerSecond.toFixed(0)} actions/s, ` +
        `p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, ${r.failures} failures, aggregates equal a recount: ${r.aggregatesEqualRecount}`,
    )
    process.exit(r.failures === 0 && r.aggregatesEqualRecount ? 0 : 1)
  }
}
