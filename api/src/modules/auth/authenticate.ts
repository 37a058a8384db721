import { effectiveAntiBiasSetting } from '@quota/shared/domain/candidates/anti-bias'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, sql } from 'drizzle-orm'
import type { Config } from '../../config/env'
import type { Db } from '../../db/client'
import { candidatesTable, clientAccountsTable, sessionsTable, usersTable } from '../../db/schema'
import type { Actor } from '../../plugins/auth'
import { loadAccess } from '../users/repository'
import { readCookie, SESSION_COOKIE } from './cookies'
import { assertSameOrigin } from './csrf'
import { verifyToken } from './jwt'
import { signingKey } from './secrets'
import { SESSION_RULES } from './sessions'

export type CredentialSource = 'bearer' | 'cookie'

export interface PresentedCredential {
  source: CredentialSource
  userId: string
  sessionId: string
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  if (!header) return null
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null
}

/**
 * Reads the bearer access token or, without one, the session cookie; checks its signature and
 * expiry. Null when the request carries neither; SESSION_EXPIRED when what it carries is
 * expired or forged.
 */
export async function readCredential(request: Request, config: Config): Promise<PresentedCredential | null> {
  const bearer = bearerToken(request)
  const cookie = bearer ? null : readCookie(request, SESSION_COOKIE)
  if (!bearer && !cookie) return null
  const source: CredentialSource = bearer ? 'bearer' : 'cookie'
  const result = await verifyToken(signingKey(config), bearer ? 'access' : 'session', (bearer ?? cookie)!)
  if (!result.ok || !result.claims.sub || !result.claims.sid) throw new AppError('SESSION_EXPIRED')
  return { source, userId: result.claims.sub, sessionId: result.claims.sid }
}

/**
 * Resolves the session behind a request (bearer access token or the httpOnly session cookie) to
 * an actor. Every call checks the session row and the user, so logout, password changes,
 * refresh-token reuse and deactivation take effect on the very next call. Cookie sessions must
 * pass the CSRF check on unsafe methods.
 */
export function authenticateRequest(db: Db, config: Config) {
  return async (request: Request): Promise<Actor | null> => {
    const credential = await readCredential(request, config)
    if (!credential) return null
    if (credential.source === 'cookie') assertSameOrigin(request, config)
    return actorOfSession(db, credential)
  }
}

/**
 * The actor behind a verified (user, session) pair: checks the session row and the user, so
 * logout, password changes, refresh-token reuse and deactivation take effect at once. The
 * real-time socket uses it too, with the ids its own short-lived token names.
 */
export async function actorOfSession(db: Db, credential: { userId: string; sessionId: string }): Promise<Actor> {
  const [row] = await db
    .select({
      userType: usersTable.userType,
      organizationId: usersTable.organizationId,
      isActive: usersTable.isActive,
      revokedAt: sessionsTable.revokedAt,
      expiresAt: sessionsTable.expiresAt,
      lastUsedAt: sessionsTable.lastUsedAt,
      candidateId: candidatesTable.id,
      candidateMarkedAt: candidatesTable.toBeDeletedAt,
      antiBiasMode: usersTable.antiBiasMode,
      antiBiasDefault: clientAccountsTable.antiBiasDefault,
    })
    .from(sessionsTable)
    .innerJoin(usersTable, eq(usersTable.id, sessionsTable.userId))
    .leftJoin(candidatesTable, eq(candidatesTable.userId, usersTable.id))
    .leftJoin(clientAccountsTable, eq(clientAccountsTable.organizationId, usersTable.organizationId))
    .where(and(eq(sessionsTable.id, credential.sessionId), eq(sessionsTable.userId, credential.userId)))
    .limit(1)
  const now = Date.now()
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now) throw new AppError('SESSION_EXPIRED')
  if (!row.isActive) throw new AppError('USER_INACTIVE')

  const access = await loadAccess(db, credential.userId)
  if (now - row.lastUsedAt.getTime() > SESSION_RULES.touchEverySeconds * 1000) {
    await db.update(sessionsTable).set({ lastUsedAt: sql`now()` }).where(eq(sessionsTable.id, credential.sessionId))
  }
  return {
    userId: credential.userId,
    userType: row.userType,
    organizationId: row.organizationId,
    candidateId: row.candidateId ?? null,
    roles: access.roleKeys,
    permissions: access.permissions,
    sessionId: credential.sessionId,
    markedForDeletion: row.candidateMarkedAt !== null && row.candidateMarkedAt !== undefined,
    antiBiasMode: effectiveAntiBiasSetting(row.userType, row.antiBiasMode, row.antiBiasDefault),
  }
}
