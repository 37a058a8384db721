import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxEventsTable } from '../db/schema'
import { runOutboxOnce } from '../jobs/outbox-worker'
import { createSignedInUser } from '../testing/auth-helpers'
import { createTestApp, type TestApp } from '../testing/test-app'
import { enqueueMail } from './outbox'
import { escapeHtml, renderMail } from './templates'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
const logger = pino({ level: 'silent' })

describe('templates', () => {
  it('render HTML and text, escaping what users typed', () => {
    const mail = renderMail('invitation', {
      firstName: '<b>Eve</b>',
      inviterName: 'Ann & Co',
      link: 'https://q.test/x?a=1&b=2',
      expiresInDays: 7,
    })
    expect(mail.subject).toBe('You are invited to Quota')
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Eve</b>')
    expect(mail.html).toContain('href="https://q.test/x?a=1&amp;b=2"')
    expect(mail.text).toContain('Ann & Co invited you')
    expect(mail.text).toContain('https://q.test/x?a=1&b=2')
    expect(renderMail('verificationCode', { firstName: 'Ada', code: '012345', expiresInMinutes: 15 }).text).toContain(
      '012345',
    )
    expect(renderMail('passwordReset', { firstName: '', link: 'https://q.test/r', expiresInMinutes: 60 }).text).toMatch(
      /^Hi,/,
    )
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;')
  })
})

describe('the outbox worker', () => {
  it('claims due rows once, retries failures with back-off, and gives up after the last attempt', async () => {
    const id = await enqueueMail(t.deps.db, {
      to: 'x@example.com',
      template: 'verificationCode',
      data: { firstName: 'X', code: '123456', expiresInMinutes: 15 },
    })
    let calls = 0
    const failing = {
      'mail.send': async () => {
        calls++
        throw new Error('SMTP down')
      },
    }
    expect(await runOutboxOnce({ db: t.deps.db, logger, handlers: failing, maxAttempts: 2 })).toBe(1)
    let [row] = await t.deps.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.id, id))
    expect(row).toMatchObject({ attempts: 1, lastError: 'SMTP down', processedAt: null, lockedUntil: null })
    expect(row!.availableAt.getTime()).toBeGreaterThan(Date.now() + 5_000)
    // not due yet: nothing to claim
    expect(await runOutboxOnce({ db: t.deps.db, logger, handlers: failing, maxAttempts: 2 })).toBe(0)

    await t.deps.db
      .update(outboxEventsTable)
      .set({ availableAt: new Date(Date.now() - 1000) })
      .where(eq(outboxEventsTable.id, id))
    await runOutboxOnce({ db: t.deps.db, logger, handlers: failing, maxAttempts: 2 })
    ;[row] = await t.deps.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.id, id))
    expect(row!.processedAt).not.toBeNull()
    expect(row!.lastError).toBe('gave up: SMTP down')
    expect(calls).toBe(2)
  })

  it('two workers running at once never send the same row twice', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        enqueueMail(t.deps.db, {
          to: `p${i}@example.com`,
          template: 'verificationCode',
          data: { firstName: 'P', code: '000000', expiresInMinutes: 15 },
        }),
      ),
    )
    const sent: string[] = []
    const handlers = {
      'mail.send': async (e: { id: string }) => {
        sent.push(e.id)
        return undefined
      },
    }
    await Promise.all([
      runOutboxOnce({ db: t.deps.db, logger, handlers, batchSize: 4 }),
      runOutboxOnce({ db: t.deps.db, logger, handlers, batchSize: 4 }),
      runOutboxOnce({ db: t.deps.db, logger, handlers, batchSize: 4 }),
    ])
    const mine = sent.filter((s) => ids.includes(s))
    expect(new Set(mine).size).toBe(mine.length)
  })
})

describe('the dev mailbox', () => {
  it('shows queued mail to admins only (no SMTP_URL, not production)', async () => {
    await enqueueMail(t.deps.db, {
      to: 'dev@example.com',
      template: 'passwordReset',
      data: { firstName: 'Dev', link: 'https://q.test/r?t=1', expiresInMinutes: 60 },
    })
    const admin = await createSignedInUser(t, { roleKeys: ['administrator'] })
    const recruiter = await createSignedInUser(t)
    expect((await t.request('/api/dev/mailbox', { headers: recruiter.headers })).status).toBe(403)
    const list = await (await t.request('/api/dev/mailbox?to=dev@example.com', { headers: admin.headers })).json()
    expect(list.data[0]).toMatchObject({ to: 'dev@example.com', subject: 'Reset your Quota password' })
    const html = await t.request(`/api/dev/mailbox/${list.data[0].id}/html`, { headers: admin.headers })
    expect(html.headers.get('content-type')).toContain('text/html')
    expect(html.headers.get('content-security-policy')).toContain('sandbox')
    expect(await html.text()).toContain('Reset password')
  })

  it('does not exist in production', async () => {
    const { createApp } = await import('../app')
    const { loadConfig } = await import('../config/env')
    const config = loadConfig({ QUOTA_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: 'x'.repeat(40) })
    const app = createApp({ ...t.deps, config })
    expect(app.routes.some((r) => r.path.startsWith('/api/dev/mailbox'))).toBe(false)
  })
})
