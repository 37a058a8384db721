/**
 * The incremental refresh (incremental.ts) gives exactly what a whole refresh gives: random jobs,
 * random candidates, random profile edits; after the set-based refresh of the edited candidates,
 * every job's engine rows equal its pools computed from scratch. Also: a stop between batches
 * leaves a clean state the next pass finishes, and a burst of profile edits queues one refresh.
 */
import { listOfValueId } from '@quota/api/db/seed/reference/list-of-values'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbOrTx } from '../../db/client'
import { candidateDesiredPositionsTable, candidateInternalProfilesTable } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { cityId } from '../candidates/test-fixtures'
import {
  createJob,
  createOrganization,
  createPerson,
  createProspect,
  testAuthenticate,
} from '../pipeline/test-fixtures'
import { computeJobPools, refreshJobRecommendations } from './engine'
import { rowsOf } from './facts-repository'
import { CANDIDATE_BATCH, refreshCandidatesEverywhere } from './incremental'

const AE = listOfValueId('position', 'accountExecutive')
const SDR = listOfValueId('position', 'salesDevelopmentRepresentative')
const NOW = new Date()
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000)

let t: TestApp
let db: DbOrTx
let org: string
let recruiter: string
let cities: string[] = []

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  db = t.deps.db
  cities = [
    await cityId(t, 'Austin', 'TX'),
    await cityId(t, 'Round Rock', 'TX').catch(() => cityId(t, 'Austin', 'TX')),
    await cityId(t, 'Dallas', 'TX'),
  ]
  org = await createOrganization(db, 'Incremental Co')
  recruiter = (await createPerson(db, 'recruiter')).userId
}, 180_000)

afterAll(async () => {
  await t?.close()
})

const candidateArb = fc.record({
  city: fc.integer({ min: 0, max: 2 }),
  base: fc.option(fc.constantFrom(80_000, 100_000, 115_000, 140_000, 200_000), { nil: null }),
  positions: fc.constantFrom([AE], [SDR], [AE, SDR], [] as string[]),
  remote: fc.boolean(),
  touchedDaysAgo: fc.option(fc.constantFrom(3, 60, 120), { nil: null }),
  doNotContact: fc.boolean(),
})
type CandidateSpec = typeof candidateArb extends fc.Arbitrary<infer T> ? T : never

const jobArb = fc.record({
  position: fc.constantFrom(AE, SDR, null),
  city: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
  remote: fc.boolean(),
  band: fc.option(fc.constantFrom([90_000, 110_000], [120_000, 150_000]), { nil: null }),
})

async function writeCandidate(id: string | null, spec: CandidateSpec): Promise<string> {
  const fields = {
    cityId: cities[spec.city]!,
    desiredBaseSalary: spec.base,
    workArrangements: spec.remote ? (['fullyRemote'] as const) : ([] as const),
  }
  let candidateId = id
  if (!candidateId) {
    candidateId = await createProspect(db, { ...fields, workArrangements: [...fields.workArrangements] })
    await db.insert(candidateInternalProfilesTable).values({ candidateId })
  } else {
    await db.execute(sql`update candidates set city_id = ${fields.cityId}, desired_base_salary = ${fields.desiredBaseSalary},
        work_arrangements = ${sql.param([...fields.workArrangements])}::text[] where id = ${candidateId}`)
  }
  await db.execute(sql`update candidate_internal_profiles set do_not_contact = ${spec.doNotContact},
      last_touch_at = ${spec.touchedDaysAgo === null ? null : daysAgo(spec.touchedDaysAgo).toISOString()}
      where candidate_id = ${candidateId}`)
  await db.execute(sql`delete from candidate_desired_positions where candidate_id = ${candidateId}`)
  for (const positionId of spec.positions)
    await db.insert(candidateDesiredPositionsTable).values({ candidateId, positionId })
  return candidateId
}

/** The job's engine rows, and its pools computed from scratch, in one comparable shape. */
async function storedAndComputed(jobId: string) {
  const stored = await rowsOf<{ candidate_id: string; pool: string; score: number; rank: number }>(
    db,
    sql`select candidate_id::text, pool, score, rank from job_candidates
         where job_id = ${jobId} and stage_type = 'recommended' and removed_at is null order by candidate_id`,
  )
  const pools = (await computeJobPools(db, jobId, { now: NOW }))!
  const computed = [
    ...pools.active.map((r) => ({ ...r, pool: 'active' })),
    ...pools.jit.map((r) => ({ ...r, pool: 'jit' })),
  ]
    .map((r) => `${r.candidateId} ${r.pool} ${r.score} ${r.rank}`)
    .sort()
  return {
    stored: stored.map((r) => `${r.candidate_id} ${r.pool} ${Number(r.score)} ${Number(r.rank)}`).sort(),
    computed,
  }
}

describe('set-based incremental refresh', () => {
  it('equals a whole recompute over random jobs, candidates and edits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(jobArb, { minLength: 1, maxLength: 4 }),
        fc.array(candidateArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(), candidateArb), { minLength: 1, maxLength: 6 }),
        async (jobSpecs, candidateSpecs, edits) => {
          // earlier runs' jobs are closed, so each run compares its own jobs over every candidate
          await db.execute(sql`update jobs set status = 'closed' where organization_id = ${org}`)
          const ids: string[] = []
          for (const spec of candidateSpecs) ids.push(await writeCandidate(null, spec))
          const jobs: string[] = []
          for (const spec of jobSpecs)
            jobs.push(
              await createJob(db, org, {
                desiredPositionId: spec.position,
                cityId: spec.city === null ? null : cities[spec.city]!,
                isRemote: spec.remote,
                baseSalaryLow: spec.band?.[0] ?? null,
                baseSalaryHigh: spec.band?.[1] ?? null,
              }),
            )
          for (const job of jobs) await refreshJobRecommendations(db, job, { now: NOW })
          const edited = new Set<string>()
          for (const [pick, spec] of edits) {
            const id = ids[pick % ids.length]!
            await writeCandidate(id, spec)
            edited.add(id)
          }
          await refreshCandidatesEverywhere(db, [...edited], { now: NOW })
          for (const job of jobs) {
            const { stored, computed } = await storedAndComputed(job)
            expect(stored).toEqual(computed)
          }
        },
      ),
      { numRuns: 12, seed: 33 },
    )
  }, 600_000)

  it('a stop between batches leaves what is done committed, and the next pass finishes', async () => {
    await db.execute(sql`update jobs set status = 'closed' where organization_id = ${org}`)
    const job = await createJob(db, org, { desiredPositionId: AE, cityId: cities[0]! })
    await refreshJobRecommendations(db, job, { now: NOW })
    const ids: string[] = []
    for (let i = 0; i < CANDIDATE_BATCH + 5; i++)
      ids.push(
        await writeCandidate(null, {
          city: 0,
          base: null,
          positions: [AE],
          remote: false,
          touchedDaysAgo: 3,
          doNotContact: false,
        }),
      )
    let looks = 0
    const stopping = {
      throwIfAborted() {
        looks++
        if (looks > 1) throw new DOMException('stopping', 'AbortError')
      },
    } as AbortSignal
    await expect(refreshCandidatesEverywhere(db, ids, { now: NOW, signal: stopping })).rejects.toThrow('stopping')
    const listed = async () =>
      (
        await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from job_candidates where job_id = ${job}
               and candidate_id = any(${sql.param(ids)}::uuid[]) and stage_type = 'recommended'`,
        )
      )[0]!.n
    // the first batch is in, the second was not started
    expect(await listed()).toBe(CANDIDATE_BATCH)
    await refreshCandidatesEverywhere(db, ids, { now: NOW })
    expect(await listed()).toBe(ids.length)
    const { stored, computed } = await storedAndComputed(job)
    expect(stored).toEqual(computed)
  }, 300_000)

  it('a burst of profile edits queues one refresh of the candidate', async () => {
    const id = await writeCandidate(null, {
      city: 0,
      base: 100_000,
      positions: [AE],
      remote: false,
      touchedDaysAgo: 3,
      doNotContact: false,
    })
    for (const base of [101_000, 102_000, 103_000]) {
      const res = await t.request(`/api/candidates/${id}/profile`, {
        method: 'PATCH',
        headers: { 'x-test-user': recruiter },
        json: { desiredBaseSalary: base },
      })
      expect(res.status).toBe(200)
    }
    const queued = await rowsOf(
      db,
      sql`select id from outbox_events where topic = 'recommendation.candidate' and aggregate_id = ${id}
           and processed_at is null`,
    )
    expect(queued.length).toBe(1)
  })
})
