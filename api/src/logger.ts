import pino from 'pino'

/** Structured JSON logs on stdout, one object a line. */
export function createLogger(level: string) {
  return pino({ level, base: { service: 'quota-api' }, timestamp: pino.stdTimeFunctions.isoTime })
}
