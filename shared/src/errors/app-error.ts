import type { ErrorDetail } from './envelope'
import type { ErrorCode } from './error-codes'
import { ERROR_MESSAGES } from './error-codes'

/** The one error type domain code throws; the API maps `code` to a status in one place. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly details?: ErrorDetail[]
  readonly meta?: Record<string, unknown>

  constructor(
    code: ErrorCode,
    options: { message?: string; details?: ErrorDetail[]; meta?: Record<string, unknown> } = {},
  ) {
    super(options.message ?? (ERROR_MESSAGES as Partial<Record<ErrorCode, string>>)[code] ?? code)
    this.name = 'AppError'
    this.code = code
    if (options.details) this.details = options.details
    if (options.meta) this.meta = options.meta
  }

  /** A single-field validation failure, the most common case. */
  static field(path: string, rule: string, message: string, code: ErrorCode = 'VALIDATION_FAILED') {
    return new AppError(code, { message, details: [{ path, rule, message }] })
  }
}
