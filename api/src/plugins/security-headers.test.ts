import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/env'
import { createTestApp, type TestApp } from '../testing/test-app'

/** Security headers on every kind of answer, and the web build served compressed and cached. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const cspOf = (res: Response) => {
  const csp = res.headers.get('content-security-policy') ?? ''
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  )
}

describe('security headers', () => {
  it.each([
    ['the web app', '/'],
    ['a deep link of the web app', '/candidate/list'],
    ['a built asset', '/favicon.svg'],
    ['an API answer', '/api'],
    ['an API error', '/api/users/me'],
    ['an unknown API path', '/api/no-such-thing'],
    ['the docs page', '/api/docs'],
    ['the OpenAPI document', '/api/openapi.json'],
    ['the health check', '/health'],
  ])('%s (%s) carries them', async (_what, path) => {
    const res = await t.request(path)
    const csp = cspOf(res)
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
    // served over plain http here: no HSTS
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  it('the widget routes may be embedded by client sites', async () => {
    const res = await t.request('/widgets/loader.js')
    expect(cspOf(res)['frame-ancestors']).toBeUndefined()
    expect(res.headers.get('x-frame-options')).toBeNull()
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('HSTS over https, directly or through a trusted proxy only', async () => {
    const direct = await t.app.handle(new Request('https://quota.example/api'))
    expect(direct.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    const spoofed = await t.request('/api', { headers: { 'x-forwarded-proto': 'https' } })
    expect(spoofed.headers.get('strict-transport-security')).toBeNull()
    const proxied = await createTestApp({
      config: loadConfig({ QUOTA_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
    })
    try {
      const res = await proxied.request('/api', { headers: { 'x-forwarded-proto': 'https' } })
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    } finally {
      await proxied.close()
    }
  }, 120_000)

  it('no page we serve has an inline script (the CSP would block it)', async () => {
    for (const path of ['/', '/api/docs']) {
      const html = await (await t.request(path)).text()
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const [, attrs, body] of scripts) {
        // inert data (type="application/json") is not a script the CSP governs
        if (/type="application\/json"/.test(attrs!)) continue
        expect(attrs, path).toMatch(/\bsrc=/)
        expect(body!.trim(), path).toBe('')
      }
    }
    const init = await t.request('/api/docs/assets/init.js')
    expect(init.status).toBe(200)
    expect(await init.text()).toContain('SwaggerUIBundle')
  })
})

describe('static files', () => {
  const dist = join(t0(), 'web/dist')
  function t0() {
    return join(import.meta.dirname, '../../..')
  }
  const script = readdirSync(join(dist, 'assets')).find((f) => f.startsWith('index-') && f.endsWith('.js'))!
  const original = readFileSync(join(dist, 'assets', script))

  it.each([
    ['br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => gunzipSync(b)],
  ] as const)(
    'a hashed script is sent %s-compressed, immutable, and decodes to the built bytes',
    async (encoding, decode) => {
      const res = await t.request(`/assets/${script}`, { headers: { 'accept-encoding': encoding } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('vary')).toContain('Accept-Encoding')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('content-type')).toContain('javascript')
      const body = Buffer.from(await res.arrayBuffer())
      expect(body.byteLength).toBeLessThan(original.byteLength / 2)
      expect(decode(body).equals(original)).toBe(true)
    },
  )

  it('brotli is preferred when both are accepted; a client that accepts neither gets the plain file', async () => {
    const both = await t.request(`/assets/${script}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(both.headers.get('content-encoding')).toBe('br')
    const refused = await t.request(`/assets/${script}`, { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })
    expect(refused.headers.get('content-encoding')).toBeNull()
    const plain = await t.request(`/assets/${script}`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(Buffer.from(await plain.arrayBuffer()).equals(original)).toBe(true)
  })

  it('the page itself is revalidated on every use, and the compressed copies are not served by name', async () => {
    const page = await t.request('/', { headers: { 'accept-encoding': 'br' } })
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(page.headers.get('content-type')).toContain('text/html')
    const byName = await t.request(`/assets/${script}.br`)
    expect(byName.headers.get('content-type')).toContain('text/html') // the app's own "Page Not Found"
  })
})
