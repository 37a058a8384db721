/**
 * Stopping and resuming the real API process (issue 30 item 8), on a private PostgreSQL server:
 * - SIGTERM under load (HTTP clients and a mail queue whose SMTP server answers slowly): the
 *   process exits within 10 s, no request gets a 5xx, and the mail rows it had claimed but not
 *   started are handed back (unleased, attempt not counted); at most the one in flight keeps a
 *   lease, which lapses;
 * - SIGKILL mid-queue: a new process takes the dead one's leased rows within 30 s of being up.
 */
import { createServer, type Server } from 'node:net'
import { openDatabase } from '@quota/api/db/client'
import { outboxEventsTable } from '@quota/api/db/schema/outbox'
import { enqueueMail } from '@quota/api/mail/outbox'
import { postgresBinDir, startPrivatePostgres } from '@quota/api/testing/private-postgres'
import { inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiProcess } from './api-process'

/** An SMTP server that takes `stepMs` for every answer: a mail in flight lasts several seconds. */
function slowSmtp(stepMs: number): Promise<{ server: Server; url: string }> {
  const server = createServer((socket) => {
    let inData = false
    let buffer = ''
    const say = (line: string) => setTimeout(() => socket.writable && socket.write(`${line}\r\n`), stepMs)
    say('220 slow.test ESMTP')
    socket.on('error', () => {})
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      if (inData) {
        if (!buffer.includes('\r\n.\r\n')) return
        inData = false
        buffer = ''
        return say('250 queued')
      }
      let nl = buffer.indexOf('\r\n')
      while (nl >= 0) {
        const line = buffer.slice(0, nl).toUpperCase()
        buffer = buffer.slice(nl + 2)
        nl = buffer.indexOf('\r\n')
        if (line.startsWith('EHLO') || line.startsWith('HELO')) say('250 slow.test')
        else if (line.startsWith('DATA')) {
          inData = true
          say('354 go on')
          return
        } else if (line.startsWith('QUIT')) say('221 bye')
        else say('250 ok')
      }
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  )
}

describe.skipIf(!postgresBinDir())('stopping the API process', () => {
  let pg: Awaited<ReturnType<typeof startPrivatePostgres>>
  let smtp: Awaited<ReturnType<typeof slowSmtp>>
  let database: Awaited<ReturnType<typeof openDatabase>>
  beforeAll(async () => {
    pg = await startPrivatePostgres()
    smtp = await slowSmtp(300)
    database = await openDatabase({ url: pg.url, max: 2 })
    await database.migrate()
  }, 180_000)
  afterAll(async () => {
    await database?.close()
    smtp?.server.close()
    pg?.destroy()
  })

  const enqueueMails = (tag: string, n: number) =>
    database.db.transaction(async (tx) => {
      const ids: string[] = []
      for (let i = 0; i < n; i++)
        ids.push(
          await enqueueMail(tx, {
            to: `${tag}-${i}@example.test`,
            template: 'verificationCode',
            data: { firstName: 'Stop', code: '123456', expiresInMinutes: 15 },
          }),
        )
      return ids
    })
  const rowsOf = (ids: string[]) =>
    database.db.select().from(outboxEventsTable).where(inArray(outboxEventsTable.id, ids))

  it('SIGTERM under load: exits within 10 s, no 5xx, unstarted rows handed back', async () => {
    const api = await startApiProcess(pg.url, { SMTP_URL: smtp.url, LOG_LEVEL: 'info' })
    const ids = await enqueueMails('term', 30)
    // the worker is on its first batch: some rows leased
    for (let i = 0; i < 300; i++) {
      const rows = await rowsOf(ids)
      if (rows.some((r) => r.lockedUntil !== null)) break
      await Bun.sleep(50)
    }
    const statuses: number[] = []
    let loading = true
    const load = Array.from({ length: 10 }, async () => {
      while (loading) {
        try {
          statuses.push((await fetch(`${api.base}/health`)).status)
        } catch {
          // refused once the server stopped accepting: fine
          await Bun.sleep(20)
        }
      }
    })
    await Bun.sleep(500)
    const started = performance.now()
    const exited = api.stop('SIGTERM')
    await Promise.race([exited, Bun.sleep(15_000)])
    const took = performance.now() - started
    loading = false
    await Promise.all(load)
    expect(api.exitCode(), api.log().slice(-3000)).toBe(0)
    expect(took).toBeLessThan(10_000)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.length).toBeGreaterThan(0)
    expect(api.log()).toMatch(/outbox rows handed back/)
    const now = Date.now()
    const rows = await rowsOf(ids)
    const stillLeased = rows.filter((r) => r.processedAt === null && r.lockedUntil && r.lockedUntil.getTime() > now)
    expect(stillLeased.length).toBeLessThanOrEqual(1)
    expect(rows.filter((r) => r.processedAt === null && r.lockedUntil === null).length).toBeGreaterThan(0)
    console.log(
      `SIGTERM under load: exited in ${Math.round(took)} ms; ${statuses.length} requests, rows still leased: ${stillLeased.length}`,
    )
  }, 240_000)

  it('SIGKILL: a new process takes the leased rows within 30 s', async () => {
    // the queue left by the test above is emptied: this one watches its own rows only
    await database.db
      .update(outboxEventsTable)
      .set({ processedAt: new Date() })
      .where(isNull(outboxEventsTable.processedAt))
    const first = await startApiProcess(pg.url, { SMTP_URL: smtp.url })
    const ids = await enqueueMails('kill', 12)
    for (let i = 0; i < 300; i++) {
      if ((await rowsOf(ids)).some((r) => r.lockedUntil !== null && r.processedAt === null)) break
      await Bun.sleep(50)
    }
    await first.stop('SIGKILL')
    const leased = (await rowsOf(ids)).filter((r) => r.processedAt === null && r.lockedUntil !== null)
    expect(leased.length).toBeGreaterThan(0)
    const second = await startApiProcess(pg.url, { SMTP_URL: smtp.url })
    const up = performance.now()
    try {
      let taken = -1
      while (performance.now() - up < 40_000) {
        const rows = await rowsOf(leased.map((r) => r.id))
        // taken up again: claimed by the new process (a new attempt) or already sent
        if (rows.every((r, i) => r.processedAt !== null || r.attempts > leased[i]!.attempts)) {
          taken = performance.now() - up
          break
        }
        await Bun.sleep(200)
      }
      expect(taken).toBeGreaterThanOrEqual(0)
      expect(taken).toBeLessThan(30_000)
      console.log(
        `SIGKILL: ${leased.length} leased rows taken by the new process ${Math.round(taken)} ms after it was up`,
      )
    } finally {
      await second.stop('SIGKILL')
    }
  }, 240_000)
})
