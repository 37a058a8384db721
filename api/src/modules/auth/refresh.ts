import { AppError } from '@quota/shared/errors/index'
import { writeAuthLog } from './auth-log'
import type { AuthDeps, RequestMeta } from './context'
import { type IssuedSession, rotateRefreshToken } from './sessions'

/**
 * POST auth/refresh: rotation. The revocation on reuse is committed before the error is thrown,
 * so it holds.
 */
export async function refresh(deps: AuthDeps, meta: RequestMeta, refreshToken: string | null): Promise<IssuedSession> {
  if (!refreshToken) throw new AppError('SESSION_EXPIRED')
  const outcome = await deps.db.transaction((tx) => rotateRefreshToken(tx, deps.config, refreshToken))
  if (!outcome.ok) {
    await writeAuthLog(deps.db, meta, {
      step: 'refresh',
      state: 'failure',
      userId: outcome.userId ?? null,
      message: outcome.reason === 'reuse' ? 'refresh token reuse: session revoked' : outcome.reason,
    })
    throw new AppError(outcome.reason === 'inactive' ? 'USER_INACTIVE' : 'SESSION_EXPIRED')
  }
  await writeAuthLog(deps.db, meta, { step: 'refresh', state: 'success', userId: outcome.userId })
  return outcome.issued
}
