import { AppError } from '@quota/shared/errors/index'
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import type { Db } from '../../db/client'
import { rateLimitsTable } from '../../db/schema/rate-limits'
import { createLimiter, type Limiter } from '../../plugins/rate-limit'

/**
 * Rate limits of the sign-in calls, per account and per client address (the socket address, or
 * the trusted proxy's hop; a spoofed X-Forwarded-For changes nothing). Counters live in
 * PostgreSQL so every API process shares them.
 */
export const AUTH_RATE_LIMITS = {
  /**
   * Failed logins: the 11th failure from one address within a minute answers 429 to that
   * address. The account's own ceiling is higher, so ten wrong passwords from one place do not
   * lock the owner out everywhere, while many addresses guessing one account are still stopped.
   */
  loginFailuresPerAddress: { points: 10, durationSeconds: 60 },
  loginFailuresPerAccount: { points: 50, durationSeconds: 15 * 60 },
  verifyPerAccount: { points: 10, durationSeconds: 15 * 60 },
  verifyPerAddress: { points: 50, durationSeconds: 15 * 60 },
  resendPerAccount: { points: 5, durationSeconds: 60 * 60 },
  resendPerAddress: { points: 30, durationSeconds: 60 * 60 },
  forgotPerAccount: { points: 5, durationSeconds: 60 * 60 },
  forgotPerAddress: { points: 30, durationSeconds: 60 * 60 },
  availabilityPerEmail: { points: 30, durationSeconds: 60 },
  availabilityPerAddress: { points: 60, durationSeconds: 60 },
  signupPerAddress: { points: 20, durationSeconds: 60 * 60 },
  authLogsPerAddress: { points: 120, durationSeconds: 60 },
} as const

/**
 * Counts failures only: `check` refuses once the failures in the window reach the limit,
 * `fail` records one (it is never refunded), `succeed` clears an account's count.
 * Successful logins do not use up anyone's allowance; failed ones always count.
 */
export function createFailureLimiter(db: Db, name: string, rule: { points: number; durationSeconds: number }) {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimitsTable,
    keyPrefix: name,
    points: rule.points,
    duration: rule.durationSeconds,
    clearExpiredByTimeout: false,
  })
  return {
    async check(key: string): Promise<void> {
      const res = await limiter.get(key)
      if (res && res.consumedPoints >= rule.points) {
        throw new AppError('RATE_LIMITED', {
          meta: { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) },
        })
      }
    },
    async fail(key: string): Promise<void> {
      try {
        await limiter.consume(key)
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e
      }
    },
    succeed: (key: string) => limiter.delete(key),
  }
}
export type FailureLimiter = ReturnType<typeof createFailureLimiter>

export interface AuthLimiters {
  loginAccount: FailureLimiter
  loginAddress: FailureLimiter
  verify: Limiter
  verifyAddress: Limiter
  resend: Limiter
  resendAddress: Limiter
  forgot: Limiter
  forgotAddress: Limiter
  availability: Limiter
  availabilityAddress: Limiter
  signupAddress: Limiter
  authLogsAddress: Limiter
}

export function createAuthLimiters(db: Db): AuthLimiters {
  const L = AUTH_RATE_LIMITS
  return {
    loginAccount: createFailureLimiter(db, 'login-account', L.loginFailuresPerAccount),
    loginAddress: createFailureLimiter(db, 'login-address', L.loginFailuresPerAddress),
    verify: createLimiter(db, 'verify-account', L.verifyPerAccount),
    verifyAddress: createLimiter(db, 'verify-address', L.verifyPerAddress),
    resend: createLimiter(db, 'resend-account', L.resendPerAccount),
    resendAddress: createLimiter(db, 'resend-address', L.resendPerAddress),
    forgot: createLimiter(db, 'forgot-account', L.forgotPerAccount),
    forgotAddress: createLimiter(db, 'forgot-address', L.forgotPerAddress),
    availability: createLimiter(db, 'availability-email', L.availabilityPerEmail),
    availabilityAddress: createLimiter(db, 'availability-address', L.availabilityPerAddress),
    signupAddress: createLimiter(db, 'signup-address', L.signupPerAddress),
    authLogsAddress: createLimiter(db, 'auth-logs-address', L.authLogsPerAddress),
  }
}
