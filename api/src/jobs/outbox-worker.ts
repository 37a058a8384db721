import type { OutboxTopic } from '@quota/shared/domain/enums'
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { type Database, type DbOrTx, rawRows } from '../db/client'
import { type OutboxEventRow, outboxEventsTable } from '../db/schema'
import { OUTBOX_CHANNEL } from './outbox-notify'

/**
 * Runs one outbox row. Answers the payload to keep (e.g. with secrets scrubbed once delivered),
 * or nothing to keep it as it was. Throwing schedules a retry with back-off.
 */
export type OutboxHandler = (
  event: OutboxEventRow,
  context?: OutboxHandlerContext,
) => Promise<Record<string, unknown> | undefined>

/**
 * What a handler may check while it runs: `signal` aborts when the process is stopping (SIGTERM).
 * A long pass checks it at its safe points and throws (the row is retried by this or another
 * process); a short handler may ignore it (the stop waits for the row it is on).
 */
export interface OutboxHandlerContext {
  signal: AbortSignal
}

/**
 * Runs every claimed row of its topic in one go (e.g. search sync: one reload and one index
 * write for a whole pass instead of one per row). All succeed together or are retried together.
 */
export type OutboxBatchHandler = (events: OutboxEventRow[], context?: OutboxHandlerContext) => Promise<void>

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
  /** Topics (also listed in `handlers`) whose claimed rows run together through this instead. */
  batchHandlers?: Partial<Record<OutboxTopic, OutboxBatchHandler>>
  pollMs?: number
  /**
   * LISTENs for enqueues of its topics and runs a pass at once; the poll then only catches what
   * no notification announces (delayed rows, retries, a dropped connection), every
   * LISTENING_POLL_MS at most.
   */
  listen?: Database['listen']
  batchSize?: number
  /**
   * A claimed row is someone else's until then; a crashed worker's rows come back after it. Kept
   * short and renewed while the batch runs, so a crashed process's work resumes within
   * LEASE_SECONDS + the poll (30 s), not after a long fixed lease.
   */
  leaseSeconds?: number
  /** How often a running batch renews its lease (default a third of the lease). */
  renewEveryMs?: number
  /**
   * The time the worker claims and leases by (tests move it); default the database's `now()`,
   * one clock for every process.
   */
  clock?: () => Date
  maxAttempts?: number
  /** Called once when a row is given up after maxAttempts (the work it stood for will not happen). */
  onGiveUp?: (event: OutboxEventRow) => Promise<void>
  /**
   * Aborted when the process stops: no new claim, the claimed rows not yet started are handed
   * back (unleased, their attempt not counted), and handlers see it in their context.
   */
  signal?: AbortSignal
}

/** Default lease; with the 5 s poll of a listening worker a crashed process's rows resume within 25 s. */
export const LEASE_SECONDS = 20

/** Back-off after the n-th failed attempt: 10 s, 20 s, 40 s ... capped at 1 hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1))

/**
 * The back-off, or longer when the error carries the wait an outside service asked for
 * (`retryAfterMs`, e.g. an ATS's Retry-After): retrying sooner would only be refused again.
 */
export function retryAfterSeconds(error: unknown, attempts: number): number {
  const hinted = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs
  const asked = typeof hinted === 'number' && Number.isFinite(hinted) ? Math.ceil(hinted / 1000) : 0
  return Math.max(retryDelaySeconds(attempts), Math.min(asked, 24 * 3600))
}

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
  const lease = options.leaseSeconds ?? LEASE_SECONDS
  const maxAttempts = options.maxAttempts ?? 8
  const now = () => (options.clock ? sql`${options.clock().toISOString()}::timestamptz` : sql`now()`)
  const leaseEnd = () => sql`${now()} + make_interval(secs => ${lease})`

  const signal = options.signal ?? new AbortController().signal
  if (signal.aborted) return 0
  const claimed = await db.transaction(async (tx) => {
    const ids = await rawRows<{ id: string }>(
      tx,
      sql`select id from outbox_events
          where processed_at is null and available_at <= ${now()}
            and (locked_until is null or locked_until < ${now()})
            and topic in (${sql.join(
              topics.map((t) => sql`${t}`),
              sql`, `,
            )})
          -- a crashed process's rows (lease expired) before fresh ones: they have waited longest
          order by (locked_until is not null) desc, available_at
          limit ${batch}
          for update skip locked`,
    )
    if (!ids.length) return []
    return tx
      .update(outboxEventsTable)
      .set({ lockedUntil: leaseEnd(), attempts: sql`${outboxEventsTable.attempts} + 1` })
      .where(
        sql`${outboxEventsTable.id} in (${sql.join(
          ids.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      )
      .returning()
  })
  if (!claimed.length) return 0

  // `attempts` is the claim's fencing token: once a lease ran out and another worker claimed the
  // row again (attempts + 1), this worker's renewals and its late result no longer apply
  const ours = (event: OutboxEventRow) =>
    and(
      eq(outboxEventsTable.id, event.id),
      eq(outboxEventsTable.attempts, event.attempts),
      isNull(outboxEventsTable.processedAt),
    )
  const pending = new Set(claimed)
  const renew = async () => {
    for (const event of pending) {
      await db
        .update(outboxEventsTable)
        .set({ lockedUntil: leaseEnd() })
        .where(ours(event))
        .catch((error) => logger.warn({ err: error, outboxId: event.id }, 'outbox lease renewal failed'))
    }
  }
  const renewal = setInterval(() => void renew(), options.renewEveryMs ?? (lease * 1000) / 3)
  const batched = new Set<OutboxEventRow>()
  const context: OutboxHandlerContext = { signal }
  try {
    for (const [topic, runAll] of Object.entries(options.batchHandlers ?? {})) {
      if (signal.aborted) break
      const events = claimed.filter((e) => e.topic === topic)
      if (!events.length || !runAll) continue
      try {
        await runAll(events, context)
        await db
          .update(outboxEventsTable)
          .set({ processedAt: sql`now()`, lockedUntil: null, lastError: null })
          .where(or(...events.map(ours)))
        for (const event of events) {
          batched.add(event)
          pending.delete(event)
        }
      } catch (error) {
        // each row then runs on its own below, so one bad row cannot hold back the others
        logger.warn({ err: error, topic, rows: events.length }, 'outbox batch failed; running its rows one by one')
      }
    }
    for (const event of claimed) {
      if (batched.has(event)) continue
      if (signal.aborted) break
      const handler = handlers[event.topic]
      try {
        const payload = await handler!(event, context)
        const done = await db
          .update(outboxEventsTable)
          .set({ processedAt: sql`now()`, lockedUntil: null, lastError: null, ...(payload ? { payload } : {}) })
          .where(ours(event))
          .returning({ id: outboxEventsTable.id })
        if (!done.length) logger.warn({ outboxId: event.id, topic: event.topic }, 'outbox lease lost before finishing')
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        const giveUp = event.attempts >= maxAttempts
        logger.warn(
          { err: error, outboxId: event.id, topic: event.topic, attempts: event.attempts, giveUp },
          'outbox event failed',
        )
        const updated = await db
          .update(outboxEventsTable)
          .set({
            lockedUntil: null,
            lastError: (giveUp ? `gave up: ${message}` : message).slice(0, 2000),
            ...(error instanceof OutboxPartialFailure ? { payload: error.payload } : {}),
            ...(giveUp
              ? { processedAt: sql`now()` }
              : { availableAt: sql`${now()} + make_interval(secs => ${retryAfterSeconds(error, event.attempts)})` }),
          })
          .where(ours(event))
          .returning({ id: outboxEventsTable.id })
        if (giveUp && updated.length) {
          await options.onGiveUp?.(event).catch((err) => logger.error({ err }, 'outbox give-up hook failed'))
        }
      } finally {
        pending.delete(event)
      }
    }
  } finally {
    clearInterval(renewal)
    if (pending.size) await handBack(db, logger, [...pending], ours)
  }
  return claimed.length
}

/**
 * The rows a stopping worker claimed but did not start: unleased and their attempt not counted,
 * so any process takes them at once. A row whose lease another worker took meanwhile is left.
 */
async function handBack(
  db: DbOrTx,
  logger: Logger,
  events: OutboxEventRow[],
  ours: (event: OutboxEventRow) => ReturnType<typeof and>,
) {
  try {
    const released = await db
      .update(outboxEventsTable)
      .set({ lockedUntil: null, attempts: sql`${outboxEventsTable.attempts} - 1` })
      .where(or(...events.map(ours)))
      .returning({ id: outboxEventsTable.id })
    logger.info({ rows: released.length, topics: [...new Set(events.map((e) => e.topic))] }, 'outbox rows handed back')
  } catch (error) {
    // their lease lapses instead (LEASE_SECONDS)
    logger.warn({ err: error, rows: events.length }, 'outbox rows could not be handed back; their lease will lapse')
  }
}

export interface OutboxWorker {
  /** Claims nothing more, hands back what it has not started, waits for the row it is on. */
  stop(): Promise<void>
  /** True while a pass is running (what a stop waits for). */
  busy(): boolean
  /** Runs a pass now (tests). */
  tick(): Promise<number>
}

const LISTENING_POLL_MS = 5000

/**
 * Runs passes until stopped: when woken by a notification, on a timer, and at once after a full
 * batch. Notifications during a pass coalesce into one more pass right after it.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { logger, handlers } = options
  const batchSize = options.batchSize ?? 10
  let pollMs = options.listen ? Math.max(options.pollMs ?? 0, LISTENING_POLL_MS) : (options.pollMs ?? 1000)
  let stopped = false
  const stopping = new AbortController()
  const passOptions: OutboxWorkerOptions = {
    ...options,
    signal: options.signal ? AbortSignal.any([options.signal, stopping.signal]) : stopping.signal,
  }
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<number> | null = null
  let inLoop = false
  let woken = false

  const tick = async () => {
    if (running) return running
    running = runOutboxOnce(passOptions).finally(() => {
      running = null
    })
    return running
  }
  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(loop, ms)
  }
  const loop = async () => {
    timer = null
    if (stopped) return
    inLoop = true
    woken = false
    let n = 0
    try {
      n = await tick()
    } catch (error) {
      logger.error({ err: error }, 'outbox pass failed')
    }
    inLoop = false
    if (!stopped) schedule(woken || n >= batchSize ? 0 : pollMs)
  }
  const wake = (topic: string) => {
    if (stopped || !Object.hasOwn(handlers, topic)) return
    if (inLoop) woken = true
    else schedule(0)
  }

  const listening = options.listen
    ? options.listen(OUTBOX_CHANNEL, wake).catch((error) => {
        logger.error({ err: error }, 'outbox worker cannot LISTEN; polling instead')
        pollMs = options.pollMs ?? 1000
        return null
      })
    : Promise.resolve(null)
  // the first pass only once listening: a row committed before LISTEN took effect is found by it
  void listening.then(() => {
    if (!stopped && !inLoop) schedule(0)
  })
  return {
    tick,
    busy: () => running !== null,
    async stop() {
      stopped = true
      stopping.abort()
      if (timer) clearTimeout(timer)
      const unlisten = await listening
      await unlisten?.()
      await running?.catch(() => {})
    },
  }
}
