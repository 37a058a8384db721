import { DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import { REALTIME_CLOSE, RealtimeTokenDto } from '@quota/shared/contracts/realtime'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import { RealtimeHub } from '../../realtime/hub'
import { moduleBase } from '../module-base'
import { authenticateSocket, issueRealtimeToken } from './realtime-token'

/**
 * The real-time channel: the token call, and the WebSocket it opens. The socket itself is
 * public at the HTTP level (browsers cannot send headers on it); its `?token=` authenticates it.
 */
export const realtimeRoutes = (deps: AppDeps) => {
  // without a hub of the caller's (server.ts and tests pass the one their bus feeds), sockets open but hear nothing
  const hub = deps.realtime ?? new RealtimeHub()
  return new Elysia({ name: 'realtime-routes', prefix: '/api', tags: ['Realtime'] })
    .use(moduleBase(deps))
    .get(
      '/users/realtime/token',
      async ({ actor, set }) => {
        set.headers['cache-control'] = 'no-store'
        return { data: await issueRealtimeToken(deps.config, actor) }
      },
      {
        auth: 'user',
        response: { 200: DataEnvelope(RealtimeTokenDto), ...ErrorResponses },
        detail: {
          summary: 'A short-lived token that opens the real-time WebSocket',
          description:
            'Open `ws(s)://{host}/api/realtime?token={token}` before `expiresAt`. The socket sends `{ "type": "ready" }` once the token is accepted, then `{ type, data }` events the user may see (jobStageChange, newMessage, interviewScheduled, ...), and answers `{ "type": "ping" }` with `{ "type": "pong" }`. A missing, invalid or expired token closes it with code 4401 and the reason; fetch a new token and reconnect.',
          operationId: 'getRealtimeToken',
        },
      },
    )
    .ws('/realtime', {
      isPublic: true,
      detail: {
        summary:
          'The real-time WebSocket: pushes { type, data } events the user may see; answers { "type": "ping" } with pong. A bad or expired token closes it with 4401',
        operationId: 'openRealtimeSocket',
        // OpenAPI 3 has no WebSocket operations: the token route's description documents it
        hide: true,
      },
      async open(ws) {
        const auth = await authenticateSocket(deps.db, deps.config, ws.data.query).catch((err) => {
          deps.logger.error({ err }, 'realtime socket authentication failed')
          return { ok: false as const, reason: 'Unable to authenticate' }
        })
        if (!auth.ok) {
          ws.raw.close(REALTIME_CLOSE.unauthorized, auth.reason)
          return
        }
        // the socket may have gone while the session was read
        if (ws.raw.readyState !== 1) return
        hub.add(ws.raw, auth.listener, auth.session)
        ws.raw.send(JSON.stringify({ type: 'ready' }))
      },
      message(ws, message) {
        const type = typeof message === 'string' ? message : (message as { type?: unknown } | null)?.type
        if (type === 'ping') ws.raw.send(JSON.stringify({ type: 'pong' }))
      },
      close(ws) {
        hub.remove(ws.raw)
      },
    })
}
