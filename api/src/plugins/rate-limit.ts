import { AppError } from '@quota/shared/errors/index'
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import type { Db } from '../db/client'
import { rateLimitsTable } from '../db/schema/rate-limits'

export interface LimitRule {
  /** Attempts allowed per window. */
  points: number
  durationSeconds: number
}

/**
 * A limiter whose counters live in PostgreSQL, so every API process shares them.
 * Each `hit` counts, whether the request then succeeds or fails: failed logins must count.
 */
export function createLimiter(db: Db, name: string, rule: LimitRule) {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimitsTable,
    keyPrefix: name,
    points: rule.points,
    duration: rule.durationSeconds,
    clearExpiredByTimeout: false,
  })
  return {
    /** Counts one attempt for each key; throws RATE_LIMITED with Retry-After when any is over. */
    async hit(...keys: string[]): Promise<void> {
      for (const key of keys) {
        try {
          await limiter.consume(key)
        } catch (e) {
          if (!(e instanceof RateLimiterRes)) throw e
          throw new AppError('RATE_LIMITED', {
            meta: { retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) },
          })
        }
      }
    },
    reset: (key: string) => limiter.delete(key),
  }
}
export type Limiter = ReturnType<typeof createLimiter>
