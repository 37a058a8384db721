/**
 * The real-time socket client the web app and the extension's service worker share, kept open
 * while a user is signed in (or, in the extension, while a profile page listens): fetches a token
 * (`GET users/realtime/token`), connects, answers the server's events, and reconnects with
 * back-off after any close. A token is reused for reconnects until it nearly expires, and dropped
 * at once when the server refuses it (4401), so the next attempt fetches a fresh one.
 */
// types only from the contracts (zod stays out of the extension's worker); the close code is the server's
import type { RealtimeMessage, RealtimeTokenDto } from '../contracts/realtime'
import { REALTIME_CLOSE } from './close-codes'

/** What the connection needs of a socket (the browser's WebSocket has it; tests pass fakes). */
export interface SocketLike {
  send(data: string): void
  close(code?: number, reason?: string): void
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number; reason: string }) => void) | null
}

export interface RealtimeConnectionDeps {
  fetchToken(): Promise<RealtimeTokenDto>
  /** Opens a socket on `/api/realtime?token=...` (a path; the caller adds scheme and host). */
  openSocket(path: string): SocketLike
  onMessage(message: RealtimeMessage): void
  /** 'open' once the server has accepted the token; 'closed' on every drop (a retry follows). */
  onStatus?(status: 'open' | 'closed'): void
  now?: () => number
  /** Random in [0, 1): spreads reconnects so a restarted server is not hit by every tab at once. */
  random?: () => number
}

/** 1 s, 2 s, 4 s ... capped at 30 s, each with up to a third more at random. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt))
  return Math.round(base * (1 + random() / 3))
}

/** A token this close to its expiry is not used for a new connection. */
const TOKEN_MARGIN_MS = 5000
/** Idle connections are dropped by some proxies; a ping keeps ours alive and proves it is. */
const PING_EVERY_MS = 25_000

export interface RealtimeConnection {
  stop(): void
}

export function connectRealtime(deps: RealtimeConnectionDeps): RealtimeConnection {
  const now = deps.now ?? Date.now
  let token: RealtimeTokenDto | null = null
  let socket: SocketLike | null = null
  let attempt = 0
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | null = null
  let ping: ReturnType<typeof setInterval> | null = null

  const schedule = () => {
    if (stopped || retry) return
    retry = setTimeout(
      () => {
        retry = null
        void connect()
      },
      reconnectDelayMs(attempt++, deps.random),
    )
  }

  const connect = async () => {
    if (stopped) return
    try {
      if (!token || Date.parse(token.expiresAt) - now() < TOKEN_MARGIN_MS) token = await deps.fetchToken()
    } catch {
      token = null
      schedule()
      return
    }
    if (stopped) return
    const current = deps.openSocket(`${token.url}?token=${encodeURIComponent(token.token)}`)
    socket = current
    current.onmessage = (event) => {
      let frame: { type?: unknown; data?: unknown }
      try {
        frame = JSON.parse(String(event.data))
      } catch {
        return
      }
      if (frame.type === 'ready') {
        attempt = 0
        deps.onStatus?.('open')
        return
      }
      if (frame.type === 'pong') return
      if (typeof frame.type === 'string' && frame.data && typeof frame.data === 'object')
        deps.onMessage(frame as RealtimeMessage)
    }
    current.onclose = (event) => {
      if (socket !== current) return
      socket = null
      if (event.code === REALTIME_CLOSE.unauthorized) token = null
      deps.onStatus?.('closed')
      schedule()
    }
  }

  ping = setInterval(() => {
    try {
      socket?.send(JSON.stringify({ type: 'ping' }))
    } catch {
      // closing: onclose reconnects
    }
  }, PING_EVERY_MS)
  void connect()

  return {
    stop() {
      stopped = true
      if (retry) clearTimeout(retry)
      if (ping) clearInterval(ping)
      const open = socket
      socket = null
      open?.close(1000, 'Signed out')
    },
  }
}
