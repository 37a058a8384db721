import type { AccessKeyScope } from '@quota/shared/domain/enums'
import { Elysia } from 'elysia'
import type { Db } from '../../db/client'
import { verifyAccessKey } from './access-keys'

/**
 * The `accessKey` macro for public calls and widgets: `accessKey: 'apply'` (or `'any'`) checks
 * the X-Access-Key header and resolves `accessKey` ({ id, name, scopes, organizationId }). The
 * declaration travels into the OpenAPI document like `auth` does, so the deny-by-default
 * meta-test accepts such routes.
 */
export const accessKeyPlugin = (db: Db) =>
  new Elysia({ name: 'access-key', seed: 'access-key' }).macro({
    accessKey: (scope: AccessKeyScope | 'any') => ({
      detail: { 'x-quota-auth': { accessKey: scope }, security: [{ accessKey: [] }] } as { summary?: string },
      async resolve({ request }) {
        return { accessKey: await verifyAccessKey(db, request, scope) }
      },
    }),
  })
