import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  featureFlagEnablementsTable,
  featureFlagsTable,
  featureNotificationsTable,
  jobsTable,
  mediaTable,
  usersTable,
} from '../../db/schema'
import { createOrganization, createSignedInUser, type SignedInUser } from '../../testing/auth-helpers'
import { expectCrossTenant404 } from '../../testing/cross-tenant'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let acme: string
let globex: string
let admin: SignedInUser
let recruiter: SignedInUser
let acmeClient: SignedInUser
let globexClient: SignedInUser
let candidate: SignedInUser

beforeAll(async () => {
  t = await createTestApp()
  acme = await createOrganization(t.deps.db, 'Acme Cloud')
  globex = await createOrganization(t.deps.db, 'Globex Data')
  admin = await createSignedInUser(t, { roleKeys: ['administrator'], firstName: 'Ann', lastName: 'Admin' })
  recruiter = await createSignedInUser(t, {
    roleKeys: ['internal-recruiter'],
    firstName: 'Rita',
    lastName: 'Recruiter',
  })
  acmeClient = await createSignedInUser(t, {
    userType: 'client',
    organizationId: acme,
    firstName: 'Al',
    lastName: 'Acme',
  })
  globexClient = await createSignedInUser(t, {
    userType: 'client',
    organizationId: globex,
    firstName: 'Gus',
    lastName: 'Globex',
  })
  candidate = await createSignedInUser(t, { userType: 'candidate', firstName: 'Cam', lastName: 'Candidate' })
})
afterAll(() => t.close())

const get = (path: string, who: SignedInUser) => t.request(path, { headers: who.headers })
const send = (method: string, path: string, who: SignedInUser, json?: unknown) =>
  t.request(path, { method, headers: who.headers, ...(json !== undefined ? { json } : {}) })
const data = async (res: Response) => {
  const body = await res.json()
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`)
  return body.data
}

describe('GET users/me', () => {
  it.each([
    ['candidate', () => candidate, '/candidate-home'],
    ['internal recruiter', () => recruiter, '/candidate/list'],
    ['client recruiter', () => acmeClient, '/company-home'],
    ['administrator', () => admin, '/admin/lists'],
  ])('%s -> home route %s', async (_name, who, route) => {
    expect((await data(await get('/api/users/me', who()))).homeRoute).toBe(route)
  })

  it('home route for the other roles of the spec list', async () => {
    for (const [roleKeys, userType, route] of [
      [['fractional-recruiter'], 'staff', '/candidate/list'],
      [['client-recruiter-basic'], 'client', '/comp-engine'],
      [['manage-lists'], 'staff', '/admin/lists'],
      [['manage-users'], 'staff', '/admin/users'],
      [[], 'staff', '/error'],
    ] as const) {
      const who = await createSignedInUser(t, {
        roleKeys: [...roleKeys],
        userType,
        organizationId: userType === 'client' ? acme : null,
      })
      expect((await data(await get('/api/users/me', who))).homeRoute).toBe(route)
    }
  })

  it("answers the spec's logged-in user fields", async () => {
    const me = await data(await get('/api/users/me', admin))
    for (const field of [
      'connectId',
      'salesforceId',
      'firstName',
      'lastName',
      'fullName',
      'email',
      'phone',
      'timezone',
      'pictureUrl',
      'pronunciationAudioUrl',
      'emailSignature',
      'ats',
      'atsId',
      'organizationId',
      'userType',
      'roles',
      'roleNames',
      'rolesDictionary',
      'channels',
      'cognitoId',
      'isActive',
      'configurations',
      'hasAdministrativeRole',
      'emailVerified',
      'hasOnboarded',
      'isFirstLogin',
      'isCalendarTabVisited',
      'toBeDeletedAt',
      'expiredPrivacyPolicy',
      'searchStatusModalViewed',
      'newFeatureNotifications',
      'userAllowedFeatures',
      'showWelcomeModal',
      'showUpdateLinkedInUrlModal',
      'showClientInboundHiringModal',
      'lastChromeExtStatsViewedAt',
      'pingSalesTeamMetaData',
      'clientSourcing',
      'homeRoute',
    ])
      expect(me, field).toHaveProperty(field)
    expect(me).toMatchObject({
      fullName: 'Ann Admin',
      hasAdministrativeRole: true,
      roles: [{ key: 'administrator', name: 'Administrator', isAdministrative: true }],
      rolesDictionary: expect.objectContaining({ administrator: true, candidate: false }),
      roleView: 'nonStaff',
    })
    expect(me.roleNames).toEqual(expect.arrayContaining(['administrator', 'manage-lists', 'manage-users']))
  })

  it('client sourcing needs both the role and the flag; feature flags combine global, organization and user', async () => {
    const sourcer = await createSignedInUser(t, {
      userType: 'client',
      organizationId: acme,
      roleKeys: ['client-sourcing'],
    })
    expect((await data(await get('/api/users/me', sourcer))).clientSourcing).toBe(false)
    await t.deps.db.update(usersTable).set({ clientSourcing: true }).where(eq(usersTable.id, sourcer.user.id))
    expect((await data(await get('/api/users/me', sourcer))).clientSourcing).toBe(true)

    const flags = Object.fromEntries((await t.deps.db.select().from(featureFlagsTable)).map((f) => [f.key, f.id]))
    await t.deps.db
      .update(featureFlagsTable)
      .set({ isEnabledGlobally: true })
      .where(eq(featureFlagsTable.key, 'marketMapping'))
    // the seed turns compEngine on for everyone: off here, so only Acme's enablement below counts
    await t.deps.db
      .update(featureFlagsTable)
      .set({ isEnabledGlobally: false })
      .where(eq(featureFlagsTable.key, 'compEngine'))
    await t.deps.db.insert(featureFlagEnablementsTable).values([
      { featureFlagId: flags.compEngine!, organizationId: acme },
      { featureFlagId: flags.marketMapping!, userId: sourcer.user.id, isEnabled: false },
    ])
    expect((await data(await get('/api/users/me', sourcer))).userAllowedFeatures).toEqual(['compEngine'])
    expect((await data(await get('/api/users/me', acmeClient))).userAllowedFeatures).toEqual([
      'compEngine',
      'marketMapping',
    ])
    expect((await data(await get('/api/users/me', globexClient))).userAllowedFeatures).toEqual(['marketMapping'])
  })
})

describe('PATCH users, privacy policy, feature notifications', () => {
  it('updates my profile and one-off prompts', async () => {
    const me = await data(
      await send('PATCH', '/api/users', recruiter, {
        firstName: 'Rita',
        lastName: 'Rivera',
        phone: '(646) 555-0101',
        timezone: 'America/Chicago',
        showWelcomeModal: false,
        isCalendarTabVisited: true,
        uiState: { guide: true },
      }),
    )
    expect(me).toMatchObject({
      fullName: 'Rita Rivera',
      phone: '6465550101',
      timezone: 'America/Chicago',
      showWelcomeModal: false,
      isCalendarTabVisited: true,
      uiState: { guide: true },
    })
    const [row] = await t.deps.db.select().from(usersTable).where(eq(usersTable.id, recruiter.user.id))
    expect(row?.phone).toBe('+16465550101')
    expect((await data(await send('PATCH', '/api/users', recruiter, { uiState: { quickFind: 'x' } }))).uiState).toEqual(
      { guide: true, quickFind: 'x' },
    )

    const bad = await send('PATCH', '/api/users', recruiter, { firstName: 'R(ita)', timezone: 'Mars/Olympus' })
    expect(bad.status).toBe(422)
    // someone else's picture cannot be taken
    const [media] = await t.deps.db
      .insert(mediaTable)
      .values({
        kind: 'profilePicture',
        ownerUserId: admin.user.id,
        storageKey: 'k',
        fileName: 'a.png',
        mimeType: 'image/png',
      })
      .returning()
    expect((await send('PATCH', '/api/users', recruiter, { pictureMediaId: media!.id })).status).toBe(422)
  })

  it('privacy policy: "I Agree" clears expiredPrivacyPolicy; only for oneself', async () => {
    expect((await data(await get('/api/users/me', candidate))).expiredPrivacyPolicy).toBe(true)
    const me = await data(
      await send('POST', `/api/users/${candidate.user.id}/privacy-policy`, candidate, { accepted: true }),
    )
    expect(me.expiredPrivacyPolicy).toBe(false)
    expect(
      (await send('POST', `/api/users/${recruiter.user.id}/privacy-policy`, candidate, { accepted: true })).status,
    ).toBe(404)
  })

  it('feature notifications for my user type, marked read', async () => {
    const [forClients, forAll] = await t.deps.db
      .insert(featureNotificationsTable)
      .values([
        { title: 'For clients', audienceUserTypes: ['client'], publishedAt: new Date(Date.now() - 1000) },
        { title: 'For everyone', publishedAt: new Date(Date.now() - 2000) },
        { title: 'Not yet', publishedAt: new Date(Date.now() + 3_600_000) },
      ])
      .returning()
    const list = await data(await get('/api/users/feature-notifications', acmeClient))
    expect(list.map((n: { title: string }) => n.title)).toEqual(['For clients', 'For everyone'])
    expect(
      (await data(await get('/api/users/feature-notifications', candidate))).map((n: { title: string }) => n.title),
    ).toEqual(['For everyone'])
    expect(
      await data(
        await send('PATCH', `/api/users/${acmeClient.user.id}/feature-notifications`, acmeClient, {
          ids: [forClients!.id],
        }),
      ),
    ).toEqual({ updated: 1 })
    const me = await data(await get('/api/users/me', acmeClient))
    expect(me.newFeatureNotifications.map((n: { id: string }) => n.id)).toEqual([forAll!.id])
  })
})

describe('people lists', () => {
  it('short profiles follow tenancy', async () => {
    const colleague = await createSignedInUser(t, {
      userType: 'client',
      organizationId: acme,
      firstName: 'Col',
      lastName: 'League',
    })
    const card = await data(await get(`/api/users/${colleague.user.id}/short-profile`, acmeClient))
    expect(card).toMatchObject({ fullName: 'Col League', organizationName: 'Acme Cloud', role: 'Client Recruiter' })
    expect((await get(`/api/users/${recruiter.user.id}/short-profile`, acmeClient)).status).toBe(200)
    expect((await get(`/api/users/${colleague.user.id}/short-profile`, globexClient)).status).toBe(404)
    expect((await get(`/api/users/${colleague.user.id}/short-profile`, candidate)).status).toBe(404)
    expect((await get(`/api/users/${colleague.user.id}/short-profile`, recruiter)).status).toBe(200)
  })

  it('owners: provider recruiters, by role and status; staff only', async () => {
    const fractional = await createSignedInUser(t, {
      roleKeys: ['fractional-recruiter'],
      firstName: 'Fay',
      lastName: 'Fractional',
    })
    const owners = await data(await get('/api/users/owners?searchText=fay', recruiter))
    expect(owners).toEqual([
      expect.objectContaining({
        id: fractional.user.id,
        value: 'Fay Fractional',
        role: 'Fractional Recruiter',
        isActive: true,
      }),
    ])
    const internalOnly = await data(await get('/api/users/owners?types=internal-recruiter', recruiter))
    expect(internalOnly.map((o: { id: string }) => o.id)).not.toContain(fractional.user.id)
    await t.deps.db.update(usersTable).set({ isActive: false }).where(eq(usersTable.id, fractional.user.id))
    const inactive = await data(await get('/api/users/owners-by-status?status=inactive', recruiter))
    expect(inactive.map((o: { id: string }) => o.id)).toEqual([fractional.user.id])
    expect((await get('/api/users/owners', acmeClient)).status).toBe(403)
  })

  it("recipient e-mails: staff see a job's client users; clients see their own people and the staff on their jobs", async () => {
    const [job] = await t.deps.db
      .insert(jobsTable)
      .values({ organizationId: acme, name: 'AE', accountManagerId: recruiter.user.id })
      .returning()
    const forStaff = await data(await get(`/api/users/recipient-emails?jobId=${job!.id}`, recruiter))
    const ids = forStaff.map((r: { userId: string }) => r.userId)
    expect(ids).toContain(acmeClient.user.id)
    expect(ids).toContain(admin.user.id)
    expect(ids).not.toContain(globexClient.user.id)

    const forClient = await data(await get('/api/users/recipient-emails', acmeClient))
    const clientIds = forClient.map((r: { userId: string }) => r.userId)
    expect(clientIds).toContain(recruiter.user.id)
    expect(clientIds).not.toContain(admin.user.id)
    expect(clientIds).not.toContain(globexClient.user.id)
    expect((await get(`/api/users/recipient-emails?jobId=${job!.id}`, globexClient)).status).toBe(404)
    expect((await get('/api/users/recipient-emails', candidate)).status).toBe(403)
  })
})

describe('users admin (manage-users)', () => {
  it('lists, searches, creates, assigns roles; refuses non-admins', async () => {
    expect((await get('/api/users', recruiter)).status).toBe(403)
    const page = await t.request('/api/users?searchText=globex&limit=5', { headers: admin.headers })
    const body = await page.json()
    expect(body.meta.total).toBe(1)
    expect(body.data[0]).toMatchObject({ id: globexClient.user.id, organizationName: 'Globex Data' })

    const mismatch = await send('POST', '/api/users', admin, {
      email: 'x1@example.com',
      firstName: 'X',
      lastName: 'Y',
      userType: 'client',
      roleKeys: ['internal-recruiter'],
      organizationId: acme,
    })
    expect(mismatch.status).toBe(422)
    const noOrg = await send('POST', '/api/users', admin, {
      email: 'x2@example.com',
      firstName: 'X',
      lastName: 'Y',
      userType: 'client',
      roleKeys: ['client-recruiter'],
    })
    expect((await noOrg.json()).error.details[0].path).toBe('organizationId')

    const created = await data(
      await send('POST', '/api/users', admin, {
        email: 'Sam.Sourcer@Acme.test',
        firstName: 'Sam',
        lastName: 'Sourcer',
        userType: 'client',
        roleKeys: ['client-recruiter'],
        organizationId: acme,
        sendInvite: true,
      }),
    )
    expect(created).toMatchObject({
      email: 'sam.sourcer@acme.test',
      hasPassword: false,
      emailVerified: false,
      organizationName: 'Acme Cloud',
    })
    expect(created.manualInviteSentAt).toBeTypeOf('string')
    const dup = await send('POST', '/api/users', admin, {
      email: 'sam.sourcer@acme.test',
      firstName: 'S',
      lastName: 'S',
      userType: 'staff',
      roleKeys: ['manage-lists'],
    })
    expect(dup.status).toBe(409)

    const promoted = await data(
      await send('PUT', `/api/users/${created.id}/roles`, admin, { roleKeys: ['client-sourcing'] }),
    )
    expect(promoted.roles.map((r: { key: string }) => r.key)).toEqual(['client-sourcing'])
    expect((await send('PUT', `/api/users/${admin.user.id}/roles`, admin, { roleKeys: ['manage-lists'] })).status).toBe(
      409,
    )
    expect((await send('POST', `/api/users/${admin.user.id}/deactivate`, admin, {})).status).toBe(409)

    const updated = await data(
      await send('PATCH', `/api/users/${created.id}`, admin, { clientSourcing: true, phone: '2125550100' }),
    )
    expect(updated).toMatchObject({ clientSourcing: true, phone: '2125550100' })
    const roles = await data(await get('/api/roles', recruiter))
    expect(roles.map((r: { key: string }) => r.key)).toContain('client-recruiter-basic')
  })
})

describe('tenancy', () => {
  it("another tenant's user gets 404 for every users resource route", async () => {
    const newClient = () => createSignedInUser(t, { userType: 'client', organizationId: acme })
    await expectCrossTenant404(t, {
      owner: acmeClient,
      intruders: [globexClient, candidate],
      routes: [
        {
          name: 'GET users/{id}/short-profile',
          create: async () => (await newClient()).user.id,
          request: (id) => ({ method: 'GET', path: `/api/users/${id}/short-profile` }),
        },
      ],
    })
    // candidates may not call this route at all (403 before any record is looked at)
    await expectCrossTenant404(t, {
      owner: acmeClient,
      intruders: [globexClient],
      routes: [
        {
          name: 'GET users/recipient-emails?jobId',
          create: async () =>
            (await t.deps.db.insert(jobsTable).values({ organizationId: acme, name: 'SDR' }).returning())[0]!.id,
          request: (id) => ({ method: 'GET', path: `/api/users/recipient-emails?jobId=${id}` }),
        },
      ],
    })
    // routes about one's own user record: another user's id is 404 for everyone else
    for (const intruder of [globexClient, candidate, recruiter]) {
      expect(
        (await send('POST', `/api/users/${acmeClient.user.id}/privacy-policy`, intruder, { accepted: true })).status,
      ).toBe(404)
      expect(
        (
          await send('PATCH', `/api/users/${acmeClient.user.id}/feature-notifications`, intruder, {
            ids: [acmeClient.user.id],
          })
        ).status,
      ).toBe(404)
    }
  })
})
