import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditLogTable,
  candidatesTable,
  clientContactsTable,
  jobCandidateHistoryTable,
  jobCandidatesTable,
  jobsTable,
  usersTable,
} from '../../db/schema'
import { httpAs, type SignedInUser } from '../../testing/auth-helpers'
import { expectCrossTenant404 } from '../../testing/cross-tenant'
import { rowCounts } from '../../testing/row-counts'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createClientCompany, createPeople, lovId, type People, uniq } from '../jobs/test-fixtures'

let t: TestApp
let p: People
let levelId: string

beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
  levelId = await lovId(t.deps.db, 'level')
  // the signed-in client users are contacts of their companies
  for (const [who, org] of [
    [p.clientA, p.orgA],
    [p.clientA2, p.orgA],
    [p.clientB, p.orgB],
  ] as const) {
    await t.deps.db
      .insert(clientContactsTable)
      .values({ organizationId: org, userId: who.user.id, title: 'Recruiting Lead' })
  }
})
afterAll(() => t.close())

const { call } = httpAs(() => t)
const IGNORE = ['rate_limits', 'auth_logs', 'sessions', 'refresh_tokens']
async function expectNothingWritten(who: SignedInUser, method: string, path: string, body: unknown, status = 422) {
  const before = await rowCounts(t.deps.db, IGNORE)
  const r = await call(who, method, path, body)
  expect(r.status, JSON.stringify(r.body)).toBe(status)
  expect(await rowCounts(t.deps.db, IGNORE)).toEqual(before)
  return r.body
}

describe('POST /api/organizations/clients/list', () => {
  let a: string
  let b: string
  let c: string
  beforeAll(async () => {
    const tag = uniq('Lst')
    a = await createClientCompany(
      t.deps.db,
      `${tag} Alpha`,
      {},
      { companyType: 'permanent', accountManagerId: p.recruiter.user.id, kickoffDate: '2024-01-01' },
    )
    b = await createClientCompany(t.deps.db, `${tag} Beta`, {}, { companyType: 'connectTrial', isActive: false })
    c = await createClientCompany(
      t.deps.db,
      `${tag} Gamma`,
      {},
      { companyType: 'permanent', kickoffDate: '2024-06-01' },
    )
    await t.deps.db.insert(jobsTable).values([
      { organizationId: c, name: 'Open 1' },
      { organizationId: c, name: 'Open 2' },
      { organizationId: c, name: 'Closed', status: 'closed', closedDate: new Date().toISOString().slice(0, 10) },
      { organizationId: a, name: 'Open A' },
    ])
    ;(globalThis as any).tag = tag
  })
  const tag = () => (globalThis as any).tag as string
  const list = async (body: unknown, q = '') => {
    const r = await call(p.recruiter, 'POST', `/api/organizations/clients/list${q}`, body)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body
  }

  it('lists clients by name with counts, favourites and meta', async () => {
    const r = await list({ searchText: tag() })
    expect(r.data.map((x: any) => x.id)).toEqual([a, b, c])
    expect(r.meta.total).toBe(3)
    expect(r.data[2]).toMatchObject({
      openJobsCount: 2,
      totalJobsCount: 3,
      contactsCount: 0,
      companyType: { id: 'permanent', name: 'Permanent' },
      meta: { id: c, favoriteByUsers: [] },
    })
    expect(r.data[0]).toMatchObject({ accountManager: { id: p.recruiter.user.id }, kickoffDate: '2024-01-01' })
  })

  it('filters by status, company type, account manager and favourites', async () => {
    expect((await list({ searchText: tag(), isActive: false })).data.map((x: any) => x.id)).toEqual([b])
    expect((await list({ searchText: tag(), companyTypes: ['permanent'] })).data.map((x: any) => x.id)).toEqual([a, c])
    expect(
      (await list({ searchText: tag(), accountManagerIds: [p.recruiter.user.id] })).data.map((x: any) => x.id),
    ).toEqual([a])
    expect((await call(p.recruiter, 'PUT', `/api/client/${b}/favorite`)).body.data.favoriteByUsers).toEqual([
      p.recruiter.user.id,
    ])
    const fav = await list({ searchText: tag(), favoritesOnly: true })
    expect(fav.data.map((x: any) => x.id)).toEqual([b])
    expect(fav.data[0].favoriteByUsers).toEqual([p.recruiter.user.id])
    expect((await call(p.recruiter, 'DELETE', `/api/client/${b}/favorite`)).body.data.favoriteByUsers).toEqual([])
  })

  it('sorts by open jobs, kickoff date and name descending; pages', async () => {
    expect((await list({ searchText: tag() }, '?sortBy=openJobs')).data.map((x: any) => x.id)).toEqual([c, a, b])
    expect((await list({ searchText: tag() }, '?sortBy=kickoffDate')).data.map((x: any) => x.id)).toEqual([c, a, b])
    expect((await list({ searchText: tag() }, '?sortBy=name&sortDirection=desc')).data.map((x: any) => x.id)).toEqual([
      c,
      b,
      a,
    ])
    const page = await list({ searchText: tag() }, '?limit=1&offset=2')
    expect(page.data.map((x: any) => x.id)).toEqual([c])
    expect(page.meta).toEqual({ total: 3, limit: 1, offset: 2 })
  })

  it('is for provider staff only', async () => {
    expect((await call(p.clientA, 'POST', '/api/organizations/clients/list', {})).status).toBe(403)
    expect((await call(p.candidate, 'POST', '/api/organizations/clients/list', {})).status).toBe(403)
    expect((await call(null, 'POST', '/api/organizations/clients/list', {})).status).toBe(401)
  })

  it.each([
    [{ isActive: 'yes' }, '', 'isActive', 'type'],
    [{ companyTypes: ['big'] }, '', 'companyTypes.0', 'oneOf'],
    [{ accountManagerIds: ['x'] }, '', 'accountManagerIds.0', 'format'],
    [{ searchText: 'x'.repeat(101) }, '', 'searchText', 'maxLength'],
    [{ colour: 'red' }, '', 'colour', 'unknownField'],
    [{}, '?sortBy=size', 'query.sortBy', 'oneOf'],
    [{}, '?limit=500', 'query.limit', 'max'],
  ])('answers 422 for %j%s', async (body, q, path, rule) => {
    const r = await expectNothingWritten(p.recruiter, 'POST', `/api/organizations/clients/list${q}`, body)
    expect(r.error.details[0]).toMatchObject({ path, rule })
  })
})

describe('client details, profile, jobs', () => {
  it('answers details to staff and to the client itself, hiding provider notes from the client', async () => {
    await call(p.recruiter, 'PUT', `/api/client/${p.orgA}`, { sourcingNotes: 'warm intro via Ada', feePercentage: 18 })
    const staff = await call(p.recruiter, 'GET', `/api/client/${p.orgA}/details`)
    expect(staff.body.data).toMatchObject({
      id: p.orgA,
      feePercentage: 18,
      sourcingNotes: 'warm intro via Ada',
      contactsCount: 2,
    })
    const own = await call(p.clientA, 'GET', `/api/client/${p.orgA}/details`)
    expect(own.body.data).toMatchObject({ id: p.orgA, sourcingNotes: null, salesTeamNotes: null })
  })

  it("answers a client user none of the provider's account fields (details, contacts, favourites); staff sees them", async () => {
    const [branchId, assignedBranchId, accountStatusId] = [
      await lovId(t.deps.db, 'branch'),
      await lovId(t.deps.db, 'assignedBranch'),
      await lovId(t.deps.db, 'accountStatus'),
    ]
    const put = await call(p.recruiter, 'PUT', `/api/client/${p.orgA}`, {
      feePercentage: 21,
      businessDevelopmentId: p.recruiter2.user.id,
      accountManagerId: p.recruiter.user.id,
      branchId,
      assignedBranchId,
      accountStatusId,
      sourcingNotes: 'warm intro',
      salesTeamNotes: 'upsell in Q3',
    })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    for (const who of [p.recruiter, p.clientA2, p.clientA])
      expect((await call(who, 'PUT', `/api/client/${p.orgA}/favorite`)).status).toBe(200)

    const staff = (await call(p.recruiter, 'GET', `/api/client/${p.orgA}/details`)).body.data
    expect(staff).toMatchObject({
      feePercentage: 21,
      businessDevelopment: { id: p.recruiter2.user.id },
      branch: { id: branchId },
      assignedBranch: { id: assignedBranchId },
      accountStatus: { id: accountStatusId },
      sourcingNotes: 'warm intro',
      salesTeamNotes: 'upsell in Q3',
    })
    expect([...staff.favoriteByUsers].sort()).toEqual(
      [p.recruiter.user.id, p.clientA.user.id, p.clientA2.user.id].sort(),
    )
    const own = (await call(p.clientA, 'GET', `/api/client/${p.orgA}/details`)).body.data
    // exactly the staff answer with the provider's fields blanked and the client's own mark only
    expect(own).toEqual({
      ...staff,
      feePercentage: null,
      businessDevelopment: null,
      branch: null,
      assignedBranch: null,
      accountStatus: null,
      sourcingNotes: null,
      salesTeamNotes: null,
      favoriteByUsers: [p.clientA.user.id],
      meta: { id: p.orgA, favoriteByUsers: [p.clientA.user.id] },
    })
    // the account manager is the client's named counterpart: kept
    expect(own.accountManager).toMatchObject({ id: p.recruiter.user.id })
    expect((await call(p.clientA, 'DELETE', `/api/client/${p.orgA}/favorite`)).body.data).toEqual({
      favoriteByUsers: [],
    })
    expect((await call(p.clientA2, 'DELETE', `/api/client/${p.orgA}/favorite`)).body.data).toEqual({
      favoriteByUsers: [],
    })
    expect((await call(p.recruiter, 'DELETE', `/api/client/${p.orgA}/favorite`)).body.data).toEqual({
      favoriteByUsers: [],
    })

    // the provider user who owns a contact's relationship is the provider's business too
    const contacts = (await call(p.recruiter, 'GET', `/api/client/${p.orgA}/user?limit=200`)).body.data
    const mine = contacts.find((c: any) => c.connectId === p.clientA.user.id)
    const patched = await call(p.recruiter, 'PATCH', `/api/client/${p.orgA}/user/${mine.id}`, {
      ownerId: p.recruiter2.user.id,
    })
    expect(patched.body.data.owner).toMatchObject({ id: p.recruiter2.user.id, email: p.recruiter2.user.email })
    const staffView = (await call(p.recruiter, 'GET', `/api/client/${p.orgA}/user?limit=200`)).body.data
    const clientView = (await call(p.clientA, 'GET', `/api/client/${p.orgA}/user?limit=200`)).body.data
    expect(staffView.find((c: any) => c.id === mine.id).owner).toMatchObject({ id: p.recruiter2.user.id })
    expect(clientView).toEqual(staffView.map((c: any) => ({ ...c, owner: null })))
    const ownPatch = await call(p.clientA, 'PATCH', `/api/client/${p.orgA}/user/${mine.id}`, {
      title: 'Recruiting Lead',
    })
    expect(ownPatch.status, JSON.stringify(ownPatch.body)).toBe(200)
    expect(ownPatch.body.data).toMatchObject({ title: 'Recruiting Lead', owner: null })
  })

  it('answers the company profile with the phone shown without +1', async () => {
    await call(p.recruiter, 'PATCH', `/api/organizations/${p.orgA}`, { phone: '(512) 555-0100' }).catch(() => undefined)
    const { organizationsTable } = await import('../../db/schema')
    await t.deps.db.update(organizationsTable).set({ phone: '+15125550100' }).where(eq(organizationsTable.id, p.orgA))
    const r = await call(p.clientA, 'GET', `/api/client/${p.orgA}/profile`)
    expect(r.body.data).toMatchObject({
      id: p.orgA,
      isClient: true,
      type: 'permanent',
      phone: '+15125550100',
      phoneDisplay: '5125550100',
    })
  })

  it("lists the client's jobs by type", async () => {
    const org = await createClientCompany(t.deps.db, uniq('Jobs Co'))
    await t.deps.db.insert(jobsTable).values([
      { organizationId: org, name: 'Open AE' },
      { organizationId: org, name: 'Closed AE', status: 'closed', closedDate: new Date().toISOString().slice(0, 10) },
      { organizationId: org, name: 'Deleted AE', deletedAt: new Date() },
    ])
    const names = async (q: string) =>
      (await call(p.recruiter, 'GET', `/api/client/${org}/jobs${q}`)).body.data.map((j: any) => j.name)
    expect(await names('')).toEqual(['Open AE'])
    expect(await names('?type=closed')).toEqual(['Closed AE'])
    expect((await names('?type=all')).sort()).toEqual(['Closed AE', 'Open AE'])
    expect(
      (await call(p.recruiter, 'GET', `/api/organizations/${org}/jobs?type=all&searchText=closed`)).body.data.map(
        (j: any) => j.name,
      ),
    ).toEqual(['Closed AE'])
    expect((await call(p.recruiter, 'GET', `/api/client/${org}/jobs?type=draft`)).status).toBe(422)
  })

  it('answers 404 for an organization that is not a client', async () => {
    const { createOrganization } = await import('../../testing/auth-helpers')
    const plain = await createOrganization(t.deps.db, uniq('Plain'))
    expect((await call(p.recruiter, 'GET', `/api/client/${plain}/details`)).status).toBe(404)
  })
})

describe('client account: status, settings, deletion', () => {
  it('changes the status (provider recruiters only), with an audit row', async () => {
    const org = await createClientCompany(t.deps.db, uniq('Status Co'))
    expect((await call(p.clientA, 'PATCH', `/api/client/${p.orgA}/status`, { isActive: false })).status).toBe(403)
    expect((await call(p.admin, 'PATCH', `/api/client/${org}/status`, { isActive: false })).status).toBe(403)
    const r = await call(p.recruiter, 'PATCH', `/api/client/${org}/status`, { isActive: false })
    expect(r.body.data.isActive).toBe(false)
    const audit = await t.deps.db.select().from(auditLogTable).where(eq(auditLogTable.entityId, org))
    expect(audit.map((a) => a.action)).toContain('changeStatus')
    expect(
      (await expectNothingWritten(p.recruiter, 'PATCH', `/api/client/${org}/status`, { isActive: 'no' })).error
        .details[0],
    ).toMatchObject({ path: 'isActive', rule: 'type' })
    expect(
      (await expectNothingWritten(p.recruiter, 'PATCH', `/api/client/${org}/status`, {})).error.details[0],
    ).toMatchObject({ path: 'isActive', rule: 'required' })
  })

  it.each([
    [{ companyType: 'huge' }, 'companyType', 'oneOf'],
    [{ feePercentage: 101 }, 'feePercentage', 'max'],
    [{ kickoffDate: '01/02/2024' }, 'kickoffDate', 'format'],
    [{ accountManagerId: 'x' }, 'accountManagerId', 'format'],
    [{ sourcingNotes: 'x'.repeat(32_001) }, 'sourcingNotes', 'maxLength'],
    [{ branchId: '00000000-0000-4000-8000-000000000000' }, 'branchId', 'unknownValue'],
    [{ colour: 'red' }, 'colour', 'unknownField'],
  ])('PUT client answers 422 for %j', async (body, path, rule) => {
    const r = await expectNothingWritten(p.recruiter, 'PUT', `/api/client/${p.orgA}`, body)
    expect(r.error.details[0]).toMatchObject({ path, rule })
  })

  it('refuses a client user as account manager', async () => {
    const r = await expectNothingWritten(p.recruiter, 'PUT', `/api/client/${p.orgA}`, {
      accountManagerId: p.clientA.user.id,
    })
    expect(r.error.details[0]).toMatchObject({ path: 'accountManagerId', rule: 'unknownValue' })
  })

  it('deletes a client without jobs; refuses one with jobs', async () => {
    const empty = await createClientCompany(t.deps.db, uniq('Empty Co'))
    const busy = await createClientCompany(t.deps.db, uniq('Busy Co'))
    await t.deps.db.insert(jobsTable).values({ organizationId: busy, name: 'AE' })
    const refused = await call(p.recruiter, 'DELETE', `/api/client/${busy}`)
    expect(refused.status).toBe(409)
    expect((await call(p.recruiter, 'DELETE', `/api/client/${empty}`)).body.data).toEqual({ id: empty, deleted: true })
    expect((await call(p.recruiter, 'GET', `/api/client/${empty}/details`)).status).toBe(404)
    expect((await call(p.clientA, 'DELETE', `/api/client/${p.orgA}`)).status).toBe(403)
  })
})

describe('client contacts', () => {
  it('lists contacts with activity counts, honouring daysFilter', async () => {
    const [job] = await t.deps.db.insert(jobsTable).values({ organizationId: p.orgA, name: 'Counted AE' }).returning()
    const [cand] = await t.deps.db.insert(candidatesTable).values({ firstName: 'Ann', lastName: 'Count' }).returning()
    const [cand2] = await t.deps.db.insert(candidatesTable).values({ firstName: 'Bob', lastName: 'Count' }).returning()
    const [row] = await t.deps.db
      .insert(jobCandidatesTable)
      .values({ jobId: job!.id, candidateId: cand!.id, stageType: 'shortlist' })
      .returning()
    const [row2] = await t.deps.db
      .insert(jobCandidatesTable)
      .values({ jobId: job!.id, candidateId: cand2!.id, stageType: 'shortlist' })
      .returning()
    const h = (jc: string, cid: string, action: string, daysAgo: number) => ({
      jobCandidateId: jc,
      jobId: job!.id,
      candidateId: cid,
      action: action as never,
      toStageType: 'shortlist' as const,
      toStageStatus: 'current' as const,
      actorId: p.clientA.user.id,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    })
    await t.deps.db
      .insert(jobCandidateHistoryTable)
      .values([
        h(row!.id, cand!.id, 'shortlist', 1),
        h(row2!.id, cand2!.id, 'shortlist', 40),
        h(row!.id, cand!.id, 'pitchOpportunity', 2),
        h(row!.id, cand!.id, 'scheduleInterview', 100),
      ])
    await t.deps.db
      .update(clientContactsTable)
      .set({ cardViews: 7, profileViews: 3, levelId })
      .where(eq(clientContactsTable.userId, p.clientA.user.id))
    const all = await call(p.recruiter, 'GET', `/api/client/${p.orgA}/user`)
    expect(all.status).toBe(200)
    const cara = all.body.data.find((c: any) => c.connectId === p.clientA.user.id)
    expect(cara).toMatchObject({
      email: { email: p.clientA.user.email },
      cardViews: 7,
      profileViews: 3,
      shortlistedCount: 2,
      opportunityPitchedCount: 1,
      interviewsCount: 1,
      level: { id: levelId },
      noLongerAtCompany: false,
      title: 'Recruiting Lead',
    })
    const recent = await call(p.recruiter, 'GET', `/api/client/${p.orgA}/user?daysFilter=30`)
    expect(recent.body.data.find((c: any) => c.connectId === p.clientA.user.id)).toMatchObject({
      shortlistedCount: 1,
      opportunityPitchedCount: 1,
      interviewsCount: 0,
    })
    const sorted = await call(p.clientA, 'GET', `/api/client/${p.orgA}/user?sortBy=cardViews&limit=1`)
    expect(sorted.body.data.map((c: any) => c.connectId)).toEqual([p.clientA.user.id])
    expect(sorted.body.meta.total).toBeGreaterThanOrEqual(2)
  })

  it('creates a contact as a new invited client user; the e-mail must be free', async () => {
    const email = `${uniq('new')}@acme.test`
    const r = await call(p.recruiter, 'POST', `/api/client/${p.orgA}/user`, {
      email,
      firstName: 'Nia',
      lastName: 'New',
      phone: '512 555 0101',
      title: 'VP Sales',
      levelId,
      canSource: true,
      linkedInProfileUrl: 'linkedin.com/in/nia',
    })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body.data).toMatchObject({
      email: { email },
      firstName: 'Nia',
      phone: '+15125550101',
      title: 'VP Sales',
      canSource: true,
      level: { id: levelId },
      owner: { id: p.recruiter.user.id },
      linkedInProfileUrl: 'https://linkedin.com/in/nia',
      lastLogin: null,
    })
    const [user] = await t.deps.db.select().from(usersTable).where(eq(usersTable.id, r.body.data.connectId))
    expect(user).toMatchObject({ userType: 'client', organizationId: p.orgA, clientSourcing: true, passwordHash: null })
    const taken = await call(p.recruiter, 'POST', `/api/client/${p.orgA}/user`, {
      email: email.toUpperCase(),
      firstName: 'Nia',
      lastName: 'Again',
    })
    expect(taken.status).toBe(409)
    expect(taken.body.error.message).toBe('User with this email address already exists.')
    // a client adds a colleague to its own company
    const colleague = await call(p.clientA, 'POST', `/api/client/${p.orgA}/user`, {
      email: `${uniq('col')}@acme.test`,
      firstName: 'Col',
      lastName: 'League',
    })
    expect(colleague.status).toBe(201)
    expect(colleague.body.data.owner).toBeNull()
  })

  it.each([
    [{ email: 'not-an-email', firstName: 'A', lastName: 'B' }, 'email', 'emailValidator'],
    [{ firstName: 'A', lastName: 'B' }, 'email', 'required'],
    [{ email: 'a@b.test', lastName: 'B' }, 'firstName', 'required'],
    [{ email: 'a@b.test', firstName: 'A<b>', lastName: 'B' }, 'firstName', 'invalidName'],
    [{ email: 'a@b.test', firstName: 'x'.repeat(101), lastName: 'B' }, 'firstName', 'maxLength'],
    [{ email: 'a@b.test', firstName: 'A', lastName: 'B', phone: 'call me' }, 'phone', 'format'],
    [
      { email: 'a@b.test', firstName: 'A', lastName: 'B', levelId: '00000000-0000-4000-8000-000000000000' },
      'levelId',
      'unknownValue',
    ],
    [{ email: 'a@b.test', firstName: 'A', lastName: 'B', cityId: 'atlantis' }, 'cityId', 'unknownValue'],
    [
      { email: 'a@b.test', firstName: 'A', lastName: 'B', ownerId: '00000000-0000-4000-8000-000000000000' },
      'ownerId',
      'unknownValue',
    ],
    [
      { email: 'a@b.test', firstName: 'A', lastName: 'B', linkedInProfileUrl: 'javascript:x' },
      'linkedInProfileUrl',
      'invalidUrl',
    ],
    [{ email: 'a@b.test', firstName: 'A', lastName: 'B', canSource: 'yes' }, 'canSource', 'type'],
    [{ email: 'a@b.test', firstName: 'A', lastName: 'B', role: 'boss' }, 'role', 'unknownField'],
  ])('POST client/{id}/user answers 422 for %j', async (body, path, rule) => {
    const r = await expectNothingWritten(p.recruiter, 'POST', `/api/client/${p.orgA}/user`, body)
    expect(r.error.details[0]).toMatchObject({ path, rule })
  })

  it('updates level, no longer at company and can source; hides former contacts by default', async () => {
    const email = `${uniq('upd')}@acme.test`
    const created = (
      await call(p.recruiter, 'POST', `/api/client/${p.orgA}/user`, { email, firstName: 'Uma', lastName: 'Update' })
    ).body.data
    const r = await call(p.recruiter, 'PATCH', `/api/client/${p.orgA}/user/${created.id}`, {
      levelId,
      noLongerAtCompany: true,
      canSource: true,
      firstName: 'Uma-Lee',
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data).toMatchObject({
      level: { id: levelId },
      noLongerAtCompany: true,
      canSource: true,
      firstName: 'Uma-Lee',
    })
    const visible = await call(p.recruiter, 'GET', `/api/client/${p.orgA}/user?limit=200`)
    expect(visible.body.data.map((c: any) => c.id)).not.toContain(created.id)
    const all = await call(p.recruiter, 'GET', `/api/client/${p.orgA}/user?limit=200&includeNoLongerAtCompany=true`)
    expect(all.body.data.map((c: any) => c.id)).toContain(created.id)
    expect(
      (
        await expectNothingWritten(p.recruiter, 'PATCH', `/api/client/${p.orgA}/user/${created.id}`, {
          noLongerAtCompany: 'y',
        })
      ).error.details[0],
    ).toMatchObject({ path: 'noLongerAtCompany', rule: 'type' })
    expect(
      (await call(p.clientA, 'PATCH', `/api/client/${p.orgA}/user/${created.id}`, { ownerId: p.recruiter.user.id }))
        .status,
    ).toBe(403)
    expect((await call(p.recruiter, 'PATCH', `/api/client/${p.orgB}/user/${created.id}`, { title: 'x' })).status).toBe(
      404,
    )
  })

  it.each([
    ['?daysFilter=0', 'query.daysFilter', 'min'],
    ['?daysFilter=10000', 'query.daysFilter', 'max'],
    ['?sortBy=salary', 'query.sortBy', 'oneOf'],
    ['?limit=0', 'query.limit', 'min'],
  ])('GET client/{id}/user answers 422 for %s', async (q, path, rule) => {
    const r = await expectNothingWritten(p.recruiter, 'GET', `/api/client/${p.orgA}/user${q}`, undefined)
    expect(r.error.details[0]).toMatchObject({ path, rule })
  })
})

describe('client notes', () => {
  it('provider staff add, list and change notes; the client itself may not read them', async () => {
    const added = await call(p.recruiter, 'POST', `/api/client/${p.orgA}/notes`, {
      body: 'Met the VP; wants 2 AEs by Q3',
    })
    expect(added.status).toBe(201)
    expect(added.body.data).toMatchObject({
      body: 'Met the VP; wants 2 AEs by Q3',
      author: { id: p.recruiter.user.id },
    })
    await call(p.recruiter2, 'POST', `/api/client/${p.orgA}/notes`, {
      body: 'Second note',
      bodyHtml: '<p>Second note</p>',
    })
    const listed = await call(p.admin, 'GET', `/api/client/${p.orgA}/notes`)
    expect(listed.body.data.map((n: any) => n.body)).toEqual(['Second note', 'Met the VP; wants 2 AEs by Q3'])
    const changed = await call(p.recruiter, 'PUT', `/api/client/${p.orgA}/notes/${added.body.data.id}`, {
      body: 'Edited',
    })
    expect(changed.body.data.body).toBe('Edited')
    expect((await call(p.clientA, 'GET', `/api/client/${p.orgA}/notes`)).status).toBe(403)
    expect((await call(p.clientA, 'POST', `/api/client/${p.orgA}/notes`, { body: 'x' })).status).toBe(403)
    expect((await call(p.admin, 'POST', `/api/client/${p.orgA}/notes`, { body: 'x' })).status).toBe(403)
    expect(
      (await call(p.recruiter, 'PUT', `/api/client/${p.orgB}/notes/${added.body.data.id}`, { body: 'x' })).status,
    ).toBe(404)
  })

  it.each([
    [{}, 'body', 'required'],
    [{ body: '   ' }, 'body', 'minLength'],
    [{ body: 'x'.repeat(4001) }, 'body', 'maxLength'],
    [{ body: 'ok', bodyHtml: 'x'.repeat(50_001) }, 'bodyHtml', 'maxLength'],
    [{ body: 'ok', pinned: true }, 'pinned', 'unknownField'],
  ])('POST notes answers 422 for %j', async (body, path, rule) => {
    const r = await expectNothingWritten(p.recruiter, 'POST', `/api/client/${p.orgA}/notes`, body)
    expect(r.error.details[0]).toMatchObject({ path, rule })
  })
})

describe('PATCH /api/client/hide-client-modal', () => {
  it('clears the flag for the client user', async () => {
    await t.deps.db
      .update(usersTable)
      .set({ showClientInboundHiringModal: true })
      .where(eq(usersTable.id, p.clientA.user.id))
    const r = await call(p.clientA, 'PATCH', '/api/client/hide-client-modal')
    expect(r.body.data).toEqual({ showClientInboundHiringModal: false })
    const [u] = await t.deps.db.select().from(usersTable).where(eq(usersTable.id, p.clientA.user.id))
    expect(u!.showClientInboundHiringModal).toBe(false)
    expect((await call(p.recruiter, 'PATCH', '/api/client/hide-client-modal')).status).toBe(403)
    expect((await call(p.clientA, 'PATCH', '/api/client/hide-client-modal', { extra: 1 })).status).toBe(200)
  })
})

describe("tenancy: a client never reads or changes another client's contacts, notes or account", () => {
  it('answers 404 to the other client on every client route', async () => {
    const own = async () => p.orgA
    await expectCrossTenant404(t, {
      owner: p.clientA,
      intruders: [p.clientB],
      routes: [
        { name: 'details', create: own, request: (id) => ({ method: 'GET', path: `/api/client/${id}/details` }) },
        { name: 'profile', create: own, request: (id) => ({ method: 'GET', path: `/api/client/${id}/profile` }) },
        { name: 'jobs', create: own, request: (id) => ({ method: 'GET', path: `/api/client/${id}/jobs` }) },
        {
          name: 'organization jobs',
          create: own,
          request: (id) => ({ method: 'GET', path: `/api/organizations/${id}/jobs` }),
        },
        { name: 'contacts', create: own, request: (id) => ({ method: 'GET', path: `/api/client/${id}/user` }) },
        {
          name: 'add contact',
          create: own,
          request: (id) => ({
            method: 'POST',
            path: `/api/client/${id}/user`,
            json: { email: `${uniq('x')}@x.test`, firstName: 'X', lastName: 'Y' },
          }),
          ownerStatus: 201,
        },
        { name: 'favourite', create: own, request: (id) => ({ method: 'PUT', path: `/api/client/${id}/favorite` }) },
      ],
    })
  })

  it("answers 404 for another client's contact and notes, which staff can read", async () => {
    const contact = async () =>
      (
        await call(p.recruiter, 'POST', `/api/client/${p.orgA}/user`, {
          email: `${uniq('c')}@acme.test`,
          firstName: 'Tim',
          lastName: 'Tenant',
        })
      ).body.data.id as string
    await expectCrossTenant404(t, {
      owner: p.recruiter,
      intruders: [p.clientB],
      routes: [
        {
          name: 'read notes',
          create: async () => p.orgA,
          request: (id) => ({ method: 'GET', path: `/api/client/${id}/notes` }),
        },
        {
          name: 'add note',
          create: async () => p.orgA,
          request: (id) => ({ method: 'POST', path: `/api/client/${id}/notes`, json: { body: 'mine' } }),
          ownerStatus: 201,
        },
        {
          name: 'change note',
          create: async () =>
            (await call(p.recruiter, 'POST', `/api/client/${p.orgA}/notes`, { body: 'n' })).body.data.id,
          request: (id) => ({ method: 'PUT', path: `/api/client/${p.orgA}/notes/${id}`, json: { body: 'taken' } }),
        },
        {
          name: 'change contact',
          create: contact,
          request: (id) => ({ method: 'PATCH', path: `/api/client/${p.orgA}/user/${id}`, json: { title: 'Hacked' } }),
        },
        {
          name: 'status',
          create: async () => p.orgA,
          request: (id) => ({ method: 'PATCH', path: `/api/client/${id}/status`, json: { isActive: true } }),
        },
        {
          name: 'account',
          create: async () => p.orgA,
          request: (id) => ({ method: 'PUT', path: `/api/client/${id}`, json: { feePercentage: 18 } }),
        },
      ],
    })
  })
})

describe('bad input on every clients route writes nothing', () => {
  it.each([
    ['GET', '/api/client/nope/details', undefined],
    ['GET', '/api/client/nope/profile', undefined],
    ['GET', '/api/client/nope/jobs', undefined],
    ['GET', '/api/organizations/nope/jobs', undefined],
    ['PATCH', '/api/client/nope/status', { isActive: true }],
    ['PUT', '/api/client/nope', {}],
    ['DELETE', '/api/client/nope', undefined],
    ['PUT', '/api/client/nope/favorite', undefined],
    ['DELETE', '/api/client/nope/favorite', undefined],
    ['GET', '/api/client/nope/user', undefined],
    ['POST', '/api/client/nope/user', { email: 'a@b.test', firstName: 'A', lastName: 'B' }],
    ['PATCH', '/api/client/nope/user/nope', {}],
    ['GET', '/api/client/nope/notes', undefined],
    ['POST', '/api/client/nope/notes', { body: 'x' }],
    ['PUT', '/api/client/nope/notes/nope', { body: 'x' }],
    ['GET', '/api/client-executive-report/nope/executive-summary', undefined],
    ['GET', '/api/client-executive-report/nope/role-specific-metrics', undefined],
    ['GET', '/api/client-executive-report/nope/rejection-reasons', undefined],
  ])('%s %s -> 422', async (method, path, body) => {
    await expectNothingWritten(p.recruiter, method, path, body)
  })
})
