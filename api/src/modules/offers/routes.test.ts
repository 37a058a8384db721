/**
 * Offers that close (issue 38) through HTTP: the candidate's package and who may read or write
 * it, the offer insights for staff and for clients (never the private figures unless the
 * candidate shares a summary, never another tenant's), and the placement fees and their report.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  candidateDesiredPositionsTable,
  candidatePackagesTable,
  hiresTable,
  listOfValuesTable,
  usStatesTable,
} from '../../db/schema'
import { callAsUser, createTestApp, type TestApp } from '../../testing/test-app'
import {
  createJob,
  createOrganization,
  createPerson,
  createProspect,
  testAuthenticate,
} from '../pipeline/test-fixtures'

type Json = any

let t: TestApp
let orgA: string
let orgB: string
let recruiter: string
let clientA: string
let clientB: string
let candidate: { userId: string; candidateId: string }
let otherCandidate: { userId: string; candidateId: string }
let position: string
let lonelyPosition: string
let state: string

const call = callAsUser(() => t)
const act = (userId: string, jobId: string, candidateId: string, action: string, body: unknown = {}) =>
  call(userId, 'POST', `/api/jobs/${jobId}/candidates/${candidateId}/actions/${action}`, body)

/** A private figure and a label that must never reach a client. */
const PRIVATE_BASE = 157_123
const PRIVATE_LABEL = 'Secret 2024 RSU grant'

const packageBody = {
  baseSalary: PRIVATE_BASE,
  variableAtTarget: 140_000,
  attainmentPercent: 120,
  acceleratorMultiplier: 1.5,
  commissionArrearsMonths: 2,
  equityGrants: [
    {
      label: PRIVATE_LABEL,
      value: 48_000,
      grantDate: '2030-01-15',
      cliffMonths: 12,
      vestingMonths: 48,
      frequency: 'monthly',
    },
  ],
  bonuses: [
    {
      label: 'Sign-on bonus',
      amount: 20_000,
      paidDate: '2030-06-01',
      clawbackUntil: '2031-06-01',
      clawbackKind: 'full',
    },
  ],
  noticePeriodDays: 14,
}

async function newPosition(value: string) {
  const [row] = await t.deps.db
    .insert(listOfValuesTable)
    .values({ key: 'position', value, identifier: `${value}-${Date.now()}` })
    .returning({ id: listOfValuesTable.id })
  return row!.id
}

/** Through the workflow to a live offer of 170k / 310k (staff track it). */
async function toOffer(jobId: string, candidateId: string) {
  for (const [who, action, body] of [
    [recruiter, 'submit', { submittalBlurbHtml: '<p>Closer</p>' }],
    [recruiter, 'submitToClient', {}],
    [clientA, 'accept', {}],
    [
      clientA,
      'scheduleInterview',
      { interviewDate: '2031-03-10', interviewTimezone: 'America/New_York', interviewTitle: 'R1' },
    ],
    [recruiter, 'trackOffer', { salary: 170_000, ote: 310_000 }],
  ] as const) {
    const res = await act(who, jobId, candidateId, action, body)
    expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200)
  }
}

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  const db = t.deps.db
  orgA = await createOrganization(db, 'Acme Cloud')
  orgB = await createOrganization(db, 'Globex Data')
  recruiter = (await createPerson(db, 'recruiter')).userId
  clientA = (await createPerson(db, 'client', orgA)).userId
  clientB = (await createPerson(db, 'client', orgB)).userId
  candidate = (await createPerson(db, 'candidate')) as typeof candidate
  otherCandidate = (await createPerson(db, 'candidate')) as typeof otherCandidate
  position = await newPosition('Enterprise AE offers')
  lonelyPosition = await newPosition('Lonely role offers')
  const [s] = await db.select({ id: usStatesTable.id }).from(usStatesTable).limit(1)
  state = s!.id
  // the market for the position: four candidates' wishes (base 150k..180k, OTE 300k..360k)
  for (const [base, ote] of [
    [150_000, 300_000],
    [160_000, 320_000],
    [170_000, 340_000],
    [180_000, 360_000],
  ] as const) {
    const id = await createProspect(db, { desiredBaseSalary: base, desiredOte: ote, stateId: state })
    await db.insert(candidateDesiredPositionsTable).values({ candidateId: id, positionId: position })
  }
  // a shared machine: the migrations alone can take a minute
}, 240_000)
afterAll(() => t?.close())

describe('the current package', () => {
  it('the candidate enters their own; staff read it; a client and another candidate cannot', async () => {
    const put = await call(
      candidate.userId,
      'PUT',
      `/api/candidates/${candidate.candidateId}/current-package`,
      packageBody,
    )
    expect(put.status).toBe(200)
    expect(put.body.data.package).toMatchObject({ baseSalary: PRIVATE_BASE, commissionArrearsMonths: 2 })
    expect(put.body.data.package.equityGrants[0]).toMatchObject({ label: PRIVATE_LABEL, shares: null })
    expect(put.body.data.summaryShared).toBe(false)

    const staff = await call(recruiter, 'GET', `/api/candidates/${candidate.candidateId}/current-package`)
    expect(staff.status).toBe(200)
    expect(staff.body.data.package.baseSalary).toBe(PRIVATE_BASE)

    const client = await call(clientA, 'GET', `/api/candidates/${candidate.candidateId}/current-package`)
    expect(client.status).toBe(403)
    expect(JSON.stringify(client.body)).not.toContain(String(PRIVATE_BASE))
    const other = await call(otherCandidate.userId, 'GET', `/api/candidates/${candidate.candidateId}/current-package`)
    expect(other.status).toBe(404)
    const otherPut = await call(
      otherCandidate.userId,
      'PUT',
      `/api/candidates/${candidate.candidateId}/current-package`,
      packageBody,
    )
    expect(otherPut.status).toBe(404)
    // a client cannot share it either
    expect(
      (await call(clientA, 'PUT', `/api/candidates/${candidate.candidateId}/current-package/sharing`, { shared: true }))
        .status,
    ).toBe(403)
  })

  it('a recruiter writes it only with the candidate’s consent, recorded with how it was given', async () => {
    const id = otherCandidate.candidateId
    const refused = await call(recruiter, 'PUT', `/api/candidates/${id}/current-package`, packageBody)
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe(
      'The candidate has not consented to recruiters entering their current package',
    )
    expect(
      await t.deps.db.select().from(candidatePackagesTable).where(eq(candidatePackagesTable.candidateId, id)),
    ).toEqual([])

    const noNote = await call(recruiter, 'POST', `/api/candidates/${id}/current-package/consent`, {})
    expect(noNote.status).toBe(422)
    expect(noNote.body.error.details[0]).toMatchObject({ path: 'note', rule: 'required' })
    const consent = await call(recruiter, 'POST', `/api/candidates/${id}/current-package/consent`, {
      note: 'Agreed by e-mail on 2031-01-02',
    })
    expect(consent.status).toBe(200)
    expect(consent.body.data.consent).toMatchObject({ source: 'recruiter', note: 'Agreed by e-mail on 2031-01-02' })
    expect((await call(recruiter, 'PUT', `/api/candidates/${id}/current-package`, packageBody)).status).toBe(200)

    // the candidate withdraws it: the recruiter is refused again, the package stays the candidate's
    const withdrawn = await call(otherCandidate.userId, 'DELETE', `/api/candidates/${id}/current-package/consent`)
    expect(withdrawn.body.data.consent).toBeNull()
    expect((await call(recruiter, 'PUT', `/api/candidates/${id}/current-package`, packageBody)).status).toBe(403)
    expect((await call(recruiter, 'DELETE', `/api/candidates/${id}/current-package/consent`)).status).toBe(403)
  })

  it.each([
    [{ ...packageBody, baseSalary: 9_999 }, 'baseSalary'],
    [
      { ...packageBody, equityGrants: [{ ...packageBody.equityGrants[0], label: 'RSU\u0000' }] },
      'equityGrants.0.label',
    ],
    [{ ...packageBody, equityGrants: [{ ...packageBody.equityGrants[0], value: null }] }, 'equityGrants.0.value'],
    [
      { ...packageBody, bonuses: [{ ...packageBody.bonuses[0], clawbackUntil: '2030-05-01' }] },
      'bonuses.0.clawbackUntil',
    ],
    [{ ...packageBody, commissionArrearsMonths: 13 }, 'commissionArrearsMonths'],
    [
      { ...packageBody, equityGrants: [{ ...packageBody.equityGrants[0], grantDate: '2030-02-30' }] },
      'equityGrants.0.grantDate',
    ],
  ])('bad input is a 422 naming the field (%#)', async (body, path) => {
    const res = await call(candidate.userId, 'PUT', `/api/candidates/${candidate.candidateId}/current-package`, body)
    expect(res.status).toBe(422)
    expect(res.body.error.details.map((d: Json) => d.path)).toContain(path)
    // nothing half-written: the stored package is the one entered first
    const [row] = await t.deps.db
      .select()
      .from(candidatePackagesTable)
      .where(eq(candidatePackagesTable.candidateId, candidate.candidateId))
    expect(row!.baseSalary).toBe(PRIVATE_BASE)
  })

  it('asks for a session first', async () => {
    expect((await call(null, 'GET', `/api/candidates/${candidate.candidateId}/current-package`)).status).toBe(401)
  })
})

describe('offer insights', () => {
  let job: string
  let jobB: string
  beforeAll(async () => {
    job = await createJob(t.deps.db, orgA, { desiredPositionId: position, stateId: state, feePercentage: 20 })
    jobB = await createJob(t.deps.db, orgB, { desiredPositionId: position, stateId: state })
    await toOffer(job, candidate.candidateId)
  }, 120_000)
  const insights = (userId: string, jobId = job, candidateId = candidate.candidateId, q = '?startDate=2031-01-10') =>
    call(userId, 'GET', `/api/jobs/${jobId}/candidates/${candidateId}/offer-insights${q}`)

  it('staff see the market, the walk-away with its assumptions and the risks', async () => {
    const res = await insights(recruiter)
    expect(res.status).toBe(200)
    const d = res.body.data
    expect(d.offer).toEqual({ baseSalary: 170_000, ote: 310_000, from: 'offer' })
    expect(d.packageAccess).toBe('full')
    // market: wishes 150..180k and the live offer 170k → base 150 160 170 170 180
    expect(d.market.base).toMatchObject({ suppressed: false, sampleSize: 5, median: 170_000 })
    expect(d.market.scope).toContain('Enterprise AE offers')
    expect(d.walkAway.lastDay).toBe('2031-01-09')
    // the cliff vest (12,000) on 2031-01-15 lands 5 days after the start
    expect(d.walkAway.risks.map((r: Json) => r.message)).toContain(
      `A vest of $12,000 (${PRIVATE_LABEL}) lands 5 days after the start date`,
    )
    expect(d.walkAway.forfeits.bonusRepaymentTotal).toBe(20_000)
    expect(d.walkAway.assumptions.length).toBeGreaterThan(3)
    expect(d.summary).toBeNull()
    expect(d.fee).toBeNull()
  })

  it('a client sees the market position but none of the private figures until the candidate shares a summary', async () => {
    const res = await insights(clientA)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ packageAccess: 'notShared', walkAway: null, summary: null })
    expect(res.body.data.market.base.percentile).not.toBeNull()
    const text = JSON.stringify(res.body)
    expect(text).not.toContain(String(PRIVATE_BASE))
    expect(text).not.toContain(PRIVATE_LABEL)

    const shared = await call(
      candidate.userId,
      'PUT',
      `/api/candidates/${candidate.candidateId}/current-package/sharing`,
      {
        shared: true,
      },
    )
    expect(shared.body.data.summaryShared).toBe(true)
    const after = await insights(clientA)
    const staff = await insights(recruiter)
    expect(after.body.data.packageAccess).toBe('summary')
    expect(after.body.data.walkAway).toBeNull()
    const round = (n: number) => Math.round(n / 1000) * 1000
    expect(after.body.data.summary.makeWhole.total).toBe(round(staff.body.data.walkAway.makeWhole.total))
    expect(after.body.data.summary.leavesBehind).toBe(round(staff.body.data.walkAway.forfeits.total))
    expect(after.body.data.summary.risks).toContain(
      'An equity vest lands on 2031-01-15, after the start date 2031-01-10',
    )
    const sharedText = JSON.stringify(after.body)
    expect(sharedText).not.toContain(String(PRIVATE_BASE))
    expect(sharedText).not.toContain(PRIVATE_LABEL)
    expect(sharedText).not.toContain('12,000')
  })

  it('another tenant gets 404, for its own job too; a candidate is refused', async () => {
    expect((await insights(clientB)).status).toBe(404)
    expect((await insights(clientB, jobB)).status).toBe(404)
    expect((await insights(clientA, jobB)).status).toBe(404)
    expect((await insights(candidate.userId)).status).toBe(403)
    const draft = await insights(
      recruiter,
      job,
      candidate.candidateId,
      '?startDate=2031-01-10&baseSalary=200000&ote=400000',
    )
    expect(draft.body.data.offer).toEqual({ baseSalary: 200_000, ote: 400_000, from: 'draft' })
    const upside = await insights(recruiter, job, candidate.candidateId, '?baseSalary=400000&ote=400000')
    expect(upside.status).toBe(422)
    expect(upside.body.error.details[0]).toMatchObject({ path: 'baseSalary', rule: 'salaryGreaterThanOTE' })
    const bad = await insights(recruiter, job, candidate.candidateId, '?startDate=2031-13-01')
    expect(bad.status).toBe(422)
    expect(bad.body.error.details[0].path).toBe('query.startDate')
  })

  it('withholds the market position below the engine’s minimum sample; states the quota ratio', async () => {
    const lonely = await createJob(t.deps.db, orgA, { desiredPositionId: lonelyPosition, stateId: state })
    await toOffer(lonely, otherCandidate.candidateId)
    const res = await insights(recruiter, lonely, otherCandidate.candidateId, '?annualQuota=1240000')
    expect(res.body.data.market.base).toMatchObject({ suppressed: true, percentile: null, median: null, sampleSize: 1 })
    expect(res.body.data.market.quotaToOte).toMatchObject({ ratio: 4, suppressed: true })
  }, 120_000)
})

describe('placement fees', () => {
  it('fixes the fee at hire by the client agreement, reports it and records a fall-off', async () => {
    const db = t.deps.db
    // Acme pays on OTE with a 60-day guarantee; Globex has no agreement (base, 90 days)
    expect(
      (await call(clientA, 'PUT', `/api/organizations/${orgA}/fee-agreement`, { basis: 'ote', guaranteeDays: 60 }))
        .status,
    ).toBe(403)
    const agreement = await call(recruiter, 'PUT', `/api/organizations/${orgA}/fee-agreement`, {
      basis: 'ote',
      guaranteeDays: 60,
    })
    expect(agreement.body.data).toEqual({ organizationId: orgA, basis: 'ote', guaranteeDays: 60 })
    expect((await call(clientB, 'GET', `/api/organizations/${orgA}/fee-agreement`)).status).toBe(404)

    const hires: { jobId: string; candidateId: string }[] = []
    for (const [fee, joining] of [
      [20, '2031-05-01'],
      [25, '2031-05-20'],
      [18, '2031-06-03'],
    ] as const) {
      const jobId = await createJob(db, orgA, { desiredPositionId: position, feePercentage: fee })
      const c = await createProspect(db)
      await toOffer(jobId, c)
      const hired = await act(clientA, jobId, c, 'moveToHired', { joiningDate: joining })
      expect(hired.status).toBe(200)
      hires.push({ jobId, candidateId: c })
    }
    const first = await call(
      recruiter,
      'GET',
      `/api/jobs/${hires[0]!.jobId}/candidates/${hires[0]!.candidateId}/offer-insights`,
    )
    expect(first.body.data.fee).toMatchObject({
      basis: 'ote',
      feePercentage: 20,
      basisAmount: 310_000,
      fee: 62_000,
      guaranteeEndsOn: '2031-06-29',
    })

    // the report's sums against the hires themselves
    const rows = await db.select().from(hiresTable)
    const inRange = rows.filter((h) => h.joiningDate! >= '2031-05-01' && h.joiningDate! <= '2031-06-30')
    expect(inRange).toHaveLength(3)
    const expected = 310_000 * 0.2 + 310_000 * 0.25 + 310_000 * 0.18
    const report = await call(recruiter, 'GET', '/api/placements/report?from=2031-05-01&to=2031-06-30')
    expect(report.status).toBe(200)
    expect(report.body.data.totals).toEqual({ hires: 3, earned: expected, fellOff: 0, unknown: 0 })
    expect(report.body.data.byMonth).toEqual([
      { month: '2031-05', hires: 2, earned: 62_000 + 77_500, fellOff: 0, unknown: 0 },
      { month: '2031-06', hires: 1, earned: 55_800, fellOff: 0, unknown: 0 },
    ])
    expect(report.body.data.byClient).toEqual([
      { organizationId: orgA, organizationName: 'Acme Cloud', hires: 3, earned: expected, fellOff: 0, unknown: 0 },
    ])
    expect(report.body.data.byRecruiter.reduce((s: number, r: Json) => s + r.earned, 0)).toBe(expected)

    // the second hire leaves inside the guarantee: a fall-off; a client may not record one
    const [second] = await db.select().from(hiresTable).where(eq(hiresTable.candidateId, hires[1]!.candidateId))
    expect(
      (await call(clientA, 'PUT', `/api/placements/${second!.id}/fall-off`, { leftOn: '2031-06-10' })).status,
    ).toBe(403)
    const early = await call(recruiter, 'PUT', `/api/placements/${second!.id}/fall-off`, { leftOn: '2031-05-01' })
    expect(early.status).toBe(422)
    const fell = await call(recruiter, 'PUT', `/api/placements/${second!.id}/fall-off`, { leftOn: '2031-06-10' })
    expect(fell.body.data).toMatchObject({ isFallOff: true, leftOn: '2031-06-10', guaranteeEndsOn: '2031-07-18' })
    const after = await call(recruiter, 'GET', '/api/placements/report?from=2031-05-01&to=2031-06-30')
    expect(after.body.data.totals).toEqual({ hires: 3, earned: expected - 77_500, fellOff: 77_500, unknown: 0 })

    // clients: their own fees only, no recruiter breakdown; another client sees none of them
    const mine = await call(clientA, 'GET', '/api/placements/report?from=2031-05-01&to=2031-06-30')
    expect(mine.body.data.totals.hires).toBe(3)
    expect(mine.body.data.byRecruiter).toEqual([])
    const theirs = await call(clientB, 'GET', '/api/placements/report?from=2031-05-01&to=2031-06-30')
    expect(theirs.body.data.totals).toEqual({ hires: 0, earned: 0, fellOff: 0, unknown: 0 })
    expect(theirs.body.data.placements).toEqual([])
    expect((await call(candidate.userId, 'GET', '/api/placements/report?from=2031-05-01&to=2031-06-30')).status).toBe(
      403,
    )
    const backwards = await call(recruiter, 'GET', '/api/placements/report?from=2031-06-30&to=2031-05-01')
    expect(backwards.status).toBe(422)
    expect(backwards.body.error.details[0].path).toBe('to')
  }, 180_000)
})
