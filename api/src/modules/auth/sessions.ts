import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import { refreshTokensTable, sessionsTable, usersTable } from '../../db/schema'
import { inetOrNull, type RequestMeta } from './context'
import { signToken } from './jwt'
import { randomToken, sha256, signingKey } from './secrets'

/** Spec 000 §9: refresh token expiry 30 days; remember-me 1 to 365 days. */
export const SESSION_RULES = {
  refreshTokenDays: 30,
  rememberMeDefaultDays: 30,
  /** A cookie session without "remember me" (a browser-session cookie) ends after this. */
  browserSessionHours: 24,
  /** lastUsedAt is written at most this often. */
  touchEverySeconds: 60,
} as const

const DAY = 86_400_000
export type SessionMode = 'cookie' | 'token'

export type RevokeReason = 'logout' | 'reuseDetected' | 'passwordChanged' | 'adminRevoked' | 'userDeactivated'

export interface IssuedSession {
  sessionId: string
  sessionExpiresAt: Date
  /** Days the cookie lives; null = a browser-session cookie. */
  rememberMeDays: number | null
  accessToken: string
  accessTokenExpiresAt: Date
  /** Cookie mode: the session cookie's value. */
  cookieToken?: string
  /** Token mode: the first refresh token of the chain. */
  refreshToken?: string
  refreshTokenExpiresAt?: Date
}

const minDate = (a: Date, b: Date) => (a < b ? a : b)

export async function accessTokenFor(config: Config, userId: string, sessionId: string, sessionExpiresAt: Date) {
  const expiresAt = minDate(new Date(Date.now() + config.ACCESS_TOKEN_TTL_SECONDS * 1000), sessionExpiresAt)
  const token = await signToken(signingKey(config), 'access', { sub: userId, sid: sessionId }, expiresAt)
  return { token, expiresAt }
}

async function newRefreshToken(tx: DbOrTx, sessionId: string, sessionExpiresAt: Date, parentId: string | null) {
  const token = `qr_${randomToken(32)}`
  const expiresAt = minDate(new Date(Date.now() + SESSION_RULES.refreshTokenDays * DAY), sessionExpiresAt)
  await tx.insert(refreshTokensTable).values({ sessionId, tokenHash: sha256(token), parentId, expiresAt })
  return { token, expiresAt }
}

/** Starts a session after a successful sign-in and counts the login. */
export async function startSession(
  tx: DbOrTx,
  config: Config,
  input: {
    userId: string
    mode: SessionMode
    rememberMe?: boolean
    rememberMeDays?: number
    meta: Pick<RequestMeta, 'ip' | 'userAgent'>
    /** The session that started this one; revoking it revokes this one too. */
    parentSessionId?: string | null
  },
): Promise<IssuedSession> {
  const now = Date.now()
  const rememberMeDays =
    input.rememberMe || input.rememberMeDays ? (input.rememberMeDays ?? SESSION_RULES.rememberMeDefaultDays) : null
  const expiresAt = new Date(
    rememberMeDays
      ? now + rememberMeDays * DAY
      : input.mode === 'token'
        ? now + SESSION_RULES.refreshTokenDays * DAY
        : now + SESSION_RULES.browserSessionHours * 3_600_000,
  )
  const [session] = await tx
    .insert(sessionsTable)
    .values({
      userId: input.userId,
      rememberMeDays,
      userAgent: input.meta.userAgent?.slice(0, 500) ?? null,
      ipAddress: inetOrNull(input.meta.ip),
      expiresAt,
      parentSessionId: input.parentSessionId ?? null,
    })
    .returning({ id: sessionsTable.id })
  await tx
    .update(usersTable)
    .set({ lastLoginAt: new Date(now), loginCount: sql`${usersTable.loginCount} + 1` })
    .where(eq(usersTable.id, input.userId))

  const access = await accessTokenFor(config, input.userId, session!.id, expiresAt)
  const issued: IssuedSession = {
    sessionId: session!.id,
    sessionExpiresAt: expiresAt,
    rememberMeDays,
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
  }
  if (input.mode === 'cookie') {
    issued.cookieToken = await signToken(
      signingKey(config),
      'session',
      { sub: input.userId, sid: session!.id },
      expiresAt,
    )
  } else {
    const refresh = await newRefreshToken(tx, session!.id, expiresAt, null)
    issued.refreshToken = refresh.token
    issued.refreshTokenExpiresAt = refresh.expiresAt
  }
  return issued
}

/**
 * Ends a session and every session it started (the extension session a web session handed over
 * to, and theirs in turn): logging out of the web app also signs its extension out.
 */
export async function revokeSession(tx: DbOrTx, sessionId: string, reason: RevokeReason): Promise<void> {
  const now = new Date()
  // the session and its descendants, generation by generation (a chain is one or two deep)
  const ids = [sessionId]
  for (let frontier = [sessionId]; frontier.length; ) {
    const children = await tx
      .select({ id: sessionsTable.id })
      .from(sessionsTable)
      .where(inArray(sessionsTable.parentSessionId, frontier))
    frontier = children.map((c) => c.id).filter((id) => !ids.includes(id))
    ids.push(...frontier)
  }
  await tx
    .update(sessionsTable)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(inArray(sessionsTable.id, ids), isNull(sessionsTable.revokedAt)))
  await tx
    .update(refreshTokensTable)
    .set({ revokedAt: now })
    .where(and(inArray(refreshTokensTable.sessionId, ids), isNull(refreshTokensTable.revokedAt)))
}

/** Ends every session of a user at once (password change, deactivation), optionally but one. */
export async function revokeUserSessions(
  tx: DbOrTx,
  userId: string,
  reason: RevokeReason,
  exceptSessionId?: string | null,
) {
  const now = new Date()
  const revoked = await tx
    .update(sessionsTable)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessionsTable.userId, userId),
        isNull(sessionsTable.revokedAt),
        exceptSessionId ? ne(sessionsTable.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessionsTable.id })
  for (const s of revoked) {
    await tx
      .update(refreshTokensTable)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokensTable.sessionId, s.id), isNull(refreshTokensTable.revokedAt)))
  }
  return revoked.length
}

export type RefreshOutcome =
  | { ok: true; userId: string; sessionId: string; issued: IssuedSession }
  | { ok: false; reason: 'unknown' | 'expired' | 'reuse' | 'inactive'; userId?: string; sessionId?: string }

/**
 * Exchanges a refresh token for a new access token and a new refresh token (rotation). Presenting
 * a token that was already exchanged (or revoked) is reuse: the whole chain, that is the session,
 * is revoked, so whoever holds any token of it is signed out.
 */
export async function rotateRefreshToken(tx: DbOrTx, config: Config, refreshToken: string): Promise<RefreshOutcome> {
  const [row] = await tx
    .select({
      token: refreshTokensTable,
      session: sessionsTable,
      userActive: usersTable.isActive,
    })
    .from(refreshTokensTable)
    .innerJoin(sessionsTable, eq(sessionsTable.id, refreshTokensTable.sessionId))
    .innerJoin(usersTable, eq(usersTable.id, sessionsTable.userId))
    .where(eq(refreshTokensTable.tokenHash, sha256(refreshToken)))
    .limit(1)
  if (!row) return { ok: false, reason: 'unknown' }
  const { token, session } = row
  const ids = { userId: session.userId, sessionId: session.id }
  const now = new Date()

  if (token.rotatedAt || token.revokedAt) {
    await revokeSession(tx, session.id, 'reuseDetected')
    return { ok: false, reason: 'reuse', ...ids }
  }
  if (session.revokedAt || session.expiresAt <= now || token.expiresAt <= now)
    return { ok: false, reason: 'expired', ...ids }
  if (!row.userActive) return { ok: false, reason: 'inactive', ...ids }

  // the exchange itself is the guard: a concurrent use of the same token finds it rotated
  const claimed = await tx
    .update(refreshTokensTable)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokensTable.id, token.id),
        isNull(refreshTokensTable.rotatedAt),
        isNull(refreshTokensTable.revokedAt),
      ),
    )
    .returning({ id: refreshTokensTable.id })
  if (!claimed.length) {
    await revokeSession(tx, session.id, 'reuseDetected')
    return { ok: false, reason: 'reuse', ...ids }
  }
  const refresh = await newRefreshToken(tx, session.id, session.expiresAt, token.id)
  const access = await accessTokenFor(config, session.userId, session.id, session.expiresAt)
  await tx.update(sessionsTable).set({ lastUsedAt: now }).where(eq(sessionsTable.id, session.id))
  return {
    ok: true,
    ...ids,
    issued: {
      sessionId: session.id,
      sessionExpiresAt: session.expiresAt,
      rememberMeDays: session.rememberMeDays,
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt,
      refreshToken: refresh.token,
      refreshTokenExpiresAt: refresh.expiresAt,
    },
  }
}

export function sessionExpired(): AppError {
  return new AppError('SESSION_EXPIRED')
}
