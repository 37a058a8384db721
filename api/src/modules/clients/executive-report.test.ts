/**
 * The executive report on seeded data: every number is checked against a count made by hand
 * from the story below (dates are UTC).
 *
 * Client "Report Co" (kickoff 2024-01-01). Jobs:
 *   J1  position A, open,   3 openings (2 current)
 *   J2  position B, open,   1 opening  (1 current)
 *   J3  position A, closed, 2 openings (0 current)
 *   J4  no position, open,  1 opening  (1 current)
 *   J5  another client's job (never counted)
 * Candidates (history rows, in order):
 *   c1 J1: submittal am_submitted 02-03, interviewing 02-10, offer 02-20, offer accepted 02-25 (hired)
 *   c2 J1: submittal pending_am_approval 02-04, am_submitted 02-05, rejected by client 02-12 [rA, rB]
 *   c3 J1: submittal pending_am_approval 02-06, rejected by provider while pending 02-07 [rC] (never seen by the client)
 *   c4 J1: submittal am_submitted 01-15, interviewing 02-15, rejected by client 03-05 [no reason]
 *   c5 J2: submittal am_submitted 02-08, interviewing 02-18, rejected by candidate 02-22 [rD]
 *   c6 J2: submittal am_submitted 02-09, rejected by client 02-11 [rA]
 *   c7 J3: submittal am_submitted 02-10, rejected by client 02-12 [rE]
 *   c8 J5: submittal am_submitted 02-10, rejected by client 02-12 [rA]
 *   c9 J2: submittal am_submitted 03-02, still current (in process)
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  candidateDesiredPositionsTable,
  candidatesTable,
  featureFlagEnablementsTable,
  featureFlagsTable,
  jobCandidateHistoryTable,
  jobCandidatesTable,
  jobsTable,
  listOfValuesTable,
} from '../../db/schema'
import type { SignedInUser } from '../../testing/auth-helpers'
import { expectCrossTenant404 } from '../../testing/cross-tenant'
import { rowCounts } from '../../testing/row-counts'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createClientCompany, createPeople, json, type People, uniq } from '../jobs/test-fixtures'

let t: TestApp
let p: People
let org: string
let donutOrg: string
let posA: { id: string; value: string }
let posB: { id: string; value: string }
let reasons: Array<{ id: string; value: string }>
let otherReason: { id: string; value: string }

type Move = {
  at: string
  action: string
  from?: [string, string, string | null]
  to: [string, string, string | null]
  rejectedBy?: 'client' | 'provider' | 'candidate'
  reasons?: string[]
}

async function story(
  jobId: string,
  name: string,
  moves: Move[],
  live: Partial<typeof jobCandidatesTable.$inferInsert>,
) {
  const db = t.deps.db
  const [c] = await db
    .insert(candidatesTable)
    .values({ firstName: name, lastName: 'Report' })
    .returning({ id: candidatesTable.id })
  const last = moves.at(-1)!
  const [row] = await db
    .insert(jobCandidatesTable)
    .values({
      jobId,
      candidateId: c!.id,
      stageType: last.to[0] as never,
      stageStatus: last.to[1] as never,
      currentStatus: last.to[2] as never,
      rejectedBy: last.rejectedBy ?? null,
      ...live,
    })
    .returning({ id: jobCandidatesTable.id })
  for (const m of moves) {
    await db.insert(jobCandidateHistoryTable).values({
      jobCandidateId: row!.id,
      jobId,
      candidateId: c!.id,
      action: m.action as never,
      fromStageType: (m.from?.[0] ?? null) as never,
      fromStageStatus: (m.from?.[1] ?? null) as never,
      fromCurrentStatus: (m.from?.[2] ?? null) as never,
      toStageType: m.to[0] as never,
      toStageStatus: m.to[1] as never,
      toCurrentStatus: m.to[2] as never,
      rejectedBy: m.rejectedBy ?? null,
      rejectionReasonIds: m.reasons ?? [],
      createdAt: new Date(`${m.at}T12:00:00Z`),
    })
  }
}

const SUB: [string, string, string] = ['submittal', 'current', 'am_submitted']
const PENDING: [string, string, string] = ['submittal', 'current', 'pending_am_approval']
const MATCH: [string, string, null] = ['matching', 'current', null]
const SO: [string, string, string] = ['send_out', 'current', 'scheduled_no_action_items']
const OFFER: [string, string, null] = ['offer', 'current', null]

beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
  const db = t.deps.db
  const positions = await db
    .select({ id: listOfValuesTable.id, value: listOfValuesTable.value })
    .from(listOfValuesTable)
    .where(eq(listOfValuesTable.key, 'position'))
    .orderBy(listOfValuesTable.value)
  ;[posA, posB] = [positions[0]!, positions[1]!]
  reasons = (
    await db
      .select({ id: listOfValuesTable.id, value: listOfValuesTable.value })
      .from(listOfValuesTable)
      .where(eq(listOfValuesTable.key, 'interviewRejectionReason'))
  )
    .filter((r) => r.value.toLowerCase() !== 'other')
    .sort((a, b) => a.value.localeCompare(b.value))
    // distinct names only, so ties break by name exactly as written here
    .filter((r, i, all) => i === 0 || all[i - 1]!.value !== r.value)
  expect(reasons.length).toBeGreaterThanOrEqual(9)
  otherReason = (
    await db
      .select({ id: listOfValuesTable.id, value: listOfValuesTable.value })
      .from(listOfValuesTable)
      .where(eq(listOfValuesTable.value, 'Other'))
  )[0]!
  expect(otherReason).toBeDefined()
  const [rA, rB, rC, rD, rE] = reasons.map((r) => r.id)

  org = await createClientCompany(db, uniq('Report Co'), {}, { kickoffDate: '2024-01-01' })
  const job = async (organizationId: string, extra: Partial<typeof jobsTable.$inferInsert>) =>
    (
      await db
        .insert(jobsTable)
        .values({ organizationId, name: uniq('Job').slice(0, 80), openDate: '2024-01-01', ...extra })
        .returning({ id: jobsTable.id })
    )[0]!.id
  const J1 = await job(org, { desiredPositionId: posA.id, totalOpenings: 3, currentOpenings: 2 })
  const J2 = await job(org, { desiredPositionId: posB.id, totalOpenings: 1, currentOpenings: 1 })
  const J3 = await job(org, {
    desiredPositionId: posA.id,
    totalOpenings: 2,
    currentOpenings: 0,
    status: 'closed',
    closedDate: '2024-03-01',
  })
  await job(org, { totalOpenings: 1, currentOpenings: 1 })
  const J5 = await job(p.orgB, { desiredPositionId: posA.id })

  await story(
    J1,
    'c1',
    [
      { at: '2024-02-03', action: 'submit', from: MATCH, to: SUB },
      { at: '2024-02-10', action: 'scheduleInterview', from: SUB, to: SO },
      { at: '2024-02-20', action: 'trackOffer', from: SO, to: OFFER },
      { at: '2024-02-25', action: 'moveToHired', from: OFFER, to: ['offer', 'accepted', null] },
    ],
    { isSubmittedToClient: true },
  )
  await story(
    J1,
    'c2',
    [
      { at: '2024-02-04', action: 'submit', from: MATCH, to: PENDING },
      { at: '2024-02-05', action: 'submitToClient', from: PENDING, to: SUB },
      {
        at: '2024-02-12',
        action: 'reject',
        from: SUB,
        to: ['submittal', 'rejected', 'am_submitted'],
        rejectedBy: 'client',
        reasons: [rA!, rB!],
      },
    ],
    { isSubmittedToClient: true },
  )
  await story(
    J1,
    'c3',
    [
      { at: '2024-02-06', action: 'submit', from: MATCH, to: PENDING },
      {
        at: '2024-02-07',
        action: 'reject',
        from: PENDING,
        to: ['submittal', 'rejected', 'pending_am_approval'],
        rejectedBy: 'provider',
        reasons: [rC!],
      },
    ],
    {},
  )
  await story(
    J1,
    'c4',
    [
      { at: '2024-01-15', action: 'submit', from: MATCH, to: SUB },
      { at: '2024-02-15', action: 'scheduleInterview', from: SUB, to: SO },
      {
        at: '2024-03-05',
        action: 'reject',
        from: SO,
        to: ['send_out', 'rejected', 'scheduled_no_action_items'],
        rejectedBy: 'client',
      },
    ],
    { isSubmittedToClient: true },
  )
  await story(
    J2,
    'c5',
    [
      { at: '2024-02-08', action: 'submit', from: MATCH, to: SUB },
      { at: '2024-02-18', action: 'scheduleInterview', from: SUB, to: SO },
      {
        at: '2024-02-22',
        action: 'reject',
        from: SO,
        to: ['send_out', 'rejected', 'scheduled_no_action_items'],
        rejectedBy: 'candidate',
        reasons: [rD!],
      },
    ],
    { isSubmittedToClient: true },
  )
  await story(
    J2,
    'c6',
    [
      { at: '2024-02-09', action: 'submit', from: MATCH, to: SUB },
      {
        at: '2024-02-11',
        action: 'reject',
        from: SUB,
        to: ['submittal', 'rejected', 'am_submitted'],
        rejectedBy: 'client',
        reasons: [rA!],
      },
    ],
    { isSubmittedToClient: true },
  )
  await story(
    J3,
    'c7',
    [
      { at: '2024-02-10', action: 'submit', from: MATCH, to: SUB },
      {
        at: '2024-02-12',
        action: 'reject',
        from: SUB,
        to: ['submittal', 'rejected', 'am_submitted'],
        rejectedBy: 'client',
        reasons: [rE!],
      },
    ],
    { isSubmittedToClient: true },
  )
  await story(
    J5,
    'c8',
    [
      { at: '2024-02-10', action: 'submit', from: MATCH, to: SUB },
      {
        at: '2024-02-12',
        action: 'reject',
        from: SUB,
        to: ['submittal', 'rejected', 'am_submitted'],
        rejectedBy: 'client',
        reasons: [rA!],
      },
    ],
    { isSubmittedToClient: true },
  )
  await story(J2, 'c9', [{ at: '2024-03-02', action: 'submit', from: MATCH, to: SUB }], { isSubmittedToClient: true })

  // Donut Co: R1..R9 counted 5,4,4,3,3,2,2,1,1; "Other" 2; no reason 1 (28 in all)
  donutOrg = await createClientCompany(db, uniq('Donut Co'), {}, { kickoffDate: '2024-01-01' })
  const D = await job(donutOrg, {})
  const counts = [5, 4, 4, 3, 3, 2, 2, 1, 1]
  let n = 0
  const reject = (ids: string[]) =>
    story(
      D,
      `d${++n}`,
      [
        { at: '2024-02-01', action: 'submit', from: MATCH, to: SUB },
        {
          at: '2024-02-02',
          action: 'reject',
          from: SUB,
          to: ['submittal', 'rejected', 'am_submitted'],
          rejectedBy: 'client',
          reasons: ids,
        },
      ],
      { isSubmittedToClient: true },
    )
  for (const [i, count] of counts.entries()) for (let k = 0; k < count; k++) await reject([reasons[i]!.id])
  await reject([otherReason.id])
  await reject([otherReason.id])
  await reject([])

  const [flag] = await db.select().from(featureFlagsTable).where(eq(featureFlagsTable.key, 'clientExecReporting'))
  await db.insert(featureFlagEnablementsTable).values([
    { featureFlagId: flag!.id, organizationId: org },
    { featureFlagId: flag!.id, organizationId: donutOrg },
    { featureFlagId: flag!.id, organizationId: p.orgA },
  ])
})
afterAll(() => t.close())

const get = async (who: SignedInUser, path: string) => {
  const res = await t.request(path, { headers: who.headers })
  return { status: res.status, body: await json(res) }
}
const summary = (q: string, who: SignedInUser = p.recruiter) =>
  get(who, `/api/client-executive-report/${org}/executive-summary${q}`)
const FEB = '?startDate=2024-02-01&endDate=2024-02-29'

describe('executive summary', () => {
  it('February, open jobs: every number as counted by hand', async () => {
    const r = await summary(FEB)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data).toEqual({
      range: { start: '2024-02-01', end: '2024-02-29' },
      jobs: 3, // J1, J2, J4
      openings: 5, // 3 + 1 + 1
      currentOpenings: 4, // 2 + 1 + 1
      submittals: 4, // c1, c2 (once seen by the client), c5, c6; not c3 (pending), not c4 (January)
      interviews: 3, // c1, c4, c5
      offers: 1, // c1
      hires: 1, // c1
      rejections: 3, // c2, c5, c6; not c3 (never shown), not c4 (March)
      rejectedByClient: 2, // c2, c6
      rejectedByProvider: 0,
      rejectedByCandidate: 1, // c5
      inProcess: 1, // c9, now
      interviewRate: 75, // 3 / 4
      offerRate: 33.3, // 1 / 3
      hireRate: 100, // 1 / 1
    })
  })

  it('since kickoff (the default): January and March count too', async () => {
    const r = await summary('')
    expect(r.body.data).toMatchObject({
      range: { start: '2024-01-01', end: new Date().toISOString().slice(0, 10) },
      submittals: 6, // + c4 (01-15), c9 (03-02)
      interviews: 3,
      offers: 1,
      hires: 1,
      rejections: 4, // + c4 (03-05)
      rejectedByClient: 3,
      rejectedByCandidate: 1,
      interviewRate: 50,
    })
    expect((await summary('?dateFilter=kickoff')).body.data).toEqual(r.body.data)
  })

  it('isOpenJob=false adds the closed job J3', async () => {
    expect((await summary(`${FEB}&isOpenJob=false`)).body.data).toMatchObject({
      jobs: 4,
      openings: 7,
      currentOpenings: 4,
      submittals: 5,
      rejections: 4,
      rejectedByClient: 3,
    })
  })

  it('positionIds narrows to the jobs of those positions', async () => {
    expect((await summary(`${FEB}&positionIds=${posA.id}`)).body.data).toMatchObject({
      jobs: 1,
      openings: 3,
      submittals: 2,
      interviews: 2,
      offers: 1,
      hires: 1,
      rejections: 1,
      rejectedByClient: 1,
      inProcess: 0,
    })
    const both = (await summary(`${FEB}&positionIds=${posA.id},${posB.id}`)).body.data
    expect(both).toMatchObject({ jobs: 2, submittals: 4 })
    expect((await summary(`${FEB}&positionIds=${posA.id}&positionIds=${posB.id}`)).body.data).toEqual(both)
  })

  it('a number of days counts back from today (nothing recent here)', async () => {
    expect((await summary('?dateFilter=30')).body.data).toMatchObject({
      submittals: 0,
      rejections: 0,
      jobs: 3,
      inProcess: 1,
    })
  })

  it.each([
    ['?dateFilter=0', 'query.dateFilter', 'oneOf'],
    ['?dateFilter=lastweek', 'query.dateFilter', 'oneOf'],
    ['?startDate=2024-02-01', 'query.endDate', 'required'],
    ['?startDate=2024-02-30&endDate=2024-03-01', 'query.startDate', 'format'],
    ['?startDate=2024-03-01&endDate=2024-02-01', 'query.endDate', 'notLessThan'],
    ['?dateFilter=30&startDate=2024-02-01&endDate=2024-02-02', 'query.dateFilter', 'invalid'],
    ['?isOpenJob=maybe', 'query.isOpenJob', 'oneOf'],
    ['?positionIds=abc', 'query.positionIds.0', 'format'],
    ['?limit=0', 'query.limit', 'min'],
    ['?colour=red', 'query.colour', 'unknownField'],
  ])('%s answers 422 on %s', async (q, path, rule) => {
    const before = await rowCounts(t.deps.db, ['sessions', 'refresh_tokens'])
    const r = await summary(q)
    expect(r.status).toBe(422)
    expect(r.body.error.details[0]).toMatchObject({ path, rule })
    expect(await rowCounts(t.deps.db, ['sessions', 'refresh_tokens'])).toEqual(before)
  })
})

describe('role-specific metrics', () => {
  it('one row per position, 75 a page, Unspecified last', async () => {
    const r = await get(p.recruiter, `/api/client-executive-report/${org}/role-specific-metrics${FEB}`)
    expect(r.status).toBe(200)
    expect(r.body.meta).toEqual({ total: 3, limit: 75, offset: 0 })
    expect(r.body.data).toEqual([
      {
        position: { id: posA.id, name: posA.value },
        jobs: 1,
        openings: 3,
        submittals: 2,
        interviews: 2,
        offers: 1,
        hires: 1,
        rejections: 1,
      },
      {
        position: { id: posB.id, name: posB.value },
        jobs: 1,
        openings: 1,
        submittals: 2,
        interviews: 1,
        offers: 0,
        hires: 0,
        rejections: 2,
      },
      {
        position: { id: null, name: 'Unspecified' },
        jobs: 1,
        openings: 1,
        submittals: 0,
        interviews: 0,
        offers: 0,
        hires: 0,
        rejections: 0,
      },
    ])
    const page = await get(
      p.recruiter,
      `/api/client-executive-report/${org}/role-specific-metrics${FEB}&limit=1&offset=1`,
    )
    expect(page.body.data.map((x: any) => x.position.id)).toEqual([posB.id])
  })
})

describe('rejection reasons', () => {
  it('February: each reason of each rejected candidate once', async () => {
    const r = await get(p.recruiter, `/api/client-executive-report/${org}/rejection-reasons${FEB}`)
    expect(r.status).toBe(200)
    const [rA, rB, , rD] = reasons
    // c2 [rA, rB], c5 [rD], c6 [rA] -> rA 2, rB 1, rD 1 (rB before rD by name)
    expect(r.body.data).toEqual({
      range: { start: '2024-02-01', end: '2024-02-29' },
      total: 4,
      reasonsTotal: 3,
      reasons: [
        { key: rA!.id, name: rA!.value, count: 2, percentage: 50 },
        { key: rB!.id, name: rB!.value, count: 1, percentage: 25 },
        { key: rD!.id, name: rD!.value, count: 1, percentage: 25 },
      ],
      donut: [
        { key: rA!.id, name: rA!.value, count: 2, percentage: 50 },
        { key: rB!.id, name: rB!.value, count: 1, percentage: 25 },
        { key: rD!.id, name: rD!.value, count: 1, percentage: 25 },
      ],
      suggestions: [],
    })
  })

  it('since kickoff, a rejection with no reason counts as Other, shown as Others', async () => {
    const r = await get(p.recruiter, `/api/client-executive-report/${org}/rejection-reasons`)
    expect(r.body.data.total).toBe(5)
    expect(r.body.data.donut.at(-1)).toEqual({ key: 'others', name: 'Others', count: 1, percentage: 20 })
  })

  it('Donut Co: the top 7 keep their slice; R8, R9, Other and no reason make Others', async () => {
    const r = await get(p.recruiter, `/api/client-executive-report/${donutOrg}/rejection-reasons${FEB}`)
    expect(r.status).toBe(200)
    const d = r.body.data
    expect(d.total).toBe(28) // 5+4+4+3+3+2+2+1+1 + 2 (Other) + 1 (none)
    expect(d.reasonsTotal).toBe(11) // 9 named, Other, none
    expect(d.donut.map((s: any) => [s.name, s.count, s.percentage])).toEqual([
      [reasons[0]!.value, 5, 17.9], // 5/28
      [reasons[1]!.value, 4, 14.3],
      [reasons[2]!.value, 4, 14.3],
      [reasons[3]!.value, 3, 10.7],
      [reasons[4]!.value, 3, 10.7],
      [reasons[5]!.value, 2, 7.1],
      [reasons[6]!.value, 2, 7.1],
      ['Others', 5, 17.9], // R8 1 + R9 1 + Other 2 + none 1
    ])
    expect(d.donut.reduce((s: number, x: any) => s + x.count, 0)).toBe(28)
    expect(d.reasons[0]).toEqual({ key: reasons[0]!.id, name: reasons[0]!.value, count: 5, percentage: 17.9 })
    const paged = await get(
      p.recruiter,
      `/api/client-executive-report/${donutOrg}/rejection-reasons${FEB}&limit=2&offset=9`,
    )
    expect(paged.body.data.reasons).toHaveLength(2)
    expect(paged.body.data.donut).toEqual(d.donut)
  })
})

describe('suggested actions under the donut', () => {
  it('a large compensation share names the role whose OTE range sits below the market median', async () => {
    const db = t.deps.db
    const [pos] = await db
      .insert(listOfValuesTable)
      .values({ key: 'position', value: uniq('Suggest AE') })
      .returning({ id: listOfValuesTable.id, value: listOfValuesTable.value })
    const compensationReason = (
      await db
        .select({ id: listOfValuesTable.id })
        .from(listOfValuesTable)
        .where(eq(listOfValuesTable.identifier, 'clientCompensation'))
    )[0]!
    const suggestOrg = await createClientCompany(db, uniq('Suggest Co'), {}, { kickoffDate: '2024-01-01' })
    const [J] = await db
      .insert(jobsTable)
      .values({
        organizationId: suggestOrg,
        name: uniq('Suggest job').slice(0, 80),
        openDate: '2024-01-01',
        desiredPositionId: pos!.id,
        oteLow: 150_000,
        oteHigh: 170_000,
      })
      .returning({ id: jobsTable.id })
    // the market: three active candidates wishing 200,000 OTE for this position
    const market = await db
      .insert(candidatesTable)
      .values(
        [1, 2, 3].map((i) => ({
          firstName: `Market${i}`,
          lastName: 'Suggest',
          searchStatus: 'activelySearching' as const,
          desiredOte: 200_000,
        })),
      )
      .returning({ id: candidatesTable.id })
    await db
      .insert(candidateDesiredPositionsTable)
      .values(market.map((c) => ({ candidateId: c.id, positionId: pos!.id })))
    const rejectWith = (name: string, ids: string[]) =>
      story(
        J!.id,
        name,
        [
          { at: '2024-02-01', action: 'submit', from: MATCH, to: SUB },
          {
            at: '2024-02-02',
            action: 'reject',
            from: SUB,
            to: ['submittal', 'rejected', 'am_submitted'],
            rejectedBy: 'client',
            reasons: ids,
          },
        ],
        { isSubmittedToClient: true },
      )
    for (const k of [1, 2, 3]) await rejectWith(`s${k}`, [compensationReason.id])
    await rejectWith('s4', [])

    const r = await get(p.recruiter, `/api/client-executive-report/${suggestOrg}/rejection-reasons${FEB}`)
    expect(r.status).toBe(200)
    expect(r.body.data.suggestions).toEqual([
      {
        theme: 'compensation',
        count: 3,
        share: 75,
        title: 'Compensation',
        details: [
          '75 % of the rejection reasons.',
          `${pos!.value}: the OTE range sits 20 % below the market median (midpoint $160,000, market $200,000). Consider raising it or adding variable upside.`,
        ],
      },
    ])
    // the donut's own reasons (test reasons without a theme) suggest nothing
    const plain = await get(p.recruiter, `/api/client-executive-report/${donutOrg}/rejection-reasons${FEB}`)
    expect(plain.body.data.suggestions).toEqual([])
  })
})

describe('gating and tenancy', () => {
  it("answers a client 403 while its organization's clientExecReporting is off; staff always read it", async () => {
    const off = await createClientCompany(t.deps.db, uniq('No Flag Co'))
    const staff = await get(p.recruiter, `/api/client-executive-report/${off}/executive-summary`)
    expect(staff.status).toBe(200)
    expect(staff.body.data.jobs).toBe(0)
    const client = await get(p.clientB, `/api/client-executive-report/${p.orgB}/executive-summary`)
    expect(client.status).toBe(403)
    expect(client.body.error.message).toBe('Client executive reporting is not enabled')
    for (const part of ['role-specific-metrics', 'rejection-reasons'])
      expect((await get(p.clientB, `/api/client-executive-report/${p.orgB}/${part}`)).status).toBe(403)
  })

  it("a client reads its own report, never another client's", async () => {
    const own = await get(p.clientA, `/api/client-executive-report/${p.orgA}/executive-summary`)
    expect(own.status).toBe(200)
    await expectCrossTenant404(t, {
      owner: p.clientA,
      intruders: [p.clientB],
      routes: ['executive-summary', 'role-specific-metrics', 'rejection-reasons'].map((part) => ({
        name: part,
        create: async () => p.orgA,
        request: (id: string) => ({ method: 'GET', path: `/api/client-executive-report/${id}/${part}` }),
      })),
    })
    expect((await get(p.candidate, `/api/client-executive-report/${p.orgA}/executive-summary`)).status).toBe(403)
    expect(
      (await get(p.recruiter, `/api/client-executive-report/${crypto.randomUUID()}/executive-summary`)).status,
    ).toBe(404)
  })
})
