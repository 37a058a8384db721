/**
 * The compensation engine, complete (issue 16 item 5): current-role pay added by candidates
 * feeds the benchmarks; level and experience filters; equity beside base, variable and OTE; the
 * OTE split and quota-to-OTE ratio; ping-sales-team mails the sales team through the outbox.
 *
 * A fresh level L and position P (level L) isolate the story. Current roles on P (pool "all"):
 *   me  (the signed-in candidate, 24 + 5 months of work)  base 100k + variable 100k → OTE 200k, quota band $500K–$750K (625k)
 *   c2  (30 months)                                    base 120k, OTE 200k, quota 1,000,000
 *   c3  (80 months)                                    base 140k, OTE 280k, quota 1,400,000
 *   c4  salary confidential                            base 500k, OTE 900k (never counted)
 * → base 100 120 140 (median 120k), OTE 200 200 280 (median 200k), variable 80 100 140 (median 100k);
 *   base shares .5 .6 .5 → 50 % / 50 %; quota ÷ OTE 3.125 5 5 → p25 4.1, median 5, p75 5.
 * Jobs on P opened 10 days ago, without pay ranges: equity "0.1% options" (1–3 years),
 *   "0.2%–0.4% options", "RSUs", "0.5% options" → percents .1 .3 .5: p25 .2, median .3, p75 .4.
 *   c2 also held a side job (28 to 20 months ago) during the current role: still 30 months.
 * A job on another position whose level text names L (levelKey) counts under the level filter.
 */

import { experienceMonths } from '@quota/shared/domain/compensation/experience'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from '../../db/client'
import {
  candidatesTable,
  jobsTable,
  listOfValuesTable,
  outboxEventsTable,
  workExperienceDetailsTable,
  workExperiencesTable,
} from '../../db/schema'
import { httpAs } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createClientCompany, createPeople, type People, uniq } from '../jobs/test-fixtures'
import { candidateMonthsSql } from './compensation-engine'

let t: TestApp
let p: People
let L: string
let levelValue: string
let P: string
let P2: string
let oneToThree: string
let myRole: string
let myPastRole: string
let c2Role: string
let c3Role: string

const k = 1000
const monthsAgo = (n: number) => {
  const d = new Date()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() - n)
  return d.toISOString().slice(0, 10)
}

const { call } = httpAs(() => t)
const engine = (body: Record<string, unknown>) =>
  call(p.clientA, 'POST', '/api/compensation-engine', { pool: 'all', ...body })

beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
  const db = t.deps.db
  const lov = async (values: typeof listOfValuesTable.$inferInsert) =>
    (await db.insert(listOfValuesTable).values(values).returning({ id: listOfValuesTable.id }))[0]!.id
  const levelIdentifier = uniq('lvl')
  levelValue = uniq('Level')
  L = await lov({ key: 'level', identifier: levelIdentifier, value: levelValue })
  P = await lov({ key: 'position', value: uniq('Comp Full P'), meta: { level: levelIdentifier } })
  P2 = await lov({ key: 'position', value: uniq('Comp Full P2') })
  const [exp] = await db
    .select({ id: listOfValuesTable.id })
    .from(listOfValuesTable)
    .where(and(eq(listOfValuesTable.key, 'yearsOfRequiredExperience'), eq(listOfValuesTable.identifier, 'oneToThree')))
  oneToThree = exp!.id
  const [band] = await db
    .select({ id: listOfValuesTable.id })
    .from(listOfValuesTable)
    .where(and(eq(listOfValuesTable.key, 'annualQuota'), eq(listOfValuesTable.identifier, 'from500kTo750k')))

  const role = async (candidateId: string, months: number, pay: Partial<typeof workExperiencesTable.$inferInsert>) =>
    (
      await db
        .insert(workExperiencesTable)
        .values({
          candidateId,
          title: 'AE',
          isCurrent: true,
          fromDate: monthsAgo(months),
          desiredPositionId: P,
          ...pay,
        })
        .returning({ id: workExperiencesTable.id })
    )[0]!.id
  const candidate = async (extra: Partial<typeof candidatesTable.$inferInsert> = {}) =>
    (
      await db
        .insert(candidatesTable)
        .values({ firstName: uniq('CompFull'), ...extra })
        .returning({ id: candidatesTable.id })
    )[0]!.id

  myRole = await role(p.candidate.user.candidateId!, 24, {})
  myPastRole = (
    await db
      .insert(workExperiencesTable)
      .values({
        candidateId: p.candidate.user.candidateId!,
        title: 'SDR',
        fromDate: monthsAgo(30),
        toDate: monthsAgo(25),
        desiredPositionId: P,
      })
      .returning({ id: workExperiencesTable.id })
  )[0]!.id
  await db.insert(workExperienceDetailsTable).values({ workExperienceId: myRole, annualQuotaId: band!.id })
  const c2 = await candidate()
  c2Role = await role(c2, 30, {})
  // a side job held during the current role: its 8 months are already counted (30, not 38)
  await db
    .insert(workExperiencesTable)
    .values({ candidateId: c2, title: 'Advisor', fromDate: monthsAgo(28), toDate: monthsAgo(20) })
  await db.insert(workExperienceDetailsTable).values({ workExperienceId: c2Role, revenueQuota: 1_000_000 })
  c3Role = await role(await candidate(), 80, { salary: 140 * k, ote: 280 * k, variable: 140 * k })
  await db.insert(workExperienceDetailsTable).values({ workExperienceId: c3Role, revenueQuota: 1_400_000 })
  await role(await candidate({ isSalaryConfidential: true }), 50, { salary: 500 * k, ote: 900 * k, variable: 400 * k })

  const org = await createClientCompany(db, uniq('Comp Full Co'))
  const job = (equity: string, extra: Partial<typeof jobsTable.$inferInsert> = {}) =>
    db.insert(jobsTable).values({
      organizationId: org,
      name: uniq('Job').slice(0, 80),
      desiredPositionId: P,
      openDate: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
      equity,
      ...extra,
    })
  await job('0.1% options', { yearsOfRequiredExperienceId: oneToThree })
  await job('0.2%–0.4% options')
  await job('RSUs')
  await job('0.5% options')
  // the level written another way ("LEVEL X 1 IC" for "Level-x-1"): the same levelKey
  await job('none', { desiredPositionId: P2, jobLevel: `${levelValue.toUpperCase().replaceAll('-', ' ')} IC` })
}, 120_000)
afterAll(() => t.close())

describe('PATCH compensation-engine/candidate/update-experience-salary-info', () => {
  const path = '/api/compensation-engine/candidate/update-experience-salary-info'

  it('a candidate adds the pay of their current role (variable completes the OTE)', async () => {
    const r = await call(p.candidate, 'PATCH', path, { workExperienceId: myRole, salary: 100 * k, variable: 100 * k })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ id: myRole, isCurrent: true, salary: 100 * k, variable: 100 * k, ote: 200 * k })
  })

  it('staff add it for a named candidate', async () => {
    const [c2] = await t.deps.db
      .select({ candidateId: workExperiencesTable.candidateId })
      .from(workExperiencesTable)
      .where(eq(workExperiencesTable.id, c2Role))
    const r = await call(p.recruiter, 'PATCH', path, {
      candidateId: c2!.candidateId,
      workExperienceId: c2Role,
      salary: 120 * k,
      ote: 200 * k,
    })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ salary: 120 * k, variable: 80 * k, ote: 200 * k })
  })

  it.each([
    ['base not below OTE', { salary: 200 * k, ote: 200 * k }, 'ote'],
    ['parts that disagree', { salary: 100 * k, variable: 10 * k, ote: 200 * k }, 'ote'],
    ['no base', { ote: 200 * k }, 'salary'],
    ['an amount out of range', { salary: 2_000_000 }, 'salary'],
  ])('refuses %s (422, nothing written)', async (_name, pay, field) => {
    const r = await call(p.candidate, 'PATCH', path, { workExperienceId: myRole, ...pay })
    expect(r.status).toBe(422)
    expect(r.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: field }] })
    const [row] = await t.deps.db.select().from(workExperiencesTable).where(eq(workExperiencesTable.id, myRole))
    expect(row).toMatchObject({ salary: 100 * k, ote: 200 * k })
  })

  it('refuses a past role (422), another candidate’s role (404), clients (403) and strangers (401)', async () => {
    expect(
      (await call(p.candidate, 'PATCH', path, { workExperienceId: myPastRole, salary: 90 * k })).body.error,
    ).toMatchObject({
      details: [{ path: 'workExperienceId', rule: 'current' }],
    })
    expect((await call(p.candidate, 'PATCH', path, { workExperienceId: c2Role, salary: 90 * k })).status).toBe(404)
    expect((await call(p.clientA, 'PATCH', path, { workExperienceId: myRole, salary: 90 * k })).status).toBe(403)
    expect((await call(null, 'PATCH', path, { workExperienceId: myRole, salary: 90 * k })).status).toBe(401)
  })
})

describe('GET compensation-engine/candidate/{id}/work-experience', () => {
  it('lists the roles with pay, current first, to the candidate and staff only', async () => {
    const id = p.candidate.user.candidateId!
    const path = `/api/compensation-engine/candidate/${id}/work-experience`
    const mine = await call(p.candidate, 'GET', path)
    expect(mine.status).toBe(200)
    expect(mine.body.data.map((r: { id: string }) => r.id)).toEqual([myRole, myPastRole])
    expect(mine.body.data[0]).toMatchObject({ salary: 100 * k, ote: 200 * k, positionId: P })
    expect((await call(p.recruiter, 'GET', path)).status).toBe(200)
    expect((await call(p.clientA, 'GET', path)).status).toBe(403)
    const [other] = await t.deps.db
      .select({ id: workExperiencesTable.candidateId })
      .from(workExperiencesTable)
      .where(eq(workExperiencesTable.id, c2Role))
    expect(
      (await call(p.candidate, 'GET', `/api/compensation-engine/candidate/${other!.id}/work-experience`)).status,
    ).toBe(404)
  })
})

describe('POST compensation-engine with current roles, equity, split and quota ratio', () => {
  it('answers the hand-computed figures for the position', async () => {
    const r = await engine({ positionIds: [P] })
    expect(r.status).toBe(200)
    const d = r.body.data
    expect(d.currentRoleCount).toBe(3)
    expect(d.activeJobCount).toBe(4)
    expect(d.buckets.base).toMatchObject({ count: 3, p25: 110 * k, median: 120 * k, p75: 130 * k })
    expect(d.buckets.ote).toMatchObject({ count: 3, p25: 200 * k, median: 200 * k, p75: 240 * k })
    expect(d.buckets.variable).toMatchObject({ count: 3, p25: 90 * k, median: 100 * k, p75: 120 * k })
    expect(d.split).toEqual({ count: 3, basePercent: 50, variablePercent: 50 })
    expect(d.quotaToOte).toEqual({ count: 3, p25: 4.1, median: 5, p75: 5 })
    expect(d.equity).toEqual({
      consideredCount: 4,
      offeringCount: 4,
      count: 3,
      p25Percent: 0.2,
      medianPercent: 0.3,
      p75Percent: 0.4,
    })
  })

  it('filters by level: positions at the level and jobs whose level text names the level', async () => {
    const d = (await engine({ levelIds: [L] })).body.data
    expect(d.currentRoleCount).toBe(3)
    expect(d.activeJobCount).toBe(5)
    expect(d.equity).toMatchObject({ consideredCount: 5, offeringCount: 4 })
  })

  it('filters by experience and suppresses figures of small samples', async () => {
    const d = (await engine({ positionIds: [P], experienceIds: [oneToThree] })).body.data
    expect(d.currentRoleCount).toBe(2) // 29 and 30 months (overlap counted once); not 80
    expect(d.activeJobCount).toBe(1)
    expect(d.buckets.base).toMatchObject({ count: 2, p25: null, median: null, p75: null, buckets: [] })
    expect(d.split).toEqual({ count: 2, basePercent: null, variablePercent: null })
    expect(d.quotaToOte).toMatchObject({ count: 2, median: null })
    expect(d.equity).toMatchObject({ count: 1, medianPercent: null })
  })

  it('refuses an id that is not a uuid (422)', async () => {
    expect((await engine({ levelIds: ['senior'] })).status).toBe(422)
  })
})

describe('months of experience in SQL', () => {
  it('agree with the shared experienceMonths (overlaps merged, to today, undated roles ignored)', async () => {
    const db = t.deps.db
    const cases: { fromDate: string | null; toDate: string | null }[][] = [
      [],
      [{ fromDate: monthsAgo(12), toDate: null }],
      [
        { fromDate: '2019-01-01', toDate: '2020-01-01' },
        { fromDate: '2019-07-01', toDate: '2020-07-01' },
        { fromDate: '2020-07-01', toDate: '2021-01-01' },
        { fromDate: '2023-03-15', toDate: '2023-05-01' },
      ],
      [
        { fromDate: monthsAgo(40), toDate: null },
        { fromDate: monthsAgo(20), toDate: monthsAgo(10) },
        { fromDate: null, toDate: monthsAgo(5) },
        { fromDate: monthsAgo(2), toDate: monthsAgo(2) },
      ],
    ]
    const [now] = await rawRows<{ today: string }>(db, sql`select current_date::text as today`)
    for (const roles of cases) {
      const [c] = await db
        .insert(candidatesTable)
        .values({ firstName: uniq('Months') })
        .returning({ id: candidatesTable.id })
      for (const r of roles)
        await db.insert(workExperiencesTable).values({ candidateId: c!.id, title: 'Role', ...r, isCurrent: !r.toDate })
      const [row] = await rawRows<{ months: number }>(
        db,
        sql`select ${candidateMonthsSql(sql`${c!.id}::uuid`)} as months`,
      )
      expect(row!.months).toBe(experienceMonths(roles, now!.today))
    }
  })
})

describe('POST compensation-engine/ping-sales-team', () => {
  const path = '/api/compensation-engine/ping-sales-team'

  it('queues a real mail to the sales team and says so (never "sent")', async () => {
    const r = await call(p.clientA, 'POST', path, { positionId: P, levelId: L, headcount: 2, message: 'Two AEs in Q1' })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ status: 'queued' })
    const [mail] = await t.deps.db
      .select()
      .from(outboxEventsTable)
      .where(eq(outboxEventsTable.id, r.body.data.outboxId))
    expect(mail).toMatchObject({ topic: 'mail.send', aggregateId: p.clientA.user.id })
    expect(mail!.payload).toMatchObject({ to: 'sales@quota.local', template: 'compEngineSalesPing' })
    expect(String(mail!.payload.subject)).toContain('Cara Acme')
    expect(String(mail!.payload.text)).toContain(levelValue)
    expect(String(mail!.payload.text)).toContain('Two AEs in Q1')
  })

  it('refuses unknown ids (422, no mail), candidates (403) and strangers (401)', async () => {
    const count = async () =>
      (
        await t.deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(outboxEventsTable)
          .where(eq(outboxEventsTable.aggregateId, p.clientA.user.id))
      )[0]!.n
    const before = await count()
    const bad = await call(p.clientA, 'POST', path, { levelId: P2 })
    expect(bad.status).toBe(422)
    expect(bad.body.error).toMatchObject({ details: [{ path: 'levelId' }] })
    expect((await call(p.clientA, 'POST', path, { positionId: L })).body.error).toMatchObject({
      details: [{ path: 'positionId' }],
    })
    expect((await call(p.clientA, 'POST', path, { stateIds: ['nowhere'] })).status).toBe(422)
    expect(await count()).toBe(before)
    expect((await call(p.candidate, 'POST', path, {})).status).toBe(403)
    expect((await call(null, 'POST', path, {})).status).toBe(401)
  })
})
