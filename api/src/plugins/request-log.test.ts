import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '../testing/auth-helpers'
import { createTestApp, type TestApp } from '../testing/test-app'

/** The request log names the status the client received, whatever produced the answer. */
const lines: { path: string; status: number; method: string }[] = []
let t: TestApp
beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) })
  t = await createTestApp({ logger })
})
afterAll(() => t.close())

async function loggedStatus(path: string, init?: Parameters<TestApp['request']>[1]) {
  const res = await t.request(path, init)
  await res.arrayBuffer()
  // the log line is written after the response is handed over
  await new Promise((r) => setTimeout(r, 20))
  const pathname = path.split('?')[0]
  const line = lines.findLast((l) => l.path === pathname && l.status !== undefined)
  return { sent: res.status, logged: line?.status }
}

describe('request log', () => {
  it.each([
    ['a route that answers 200', '/api', undefined, 200],
    ['an unknown path (404)', '/api/no-such-route', undefined, 404],
    ['an anonymous call to a protected route (401)', '/api/users/me', undefined, 401],
    [
      'malformed JSON (400)',
      '/api/auth/login',
      { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } },
      400,
    ],
    ['an invalid field (422)', '/api/guest/organizations?searchText=%00', undefined, 422],
  ] as const)('logs %s with the status sent', async (_why, path, init, expected) => {
    const { sent, logged } = await loggedStatus(path, init as never)
    expect(sent).toBe(expected)
    expect(logged).toBe(expected)
  })

  it('logs a 403 for a signed-in user without the right', async () => {
    const candidate = await createSignedInUser(t, { userType: 'candidate' })
    const { sent, logged } = await loggedStatus('/api/users', { headers: candidate.headers })
    expect(sent).toBe(403)
    expect(logged).toBe(403)
  })
})
