/**
 * A job's recommendation pools over a generated candidate database (issue 19 budgets):
 *
 *   bun tests/src/bench/recommendations.ts [--count 100000] [--runs 5] [--data-dir DIR] [--reuse]
 *                                          [--database-url URL]
 *
 * Generates N candidates with the demo generator (fixed seed, as `bun run demo:generate`), into
 * PGlite (default: a folder under the temp dir, kept with --reuse so the next run skips the
 * generation) or PostgreSQL (--database-url). Then, for a few realistic jobs (an AE in New York, an
 * SDR in San Francisco, a remote enterprise AE, a CSM in Chicago), times:
 * - the engine: SQL narrows by the eligibility rules, the shared rules decide and score;
 * - the naive full scan: every candidate's facts loaded and every rule run in the application;
 * - the incremental refresh of one candidate for one job, and for every open job that may take
 *   them (what a profile write queues).
 * Prints p50/p95 per kind and the ratio engine / naive of the same run. Budgets (2 cores): pools
 * over 100k on PGlite <= 2 s p95; over 1M on PostgreSQL <= 5 s p95; incremental <= 200 ms.
 */
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '@quota/api/db/client'
import { seedAccess } from '@quota/api/db/seed/access'
import { batches, generateCandidates } from '@quota/api/db/seed/demo/generate-candidates'
import { insertCandidateBundles, seedEmployerOrganizations } from '@quota/api/db/seed/demo/insert'
import { listOfValueId } from '@quota/api/db/seed/reference/list-of-values'
import { seedReferenceData } from '@quota/api/db/seed/reference/seed'
import {
  computeJobPools,
  refreshCandidateForJob,
  refreshCandidatesEverywhere,
} from '@quota/api/modules/recommendations/engine'
import { rowsOf } from '@quota/api/modules/recommendations/facts-repository'
import { sql } from 'drizzle-orm'

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    count: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    naive: { type: 'string', default: '2' },
    seed: { type: 'string', default: 'bench-reco' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    reuse: { type: 'boolean', default: false },
  },
})
const COUNT = Number(args.count)
const RUNS = Number(args.runs)
const NAIVE_RUNS = Number(args.naive)

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}
const ms = (n: number) => `${Math.round(n)} ms`

const dataDir = args['data-dir'] ?? join(tmpdir(), `quota-bench-reco-${COUNT}`)
const url = args['database-url']
const database = await openDatabase(url ? { url, max: 2, statementTimeoutMs: 0 } : { dataDir })
const db = database.db
const reused = !url && args.reuse && existsSync(dataDir)
await database.migrate()
const [have] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from candidates`).catch(() => [{ n: 0 }])
if (!reused || (have?.n ?? 0) < COUNT) {
  await seedReferenceData(db, { international: false })
  await seedAccess(db)
  await seedEmployerOrganizations(db)
  const started = performance.now()
  let done = 0
  for (const batch of batches(generateCandidates({ seed: args.seed, count: COUNT, asOf: new Date() }), 1000)) {
    await db.transaction((tx) => insertCandidateBundles(tx, batch, { skipExisting: true }))
    done += batch.length
    if (done % 10_000 === 0)
      console.log(`  generated ${done.toLocaleString('en-US')} (${ms(performance.now() - started)})`)
  }
  await db.execute(sql`analyze`)
}
const [total] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from candidates`)
console.log(`Candidates: ${total?.n.toLocaleString('en-US')} on ${url ? 'PostgreSQL' : 'PGlite'}`)

// the jobs: realistic sales roles (created once, found again on reuse)
const JOBS = [
  {
    name: 'Bench AE New York',
    position: 'accountExecutive',
    city: 'US-NY-new-york',
    base: [90_000, 130_000],
    ote: [180_000, 260_000],
    exp: 'threeToFive',
    remote: false,
  },
  {
    name: 'Bench SDR San Francisco',
    position: 'salesDevelopmentRepresentative',
    city: 'US-CA-san-francisco',
    base: [60_000, 80_000],
    ote: [90_000, 120_000],
    exp: 'zeroToOne',
    remote: false,
  },
  {
    name: 'Bench Enterprise AE remote',
    position: 'accountExecutiveEnterprise',
    city: 'US-TX-austin',
    base: [140_000, 180_000],
    ote: [280_000, 360_000],
    exp: 'fiveToTen',
    remote: true,
  },
  {
    name: 'Bench CSM Chicago',
    position: 'customerSuccessManager',
    city: 'US-IL-chicago',
    base: [80_000, 110_000],
    ote: [100_000, 140_000],
    exp: 'oneToThree',
    remote: false,
  },
] as const
const ORG = 'Bench Recommendations Client'
const [org] = (await rowsOf<{ id: string }>(db, sql`select id from organizations where name = ${ORG}`)).length
  ? await rowsOf<{ id: string }>(db, sql`select id from organizations where name = ${ORG}`)
  : await rowsOf<{ id: string }>(db, sql`insert into organizations (name) values (${ORG}) returning id`)
const jobIds: { id: string; name: string }[] = []
for (const j of JOBS) {
  const [found] = await rowsOf<{ id: string }>(db, sql`select id from jobs where name = ${j.name}`)
  const [city] = await rowsOf<{ id: string }>(db, sql`select id from cities where id = ${j.city}`)
  const id =
    found?.id ??
    (
      await rowsOf<{ id: string }>(
        db,
        sql`insert into jobs (organization_id, name, desired_position_id, city_id, base_salary_low, base_salary_high,
              ote_low, ote_high, years_of_required_experience_id, is_remote)
            values (${org!.id}, ${j.name}, ${listOfValueId('position', j.position)}, ${city?.id ?? null}, ${j.base[0]}, ${j.base[1]},
              ${j.ote[0]}, ${j.ote[1]}, ${listOfValueId('yearsOfRequiredExperience', j.exp)}, ${j.remote}) returning id`,
      )
    )[0]!.id
  jobIds.push({ id, name: j.name })
}

function disagreements(a: NonNullable<Awaited<ReturnType<typeof computeJobPools>>>, b: typeof a): string[] {
  const out: string[] = []
  for (const pool of ['active', 'jit'] as const) {
    if (a.eligible[pool] !== b.eligible[pool]) out.push(`${pool}: ${a.eligible[pool]} eligible vs ${b.eligible[pool]}`)
    const bScores = new Map(b[pool].map((r) => [r.candidateId, r.score]))
    // at the 2,000 cap, a score one point off (rounding) may swap candidates tied at the cut
    const cut = a.eligible[pool] > a[pool].length ? (a[pool].at(-1)?.score ?? 0) + 1 : Number.NEGATIVE_INFINITY
    for (const r of a[pool]) {
      const other = bScores.get(r.candidateId)
      if (other === undefined && r.score > cut) out.push(`${pool}: ${r.candidateId} (${r.score}) only in the engine`)
      else if (other !== undefined && Math.abs(other - r.score) > 1)
        out.push(`${pool}: ${r.candidateId} scores ${r.score} vs ${other}`)
    }
  }
  return out
}

const results: {
  job: string
  engineP50: number
  engineP95: number
  naiveP50: number
  active: number
  jit: number
  eligible: number
}[] = []
for (const job of jobIds) {
  const engine: number[] = []
  let pools: Awaited<ReturnType<typeof computeJobPools>>
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    pools = await computeJobPools(db, job.id)
    engine.push(performance.now() - t0)
  }
  const naive: number[] = []
  for (let i = 0; i < NAIVE_RUNS; i++) {
    const t0 = performance.now()
    const slow = await computeJobPools(db, job.id, { prefilter: 'none' })
    naive.push(performance.now() - t0)
    // the engine must find what the full scan finds (same candidates per pool, scores within a point)
    const problems = disagreements(pools!, slow!)
    if (problems.length)
      throw new Error(`${job.name}: engine and full scan disagree: ${problems.slice(0, 5).join('; ')}`)
  }
  results.push({
    job: job.name,
    engineP50: percentile(engine, 50),
    engineP95: percentile(engine, 95),
    naiveP50: percentile(naive, 50),
    active: pools!.active.length,
    jit: pools!.jit.length,
    eligible: pools!.eligible.active + pools!.eligible.jit,
  })
}

// incremental: one candidate changes (desired base), refreshed for one job
const sample = await rowsOf<{ id: string }>(db, sql`select id from candidates order by id limit 20`)
const incremental: number[] = []
for (const [i, c] of sample.entries()) {
  await db.execute(
    sql`update candidates set desired_base_salary = ${100_000 + i * 1000}, desired_ote = null where id = ${c.id}`,
  )
  const t0 = performance.now()
  await refreshCandidateForJob(db, jobIds[0]!.id, c.id)
  incremental.push(performance.now() - t0)
}

// a profile write: the background refresh re-decides the candidate for every open job that may take them
const everywhere: number[] = []
let jobsLooked = 0
for (const c of sample) {
  const t0 = performance.now()
  jobsLooked += (await refreshCandidatesEverywhere(db, [c.id])).jobs
  everywhere.push(performance.now() - t0)
}

console.log('\nJob pools (engine: SQL narrows by the rules; naive: every candidate loaded and judged in the app)')
console.log('job                           eligible  active  jit   engine p50  engine p95  naive p50  engine/naive')
for (const r of results) {
  console.log(
    `${r.job.padEnd(30)}${String(r.eligible).padStart(8)}${String(r.active).padStart(8)}${String(r.jit).padStart(6)}${ms(r.engineP50).padStart(12)}${ms(r.engineP95).padStart(12)}${ms(r.naiveP50).padStart(11)}${(r.engineP50 / r.naiveP50).toFixed(3).padStart(14)}`,
  )
}
const allEngine = results.map((r) => r.engineP95)
console.log(
  `\nWorst engine p95: ${ms(Math.max(...allEngine))} (budget ${url ? '5000 ms at 1M on PostgreSQL' : '2000 ms at 100k on PGlite'})`,
)
console.log(
  `Incremental refresh of one candidate: p50 ${ms(percentile(incremental, 50))}, p95 ${ms(percentile(incremental, 95))} (budget 200 ms)`,
)
console.log(
  `One candidate across the open jobs that may take them (${(jobsLooked / sample.length).toFixed(1)} jobs on average): p50 ${ms(percentile(everywhere, 50))}, p95 ${ms(percentile(everywhere, 95))}`,
)
await database.close()
