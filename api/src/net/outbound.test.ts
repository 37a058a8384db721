/**
 * safeFetch, the outbound gate's fetch: only listed test origins reach loopback, every redirect
 * hop is checked again, a POST redirected by 303 becomes a GET, credentials stay with their origin,
 * and the deadline and the size cap end a call with OutboundError (never a cut answer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allowTestOrigin, OutboundError, safeFetch, testOrigins } from './outbound'

let server: ReturnType<typeof Bun.serve>
let other: ReturnType<typeof Bun.serve>
let otherHits = 0
const seen: { method: string; path: string; authorization: string | null; body: string }[] = []
let disallow: () => void

beforeAll(() => {
  other = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch() {
      otherHits++
      return new Response('other')
    },
  })
  server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url)
      seen.push({
        method: req.method,
        path: url.pathname,
        authorization: req.headers.get('authorization'),
        body: await req.text(),
      })
      if (url.pathname === '/see-other') return new Response(null, { status: 303, headers: { location: '/landing' } })
      if (url.pathname === '/keep') return new Response(null, { status: 307, headers: { location: '/landing' } })
      if (url.pathname === '/loop') return new Response(null, { status: 302, headers: { location: '/loop' } })
      if (url.pathname === '/elsewhere')
        return new Response(null, { status: 302, headers: { location: `http://127.0.0.1:${other.port}/` } })
      if (url.pathname === '/big') return new Response('x'.repeat(5000))
      if (url.pathname === '/slow') {
        await new Promise((r) => setTimeout(r, 2000))
        return new Response('late')
      }
      return Response.json({ ok: true, path: url.pathname }, { status: url.pathname === '/missing' ? 404 : 200 })
    },
  })
  disallow = allowTestOrigin(`http://127.0.0.1:${server.port}`)
})
afterAll(() => {
  disallow?.()
  server?.stop(true)
  other?.stop(true)
})

const base = () => `http://127.0.0.1:${server.port}`
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => (error instanceof OutboundError ? error.reason : `not an OutboundError: ${error}`),
  )

describe('safeFetch', () => {
  it('answers a standard Response from a listed test origin, any status', async () => {
    const ok = await safeFetch(`${base()}/hello`)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ ok: true, path: '/hello' })
    const missing = await safeFetch(`${base()}/missing`)
    expect(missing.status).toBe(404)
    expect(missing.ok).toBe(false)
  })

  it('refuses an unlisted loopback origin, and the listing means nothing in production', async () => {
    expect(await failure(safeFetch(`http://127.0.0.1:${other.port}/`))).toBe('notAllowed')
    expect(await failure(safeFetch(`https://127.0.0.1:${other.port}/`))).toBe('notAllowed')
    expect(otherHits).toBe(0)
    expect(testOrigins({ OUTBOUND_TEST_ORIGINS: base(), QUOTA_ENV: 'production' }).size).toBe(0)
    expect(testOrigins({ OUTBOUND_TEST_ORIGINS: base(), QUOTA_ENV: 'test' }).has(base())).toBe(true)
  })

  it('checks every redirect hop: a listed server cannot send the call to an unlisted one', async () => {
    expect(await failure(safeFetch(`${base()}/elsewhere`))).toBe('notAllowed')
    expect(otherHits).toBe(0)
    expect(await failure(safeFetch(`${base()}/loop`))).toBe('tooManyRedirects')
  })

  it('turns a POST answered 303 into a GET without body; a 307 keeps both', async () => {
    seen.length = 0
    const res = await safeFetch(`${base()}/see-other`, { method: 'POST', body: 'a=1', headers: { authorization: 'x' } })
    expect(res.status).toBe(200)
    expect(seen.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', '/see-other', 'a=1'],
      ['GET', '/landing', ''],
    ])
    expect(seen[1]?.authorization).toBe('x') // same origin: kept
    seen.length = 0
    await safeFetch(`${base()}/keep`, { method: 'PUT', body: 'b=2' })
    expect(seen.map((s) => [s.method, s.path, s.body])).toEqual([
      ['PUT', '/keep', 'b=2'],
      ['PUT', '/landing', 'b=2'],
    ])
  })

  it('ends at the deadline (or the caller’s signal) and refuses an answer over the cap', async () => {
    expect(await failure(safeFetch(`${base()}/slow`, undefined, { timeoutMs: 200 }))).toBe('timeout')
    expect(await failure(safeFetch(`${base()}/slow`, { signal: AbortSignal.timeout(200) }))).toBe('timeout')
    expect(await failure(safeFetch(`${base()}/big`, undefined, { maxBytes: 1000 }))).toBe('tooLarge')
    expect((await (await safeFetch(`${base()}/big`, undefined, { maxBytes: 5000 })).text()).length).toBe(5000)
  })

  it('refuses names that resolve to private addresses (every answer checked)', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '10.0.0.1', family: 4 as const },
    ]
    expect(await failure(safeFetch('https://mixed.example/', undefined, { resolve }))).toBe('notAllowed')
  })
})
