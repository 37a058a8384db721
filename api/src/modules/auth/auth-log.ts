import type { AuthLogState, AuthStep } from '@quota/shared/domain/enums'
import type { DbOrTx } from '../../db/client'
import { authLogsTable } from '../../db/schema'
import { inetOrNull, type RequestMeta } from './context'

/**
 * Every auth step is logged as pending, success or failure (000 §8). Written outside the
 * request's transaction, so failures stay recorded.
 */
export async function writeAuthLog(
  db: DbOrTx,
  meta: Pick<RequestMeta, 'ip' | 'userAgent' | 'requestId'>,
  entry: {
    step: AuthStep
    state: AuthLogState
    userId?: string | null
    email?: string | null
    message?: string | null
  },
): Promise<void> {
  await db.insert(authLogsTable).values({
    step: entry.step,
    state: entry.state,
    userId: entry.userId ?? null,
    email: entry.email?.trim().toLowerCase().slice(0, 254) ?? null,
    message: entry.message?.slice(0, 500) ?? null,
    ipAddress: inetOrNull(meta.ip),
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    requestId: meta.requestId,
  })
}
