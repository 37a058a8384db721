/**
 * The SQL the engine runs (the indexed prefilter of rules 1-8, and the pools decided and ranked in
 * the database) against the pure rules of shared/domain/recommendations, the single definition,
 * over a generated population: demo-generator candidates with their flags, touches, pay, places
 * and job rows shuffled by a seeded random stream, and jobs built from that population (so each
 * has matches and misses on every rule). For every job:
 * - the prefilter keeps every candidate the pure rules find eligible (it may keep more, never less),
 *   and every near-miss for the near-miss query;
 * - the engine's pools are the pure rules' pools: the same candidates in each, scores within the
 *   one point of rounding pools-sql.ts documents.
 */
import {
  type CandidateFacts,
  evaluateEligibility,
  fitScore,
  type RecommendationPoolName,
} from '@quota/shared/domain/recommendations/index'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, DbOrTx } from '../../db/client'
import { type GeneratedCandidate, generateCandidates } from '../../db/seed/demo/generate-candidates'
import { insertCandidateBundles, seedEmployerOrganizations } from '../../db/seed/demo/insert'
import { listOfValueId } from '../../db/seed/reference/list-of-values'
import { openTestDatabase } from '../../testing/test-database'
import { createJob, createOrganization } from '../pipeline/test-fixtures'
import { computeJobPools } from './engine'
import { CANDIDATE_WIDE_WORK_MEM, loadCandidateFacts, loadJobFacts, rowsOf, rowsWithoutJit } from './facts-repository'

const COUNT = 360
const DAY = 86_400_000

/** mulberry32: a small seeded stream, so a failure reproduces. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

let database: Database
let db: DbOrTx
const jobs: { name: string; id: string }[] = []

async function ids(query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string }[]
}

beforeAll(async () => {
  database = await openTestDatabase()
  db = database.db
  await seedEmployerOrganizations(db)
  const bundles: GeneratedCandidate[] = [
    ...generateCandidates({ seed: 'reco-agreement', count: COUNT, asOf: new Date('2026-06-01T00:00:00Z') }),
  ]
  await insertCandidateBundles(db, bundles)

  // shuffle what the generator keeps tidy: every rule gets candidates on both sides
  const rnd = random(19)
  const pick = (share: number) => bundles.filter(() => rnd() < share).map((b) => b.candidate.id)
  const now = Date.now()
  await db.execute(
    sql`update candidates set search_status = 'offTheMarket' where id = any(${sql.param(pick(0.08))}::uuid[])`,
  )
  await db.execute(sql`update candidates set to_be_deleted_at = now() where id = any(${sql.param(pick(0.05))}::uuid[])`)
  await db.execute(sql`update candidates set email = null where id = any(${sql.param(pick(0.15))}::uuid[])`)
  await db.execute(
    sql`update candidates set desired_base_salary = null, desired_ote = null where id = any(${sql.param(pick(0.1))}::uuid[])`,
  )
  await db.execute(sql`update candidates set desired_ote = null where id = any(${sql.param(pick(0.15))}::uuid[])`)
  await db.execute(
    sql`update candidates set remote_option = 'yes', work_arrangements = array['fullyRemote'] where id = any(${sql.param(pick(0.2))}::uuid[])`,
  )
  await db.execute(
    sql`update candidate_internal_profiles set do_not_contact = true where candidate_id = any(${sql.param(pick(0.05))}::uuid[])`,
  )
  await db.execute(
    sql`update candidate_internal_profiles set is_permanently_disqualified = true where candidate_id = any(${sql.param(pick(0.05))}::uuid[])`,
  )
  for (const b of bundles) {
    const r = rnd()
    // in touch (under 90 days), lapsed (over 90), or never touched; a few right at the edge
    const at = r < 0.4 ? now - rnd() * 89 * DAY : r < 0.8 ? now - (91 + rnd() * 400) * DAY : null
    await db.execute(
      sql`update candidate_internal_profiles set last_touch_at = ${at === null ? null : new Date(at).toISOString()}::timestamptz
           where candidate_id = ${b.candidate.id}`,
    )
  }

  // writes on every table the candidate_recommendation_facts triggers follow: positions dropped
  // and added, places added and dropped, roles moved, ended, reopened and deleted, headlines
  // switched, headline details changed (the pools read those facts; the pure rules the sources)
  const positions = [...new Set(bundles.flatMap((b) => b.desiredPositions.map((p) => p.positionId)))]
  await db.execute(
    sql`delete from candidate_desired_positions where candidate_id = any(${sql.param(pick(0.15))}::uuid[])`,
  )
  for (const id of pick(0.1)) {
    await db.execute(sql`insert into candidate_desired_positions (candidate_id, position_id, sort_order)
      values (${id}, ${positions[Math.floor(rnd() * positions.length)]!}, 9) on conflict do nothing`)
  }
  const places = [...new Set(bundles.flatMap((b) => (b.candidate.cityId ? [b.candidate.cityId] : [])))]
  for (const id of pick(0.1)) {
    await db.execute(sql`insert into candidate_interested_cities (candidate_id, city_id)
      values (${id}, ${places[Math.floor(rnd() * places.length)]!}) on conflict do nothing`)
  }
  await db.execute(
    sql`delete from candidate_interested_cities where candidate_id = any(${sql.param(pick(0.1))}::uuid[])`,
  )
  await db.execute(sql`update candidates set city_id = null where id = any(${sql.param(pick(0.05))}::uuid[])`)
  await db.execute(sql`update work_experiences set from_date = from_date - 700
    where candidate_id = any(${sql.param(pick(0.15))}::uuid[]) and from_date is not null`)
  await db.execute(sql`update work_experiences set to_date = null, is_current = true
    where candidate_id = any(${sql.param(pick(0.1))}::uuid[])`)
  await db.execute(sql`update work_experiences set to_date = from_date + 200, is_current = false
    where candidate_id = any(${sql.param(pick(0.1))}::uuid[]) and from_date is not null`)
  await db.execute(sql`update work_experiences set desired_position_id = ${positions[0]!}
    where candidate_id = any(${sql.param(pick(0.1))}::uuid[])`)
  await db.execute(sql`delete from work_experiences where candidate_id = any(${sql.param(pick(0.05))}::uuid[])`)
  await db.execute(sql`update candidates c set headline_work_experience_id = (select we.id from work_experiences we
      where we.candidate_id = c.id order by we.from_date nulls first limit 1)
    where c.id = any(${sql.param(pick(0.1))}::uuid[])`)
  await db.execute(sql`update work_experience_details d set quota_attainment = 40 + floor(random() * 100)::int,
      sold_into_level_ids = '{}', average_deal_size_id = null
    from work_experiences we where we.id = d.work_experience_id and we.candidate_id = any(${sql.param(pick(0.15))}::uuid[])`)

  // jobs made from the population: a candidate's position, city and pay, with variations
  const org = await createOrganization(db, 'Agreement Co')
  const EXPERIENCE = ['zeroToOne', 'oneToThree', 'threeToFive', 'fiveToTen'] as const
  for (let i = 0; i < 8; i++) {
    const model = bundles[Math.floor(rnd() * bundles.length)]!
    const base = model.candidate.desiredBaseSalary ?? 100_000
    const ote = model.candidate.desiredOte ?? base * 2
    const shape = i % 4
    const id = await createJob(db, org, {
      name: `Agreement job ${i}`,
      desiredPositionId: shape === 3 ? null : listOfValueId('position', model.traits.position),
      cityId: shape === 2 ? null : model.traits.cityId,
      baseSalaryLow: shape === 3 ? null : Math.round(base * (0.8 + rnd() * 0.2)),
      baseSalaryHigh: shape === 3 ? null : Math.round(base * (1 + rnd() * 0.3)),
      oteLow: shape === 1 ? Math.round(ote * 0.9) : null,
      oteHigh: shape === 1 ? Math.round(ote * 1.1) : null,
      yearsOfRequiredExperienceId:
        shape === 0 ? listOfValueId('yearsOfRequiredExperience', EXPERIENCE[Math.floor(rnd() * 4)]!) : null,
      isRemote: shape === 1 || (shape === 2 && rnd() < 0.5),
      soldIntoLevelIds: model.workExperienceDetails[0]?.soldIntoLevelIds ?? [],
    })
    jobs.push({ name: `job ${i} (shape ${shape})`, id })
  }
  // rule 5 both ways on the first job: in a stage, removed, and the engine's own live row
  const [first] = jobs
  const staged = pick(0.06)
  const recommended = pick(0.06).filter((c) => !staged.includes(c))
  await db.execute(sql`insert into job_candidates (job_id, candidate_id, stage_type, stage_status, removed_at)
    select ${first!.id}, c, 'shortlist', 'current', case when random() < 0.3 then now() end
      from unnest(${sql.param(staged)}::uuid[]) as c`)
  await db.execute(sql`insert into job_candidates (job_id, candidate_id, stage_type, stage_status, created_by_user_type, removed_at)
    select ${first!.id}, c, 'recommended', 'current', 'system', case when random() < 0.3 then now() end
      from unnest(${sql.param(recommended)}::uuid[]) as c`)
  expect((await ids(sql`select id from candidates`)).length).toBe(COUNT)
}, 180_000)

afterAll(async () => {
  await database?.close()
})

/** The pure rules over every candidate's facts (the definition). */
async function pureDecisions(jobId: string, now: Date) {
  const job = (await loadJobFacts(db, jobId))!
  const all = await loadCandidateFacts(db, job, { prefilter: 'none' })
  const decided = all.map((c: CandidateFacts) => ({ c, result: evaluateEligibility(c, job, now) }))
  return { job, all, decided }
}

describe('the SQL prefilter and pools against the pure rules, on a generated population', () => {
  it('candidate-wide queries run with JIT off and the work_mem that lets their subqueries hash', async () => {
    const [settings] = await rowsWithoutJit<{ jit: string; workMem: string }>(
      db,
      sql`select current_setting('jit') as jit, current_setting('work_mem') as "workMem"`,
    )
    expect(settings).toEqual({ jit: 'off', workMem: CANDIDATE_WIDE_WORK_MEM })
    // SET LOCAL: the connection's own settings are back after the query
    const [after] = await rowsOf<{ workMem: string }>(db, sql`select current_setting('work_mem') as "workMem"`)
    expect(after?.workMem).not.toBe(CANDIDATE_WIDE_WORK_MEM)
  })

  it('every candidate’s facts row is what its sources say, after writes of every kind', async () => {
    // the triggers' table against the view they recompute from: no row missing, extra or stale
    const differing = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
            (select * from candidate_recommendation_facts except select * from candidate_recommendation_facts_source)
            union all
            (select * from candidate_recommendation_facts_source except select * from candidate_recommendation_facts)) d`,
    )
    expect(differing[0]?.n).toBe(0)
    const [counts] = await rowsOf<{ facts: number; candidates: number }>(
      db,
      sql`select (select count(*)::int from candidate_recommendation_facts) as facts,
                 (select count(*)::int from candidates) as candidates`,
    )
    expect(counts).toEqual({ facts: COUNT, candidates: COUNT })
  })

  it('the population covers every rule on both sides', async () => {
    const now = new Date()
    const failed = new Set<string>()
    const pools = new Set<string>()
    for (const j of jobs) {
      for (const { result } of (await pureDecisions(j.id, now)).decided) {
        for (const f of result.failed) failed.add(f)
        if (result.pool) pools.add(result.pool)
      }
    }
    expect([...failed].sort()).toEqual(
      [
        'compensation',
        'experience',
        'location',
        'notDoNotContact',
        'notInJob',
        'notMarkedForDeletion',
        'notOffTheMarket',
        'notPermanentlyDisqualified',
        'position',
      ].sort(),
    )
    expect([...pools].sort()).toEqual(['active', 'jit'])
  })

  it('the prefilter keeps every eligible candidate and every near-miss', async () => {
    const now = new Date()
    for (const j of jobs) {
      const { job, decided } = await pureDecisions(j.id, now)
      const kept = new Set((await loadCandidateFacts(db, job, { prefilter: 'pools' })).map((c) => c.candidateId))
      const keptNear = new Set(
        (await loadCandidateFacts(db, job, { prefilter: 'nearMisses' })).map((c) => c.candidateId),
      )
      const eligible = decided.filter((d) => d.result.eligible).map((d) => d.c.candidateId)
      const near = decided.filter((d) => d.result.nearMiss).map((d) => d.c.candidateId)
      expect(
        eligible.filter((id) => !kept.has(id)),
        j.name,
      ).toEqual([])
      expect(
        near.filter((id) => !keptNear.has(id)),
        j.name,
      ).toEqual([])
      // and it does narrow (what it drops, the assertions above show the pure rules refuse)
      expect(kept.size, j.name).toBeLessThan(decided.length)
    }
  })

  it('the engine’s pools are the pure rules’ pools, scores within a point', async () => {
    const now = new Date()
    let total = 0
    for (const j of jobs) {
      const { job, decided } = await pureDecisions(j.id, now)
      const engine = (await computeJobPools(db, j.id, { now }))!
      for (const pool of ['active', 'jit'] as RecommendationPoolName[]) {
        const expected = new Map(
          decided.filter((d) => d.result.pool === pool).map((d) => [d.c.candidateId, fitScore(d.c, job).total]),
        )
        const got = new Map(engine[pool].map((r) => [r.candidateId, r.score]))
        expect([...got.keys()].sort(), `${j.name} ${pool}`).toEqual([...expected.keys()].sort())
        for (const [id, score] of got)
          expect(Math.abs(score - expected.get(id)!), `${j.name} ${id}`).toBeLessThanOrEqual(1)
        expect(engine.eligible[pool]).toBe(expected.size)
        total += expected.size
      }
    }
    // not vacuous: the jobs find candidates
    expect(total).toBeGreaterThan(20)
  })
})
