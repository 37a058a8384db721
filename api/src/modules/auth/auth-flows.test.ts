import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { loadConfig } from '../../config/env'
import { authLogsTable, outboxEventsTable, sessionsTable } from '../../db/schema'
import { startMailWorker } from '../../mail/worker'
import { createSignedInUser, createTestUser, TEST_PASSWORD } from '../../testing/auth-helpers'
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { authenticateRequest } from './authenticate'

/**
 * Sign-in journeys over HTTP, with mail delivered by the outbox worker through nodemailer to a
 * real SMTP server running in its own process.
 */
let t: TestApp
let sink: SmtpSink
let worker: ReturnType<typeof startMailWorker>

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await createTestApp({
    env: { SMTP_URL: sink.url, OUTBOX_POLL_MS: '20', MAIL_FROM: 'Quota <no-reply@quota.test>' },
  })
  worker = startMailWorker({ db: t.deps.db, config: t.deps.config, logger: t.deps.logger })
})
afterAll(async () => {
  await worker?.stop()
  await sink?.close()
  await t?.close()
})

/** A POST as the web app sends it (its own Origin; issue 30: cookie logins and logouts need it). */
const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  t.request(path, {
    method: 'POST',
    json,
    headers: 'origin' in headers || 'sec-fetch-site' in headers ? headers : { origin: 'http://localhost', ...headers },
  })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1]
const linkIn = (text: string) => text.match(/https?:\/\/\S+\/auth\/reset-password\?\S+/)?.[0]
const mailTo = (to: string, subject: RegExp) => sink.waitFor((m) => m.to.includes(to) && subject.test(m.subject))
const sessionCookieOf = (res: Response) => res.headers.get('set-cookie')?.match(/quota_session=([^;]*)/)?.[1] ?? null

async function loginTokens(email: string, password: string) {
  const res = await post('/api/auth/login', { email, password, session: 'token' })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()).data as {
    accessToken: string
    refreshToken: string
    user: { homeRoute: string; email: string }
  }
}

describe('sign-up -> code by e-mail -> verify -> login -> users/me', () => {
  it('a candidate lands on /candidate-home', async () => {
    const signup = await post('/api/auth/signup', {
      userType: 'candidate',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'Ada.Candidate@Example.com',
      password: 'correct horse',
      phone: '(415) 555-0132',
      acceptedTerms: true,
    })
    expect(signup.status, await signup.clone().text()).toBe(200)
    expect((await signup.json()).data).toMatchObject({
      email: 'ada.candidate@example.com',
      nextRoute: '/auth/verify-account?email=ada.candidate%40example.com',
    })

    // not verified yet: login sends the client to verify-account
    const early = await post('/api/auth/login', { email: 'ada.candidate@example.com', password: 'correct horse' })
    expect(early.status).toBe(403)
    expect((await early.json()).error.code).toBe('USER_NOT_CONFIRMED')

    const mail = await mailTo('ada.candidate@example.com', /verification code/)
    expect(mail.from).toContain('no-reply@quota.test')
    expect(mail.html).toContain('<!doctype html>')
    const code = codeIn(mail.text)!
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.html).toContain(code)

    const wrong = await post('/api/auth/verify-account', {
      email: 'ada.candidate@example.com',
      code: code === '000000' ? '111111' : '000000',
    })
    expect(wrong.status).toBe(422)
    expect((await wrong.json()).error.message).toBe('Invalid verification code!')

    const verified = await post('/api/auth/verify-account', { email: 'ada.candidate@example.com', code })
    expect(verified.status).toBe(200)

    const login = await post('/api/auth/login', { email: 'ADA.candidate@example.com', password: 'correct horse' })
    expect(login.status).toBe(200)
    const cookie = sessionCookieOf(login)
    expect(login.headers.get('set-cookie')).toMatch(/HttpOnly/)
    expect(login.headers.get('set-cookie')).toMatch(/SameSite=Lax/)
    const body = await login.json()
    expect(body.data.user.homeRoute).toBe('/candidate-home')
    expect(body.data.refreshToken).toBeUndefined()

    const me = await t.request('/api/users/me?tz=America%2FNew_York', {
      headers: { cookie: `quota_session=${cookie}` },
    })
    expect(me.status).toBe(200)
    const user = (await me.json()).data
    expect(user).toMatchObject({
      email: 'ada.candidate@example.com',
      fullName: 'Ada Lovelace',
      phone: '4155550132',
      timezone: 'America/New_York',
      userType: 'candidate',
      emailVerified: true,
      hasOnboarded: true,
      isFirstLogin: true,
      expiredPrivacyPolicy: false,
      homeRoute: '/candidate-home',
      landingRoute: '/candidate-home',
      roleNames: ['candidate'],
    })
    expect(user.candidateId).toBeTypeOf('string')
  })

  it('a client recruiter signs up with a company and lands on the free compensation tool', async () => {
    const res = await post('/api/auth/signup', {
      userType: 'client',
      firstName: 'Cleo',
      lastName: 'Client',
      email: 'cleo@acme.test',
      password: 'password-123',
      phone: '+1 212 555 0100',
      companyName: 'Acme Widgets',
      acceptedTerms: true,
    })
    expect(res.status).toBe(200)
    const code = codeIn((await mailTo('cleo@acme.test', /verification code/)).text)!
    expect((await post('/api/auth/verify-account', { email: 'cleo@acme.test', code })).status).toBe(200)
    const { user } = await loginTokens('cleo@acme.test', 'password-123')
    expect(user).toMatchObject({ homeRoute: '/comp-engine', organizationName: 'Acme Widgets', userType: 'client' })
  })

  it('refuses a taken e-mail, bad names and phones with the spec rules', async () => {
    const base = {
      firstName: 'Bo',
      lastName: 'B',
      email: 'ada.candidate@example.com',
      password: 'password-123',
      phone: '4155550133',
      acceptedTerms: true,
    }
    const taken = await post('/api/auth/signup', base)
    expect(taken.status).toBe(409)
    expect((await taken.json()).error.message).toBe('User with this email address already exists.')
    const badName = await post('/api/auth/signup', { ...base, email: 'new1@example.com', firstName: 'Bo<script>' })
    expect(badName.status).toBe(422)
    expect((await badName.json()).error.details).toContainEqual(
      expect.objectContaining({ path: 'firstName', rule: 'name' }),
    )
    const badPhone = await post('/api/auth/signup', { ...base, email: 'new2@example.com', phone: '+44 20 7946 0958' })
    expect((await badPhone.json()).error.details).toContainEqual(
      expect.objectContaining({ path: 'phone', rule: 'phone' }),
    )
    const shortPassword = await post('/api/auth/signup', { ...base, email: 'new3@example.com', password: 'short' })
    expect((await shortPassword.json()).error.details).toContainEqual(expect.objectContaining({ path: 'password' }))
  })

  it('resend-code replaces the code; the old one stops working', async () => {
    await post('/api/auth/signup', {
      firstName: 'Rex',
      lastName: 'R',
      email: 'rex@example.com',
      password: 'password-123',
      phone: '4155550134',
      acceptedTerms: true,
    })
    const first = codeIn((await mailTo('rex@example.com', /verification code/)).text)!
    const resend = await post('/api/auth/resend-code', { email: 'rex@example.com' })
    expect(resend.status).toBe(200)
    const second = await sink.waitFor(
      (m) => m.to.includes('rex@example.com') && codeIn(m.text) !== first && /verification/.test(m.subject),
    )
    expect((await post('/api/auth/verify-account', { email: 'rex@example.com', code: first })).status).toBe(
      first === codeIn(second.text) ? 200 : 422,
    )
    expect(
      (await post('/api/auth/verify-account', { email: 'rex@example.com', code: codeIn(second.text) })).status,
    ).toBe(200)
    // unknown addresses get the same answer (no enumeration)
    const unknown = await post('/api/auth/resend-code', { email: 'nobody@example.com' })
    expect(unknown.status).toBe(200)
  })
})

describe('forgot password -> link -> reset', () => {
  it('the link resets once; the old password fails; sessions end', async () => {
    const user = await createTestUser(t, { email: 'forgetful@example.com' })
    const before = await loginTokens(user.email, TEST_PASSWORD)

    const forgot = await post('/api/auth/forgot-password', { email: 'Forgetful@example.com' })
    expect(forgot.status).toBe(200)
    const unregistered = await post('/api/auth/forgot-password', { email: 'ghost@example.com' })
    expect((await unregistered.json()).data).toEqual((await forgot.clone().json()).data)

    const mail = await mailTo('forgetful@example.com', /Reset your/)
    const link = new URL(linkIn(mail.text)!)
    expect(link.pathname).toBe('/auth/reset-password')
    const token = link.searchParams.get('token')!
    const email = link.searchParams.get('email')!

    const reset = await post('/api/auth/reset-password', { token, email, password: 'brand-new-password' })
    expect(reset.status, await reset.clone().text()).toBe(200)

    const old = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    expect(old.status).toBe(401)
    expect((await old.json()).error.message).toBe('Incorrect username or password.')
    expect((await loginTokens(user.email, 'brand-new-password')).user.email).toBe(user.email)

    // the session from before the reset is over
    const stale = await t.request('/api/users/me', { headers: bearer(before.accessToken) })
    expect(stale.status).toBe(401)
    expect((await stale.json()).error.message).toBe('User session expired, Please login again.')

    // single use
    const again = await post('/api/auth/reset-password', { token, email, password: 'another-password' })
    expect(again.status).toBe(409)
    expect((await again.json()).error.meta.rule).toBe('alreadyUsed')

    // delivered over SMTP: the link is no longer kept in the outbox row
    await worker.tick()
    const rows = await t.deps.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.topic, 'mail.send'))
    const resetRow = rows.find((r) => (r.payload as { to: string; template: string }).to === 'forgetful@example.com')!
    expect(resetRow.processedAt).not.toBeNull()
    expect(resetRow.payload).not.toHaveProperty('text')
    expect(resetRow.payload).not.toHaveProperty('html')
  })

  it("answers the spec's messages for invalid, unregistered and expired links", async () => {
    const invalid = await post('/api/auth/reset-password', { token: 'nope', password: 'password-123' })
    expect(invalid.status).toBe(404)
    expect((await invalid.json()).error.meta.rule).toBe('invalidLink')
    const unregistered = await post('/api/auth/reset-password', {
      token: 'nope',
      email: 'ghost@example.com',
      password: 'password-123',
    })
    expect((await unregistered.json()).error.meta.rule).toBe('unregisteredEmail')

    const user = await createTestUser(t, { email: 'slow@example.com' })
    await post('/api/auth/forgot-password', { email: user.email })
    const link = new URL(linkIn((await mailTo('slow@example.com', /Reset your/)).text)!)
    const { passwordResetTokensTable } = await import('../../db/schema')
    await t.deps.db
      .update(passwordResetTokensTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokensTable.userId, user.id))
    const expired = await post('/api/auth/reset-password', {
      token: link.searchParams.get('token'),
      email: user.email,
      password: 'password-123',
    })
    expect(expired.status).toBe(409)
    const body = await expired.json()
    expect(body.error.meta.rule).toBe('expiredLink')
    expect(body.error.message).toMatch(/expired/)
  })
})

describe('sessions', () => {
  it('rotates refresh tokens and revokes the whole chain when an old one comes back', async () => {
    const user = await createTestUser(t)
    const first = await loginTokens(user.email, TEST_PASSWORD)
    const r1 = await post('/api/auth/refresh', { refreshToken: first.refreshToken })
    expect(r1.status).toBe(200)
    const second = (await r1.json()).data
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect((await t.request('/api/users/me', { headers: bearer(second.accessToken) })).status).toBe(200)

    const r2 = await post('/api/auth/refresh', { refreshToken: second.refreshToken })
    const third = (await r2.json()).data

    // an attacker replays the first (already rotated) token: reuse
    const replay = await post('/api/auth/refresh', { refreshToken: first.refreshToken })
    expect(replay.status).toBe(401)
    // ... which ends the session for everyone holding any token of the chain
    expect((await post('/api/auth/refresh', { refreshToken: third.refreshToken })).status).toBe(401)
    expect((await t.request('/api/users/me', { headers: bearer(third.accessToken) })).status).toBe(401)
    const [session] = await t.deps.db.select().from(sessionsTable).where(eq(sessionsTable.userId, user.id))
    expect(session?.revokedReason).toBe('reuseDetected')
  })

  it('a deactivated user loses access on the next call', async () => {
    const admin = await createSignedInUser(t, { roleKeys: ['administrator'] })
    const victim = await createTestUser(t, { userType: 'client', roleKeys: ['client-recruiter'] })
    const login = await post('/api/auth/login', { email: victim.email, password: TEST_PASSWORD })
    const cookie = sessionCookieOf(login)!
    const tokens = await loginTokens(victim.email, TEST_PASSWORD)
    expect((await t.request('/api/users/me', { headers: { cookie: `quota_session=${cookie}` } })).status).toBe(200)

    const off = await post(`/api/users/${victim.id}/deactivate`, {}, admin.headers)
    expect(off.status, await off.clone().text()).toBe(200)
    expect((await off.json()).data.isActive).toBe(false)

    for (const headers of [{ cookie: `quota_session=${cookie}` }, bearer(tokens.accessToken)]) {
      const res = await t.request('/api/users/me', { headers })
      expect(res.status).toBe(401)
      expect((await res.json()).error.message).toBe('User session expired, Please login again.')
    }
    expect((await post('/api/auth/refresh', { refreshToken: tokens.refreshToken })).status).toBe(401)
    const again = await post('/api/auth/login', { email: victim.email, password: TEST_PASSWORD })
    expect(again.status).toBe(403)
    expect((await again.json()).error.message).toBe('User is inactive please contact administrator.')

    expect((await post(`/api/users/${victim.id}/reactivate`, {}, admin.headers)).status).toBe(200)
    expect((await post('/api/auth/login', { email: victim.email, password: TEST_PASSWORD })).status).toBe(200)
  })

  it('cookie sessions refuse unsafe calls from another origin (CSRF) and logout clears them', async () => {
    const user = await createTestUser(t)
    const login = await post('/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
      rememberMe: true,
      rememberMeDays: 7,
    })
    expect(login.headers.get('set-cookie')).toMatch(/Max-Age=60479\d/)
    const cookie = { cookie: `quota_session=${sessionCookieOf(login)}` }
    const patch = (headers: Record<string, string>) =>
      t.request('/api/users', {
        method: 'PATCH',
        json: { timezone: 'Europe/Paris' },
        headers: { ...cookie, ...headers },
      })

    expect((await patch({})).status).toBe(403)
    expect((await patch({ origin: 'https://evil.example' })).status).toBe(403)
    expect((await patch({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(403)
    expect((await patch({ origin: 'http://localhost' })).status).toBe(200)
    expect((await patch({ 'sec-fetch-site': 'same-origin' })).status).toBe(200)

    // a login form posted from another site is refused too
    const foreign = await post(
      '/api/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)

    // so is a logout a foreign page fires: the session survives it
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const forced = await post('/api/auth/logout', undefined, { ...cookie, ...headers })
      expect(forced.status).toBe(403)
      expect(forced.headers.get('set-cookie') ?? '').not.toMatch(/quota_session=;/)
      expect((await t.request('/api/users/me', { headers: cookie })).status).toBe(200)
    }

    const out = await post('/api/auth/logout', undefined, cookie)
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/quota_session=;.*Max-Age=0/)
    expect((await t.request('/api/users/me', { headers: cookie })).status).toBe(401)
  })

  it('a forged or expired token answers 401 with the session message', async () => {
    const res = await t.request('/api/users/me', { headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad') })
    expect(res.status).toBe(401)
    expect((await res.json()).error.message).toBe('User session expired, Please login again.')
    expect((await t.request('/api/users/me')).status).toBe(401)
  })

  it('change-password needs the current password and ends the other sessions', async () => {
    const user = await createTestUser(t)
    const a = await loginTokens(user.email, TEST_PASSWORD)
    const b = await loginTokens(user.email, TEST_PASSWORD)
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'not-it-at-all', newPassword: 'new-password-1' },
      bearer(a.accessToken),
    )
    expect(wrong.status).toBe(422)
    expect((await wrong.json()).error.details[0]).toMatchObject({ path: 'currentPassword' })
    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'new-password-1' },
      bearer(a.accessToken),
    )
    expect(ok.status).toBe(200)
    expect((await t.request('/api/users/me', { headers: bearer(a.accessToken) })).status).toBe(200)
    expect((await t.request('/api/users/me', { headers: bearer(b.accessToken) })).status).toBe(401)
    expect((await post('/api/auth/login', { email: user.email, password: 'new-password-1' })).status).toBe(200)
  })
})

describe('invitations', () => {
  it('users/login-invite e-mails a set-password link; the invited user then logs in', async () => {
    const admin = await createSignedInUser(t, { roleKeys: ['administrator'], firstName: 'Ann', lastName: 'Admin' })
    const created = await post(
      '/api/users',
      {
        email: 'new.recruiter@example.com',
        firstName: 'Nia',
        lastName: 'New',
        userType: 'staff',
        roleKeys: ['internal-recruiter'],
        sendInvite: false,
      },
      admin.headers,
    )
    expect(created.status, await created.clone().text()).toBe(200)
    const { id } = (await created.json()).data
    const invite = await post('/api/users/login-invite', { userId: id }, admin.headers)
    expect(invite.status).toBe(200)
    expect((await invite.json()).data.manualInviteSentAt).toBeTypeOf('string')

    const mail = await mailTo('new.recruiter@example.com', /invited/)
    expect(mail.text).toContain('Ann Admin invited you')
    const link = new URL(linkIn(mail.text)!)
    expect(link.searchParams.get('invite')).toBe('1')
    const set = await post('/api/auth/reset-password', {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password: 'my-first-password',
    })
    expect(set.status).toBe(200)
    const { user } = await loginTokens('new.recruiter@example.com', 'my-first-password')
    expect(user).toMatchObject({ homeRoute: '/candidate/list', emailVerified: true })
  })
})

describe('e-mail availability and auth logs', () => {
  it('tells available, taken, on the CRM and prospect apart', async () => {
    const { candidatesTable } = await import('../../db/schema')
    await t.deps.db.insert(candidatesTable).values([
      { firstName: 'Pro', email: 'prospect@example.com' },
      { firstName: 'Crm', email: 'crm@example.com', salesforceId: '003XYZ' },
    ])
    const check = async (email: string, query = '') =>
      (await (await t.request(`/api/auth/check-availability/${encodeURIComponent(email)}${query}`)).json()).data
    expect(await check('free@example.com')).toMatchObject({ available: true, onCrm: false, prospect: false })
    expect(await check('ADA.candidate@example.com')).toMatchObject({ available: false, prospect: false })
    expect(await check('prospect@example.com')).toMatchObject({ available: false, prospect: true })
    expect((await check('prospect@example.com')).prospectCandidateId).toBeTypeOf('string')
    expect(await check('crm@example.com')).toMatchObject({ available: false, onCrm: true })
    const ada = await t.request('/api/users/me', { headers: (await createSignedInUser(t)).headers })
    const me = (await ada.json()).data
    // one's own unchanged address counts as available
    expect(await check(me.email, `?connectId=${me.id}`)).toMatchObject({ available: true })
  })

  it('records each step as pending, success or failure; admins read the log', async () => {
    const logged = await post('/api/auth/logs', { step: 'socialLogin', state: 'pending', email: 'someone@example.com' })
    expect(logged.status).toBe(200)
    const states = await t.deps.db
      .select({ state: authLogsTable.state })
      .from(authLogsTable)
      .where(and(eq(authLogsTable.step, 'login')))
    expect(new Set(states.map((s) => s.state))).toEqual(new Set(['success', 'failure']))

    const recruiter = await createSignedInUser(t)
    expect((await t.request('/api/auth/logs', { headers: recruiter.headers })).status).toBe(403)
    const admin = await createSignedInUser(t, { roleKeys: ['manage-users'] })
    const list = await t.request('/api/auth/logs?step=socialLogin', { headers: admin.headers })
    expect(list.status).toBe(200)
    const body = await list.json()
    expect(body.data[0]).toMatchObject({ step: 'socialLogin', state: 'pending', email: 'someone@example.com' })
  })
})

describe('production settings', () => {
  it('the session cookie is Secure and still set when responses are not validated', async () => {
    const config = loadConfig({ QUOTA_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: 'p'.repeat(40) })
    const app = createApp({ ...t.deps, config, authenticate: authenticateRequest(t.deps.db, config) })
    const user = await createTestUser(t)
    const res = await app.handle(
      new Request('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
      }),
    )
    expect(res.status).toBe(200)
    const cookie = res.headers.get('set-cookie')
    expect(cookie).toMatch(/^quota_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const me = await app.handle(
      new Request('http://localhost/api/users/me', { headers: { cookie: cookie!.split(';')[0]! } }),
    )
    expect(me.status).toBe(200)
  })

  it('reset links never take their origin from the Host header in production (reset poisoning)', async () => {
    const user = await createTestUser(t)
    const forgot = (config: ReturnType<typeof loadConfig>) =>
      createApp({ ...t.deps, config, authenticate: authenticateRequest(t.deps.db, config) }).handle(
        new Request('http://evil.example/api/auth/forgot-password', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50' },
          body: JSON.stringify({ email: user.email }),
        }),
      )
    const bare = await forgot(loadConfig({ QUOTA_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: 'p'.repeat(40) }))
    expect(bare.status).toBe(503)
    const ok = await forgot(
      loadConfig({
        QUOTA_ENV: 'production',
        LOG_LEVEL: 'silent',
        AUTH_SECRET: 'p'.repeat(40),
        PUBLIC_URL: 'https://app.quota.test',
      }),
    )
    expect(ok.status).toBe(200)
    const rows = await t.deps.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.topic, 'mail.send'))
    const mine = rows.filter((r) => (r.payload as { to: string }).to === user.email)
    expect(mine).toHaveLength(1)
    const mail = await mailTo(user.email, /Reset your/)
    expect(mail.text).toContain('https://app.quota.test/auth/reset-password?')
    expect(mail.text + mail.html).not.toContain('evil.example')
  })

  it('production needs AUTH_SECRET', () => {
    expect(() => loadConfig({ QUOTA_ENV: 'production' })).toThrow(/AUTH_SECRET/)
  })
})
