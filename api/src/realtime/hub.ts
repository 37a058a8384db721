import { hears, type RealtimeDelivery, type RealtimeListener } from '@quota/shared/domain/realtime/audience'

/** What the hub needs of a socket (Bun's ServerWebSocket has it; tests may pass their own). */
export interface RealtimeSocket {
  send(data: string): unknown
  close(code?: number, reason?: string): unknown
}

/** The sign-in a socket was opened with. */
export interface SocketSession {
  userId: string
  sessionId: string
}

/**
 * This process's open sockets and who is behind each. Holds nothing another process needs:
 * every process gets every event (bus.ts) and pushes it to its own sockets.
 */
export class RealtimeHub {
  private readonly sockets = new Map<RealtimeSocket, RealtimeListener>()
  private readonly sessions = new Map<RealtimeSocket, SocketSession>()

  add(socket: RealtimeSocket, listener: RealtimeListener, session?: SocketSession): void {
    this.sockets.set(socket, listener)
    if (session) this.sessions.set(socket, session)
  }

  remove(socket: RealtimeSocket): void {
    this.sockets.delete(socket)
    this.sessions.delete(socket)
  }

  /**
   * Reads every socket's sign-in again: who it now is (roles, organization), or null when the
   * session has ended (signed out, expired, user deactivated): that socket is closed.
   */
  async revalidate(
    current: (session: SocketSession) => Promise<RealtimeListener | null>,
    close: { code: number; reason: string },
  ): Promise<{ kept: number; closed: number }> {
    let [kept, closed] = [0, 0]
    for (const [socket, session] of [...this.sessions]) {
      const listener = await current(session)
      // closed meanwhile: nothing to update
      if (!this.sockets.has(socket)) continue
      if (listener) {
        this.sockets.set(socket, listener)
        kept++
      } else {
        this.remove(socket)
        socket.close(close.code, close.reason)
        closed++
      }
    }
    return { kept, closed }
  }

  get size(): number {
    return this.sockets.size
  }

  /** Sends each socket the messages of the audiences its user belongs to; answers how many frames went out. */
  deliver(deliveries: readonly RealtimeDelivery[]): number {
    let sent = 0
    for (const [socket, listener] of this.sockets) {
      for (const delivery of deliveries) {
        if (!hears(listener, delivery.to)) continue
        try {
          socket.send(JSON.stringify(delivery.message))
          sent++
        } catch {
          // a socket closing meanwhile: its close handler removes it
        }
      }
    }
    return sent
  }

  /** On shutdown: clients reconnect to another process after their back-off. */
  closeAll(code: number, reason: string): void {
    for (const socket of this.sockets.keys()) socket.close(code, reason)
    this.sockets.clear()
    this.sessions.clear()
  }
}
