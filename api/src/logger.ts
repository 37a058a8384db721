import pino from 'pino'
import { redactingDestination } from './log-redaction'

/**
 * Structured JSON logs on stdout, one object a line, with every secret redacted on the way out
 * (log-redaction.ts). `to` replaces stdout (tests capture the lines).
 */
export function createLogger(level: string, to?: { write(chunk: string): unknown }) {
  return pino(
    { level, base: { service: 'quota-api' }, timestamp: pino.stdTimeFunctions.isoTime },
    redactingDestination(to),
  )
}
