/**
 * The inbound gate for browsers, walked over the whole app (issue 30 item 2): every unsafe route
 * of the Elysia route list, called with a real session cookie and `Origin: null`, a foreign
 * Origin, no Origin and no Sec-Fetch-Site, or a foreign Referer, answers 403 with the CSRF
 * message; login (cookie mode) and logout included. The same calls from the app's own origin, and
 * bearer-token calls from anywhere, are not refused by the gate (so the walk can tell).
 */
import { AUTH_MESSAGES } from '@quota/shared/domain/auth/index'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestUser, TEST_PASSWORD } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let cookie = ''
let email = ''

beforeAll(async () => {
  t = await createTestApp()
  const user = await createTestUser(t, { userType: 'staff', roleKeys: ['administrator'] })
  email = user.email
  const login = await t.request('/api/auth/login', {
    method: 'POST',
    json: { email, password: TEST_PASSWORD },
    headers: { origin: 'http://localhost' },
  })
  expect(login.status).toBe(200)
  cookie = login.headers.get('set-cookie')!.split(';')[0]!
}, 120_000)
afterAll(() => t?.close())

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const ID = '00000000-0000-4000-8000-000000000000'
const unsafeRoutes = () =>
  t.app.routes
    .filter((r) => UNSAFE.has(r.method))
    .map((r) => ({ method: r.method, path: r.path.replace(/:[A-Za-z]+/g, ID).replace(/\*$/, 'x') }))

const FOREIGN: Record<string, Record<string, string>> = {
  'Origin: null': { origin: 'null' },
  'a foreign Origin': { origin: 'https://evil.example' },
  'a foreign Origin marked same-origin': { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
  'Origin: null marked same-origin': { origin: 'null', 'sec-fetch-site': 'same-origin' },
  'no Origin and no Sec-Fetch-Site': {},
  'no Origin, cross-site': { 'sec-fetch-site': 'cross-site' },
  'no Origin, same-site (another subdomain)': { 'sec-fetch-site': 'same-site' },
  'a foreign Referer': { 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/page' },
  'our Origin with a foreign Referer': { origin: 'http://localhost', referer: 'https://evil.example/' },
}

describe('every unsafe route refuses a cookie call that is not same-site', () => {
  it('walks the route list', () => {
    const routes = unsafeRoutes()
    expect(routes.length).toBeGreaterThan(100)
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/login' })
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/logout' })
  })

  for (const [name, headers] of Object.entries(FOREIGN)) {
    it(`with ${name}: 403 and the message, on every route`, async () => {
      const wrong: string[] = []
      for (const route of unsafeRoutes()) {
        const res = await t.request(route.path, {
          method: route.method,
          headers: { cookie, ...headers, 'content-type': 'application/json' },
          body: route.path === '/api/auth/login' ? JSON.stringify({ email, password: TEST_PASSWORD }) : '{}',
        })
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
        if (res.status !== 403 || body?.error?.message !== AUTH_MESSAGES.csrf)
          wrong.push(`${route.method} ${route.path}: ${res.status} ${body?.error?.message ?? ''}`)
      }
      expect(wrong).toEqual([])
    }, 120_000)
  }

  it('a login form from Origin: null sets no cookie, even without a session cookie yet', async () => {
    for (const headers of [{ origin: 'null' }, {}, { origin: 'https://evil.example' }] as Record<string, string>[]) {
      const res = await t.request('/api/auth/login', {
        method: 'POST',
        json: { email, password: TEST_PASSWORD },
        headers,
      })
      expect(res.status).toBe(403)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
  })

  it('lets the app itself, bearer tokens and token logins through', async () => {
    for (const headers of [{ origin: 'http://localhost' }, { 'sec-fetch-site': 'same-origin' }] as Record<
      string,
      string
    >[]) {
      const res = await t.request('/api/users', {
        method: 'PATCH',
        json: { timezone: 'Europe/Paris' },
        headers: { cookie, ...headers },
      })
      expect(res.status, JSON.stringify(headers)).toBe(200)
    }
    // the extension: a token login and bearer calls from no origin at all
    const tokens = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD, session: 'token' },
      headers: { origin: 'null' },
    })
    expect(tokens.status).toBe(200)
    const { accessToken } = (await tokens.json()).data as { accessToken: string }
    const res = await t.request('/api/users', {
      method: 'PATCH',
      json: { timezone: 'Europe/Paris' },
      headers: { authorization: `Bearer ${accessToken}`, origin: 'null' },
    })
    expect(res.status).toBe(200)
  })
})
