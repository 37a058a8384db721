/**
 * Search over HTTP on this file's own database: generated candidates, two client tenants with a
 * job each, candidates submitted (or not) to them; signed-in users are stood in for by a test
 * authenticator (header x-test-user).
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from '../../db/client'
import {
  atsCandidateLinksTable,
  atsConnectionsTable,
  candidateDemographicsTable,
  candidatesTable,
  jobCandidatesTable,
  jobsTable,
  organizationsTable,
  outboxEventsTable,
  usersTable,
  workExperienceDetailsTable,
  workExperiencesTable,
} from '../../db/schema'
import { generateCandidates } from '../../db/seed/demo/generate-candidates'
import { insertCandidateBundles, seedEmployerOrganizations } from '../../db/seed/demo/insert'
import { lov } from '../../db/seed/demo/lov'
import { runOutboxOnce } from '../../jobs/outbox-worker'
import type { Actor } from '../../plugins/auth'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { JOB_MATCHING_TOPIC, jobMatchingHandler, searchSyncWithMatching } from './job-matching'
import { searchFor } from './search-engine'
import { enqueueSearchSync, SEARCH_SYNC_TOPIC, searchSyncHandler } from './sync'

let t: TestApp
const actors = new Map<string, Actor>()
const ids = { acme: '', globex: '', jobA: '', jobB: '' }
let cands: { id: string; firstName: string; lastName: string }[] = []
let woman = ''
let race = ''

const actor = (name: string, a: Partial<Actor> & Pick<Actor, 'userId' | 'userType'>): Actor => {
  const full: Actor = { organizationId: null, candidateId: null, roles: [], permissions: [], sessionId: null, ...a }
  actors.set(name, full)
  return full
}

async function call(who: string | null, method: string, path: string, json?: unknown) {
  const res = await t.request(path, {
    method,
    headers: who ? { 'x-test-user': who } : {},
    ...(json !== undefined ? { json } : {}),
  })
  return { status: res.status, body: (await res.json()) as any }
}
const searchAs = (who: string, body: unknown = {}, query = '') =>
  call(who, 'POST', `/api/candidates/search${query}`, body)
const names = (body: any) => body.data.map((c: any) => c.fullName)

beforeAll(async () => {
  t = await createTestApp({ authenticate: async (req) => actors.get(req.headers.get('x-test-user') ?? '') ?? null })
  const db = t.database.db
  const user = async (
    email: string,
    userType: 'staff' | 'client' | 'candidate',
    organizationId: string | null = null,
  ) => {
    const [row] = await db
      .insert(usersTable)
      .values({ email, userType, firstName: email.split('@')[0]!, lastName: 'Test', organizationId })
      .returning()
    return row!.id
  }
  const [acme] = await db.insert(organizationsTable).values({ name: 'Acme Cloud' }).returning()
  const [globex] = await db.insert(organizationsTable).values({ name: 'Globex Data' }).returning()
  ids.acme = acme!.id
  ids.globex = globex!.id
  actor('recruiter', {
    userId: await user('recruiter@test.example', 'staff'),
    userType: 'staff',
    roles: ['internal-recruiter'],
    permissions: ['recruiter'],
  })
  actor('recruiter2', {
    userId: await user('recruiter2@test.example', 'staff'),
    userType: 'staff',
    roles: ['internal-recruiter'],
    permissions: ['recruiter'],
  })
  actor('admin', {
    userId: await user('admin@test.example', 'staff'),
    userType: 'staff',
    roles: ['administrator'],
    permissions: ['demographic-filter', 'manage-users'],
  })
  actor('clientA', {
    userId: await user('a@acme.example', 'client', ids.acme),
    userType: 'client',
    organizationId: ids.acme,
    roles: ['client-recruiter'],
    permissions: ['client-recruiter'],
  })
  actor('clientB', {
    userId: await user('b@globex.example', 'client', ids.globex),
    userType: 'client',
    organizationId: ids.globex,
    roles: ['client-recruiter'],
    permissions: ['client-recruiter'],
  })
  actor('basicA', {
    userId: await user('basic@acme.example', 'client', ids.acme),
    userType: 'client',
    organizationId: ids.acme,
    roles: ['client-recruiter-basic'],
    permissions: ['client-recruiter-basic'],
  })
  actor('candidate', {
    userId: await user('cand@test.example', 'candidate'),
    userType: 'candidate',
    roles: ['candidate'],
    permissions: ['candidate'],
  })

  await seedEmployerOrganizations(db)
  const bundles = [...generateCandidates({ seed: 'search-routes', count: 40, asOf: new Date('2026-06-01T00:00:00Z') })]
  await insertCandidateBundles(db, bundles)
  await db.delete(candidateDemographicsTable)
  cands = bundles.map((b) => ({
    id: b.candidate.id,
    firstName: b.candidate.firstName,
    lastName: b.candidate.lastName ?? '',
  }))
  // recognisable people for the assertions
  const rename = async (
    i: number,
    firstName: string,
    lastName: string,
    extra: Partial<typeof candidatesTable.$inferInsert> = {},
  ) => {
    await db
      .update(candidatesTable)
      .set({ firstName, lastName, searchStatus: 'activelySearching', ...extra })
      .where(eq(candidatesTable.id, cands[i]!.id))
    cands[i] = { id: cands[i]!.id, firstName, lastName }
  }
  await rename(0, 'Samantha', 'Quillfeather')
  await rename(1, 'Oliver', 'Offmarket', { searchStatus: 'offTheMarket' })
  await rename(2, 'Gloria', 'Globexian')
  await rename(3, 'Shelby', 'Shortlisted')
  await rename(4, 'Rémy', 'Removed')
  await rename(5, 'Dora', 'Deleted', { toBeDeletedAt: new Date() })
  // a made-up word in one person's titles and another's employers (fielded Boolean words)
  await db
    .update(workExperiencesTable)
    .set({ title: 'Zorblat Director' })
    .where(eq(workExperiencesTable.candidateId, cands[0]!.id))
  await db
    .update(workExperiencesTable)
    .set({ companyName: 'Zorblat Labs', organizationId: null }) // the typed name, not an employer's
    .where(eq(workExperiencesTable.candidateId, cands[2]!.id))

  const [jobA] = await db
    .insert(jobsTable)
    .values({ organizationId: ids.acme, name: 'Enterprise Account Executive' })
    .returning()
  const [jobB] = await db
    .insert(jobsTable)
    .values({ organizationId: ids.globex, name: 'Mid-Market Account Executive' })
    .returning()
  ids.jobA = jobA!.id
  ids.jobB = jobB!.id
  const submitted = { stageType: 'submittal' as const, isSubmittedToClient: true }
  await db.insert(jobCandidatesTable).values([
    { jobId: ids.jobA, candidateId: cands[0]!.id, ...submitted },
    { jobId: ids.jobA, candidateId: cands[1]!.id, ...submitted },
    { jobId: ids.jobB, candidateId: cands[2]!.id, ...submitted },
    { jobId: ids.jobA, candidateId: cands[3]!.id, stageType: 'shortlist' },
    { jobId: ids.jobA, candidateId: cands[4]!.id, ...submitted, removedAt: new Date() },
    { jobId: ids.jobA, candidateId: cands[5]!.id, ...submitted },
  ])

  // demographics (never indexed): one candidate of one race; five women
  race = lov('race', 'asian')
  woman = lov('genderIdentity', 'woman')
  await db
    .insert(candidateDemographicsTable)
    .values([
      { candidateId: cands[10]!.id, raceIds: [race] },
      ...[11, 12, 13, 14, 15].map((i) => ({ candidateId: cands[i]!.id, genderIdentityId: woman })),
    ])

  const search = searchFor(t.deps)
  for (const index of ['candidates', 'jobs', 'clients', 'organizations'] as const) await search.sync.reindex(index)
})
afterAll(() => t?.close())

describe('POST /api/candidates/search (provider staff)', () => {
  it('finds a candidate by name, best match first, with recruiter fields', async () => {
    const { status, body } = await searchAs('recruiter', { searchText: 'Samantha Quillfeather' })
    expect(status).toBe(200)
    expect(body.data[0]).toMatchObject({
      candidateId: cands[0]!.id,
      fullName: 'Samantha Quillfeather',
      isAnonymized: false,
    })
    expect(body.data[0].email).toContain('@')
    expect(body.data[0].score).toEqual(expect.any(Number))
    expect(body.meta).toMatchObject({ offset: 0, limit: 25, totalIsExact: true, sortBy: 'bestMatch' })
  })

  it('shows the headline sales figures on the card (shared salesEvidence words)', async () => {
    const id = cands[0]!.id
    const roles = await t.deps.db
      .select({ id: workExperiencesTable.id })
      .from(workExperiencesTable)
      .where(eq(workExperiencesTable.candidateId, id))
    await t.deps.db
      .insert(workExperienceDetailsTable)
      .values(roles.map((r) => ({ workExperienceId: r.id, quotaAttainment: 137, teamSize: 6 })))
      .onConflictDoUpdate({
        target: workExperienceDetailsTable.workExperienceId,
        set: { quotaAttainment: 137, teamSize: 6, presidentsClub: null, averageDealSizeId: null },
      })
    const { body } = await searchAs('recruiter', { searchText: 'Samantha Quillfeather' })
    expect(body.data[0].salesFigures).toEqual([
      { key: 'quotaAttainment', label: 'Quota attainment', value: '137%' },
      { key: 'teamSize', label: 'Team size', value: '6' },
    ])
  })

  it('takes the figures from the headline role, not the best one of an older role (issue 37)', async () => {
    const id = cands[0]!.id
    const [older] = await t.deps.db
      .insert(workExperiencesTable)
      .values({
        candidateId: id,
        title: 'SMB Account Executive',
        companyName: 'Smallco',
        fromDate: '2009-01-01',
        toDate: '2011-01-01',
        isCurrent: false,
      })
      .returning({ id: workExperiencesTable.id })
    await t.deps.db.insert(workExperienceDetailsTable).values({ workExperienceId: older!.id, quotaAttainment: 165 })
    const { body } = await searchAs('recruiter', { searchText: 'Samantha Quillfeather' })
    expect(body.data[0].salesFigures.map((f: { value: string }) => f.value)).toEqual(['137%', '6'])
    expect(body.data[0].salesFiguresRole).not.toBeNull()
    expect(body.data[0].salesFiguresRole.title).not.toBe('SMB Account Executive')
    await t.deps.db.delete(workExperiencesTable).where(eq(workExperiencesTable.id, older!.id))
  })

  it('understands Boolean queries: OR, NOT, phrases and groups', async () => {
    const found = async (searchText: string) => names((await searchAs('recruiter', { searchText })).body).sort()
    expect(await found('Samantha OR Globexian')).toEqual(['Gloria Globexian', 'Samantha Quillfeather'])
    expect(await found('Samantha, Gloria')).toEqual(['Gloria Globexian', 'Samantha Quillfeather'])
    expect(await found('(Samantha OR Gloria) -Globexian')).toEqual(['Samantha Quillfeather'])
    expect(await found('"Samantha Quillfeather"')).toEqual(['Samantha Quillfeather'])
    expect(await found('"Quillfeather Samantha"')).toEqual([])
  })

  it('looks fielded words up in their own fields only, with exact totals', async () => {
    const found = async (searchText: string) => {
      const { status, body } = await searchAs('recruiter', { searchText })
      expect(status).toBe(200)
      return [names(body).sort(), body.meta.total, body.meta.totalIsExact]
    }
    expect(await found('zorblat')).toEqual([['Gloria Globexian', 'Samantha Quillfeather'], 2, true])
    expect(await found('title:zorblat')).toEqual([['Samantha Quillfeather'], 1, true])
    expect(await found('company:zorblat')).toEqual([['Gloria Globexian'], 1, true])
    expect(await found('zorblat -title:zorblat')).toEqual([['Gloria Globexian'], 1, true])
    expect(await found('skill:zorblat OR school:zorblat')).toEqual([[], 0, true])
  })

  it('answers 422 with the position when the query does not parse', async () => {
    const { status, body } = await searchAs('recruiter', { searchText: 'Samantha (Quillfeather' })
    expect(status).toBe(422)
    expect(body.error.details).toEqual([
      { path: 'searchText', rule: 'searchQuery', message: 'This parenthesis is never closed: add a )' },
    ])
    expect(body.error.meta).toEqual({ field: 'searchText', position: 9 })
    const keywords = await searchAs('recruiter', {
      filterItems: [{ key: 'keywords', selectedFilterOptions: ['gong OR'] }],
    })
    expect(keywords.status).toBe(422)
    expect(keywords.body.error.details[0].path).toBe('filterItems.0.selectedFilterOptions.0')
    const global = await call('recruiter', 'GET', '/api/search?searchText=%22account')
    expect(global.status).toBe(422)
    expect(global.body.error.meta).toEqual({ field: 'searchText', position: 0 })
  })

  it('tolerates a misspelt name', async () => {
    const { body } = await searchAs('recruiter', { searchText: 'Quilfeather' })
    expect(body.data.map((c: any) => c.candidateId)).toContain(cands[0]!.id)
  })

  it('leaves out candidates marked for deletion, keeps off-the-market ones for staff', async () => {
    expect((await searchAs('recruiter', { searchText: 'Deleted' })).body.data).toEqual([])
    expect(names((await searchAs('recruiter', { searchText: 'Offmarket' })).body)).toEqual(['Oliver Offmarket'])
  })

  it('filters and counts like the database does', async () => {
    const db = t.database.db
    const active = await db
      .select({ id: candidatesTable.id })
      .from(candidatesTable)
      .where(eq(candidatesTable.searchStatus, 'activelySearching'))
    const alive = active.filter((c) => c.id !== cands[5]!.id)
    const { body } = await searchAs(
      'recruiter',
      {
        filterItems: [{ key: 'searchStatus', selectedFilterOptions: ['activelySearching'] }],
        facets: ['searchStatus', 'skills'],
      },
      '?limit=5',
    )
    expect(body.meta.total).toBe(alive.length)
    expect(body.data).toHaveLength(5)
    expect(body.meta.facets.searchStatus).toEqual([
      { value: 'activelySearching', label: 'Actively Searching', count: alive.length },
    ])
    expect(body.meta.facets.skills.length).toBeGreaterThan(0)
    expect(body.meta.facets.skills[0]).toMatchObject({ label: expect.any(String), count: expect.any(Number) })
  })

  it('sorts alphabetically and by date added', async () => {
    const az = await searchAs('recruiter', {}, '?sortBy=alphabetical&limit=200')
    const list = names(az.body).map((n: string) => n.toLowerCase())
    expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b)))
    const newest = await searchAs('recruiter', {}, '?sortBy=dateAdded&limit=200')
    const dates = newest.body.data.map((c: any) => c.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('finds the candidates shortlisted in a job', async () => {
    const { body } = await searchAs('recruiter', {
      filterItems: [{ key: 'shortlistedInJob', selectedFilterOptions: [ids.jobA] }],
    })
    expect(names(body)).toEqual(['Shelby Shortlisted'])
  })

  it('the card shows days on market, Shortlisted, Hidden and the ATS state; a client only its own', async () => {
    const db = t.deps.db
    const gloria = cands[2]!.id
    // hidden in Acme's job (a client of Globex must not learn it); linked in Globex's ATS
    await db.insert(jobCandidatesTable).values({ jobId: ids.jobA, candidateId: gloria, stageType: 'hidden' })
    const [conn] = await db
      .insert(atsConnectionsTable)
      .values({ organizationId: ids.globex, provider: 'greenhouse', apiKeyEncrypted: 'x' })
      .returning()
    await db.insert(atsCandidateLinksTable).values({
      candidateId: gloria,
      connectionId: conn!.id,
      externalCandidateId: 'gh-1',
      status: 'active',
      stage: 'Phone screen',
    })
    const changed = new Date(Date.now() - 12 * 86_400_000 - 3_600_000)
    await db.update(candidatesTable).set({ searchStatusChangedAt: changed }).where(eq(candidatesTable.id, gloria))

    const card = async (who: string, text: string) =>
      (await searchAs(who, { searchText: text })).body.data.find((c: any) => c.fullName === text)
    expect(await card('recruiter', 'Gloria Globexian')).toMatchObject({
      daysOnMarket: 12,
      isShortListed: false,
      isHidden: true,
      ats: { provider: 'greenhouse', status: 'active', stage: 'Phone screen', isActive: true, isDisconnected: false },
    })
    expect(await card('recruiter', 'Shelby Shortlisted')).toMatchObject({
      isShortListed: true,
      isHidden: false,
      ats: null,
    })
    expect((await card('recruiter', 'Oliver Offmarket')).daysOnMarket).toBeNull()
    expect(await card('clientB', 'Gloria Globexian')).toMatchObject({
      isHidden: false,
      ats: { provider: 'greenhouse' },
    })
  })

  it('filters by distance from a city', async () => {
    const { body } = await searchAs('recruiter', {
      filterItems: [
        {
          key: 'location',
          selectedFilterOptions: [{ cityId: 'US-NY-new-york' }],
          additionalInformation: { withinMiles: 25 },
        },
      ],
      facets: ['states'],
    })
    const states = body.meta.facets.states.map((s: any) => s.value)
    expect(states.every((s: string) => ['US-NY', 'US-NJ', 'US-CT'].includes(s))).toBe(true)
  })
})

describe('what client users can find', () => {
  it('only candidates submitted to their own jobs: not another tenant’s, not off the market, not withdrawn', async () => {
    const { status, body } = await searchAs('clientA', {}, '?limit=200')
    expect(status).toBe(200)
    expect(names(body)).toEqual(['Samantha Quillfeather'])
    expect(body.meta.total).toBe(1)
    expect(body.data[0].leadStatus).toBeNull()
    expect(body.data[0].owner).toBeNull()
    for (const text of ['Gloria Globexian', 'Oliver Offmarket', 'Shelby Shortlisted', 'Rémy Removed', 'Dora Deleted']) {
      expect((await searchAs('clientA', { searchText: text })).body.data).toEqual([])
    }
    expect(names((await searchAs('clientB', {})).body)).toEqual(['Gloria Globexian'])
  })

  it('most popular options count only the candidates the client may find', async () => {
    const { body } = await call('clientA', 'POST', '/api/search/most-popular-options', {
      mostPopularOptionKeys: ['skills'],
    })
    expect(body.data.skills.options.length).toBeGreaterThan(0)
    expect(body.data.skills.options.every((o: { count: number }) => o.count === 1)).toBe(true)
  })

  it('an off-the-market filter finds nothing for a client', async () => {
    const { body } = await searchAs('clientA', {
      filterItems: [{ key: 'searchStatus', selectedFilterOptions: ['offTheMarket'] }],
    })
    expect(body.meta.total).toBe(0)
  })

  it('anti-bias mode hides who the candidate is, and names cannot be searched', async () => {
    const { body } = await searchAs('clientA', { isAntiBiasMode: true })
    expect(body.data[0]).toMatchObject({
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      linkedInProfileUrl: null,
      isAnonymized: true,
    })
    expect(body.data[0].fullName).toMatch(/^Candidate [0-9A-F]{6}$/)
    expect((await searchAs('clientA', { searchText: 'Samantha', isAntiBiasMode: true })).body.data).toEqual([])
  })

  it('recruiter-only filters and facets are refused', async () => {
    const lead = await searchAs('clientA', {
      filterItems: [{ key: 'leadStatus', selectedFilterOptions: [lov('leadStatus', 'accepted')] }],
    })
    expect(lead.status).toBe(403)
    expect((await searchAs('clientA', { facets: ['owner'] })).status).toBe(403)
  })

  it('global search: their jobs and candidates only; never clients or organizations', async () => {
    const own = await call('clientA', 'GET', '/api/search?searchText=Samantha')
    expect(own.status).toBe(200)
    expect(Object.keys(own.body.data).sort()).toEqual(['candidate', 'job'])
    expect(own.body.data.candidate.records.map((r: any) => r.id)).toEqual([cands[0]!.id])
    const other = await call(
      'clientA',
      'GET',
      '/api/search?searchText=Gloria%20Globexian&searchEntities=candidate,client,organization',
    )
    expect(other.body.data).toEqual({ candidate: { records: [], totalRecords: 0, offset: 0 } })
    const jobs = await call('clientA', 'GET', '/api/search?searchText=account%20executive&searchEntities=job')
    expect(jobs.body.data.job.records.map((r: any) => r.id)).toEqual([ids.jobA])
  })
})

describe('global search for provider staff', () => {
  it('answers records, totalRecords and offset per entity', async () => {
    const { status, body } = await call('recruiter', 'GET', '/api/search?searchText=globex&limit=5')
    expect(status).toBe(200)
    expect(Object.keys(body.data).sort()).toEqual(['candidate', 'client', 'job', 'organization'])
    expect(body.data.organization.records.map((r: any) => r.name)).toContain('Globex Data')
    expect(body.data.job.records.map((r: any) => r.id)).toEqual([ids.jobB])
    expect(body.data.candidate.records.map((r: any) => r.name)).toEqual(['Gloria Globexian'])
    expect(body.data.organization).toMatchObject({ offset: 0, totalRecords: expect.any(Number) })
  })
})

describe('access and validation', () => {
  it('refuses candidates and anonymous callers', async () => {
    expect((await searchAs('candidate', {})).status).toBe(403)
    expect((await call(null, 'POST', '/api/candidates/search', {})).status).toBe(401)
    expect((await call('candidate', 'GET', '/api/search?searchText=x')).status).toBe(403)
  })

  it('refuses a basic client recruiter: no candidate list (with pay) even for its own company', async () => {
    expect((await searchAs('clientA', {})).status).toBe(200)
    const basic = await searchAs('basicA', {}, '?limit=200')
    expect(basic.status).toBe(403)
    expect(basic.body.data).toBeUndefined()
    expect((await call('basicA', 'GET', '/api/search?searchText=Samantha')).status).toBe(403)
  })

  it('global search names a bad entity', async () => {
    const { status, body } = await call('recruiter', 'GET', '/api/search?searchText=x&searchEntities=candidate,planet')
    expect(status).toBe(422)
    expect(body.error.details[0].path).toContain('searchEntities')
  })

  it('names the field and rule of a bad filter', async () => {
    const tooMuch = await searchAs('recruiter', {
      filterItems: [{ key: 'baseSalary', selectedFilterOptions: [{ comparison: 'lessThan', value: 1000 }] }],
    })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.error.details[0]).toMatchObject({ rule: 'max' })
    const backwards = await searchAs('recruiter', {
      filterItems: [{ key: 'ote', selectedFilterOptions: [{ comparison: 'between', from: 200, to: 100 }] }],
    })
    expect(backwards.status).toBe(422)
    expect(backwards.body.error.details[0]).toMatchObject({ rule: 'notLessThan' })
    const days = await searchAs('recruiter', {
      filterItems: [{ key: 'lastTouch', selectedFilterOptions: [{ comparison: 'lessThan', value: 10000 }] }],
    })
    expect(days.status).toBe(422)
    const places = Array.from({ length: 16 }, () => ({ stateId: 'US-TX' }))
    const many = await searchAs('recruiter', { filterItems: [{ key: 'location', selectedFilterOptions: places }] })
    expect(many.status).toBe(422)
    expect(many.body.error.details[0]).toMatchObject({ rule: 'maxLength' })
    const miles = await searchAs('recruiter', {
      filterItems: [
        { key: 'location', selectedFilterOptions: [{ stateId: 'US-TX' }], additionalInformation: { withinMiles: 30 } },
      ],
    })
    expect(miles.status).toBe(422)
    const none = await searchAs('recruiter', { filterItems: [{ key: 'location', selectedFilterOptions: [] }] })
    expect(none.body.error.details[0].message).toBe('At least 1 location must be selected.')
    const unknown = await searchAs('recruiter', { filterItems: [{ key: 'shoeSize', selectedFilterOptions: [42] }] })
    expect(unknown.status).toBe(422)
  })
})

describe('demographic filters', () => {
  it('need the demographic-filter permission', async () => {
    const { status, body } = await searchAs('recruiter', {
      filterItems: [{ key: 'genderIdentity', selectedFilterOptions: [woman] }],
    })
    expect(status).toBe(403)
    expect(body.error.message).toBe('You are not authorize')
  })

  it('work with it, answered from the database', async () => {
    const { status, body } = await searchAs('admin', {
      filterItems: [{ key: 'genderIdentity', selectedFilterOptions: [woman] }],
    })
    expect(status).toBe(200)
    expect(body.data.map((c: any) => c.candidateId).sort()).toEqual(
      [11, 12, 13, 14, 15].map((i) => cands[i]!.id).sort(),
    )
  })

  it('must leave at least 4 candidates', async () => {
    const { status, body } = await searchAs('admin', { filterItems: [{ key: 'race', selectedFilterOptions: [race] }] })
    expect(status).toBe(422)
    expect(body.error.details[0].rule).toBe('minCandidatesToFilter')
  })

  it('are never in an index document', async () => {
    const search = searchFor(t.deps)
    const result = await search.engine.search('candidates', {
      filter: { type: 'ids', ids: [cands[11]!.id] },
      limit: 1,
      offset: 0,
    })
    expect(JSON.stringify(result.hits[0]!.document)).not.toContain(woman)
  })
})

describe('saved filters', () => {
  const skills = [{ key: 'skills', selectedFilterOptions: [lov('skill', 'salesforce')] }]
  let savedId = ''

  it('saves, refuses the same name again, and refuses an empty filter', async () => {
    const saved = await call('recruiter', 'POST', '/api/search/filter', {
      displayName: 'SFDC people',
      filterItems: skills,
      isPublic: true,
    })
    expect(saved.status).toBe(201)
    expect(saved.body.data).toMatchObject({
      displayName: 'SFDC people',
      isPublic: true,
      isEditable: true,
      isOwner: true,
      groupName: 'candidates',
    })
    savedId = saved.body.data.id
    const again = await call('recruiter', 'POST', '/api/search/filter', {
      displayName: 'sfdc PEOPLE',
      filterItems: skills,
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('Filter already exists')
    const empty = await call('recruiter', 'POST', '/api/search/filter', { displayName: 'Nothing', filterItems: [] })
    expect(empty.status).toBe(422)
    expect(empty.body.error.message).toBe('Please add some filters first')
    const bad = await call('recruiter', 'POST', '/api/search/filter', {
      displayName: 'Bad',
      filterItems: [{ key: 'ote', selectedFilterOptions: [{ comparison: 'lessThan', value: 5000 }] }],
    })
    expect(bad.status).toBe(422)
  })

  it('shows public filters to the same side only; only the owner deletes', async () => {
    const mine = await call('recruiter', 'GET', '/api/search/saved-filters')
    expect(mine.body.data.map((f: any) => f.id)).toContain(savedId)
    const colleague = await call('recruiter2', 'GET', '/api/search/saved-filters?groupName=candidates')
    expect(colleague.body.data.find((f: any) => f.id === savedId)).toMatchObject({ isOwner: false, canEdit: true })
    const client = await call('clientA', 'GET', '/api/search/saved-filters')
    expect(client.body.data).toEqual([])
    expect((await call('clientA', 'DELETE', `/api/search/saved-filter/${savedId}`)).status).toBe(404)
    expect((await call('recruiter2', 'DELETE', `/api/search/saved-filter/${savedId}`)).status).toBe(403)
    const renamed = await call('recruiter2', 'PUT', `/api/search/saved-filter/${savedId}`, {
      displayName: 'Salesforce people',
      filterItems: skills,
      isPublic: false,
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({ displayName: 'Salesforce people', isPublic: true })
    expect((await call('recruiter', 'DELETE', `/api/search/saved-filter/${savedId}`)).status).toBe(200)
    expect((await call('recruiter', 'GET', '/api/search/saved-filters')).body.data).toEqual([])
  })

  it('most popular options: common values among candidates, or from one’s own filters', async () => {
    const global = await call('recruiter', 'POST', '/api/search/most-popular-options', {
      mostPopularOptionKeys: ['skills', 'positions'],
    })
    expect(global.status).toBe(200)
    expect(global.body.data.skills.groupLabel).toBe('Frequently Used')
    expect(global.body.data.skills.options.length).toBeGreaterThan(0)
    expect(global.body.data.skills.options[0]).toMatchObject({ label: expect.any(String), count: expect.any(Number) })
    await call('recruiter', 'POST', '/api/search/filter', { displayName: 'Mine', filterItems: skills })
    const own = await call('recruiter', 'POST', '/api/search/most-popular-options', {
      mostPopularOptionKeys: ['skills'],
      global: false,
    })
    expect(own.body.data.skills.options).toEqual([{ value: lov('skill', 'salesforce'), label: 'Salesforce', count: 1 }])
  })
})

describe('filter definitions', () => {
  it('gives recruiters the internal filters, admins the demographic ones, clients neither', async () => {
    const keys = async (who: string) =>
      (await call(who, 'GET', '/api/search/filters?groupName=candidates')).body.data.map((d: any) => d.key)
    const recruiter = await keys('recruiter')
    expect(recruiter).toEqual(expect.arrayContaining(['leadStatus', 'owner', 'shortlistedInJob', 'baseSalary']))
    expect(recruiter).not.toContain('race')
    expect(await keys('admin')).toContain('race')
    const client = await keys('clientA')
    expect(client).not.toContain('leadStatus')
    expect(client).not.toContain('shortlistedInJob')
    const titles = (await call('clientA', 'GET', '/api/search/filters')).body.data.find((d: any) => d.key === 'titles')
    expect(titles.options).toEqual([])
  })
})

describe("a job's search filter", () => {
  const items = [{ key: 'searchStatus', selectedFilterOptions: ['activelySearching'] }]
  it('is empty at first, set by staff (provider filters only), then by the client', async () => {
    const first = await call('recruiter', 'GET', `/api/jobs/${ids.jobA}/search-filter`)
    expect(first.body.data).toMatchObject({ jobId: ids.jobA, filterItems: [], hasFilters: false, updatedAt: null })
    const staff = await call('recruiter', 'PUT', `/api/jobs/${ids.jobA}/search-filter`, { filterItems: items })
    expect(staff.body.data).toMatchObject({ hasFilters: true, hasProviderFiltersOnly: true })
    const client = await call('clientA', 'PUT', `/api/jobs/${ids.jobA}/search-filter`, { filterItems: items })
    expect(client.body.data).toMatchObject({ hasFilters: true, hasProviderFiltersOnly: false })
  })

  it("is another tenant's business: 404", async () => {
    expect((await call('clientB', 'GET', `/api/jobs/${ids.jobA}/search-filter`)).status).toBe(404)
    expect((await call('clientB', 'PUT', `/api/jobs/${ids.jobA}/search-filter`, { filterItems: items })).status).toBe(
      404,
    )
  })
})

describe('sync through the queue', () => {
  it('a change reaches the index after commit, and a removal removes', async () => {
    const db = t.database.db
    const target = cands[20]!
    await db.transaction(async (tx) => {
      await tx.update(candidatesTable).set({ lastName: 'Zyxwvutsrq' }).where(eq(candidatesTable.id, target.id))
      await enqueueSearchSync(tx, 'candidates', [target.id])
    })
    expect((await searchAs('recruiter', { searchText: 'Zyxwvutsrq' })).body.data).toEqual([])
    const search = searchFor(t.deps)
    const handlers = { [SEARCH_SYNC_TOPIC]: searchSyncHandler(search.sync) }
    await runOutboxOnce({ db, logger: t.deps.logger, handlers })
    expect(
      (await searchAs('recruiter', { searchText: 'Zyxwvutsrq' })).body.data.map((c: any) => c.candidateId),
    ).toEqual([target.id])

    await db.delete(candidatesTable).where(eq(candidatesTable.id, target.id))
    await enqueueSearchSync(db, 'candidates', [target.id])
    await runOutboxOnce({ db, logger: t.deps.logger, handlers })
    expect(
      await search.engine.search('candidates', { filter: { type: 'ids', ids: [target.id] }, limit: 1, offset: 0 }),
    ).toMatchObject({ total: 0 })
    const left = await db
      .select()
      .from(outboxEventsTable)
      .where(inArray(outboxEventsTable.topic, [SEARCH_SYNC_TOPIC]))
    expect(left.every((e) => e.processedAt !== null && e.lastError === null)).toBe(true)
  })
})

/** The job's matching list, as the recruiter reads it. */
const matchingIds = async (jobId: string): Promise<string[]> => {
  const res = await call('recruiter', 'GET', `/api/jobs/${jobId}/candidates?candidateType=matching&limit=100`)
  expect(res.status).toBe(200)
  return (res.body.data as { candidate: { id: string } }[]).map((r) => r.candidate.id)
}
/** One pass of the search worker's job-matching handler. */
const runMatching = () =>
  runOutboxOnce({
    db: t.database.db,
    logger: t.deps.logger,
    handlers: { [JOB_MATCHING_TOPIC]: jobMatchingHandler(searchFor(t.deps), t.database.db) },
  })

describe("a job's saved filter fills its matching list", () => {
  const items = [{ key: 'searchStatus', selectedFilterOptions: ['activelySearching'] }]

  it('lists the candidates the filter finds minus those already in a stage; removing the filter empties it', async () => {
    expect(await matchingIds(ids.jobB)).toEqual([])
    const put = await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, { filterItems: items })
    expect(put.status).toBe(200)
    // refreshed in the background (the search worker), after the commit: the filter says so
    expect(put.body.data.matchingRefreshPending).toBe(true)
    const pending = async () =>
      (await call('recruiter', 'GET', `/api/jobs/${ids.jobB}/search-filter`)).body.data.matchingRefreshPending
    expect(await pending()).toBe(true)
    expect(await matchingIds(ids.jobB)).toEqual([])
    await runMatching()
    expect(await pending()).toBe(false)

    const found = (
      (await searchAs('recruiter', { filterItems: items }, '?limit=100')).body.data as { candidateId: string }[]
    ).map((c) => c.candidateId)
    // Gloria is actively searching but already submitted to this job: not matching again
    expect(found).toContain(cands[2]!.id)
    const matching = await matchingIds(ids.jobB)
    expect(new Set(matching)).toEqual(new Set(found.filter((id) => id !== cands[2]!.id)))
    expect(matching).toContain(cands[0]!.id)
    // the one off the market is not what the filter asks for; the one marked for deletion is not found
    expect(matching).not.toContain(cands[1]!.id)
    expect(matching).not.toContain(cands[5]!.id)

    // a narrower filter keeps only what it finds
    const narrower = [...items, { key: 'keywords', selectedFilterOptions: ['Quillfeather'] }]
    await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, { filterItems: narrower })
    await runMatching()
    expect(await matchingIds(ids.jobB)).toEqual([cands[0]!.id])

    // no filter: the list the filter made is empty again
    await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, { filterItems: [] })
    await runMatching()
    expect(await matchingIds(ids.jobB)).toEqual([])
  })
})

describe('a cloned job', () => {
  it('gets the matching list its copied filter finds, without a second save (issue 33)', async () => {
    const items = [{ key: 'searchStatus', selectedFilterOptions: ['activelySearching'] }]
    expect((await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, { filterItems: items })).status).toBe(
      200,
    )
    await runMatching()
    const original = await matchingIds(ids.jobB)
    expect(original.length).toBeGreaterThan(0)
    const clone = await call('recruiter', 'POST', `/api/jobs/${ids.jobB}/clone`)
    expect(clone.status).toBe(201)
    const pending = await call('recruiter', 'GET', `/api/jobs/${clone.body.data.id}/search-filter`)
    expect(pending.body.data.matchingRefreshPending).toBe(true)
    await runMatching()
    // the original's list, plus whoever the original holds in a stage (the clone has no stages yet)
    const staged = (
      await rawRows<{ id: string }>(
        t.database.db,
        sql`select candidate_id::text as id from job_candidates where job_id = ${ids.jobB} and stage_type <> 'matching'`,
      )
    ).map((r) => r.id)
    const found = (
      (await searchAs('recruiter', { filterItems: items }, '?limit=100')).body.data as { candidateId: string }[]
    ).map((c) => c.candidateId)
    const expected = new Set([...original, ...staged.filter((id) => found.includes(id))])
    expect(new Set(await matchingIds(clone.body.data.id))).toEqual(expected)
  })
})

describe('preferred filter items rank the matching list and exclude nobody', () => {
  const statuses = { key: 'searchStatus', selectedFilterOptions: ['activelySearching', 'offTheMarket'] }

  it('a preferred item moves its matches to the top; the others stay; saved filters without the flag are required', async () => {
    const required = await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, { filterItems: [statuses] })
    expect(required.status).toBe(200)
    expect(required.body.data.filterItems[0].preferred).toBeUndefined()
    await runMatching()
    const all = await matchingIds(ids.jobB)
    expect(all).toContain(cands[1]!.id)
    expect(all.length).toBeGreaterThan(2)

    // "ideally off the market" (preferred): the same candidates, the off-the-market one first
    const offMarket = { key: 'searchStatus', selectedFilterOptions: ['offTheMarket'], preferred: true }
    const put = await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, {
      filterItems: [statuses, offMarket],
    })
    expect(put.status).toBe(200)
    expect(put.body.data.filterItems[1]).toMatchObject({ key: 'searchStatus', preferred: true })
    expect(
      (await call('recruiter', 'GET', `/api/jobs/${ids.jobB}/search-filter`)).body.data.filterItems[1].preferred,
    ).toBe(true)
    await runMatching()
    const boosted = await matchingIds(ids.jobB)
    expect(new Set(boosted)).toEqual(new Set(all))
    const offIds = new Set(
      (
        (await searchAs('recruiter', { filterItems: [{ ...offMarket, preferred: false }] }, '?limit=100')).body
          .data as { candidateId: string }[]
      ).map((c) => c.candidateId),
    )
    expect(offIds).toContain(cands[1]!.id)
    const firstOff = boosted.filter((id) => offIds.has(id))
    expect(firstOff.length).toBeGreaterThan(0)
    expect(firstOff.length).toBeLessThan(boosted.length)
    // every off-the-market match comes before every other candidate
    expect(new Set(boosted.slice(0, firstOff.length))).toEqual(new Set(firstOff))

    // a preferred word ranks within what the required items find (Quillfeather is only in cands[0])
    const word = { key: 'keywords', selectedFilterOptions: ['Quillfeather'], preferred: true }
    await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, { filterItems: [statuses, word] })
    await runMatching()
    const byWord = await matchingIds(ids.jobB)
    expect(new Set(byWord)).toEqual(new Set(all))
    expect(byWord[0]).toBe(cands[0]!.id)

    // the same item required excludes: only its match is left
    await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, {
      filterItems: [statuses, { ...word, preferred: false }],
    })
    await runMatching()
    expect(await matchingIds(ids.jobB)).toEqual([cands[0]!.id])

    // a flag that is not a boolean is refused on its field
    const bad = await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, {
      filterItems: [{ ...offMarket, preferred: 'yes' }],
    })
    expect(bad.status).toBe(422)
    expect(JSON.stringify(bad.body)).toContain('preferred')

    await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, { filterItems: [] })
    await runMatching()
  })
})

describe('the matching list follows a candidate change', () => {
  const items = [{ key: 'searchStatus', selectedFilterOptions: ['activelySearching'] }]
  // the search worker's handlers as the server registers them (boot.ts)
  const runWorker = () => {
    const search = searchFor(t.deps)
    const sync = searchSyncWithMatching(search, t.database.db)
    return runOutboxOnce({
      db: t.database.db,
      logger: t.deps.logger,
      handlers: { [SEARCH_SYNC_TOPIC]: sync.handler, [JOB_MATCHING_TOPIC]: jobMatchingHandler(search, t.database.db) },
    })
  }

  it('an edit that makes a candidate match adds them to the job’s matching list; one that does not, removes them', async () => {
    const target = cands[1]! // off the market: the filter does not find them
    expect((await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, { filterItems: items })).status).toBe(
      200,
    )
    await runWorker()
    expect(await matchingIds(ids.jobB)).not.toContain(target.id)

    const edit = await call('recruiter', 'PATCH', `/api/candidates/${target.id}/profile`, {
      searchStatus: 'activelySearching',
    })
    expect(edit.status).toBe(200)
    await runWorker()
    expect(await matchingIds(ids.jobB)).toContain(target.id)
    // only this job's filter finds them: jobA has no filter, its matching list is left alone
    expect(await matchingIds(ids.jobA)).not.toContain(target.id)

    const back = await call('recruiter', 'PATCH', `/api/candidates/${target.id}/profile`, {
      searchStatus: 'offTheMarket',
    })
    expect(back.status).toBe(200)
    await runWorker()
    expect(await matchingIds(ids.jobB)).not.toContain(target.id)

    await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, { filterItems: [] })
    await runWorker()
  })

  it('a candidate change keeps a full list at its cap, the list a whole refresh makes: the best replace the last, a place freed is filled', async () => {
    const options = { maxCandidates: 2 }
    // the worker as the server runs it, until the queue is empty (an index write may queue the
    // job's whole refresh)
    const runCapped = async () => {
      const search = searchFor(t.deps)
      const sync = searchSyncWithMatching(search, t.database.db, options)
      const handlers = {
        [SEARCH_SYNC_TOPIC]: sync.handler,
        [JOB_MATCHING_TOPIC]: jobMatchingHandler(search, t.database.db, options),
      }
      for (let pass = 0; pass < 5; pass++) {
        if (!(await runOutboxOnce({ db: t.database.db, logger: t.deps.logger, handlers }))) return
      }
    }
    const target = cands[1]! // off the market: the filter does not find them
    expect((await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, { filterItems: items })).status).toBe(
      200,
    )
    await runCapped()
    const full = await matchingIds(ids.jobB)
    expect(full).toHaveLength(2)
    expect(full).not.toContain(target.id)

    const edit = await call('recruiter', 'PATCH', `/api/candidates/${target.id}/profile`, {
      searchStatus: 'activelySearching',
    })
    expect(edit.status).toBe(200)
    await runCapped()
    const after = await matchingIds(ids.jobB)
    expect(after).toHaveLength(2)
    // without keywords the most recently updated come first: the edited candidate takes a place
    expect(after).toContain(target.id)
    // a whole refresh now changes nothing
    await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, { filterItems: items })
    await runCapped()
    expect(await matchingIds(ids.jobB)).toEqual(after)

    // leaving the full list frees a place: the one the cap cut takes it back (a new row: the
    // list's order among equals is the rows' age, so compared as a set)
    const back = await call('recruiter', 'PATCH', `/api/candidates/${target.id}/profile`, {
      searchStatus: 'offTheMarket',
    })
    expect(back.status).toBe(200)
    await runCapped()
    expect((await matchingIds(ids.jobB)).sort()).toEqual([...full].sort())

    await call('recruiter', 'PUT', `/api/jobs/${ids.jobB}/search-filter`, { filterItems: [] })
    await runCapped()
  })
})
