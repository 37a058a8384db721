/**
 * Whether a failure means "the database is away or overloaded right now" (answer 503 and ask
 * the client to retry) rather than a bug (500). Drizzle wraps driver errors, so the whole
 * `cause` chain is read.
 */

/** postgres.js's own connection failures and the socket errors under them. */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

/**
 * SQLSTATEs of a server going down, starting up or full: class 08 (connection exception),
 * 57P01-57P03 (admin/crash shutdown, cannot connect now), 53300 (too many connections), and
 * 57014 (statement cancelled: our statement_timeout) for a database too slow to answer in time.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014)$/

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5
