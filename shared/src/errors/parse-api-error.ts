import type { ErrorEnvelope } from './envelope'
import { ERROR_MESSAGES } from './error-codes'
import { readErrorEnvelope } from './read-envelope'

export interface ParsedApiError {
  status: number
  code: ErrorEnvelope['error']['code']
  message: string
  details: NonNullable<ErrorEnvelope['error']['details']>
  requestId?: string
  retryAfterSeconds?: number
}

/** Turns any failed response into one shape, whatever the body (envelope, text, nothing). */
export async function parseApiError(response: Response): Promise<ParsedApiError> {
  const retry = Number(response.headers.get('retry-after'))
  const base = {
    status: response.status,
    ...(Number.isFinite(retry) && retry > 0 ? { retryAfterSeconds: retry } : {}),
  }
  const text = await response.text().catch(() => '')
  try {
    const error = readErrorEnvelope(JSON.parse(text))
    if (error) {
      const { code, message, details, requestId } = error
      return { ...base, code, message, details: details ?? [], ...(requestId ? { requestId } : {}) }
    }
  } catch {
    // not JSON: fall through to the status text
  }
  return {
    ...base,
    code: response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
    message: response.status >= 500 ? ERROR_MESSAGES.INTERNAL : text || response.statusText,
    details: [],
  }
}
