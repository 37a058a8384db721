/**
 * Logs without secrets (issue 30 item 7): an app logging through the real logger issues
 * capability tokens (a profile-share link, a signed upload link, bearer tokens, a session cookie),
 * uses them in paths, queries and headers, logs errors and outbox failures carrying them, and the
 * captured output holds none of them. A table test pins what `redactLogLine` keeps and hides.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redactLogLine } from './log-redaction'
import { createLogger } from './logger'
import { createSignedInUser, createTestUser, TEST_PASSWORD } from './testing/auth-helpers'
import { createTestApp, type TestApp } from './testing/test-app'

let output = ''
let t: TestApp
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'quota-log-redaction-'))
  t = await createTestApp({
    env: { DATA_DIR: dataDir },
    logger: createLogger('info', { write: (line: string) => (output += line) }),
  })
}, 120_000)
afterAll(async () => {
  await t?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const settle = () => new Promise((r) => setTimeout(r, 50))

describe('no token issued reaches the log', () => {
  it('share links, upload links, bearer tokens and session cookies are redacted everywhere', async () => {
    const issued: string[] = []
    const recruiter = await createSignedInUser(t, { userType: 'staff', roleKeys: ['internal-recruiter'] })
    const candidate = await createSignedInUser(t, { userType: 'candidate' })
    issued.push(recruiter.token, candidate.token)

    // a 6-day profile-share link, opened as a guest (page data and PDF)
    const share = await t.request(`/api/candidates/${candidate.user.candidateId}/profile/shareable-url`, {
      headers: recruiter.headers,
    })
    expect(share.status).toBe(200)
    const { token: shareToken } = ((await share.json()) as { data: { token: string } }).data
    issued.push(shareToken)
    await (await t.request(`/api/guest/candidate-profile/${shareToken}`)).arrayBuffer()
    await (await t.request(`/api/guest/candidate-profile/pdf/${shareToken}`)).arrayBuffer()
    await (await t.request(`/api/guest/media-content/x/stream?token=${shareToken}`)).arrayBuffer()

    // a signed upload link, used
    const signed = await t.request('/api/media-content/presigned-url?type=resume&fileName=cv.pdf', {
      headers: candidate.headers,
    })
    expect(signed.status).toBe(200)
    const { uploadUrl } = ((await signed.json()) as { data: { uploadUrl: string } }).data
    const uploadToken = uploadUrl.split('/').at(-1)!
    issued.push(uploadToken)
    await (
      await t.request(uploadUrl, {
        method: 'PUT',
        body: new Uint8Array([1, 2, 3]),
        headers: { ...candidate.headers, 'content-type': 'application/octet-stream' },
      })
    ).arrayBuffer()

    // a cookie session from the login form, then a call with it
    const user = await createTestUser(t)
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: user.email, password: TEST_PASSWORD },
      headers: { origin: 'http://localhost' },
    })
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    issued.push(cookie.split('=')[1]!)
    await (await t.request('/api/users/me', { headers: { cookie } })).arrayBuffer()

    // secrets in a query string of any route, and in headers of a refused call
    await (await t.request('/api/no-such?token=qs-token-1234567&code=654321&signature=sig-abcdef123')).arrayBuffer()
    issued.push('qs-token-1234567', '654321', 'sig-abcdef123')

    // error and outbox log lines that carry a link or a header (logged by the code, not a request)
    t.deps.logger.error(
      { err: new Error(`GET https://ats.example/resume/api/media-content/download/${uploadToken} failed`) },
      'unhandled error',
    )
    t.deps.logger.warn(
      { outboxId: 'x', headers: { authorization: `Bearer ${recruiter.token}`, cookie } },
      `outbox retry for /api/guest/interview-feedback/${shareToken}`,
    )
    await settle()

    expect(output).toContain('/api/guest/candidate-profile/[redacted]')
    expect(output).toContain('/api/media-content/upload/[redacted]')
    for (const token of issued) expect(output, `a token in the log: ${token}`).not.toContain(token)
  })
})

describe('redactLogLine', () => {
  it.each([
    ['/api/guest/candidate-profile/abc123DEF', '/api/guest/candidate-profile/[redacted]'],
    ['/api/guest/candidate-profile/pdf/abc123DEF', '/api/guest/candidate-profile/pdf/[redacted]'],
    ['/api/guest/candidate/jit-opportunity/h4sh/accept', '/api/guest/candidate/jit-opportunity/[redacted]/accept'],
    ['/api/uploads/tok.sig', '/api/uploads/[redacted]'],
    ['/public/profile?token=abc&tab=2', '/public/profile?token=[redacted]&tab=2'],
    [
      '/x?access_key=k1&client_secret=s&refresh_token=r',
      '/x?access_key=[redacted]&client_secret=[redacted]&refresh_token=[redacted]',
    ],
    ['{"authorization":"Bearer abc.def"}', '{"authorization":"[redacted]"}'],
    ['{"Cookie":"quota_session=x"}', '{"Cookie":"[redacted]"}'],
    ['failed: Bearer abcdefgh12345', 'failed: Bearer [redacted]'],
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0x.c2lnbmF0dXJl', '[redacted]'],
  ])('%s', (line, expected) => {
    expect(redactLogLine(line)).toBe(expected)
  })

  it('keeps what is not secret', () => {
    for (const line of [
      '/api/candidates/7c0f8a52-0d7e-4a57-9d1c-7d4b8c2e1f00/profile',
      '/api/jobs?page=2&sort=createdAt',
      '{"method":"GET","status":200}',
    ])
      expect(redactLogLine(line)).toBe(line)
  })
})
