/**
 * POST /api/compensation-engine on seeded data; every figure is computed by hand below.
 * A fresh position P (nobody else uses it) isolates the story from any other rows.
 *
 * Candidates wanting P (base/OTE in thousands):
 *   c1 activelySearching  100/200  state S
 *   c2 passivelySearching 120/220  state S
 *   c3 openToOffers        90/—    city C (state T)
 *   c4 offTheMarket        80/160  state S           (pool "all" only)
 *   c5 activelySearching  150/300  state S, salary confidential (counted, never in figures)
 *   c6 activelySearching  400/800  marked for deletion (ignored)
 *   c7 activelySearching  500/900  wants another position Q (ignored)
 * Jobs of position P:
 *   J1 open (opened 30 days ago)      base 100–140 (120), OTE 200–240 (220)  state S
 *   J2 closed two years ago           base 200–200                           (out of the window)
 *   J3 closed 30 days ago             base 110 (low only), no OTE            state T
 *   JQ open, position Q               base 500–500                           (other position)
 * Placements (on J1): h1 hire now 130/250 (its live offer 125/240 is not counted twice);
 *   o1 live offer now 105/210; o2 superseded offer 300/600 (not live); h2 hire 8 months ago 300/600.
 *
 * Pool active, position P: base 90 100 105 110 120 120 130 (n 7) → p25 102.5k, median 110k, p75 120k;
 *   OTE 200 210 220 220 250 (n 5) → 210k / 220k / 220k; variable 100 100 100 105 120 (n 5) → 100k / 100k / 105k.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  candidateDesiredPositionsTable,
  candidatesTable,
  citiesTable,
  hiresTable,
  jobCandidatesTable,
  jobsTable,
  listOfValuesTable,
  offersTable,
  usStatesTable,
} from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createClientCompany, createPeople, json, type People, uniq } from '../jobs/test-fixtures'

let t: TestApp
let p: People
let P: string
let Q: string
let S: string
let T: string
let C: string

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000)
const isoDay = (d: Date) => d.toISOString().slice(0, 10)

const k = 1000

beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
  const db = t.deps.db
  const newPosition = async (value: string) =>
    (
      await db
        .insert(listOfValuesTable)
        .values({ key: 'position', value: uniq(value) })
        .returning({ id: listOfValuesTable.id })
    )[0]!.id
  P = await newPosition('Comp P')
  Q = await newPosition('Comp Q')
  const [city] = await db
    .select({ id: citiesTable.id, stateCode: citiesTable.stateCode })
    .from(citiesTable)
    .where(and(eq(citiesTable.countryCode, 'US'), isNotNull(citiesTable.stateCode)))
    .limit(1)
  C = city!.id
  const states = await db.select({ id: usStatesTable.id, code: usStatesTable.code }).from(usStatesTable)
  T = states.find((s) => s.code === city!.stateCode)!.id
  S = states.find((s) => s.code !== city!.stateCode)!.id

  const candidate = async (
    searchStatus: 'activelySearching' | 'passivelySearching' | 'openToOffers' | 'offTheMarket' | null,
    base: number | null,
    ote: number | null,
    extra: Partial<typeof candidatesTable.$inferInsert>,
    position: string | null = P,
  ) => {
    const [c] = await db
      .insert(candidatesTable)
      .values({
        firstName: uniq('Comp'),
        searchStatus,
        desiredBaseSalary: base,
        desiredOte: ote,
        ...extra,
      })
      .returning({ id: candidatesTable.id })
    if (position) await db.insert(candidateDesiredPositionsTable).values({ candidateId: c!.id, positionId: position })
    return c!.id
  }
  await candidate('activelySearching', 100 * k, 200 * k, { stateId: S })
  await candidate('passivelySearching', 120 * k, 220 * k, { stateId: S })
  await candidate('openToOffers', 90 * k, null, { stateId: T, cityId: C })
  await candidate('offTheMarket', 80 * k, 160 * k, { stateId: S })
  await candidate('activelySearching', 150 * k, 300 * k, { stateId: S, isSalaryConfidential: true })
  await candidate('activelySearching', 400 * k, 800 * k, { stateId: S, toBeDeletedAt: new Date() })
  await candidate('activelySearching', 500 * k, 900 * k, { stateId: S }, Q)

  const org = await createClientCompany(db, uniq('Comp Co'))
  const job = async (extra: Partial<typeof jobsTable.$inferInsert>) =>
    (
      await db
        .insert(jobsTable)
        .values({ organizationId: org, name: uniq('Job').slice(0, 80), desiredPositionId: P, ...extra })
        .returning({ id: jobsTable.id })
    )[0]!.id
  const J1 = await job({
    openDate: isoDay(daysAgo(30)),
    stateId: S,
    baseSalaryLow: 100 * k,
    baseSalaryHigh: 140 * k,
    oteLow: 200 * k,
    oteHigh: 240 * k,
  })
  await job({
    openDate: isoDay(daysAgo(800)),
    status: 'closed',
    closedDate: isoDay(daysAgo(770)),
    baseSalaryLow: 200 * k,
    baseSalaryHigh: 200 * k,
  })
  await job({
    openDate: isoDay(daysAgo(90)),
    status: 'closed',
    closedDate: isoDay(daysAgo(30)),
    stateId: T,
    baseSalaryLow: 110 * k,
  })
  await job({ openDate: isoDay(daysAgo(10)), desiredPositionId: Q, baseSalaryLow: 500 * k, baseSalaryHigh: 500 * k })

  const placed = async (stageStatus: 'current' | 'accepted') => {
    const candidateId = await candidate(null, null, null, {}, null)
    const [jc] = await db
      .insert(jobCandidatesTable)
      .values({ jobId: J1, candidateId, stageType: 'offer', stageStatus })
      .returning({ id: jobCandidatesTable.id })
    return { jobCandidateId: jc!.id, jobId: J1, candidateId }
  }
  const h1 = await placed('accepted')
  await db.insert(offersTable).values({ ...h1, salary: 125 * k, ote: 240 * k })
  await db.insert(hiresTable).values({ ...h1, salary: 130 * k, ote: 250 * k })
  const o1 = await placed('current')
  await db.insert(offersTable).values({ ...o1, salary: 105 * k, ote: 210 * k })
  await db.insert(offersTable).values({ ...o1, salary: 300 * k, ote: 600 * k, supersededAt: new Date() })
  const h2 = await placed('accepted')
  await db.insert(hiresTable).values({ ...h2, salary: 300 * k, ote: 600 * k, createdAt: daysAgo(240) })
})
afterAll(() => t.close())

const post = async (body: unknown, headers: Record<string, string> = p.basicA.headers) => {
  const res = await t.request('/api/compensation-engine', { method: 'POST', headers, json: body })
  return { status: res.status, body: await json(res) }
}

describe('POST /api/compensation-engine: figures', () => {
  it('answers the hand-computed benchmarks for position P, active pool', async () => {
    const { status, body } = await post({ positionIds: [P], pool: 'active' })
    expect(status).toBe(200)
    const d = body.data
    expect(d).toMatchObject({
      selectedPool: 'active',
      minimumSample: 3,
      activeCandidateCount: 4,
      allCandidateCount: 5,
      activeJobCount: 2,
      placementCount: 2,
    })
    expect(d.buckets.base).toEqual({
      count: 7,
      p25: 102_500,
      median: 110_000,
      p75: 120_000,
      bucketWidth: 10_000,
      buckets: [
        { from: 90_000, to: 100_000, count: 1 },
        { from: 100_000, to: 110_000, count: 2 },
        { from: 110_000, to: 120_000, count: 1 },
        { from: 120_000, to: 130_000, count: 2 },
        { from: 130_000, to: 140_000, count: 1 },
      ],
    })
    expect(d.buckets.ote).toEqual({
      count: 5,
      p25: 210_000,
      median: 220_000,
      p75: 220_000,
      bucketWidth: 20_000,
      buckets: [
        { from: 200_000, to: 220_000, count: 2 },
        { from: 220_000, to: 240_000, count: 2 },
        { from: 240_000, to: 260_000, count: 1 },
      ],
    })
    expect(d.buckets.variable).toEqual({
      count: 5,
      p25: 100_000,
      median: 100_000,
      p75: 105_000,
      bucketWidth: 10_000,
      buckets: [
        { from: 100_000, to: 110_000, count: 4 },
        { from: 110_000, to: 120_000, count: 0 },
        { from: 120_000, to: 130_000, count: 1 },
      ],
    })
  })

  it('the "all" pool adds the off-the-market wishes (base 80 90 100 105 110 120 120 130)', async () => {
    const { body } = await post({ positionIds: [P], pool: 'all' })
    expect(body.data.selectedPool).toBe('all')
    expect(body.data).toMatchObject({ activeCandidateCount: 4, allCandidateCount: 5, activeJobCount: 2 })
    expect(body.data.buckets.base).toMatchObject({ count: 8, p25: 97_500, median: 107_500, p75: 120_000 })
    expect(body.data.buckets.ote).toMatchObject({ count: 6, median: 215_000 })
  })

  it('filters by state (c1 c2 c4 c5, J1 and its placements): base 100 105 120 120 130', async () => {
    const { body } = await post({ positionIds: [P], stateIds: [S] })
    expect(body.data).toMatchObject({
      selectedPool: 'active',
      activeCandidateCount: 3,
      allCandidateCount: 4,
      activeJobCount: 1,
      placementCount: 2,
    })
    expect(body.data.buckets.base).toMatchObject({ count: 5, p25: 105_000, median: 120_000, p75: 120_000 })
  })

  it('a state or a city: either matches', async () => {
    const { body } = await post({ positionIds: [P], stateIds: [S], cityIds: [C] })
    expect(body.data).toMatchObject({ activeCandidateCount: 4, allCandidateCount: 5 })
    expect(body.data.buckets.base.count).toBe(6)
  })

  it('never reports a figure from fewer than 3 amounts: only the count', async () => {
    const { body } = await post({ positionIds: [P], cityIds: [C] })
    expect(body.data).toMatchObject({ activeCandidateCount: 1, allCandidateCount: 1, activeJobCount: 0 })
    for (const m of ['base', 'variable', 'ote'] as const) {
      expect(body.data.buckets[m]).toMatchObject({ p25: null, median: null, p75: null, buckets: [] })
    }
    expect(body.data.buckets.base.count).toBe(1)
    expect(body.data.buckets.ote.count).toBe(0)
  })

  it('answers aggregates only: no ids, names or rows', async () => {
    const { body } = await post({ positionIds: [P] })
    const text = JSON.stringify(body)
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/)
    expect(text).not.toContain('Comp-')
  })

  it('defaults: no filter, active pool', async () => {
    const { status, body } = await post({})
    expect(status).toBe(200)
    expect(body.data.selectedPool).toBe('active')
    // position Q's wish (500/900) and job are in the unfiltered answer
    expect(body.data.allCandidateCount).toBeGreaterThanOrEqual(6)
  })
})

describe('POST /api/compensation-engine: input', () => {
  it.each([
    ['positionIds not uuids', { positionIds: ['nope'] }],
    ['positionIds not a list', { positionIds: 'x' }],
    ['too many positionIds', { positionIds: Array.from({ length: 51 }, () => crypto.randomUUID()) }],
    ['stateIds not a list', { stateIds: 'CA' }],
    ['empty state id', { stateIds: [''] }],
    ['cityIds of numbers', { cityIds: [1] }],
    ['unknown pool', { pool: 'jit' }],
    ['unknown field', { salary: 1 }],
  ])('%s → 422', async (_name, body) => {
    expect((await post(body)).status).toBe(422)
  })
})

describe('POST /api/compensation-engine: access', () => {
  it('401 without a session', async () => {
    expect((await post({}, {})).status).toBe(401)
  })

  it('403 for a candidate', async () => {
    expect((await post({}, p.candidate.headers)).status).toBe(403)
  })

  it.each([
    ['basic client recruiter', () => p.basicA],
    ['client recruiter', () => p.clientA],
    ['internal recruiter', () => p.recruiter],
    ['fractional recruiter', () => p.recruiter2],
    ['administrator', () => p.admin],
  ])('200 for a %s', async (_name, who) => {
    expect((await post({ positionIds: [P] }, who().headers)).status).toBe(200)
  })
})
