/**
 * The real-time channel in the worker (spec 000 §3 `validateLinkedInUrl`). The API raises that
 * event for the recruiter on every profile check and add; the worker passes it to the open
 * profile pages, so a tab follows what Quota learnt elsewhere (a candidate added in another tab
 * shows up here without a reload; a refused URL shows the rule's message). The socket is open
 * only while a profile page listens (a `realtime` port from the content script), with the
 * extension's own session: `GET users/realtime/token` under its bearer token, as the web app
 * does with its cookie. No token reaches the page: only the event's data goes down the port.
 */
import type { RealtimeTokenDto } from '@quota/shared/contracts/realtime'
import { connectRealtime, type RealtimeConnection, type SocketLike } from '@quota/shared/realtime/connection'
import type { Runtime } from 'webextension-polyfill'
import type { RealtimePortMessage, UrlCheckEvent } from '../messaging/messages'
import { readSettings } from '../storage/store'
import { call } from './api'

export const REALTIME_PORT = 'realtime'

const ports = new Set<Runtime.Port>()
let connection: RealtimeConnection | null = null
let origin = ''
let status: 'open' | 'closed' = 'closed'

const tell = (port: Runtime.Port, message: RealtimePortMessage) => port.postMessage(message)

function start() {
  connection ??= connectRealtime({
    async fetchToken() {
      origin = (await readSettings()).apiOrigin
      // signed out: this throws and the connection retries with back-off until signed in again
      return call<RealtimeTokenDto>('GET', '/api/users/realtime/token')
    },
    openSocket: (path) => new WebSocket(`${origin.replace(/^http/, 'ws')}${path}`) as unknown as SocketLike,
    onMessage(message) {
      if (message.type !== 'validateLinkedInUrl') return
      for (const port of ports) tell(port, { kind: 'urlCheck', event: message.data as unknown as UrlCheckEvent })
    },
    onStatus(next) {
      status = next
      for (const port of ports) tell(port, { kind: 'status', status })
    },
  })
}

/** A profile page listens while its port is open; the last one gone closes the socket. */
export function listen(port: Runtime.Port) {
  ports.add(port)
  start()
  tell(port, { kind: 'status', status })
  port.onDisconnect.addListener(() => {
    ports.delete(port)
    if (ports.size) return
    connection?.stop()
    connection = null
    status = 'closed'
  })
}
