import { eq } from 'drizzle-orm'
import { refreshTokensTable } from '../../db/schema'
import { writeAuthLog } from './auth-log'
import { readCredential } from './authenticate'
import type { AuthDeps, RequestMeta } from './context'
import { sha256 } from './secrets'
import { revokeSession } from './sessions'

/**
 * POST auth/logout: ends the session behind the bearer token, the session cookie or the given
 * refresh token. Succeeds for an already ended session too; the route clears the cookie. A
 * cookie-session logout from a foreign page was refused (403) before routing, like every other
 * unsafe cookie call (plugins/same-site.ts): a foreign page must not sign our users out.
 */
export async function logout(deps: AuthDeps, meta: RequestMeta, request: Request, refreshToken: string | null) {
  let sessionId: string | null = null
  let userId: string | null = null
  try {
    const credential = await readCredential(request, deps.config)
    if (credential) ({ sessionId, userId } = credential)
  } catch {
    // an expired token cannot name its session with certainty; the refresh token still can
  }
  if (!sessionId && refreshToken) {
    const [row] = await deps.db
      .select({ sessionId: refreshTokensTable.sessionId })
      .from(refreshTokensTable)
      .where(eq(refreshTokensTable.tokenHash, sha256(refreshToken)))
      .limit(1)
    sessionId = row?.sessionId ?? null
  }
  if (sessionId) {
    await deps.db.transaction((tx) => revokeSession(tx, sessionId!, 'logout'))
    await writeAuthLog(deps.db, meta, { step: 'logout', state: 'success', userId })
  }
  return { message: 'You are signed out.' }
}
