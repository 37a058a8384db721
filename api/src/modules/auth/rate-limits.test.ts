import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { loadConfig } from '../../config/env'
import { rateLimitsTable } from '../../db/schema/rate-limits'
import { createTestUser, TEST_PASSWORD } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { authenticateRequest } from './authenticate'

/**
 * Rate limits of the sign-in calls: per account and per client address, failed attempts
 * counted, 429 with Retry-After, and a spoofed X-Forwarded-For changing nothing unless a proxy
 * is trusted.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.deps.db.delete(rateLimitsTable)
})

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.request('/api/auth/login', { method: 'POST', json: { email, password, session: 'token' }, headers })
let n = 0
const spoofed = () => ({ 'x-forwarded-for': `198.51.100.${++n % 250}`, 'x-real-ip': `203.0.113.${n % 250}` })

async function expect429(res: Response, windowSeconds = 60) {
  expect(res.status).toBe(429)
  const retryAfter = Number(res.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
  expect((await res.json()).error).toMatchObject({
    code: 'RATE_LIMITED',
    message: 'Too many requests, please try again later',
  })
}

describe('login', () => {
  it('the 11th failed login within a minute answers 429 with Retry-After', async () => {
    const user = await createTestUser(t)
    for (let i = 0; i < 10; i++) expect((await login(user.email, 'wrong-password')).status).toBe(401)
    await expect429(await login(user.email, 'wrong-password'))
    // blocked means blocked, even with the right password
    await expect429(await login(user.email, TEST_PASSWORD))
  })

  it('the same with a spoofed X-Forwarded-For on every attempt (one account)', async () => {
    const user = await createTestUser(t)
    for (let i = 0; i < 10; i++) expect((await login(user.email, 'wrong-password', spoofed())).status).toBe(401)
    await expect429(await login(user.email, 'wrong-password', spoofed()))
  })

  it('the same with spoofed headers and a different account each time (per client address)', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login(`nobody-${i}@example.com`, 'wrong-password', spoofed())).status).toBe(401)
    await expect429(await login('nobody-10@example.com', 'wrong-password', spoofed()))
  })

  it('successful logins do not use up the allowance; a success clears the account count', async () => {
    const user = await createTestUser(t)
    for (let i = 0; i < 11; i++) expect((await login(user.email, TEST_PASSWORD)).status).toBe(200)
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong-password')).status).toBe(401)
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('behind a trusted proxy, forwarded addresses are told apart', async () => {
    // the same database, an app whose configuration trusts the proxy
    const config = loadConfig({ QUOTA_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' })
    const app = createApp({ ...t.deps, config, authenticate: authenticateRequest(t.deps.db, config) })
    const proxied = {
      request: (path: string, init: { method: string; json: unknown; headers: Record<string, string> }) =>
        app.handle(
          new Request(`http://localhost${path}`, {
            method: init.method,
            body: JSON.stringify(init.json),
            headers: { 'content-type': 'application/json', ...init.headers },
          }),
        ),
    }
    {
      const attempt = (i: number, ip: string) =>
        proxied.request('/api/auth/login', {
          method: 'POST',
          json: { email: `someone-${i}@example.com`, password: 'wrong-password', session: 'token' },
          headers: { 'x-forwarded-for': `10.9.9.9, ${ip}` },
        })
      for (let i = 0; i < 10; i++) expect((await attempt(i, '203.0.113.7')).status).toBe(401)
      await expect429(await attempt(10, '203.0.113.7'))
      expect((await attempt(11, '203.0.113.8')).status).toBe(401)
    }
  })
})

describe('login from several addresses (a trusted proxy tells them apart)', () => {
  const proxiedLogin = (email: string, password: string, ip: string) => {
    const config = loadConfig({ QUOTA_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' })
    const app = createApp({ ...t.deps, config, authenticate: authenticateRequest(t.deps.db, config) })
    return app.handle(
      new Request('http://localhost/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email, password, session: 'token' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.9.9, ${ip}` },
      }),
    )
  }

  it('ten wrong passwords from one address block that address, not the owner elsewhere', async () => {
    const user = await createTestUser(t)
    for (let i = 0; i < 10; i++) expect((await proxiedLogin(user.email, 'wrong', '203.0.113.20')).status).toBe(401)
    await expect429(await proxiedLogin(user.email, TEST_PASSWORD, '203.0.113.20'))
    expect((await proxiedLogin(user.email, TEST_PASSWORD, '198.51.100.20')).status).toBe(200)
  })

  it('the account has its own, higher ceiling: 50 failures from many addresses block it everywhere', async () => {
    const user = await createTestUser(t)
    for (let i = 0; i < 50; i++)
      expect((await proxiedLogin(user.email, 'wrong', `192.0.2.${i + 1}`)).status, `attempt ${i + 1}`).toBe(401)
    await expect429(await proxiedLogin(user.email, TEST_PASSWORD, '198.51.100.77'), 15 * 60)
  }, 120_000) // 51 password checks (argon2id)
})

describe('verification, resend, forgot password and availability', () => {
  it('verify-account: 10 attempts per account, then 429', async () => {
    const user = await createTestUser(t)
    for (let i = 0; i < 10; i++) {
      const res = await t.request('/api/auth/verify-account', {
        method: 'POST',
        json: { email: user.email, code: '123456' },
        headers: spoofed(),
      })
      expect(res.status).not.toBe(429)
    }
    await expect429(
      await t.request('/api/auth/verify-account', { method: 'POST', json: { email: user.email, code: '123456' } }),
      15 * 60,
    )
  })

  it('resend-code and forgot-password: 5 per account, then 429', async () => {
    const user = await createTestUser(t)
    for (const path of ['/api/auth/resend-code', '/api/auth/forgot-password']) {
      for (let i = 0; i < 5; i++)
        expect(
          (await t.request(path, { method: 'POST', json: { email: user.email }, headers: spoofed() })).status,
        ).toBe(200)
      const res = await t.request(path, { method: 'POST', json: { email: user.email } })
      expect(res.status).toBe(429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60)
    }
  })

  it('check-availability: 60 per minute per client address, then 429', async () => {
    for (let i = 0; i < 60; i++) {
      expect(
        (await t.request(`/api/auth/check-availability/free-${i}@example.com`, { headers: spoofed() })).status,
      ).toBe(200)
    }
    await expect429(await t.request('/api/auth/check-availability/free-x@example.com', { headers: spoofed() }))
  })
})
