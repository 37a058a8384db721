import type { OutboxTopic } from '@quota/shared/domain/enums'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueOutbox } from '../audit/write-audit'
import type { Database } from '../db/client'
import { outboxEventsTable } from '../db/schema'
import { openTestDatabase } from '../testing/test-database'
import { OUTBOX_CHANNEL } from './outbox-notify'
import { type OutboxHandler, startOutboxWorker } from './outbox-worker'

/**
 * Workers woken by the NOTIFY of an enqueue's commit. Their poll is a minute, far beyond every
 * wait here: whatever they handle in time came through a notification.
 */
let database: Database
const logger = pino({ level: 'silent' })
const DEADLINE_MS = 10_000

beforeAll(async () => {
  database = await openTestDatabase()
}, 60_000)
afterAll(async () => {
  await database?.close()
})

/** Waits for a condition; fails with `what` after a generous deadline (never asserts a duration). */
async function until(what: string, probe: () => boolean): Promise<void> {
  const started = Date.now()
  while (!probe()) {
    if (Date.now() - started > DEADLINE_MS) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const enqueue = (topic: OutboxTopic, marker: string) =>
  database.db.transaction((tx) => enqueueOutbox(tx, { topic, payload: { marker } }))

/** Each test its own topic: rows one test leaves behind are never another's. */
function recordingWorker(topic: OutboxTopic, listen: Database['listen'] = database.listen) {
  const handled: string[] = []
  const handler: OutboxHandler = async (event) => {
    handled.push(String(event.payload.marker))
    return undefined
  }
  const worker = startOutboxWorker({ db: database.db, logger, handlers: { [topic]: handler }, pollMs: 60_000, listen })
  return { worker, handled }
}

/** A listener beside the worker's: shows which notifications were sent. */
async function notificationsOf(topic: OutboxTopic) {
  const seen: string[] = []
  const stop = await database.listen(OUTBOX_CHANNEL, (payload) => {
    if (payload === topic) seen.push(payload)
  })
  return { seen, stop }
}

describe('outbox workers woken by NOTIFY', () => {
  it('handles an event enqueued while it waits on a long poll', async () => {
    const { worker, handled } = recordingWorker('recommendation.run')
    try {
      await enqueue('recommendation.run', 'first')
      await until('the first event', () => handled.includes('first'))
      // its first pass is over: the next timed one is a minute away
      await enqueue('recommendation.run', 'second')
      await until('the event enqueued later', () => handled.includes('second'))
      expect(handled).toEqual(['first', 'second'])
    } finally {
      await worker.stop()
    }
  })

  it('is not woken by a rolled-back enqueue, whose event never exists', async () => {
    const probe = await notificationsOf('ats.push')
    const { worker, handled } = recordingWorker('ats.push')
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await enqueueOutbox(tx, { topic: 'ats.push', payload: { marker: 'rolled back' } })
          throw new Error('rollback')
        }),
      ).rejects.toThrow('rollback')
      await enqueue('ats.push', 'committed')
      await until('the committed event', () => handled.includes('committed') && probe.seen.length > 0)
      // notifications arrive in commit order: a rolled-back one would have come first
      expect(probe.seen).toEqual(['ats.push'])
      expect(handled).toEqual(['committed'])
      const rows = await database.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.topic, 'ats.push'))
      expect(rows.map((r) => r.payload.marker)).toEqual(['committed'])
    } finally {
      await worker.stop()
      await probe.stop()
    }
  })

  it('stops listening when stopped', async () => {
    let listening = 0
    const countingListen: Database['listen'] = async (channel, onNotify) => {
      const unlisten = await database.listen(channel, onNotify)
      listening++
      return async () => {
        listening--
        await unlisten()
      }
    }
    const { worker, handled } = recordingWorker('media.transcode', countingListen)
    await enqueue('media.transcode', 'before stop')
    await until('the event enqueued before stop', () => handled.includes('before stop'))
    expect(listening).toBe(1)
    await worker.stop()
    expect(listening).toBe(0)

    const probe = await notificationsOf('media.transcode')
    try {
      const [id] = await enqueue('media.transcode', 'after stop')
      await until('the notification', () => probe.seen.length > 0)
      // a worker still listening would have claimed the row by now (a pass takes milliseconds)
      await new Promise((r) => setTimeout(r, 300))
      expect(handled).toEqual(['before stop'])
      const [row] = await database.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.id, id!))
      expect(row).toMatchObject({ attempts: 0, processedAt: null })
    } finally {
      await probe.stop()
    }
  })
})
