import type { OutboxTopic } from '@quota/shared/domain/enums'
import { eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { type DbOrTx, rawRows } from '../db/client'
import { type OutboxEventRow, outboxEventsTable } from '../db/schema'

/**
 * Runs one outbox row. Answers the payload to keep (e.g. with secrets scrubbed once delivered),
 * or nothing to keep it as it was. Throwing schedules a retry with back-off.
 */
export type OutboxHandler = (event: OutboxEventRow) => Promise<Record<string, unknown> | undefined>

/**
 * Thrown by a handler that did part of the work: the retry is scheduled as for any error, and
 * `payload` replaces the row's payload (e.g. which webhooks already got the event).
 */
export class OutboxPartialFailure extends Error {
  constructor(
    message: string,
    readonly payload: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'OutboxPartialFailure'
  }
}

export interface OutboxWorkerOptions {
  db: DbOrTx
  logger: Logger
  handlers: Partial<Record<OutboxTopic, OutboxHandler>>
  pollMs?: number
  batchSize?: number
  /** A claimed row is someone else's until then; a crashed worker's rows come back after it. */
  leaseSeconds?: number
  maxAttempts?: number
  /** Called once when a row is given up after maxAttempts (the work it stood for will not happen). */
  onGiveUp?: (event: OutboxEventRow) => Promise<void>
}

/** Back-off after the n-th failed attempt: 10 s, 20 s, 40 s ... capped at 1 hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1))

/**
 * Claims due rows of the topics it handles with `FOR UPDATE SKIP LOCKED` (so several API
 * processes never run the same row), leases them, runs them outside the claiming transaction,
 * then marks them processed or schedules a retry.
 */
export async function runOutboxOnce(options: OutboxWorkerOptions): Promise<number> {
  const { db, logger, handlers } = options
  const topics = Object.keys(handlers)
  if (!topics.length) return 0
  const batch = options.batchSize ?? 10
  const lease = options.leaseSeconds ?? 300
  const maxAttempts = options.maxAttempts ?? 8

  const claimed = await db.transaction(async (tx) => {
    const ids = await rawRows<{ id: string }>(
      tx,
      sql`select id from outbox_events
          where processed_at is null and available_at <= now()
            and (locked_until is null or locked_until < now())
            and topic in (${sql.join(
              topics.map((t) => sql`${t}`),
              sql`, `,
            )})
          order by available_at
          limit ${batch}
          for update skip locked`,
    )
    if (!ids.length) return []
    return tx
      .update(outboxEventsTable)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${lease})`,
        attempts: sql`${outboxEventsTable.attempts} + 1`,
      })
      .where(
        sql`${outboxEventsTable.id} in (${sql.join(
          ids.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      )
      .returning()
  })

  for (const event of claimed) {
    const handler = handlers[event.topic]
    try {
      const payload = await handler!(event)
      await db
        .update(outboxEventsTable)
        .set({ processedAt: sql`now()`, lockedUntil: null, lastError: null, ...(payload ? { payload } : {}) })
        .where(eq(outboxEventsTable.id, event.id))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const giveUp = event.attempts >= maxAttempts
      logger.warn(
        { err: error, outboxId: event.id, topic: event.topic, attempts: event.attempts, giveUp },
        'outbox event failed',
      )
      await db
        .update(outboxEventsTable)
        .set({
          lockedUntil: null,
          lastError: (giveUp ? `gave up: ${message}` : message).slice(0, 2000),
          ...(error instanceof OutboxPartialFailure ? { payload: error.payload } : {}),
          ...(giveUp
            ? { processedAt: sql`now()` }
            : { availableAt: sql`now() + make_interval(secs => ${retryDelaySeconds(event.attempts)})` }),
        })
        .where(eq(outboxEventsTable.id, event.id))
      if (giveUp) await options.onGiveUp?.(event).catch((err) => logger.error({ err }, 'outbox give-up hook failed'))
    }
  }
  return claimed.length
}

export interface OutboxWorker {
  stop(): Promise<void>
  /** Runs a pass now (tests). */
  tick(): Promise<number>
}

/** Polls the outbox until stopped; a full batch is followed at once by the next pass. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const pollMs = options.pollMs ?? 1000
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<number> | null = null

  const tick = async () => {
    if (running) return running
    running = runOutboxOnce(options).finally(() => {
      running = null
    })
    return running
  }
  const loop = async () => {
    if (stopped) return
    let n = 0
    try {
      n = await tick()
    } catch (error) {
      options.logger.error({ err: error }, 'outbox pass failed')
    }
    if (!stopped) timer = setTimeout(loop, n >= (options.batchSize ?? 10) ? 0 : pollMs)
  }
  timer = setTimeout(loop, 0)
  return {
    tick,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running?.catch(() => {})
    },
  }
}
