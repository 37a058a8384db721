import type { AccessKeyScope } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { Elysia } from 'elysia'
import type { Db } from '../../db/client'
import { verifyAccessKey } from './access-keys'

/**
 * The `accessKey` macro for public calls and widgets: `accessKey: 'apply'` (or `'any'`) checks
 * the X-Access-Key header and resolves `accessKey` ({ id, name, scopes, organizationId }). The
 * declaration travels into the OpenAPI document like `auth` does, so the deny-by-default
 * meta-test accepts such routes.
 */
type VerifiedKey = Awaited<ReturnType<typeof verifyAccessKey>>
/** The key found in `transform` (before validation: a caller without one learns no field names). */
const verified = new WeakMap<Request, VerifiedKey>()

export const accessKeyPlugin = (db: Db) =>
  new Elysia({ name: 'access-key', seed: 'access-key' }).macro({
    accessKey: (scope: AccessKeyScope | 'any') => ({
      detail: { 'x-quota-auth': { accessKey: scope }, security: [{ accessKey: [] }] } as { summary?: string },
      async transform({ request }) {
        verified.set(request, await verifyAccessKey(db, request, scope))
      },
      resolve({ request }) {
        const accessKey = verified.get(request)
        if (!accessKey) throw new AppError('UNAUTHORIZED')
        return { accessKey }
      },
    }),
  })
