import { REALTIME_CLOSE } from '@quota/shared/contracts/realtime'
import { AUTH_MESSAGES } from '@quota/shared/domain/auth/messages'
import type { Logger } from 'pino'
import type { Db } from '../../db/client'
import type { RealtimeHub } from '../../realtime/hub'
import { listenerOfSession } from './realtime-token'

/**
 * A socket is authenticated once, when it opens, and may stay open for hours: its sign-in is
 * read again this often, so a signed-out or deactivated user stops hearing events (the socket
 * closes with 4401, as a bad token does) and changed roles or organization apply, within it.
 */
export const REVALIDATE_SOCKETS_MS = 60_000

export function revalidateSockets(hub: RealtimeHub, db: Db) {
  return hub.revalidate((session) => listenerOfSession(db, session), {
    code: REALTIME_CLOSE.unauthorized,
    reason: AUTH_MESSAGES.sessionExpired,
  })
}

/** Runs `revalidateSockets` every REVALIDATE_SOCKETS_MS until stopped. */
export function keepSocketsCurrent(deps: { hub: RealtimeHub; db: Db; logger: Logger; everyMs?: number }) {
  let running = false
  const timer = setInterval(async () => {
    if (running) return
    running = true
    try {
      await revalidateSockets(deps.hub, deps.db)
    } catch (err) {
      deps.logger.error({ err }, 'real-time socket revalidation failed')
    } finally {
      running = false
    }
  }, deps.everyMs ?? REVALIDATE_SOCKETS_MS)
  return { stop: () => clearInterval(timer) }
}
