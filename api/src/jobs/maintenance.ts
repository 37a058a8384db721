import { and, isNotNull, lt } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Db } from '../db/client'
import {
  outboxEventsTable,
  passwordResetTokensTable,
  rateLimitsTable,
  sessionsTable,
  verificationCodesTable,
} from '../db/schema'

const DAY = 86_400_000

/**
 * Deletes what has no use left: expired rate-limit counters, long-expired sessions (their
 * refresh tokens go with them), codes and links, and delivered outbox rows after two weeks.
 * Idempotent; several processes may run it at once.
 */
export async function sweepExpired(db: Db, now = new Date()): Promise<Record<string, number>> {
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
  }
}

/** Runs the sweep now and then hourly, until stopped. */
export function startMaintenance(deps: { db: Db; logger: Logger; everyMs?: number }) {
  const run = async () => {
    try {
      const removed = await sweepExpired(deps.db)
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
