/**
 * The closed list of error codes. Every error the API answers carries one of these; the API's
 * plugins/errors.ts is the only place that maps a code to an HTTP status.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'MALFORMED_JSON',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'SESSION_EXPIRED',
  'USER_NOT_CONFIRMED',
  'USER_INACTIVE',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'ACTION_NOT_AVAILABLE',
  'ALREADY_EXISTS',
  'CLIENT_VERSION_STALE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INVALID_LINK',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

/** Messages the spec fixes word for word; other codes carry a message chosen where thrown. */
export const ERROR_MESSAGES = {
  INTERNAL: 'There was an error while processing your request, please try again',
  SESSION_EXPIRED: 'User session expired, Please login again.',
  UNAUTHORIZED: 'User session expired, Please login again.',
  USER_INACTIVE: 'User is inactive please contact administrator.',
  INVALID_CREDENTIALS: 'Incorrect username or password.',
  FORBIDDEN: 'You are not authorize',
  NOT_FOUND: 'Not found',
  CLIENT_VERSION_STALE: 'This page is out of date. Please refresh your browser to view latest changes.',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'This file type is not allowed',
  RATE_LIMITED: 'Too many requests, please try again later',
  VALIDATION_FAILED: 'Some fields are invalid',
  MALFORMED_JSON: 'The request body is not valid JSON',
  INVALID_LINK: 'Invalid link!',
} as const satisfies Partial<Record<ErrorCode, string>>
