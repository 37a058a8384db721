import { zodIssuesToDetails } from '@quota/shared/contracts/zod-details'
import {
  AppError,
  ERROR_MESSAGES,
  type ErrorCode,
  type ErrorDetail,
  type ErrorEnvelope,
} from '@quota/shared/errors/index'
import { Elysia } from 'elysia'
import type { Logger } from 'pino'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable'
import { requestIdOf } from './request-context'

/** The one code -> HTTP status map. Use cases throw codes; only this file knows statuses. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  MALFORMED_JSON: 400,
  VALIDATION_FAILED: 422,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  USER_NOT_CONFIRMED: 403,
  USER_INACTIVE: 403,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ACTION_NOT_AVAILABLE: 409,
  ALREADY_EXISTS: 409,
  CLIENT_VERSION_STALE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INVALID_LINK: 410,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
}

export function errorResponse(
  code: ErrorCode,
  requestId: string | undefined,
  options: {
    message?: string
    details?: ErrorDetail[]
    headers?: Record<string, string>
    meta?: Record<string, unknown>
  } = {},
): Response {
  const body: ErrorEnvelope = {
    error: {
      code,
      message: options.message ?? (ERROR_MESSAGES as Partial<Record<ErrorCode, string>>)[code] ?? code,
      ...(options.details?.length ? { details: options.details } : {}),
      ...(options.meta ? { meta: options.meta } : {}),
      ...(requestId ? { requestId } : {}),
    },
  }
  return new Response(JSON.stringify(body), {
    status: STATUS_BY_CODE[code],
    headers: { 'content-type': 'application/json; charset=utf-8', ...options.headers },
  })
}

type ValidationLike = { type: string; value: unknown; validator: unknown; all: { path: string; message: string }[] }

/** Re-runs the failed schema to keep each issue's rule, which Elysia's summary drops. */
function validationDetails(error: ValidationLike): ErrorDetail[] {
  const v = error.validator as { '~standard'?: unknown; schema?: { '~standard'?: unknown } }
  const standard = (v?.['~standard'] ? v : v?.schema) as
    | { '~standard': { validate(value: unknown): { issues?: unknown[] } | Promise<unknown> } }
    | undefined
  const where = error.type === 'body' ? '' : `${error.type}.`
  if (standard?.['~standard']) {
    const result = standard['~standard'].validate(error.value)
    if (result && !(result instanceof Promise) && Array.isArray(result.issues)) {
      return zodIssuesToDetails(result.issues as never, where, error.value)
    }
  }
  return error.all.map((i) => ({
    path: `${where}${i.path.replace(/^\//, '').replaceAll('/', '.')}`,
    rule: 'invalid',
    message: i.message,
  }))
}

/**
 * Maps every failure to the error envelope. A 500 says the generic message and the request id,
 * never the stack; the stack goes to the log with the same request id.
 */
export const errorsPlugin = (logger: Logger) =>
  new Elysia({ name: 'errors' }).onError({ as: 'global' }, (ctx) => {
    const response = errorAnswer(ctx, logger)
    // the request log reads `set.status`: it must name the status the client received
    ctx.set.status = response.status
    return response
  })

/** What the error hook needs of Elysia's context. */
interface ErrorContext {
  code: unknown
  error: unknown
  set: { status?: unknown }
  request: Request
}

function errorAnswer(ctx: ErrorContext, logger: Logger): Response {
  {
    const { code, set } = ctx
    // Elysia wraps what a body parser throws (e.g. our 413 while streaming) in its ParseError
    const cause = (ctx.error as { cause?: unknown } | undefined)?.cause
    const error = code === 'PARSE' && cause instanceof AppError ? cause : ctx.error
    const requestId = requestIdOf(ctx.request)
    const headers: Record<string, string> = {}
    if (requestId) headers['x-request-id'] = requestId
    if (error instanceof AppError) {
      // a 429 of ours, or a 503 of an outside service that said when to come back (RFC 9110 §10.2.3)
      if (
        (error.code === 'RATE_LIMITED' || error.code === 'SERVICE_UNAVAILABLE') &&
        typeof error.meta?.retryAfterSeconds === 'number'
      ) {
        headers['retry-after'] = String(error.meta.retryAfterSeconds)
      }
      const { retryAfterSeconds: _r, ...meta } = error.meta ?? {}
      return errorResponse(error.code, requestId, {
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
        ...(Object.keys(meta).length ? { meta } : {}),
        headers,
      })
    }
    switch (code) {
      case 'VALIDATION':
        return errorResponse('VALIDATION_FAILED', requestId, {
          details: validationDetails(error as unknown as ValidationLike),
          headers,
        })
      case 'PARSE':
        return errorResponse('MALFORMED_JSON', requestId, { headers })
      case 'NOT_FOUND':
        return errorResponse('NOT_FOUND', requestId, { headers })
      case 'INVALID_FILE_TYPE':
        return errorResponse('UNSUPPORTED_MEDIA_TYPE', requestId, { headers })
    }
    const status = typeof set.status === 'number' ? set.status : 500
    if (status === 413) return errorResponse('PAYLOAD_TOO_LARGE', requestId, { headers })
    // the database restarting or away: a retryable 503, not a 500 that reads as a bug
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, requestId, path: new URL(ctx.request.url).pathname }, 'database unavailable')
      return errorResponse('SERVICE_UNAVAILABLE', requestId, {
        message: 'The service is briefly unavailable, please try again in a few seconds',
        headers: { ...headers, 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
      })
    }
    logger.error({ err: error, requestId, path: new URL(ctx.request.url).pathname }, 'unhandled error')
    return errorResponse('INTERNAL', requestId, { headers })
  }
}
