import net from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientContactsTable, cultureMediaTable, mediaTable, organizationsTable, usersTable } from '../../db/schema'
import { isBlockedAddress } from '../../net/safe-fetch'
import { createOrganization, httpAs, type SignedInUser } from '../../testing/auth-helpers'
import { expectCrossTenant404 } from '../../testing/cross-tenant'
import { rowCounts } from '../../testing/row-counts'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createClientCompany, createPeople, lovIds, type People, someCities, uniq } from '../jobs/test-fixtures'
import { metaFetchSettings } from './culture-media'

let t: TestApp
let p: People

beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
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

async function media(kind: string, mimeType: string, extra: Partial<typeof mediaTable.$inferInsert> = {}) {
  const [m] = await t.deps.db
    .insert(mediaTable)
    .values({
      kind: kind as never,
      storageKey: uniq('key'),
      fileName: 'f',
      mimeType,
      sizeBytes: 1000,
      status: 'complete',
      ...extra,
    })
    .returning({ id: mediaTable.id })
  return m!.id
}

describe('guest organization search', () => {
  it('finds organizations by the start of a word, clients only when asked', async () => {
    const tag = uniq('Zorg').replace(/-/g, '')
    const client = await createClientCompany(t.deps.db, `${tag} Cloud`)
    const plain = await createOrganization(t.deps.db, `${tag} Data`)
    const sameName = await createOrganization(t.deps.db, `${tag} data`) // same name, other case
    // created after `plain` (PGlite's clock can give both the same millisecond: the id then decides)
    await t.deps.db
      .update(organizationsTable)
      .set({ createdAt: sql`${organizationsTable.createdAt} + interval '1 second'` })
      .where(eq(organizationsTable.id, sameName))
    const all = await call(null, 'GET', `/api/guest/organizations?searchText=${tag}`)
    expect(all.status).toBe(200)
    expect(all.body.meta.total).toBe(3)
    expect(all.body.data[0]).toMatchObject({ id: client, isClient: true, type: 'permanent' })
    const word = await call(null, 'GET', `/api/guest/organizations?searchText=${tag.slice(0, 6)}`)
    expect(word.body.data.length).toBeGreaterThanOrEqual(3)
    const clients = await call(null, 'GET', `/api/guest/organizations?searchText=${tag}&type=client`)
    expect(clients.body.data.map((o: any) => o.id)).toEqual([client])
    const unique = await call(null, 'GET', `/api/guest/unique-organizations?searchText=${tag}`)
    expect(unique.body.meta.total).toBe(2)
    expect(unique.body.data.map((o: any) => o.id)).toEqual([client, plain])
    expect((await call(null, 'GET', '/api/guest/organizations?searchText=%25')).body.data).toEqual([])
  })

  it.each([
    ['?type=vendor', 'query.type', 'oneOf'],
    ['?limit=0', 'query.limit', 'min'],
    [`?searchText=${'x'.repeat(101)}`, 'query.searchText', 'maxLength'],
    ['?colour=red', 'query.colour', 'unknownField'],
  ])('answers 422 for %s', async (q, path, rule) => {
    for (const route of ['organizations', 'unique-organizations']) {
      const r = await call(null, 'GET', `/api/guest/${route}${q}`)
      expect(r.status).toBe(422)
      expect(r.body.error.details[0]).toMatchObject({ path, rule })
    }
  })
})

describe('organization details and profile changes', () => {
  it('any signed-in user reads a profile; the company and recruiters change it', async () => {
    const [industry] = await lovIds(t.deps.db, 'industry', 1)
    const benefits = await lovIds(t.deps.db, 'benefit', 2)
    const [city] = await someCities(t.deps.db, 1)
    const r = await call(p.clientA, 'PATCH', `/api/organizations/${p.orgA}`, {
      websiteUrl: 'acme.example',
      linkedinUrl: 'https://www.linkedin.com/company/acme',
      phone: '(512) 555-0199',
      industryId: industry,
      benefitIds: benefits,
      yearFounded: 2015,
      totalFunding: 25_000_000,
      cityId: city!.id,
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data).toMatchObject({
      websiteUrl: 'https://acme.example',
      phone: '+15125550199',
      phoneDisplay: '5125550199',
      industry: { id: industry },
      yearFounded: 2015,
      city: { id: city!.id },
    })
    expect(r.body.data.benefits.map((b: any) => b.id).sort()).toEqual([...benefits].sort())
    expect((await call(p.candidate, 'GET', `/api/organizations/details/${p.orgA}`)).body.data).toMatchObject({
      id: p.orgA,
      isClient: true,
    })
    expect(
      (await call(p.recruiter, 'PATCH', `/api/organizations/${p.orgA}`, { name: 'Acme Renamed' })).body.data.name,
    ).toBe('Acme Renamed')
    expect((await call(p.candidate, 'PATCH', `/api/organizations/${p.orgA}`, { name: 'x' })).status).toBe(403)
    expect((await call(p.admin, 'PATCH', `/api/organizations/${p.orgA}`, { name: 'x' })).status).toBe(403)
    expect((await call(p.recruiter, 'GET', `/api/organizations/details/${crypto.randomUUID()}`)).status).toBe(404)
  })

  it.each([
    [{ name: '' }, 'name', 'minLength'],
    [{ yearFounded: 999 }, 'yearFounded', 'min'],
    [{ totalFunding: -1 }, 'totalFunding', 'min'],
    [{ phone: 'call us' }, 'phone', 'format'],
    [{ websiteUrl: 'javascript:alert(1)' }, 'websiteUrl', 'invalidUrl'],
    [{ linkedinUrl: 'https://www.linkedin.com/in/someone' }, 'linkedinUrl', 'invalidUrl'],
    [{ industryId: '00000000-0000-4000-8000-000000000000' }, 'industryId', 'unknownValue'],
    [{ benefitIds: ['00000000-0000-4000-8000-000000000000'] }, 'benefitIds.0', 'unknownValue'],
    [{ cityId: 'atlantis' }, 'cityId', 'unknownValue'],
    [{ logo: 'x' }, 'logo', 'unknownField'],
  ])('PATCH answers 422 for %j', async (body, path, rule) => {
    const r = await expectNothingWritten(p.recruiter, 'PATCH', `/api/organizations/${p.orgA}`, body)
    expect(r.error.details[0]).toMatchObject({ path, rule })
  })

  it('sets and clears the logo and cover from uploaded images', async () => {
    const logo = await media('organizationLogo', 'image/png', { organizationId: p.orgA })
    const r = await call(p.clientA, 'PUT', `/api/organizations/${p.orgA}/logo`, { mediaId: logo })
    expect(r.body.data.logoUrl).toBe(`/api/organizations/${p.orgA}/media/${logo}/stream`)
    const [m] = await t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, logo))
    expect(m!.organizationId).toBe(p.orgA)
    const pdf = await media('organizationCover', 'application/pdf', { organizationId: p.orgA })
    expect(
      (await expectNothingWritten(p.clientA, 'PUT', `/api/organizations/${p.orgA}/cover`, { mediaId: pdf })).error
        .details[0],
    ).toMatchObject({ path: 'mediaId', rule: 'unknownValue' })
    expect(
      (await expectNothingWritten(p.clientA, 'PUT', `/api/organizations/${p.orgA}/cover`, { mediaId: logo })).error
        .details[0],
    ).toMatchObject({ path: 'mediaId', rule: 'unknownValue' })
    const cover = await media('organizationCover', 'image/jpeg', { organizationId: p.orgA })
    expect(
      (await call(p.clientA, 'PUT', `/api/organizations/${p.orgA}/cover`, { mediaId: cover })).body.data.coverPhotoUrl,
    ).toContain(cover)
    expect(
      (await call(p.clientA, 'PUT', `/api/organizations/${p.orgA}/logo`, { mediaId: null })).body.data.logoUrl,
    ).toBeNull()
    expect(
      (await expectNothingWritten(p.clientA, 'PUT', `/api/organizations/${p.orgA}/logo`, {})).error.details[0],
    ).toMatchObject({ path: 'mediaId', rule: 'required' })
  })
})

describe('organization users', () => {
  it('lists the company users with search and excludeInActive', async () => {
    await t.deps.db.update(usersTable).set({ isActive: false }).where(eq(usersTable.id, p.clientA2.user.id))
    await t.deps.db
      .insert(clientContactsTable)
      .values({ organizationId: p.orgA, userId: p.clientA.user.id, title: 'Head of Talent' })
      .onConflictDoNothing()
    const all = await call(p.recruiter, 'GET', `/api/organizations/${p.orgA}/users`)
    expect(all.body.data.map((u: any) => u.id).sort()).toEqual(
      [p.basicA.user.id, p.clientA.user.id, p.clientA2.user.id].sort(),
    )
    expect(all.body.data.find((u: any) => u.id === p.clientA.user.id)).toMatchObject({
      title: 'Head of Talent',
      fullName: 'Cara Acme',
    })
    const active = await call(p.clientA, 'GET', `/api/organizations/${p.orgA}/users?excludeInActive=true`)
    expect(active.body.data.map((u: any) => u.id)).not.toContain(p.clientA2.user.id)
    const found = await call(p.clientA, 'GET', `/api/organizations/${p.orgA}/users?searchText=cara`)
    expect(found.body.data.map((u: any) => u.id)).toEqual([p.clientA.user.id])
    expect((await call(p.candidate, 'GET', `/api/organizations/${p.orgA}/users`)).status).toBe(403)
    await t.deps.db.update(usersTable).set({ isActive: true }).where(eq(usersTable.id, p.clientA2.user.id))
  })
})

describe('similar organizations', () => {
  it('ranks by industry, size, funding and location; at most 30', async () => {
    const [saas, fintech] = await lovIds(t.deps.db, 'industry', 2)
    const sizes = await lovIds(t.deps.db, 'companySize', 5)
    const [round] = await lovIds(t.deps.db, 'fundingRounds', 1)
    const cities = await someCities(t.deps.db, 2)
    const mk = async (name: string, v: Partial<typeof organizationsTable.$inferInsert>) =>
      (
        await t.deps.db
          .insert(organizationsTable)
          .values({ name, ...v })
          .returning({ id: organizationsTable.id })
      )[0]!.id
    const tag = uniq('Sim')
    const target = await mk(`${tag} Target`, {
      industryId: saas,
      companySizeId: sizes[2],
      fundingRoundId: round,
      cityId: cities[0]!.id,
    })
    const twin = await mk(`${tag} Twin`, {
      industryId: saas,
      companySizeId: sizes[2],
      fundingRoundId: round,
      cityId: cities[0]!.id,
    })
    const near = await mk(`${tag} Near`, { industryId: saas, companySizeId: sizes[3] })
    const other = await mk(`${tag} Other`, { industryId: fintech, companySizeId: sizes[4] })
    const r = await call(p.recruiter, 'GET', `/api/organizations/${target}/similar-organizations`)
    expect(r.status).toBe(200)
    const mine = r.body.data.filter((o: any) => o.name.startsWith(tag))
    expect(mine.map((o: any) => [o.id, o.score, o.reasons])).toEqual([
      [twin, 100, ['industry', 'size', 'funding', 'location']],
      [near, 52, ['industry', 'size']],
    ])
    expect(r.body.data.map((o: any) => o.id)).not.toContain(other)
    expect(r.body.data.map((o: any) => o.id)).not.toContain(target)
    expect(r.body.data.length).toBeLessThanOrEqual(30)
    expect((await call(p.recruiter, 'GET', `/api/organizations/${target}/similar-organizations?limit=31`)).status).toBe(
      422,
    )
    expect(
      (await call(p.recruiter, 'GET', `/api/organizations/${target}/similar-organizations?limit=1`)).body.data,
    ).toHaveLength(1)
  })
})

describe('culture media', () => {
  let trap: { server: net.Server; connections: number; port: number }
  let site: ReturnType<typeof Bun.serve>

  beforeAll(async () => {
    trap = {
      server: net.createServer((s) => {
        trap.connections++
        s.destroy()
      }),
      connections: 0,
      port: 0,
    }
    await new Promise<void>((resolve) => trap.server.listen(0, '127.0.0.2', resolve))
    trap.port = (trap.server.address() as net.AddressInfo).port
    site = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch(req) {
        const url = new URL(req.url)
        if (url.pathname === '/video') {
          return new Response(
            '<title>Team video</title><meta property="og:type" content="video.other"><meta property="og:description" content="A day at Acme">' +
              '<meta property="og:site_name" content="Acme Careers"><meta property="og:image" content="https://cdn.acme.example/team.jpg">',
            { headers: { 'content-type': 'text/html' } },
          )
        }
        if (url.pathname === '/redirect')
          return new Response(null, { status: 302, headers: { location: url.searchParams.get('to')! } })
        return new Response('<title>Blog</title>', { headers: { 'content-type': 'text/html' } })
      },
    })
    // "careers.acme-public.test" stands for a public site: the only loopback address allowed here
    metaFetchSettings.options = {
      resolve: async (host) => {
        const map: Record<string, string> = {
          'careers.acme-public.test': '127.0.0.1',
          'cdn.acme-public.test': '127.0.0.2',
        }
        if (!map[host]) throw new Error('ENOTFOUND')
        return [{ address: map[host]!, family: 4 }]
      },
      isBlocked: (a) => a !== '127.0.0.1' && isBlockedAddress(a),
      ports: 'any',
    }
  })
  afterAll(async () => {
    metaFetchSettings.options = {}
    site.stop(true)
    await new Promise<void>((resolve) => trap.server.close(() => resolve()))
  })

  const siteUrl = (path: string) => `http://careers.acme-public.test:${site.port}${path}`

  it('adds a link with its fetched meta, an upload, lists, patches, reorders and deletes', async () => {
    const org = await createClientCompany(t.deps.db, uniq('Culture Co'))
    const video = await call(p.recruiter, 'POST', `/api/organizations/${org}/culture-media`, { url: siteUrl('/video') })
    expect(video.status, JSON.stringify(video.body)).toBe(201)
    expect(video.body.data).toMatchObject({
      type: 'video',
      url: siteUrl('/video'),
      title: 'Team video',
      description: 'A day at Acme',
      sortOrder: 0,
      // the link's preview image and site name are kept with it
      siteName: 'Acme Careers',
      thumbnailUrl: 'https://cdn.acme.example/team.jpg',
    })
    const file = await media('cultureFile', 'image/png', { organizationId: org })
    const image = await call(p.recruiter, 'POST', `/api/organizations/${org}/culture-media`, {
      mediaId: file,
      title: 'Office',
    })
    expect(image.body.data).toMatchObject({
      type: 'image',
      mediaId: file,
      title: 'Office',
      sortOrder: 1,
      mediaUrl: `/api/organizations/${org}/media/${file}/stream`,
    })
    const listed = await call(p.candidate, 'GET', `/api/organizations/${org}/culture-media`)
    expect(listed.body.data.map((m: any) => m.id)).toEqual([video.body.data.id, image.body.data.id])
    const patched = await call(p.recruiter, 'PATCH', `/api/organizations/${org}/culture-media/${image.body.data.id}`, {
      title: 'HQ',
      description: null,
    })
    expect(patched.body.data).toMatchObject({ title: 'HQ', description: null })
    const reordered = await call(p.recruiter, 'PUT', `/api/organizations/${org}/culture-media/order`, {
      ids: [image.body.data.id, video.body.data.id],
    })
    expect(reordered.body.data.map((m: any) => [m.id, m.sortOrder])).toEqual([
      [image.body.data.id, 0],
      [video.body.data.id, 1],
    ])
    expect(
      (
        await expectNothingWritten(p.recruiter, 'PUT', `/api/organizations/${org}/culture-media/order`, {
          ids: [image.body.data.id],
        })
      ).error.details[0],
    ).toMatchObject({ path: 'ids', rule: 'invalid' })
    expect(
      (await call(p.recruiter, 'DELETE', `/api/organizations/${org}/culture-media/${video.body.data.id}`)).body.data,
    ).toEqual({ id: video.body.data.id, deleted: true })
    expect((await call(p.recruiter, 'GET', `/api/organizations/${org}/culture-media`)).body.data).toHaveLength(1)
    expect(
      (await call(p.recruiter, 'DELETE', `/api/organizations/${org}/culture-media/${video.body.data.id}`)).status,
    ).toBe(404)
  })

  it('refuses uploads of the wrong kind, type or size', async () => {
    const org = await createClientCompany(t.deps.db, uniq('Upload Co'))
    const gif = await media('cultureFile', 'image/gif', { organizationId: org })
    expect(
      (
        await expectNothingWritten(
          p.recruiter,
          'POST',
          `/api/organizations/${org}/culture-media`,
          { mediaId: gif },
          415,
        )
      ).error.details[0],
    ).toMatchObject({ path: 'mediaId', rule: 'fileTypeValidator' })
    const big = await media('cultureFile', 'image/jpeg', { sizeBytes: 4 * 1024 * 1024 + 1, organizationId: org })
    expect(
      (await expectNothingWritten(p.recruiter, 'POST', `/api/organizations/${org}/culture-media`, { mediaId: big }))
        .error.details[0],
    ).toMatchObject({ path: 'mediaId', rule: 'maxFileSizeValidator' })
    const resume = await media('resume', 'image/png', { organizationId: org })
    expect(
      (await expectNothingWritten(p.recruiter, 'POST', `/api/organizations/${org}/culture-media`, { mediaId: resume }))
        .error.details[0],
    ).toMatchObject({ path: 'mediaId', rule: 'unknownValue' })
  })

  it.each([
    [{}, 'url', 'required'],
    [{ url: 'https://a.example', mediaId: crypto.randomUUID() }, 'url', 'required'],
    [{ url: 'x'.repeat(1001) }, 'url', 'maxLength'],
    [{ mediaId: 'x' }, 'mediaId', 'format'],
    [{ url: 'https://a.example', title: 'x'.repeat(201) }, 'title', 'maxLength'],
    [{ url: 'https://a.example', type: 'gif' }, 'type', 'oneOf'],
    [{ url: 'ftp://a.example/file' }, 'url', 'invalidUrl'],
    [{ url: 'https://a.example', extra: 1 }, 'extra', 'unknownField'],
  ])('POST culture-media answers 422 for %j', async (body, path, rule) => {
    const r = await expectNothingWritten(p.recruiter, 'POST', `/api/organizations/${p.orgA}/culture-media`, body)
    expect(r.error.details[0]).toMatchObject({ path, rule })
  })

  it('never connects to a private address: directly or through a redirect the trap sees nothing, and the call answers 422', async () => {
    const attempts = [
      { url: `http://127.0.0.2:${trap.port}/` },
      { url: `http://[::ffff:127.0.0.2]:${trap.port}/` },
      { url: `http://cdn.acme-public.test:${trap.port}/` },
      { url: siteUrl(`/redirect?to=${encodeURIComponent(`http://cdn.acme-public.test:${trap.port}/secret`)}`) },
      { url: siteUrl(`/redirect?to=${encodeURIComponent(`http://127.0.0.2:${trap.port}/secret`)}`) },
      { url: siteUrl(`/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`) },
    ]
    for (const body of attempts) {
      const r = await expectNothingWritten(p.recruiter, 'POST', `/api/organizations/${p.orgA}/culture-media`, body)
      expect(r.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'This address is not allowed',
        details: [{ path: 'url', rule: 'notAllowed' }],
      })
      const meta = await call(
        p.recruiter,
        'GET',
        `/api/organizations/culture-media/meta?url=${encodeURIComponent(body.url)}`,
      )
      expect(meta.status).toBe(422)
      expect(meta.body.error.details[0]).toMatchObject({ path: 'query.url', rule: 'notAllowed' })
    }
    expect(trap.connections).toBe(0)
  })

  it('refuses loopback even with production settings (no test resolver)', async () => {
    const saved = metaFetchSettings.options
    metaFetchSettings.options = {}
    try {
      const r = await call(
        p.recruiter,
        'GET',
        `/api/organizations/culture-media/meta?url=${encodeURIComponent('http://127.0.0.1/')}`,
      )
      expect(r.status).toBe(422)
      expect(r.body.error.details[0].rule).toBe('notAllowed')
      const local = await call(
        p.recruiter,
        'GET',
        `/api/organizations/culture-media/meta?url=${encodeURIComponent('http://localhost:8080/')}`,
      )
      expect(local.status).toBe(422)
    } finally {
      metaFetchSettings.options = saved
    }
  })

  it('answers the meta of an allowed link', async () => {
    const r = await call(
      p.clientA,
      'GET',
      `/api/organizations/culture-media/meta?url=${encodeURIComponent(siteUrl('/video'))}`,
    )
    expect(r.body.data).toEqual({
      url: siteUrl('/video'),
      title: 'Team video',
      description: 'A day at Acme',
      image: 'https://cdn.acme.example/team.jpg',
      siteName: 'Acme Careers',
      kind: 'video',
    })
    expect(
      (
        await call(
          p.candidate,
          'GET',
          `/api/organizations/culture-media/meta?url=${encodeURIComponent(siteUrl('/video'))}`,
        )
      ).status,
    ).toBe(403)
    expect((await call(p.clientA, 'GET', '/api/organizations/culture-media/meta')).status).toBe(422)
  })
})

describe("tenancy: a client never changes another company's profile or culture media", () => {
  it('answers 404 to the other client on every change and on the users list', async () => {
    const own = async () => p.orgA
    const item = async () => {
      const [row] = await t.deps.db
        .insert(cultureMediaTable)
        .values({ organizationId: p.orgA, type: 'link', url: 'https://acme.example/blog' })
        .returning({ id: cultureMediaTable.id })
      return row!.id
    }
    await expectCrossTenant404(t, {
      owner: p.clientA,
      intruders: [p.clientB],
      routes: [
        {
          name: 'patch profile',
          create: own,
          request: (id) => ({ method: 'PATCH', path: `/api/organizations/${id}`, json: { aboutHtml: '<p>ours</p>' } }),
        },
        { name: 'users', create: own, request: (id) => ({ method: 'GET', path: `/api/organizations/${id}/users` }) },
        {
          name: 'logo',
          create: own,
          request: (id) => ({ method: 'PUT', path: `/api/organizations/${id}/logo`, json: { mediaId: null } }),
        },
        {
          name: 'cover',
          create: own,
          request: (id) => ({ method: 'PUT', path: `/api/organizations/${id}/cover`, json: { mediaId: null } }),
        },
        {
          name: 'patch culture media',
          create: item,
          request: (id) => ({
            method: 'PATCH',
            path: `/api/organizations/${p.orgA}/culture-media/${id}`,
            json: { title: 'x' },
          }),
        },
        {
          name: 'delete culture media',
          create: item,
          request: (id) => ({ method: 'DELETE', path: `/api/organizations/${p.orgA}/culture-media/${id}` }),
        },
      ],
    })
  })
})

describe('bad input on every organizations route writes nothing', () => {
  it.each([
    ['GET', '/api/organizations/details/nope', undefined],
    ['PATCH', '/api/organizations/nope', {}],
    ['GET', '/api/organizations/nope/users', undefined],
    ['GET', '/api/organizations/nope/similar-organizations', undefined],
    ['PUT', '/api/organizations/nope/logo', { mediaId: null }],
    ['PUT', '/api/organizations/nope/cover', { mediaId: null }],
    ['GET', '/api/organizations/nope/culture-media', undefined],
    ['POST', '/api/organizations/nope/culture-media', { url: 'https://a.example' }],
    ['PUT', '/api/organizations/nope/culture-media/order', { ids: [crypto.randomUUID()] }],
    ['PATCH', '/api/organizations/nope/culture-media/nope', {}],
    ['DELETE', '/api/organizations/nope/culture-media/nope', undefined],
    ['GET', '/api/organizations/culture-media/meta?url=', undefined],
  ])('%s %s -> 422', async (method, path, body) => {
    await expectNothingWritten(p.recruiter, method, path, body)
  })

  it.each([
    ['PUT', 'culture-media/order', { ids: [] }],
    ['PUT', 'culture-media/order', { ids: ['x'] }],
    ['PUT', 'logo', { mediaId: 'x' }],
  ])('%s %s with a bad body -> 422', async (method, part, body) => {
    await expectNothingWritten(p.recruiter, method, `/api/organizations/${p.orgA}/${part}`, body)
  })
})
