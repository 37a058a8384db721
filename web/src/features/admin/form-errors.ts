/** Turns an API failure into the message a form shows beside a field. */
import { isApiError } from '../../app/http'

/**
 * The message for `path` from the error's details, else the error's own message for a refused
 * form (400, 409, 422), else null (network and server errors are shown by the global handling).
 */
export function apiFieldError(error: unknown, path: string): string | null {
  if (!isApiError(error)) return null
  const own = error.fieldMessage(path)
  if (own) return own
  if ([400, 409, 422].includes(error.status)) return error.details[0]?.message ?? error.message
  return null
}
