import { and, eq, isNotNull, lt } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Db } from '../db/client'
import {
  extensionHandOverCodesTable,
  idempotencyKeysTable,
  mediaTable,
  outboxEventsTable,
  passwordResetTokensTable,
  rateLimitsTable,
  sessionsTable,
  verificationCodesTable,
} from '../db/schema'
import { deleteObjects } from '../modules/media'
import type { ObjectStorage } from '../storage'

const DAY = 86_400_000
/** Temp files removed per sweep at most; the next hourly sweep takes the rest. */
const TEMP_FILES_PER_SWEEP = 1000

/**
 * guest/temp-files uploads past their `expiresAt` (24 hours, set on upload; a claimed file has
 * none): the row goes first, then its bytes, so no row ever points at a missing object. One row
 * at a time, so a file something still references (the delete is refused) cannot hold up the rest.
 */
export async function sweepTempFiles(db: Db, storage: ObjectStorage, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: mediaTable.id })
    .from(mediaTable)
    .where(and(eq(mediaTable.kind, 'tempFile'), lt(mediaTable.expiresAt, now)))
    .limit(TEMP_FILES_PER_SWEEP)
  let removed = 0
  for (const { id } of due) {
    const gone = await db
      .delete(mediaTable)
      .where(and(eq(mediaTable.id, id), lt(mediaTable.expiresAt, now)))
      .returning()
      .catch(() => [])
    for (const m of gone) await deleteObjects(storage, [m.storageKey, m.transcodedKey, m.thumbnailKey])
    removed += gone.length
  }
  return removed
}

/**
 * Deletes what has no use left: expired rate-limit counters, long-expired sessions (their
 * refresh tokens go with them), codes (extension hand-over codes a day after expiry) and links, delivered outbox rows after two weeks,
 * Idempotency-Key answers after a day, and
 * expired temp files with their stored bytes.
 * Idempotent; several processes may run it at once.
 */
export async function sweepExpired(
  deps: { db: Db; storage: ObjectStorage },
  now = new Date(),
): Promise<Record<string, number>> {
  const { db } = deps
  const ago = (days: number) => new Date(now.getTime() - days * DAY)
  const count = async (q: Promise<unknown[]>) => (await q).length
  return {
    rateLimits: await count(
      db.delete(rateLimitsTable).where(lt(rateLimitsTable.expire, now)).returning({ k: rateLimitsTable.key }),
    ),
    // sessions stay 30 days past expiry so a reused refresh token is still recognised and refused
    sessions: await count(
      db
        .delete(sessionsTable)
        .where(lt(sessionsTable.expiresAt, ago(30)))
        .returning({ id: sessionsTable.id }),
    ),
    verificationCodes: await count(
      db
        .delete(verificationCodesTable)
        .where(lt(verificationCodesTable.expiresAt, ago(1)))
        .returning({ id: verificationCodesTable.id }),
    ),
    // extension hand-over codes live two minutes; a day on, used or not, they are of no use
    extensionHandOverCodes: await count(
      db
        .delete(extensionHandOverCodesTable)
        .where(lt(extensionHandOverCodesTable.expiresAt, ago(1)))
        .returning({ id: extensionHandOverCodesTable.id }),
    ),
    passwordLinks: await count(
      db
        .delete(passwordResetTokensTable)
        .where(lt(passwordResetTokensTable.expiresAt, ago(7)))
        .returning({ id: passwordResetTokensTable.id }),
    ),
    outbox: await count(
      db
        .delete(outboxEventsTable)
        .where(and(isNotNull(outboxEventsTable.processedAt), lt(outboxEventsTable.processedAt, ago(14))))
        .returning({ id: outboxEventsTable.id }),
    ),
    // real-time events are news: a day on, sent or not, nobody needs them (the worker also
    // expires unsent ones after minutes); so no missing worker can make them pile up
    realtime: await count(
      db
        .delete(outboxEventsTable)
        .where(and(eq(outboxEventsTable.topic, 'realtime.publish'), lt(outboxEventsTable.createdAt, ago(1))))
        .returning({ id: outboxEventsTable.id }),
    ),
    // remembered Idempotency-Key answers are replayed for 24 hours
    idempotencyKeys: await count(
      db
        .delete(idempotencyKeysTable)
        .where(lt(idempotencyKeysTable.createdAt, ago(1)))
        .returning({ key: idempotencyKeysTable.key }),
    ),
    tempFiles: await sweepTempFiles(db, deps.storage, now),
  }
}

/** Runs the sweep now and then hourly, until stopped. */
export function startMaintenance(deps: { db: Db; storage: ObjectStorage; logger: Logger; everyMs?: number }) {
  const run = async () => {
    try {
      const removed = await sweepExpired(deps)
      if (Object.values(removed).some((n) => n > 0)) deps.logger.info({ removed }, 'maintenance sweep')
    } catch (err) {
      deps.logger.error({ err }, 'maintenance sweep failed')
    }
  }
  const first = setTimeout(run, 10_000)
  const timer = setInterval(run, deps.everyMs ?? 3_600_000)
  return {
    stop() {
      clearTimeout(first)
      clearInterval(timer)
    },
  }
}
