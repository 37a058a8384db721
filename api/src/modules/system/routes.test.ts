import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('system routes', () => {
  it('GET /health answers 200 once the database answers', async () => {
    const res = await t.request('/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('GET /api answers both versions', async () => {
    const res = await t.request('/api')
    const body = await res.json()
    expect(res.status).toBe(200)
    expect(body.data.backend).toMatch(/^\d+\.\d+\.\d+$/)
    expect(typeof body.data.frontend).toBe('string')
  })

  it('GET /version.json answers the web version', async () => {
    const body = await (await t.request('/version.json')).json()
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('every answer carries a request id, echoing a well-formed inbound one', async () => {
    const own = await t.request('/api', { headers: { 'x-request-id': 'abc12345-trace' } })
    expect(own.headers.get('x-request-id')).toBe('abc12345-trace')
    const generated = await t.request('/api', { headers: { 'x-request-id': 'bad id with spaces' } })
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('an unknown API path answers the 404 envelope', async () => {
    const res = await t.request('/api/nothing-here')
    expect(res.status).toBe(404)
    const body = await res.json()
    expect(body.error.code).toBe('NOT_FOUND')
    expect(body.error.requestId).toBe(res.headers.get('x-request-id'))
  })

  it('a stale client version answers 410', async () => {
    const stale = await createTestApp({ env: { MIN_CLIENT_VERSION: '2.0.0' } })
    try {
      const res = await stale.request('/api', { headers: { 'x-client-version': '1.9.9' } })
      expect(res.status).toBe(410)
      expect((await res.json()).error.code).toBe('CLIENT_VERSION_STALE')
      const fresh = await stale.request('/api', { headers: { 'x-client-version': '2.0.0' } })
      expect(fresh.status).toBe(200)
    } finally {
      await stale.close()
    }
  })
})

describe('production answers (responses not re-validated)', () => {
  it('keep their body, status and headers', async () => {
    const prod = await createTestApp({ env: { VALIDATE_RESPONSES: 'false' } })
    try {
      const res = await prod.request('/api/locations/states')
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(res.headers.get('cache-control')).toContain('max-age')
      expect(res.headers.get('x-request-id')).toBeTruthy()
      expect((await res.json()).data).toHaveLength(51)
      const missing = await prod.request('/api/nothing-here')
      expect(missing.status).toBe(404)
    } finally {
      await prod.close()
    }
  })
})

describe('request bodies', () => {
  const streamOf = (text: string) =>
    new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(text))
        c.close()
      },
    })

  it('a chunked JSON body over the limit answers 413 (no Content-Length to refuse it early)', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(t.deps.config.MAX_JSON_BODY_BYTES + 10) })
    const res = await t.app.handle(
      new Request('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: streamOf(big),
        duplex: 'half',
      } as RequestInit),
    )
    expect(res.status).toBe(413)
    expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('malformed JSON answers 400 MALFORMED_JSON', async () => {
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error.code).toBe('MALFORMED_JSON')
  })
})
