/** The real-time channel for the signed-in user: loaded after sign-in, off the first page's critical path. */
import type { RealtimeTokenDto } from '@quota/shared/contracts/realtime'
import { connectRealtime, type RealtimeConnection, type SocketLike } from '@quota/shared/realtime/connection'
import { type DataAnswer, http } from '../../app/http'
import { handleRealtimeMessage } from './refresh'

export function startRealtime(): RealtimeConnection {
  const connection = connectRealtime({
    // a failed token call is retried by the connection: no toast for background work
    fetchToken: async () =>
      (await http.get<DataAnswer<RealtimeTokenDto>>('/users/realtime/token', { ignoreError: true })).data,
    openSocket: (path) => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
      return new WebSocket(`${scheme}://${window.location.host}${path}`) as unknown as SocketLike
    },
    onMessage: handleRealtimeMessage,
    // visible state for support and tests: <html data-realtime="open">
    onStatus: (status) => {
      document.documentElement.dataset.realtime = status
    },
  })
  return {
    stop() {
      connection.stop()
      delete document.documentElement.dataset.realtime
    },
  }
}
