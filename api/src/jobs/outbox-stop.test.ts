import { eq, inArray } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueOutbox } from '../audit/write-audit'
import type { Database } from '../db/client'
import { outboxEventsTable } from '../db/schema'
import { openTestDatabase } from '../testing/test-database'
import { type OutboxHandlerContext, runOutboxOnce, startOutboxWorker } from './outbox-worker'

/**
 * Stopping and resuming (issue 30 item 8): a stopping worker finishes the row it is on, hands the
 * claimed rows it has not started back (no lease, the attempt not counted) and its handlers see
 * the abort; a crashed process's rows (lease expired) are claimed before fresh ones.
 */
let database: Database
const logger = pino({ level: 'silent' })
beforeAll(async () => {
  database = await openTestDatabase()
}, 60_000)
afterAll(async () => {
  await database?.close()
})

const rowsOf = (ids: string[]) => database.db.select().from(outboxEventsTable).where(inArray(outboxEventsTable.id, ids))

describe('a stopping outbox worker', () => {
  it('finishes the row it is on, hands the rest back unleased, and tells the handler', async () => {
    const ids = await enqueueOutbox(
      database.db,
      [1, 2, 3, 4].map((n) => ({ topic: 'search.reindex' as const, payload: { n } })),
    )
    const seen: boolean[] = []
    let worker: ReturnType<typeof startOutboxWorker> | null = null
    let stopped: Promise<void> | null = null
    const handler = async (_event: unknown, context?: OutboxHandlerContext) => {
      // the process is told to stop while the first row runs
      stopped ??= worker!.stop()
      await new Promise((r) => setTimeout(r, 50))
      seen.push(context?.signal.aborted ?? false)
      return undefined
    }
    worker = startOutboxWorker({ db: database.db, logger, handlers: { 'search.reindex': handler }, pollMs: 10_000 })
    for (let i = 0; i < 200 && !stopped; i++) await new Promise((r) => setTimeout(r, 20))
    await stopped
    expect(seen).toEqual([true]) // one row run, and it saw the abort
    const rows = await rowsOf(ids)
    expect(rows.filter((r) => r.processedAt !== null)).toHaveLength(1)
    for (const r of rows.filter((x) => x.processedAt === null)) {
      expect(r.lockedUntil).toBeNull()
      expect(r.attempts).toBe(0)
    }
    await database.db.delete(outboxEventsTable).where(inArray(outboxEventsTable.id, ids))
  })

  it('claims nothing once stopped', async () => {
    const [id] = await enqueueOutbox(database.db, { topic: 'search.reindex', payload: {} })
    const controller = new AbortController()
    controller.abort()
    const n = await runOutboxOnce({
      db: database.db,
      logger,
      handlers: { 'search.reindex': async () => undefined },
      signal: controller.signal,
    })
    expect(n).toBe(0)
    expect((await rowsOf([id!]))[0]).toMatchObject({ attempts: 0, lockedUntil: null })
    await database.db.delete(outboxEventsTable).where(eq(outboxEventsTable.id, id!))
  })

  it('takes a crashed process’s rows (expired lease) before fresh ones', async () => {
    const fresh = await enqueueOutbox(
      database.db,
      [1, 2, 3].map((n) => ({ topic: 'search.reindex' as const, payload: { n } })),
    )
    const [crashed] = await enqueueOutbox(database.db, { topic: 'search.reindex', payload: { crashed: true } })
    // the crashed row became due last, and its lease ran out a moment ago
    await database.db
      .update(outboxEventsTable)
      .set({ attempts: 1, lockedUntil: new Date(Date.now() - 1000), availableAt: new Date() })
      .where(eq(outboxEventsTable.id, crashed!))
    const order: string[] = []
    await runOutboxOnce({
      db: database.db,
      logger,
      batchSize: 1,
      handlers: {
        'search.reindex': async (event) => {
          order.push(event.id)
          return undefined
        },
      },
    })
    expect(order).toEqual([crashed])
    await database.db.delete(outboxEventsTable).where(inArray(outboxEventsTable.id, [...fresh, crashed!]))
  })
})
