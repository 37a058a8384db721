/**
 * POST compensation-engine is gated by the compEngine feature flag, as users/me reports it:
 * global, then the organization's enablement, then the user's own (the user's row wins).
 * The seed turns it on for everyone; off, the tool answers 403 "not enabled".
 */
import { COMPENSATION_MESSAGES } from '@quota/shared/domain/compensation/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { featureFlagEnablementsTable, featureFlagsTable } from '../../db/schema'
import { createOrganization, createSignedInUser, type SignedInUser } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let flagId: string
let acme: string
let acmeClient: SignedInUser
let globexClient: SignedInUser
let staff: SignedInUser

const run = async (who: SignedInUser) => {
  const res = await t.request('/api/compensation-engine', {
    method: 'POST',
    headers: who.headers,
    json: { positionIds: [], stateIds: [], cityIds: [] },
  })
  return { status: res.status, body: (await res.json()) as any }
}
const features = async (who: SignedInUser) =>
  ((await (await t.request('/api/users/me', { headers: who.headers })).json()) as any).data
    .userAllowedFeatures as string[]
const setGlobal = (on: boolean) =>
  t.deps.db.update(featureFlagsTable).set({ isEnabledGlobally: on }).where(eq(featureFlagsTable.id, flagId))

beforeAll(async () => {
  t = await createTestApp()
  const [flag] = await t.deps.db.select().from(featureFlagsTable).where(eq(featureFlagsTable.key, 'compEngine'))
  flagId = flag!.id
  acme = await createOrganization(t.deps.db, 'Acme Comp')
  const globex = await createOrganization(t.deps.db, 'Globex Comp')
  acmeClient = await createSignedInUser(t, { userType: 'client', organizationId: acme })
  globexClient = await createSignedInUser(t, { userType: 'client', organizationId: globex })
  staff = await createSignedInUser(t, { userType: 'staff', roleKeys: ['internal-recruiter'] })
})
afterAll(() => t?.close())
beforeEach(async () => {
  await t.deps.db.delete(featureFlagEnablementsTable).where(eq(featureFlagEnablementsTable.featureFlagId, flagId))
  await setGlobal(true)
})

describe('the compEngine flag on POST compensation-engine', () => {
  it('is on for everyone from the seed', async () => {
    expect((await run(acmeClient)).status).toBe(200)
    expect((await run(staff)).status).toBe(200)
    expect(await features(acmeClient)).toContain('compEngine')
  })

  it('off globally: 403 "not enabled" for clients and staff, and users/me leaves it out', async () => {
    await setGlobal(false)
    for (const who of [acmeClient, globexClient, staff]) {
      const res = await run(who)
      expect(res.status).toBe(403)
      expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', message: COMPENSATION_MESSAGES.notEnabled })
    }
    expect(await features(acmeClient)).not.toContain('compEngine')
  })

  it('on for one organization only: its users get it, another organization’s do not', async () => {
    await setGlobal(false)
    await t.deps.db.insert(featureFlagEnablementsTable).values({ featureFlagId: flagId, organizationId: acme })
    expect((await run(acmeClient)).status).toBe(200)
    expect((await run(globexClient)).status).toBe(403)
    expect(await features(acmeClient)).toContain('compEngine')
  })

  it('a user’s own row wins over the global setting', async () => {
    await t.deps.db
      .insert(featureFlagEnablementsTable)
      .values({ featureFlagId: flagId, userId: acmeClient.user.id, isEnabled: false })
    expect((await run(acmeClient)).status).toBe(403)
    expect((await run(globexClient)).status).toBe(200)
  })

  it('candidates stay out whatever the flag (403), and bad input is still refused when on', async () => {
    const candidate = await createSignedInUser(t, { userType: 'candidate' })
    expect((await run(candidate)).status).toBe(403)
    const res = await t.request('/api/compensation-engine', {
      method: 'POST',
      headers: acmeClient.headers,
      json: { positionIds: ['nope'], stateIds: [], cityIds: [] },
    })
    expect(res.status).toBe(422)
  })
})
