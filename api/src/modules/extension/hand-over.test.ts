/**
 * The sign-in hand-over from a web session to the extension (issue 15): the signed-in recruiter's
 * web session (cookie) asks for a one-time code; the extension exchanges it once for its own token
 * session. Used, expired and unknown codes and a deactivated user are refused with clear 4xx.
 */
import { EXTENSION_HAND_OVER } from '@quota/shared/contracts/extension'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { extensionHandOverCodesTable, rateLimitsTable, sessionsTable, usersTable } from '../../db/schema'
import { createTestUser, TEST_PASSWORD } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createPeople, json, type People } from '../jobs/test-fixtures'

let t: TestApp
let p: People
beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
})
afterAll(() => t.close())
// every exchange counts against the test client's one address
beforeEach(async () => {
  await t.deps.db.delete(rateLimitsTable)
})

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await t.request(path, { method: 'POST', headers, json: body })
  return { status: res.status, body: await json(res), headers: res.headers }
}

/** The web app's own session: a cookie from the password login, used same-origin. */
async function webSession(email: string) {
  const login = await post('/api/auth/login', { email, password: TEST_PASSWORD }, { origin: 'http://localhost' })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  const cookie = login.headers.get('set-cookie')!.match(/quota_session=[^;]*/)![0]
  return { cookie, 'sec-fetch-site': 'same-origin' }
}
const newCode = async (headers: Record<string, string>) => {
  const res = await post('/api/extension/hand-over-codes', undefined, headers)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data as { code: string; expiresAt: string }
}
const exchange = (code: string) => post('/api/extension/hand-over', { code })

describe('the extension takes over a web session with a one-time code', () => {
  it('exchanges a fresh code once for its own token session of that recruiter', async () => {
    const web = await webSession(p.recruiter.user.email)
    const before = Date.now()
    const { code, expiresAt } = await newCode(web)
    const ttl = new Date(expiresAt).getTime() - before
    expect(ttl).toBeGreaterThan((EXTENSION_HAND_OVER.codeTtlSeconds - 5) * 1000)
    expect(ttl).toBeLessThanOrEqual((EXTENSION_HAND_OVER.codeTtlSeconds + 1) * 1000)
    // stored hashed: the code itself is nowhere in the table
    const rows = await t.deps.db
      .select()
      .from(extensionHandOverCodesTable)
      .where(eq(extensionHandOverCodesTable.userId, p.recruiter.user.id))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(code)

    const taken = await exchange(code)
    expect(taken.status, JSON.stringify(taken.body)).toBe(200)
    expect(taken.headers.get('cache-control')).toBe('no-store')
    expect(taken.body.data.user.email).toBe(p.recruiter.user.email)
    expect(taken.body.data.refreshToken).toMatch(/^qr_/)
    // the extension's own session works for the extension's calls and rotates like any token session
    const caps = await t.request('/api/extension/daily-caps?timezone=UTC', {
      headers: { authorization: `Bearer ${taken.body.data.accessToken}` },
    })
    expect(caps.status).toBe(200)
    const refreshed = await post('/api/auth/refresh', { refreshToken: taken.body.data.refreshToken })
    expect(refreshed.status).toBe(200)

    const again = await exchange(code)
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(EXTENSION_HAND_OVER.messages.used)
    expect(again.body.error.details).toEqual([
      { path: 'code', rule: 'used', message: EXTENSION_HAND_OVER.messages.used },
    ])
  })

  it('lets exactly one of several simultaneous exchanges of one code win', async () => {
    const { code } = await newCode(p.recruiter2.headers)
    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(code)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
  })

  it('refuses an expired code, an unknown one and a malformed one', async () => {
    const { code } = await newCode(p.recruiter.headers)
    await t.deps.db
      .update(extensionHandOverCodesTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(extensionHandOverCodesTable.userId, p.recruiter.user.id))
    const expired = await exchange(code)
    expect(expired.status).toBe(409)
    expect(expired.body.error.message).toBe(EXTENSION_HAND_OVER.messages.expired)

    const unknown = await exchange('qx_not-a-code-we-made')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.message).toBe(EXTENSION_HAND_OVER.messages.unknown)
    expect((await exchange('')).status).toBe(422)
    expect((await post('/api/extension/hand-over', { code: 'x', extra: 1 })).status).toBe(422)
  })

  it('refuses a code whose recruiter was deactivated meanwhile', async () => {
    const user = await createTestUser(t, { userType: 'staff', roleKeys: ['internal-recruiter'] })
    const { code } = await newCode(await webSession(user.email))
    await t.deps.db.update(usersTable).set({ isActive: false }).where(eq(usersTable.id, user.id))
    const refused = await exchange(code)
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('USER_INACTIVE')
  })

  it('gives codes only to a signed-in provider recruiter, and not across sites', async () => {
    expect((await post('/api/extension/hand-over-codes', undefined)).status).toBe(401)
    for (const who of [p.clientA, p.candidate])
      expect((await post('/api/extension/hand-over-codes', undefined, who.headers)).status).toBe(403)
    const web = await webSession(p.recruiter.user.email)
    const foreign = await post('/api/extension/hand-over-codes', undefined, {
      cookie: web.cookie,
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
  })
})

describe('the exchange is rate-limited per client address', () => {
  it('the 11th exchange within a minute answers 429 with Retry-After, even with a good code', async () => {
    for (let i = 0; i < 10; i++) expect((await exchange(`qx_guess-${i}`)).status).toBe(404)
    const { code } = await newCode(p.recruiter.headers)
    const limited = await exchange(code)
    expect(limited.status).toBe(429)
    expect(limited.body.error.code).toBe('RATE_LIMITED')
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // the refused attempt did not use the code up: once the window is over it still works
    await t.deps.db.delete(rateLimitsTable)
    expect((await exchange(code)).status).toBe(200)
  })
})

describe('the extension session is a child of the web session that handed over', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  const capsStatus = async (token: string) =>
    (await t.request('/api/extension/daily-caps?timezone=UTC', { headers: bearer(token) })).status

  it('logging out of the web app ends the extension session it started, and only that one', async () => {
    const user = await createTestUser(t, { userType: 'staff', roleKeys: ['internal-recruiter'] })
    const web = await webSession(user.email)
    const other = await webSession(user.email)
    const fromWeb = (await exchange((await newCode(web)).code)).body.data
    const fromOther = (await exchange((await newCode(other)).code)).body.data
    expect(await capsStatus(fromWeb.accessToken)).toBe(200)

    const [child] = await t.deps.db
      .select()
      .from(sessionsTable)
      .where(eq(sessionsTable.id, JSON.parse(atob(fromWeb.accessToken.split('.')[1])).sid))
    expect(child!.parentSessionId).not.toBeNull()

    const out = await post('/api/auth/logout', undefined, web)
    expect(out.status, JSON.stringify(out.body)).toBe(200)
    // the extension's access token and its refresh token are both dead
    expect(await capsStatus(fromWeb.accessToken)).toBe(401)
    expect((await post('/api/auth/refresh', { refreshToken: fromWeb.refreshToken })).status).toBe(401)
    const [revoked] = await t.deps.db.select().from(sessionsTable).where(eq(sessionsTable.id, child!.id))
    expect(revoked!.revokedReason).toBe('logout')
    // the other web session and the extension it started are untouched
    expect(await capsStatus(fromOther.accessToken)).toBe(200)
    expect((await post('/api/auth/refresh', { refreshToken: fromOther.refreshToken })).status).toBe(200)
    expect((await t.request('/api/users/me', { headers: other })).status).toBe(200)
  })

  it('logging out of the extension leaves the web session signed in', async () => {
    const user = await createTestUser(t, { userType: 'staff', roleKeys: ['internal-recruiter'] })
    const web = await webSession(user.email)
    const ext = (await exchange((await newCode(web)).code)).body.data
    const out = await post('/api/auth/logout', { refreshToken: ext.refreshToken }, bearer(ext.accessToken))
    expect(out.status, JSON.stringify(out.body)).toBe(200)
    expect(await capsStatus(ext.accessToken)).toBe(401)
    expect((await t.request('/api/users/me', { headers: web })).status).toBe(200)
  })
})
