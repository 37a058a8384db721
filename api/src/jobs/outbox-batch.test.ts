import { eq, inArray } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueOutbox } from '../audit/write-audit'
import type { Database } from '../db/client'
import { type OutboxEventRow, outboxEventsTable } from '../db/schema'
import { openTestDatabase } from '../testing/test-database'
import { runOutboxOnce } from './outbox-worker'

/** Batch handlers (search sync): a pass's rows of a topic run together, or one by one on failure. */
let database: Database
const logger = pino({ level: 'silent' })

beforeAll(async () => {
  database = await openTestDatabase()
}, 60_000)
afterAll(async () => {
  await database?.close()
})

const rows = (ids: string[]) => database.db.select().from(outboxEventsTable).where(inArray(outboxEventsTable.id, ids))

describe('outbox batch handlers', () => {
  it('run every claimed row of their topic in one call and mark them all processed', async () => {
    const ids = await enqueueOutbox(
      database.db,
      [1, 2, 3].map((n) => ({ topic: 'search.sync' as const, payload: { n } })),
    )
    const calls: number[][] = []
    const handled = await runOutboxOnce({
      db: database.db,
      logger,
      handlers: {
        'search.sync': async () => {
          throw new Error('the single-row handler is not used when the batch succeeds')
        },
      },
      batchHandlers: {
        'search.sync': async (events: OutboxEventRow[]) => {
          calls.push(events.map((e) => Number(e.payload.n)))
        },
      },
      batchSize: 50,
    })
    expect(handled).toBe(3)
    expect(calls.map((c) => c.sort())).toEqual([[1, 2, 3]])
    for (const row of await rows(ids)) expect(row).toMatchObject({ lockedUntil: null, lastError: null, attempts: 1 })
    expect((await rows(ids)).every((r) => r.processedAt !== null)).toBe(true)
  })

  it('fall back to one row at a time when the batch fails, so one bad row holds back no other', async () => {
    const ids = await enqueueOutbox(
      database.db,
      ['good', 'bad', 'fine'].map((kind) => ({ topic: 'search.sync' as const, payload: { kind } })),
    )
    await runOutboxOnce({
      db: database.db,
      logger,
      handlers: {
        'search.sync': async (event) => {
          if (event.payload.kind === 'bad') throw new Error('cannot load this row')
          return undefined
        },
      },
      batchHandlers: {
        'search.sync': async () => {
          throw new Error('a row of the batch failed')
        },
      },
      batchSize: 50,
    })
    const byKind = Object.fromEntries((await rows(ids)).map((r) => [String(r.payload.kind), r]))
    expect(byKind.good!.processedAt).not.toBeNull()
    expect(byKind.fine!.processedAt).not.toBeNull()
    expect(byKind.bad).toMatchObject({ processedAt: null, lastError: 'cannot load this row' })
    const [bad] = await database.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.id, byKind.bad!.id))
    expect(bad!.availableAt.getTime()).toBeGreaterThan(Date.now())
  })
})
