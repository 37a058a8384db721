import { REGISTER_MESSAGES } from '@quota/shared/domain/admin/registers'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { candidatesTable, jobsTable, listOfValuesTable, workExperiencesTable } from '../../db/schema'
import { runOutboxOnce } from '../../jobs/outbox-worker'
import { listQueuedMail } from '../../mail/dev-mailbox'
import { enqueueMail } from '../../mail/outbox'
import { mailOutboxOptions } from '../../mail/worker'
import { createSignedInUser, httpAs, type SignedInUser } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createPeople, jobBody, jobRefs, json, type People, someCities, uniq } from '../jobs/test-fixtures'

let t: TestApp
let p: People
let lister: SignedInUser

beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
  lister = await createSignedInUser(t, { userType: 'staff', roleKeys: ['manage-lists'] })
})
afterAll(() => t.close())

const { call, refused } = httpAs(() => t)

describe('access: each register is for its permission holders only', () => {
  const lists = [
    '/api/admin/email-whitelist',
    '/api/admin/location-mappings',
    '/api/admin/compensation-estimate-mappings',
    '/api/admin/next-gen-filters',
    '/api/admin/linkedin-projects',
  ]
  it.each(lists)('%s', async (path) => {
    expect((await call(null, 'GET', path)).status).toBe(401)
    for (const who of [p.recruiter, p.clientA, p.basicA, p.candidate, lister])
      expect((await call(who, 'GET', path)).status).toBe(403)
    expect((await call(p.admin, 'GET', path)).status).toBe(200)
    if (!path.endsWith('next-gen-filters')) await refused(p.recruiter, 'POST', path, {}, 403)
  })
})

describe('e-mail whitelist', () => {
  it('adds addresses and domains, refuses duplicates and bad input, removes', async () => {
    const domain = `@${uniq('wl').toLowerCase()}.test`
    const added = await call(p.admin, 'POST', '/api/admin/email-whitelist', {
      email: ` Ann${domain.replace('@', '@')} `,
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    expect(added.body.data.email).toBe(`ann${domain}`)
    const dup = await refused(p.admin, 'POST', '/api/admin/email-whitelist', { email: `ANN${domain}` }, 409)
    expect(dup.error.details[0]).toMatchObject({ path: 'email', message: REGISTER_MESSAGES.whitelistedEmailExists })
    const bad = await refused(p.admin, 'POST', '/api/admin/email-whitelist', { email: 'not-an-address' }, 422)
    expect(bad.error.details[0]).toMatchObject({ path: 'email' })
    await refused(p.admin, 'POST', '/api/admin/email-whitelist', { email: 'a@b.co', extra: 1 }, 422)
    const whole = await call(p.admin, 'POST', '/api/admin/email-whitelist', { email: domain })
    expect(whole.status).toBe(201)
    const list = await call(p.admin, 'GET', '/api/admin/email-whitelist')
    expect(list.body.data.map((e: { email: string }) => e.email)).toEqual(
      expect.arrayContaining([domain, `ann${domain}`]),
    )
    expect((await call(p.admin, 'DELETE', `/api/admin/email-whitelist/${whole.body.data.id}`)).status).toBe(200)
    expect((await call(p.admin, 'DELETE', `/api/admin/email-whitelist/${whole.body.data.id}`)).status).toBe(404)
    await refused(p.admin, 'DELETE', '/api/admin/email-whitelist/nope', undefined, 422)
  })

  it('outside production, mail goes only to whitelisted addresses; the others show as failed, never delivered', async () => {
    await call(p.admin, 'POST', '/api/admin/email-whitelist', { email: 'listed@allowed.test' })
    const data = { firstName: 'X', code: '123456', expiresInMinutes: 15 }
    await enqueueMail(t.deps.db, { to: 'listed@allowed.test', template: 'verificationCode', data })
    await enqueueMail(t.deps.db, { to: 'someone@elsewhere.test', template: 'verificationCode', data })
    let sent = 0
    const options = mailOutboxOptions({
      db: t.deps.db,
      logger: pino({ level: 'silent' }),
      transport: { kind: 'devMailbox', send: async () => void sent++, close() {} },
      mailFrom: 'quota@quota.test',
      enforceWhitelist: true,
    })
    while ((await runOutboxOnce(options)) > 0) {}
    const listed = (await listQueuedMail(t.deps.db, { to: 'listed@allowed.test', limit: 5, offset: 0 })).data[0]!
    const other = (await listQueuedMail(t.deps.db, { to: 'someone@elsewhere.test', limit: 5, offset: 0 })).data[0]!
    expect(listed).toMatchObject({ failure: null })
    expect(listed.deliveredAt).not.toBeNull()
    expect(other).toMatchObject({ deliveredAt: null, failure: REGISTER_MESSAGES.mailNotWhitelisted })
    expect(sent).toBeGreaterThanOrEqual(1)
  })
})

describe('location mappings', () => {
  it('maps a typed location to a city, which the city search then offers first', async () => {
    const [, far] = await someCities(t.deps.db, 40).then((c) => [c[0]!, c[39]!])
    const term = `Metro ${uniq('x').slice(-6)}`
    const added = await call(p.admin, 'POST', '/api/admin/location-mappings', { term: `  ${term}  `, cityId: far!.id })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    expect(added.body.data).toMatchObject({ term, cityId: far!.id })
    const search = await call(null, 'GET', `/api/locations/cities?searchText=${encodeURIComponent(term.toLowerCase())}`)
    expect(search.status).toBe(200)
    expect(search.body.data[0].cityId).toBe(far!.id)
    // the radius search takes the typed text too, and centres on the mapped city
    const nearby = (q: string) => call(null, 'GET', `/api/locations/nearby-cities?${q}`)
    const exact = await nearby(`searchText=${encodeURIComponent(term.toUpperCase())}&miles=0`)
    expect(exact.status, JSON.stringify(exact.body)).toBe(200)
    expect(exact.body.data.map((c: { cityId: string }) => c.cityId)).toEqual([far!.id])
    const around = await nearby(`searchText=${encodeURIComponent(term)}&miles=25`)
    expect(around.body.data[0]).toMatchObject({ cityId: far!.id, distanceMiles: 0 })
    const byId = await nearby(`cityId=${far!.id}&miles=25`)
    expect(around.body.data).toEqual(byId.body.data)
    const dup = await refused(
      p.admin,
      'POST',
      '/api/admin/location-mappings',
      { term: term.toUpperCase(), cityId: far!.id },
      409,
    )
    expect(dup.error.details[0]).toMatchObject({ path: 'term', message: REGISTER_MESSAGES.locationMappingExists })
    await refused(p.admin, 'POST', '/api/admin/location-mappings', { term: 'Nowhere', cityId: 'no-such-city' }, 422)
    await refused(p.admin, 'POST', '/api/admin/location-mappings', { term: '', cityId: far!.id }, 422)
    await refused(p.admin, 'POST', '/api/admin/location-mappings', { term: 'x'.repeat(101), cityId: far!.id }, 422)
    expect((await call(p.admin, 'DELETE', `/api/admin/location-mappings/${added.body.data.id}`)).status).toBe(200)
    const after = await call(null, 'GET', `/api/locations/cities?searchText=${encodeURIComponent(term)}`)
    expect(after.body.data.map((c: { cityId: string }) => c.cityId)).not.toContain(far!.id)
    // unmapped again: the text is no city, so the radius search has no centre
    const gone = await nearby(`searchText=${encodeURIComponent(term)}`)
    expect(gone.status).toBe(404)
    expect(gone.body.error.details[0].path).toBe('query.searchText')
  })

  it("the radius search without a mapping: the city search's first city; a city id or a text, not both", async () => {
    const nearby = (q: string) => call(null, 'GET', `/api/locations/nearby-cities?${q}`)
    const typed = await nearby('searchText=Austin%2C%20TX&miles=0')
    expect(typed.status, JSON.stringify(typed.body)).toBe(200)
    expect(typed.body.data.map((c: { cityId: string }) => c.cityId)).toEqual(['US-TX-austin'])
    for (const q of ['miles=25', 'cityId=US-TX-austin&searchText=Austin', 'searchText=%20%20']) {
      const r = await nearby(q)
      expect(r.status, q).toBe(422)
      expect(r.body.error.details[0].path).toMatch(/^query\.(cityId|searchText)$/)
    }
  })
})

describe('compensation-estimate mappings', () => {
  it('counts current roles with a mapped free-typed title in that position', async () => {
    const db = t.deps.db
    const [position] = await db
      .insert(listOfValuesTable)
      .values({ key: 'position', value: uniq('Mapped Position') })
      .returning({ id: listOfValuesTable.id })
    const [cand] = await db
      .insert(candidatesTable)
      .values({ firstName: uniq('Comp') })
      .returning({ id: candidatesTable.id })
    const title = uniq('Enterprise AE')
    await db.insert(workExperiencesTable).values({
      candidateId: cand!.id,
      title: ` ${title} `,
      isCurrent: true,
      fromDate: '2024-01-01',
      salary: 120_000,
      ote: 240_000,
    })
    const engine = () =>
      call(p.clientA, 'POST', '/api/compensation-engine', { positionIds: [position!.id], pool: 'all' })
    const before = await engine()
    expect(before.status, JSON.stringify(before.body)).toBe(200)
    expect(before.body.data.currentRoleCount).toBe(0)
    const added = await call(p.admin, 'POST', '/api/admin/compensation-estimate-mappings', {
      title: title.toUpperCase(),
      positionId: position!.id,
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    expect((await engine()).body.data.currentRoleCount).toBe(1)
    const dup = await refused(
      p.admin,
      'POST',
      '/api/admin/compensation-estimate-mappings',
      { title, positionId: position!.id },
      409,
    )
    expect(dup.error.details[0]).toMatchObject({ path: 'title', message: REGISTER_MESSAGES.compensationMappingExists })
    const [skill] = await db.select().from(listOfValuesTable).where(eq(listOfValuesTable.key, 'skill')).limit(1)
    await refused(
      p.admin,
      'POST',
      '/api/admin/compensation-estimate-mappings',
      { title: 'X', positionId: skill!.id },
      422,
    )
    await refused(p.admin, 'POST', '/api/admin/compensation-estimate-mappings', { title: 'X', positionId: 'bad' }, 422)
    expect(
      (await call(p.admin, 'DELETE', `/api/admin/compensation-estimate-mappings/${added.body.data.id}`)).status,
    ).toBe(200)
    expect((await engine()).body.data.currentRoleCount).toBe(0)
  })
})

describe('jobs: next-gen filters and LinkedIn projects', () => {
  let jobId: string
  beforeAll(async () => {
    const refs = await jobRefs(t.deps.db)
    const created = await call(p.recruiter, 'POST', '/api/jobs', { ...jobBody(refs), organizationId: p.orgA })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    jobId = created.body.data.id
  })

  it('only holders of manage-next-gen-filters switch them; the job form may send the value unchanged', async () => {
    const body = await refused(p.recruiter, 'PATCH', `/api/jobs/${jobId}`, { isNextGenFiltersEnable: true }, 403)
    expect(body.error.details[0]).toMatchObject({ path: 'isNextGenFiltersEnable', rule: 'forbidden' })
    expect((await call(p.recruiter, 'PATCH', `/api/jobs/${jobId}`, { isNextGenFiltersEnable: false })).status).toBe(200)
    const refs = await jobRefs(t.deps.db)
    await refused(
      p.recruiter,
      'POST',
      '/api/jobs',
      { ...jobBody(refs), organizationId: p.orgA, isNextGenFiltersEnable: true },
      403,
    )
    const on = await call(p.admin, 'PUT', `/api/admin/next-gen-filters/${jobId}`, { isNextGenFiltersEnable: true })
    expect(on.status, JSON.stringify(on.body)).toBe(200)
    const [row] = await t.deps.db.select().from(jobsTable).where(eq(jobsTable.id, jobId))
    expect(row!.isNextGenFiltersEnabled).toBe(true)
    const job = await call(p.recruiter, 'GET', `/api/jobs/${jobId}/details`)
    expect(job.body.data.isNextGenFiltersEnable).toBe(true)
    await refused(p.admin, 'PUT', `/api/admin/next-gen-filters/${jobId}`, { isNextGenFiltersEnable: 'yes' }, 422)
    await refused(
      p.admin,
      'PUT',
      '/api/admin/next-gen-filters/00000000-0000-4000-8000-000000000000',
      { isNextGenFiltersEnable: true },
      404,
    )
    await refused(p.recruiter, 'PUT', `/api/admin/next-gen-filters/${jobId}`, { isNextGenFiltersEnable: false }, 403)
    const list = await call(p.admin, 'GET', `/api/admin/next-gen-filters?searchText=${encodeURIComponent(row!.name)}`)
    expect(list.body.data[0]).toMatchObject({ id: jobId, isNextGenFiltersEnable: true })
  })

  it('keeps talent/hire project URLs per job, refusing other URLs, duplicates and an 11th', async () => {
    const add = (url: string) => call(p.admin, 'POST', '/api/admin/linkedin-projects', { jobId, url })
    const first = await add('https://www.linkedin.com/talent/hire/1001/discover/?x=1')
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body.data.url).toBe('https://www.linkedin.com/talent/hire/1001/discover')
    const dup = await refused(
      p.admin,
      'POST',
      '/api/admin/linkedin-projects',
      { jobId, url: 'linkedin.com/talent/hire/1001/discover' },
      409,
    )
    expect(dup.error.details[0]).toMatchObject({ path: 'url', message: REGISTER_MESSAGES.projectUrlExists })
    const bad = await refused(
      p.admin,
      'POST',
      '/api/admin/linkedin-projects',
      { jobId, url: 'https://www.linkedin.com/in/ann' },
      422,
    )
    expect(bad.error.details[0]).toMatchObject({ path: 'url', rule: 'invalidUrl' })
    await refused(
      p.admin,
      'POST',
      '/api/admin/linkedin-projects',
      { jobId: '00000000-0000-4000-8000-000000000000', url: 'https://www.linkedin.com/talent/hire/5' },
      422,
    )
    for (let i = 2; i <= 10; i++) expect((await add(`https://www.linkedin.com/talent/hire/${i}`)).status).toBe(201)
    const full = await refused(
      p.admin,
      'POST',
      '/api/admin/linkedin-projects',
      { jobId, url: 'https://www.linkedin.com/talent/hire/11' },
      422,
    )
    expect(full.error.details[0]).toMatchObject({ path: 'url', rule: 'maxItems' })
    const [row] = await t.deps.db.select().from(jobsTable).where(eq(jobsTable.id, jobId))
    const list = await call(p.admin, 'GET', `/api/admin/linkedin-projects?searchText=${encodeURIComponent(row!.name)}`)
    expect(list.body.data[0].linkedInProjects).toHaveLength(10)
    expect((await call(p.admin, 'DELETE', `/api/admin/linkedin-projects/${first.body.data.id}`)).status).toBe(200)
    expect((await call(p.recruiter, 'DELETE', `/api/admin/linkedin-projects/${first.body.data.id}`)).status).toBe(403)
  })
})
