import { findUnsafeText } from '@quota/shared/domain/validation/unsafe-text'
import { AppError } from '@quota/shared/errors/index'
import { Elysia } from 'elysia'

/**
 * Refuses, with 422 and the field, any request whose path, query or body holds text PostgreSQL
 * cannot store (U+0000, lone surrogates), so it never reaches a query as a 500. It runs before
 * the handler and after authentication (the auth macro decides in `transform`), so an anonymous
 * caller learns no field names.
 */
export const textGuardPlugin = new Elysia({ name: 'text-guard' }).onBeforeHandle(
  { as: 'global' },
  ({ params, query, body }) => {
    const details = [...findUnsafeText(params, 'params'), ...findUnsafeText(query, 'query'), ...findUnsafeText(body)]
    if (details.length) throw new AppError('VALIDATION_FAILED', { details })
  },
)
