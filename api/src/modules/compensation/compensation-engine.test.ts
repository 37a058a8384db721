/**
 * The figures statement (SQL: count, percentile_cont, counts per bar) answers exactly what the
 * shared rule (`compensationBenchmarks` over the pay points) answers, on a generated set of a
 * few hundred wishes, placements and jobs of one fresh position: odd range sums (midpoints that
 * round half up), quartiles between ranks, OTE below base (no variable), outliers that widen
 * the bars, confidential and off-the-market wishes, superseded and hired offers.
 */
import { equityBenchmark } from '@quota/shared/domain/compensation/equity'
import { compensationBenchmarks, type PayPoint, rangeMidpoint } from '@quota/shared/domain/compensation/index'
import { oteSplit } from '@quota/shared/domain/compensation/ote'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  candidateDesiredPositionsTable,
  candidatesTable,
  hiresTable,
  jobCandidatesTable,
  jobsTable,
  listOfValuesTable,
  offersTable,
} from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createClientCompany, createPeople, json, type People, uniq } from '../jobs/test-fixtures'
import { ACTIVE_SEARCH_STATUSES } from './compensation-engine'

let t: TestApp
let p: People
let P: string
const wishes: { active: boolean; point: PayPoint }[] = []
const placements: PayPoint[] = []
const jobPoints: PayPoint[] = []
let candidateCount = 0
let activeCandidateCount = 0

/** A seeded generator, so a failure can be replayed. */
let seed = 20_261_122
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
  return seed / 2_147_483_648
}
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))
const maybe = <T>(chance: number, value: T): T | null => (rand() < chance ? value : null)
const STATUSES = ['activelySearching', 'passivelySearching', 'openToOffers', 'offTheMarket', null] as const

beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
  const db = t.deps.db
  ;[{ id: P }] = (await db
    .insert(listOfValuesTable)
    .values({ key: 'position', value: uniq('Comp SQL') })
    .returning({ id: listOfValuesTable.id })) as [{ id: string }]

  // 300 wishes: base and OTE by the thousand or to the dollar, either one missing at times
  const candidateRows = Array.from({ length: 300 }, () => {
    const base = maybe(0.85, int(0, 40) * 5_000 + int(0, 1) * int(0, 999))
    const ote = maybe(0.7, (base ?? 0) + int(1, 300_000))
    const searchStatus = STATUSES[int(0, STATUSES.length - 1)]!
    const isSalaryConfidential = rand() < 0.1
    return { firstName: uniq('CompSql'), searchStatus, desiredBaseSalary: base, desiredOte: ote, isSalaryConfidential }
  })
  candidateRows.push({
    firstName: uniq('CompSql'),
    searchStatus: 'activelySearching',
    desiredBaseSalary: 2_500_000, // an outlier: the base bars widen
    desiredOte: 2_600_000,
    isSalaryConfidential: false,
  })
  const inserted = await db.insert(candidatesTable).values(candidateRows).returning({ id: candidatesTable.id })
  await db.insert(candidateDesiredPositionsTable).values(inserted.map((c) => ({ candidateId: c.id, positionId: P })))
  for (const c of candidateRows) {
    const active = (ACTIVE_SEARCH_STATUSES as readonly (string | null)[]).includes(c.searchStatus)
    candidateCount++
    if (active) activeCandidateCount++
    if (c.isSalaryConfidential || (c.desiredBaseSalary === null && c.desiredOte === null)) continue
    wishes.push({ active, point: { base: c.desiredBaseSalary, ote: c.desiredOte } })
  }

  // 80 jobs open in the window: ranges with odd sums, one end only, OTE midpoint below base at times
  const org = await createClientCompany(db, uniq('Comp SQL Co'))
  /** Half the time a range whose midpoint is a bar bound less half a dollar (it rounds up into the next bar). */
  const range = (width: number, lo: number, hi: number): [number | null, number | null] => {
    if (rand() < 0.5) {
      const bound = int(lo / width, hi / width) * width
      const d = int(0, width)
      return [bound - 1 - d, bound + d]
    }
    const low = maybe(0.8, int(lo, hi))
    return [low, maybe(0.8, (low ?? lo) + int(0, 60_001))]
  }
  const jobRows = Array.from({ length: 80 }, () => {
    const [baseSalaryLow, baseSalaryHigh] = range(10_000, 40_000, 200_000)
    const [oteLow, oteHigh] = range(20_000, 60_000, 300_000)
    return {
      organizationId: org,
      name: uniq('Job').slice(0, 80),
      desiredPositionId: P,
      openDate: new Date(Date.now() - int(1, 100) * 86_400_000).toISOString().slice(0, 10),
      baseSalaryLow,
      baseSalaryHigh,
      oteLow,
      oteHigh,
    }
  })
  const jobs = await db.insert(jobsTable).values(jobRows).returning({ id: jobsTable.id })
  for (const j of jobRows) {
    jobPoints.push({ base: rangeMidpoint(j.baseSalaryLow, j.baseSalaryHigh), ote: rangeMidpoint(j.oteLow, j.oteHigh) })
  }

  // 60 placements: hires (with the live offer they came from), live offers, superseded offers
  const placedRows = Array.from({ length: 60 }, () => ({ firstName: uniq('CompSqlPlaced') }))
  const placed = await db.insert(candidatesTable).values(placedRows).returning({ id: candidatesTable.id })
  const jobCandidates = await db
    .insert(jobCandidatesTable)
    .values(
      placed.map((c, i) => ({ jobId: jobs[i % jobs.length]!.id, candidateId: c.id, stageType: 'offer' as const })),
    )
    .returning({
      id: jobCandidatesTable.id,
      jobId: jobCandidatesTable.jobId,
      candidateId: jobCandidatesTable.candidateId,
    })
  for (const jc of jobCandidates) {
    const ref = { jobCandidateId: jc.id, jobId: jc.jobId, candidateId: jc.candidateId }
    const salary = int(10_000, 400_000)
    const ote = maybe(0.8, salary + int(1, 300_000))
    const kind = int(0, 2)
    await db.insert(offersTable).values({ ...ref, salary: salary - 1_000, ote, supersededAt: new Date() })
    if (kind === 0) {
      await db.insert(offersTable).values({ ...ref, salary: salary - 500, ote })
      await db.insert(hiresTable).values({ ...ref, salary, ote })
      placements.push({ base: salary, ote })
    } else if (kind === 1) {
      await db.insert(offersTable).values({ ...ref, salary, ote })
      placements.push({ base: salary, ote })
    }
  }
}, 120_000)
afterAll(() => t.close())

describe('compensation engine: the SQL figures are the shared rule', () => {
  it.each(['active', 'all'] as const)('pool %s', async (pool) => {
    const res = await t.request('/api/compensation-engine', {
      method: 'POST',
      headers: p.basicA.headers,
      json: { positionIds: [P], pool },
    })
    expect(res.status).toBe(200)
    const { data } = await json(res)
    const points = [
      ...wishes.filter((w) => pool === 'all' || w.active).map((w) => w.point),
      ...placements,
      ...jobPoints,
    ]
    expect(points.length).toBeGreaterThan(200)
    expect(data).toEqual({
      selectedPool: pool,
      minimumSample: 3,
      activeCandidateCount,
      allCandidateCount: candidateCount,
      activeJobCount: jobPoints.length,
      placementCount: placements.length,
      currentRoleCount: 0,
      buckets: compensationBenchmarks(points),
      // no job here states equity: every job and placement is considered, none offers any
      equity: equityBenchmark(Array.from({ length: jobPoints.length + placements.length }, () => null)),
      split: oteSplit(points),
      quotaToOte: { count: 0, p25: null, median: null, p75: null },
    })
    expect(data.split.basePercent).not.toBeNull()
    // the set is wide enough to exercise the widening and the interpolation
    expect(data.buckets.base.bucketWidth).toBeGreaterThan(10_000)
    expect(data.buckets.variable.count).toBeGreaterThan(100)
  })
})
