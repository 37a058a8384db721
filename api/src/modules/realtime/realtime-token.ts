import type { RealtimeTokenDto } from '@quota/shared/contracts/realtime'
import { AUTH_MESSAGES } from '@quota/shared/domain/auth/messages'
import type { RealtimeListener } from '@quota/shared/domain/realtime/audience'
import { AppError } from '@quota/shared/errors/index'
import * as z from 'zod'
import type { Config } from '../../config/env'
import type { Db } from '../../db/client'
import type { Actor } from '../../plugins/auth'
import type { SocketSession } from '../../realtime/hub'
import { actorOfSession, signingKey, signToken, verifyToken } from '../auth'

/** Long enough to connect (and reconnect after a blip), short enough that a leaked URL is soon useless. */
export const REALTIME_TOKEN_TTL_SECONDS = 120
export const REALTIME_PATH = '/api/realtime'

/** `users/realtime/token`: a token of its own kind (it opens a socket, nothing else) naming the user and session. */
export async function issueRealtimeToken(config: Config, actor: Actor): Promise<RealtimeTokenDto> {
  if (!actor.sessionId) throw new AppError('UNAUTHORIZED')
  const expiresAt = new Date(Date.now() + REALTIME_TOKEN_TTL_SECONDS * 1000)
  const token = await signToken(signingKey(config), 'realtime', { sub: actor.userId, sid: actor.sessionId }, expiresAt)
  return { token, expiresAt: expiresAt.toISOString(), url: REALTIME_PATH }
}

const TokenQuery = z.object({ token: z.string().min(1).max(4096) })

export type SocketAuth =
  | { ok: true; listener: RealtimeListener; session: SocketSession }
  | { ok: false; reason: string }

/** Who is behind a sign-in now, as the hub filters events; null when the session has ended. */
export async function listenerOfSession(db: Db, session: SocketSession): Promise<RealtimeListener | null> {
  try {
    const actor = await actorOfSession(db, session)
    return {
      userId: actor.userId,
      userType: actor.userType,
      organizationId: actor.organizationId,
      permissions: actor.permissions,
    }
  } catch (error) {
    if (error instanceof AppError) return null
    throw error
  }
}

/**
 * Checks the socket's `?token=`: signature, kind and expiry, then the session behind it (a
 * signed-out or deactivated user's token opens nothing). The reason becomes the close reason.
 */
export async function authenticateSocket(db: Db, config: Config, query: unknown): Promise<SocketAuth> {
  const parsed = TokenQuery.safeParse(query)
  if (!parsed.success) return { ok: false, reason: 'Missing realtime token' }
  const verified = await verifyToken(signingKey(config), 'realtime', parsed.data.token)
  if (!verified.ok)
    return { ok: false, reason: verified.reason === 'expired' ? 'Realtime token expired' : 'Invalid realtime token' }
  const { sub, sid } = verified.claims
  if (!sub || !sid) return { ok: false, reason: 'Invalid realtime token' }
  const session = { userId: sub, sessionId: sid }
  const listener = await listenerOfSession(db, session)
  return listener ? { ok: true, listener, session } : { ok: false, reason: AUTH_MESSAGES.sessionExpired }
}
