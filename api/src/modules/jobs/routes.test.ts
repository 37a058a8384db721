import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditLogTable,
  candidatesTable,
  jobCandidatesTable,
  jobSearchFiltersTable,
  jobsTable,
  outboxEventsTable,
} from '../../db/schema'
import { httpAs, type SignedInUser } from '../../testing/auth-helpers'
import { expectCrossTenant404 } from '../../testing/cross-tenant'
import { rowCounts } from '../../testing/row-counts'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createPeople, type JobRefs, jobBody, jobRefs, lovIds, type People, uniq } from './test-fixtures'

let t: TestApp
let p: People
let refs: JobRefs

beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
  refs = await jobRefs(t.deps.db)
})
afterAll(() => t.close())

const { call } = httpAs(() => t)

async function createJobAs(who: SignedInUser, extra: Record<string, unknown> = {}) {
  const organizationId = who.user.userType === 'staff' ? { organizationId: p.orgA } : {}
  const r = await call(who, 'POST', '/api/jobs', jobBody(refs, { ...organizationId, ...extra }))
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  return r.body.data
}

const IGNORE = ['rate_limits', 'auth_logs', 'sessions', 'refresh_tokens']

/** Sends the request and asserts it answered `status` and wrote nothing. */
async function expectNothingWritten(who: SignedInUser, method: string, path: string, body: unknown, status = 422) {
  const before = await rowCounts(t.deps.db, IGNORE)
  const r = await call(who, method, path, body)
  expect(r.status, JSON.stringify(r.body)).toBe(status)
  expect(await rowCounts(t.deps.db, IGNORE)).toEqual(before)
  return r.body
}

describe('POST /api/jobs', () => {
  it('creates a job with every part, https:// added to links, fee 1 by default, audit and outbox rows', async () => {
    const target = (await call(p.recruiter, 'POST', '/api/jobs', jobBody(refs, { organizationId: p.orgB }))).body.data
      .organization.id
    const job = await createJobAs(p.recruiter, {
      postingLink: '  acme.example/careers/ae ',
      prepNoteLink: 'http://docs.example/prep',
      clientJobDescription: 'Sell clouds.',
      skillIds: refs.skillIds,
      clientVerticalIds: refs.industryIds.slice(0, 3),
      targetVerticalIds: refs.industryIds.slice(0, 10),
      targetCompanyIds: [target],
      jobLocations: refs.cities.slice(0, 6).map((c) => ({ cityId: c.id })),
      timezoneIds: refs.timezoneIds,
      desiredPositionId: refs.positionId,
      accountManagerId: p.recruiter2.user.id,
      clientUserId: p.clientA.user.id,
      hiringManagerId: p.clientA2.user.id,
      kickoffDate: '2024-05-01',
    })
    expect(job).toMatchObject({
      organizationId: p.orgA,
      status: { id: 'open', name: 'Open' },
      totalOpenings: 2,
      currentOpenings: 2,
      postingLink: 'https://acme.example/careers/ae',
      prepNote: 'http://docs.example/prep',
      feePercentage: 1,
      elapsedDays: 0,
      kickoffDate: '2024-05-01',
      baseSalaryLow: 90_000,
      OTERangeHigh: 220_000,
      accountManager: { id: p.recruiter2.user.id, firstName: 'Fred' },
      owner: { id: p.recruiter.user.id },
      clientUser: { id: p.clientA.user.id },
      hiringManager: { id: p.clientA2.user.id },
      desiredPosition: { id: refs.positionId },
      preferredOfficeHourIds: [refs.officeHourId],
      jobStage: null,
    })
    expect(job.skills.map((s: any) => s.id).sort()).toEqual([...refs.skillIds].sort())
    expect(job.jobClientVerticals).toHaveLength(3)
    expect(job.jobTargetVerticals).toHaveLength(10)
    expect(job.jobTargetCompanies).toEqual([{ id: p.orgB, name: expect.any(String) }])
    expect(job.jobLocations).toHaveLength(6)
    expect(job.jobLocations[0]).toMatchObject({
      cityId: refs.cities[0]!.id,
      cityName: refs.cities[0]!.name,
      stateCode: refs.cities[0]!.stateCode,
    })
    expect(job.jobTimezones.map((z: any) => z.timezoneId).sort()).toEqual([...refs.timezoneIds].sort())
    expect(job.accountManager.timezoneOffset).toMatch(/^[+-]\d{2}:\d{2}$/)
    expect(job.accountManager.localTime).toMatch(/^\d{2}:\d{2}$/)
    const audit = await t.deps.db
      .select()
      .from(auditLogTable)
      .where(and(eq(auditLogTable.entityId, job.id), eq(auditLogTable.action, 'create')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorUserId: p.recruiter.user.id, entityType: 'job' })
    const outbox = await t.deps.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.aggregateId, job.id))
    expect(outbox.map((o) => o.topic).sort()).toEqual(
      // the pools are computed when the job opens (issue 33)
      ['recommendation.run', 'search.sync', 'webhook.deliver'],
    )
  })

  it("takes the client's own fee percentage and account manager as defaults", async () => {
    const { createClientCompany } = await import('./test-fixtures')
    const org = await createClientCompany(
      t.deps.db,
      uniq('Fee'),
      {},
      { feePercentage: 20, accountManagerId: p.recruiter2.user.id },
    )
    const r = await call(p.recruiter, 'POST', '/api/jobs', jobBody(refs, { organizationId: org }))
    expect(r.status).toBe(201)
    expect(r.body.data).toMatchObject({ feePercentage: 20, accountManager: { id: p.recruiter2.user.id } })
  })

  it('creates a remote job with a location type and no office hours', async () => {
    const job = await createJobAs(p.recruiter, {
      isRemote: true,
      jobLocationTypeId: refs.remoteTypeId,
      jobLocations: [],
      preferredOfficeHourIds: [refs.officeHourId],
    })
    expect(job).toMatchObject({
      isRemote: true,
      jobLocationType: { id: refs.remoteTypeId },
      preferredOfficeHourIds: [],
    })
  })

  it("lets a client create a job for its own company only (organizationId is not the client's to choose)", async () => {
    const job = await createJobAs(p.clientA, { organizationId: p.orgB })
    expect(job.organizationId).toBe(p.orgA)
    expect(job.owner).toBeNull()
  })

  it('refuses provider-only fields from a client, writing nothing', async () => {
    const body = await expectNothingWritten(
      p.clientA,
      'POST',
      '/api/jobs',
      jobBody(refs, { feePercentage: 30, accountManagerId: p.recruiter.user.id }),
      403,
    )
    expect(body.error.details.map((d: any) => d.path).sort()).toEqual(['accountManagerId', 'feePercentage'])
  })

  const bad: Array<[string, () => Record<string, unknown>, string, string, string?]> = [
    ['name missing', () => ({ name: undefined }), 'name', 'required'],
    ['name of 81 characters', () => ({ name: 'x'.repeat(81) }), 'name', 'maxLength'],
    ['name blank', () => ({ name: '   ' }), 'name', 'minLength'],
    ['openings 0', () => ({ totalOpenings: 0 }), 'totalOpenings', 'min'],
    ['openings 1000', () => ({ totalOpenings: 1000 }), 'totalOpenings', 'max'],
    ['openings not whole', () => ({ totalOpenings: 1.5 }), 'totalOpenings', 'type'],
    [
      'current openings above total',
      () => ({ totalOpenings: 2, currentOpenings: 3 }),
      'currentOpenings',
      'notLessThan',
    ],
    [
      'description of 20769 characters',
      () => ({ clientJobDescription: 'd'.repeat(20_769) }),
      'clientJobDescription',
      'maxLength',
    ],
    ['posting link of 1001 characters', () => ({ postingLink: `a.co/${'x'.repeat(996)}` }), 'postingLink', 'maxLength'],
    ['posting link that is script', () => ({ postingLink: 'javascript:alert(1)' }), 'postingLink', 'invalidUrl'],
    [
      'prep note link too long once prefixed',
      () => ({ prepNoteLink: `a.co/${'x'.repeat(995)}` }),
      'prepNoteLink',
      'invalidUrl',
    ],
    [
      'salary equal to OTE',
      () => ({ baseSalaryLow: 180_000 }),
      'baseSalaryLow',
      'salaryGreaterThanOTE',
      'Salary must be less than OTE',
    ],
    ['salary above OTE', () => ({ baseSalaryHigh: 230_000 }), 'baseSalaryHigh', 'salaryGreaterThanOTE'],
    ['salary negative', () => ({ baseSalaryLow: -1 }), 'baseSalaryLow', 'min'],
    ['OTE range upside down', () => ({ OTERangeLow: 300_000 }), 'OTERangeHigh', 'notLessThan'],
    ['remote without a location type', () => ({ isRemote: true }), 'jobLocationTypeId', 'required'],
    [
      'onsite without office hours',
      () => ({ preferredOfficeHourIds: [] }),
      'preferredOfficeHourIds',
      'atLeastOne',
      'At least 1 Preferred Office Hour must be selected.',
    ],
    [
      'onsite without locations',
      () => ({ jobLocations: [] }),
      'jobLocations',
      'atLeastOne',
      'At least 1 location must be selected.',
    ],
    [
      '7 locations',
      () => ({ jobLocations: refs.cities.slice(0, 7).map((c) => ({ cityId: c.id })) }),
      'jobLocations',
      'maxLength',
      'Add up to 6 locations, with at least one selected',
    ],
    ['a location with neither city nor state', () => ({ jobLocations: [{}] }), 'jobLocations.0', 'required'],
    ['an unknown city', () => ({ jobLocations: [{ cityId: 'nowhere' }] }), 'jobLocations.0.cityId', 'unknownValue'],
    [
      '11 target companies',
      () => ({ targetCompanyIds: Array.from({ length: 11 }, () => crypto.randomUUID()) }),
      'targetCompanyIds',
      'maxLength',
      'Add up to 10 target companies',
    ],
    [
      '4 client verticals',
      () => ({ clientVerticalIds: refs.industryIds.slice(0, 4) }),
      'clientVerticalIds',
      'maxLength',
      'Add up to 3 client verticals',
    ],
    [
      '11 target verticals',
      () => ({ targetVerticalIds: refs.industryIds.slice(0, 11) }),
      'targetVerticalIds',
      'maxLength',
      'Add up to 10 target verticals',
    ],
    ['a client user as sourcer', () => ({ sourcerIds: [p.clientA.user.id] }), 'sourcerIds.0', 'unknownValue'],
    ['a skill id that is an industry', () => ({ skillIds: [refs.industryIds[0]] }), 'skillIds.0', 'unknownValue'],
    [
      'a client user as account manager',
      () => ({ accountManagerId: p.clientA.user.id }),
      'accountManagerId',
      'unknownValue',
    ],
    [
      "another company's user as job contact",
      () => ({ clientUserId: p.clientB.user.id }),
      'clientUserId',
      'unknownValue',
    ],
    [
      'an unknown target company',
      () => ({ targetCompanyIds: [crypto.randomUUID()] }),
      'targetCompanyIds.0',
      'unknownValue',
    ],
    [
      '3 sold-into levels',
      () => ({ soldIntoLevelIds: refs.soldIntoLevelIds }),
      'soldIntoLevelIds',
      'maxLength',
      'Add up to 2 sold-into levels',
    ],
    [
      'a sold-into level that is a skill',
      () => ({ soldIntoLevelIds: [refs.skillIds[0]] }),
      'soldIntoLevelIds.0',
      'unknownValue',
    ],
    ['a closed status', () => ({ status: 'closed' }), 'status', 'oneOf'],
    ['a bad date', () => ({ kickoffDate: '2024-02-30' }), 'kickoffDate', 'format'],
    ['a fee above 100', () => ({ feePercentage: 101 }), 'feePercentage', 'max'],
    ['a currency in lower case', () => ({ currency: 'usd' }), 'currency', 'format'],
    ['an unknown field', () => ({ colour: 'red' }), 'colour', 'unknownField'],
    ['a non-uuid id', () => ({ desiredPositionId: 'abc' }), 'desiredPositionId', 'format'],
  ]
  it.each(bad)('answers 422 for %s, writing nothing', async (_name, change, path, rule, message) => {
    const body = await expectNothingWritten(
      p.recruiter,
      'POST',
      '/api/jobs',
      jobBody(refs, { organizationId: p.orgA, ...change() }),
    )
    const detail = body.error.details.find((d: any) => d.path === path)
    expect(detail, JSON.stringify(body.error.details)).toMatchObject({ path, rule })
    if (message) expect(detail.message).toBe(message)
  })

  it('asks provider staff for the organization ("Organization id is required.")', async () => {
    const body = await expectNothingWritten(p.recruiter, 'POST', '/api/jobs', jobBody(refs))
    expect(body.error.details[0]).toMatchObject({
      path: 'organizationId',
      rule: 'required',
      message: 'Organization id is required.',
    })
  })

  it('answers 413 for a body over the limit and 400 for broken JSON', async () => {
    const before = await rowCounts(t.deps.db, IGNORE)
    const payload = JSON.stringify({ name: 'x', details: 'x'.repeat(3_000_000) })
    const big = await t.request('/api/jobs', {
      method: 'POST',
      headers: { ...p.recruiter.headers, 'content-type': 'application/json', 'content-length': String(payload.length) },
      body: payload,
    })
    expect(big.status).toBe(413)
    const broken = await t.request('/api/jobs', {
      method: 'POST',
      headers: { ...p.recruiter.headers, 'content-type': 'application/json' },
      body: '{"name":',
    })
    expect(broken.status).toBe(400)
    expect(await rowCounts(t.deps.db, IGNORE)).toEqual(before)
  })

  it('refuses candidates, basic client recruiters, non-recruiter staff and anonymous callers', async () => {
    expect((await call(p.candidate, 'POST', '/api/jobs', jobBody(refs))).status).toBe(403)
    expect((await call(p.basicA, 'POST', '/api/jobs', jobBody(refs))).status).toBe(403)
    expect((await call(p.admin, 'POST', '/api/jobs', jobBody(refs, { organizationId: p.orgA }))).status).toBe(403)
    expect((await call(null, 'POST', '/api/jobs', jobBody(refs))).status).toBe(401)
  })
})

describe('POST /api/jobs/list', () => {
  let org: string
  let ids: Record<string, string>
  let staff: SignedInUser
  beforeAll(async () => {
    const { createClientCompany } = await import('./test-fixtures')
    const { createSignedInUser } = await import('../../testing/auth-helpers')
    org = await createClientCompany(t.deps.db, `ListCo ${Date.now()}`)
    staff = await createSignedInUser(t, { userType: 'staff', roleKeys: ['internal-recruiter'] })
    const today = new Date()
    const daysAgo = (n: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - n)).toISOString().slice(0, 10)
    const rows = [
      {
        key: 'mineNew',
        name: 'Zeta SDR',
        openDate: daysAgo(2),
        accountManagerId: staff.user.id,
        status: 'open' as const,
        kickoffDate: daysAgo(1),
      },
      {
        key: 'mineOld',
        name: 'Alpha AE',
        openDate: daysAgo(40),
        accountManagerId: staff.user.id,
        status: 'pending' as const,
      },
      {
        key: 'othersMid',
        name: 'Mid Market AE',
        openDate: daysAgo(20),
        status: 'opportunistic' as const,
        kickoffDate: daysAgo(10),
      },
      {
        key: 'closedMine',
        name: 'Closed CSM',
        openDate: daysAgo(100),
        closedDate: daysAgo(5),
        accountManagerId: staff.user.id,
        status: 'closed' as const,
      },
      {
        key: 'closedOld',
        name: 'Closed VP',
        openDate: daysAgo(200),
        closedDate: daysAgo(95),
        status: 'closed' as const,
      },
      { key: 'deleted', name: 'Deleted AE', openDate: daysAgo(1), status: 'open' as const, deletedAt: new Date() },
    ]
    ids = {}
    for (const { key, ...row } of rows) {
      const [j] = await t.deps.db
        .insert(jobsTable)
        .values({ organizationId: org, ...row })
        .returning({ id: jobsTable.id })
      ids[key] = j!.id
    }
    await t.deps.db
      .insert(jobSearchFiltersTable)
      .values({ jobId: ids.mineNew!, filterItems: [{ key: 'x' } as never], hasProviderFiltersOnly: true })
  })

  const list = async (who: SignedInUser, body: unknown, query = '') => {
    const r = await call(who, 'POST', `/api/jobs/list${query}`, body)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body
  }
  const names = (b: any) => b.data.map((j: any) => j.name)

  it('defaults to open jobs (every status but Closed) sorted by open date, newest first', async () => {
    const b = await list(staff, { organizationIds: [org] })
    expect(names(b)).toEqual(['Zeta SDR', 'Mid Market AE', 'Alpha AE'])
    expect(b.meta).toEqual({ total: 3, limit: 25, offset: 0 })
    const first = b.data[0]
    expect(first).toMatchObject({
      status: { id: 'open', name: 'Open' },
      elapsedDays: 2,
      hasFilters: true,
      hasProviderFiltersOnly: true,
      accountManager: { id: staff.user.id },
    })
  })

  it.each([
    ['My Open Jobs', ['Zeta SDR', 'Alpha AE']],
    ['myJobs', ['Zeta SDR', 'Alpha AE']],
    ['My Closed Jobs', ['Closed CSM']],
    ['All Closed Jobs', ['Closed CSM', 'Closed VP']],
    ['Close', ['Closed CSM', 'Closed VP']],
    ['All Open', ['Zeta SDR', 'Mid Market AE', 'Alpha AE']],
    ['All', ['Zeta SDR', 'Mid Market AE', 'Alpha AE', 'Closed CSM', 'Closed VP']],
  ])('filter %s', async (filter, expected) => {
    expect(names(await list(staff, { filter, organizationIds: [org] }))).toEqual(expected)
  })

  it.each([
    ['7', {}, ['Zeta SDR']],
    [30, {}, ['Zeta SDR', 'Mid Market AE']],
    ['90', {}, ['Zeta SDR', 'Mid Market AE', 'Alpha AE']],
    ['30', { filter: 'allClosedJobs' }, ['Closed CSM']],
    ['all', { filter: 'allClosedJobs' }, ['Closed CSM', 'Closed VP']],
  ])('window %s %j', async (window, extra, expected) => {
    expect(names(await list(staff, { window, organizationIds: [org], ...extra }))).toEqual(expected)
  })

  it.each([
    ['alphabetical', '', ['Alpha AE', 'Mid Market AE', 'Zeta SDR']],
    ['alphabetical', '&sortDirection=desc', ['Zeta SDR', 'Mid Market AE', 'Alpha AE']],
    ['dateAdded', '&sortDirection=asc', ['Alpha AE', 'Mid Market AE', 'Zeta SDR']],
    ['kickoffDate', '', ['Zeta SDR', 'Mid Market AE', 'Alpha AE']],
    ['closedDate', '', ['Zeta SDR', 'Mid Market AE', 'Alpha AE']],
    ['client', '', ['Zeta SDR', 'Mid Market AE', 'Alpha AE']],
  ])('sorts by %s%s', async (sortBy, extra, expected) => {
    expect(names(await list(staff, { organizationIds: [org] }, `?sortBy=${sortBy}${extra}`))).toEqual(expected)
  })

  it('best match puts exact and prefix name matches first', async () => {
    expect(
      names(await list(staff, { organizationIds: [org], searchText: 'a', filter: 'all' }, '?sortBy=bestMatch')),
    ).toEqual(['Alpha AE', 'Zeta SDR', 'Mid Market AE'])
    expect(
      names(await list(staff, { organizationIds: [org], searchText: 'mid market ae' }, '?sortBy=bestMatch')),
    ).toEqual(['Mid Market AE'])
  })

  it('searches job and client names, treating wildcards literally', async () => {
    expect(names(await list(staff, { organizationIds: [org], searchText: 'zeta' }))).toEqual(['Zeta SDR'])
    expect((await list(staff, { searchText: 'ListCo', filter: 'all' })).meta.total).toBe(5)
    expect((await list(staff, { organizationIds: [org], searchText: '%' })).data).toEqual([])
  })

  it('pages with limit and offset', async () => {
    const b = await list(staff, { organizationIds: [org] }, '?limit=1&offset=1')
    expect(names(b)).toEqual(['Mid Market AE'])
    expect(b.meta).toEqual({ total: 3, limit: 1, offset: 1 })
  })

  it('filters favourites and shows favoriteByUsers', async () => {
    expect((await call(staff, 'PUT', `/api/jobs/${ids.othersMid}/favorite`)).body.data.favoriteByUsers).toEqual([
      staff.user.id,
    ])
    const b = await list(staff, { organizationIds: [org], favoritesOnly: true })
    expect(names(b)).toEqual(['Mid Market AE'])
    expect(b.data[0].favoriteByUsers).toEqual([staff.user.id])
    expect((await call(staff, 'DELETE', `/api/jobs/${ids.othersMid}/favorite`)).body.data.favoriteByUsers).toEqual([])
  })

  it("gives a client its own company's jobs only, whatever it asks for", async () => {
    const mine = await createJobAs(p.clientA)
    const b = await list(p.clientA, { filter: 'all', organizationIds: [org] })
    expect(b.data.every((j: any) => j.organization.id === p.orgA)).toBe(true)
    expect(b.data.map((j: any) => j.id)).toContain(mine.id)
    const other = await list(p.clientB, { filter: 'all' })
    expect(other.data.map((j: any) => j.id)).not.toContain(mine.id)
    // "My" for a client: jobs it created or is a contact of
    expect((await list(p.clientA, { filter: 'myOpenJobs' })).data.map((j: any) => j.id)).toContain(mine.id)
    expect((await list(p.clientA2, { filter: 'myOpenJobs' })).data.map((j: any) => j.id)).not.toContain(mine.id)
  })

  it.each([
    [{ filter: 'Every Job' }, '', 'filter', 'oneOf'],
    [{ window: 14 }, '', 'window', 'oneOf'],
    [{ statuses: ['archived'] }, '', 'statuses.0', 'oneOf'],
    [{ searchText: 'x'.repeat(101) }, '', 'searchText', 'maxLength'],
    [{ organizationIds: ['nope'] }, '', 'organizationIds.0', 'format'],
    [{ favoritesOnly: 'yes' }, '', 'favoritesOnly', 'type'],
    [{ colour: 1 }, '', 'colour', 'unknownField'],
    [{}, '?sortBy=price', 'query.sortBy', 'oneOf'],
    [{}, '?limit=0', 'query.limit', 'min'],
    [{}, '?limit=201', 'query.limit', 'max'],
    [{}, '?offset=-1', 'query.offset', 'min'],
    [{}, '?sortDirection=up', 'query.sortDirection', 'oneOf'],
  ])('answers 422 for %j%s', async (body, query, path, rule) => {
    const b = await expectNothingWritten(staff, 'POST', `/api/jobs/list${query}`, body)
    expect(b.error.details[0]).toMatchObject({ path, rule })
  })
})

describe('GET /api/jobs/{id}/details, PATCH, DELETE, clone', () => {
  it('patches fields and replaces lists; checks salary against the stored OTE', async () => {
    const job = await createJobAs(p.recruiter, { skillIds: refs.skillIds })
    const r = await call(p.recruiter, 'PATCH', `/api/jobs/${job.id}`, {
      name: 'Senior AE',
      skillIds: [refs.skillIds[0]],
      postingLink: 'www.acme.example',
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data).toMatchObject({ name: 'Senior AE', postingLink: 'https://www.acme.example' })
    expect(r.body.data.skills.map((s: any) => s.id)).toEqual([refs.skillIds[0]])
    const bad = await expectNothingWritten(p.recruiter, 'PATCH', `/api/jobs/${job.id}`, { baseSalaryHigh: 220_000 })
    expect(bad.error.details[0]).toMatchObject({ path: 'baseSalaryHigh', rule: 'salaryGreaterThanOTE' })
    const remote = await expectNothingWritten(p.recruiter, 'PATCH', `/api/jobs/${job.id}`, { isRemote: true })
    expect(remote.error.details[0]).toMatchObject({ path: 'jobLocationTypeId', rule: 'required' })
    const status = await expectNothingWritten(p.recruiter, 'PATCH', `/api/jobs/${job.id}`, { status: 'closed' })
    expect(status.error.details[0]).toMatchObject({ path: 'status', rule: 'unknownField' })
    const ok = await call(p.recruiter, 'PATCH', `/api/jobs/${job.id}`, {
      isRemote: true,
      jobLocationTypeId: refs.remoteTypeId,
    })
    expect(ok.body.data).toMatchObject({ isRemote: true, preferredOfficeHourIds: [] })
    const lowered = await call(p.recruiter, 'PATCH', `/api/jobs/${job.id}`, { totalOpenings: 1 })
    expect(lowered.body.data).toMatchObject({ totalOpenings: 1, currentOpenings: 1 })
    expect((await call(p.recruiter, 'PATCH', `/api/jobs/${crypto.randomUUID()}`, { name: 'x' })).status).toBe(404)
    expect((await call(p.recruiter, 'PATCH', '/api/jobs/not-a-uuid', { name: 'x' })).status).toBe(422)
  })

  it('lets a client patch its own job but not provider fields', async () => {
    const job = await createJobAs(p.clientA)
    expect(
      (await call(p.clientA2, 'PATCH', `/api/jobs/${job.id}`, { name: 'Renamed by a colleague' })).body.data.name,
    ).toBe('Renamed by a colleague')
    expect((await call(p.clientA, 'PATCH', `/api/jobs/${job.id}`, { sourcingNotes: 'x' })).status).toBe(403)
  })

  it('replaces the sourcers as a whole (provider staff only), keeping who added the kept ones', async () => {
    const job = await createJobAs(p.recruiter, { sourcerIds: [p.recruiter.user.id] })
    expect(job.sourcers.map((s: { id: string }) => s.id)).toEqual([p.recruiter.user.id])
    const both = await call(p.recruiter2, 'PATCH', `/api/jobs/${job.id}`, {
      sourcerIds: [p.recruiter.user.id, p.recruiter2.user.id],
    })
    expect(both.status, JSON.stringify(both.body)).toBe(200)
    expect(both.body.data.sourcers.map((s: { id: string }) => s.id).sort()).toEqual(
      [p.recruiter.user.id, p.recruiter2.user.id].sort(),
    )
    const only = await call(p.recruiter, 'PATCH', `/api/jobs/${job.id}`, { sourcerIds: [p.recruiter2.user.id] })
    expect(only.body.data.sourcers.map((s: { id: string }) => s.id)).toEqual([p.recruiter2.user.id])
    const none = await call(p.recruiter, 'PATCH', `/api/jobs/${job.id}`, { sourcerIds: [] })
    expect(none.body.data.sourcers).toEqual([])

    const clientJob = await createJobAs(p.clientA)
    const refused = await expectNothingWritten(
      p.clientA,
      'PATCH',
      `/api/jobs/${clientJob.id}`,
      { sourcerIds: [p.recruiter.user.id] },
      403,
    )
    expect(refused.error.details[0]).toMatchObject({ path: 'sourcerIds', rule: 'notAllowed' })
  })

  it('keeps at most 2 sold-into levels, set and replaced by a client too', async () => {
    const [a, b, c] = refs.soldIntoLevelIds
    const job = await createJobAs(p.clientA, { soldIntoLevelIds: [a, b] })
    expect(job.soldIntoLevels.map((l: { id: string }) => l.id)).toEqual([a, b])
    const patched = await call(p.clientA, 'PATCH', `/api/jobs/${job.id}`, { soldIntoLevelIds: [c] })
    expect(patched.status, JSON.stringify(patched.body)).toBe(200)
    expect(patched.body.data.soldIntoLevels).toEqual([expect.objectContaining({ id: c, value: expect.any(String) })])
    const refused = await expectNothingWritten(p.clientA, 'PATCH', `/api/jobs/${job.id}`, {
      soldIntoLevelIds: [a, b, c],
    })
    expect(refused.error.details).toEqual([
      expect.objectContaining({ path: 'soldIntoLevelIds', message: 'Add up to 2 sold-into levels' }),
    ])
    const after = (await call(p.recruiter, 'GET', `/api/jobs/${job.id}/details`)).body.data
    expect(after.soldIntoLevels.map((l: { id: string }) => l.id)).toEqual([c])
  })

  it('hides the provider fee from clients in the details', async () => {
    const job = await createJobAs(p.recruiter, { feePercentage: 22 })
    expect((await call(p.recruiter, 'GET', `/api/jobs/${job.id}/details`)).body.data.feePercentage).toBe(22)
    expect((await call(p.clientA, 'GET', `/api/jobs/${job.id}/details`)).body.data.feePercentage).toBeNull()
  })

  it('hides provider notes from clients in the details', async () => {
    const job = await createJobAs(p.recruiter, { sourcingNotes: 'call them on Fridays', salesforceId: 'SF-1' })
    expect((await call(p.recruiter, 'GET', `/api/jobs/${job.id}/details`)).body.data).toMatchObject({
      sourcingNotes: 'call them on Fridays',
      salesforceId: 'SF-1',
    })
    expect((await call(p.clientA, 'GET', `/api/jobs/${job.id}/details`)).body.data).toMatchObject({
      sourcingNotes: null,
      salesforceId: null,
    })
  })

  it("answers a client none of the provider's internal fields (details, list, contacts); staff still sees them", async () => {
    const [recordTypeId] = await lovIds(t.deps.db, 'jobRecordTypes')
    const job = await createJobAs(p.recruiter, {
      feePercentage: 25,
      sourcingNotes: 'internal',
      salesforceId: 'SF-9',
      recordTypeId,
      accountManagerId: p.recruiter2.user.id,
      businessDevelopmentId: p.recruiter2.user.id,
      ownerId: p.recruiter.user.id,
      sourcerIds: [p.recruiter2.user.id],
      hiringManagerId: p.clientA.user.id,
    })
    const staffContact = await call(p.recruiter, 'POST', `/api/jobs/${job.id}/contacts`, {
      userId: p.recruiter2.user.id,
      role: 'sourcer',
    })
    expect(staffContact.status, JSON.stringify(staffContact.body)).toBe(200)

    const staff = (await call(p.recruiter, 'GET', `/api/jobs/${job.id}/details`)).body.data
    expect(staff).toMatchObject({
      feePercentage: 25,
      sourcingNotes: 'internal',
      salesforceId: 'SF-9',
      recordType: { id: recordTypeId },
      businessDevelopment: { id: p.recruiter2.user.id },
      owner: { id: p.recruiter.user.id },
      sourcers: [{ id: p.recruiter2.user.id }],
    })
    expect(staff.contacts.map((c: any) => c.userType).sort()).toEqual(['client', 'staff'])

    const client = (await call(p.clientA, 'GET', `/api/jobs/${job.id}/details`)).body.data
    expect(client).toMatchObject({
      feePercentage: null,
      sourcingNotes: null,
      salesforceId: null,
      recordType: null,
      jitAutoSuggestionThreshold: null,
      businessDevelopment: null,
      owner: null,
      sourcers: [],
      // the account manager is the client's counterpart at the provider: kept
      accountManager: { id: p.recruiter2.user.id, email: p.recruiter2.user.email },
      hiringManager: { id: p.clientA.user.id },
    })
    expect(client.contacts.map((c: any) => [c.userId, c.userType])).toEqual([[p.clientA.user.id, 'client']])
    const contacts = (await call(p.clientA, 'GET', `/api/jobs/${job.id}/contacts`)).body.data
    expect(contacts.map((c: any) => c.userId)).toEqual([p.clientA.user.id])

    // the list items carry none of these fields for anyone
    const listed = (await call(p.clientA, 'POST', '/api/jobs/list', { filter: 'all', searchText: job.name })).body
      .data[0]
    expect(listed.id).toBe(job.id)
    for (const key of [
      'feePercentage',
      'sourcingNotes',
      'salesforceId',
      'recordType',
      'businessDevelopment',
      'owner',
      'sourcers',
      'contacts',
    ])
      expect(listed).not.toHaveProperty(key)
    expect(listed.accountManager).toMatchObject({ id: p.recruiter2.user.id })

    // a client's own patch answers the same narrowed detail
    const patched = await call(p.clientA, 'PATCH', `/api/jobs/${job.id}`, { jobLevel: 'Senior' })
    expect(patched.status).toBe(200)
    expect(patched.body.data).toMatchObject({ feePercentage: null, owner: null, sourcers: [] })
    expect(patched.body.data.contacts).toHaveLength(1)
  })

  it('shows a client its own favourite mark only (details, list, client jobs, the toggle); staff sees every mark', async () => {
    const job = await createJobAs(p.recruiter)
    for (const who of [p.recruiter, p.clientA2])
      expect((await call(who, 'PUT', `/api/jobs/${job.id}/favorite`)).status).toBe(200)
    const toggled = (await call(p.clientA, 'PUT', `/api/jobs/${job.id}/favorite`)).body.data
    expect(toggled).toEqual({ favoriteByUsers: [p.clientA.user.id] })
    const all = [p.recruiter.user.id, p.clientA2.user.id, p.clientA.user.id].sort()
    const marks = (b: { favoriteByUsers: string[] }) => [...b.favoriteByUsers].sort()

    expect(marks((await call(p.recruiter, 'GET', `/api/jobs/${job.id}/details`)).body.data)).toEqual(all)
    expect((await call(p.clientA, 'GET', `/api/jobs/${job.id}/details`)).body.data.favoriteByUsers).toEqual([
      p.clientA.user.id,
    ])
    const search = { filter: 'all', searchText: job.name }
    const staffRow = (await call(p.recruiter, 'POST', '/api/jobs/list', search)).body.data.find(
      (j: any) => j.id === job.id,
    )
    expect(marks(staffRow)).toEqual(all)
    const clientRow = (await call(p.clientA, 'POST', '/api/jobs/list', search)).body.data.find(
      (j: any) => j.id === job.id,
    )
    expect(clientRow.favoriteByUsers).toEqual([p.clientA.user.id])
    const clientJobs = (await call(p.clientA, 'GET', `/api/client/${p.orgA}/jobs?type=all&limit=200`)).body.data
    expect(clientJobs.find((j: any) => j.id === job.id).favoriteByUsers).toEqual([p.clientA.user.id])
    const staffJobs = (await call(p.recruiter, 'GET', `/api/client/${p.orgA}/jobs?type=all&limit=200`)).body.data
    expect(marks(staffJobs.find((j: any) => j.id === job.id))).toEqual(all)
    // a client that has not marked it sees no marks, and unmarking answers its own (now empty) view
    expect((await call(p.clientA, 'DELETE', `/api/jobs/${job.id}/favorite`)).body.data).toEqual({ favoriteByUsers: [] })
    expect((await call(p.recruiter, 'DELETE', `/api/jobs/${job.id}/favorite`)).body.data).toEqual({
      favoriteByUsers: [p.clientA2.user.id],
    })
  })

  it("shows a client that the provider created a job, without who; a colleague's job in full", async () => {
    const byStaff = await createJobAs(p.recruiter)
    const recruiter = p.recruiter.user
    expect((await call(p.recruiter, 'GET', `/api/jobs/${byStaff.id}/details`)).body.data.createdBy).toEqual({
      by: 'provider',
      person: {
        id: recruiter.id,
        name: 'Rita Recruiter',
        firstName: 'Rita',
        lastName: 'Recruiter',
        email: recruiter.email,
      },
    })
    const seenByClient = (await call(p.clientA, 'GET', `/api/jobs/${byStaff.id}/details`)).body
    expect(seenByClient.data.createdBy).toEqual({ by: 'provider', person: null })
    expect(JSON.stringify(seenByClient)).not.toContain(recruiter.email)

    const byColleague = await createJobAs(p.clientA2)
    const colleague = {
      by: 'client',
      person: { id: p.clientA2.user.id, email: p.clientA2.user.email, name: 'Carl Acme' },
    }
    expect((await call(p.clientA, 'GET', `/api/jobs/${byColleague.id}/details`)).body.data.createdBy).toMatchObject(
      colleague,
    )
    expect((await call(p.recruiter, 'GET', `/api/jobs/${byColleague.id}/details`)).body.data.createdBy).toMatchObject(
      colleague,
    )
  })

  it('deletes a job: gone from details and lists, history kept in the audit log', async () => {
    const job = await createJobAs(p.recruiter)
    expect((await call(p.recruiter, 'DELETE', `/api/jobs/${job.id}`)).body.data).toEqual({ id: job.id, deleted: true })
    expect((await call(p.recruiter, 'GET', `/api/jobs/${job.id}/details`)).status).toBe(404)
    const l = await call(p.recruiter, 'POST', '/api/jobs/list', { filter: 'all', organizationIds: [p.orgA] })
    expect(l.body.data.map((j: any) => j.id)).not.toContain(job.id)
    expect((await call(p.recruiter, 'DELETE', `/api/jobs/${job.id}`)).status).toBe(404)
  })

  it('clones a job into a new open job with the same setup', async () => {
    const job = await createJobAs(p.recruiter, {
      skillIds: refs.skillIds,
      clientVerticalIds: refs.industryIds.slice(0, 2),
      clientUserId: p.clientA.user.id,
    })
    await t.deps.db
      .update(jobsTable)
      .set({ status: 'closed', closedDate: new Date().toISOString().slice(0, 10), emailSnippetHtml: '<p>hi</p>' })
      .where(eq(jobsTable.id, job.id))
    const r = await call(p.recruiter, 'POST', `/api/jobs/${job.id}/clone`)
    expect(r.status).toBe(201)
    expect(r.body.data).toMatchObject({
      name: `${job.name} (Copy)`,
      status: { id: 'open' },
      closedDate: null,
      jobEmailSnippet: null,
      clientUser: { id: p.clientA.user.id },
    })
    expect(r.body.data.id).not.toBe(job.id)
    expect(r.body.data.skills).toHaveLength(3)
    expect(r.body.data.jobClientVerticals).toHaveLength(2)
    expect(r.body.data.jobLocations).toEqual(job.jobLocations)
  })

  it('resets the e-mail snippet (provider staff only)', async () => {
    const job = await createJobAs(p.recruiter)
    await t.deps.db
      .update(jobsTable)
      .set({ emailSnippetHtml: '<p>x</p>', isEmailSnippetPublished: true })
      .where(eq(jobsTable.id, job.id))
    expect((await call(p.clientA, 'PATCH', `/api/jobs/${job.id}/reset-snippet`)).status).toBe(403)
    expect((await call(p.recruiter, 'PATCH', `/api/jobs/${job.id}/reset-snippet`)).body.data).toEqual({
      jobEmailSnippet: null,
      isJobEmailSnippetPublished: false,
    })
    expect((await call(p.recruiter, 'GET', `/api/jobs/${job.id}/details`)).body.data).toMatchObject({
      jobEmailSnippet: null,
      isJobEmailSnippetPublished: false,
    })
  })

  it('counts elapsed days to the closed date for a closed job', async () => {
    const job = await createJobAs(p.recruiter, { openDate: '2024-01-01' })
    await t.deps.db
      .update(jobsTable)
      .set({ status: 'closed', closedDate: '2024-01-11' })
      .where(eq(jobsTable.id, job.id))
    expect((await call(p.recruiter, 'GET', `/api/jobs/${job.id}/details`)).body.data.elapsedDays).toBe(10)
  })
})

describe('job parts', () => {
  it('skills: add, "Skill already exists", remove', async () => {
    const job = await createJobAs(p.recruiter)
    const added = await call(p.recruiter, 'POST', `/api/jobs/${job.id}/skills`, { skillId: refs.skillIds[0] })
    expect(added.body.data.skills.map((s: any) => s.id)).toEqual([refs.skillIds[0]])
    const dup = await call(p.recruiter, 'POST', `/api/jobs/${job.id}/skills`, { skillId: refs.skillIds[0] })
    expect(dup.status).toBe(409)
    expect(dup.body.error.message).toBe('Skill already exists')
    expect(
      (await expectNothingWritten(p.recruiter, 'POST', `/api/jobs/${job.id}/skills`, { skillId: refs.industryIds[0] }))
        .error.details[0],
    ).toMatchObject({ path: 'skillId', rule: 'unknownValue' })
    expect(
      (await expectNothingWritten(p.recruiter, 'POST', `/api/jobs/${job.id}/skills`, {})).error.details[0],
    ).toMatchObject({ path: 'skillId', rule: 'required' })
    expect(
      (await call(p.recruiter, 'DELETE', `/api/jobs/${job.id}/skills?skillId=${refs.skillIds[0]}`)).body.data.skills,
    ).toEqual([])
    expect((await call(p.recruiter, 'DELETE', `/api/jobs/${job.id}/skills?skillId=${refs.skillIds[0]}`)).status).toBe(
      404,
    )
    expect(
      (await expectNothingWritten(p.recruiter, 'DELETE', `/api/jobs/${job.id}/skills?skillId=bad`, undefined)).error
        .details[0],
    ).toMatchObject({ path: 'query.skillId', rule: 'format' })
  })

  it('sourcers: provider users only, added by provider staff only', async () => {
    const job = await createJobAs(p.recruiter)
    expect(
      (
        await call(p.recruiter, 'POST', `/api/jobs/${job.id}/sourcers`, { userId: p.recruiter2.user.id })
      ).body.data.sourcers.map((s: any) => s.id),
    ).toEqual([p.recruiter2.user.id])
    expect(
      (await call(p.recruiter, 'POST', `/api/jobs/${job.id}/sourcers`, { userId: p.recruiter2.user.id })).status,
    ).toBe(409)
    expect(
      (await expectNothingWritten(p.recruiter, 'POST', `/api/jobs/${job.id}/sourcers`, { userId: p.clientA.user.id }))
        .error.details[0],
    ).toMatchObject({ path: 'userId', rule: 'unknownValue' })
    expect(
      (await call(p.clientA, 'POST', `/api/jobs/${job.id}/sourcers`, { userId: p.recruiter.user.id })).status,
    ).toBe(403)
    // a sourcer sees the job under My Open Jobs
    const mine = await call(p.recruiter2, 'POST', '/api/jobs/list', { filter: 'myOpenJobs' })
    expect(mine.body.data.map((j: any) => j.id)).toContain(job.id)
    expect(
      (await call(p.recruiter, 'DELETE', `/api/jobs/${job.id}/sourcers?userId=${p.recruiter2.user.id}`)).body.data
        .sourcers,
    ).toEqual([])
  })

  it('target companies: at most 10, "Target company already selected"', async () => {
    const { createClientCompany } = await import('./test-fixtures')
    const job = await createJobAs(p.recruiter)
    const orgs: string[] = []
    for (let i = 0; i < 11; i++) orgs.push(await createClientCompany(t.deps.db, uniq('Target')))
    for (const o of orgs.slice(0, 10))
      expect(
        (await call(p.recruiter, 'POST', `/api/jobs/${job.id}/job-target-company`, { organizationId: o })).status,
      ).toBe(200)
    const dup = await call(p.recruiter, 'POST', `/api/jobs/${job.id}/job-target-company`, { organizationId: orgs[0] })
    expect(dup.status).toBe(409)
    expect(dup.body.error).toMatchObject({
      message: 'Target company already selected',
      details: [{ path: 'organizationId', rule: 'alreadyExists' }],
    })
    const eleventh = await expectNothingWritten(p.recruiter, 'POST', `/api/jobs/${job.id}/job-target-company`, {
      organizationId: orgs[10],
    })
    expect(eleventh.error.details[0]).toMatchObject({ path: 'organizationId', rule: 'maxAllowedValuesValidator' })
    expect(
      (
        await expectNothingWritten(p.recruiter, 'POST', `/api/jobs/${job.id}/job-target-company`, {
          organizationId: p.orgA,
        })
      ).error.details[0].rule,
    ).toBe('invalid')
    const after = await call(p.recruiter, 'DELETE', `/api/jobs/${job.id}/job-target-company?organizationId=${orgs[0]}`)
    expect(after.body.data.jobTargetCompanies).toHaveLength(9)
  })

  it('client verticals (3) and target verticals (10) are replaced whole', async () => {
    const job = await createJobAs(p.recruiter)
    expect(
      (
        await call(p.recruiter, 'PUT', `/api/jobs/${job.id}/job-client-vertical`, {
          industryIds: refs.industryIds.slice(0, 3),
        })
      ).body.data.industries,
    ).toHaveLength(3)
    expect(
      (
        await expectNothingWritten(p.recruiter, 'PUT', `/api/jobs/${job.id}/job-client-vertical`, {
          industryIds: refs.industryIds.slice(0, 4),
        })
      ).error.details[0],
    ).toMatchObject({ path: 'industryIds', rule: 'maxLength', message: 'Add up to 3 client verticals' })
    expect(
      (
        await expectNothingWritten(p.recruiter, 'PUT', `/api/jobs/${job.id}/job-client-vertical`, {
          industryIds: [refs.skillIds[0]],
        })
      ).error.details[0],
    ).toMatchObject({ path: 'industryIds.0', rule: 'unknownValue' })
    expect(
      (await call(p.recruiter, 'DELETE', `/api/jobs/${job.id}/job-client-vertical/${refs.industryIds[0]}`)).body.data
        .industries,
    ).toHaveLength(2)
    expect(
      (await call(p.recruiter, 'DELETE', `/api/jobs/${job.id}/job-client-vertical/${refs.industryIds[0]}`)).status,
    ).toBe(404)
    expect(
      (
        await call(p.recruiter, 'PUT', `/api/jobs/${job.id}/update-target-vertical`, {
          industryIds: refs.industryIds.slice(0, 10),
        })
      ).body.data.industries,
    ).toHaveLength(10)
    expect(
      (
        await expectNothingWritten(p.recruiter, 'PUT', `/api/jobs/${job.id}/update-target-vertical`, {
          industryIds: refs.industryIds.slice(0, 11),
        })
      ).error.details[0],
    ).toMatchObject({ path: 'industryIds', rule: 'maxLength', message: 'Add up to 10 target verticals' })
    expect(
      (await call(p.recruiter, 'PUT', `/api/jobs/${job.id}/update-target-vertical`, { industryIds: [] })).body.data
        .industries,
    ).toEqual([])
  })

  it('contacts: client users of the company and provider users in a role', async () => {
    const job = await createJobAs(p.recruiter)
    const one = await call(p.recruiter, 'POST', `/api/jobs/${job.id}/contacts`, {
      userId: p.clientA.user.id,
      type: 'hiringManager',
    })
    expect(one.body.data).toMatchObject([{ userId: p.clientA.user.id, type: 'hiringManager', role: null }])
    const two = await call(p.recruiter, 'POST', `/api/jobs/${job.id}/contacts`, {
      userId: p.recruiter2.user.id,
      role: 'salesContact',
    })
    expect(two.body.data[1]).toMatchObject({
      userId: p.recruiter2.user.id,
      type: 'jobContact',
      role: 'salesContact',
      userType: 'staff',
    })
    expect(
      (
        await call(p.recruiter, 'POST', `/api/jobs/${job.id}/contacts`, {
          userId: p.clientA.user.id,
          type: 'hiringManager',
        })
      ).status,
    ).toBe(409)
    expect(
      (await expectNothingWritten(p.recruiter, 'POST', `/api/jobs/${job.id}/contacts`, { userId: p.clientB.user.id }))
        .error.details[0],
    ).toMatchObject({ path: 'userId', rule: 'unknownValue' })
    expect(
      (
        await expectNothingWritten(p.recruiter, 'POST', `/api/jobs/${job.id}/contacts`, {
          userId: p.clientA2.user.id,
          role: 'boss',
        })
      ).error.details[0],
    ).toMatchObject({ path: 'role', rule: 'oneOf' })
    // a client sees its own company's contacts only
    expect((await call(p.clientA, 'GET', `/api/jobs/${job.id}/contacts`)).body.data).toHaveLength(1)
    expect((await call(p.recruiter, 'GET', `/api/jobs/${job.id}/details`)).body.data.hiringManager).toMatchObject({
      id: p.clientA.user.id,
    })
    const left = await call(p.recruiter, 'DELETE', `/api/jobs/${job.id}/contacts/${one.body.data[0].id}`)
    expect(left.body.data).toHaveLength(1)
  })

  it("contacts: a client adds and removes its own company's users only, never the provider's", async () => {
    const job = await createJobAs(p.clientA)
    const staffAdded = await call(p.recruiter, 'POST', `/api/jobs/${job.id}/contacts`, {
      userId: p.recruiter2.user.id,
      role: 'salesContact',
    })
    const staffContactId = staffAdded.body.data.find((c: any) => c.userId === p.recruiter2.user.id).id

    const refusedRemove = await expectNothingWritten(
      p.clientA,
      'DELETE',
      `/api/jobs/${job.id}/contacts/${staffContactId}`,
      undefined,
      403,
    )
    expect(refusedRemove.error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Provider contacts are managed by provider staff',
    })
    const refusedAdd = await expectNothingWritten(
      p.clientA,
      'POST',
      `/api/jobs/${job.id}/contacts`,
      { userId: p.recruiter.user.id, role: 'accountManager' },
      403,
    )
    expect(refusedAdd.error.message).toBe('Provider contacts are managed by provider staff')

    const added = await call(p.clientA, 'POST', `/api/jobs/${job.id}/contacts`, {
      userId: p.clientA2.user.id,
      type: 'hiringManager',
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body.data.map((c: any) => c.userId)).toEqual([p.clientA2.user.id])
    const removed = await call(p.clientA, 'DELETE', `/api/jobs/${job.id}/contacts/${added.body.data[0].id}`)
    expect(removed.status).toBe(200)
    expect(removed.body.data).toEqual([])
    // the provider's contact is still there, for the provider to manage
    const left = (await call(p.recruiter, 'GET', `/api/jobs/${job.id}/contacts`)).body.data
    expect(left.map((c: any) => c.id)).toEqual([staffContactId])
    expect((await call(p.recruiter, 'DELETE', `/api/jobs/${job.id}/contacts/${staffContactId}`)).status).toBe(200)
  })

  it('active candidates: the in-process ones; a client sees those submitted to it', async () => {
    const job = await createJobAs(p.recruiter)
    const mk = async (name: string, row: Partial<typeof jobCandidatesTable.$inferInsert>) => {
      const [c] = await t.deps.db
        .insert(candidatesTable)
        .values({ firstName: name, lastName: 'Test' })
        .returning({ id: candidatesTable.id })
      await t.deps.db
        .insert(jobCandidatesTable)
        .values({ jobId: job.id, candidateId: c!.id, stageType: 'submittal', ...row })
      return c!.id
    }
    const a = await mk('Ann', { stageType: 'submittal', currentStatus: 'am_submitted', isSubmittedToClient: true })
    const b = await mk('Ben', { stageType: 'submittal', currentStatus: 'pending_am_approval' })
    await mk('Cat', { stageType: 'shortlist' })
    await mk('Dan', { stageType: 'offer', stageStatus: 'accepted', isSubmittedToClient: true })
    const e = await mk('Eve', { stageType: 'send_out', stageStatus: 'accepted', isSubmittedToClient: true })
    await mk('Fay', { stageType: 'send_out', stageStatus: 'rejected', rejectedBy: 'client', isSubmittedToClient: true })
    const staffView = await call(p.recruiter, 'GET', `/api/jobs/${job.id}/active-candidates`)
    expect(staffView.body.data.map((c: any) => c.candidateId).sort()).toEqual([a, b, e].sort())
    const clientView = await call(p.clientA, 'GET', `/api/jobs/${job.id}/active-candidates`)
    expect(clientView.body.data.map((c: any) => c.firstName).sort()).toEqual(['Ann', 'Eve'])
  })

  it('managers list: active provider recruiters, searchable', async () => {
    const all = await call(p.recruiter, 'GET', '/api/jobs/managers/list')
    const ids = all.body.data.map((m: any) => m.id)
    expect(ids).toContain(p.recruiter.user.id)
    expect(ids).toContain(p.recruiter2.user.id)
    expect(ids).not.toContain(p.admin.user.id)
    expect(ids).not.toContain(p.clientA.user.id)
    const found = await call(p.clientA, 'GET', '/api/jobs/managers/list?searchText=fred')
    expect(found.body.data.map((m: any) => m.id)).toContain(p.recruiter2.user.id)
    expect(found.body.data.map((m: any) => m.id)).not.toContain(p.recruiter.user.id)
    expect((await call(p.recruiter, 'GET', '/api/jobs/managers/list?limit=0')).status).toBe(422)
    expect((await call(p.candidate, 'GET', '/api/jobs/managers/list')).status).toBe(403)
  })
})

describe('tenancy: a client never reads or changes another client’s jobs', () => {
  it('answers 404 to every other tenant on every job route', async () => {
    const create = async () => (await createJobAs(p.clientA)).id
    await expectCrossTenant404(t, {
      owner: p.clientA,
      intruders: [p.clientB],
      routes: [
        { name: 'GET details', create, request: (id) => ({ method: 'GET', path: `/api/jobs/${id}/details` }) },
        {
          name: 'PATCH job',
          create,
          request: (id) => ({ method: 'PATCH', path: `/api/jobs/${id}`, json: { name: 'Taken over' } }),
        },
        { name: 'DELETE job', create, request: (id) => ({ method: 'DELETE', path: `/api/jobs/${id}` }) },
        {
          name: 'clone',
          create,
          request: (id) => ({ method: 'POST', path: `/api/jobs/${id}/clone` }),
          ownerStatus: 201,
        },
        {
          name: 'add skill',
          create,
          request: (id) => ({ method: 'POST', path: `/api/jobs/${id}/skills`, json: { skillId: refs.skillIds[0] } }),
        },
        {
          name: 'client verticals',
          create,
          request: (id) => ({
            method: 'PUT',
            path: `/api/jobs/${id}/job-client-vertical`,
            json: { industryIds: [refs.industryIds[0]] },
          }),
        },
        {
          name: 'target verticals',
          create,
          request: (id) => ({
            method: 'PUT',
            path: `/api/jobs/${id}/update-target-vertical`,
            json: { industryIds: [refs.industryIds[0]] },
          }),
        },
        {
          name: 'target company',
          create,
          request: (id) => ({
            method: 'POST',
            path: `/api/jobs/${id}/job-target-company`,
            json: { organizationId: p.orgB },
          }),
        },
        { name: 'favourite', create, request: (id) => ({ method: 'PUT', path: `/api/jobs/${id}/favorite` }) },
        { name: 'contacts', create, request: (id) => ({ method: 'GET', path: `/api/jobs/${id}/contacts` }) },
        {
          name: 'active candidates',
          create,
          request: (id) => ({ method: 'GET', path: `/api/jobs/${id}/active-candidates` }),
        },
      ],
    })
  })

  it("does not list another client's jobs nor let it add itself as a contact", async () => {
    const job = await createJobAs(p.clientA)
    expect((await call(p.clientB, 'POST', `/api/jobs/${job.id}/contacts`, { userId: p.clientB.user.id })).status).toBe(
      404,
    )
    expect((await call(p.candidate, 'GET', `/api/jobs/${job.id}/details`)).status).toBe(403)
  })
})

describe('bad input on every jobs route writes nothing', () => {
  it.each([
    ['GET', '/api/jobs/nope/details', undefined],
    ['PATCH', '/api/jobs/nope', { name: 'x' }],
    ['DELETE', '/api/jobs/nope', undefined],
    ['POST', '/api/jobs/nope/clone', undefined],
    ['PATCH', '/api/jobs/nope/reset-snippet', undefined],
    ['GET', '/api/jobs/nope/active-candidates', undefined],
    ['POST', '/api/jobs/nope/skills', { skillId: crypto.randomUUID() }],
    ['POST', '/api/jobs/nope/sourcers', { userId: crypto.randomUUID() }],
    ['DELETE', '/api/jobs/nope/sourcers?userId=x', undefined],
    ['POST', '/api/jobs/nope/job-target-company', { organizationId: crypto.randomUUID() }],
    ['DELETE', '/api/jobs/nope/job-target-company?organizationId=x', undefined],
    ['PUT', '/api/jobs/nope/job-client-vertical', { industryIds: [] }],
    ['DELETE', '/api/jobs/nope/job-client-vertical/nope', undefined],
    ['PUT', '/api/jobs/nope/update-target-vertical', { industryIds: [] }],
    ['PUT', '/api/jobs/nope/favorite', undefined],
    ['DELETE', '/api/jobs/nope/favorite', undefined],
    ['GET', '/api/jobs/nope/contacts', undefined],
    ['POST', '/api/jobs/nope/contacts', { userId: crypto.randomUUID() }],
    ['DELETE', '/api/jobs/nope/contacts/nope', undefined],
  ])('%s %s -> 422', async (method, path, body) => {
    await expectNothingWritten(p.recruiter, method, path, body)
  })

  it.each([
    ['POST', 'skills', { skillId: 'x' }],
    ['POST', 'skills', { skillId: crypto.randomUUID(), extra: 1 }],
    ['POST', 'sourcers', { userId: 7 }],
    ['POST', 'job-target-company', {}],
    ['PUT', 'job-client-vertical', { industryIds: 'x' }],
    ['PUT', 'update-target-vertical', { industryIds: ['x'] }],
    ['POST', 'contacts', { userId: crypto.randomUUID(), type: 'boss' }],
  ])('%s %s with a bad body -> 422', async (method, part, body) => {
    const job = await createJobAs(p.recruiter)
    await expectNothingWritten(p.recruiter, method, `/api/jobs/${job.id}/${part}`, body)
  })
})
