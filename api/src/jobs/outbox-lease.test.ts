import type { OutboxTopic } from '@quota/shared/domain/enums'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueOutbox } from '../audit/write-audit'
import { loadConfig } from '../config/env'
import type { Database } from '../db/client'
import { outboxEventsTable } from '../db/schema'
import { outboxMessageId } from '../mail/message-id'
import { enqueueMail } from '../mail/outbox'
import { createMailTransport } from '../mail/transport'
import { mailOutboxOptions } from '../mail/worker'
import { startSmtpSink } from '../testing/smtp-sink'
import { openTestDatabase } from '../testing/test-database'
import { LEASE_SECONDS, type OutboxHandler, runOutboxOnce } from './outbox-worker'

/**
 * The outbox lease with the clock moved (each worker is given its own `clock`): a claimed row
 * is the claimer's for LEASE_SECONDS only, renewed while its job runs, and a crashed worker's
 * row is run again once the lease is over. No test sleeps through the lease.
 */
let database: Database
const logger = pino({ level: 'silent' })
const seconds = (at: Date, s: number) => () => new Date(at.getTime() + s * 1000)

beforeAll(async () => {
  database = await openTestDatabase()
}, 60_000)
afterAll(async () => {
  await database?.close()
})

async function until(what: string, probe: () => Promise<boolean>): Promise<void> {
  const started = Date.now()
  while (!(await probe())) {
    if (Date.now() - started > 10_000) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const row = async (id: string) =>
  (await database.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.id, id)))[0]!

/** A job that runs until released: a worker stuck in it stands for a crashed process. */
function gate() {
  let release: () => void = () => {}
  const opened = new Promise<void>((r) => {
    release = r
  })
  return { opened, release }
}

async function enqueue(topic: OutboxTopic, marker: string): Promise<{ id: string; t0: Date }> {
  const [id] = await enqueueOutbox(database.db, { topic, payload: { marker } })
  // a moment after the row became due, on the test's own clock
  return { id: id!, t0: new Date(Date.now() + 1000) }
}

describe('the outbox lease', () => {
  it('is short: a crashed worker’s row runs again within 30 s, and its late result is ignored', async () => {
    expect(LEASE_SECONDS).toBeLessThanOrEqual(25)
    const { id, t0 } = await enqueue('ats.push', 'crash')
    const stuck = gate()
    const runs: string[] = []
    const crashed: OutboxHandler = async () => {
      runs.push('first')
      await stuck.opened
      return { by: 'first' }
    }
    // the first worker never renews (a crashed process does not)
    const first = runOutboxOnce({
      db: database.db,
      logger,
      handlers: { 'ats.push': crashed },
      clock: () => t0,
      renewEveryMs: 3_600_000,
    })
    await until('the first claim', async () => (await row(id)).attempts === 1)
    expect((await row(id)).lockedUntil!.getTime() - t0.getTime()).toBe(LEASE_SECONDS * 1000)

    const second: OutboxHandler = async () => {
      runs.push('second')
      return { by: 'second' }
    }
    const other = (at: () => Date) =>
      runOutboxOnce({ db: database.db, logger, handlers: { 'ats.push': second }, clock: at })
    expect(await other(seconds(t0, LEASE_SECONDS - 1))).toBe(0)
    expect(await other(seconds(t0, LEASE_SECONDS + 1))).toBe(1)
    expect(await row(id)).toMatchObject({ attempts: 2, payload: { by: 'second' } })
    expect((await row(id)).processedAt).not.toBeNull()

    // the first worker comes back to life: its result does not overwrite the second run
    stuck.release()
    await first
    expect(runs).toEqual(['first', 'second'])
    expect(await row(id)).toMatchObject({ attempts: 2, payload: { by: 'second' } })
  })

  it('is renewed while the job runs, so a slow job is not run twice', async () => {
    const { id, t0 } = await enqueue('recommendation.run', 'slow')
    let now = t0
    const slow = gate()
    let runs = 0
    const handler: OutboxHandler = async () => {
      runs++
      await slow.opened
      return undefined
    }
    const running = runOutboxOnce({
      db: database.db,
      logger,
      handlers: { 'recommendation.run': handler },
      clock: () => now,
      renewEveryMs: 20,
    })
    await until('the claim', async () => (await row(id)).attempts === 1)
    // 15 s into the job: the renewal moves the lease to 15 s + LEASE_SECONDS
    now = seconds(t0, 15)()
    const renewedTo = seconds(t0, 15 + LEASE_SECONDS)().getTime()
    await until('the renewal', async () => (await row(id)).lockedUntil?.getTime() === renewedTo)
    const other = await runOutboxOnce({
      db: database.db,
      logger,
      handlers: { 'recommendation.run': handler },
      clock: seconds(t0, LEASE_SECONDS + 5),
    })
    expect(other).toBe(0)
    slow.release()
    expect(await running).toBe(1)
    expect(runs).toBe(1)
    expect(await row(id)).toMatchObject({ attempts: 1, lockedUntil: null })
    expect((await row(id)).processedAt).not.toBeNull()
  })

  it('a mail sent again after a crash carries the same Message-ID, derived from its outbox row', async () => {
    const sink = await startSmtpSink()
    const config = loadConfig({ QUOTA_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: sink.url })
    const transport = createMailTransport(config, logger)
    try {
      const id = await enqueueMail(database.db, {
        to: 'retry@example.com',
        template: 'verificationCode',
        data: { firstName: 'R', code: '424242', expiresInMinutes: 15 },
      })
      const t0 = new Date(Date.now() + 1000)
      const options = (clock: () => Date) =>
        mailOutboxOptions({ db: database.db, logger, transport, mailFrom: config.MAIL_FROM, clock })
      const send = options(() => t0).handlers['mail.send']!
      // sent, then the process dies before it records the delivery
      const dies = gate()
      const first = runOutboxOnce({
        ...options(() => t0),
        handlers: {
          'mail.send': async (event) => {
            await send(event)
            await dies.opened
            return undefined
          },
        },
        renewEveryMs: 3_600_000,
      })
      await sink.waitFor((m) => m.to.includes('retry@example.com'))
      expect(await runOutboxOnce(options(seconds(t0, LEASE_SECONDS + 1)))).toBe(1)
      await until(
        'the second send',
        async () => sink.received.filter((m) => m.to.includes('retry@example.com')).length === 2,
      )
      const [a, b] = sink.received.filter((m) => m.to.includes('retry@example.com'))
      expect(a!.messageId).toBe(outboxMessageId(id, config.MAIL_FROM))
      expect(b!.messageId).toBe(a!.messageId)
      expect((await row(id)).payload).toMatchObject({ messageIdHeader: a!.messageId, delivery: 'smtp' })
      dies.release()
      await first
    } finally {
      transport.close()
      await sink.close()
    }
  })
})
