import { ERROR_CODES, type ErrorCode } from './error-codes'

export interface EnvelopeError {
  code: ErrorCode
  message: string
  details?: { path: string; rule: string; message: string }[]
  requestId?: string
}

const CODES: ReadonlySet<string> = new Set(ERROR_CODES)
const isText = (v: unknown): v is string => typeof v === 'string'
const isDetail = (v: unknown) =>
  typeof v === 'object' &&
  v !== null &&
  isText((v as Record<string, unknown>).path) &&
  isText((v as Record<string, unknown>).rule) &&
  isText((v as Record<string, unknown>).message)

/**
 * The `error` of an API error envelope, or null when `body` is not one. Written by hand rather
 * than with the zod ErrorEnvelope so the browser's first load does not carry zod for it.
 */
export function readErrorEnvelope(body: unknown): EnvelopeError | null {
  if (typeof body !== 'object' || body === null) return null
  const error = (body as { error?: unknown }).error
  if (typeof error !== 'object' || error === null) return null
  const { code, message, details, requestId } = error as Record<string, unknown>
  if (!isText(code) || !CODES.has(code) || !isText(message)) return null
  if (details !== undefined && !(Array.isArray(details) && details.every(isDetail))) return null
  if (requestId !== undefined && !isText(requestId)) return null
  return {
    code: code as ErrorCode,
    message,
    ...(details ? { details: details as EnvelopeError['details'] } : {}),
    ...(requestId ? { requestId } : {}),
  }
}
