import type { RealtimeMessage, RealtimeTokenDto } from '@quota/shared/contracts/realtime'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectRealtime, reconnectDelayMs, type SocketLike } from './connection'

class FakeSocket implements SocketLike {
  sent: string[] = []
  closed: { code?: number; reason?: string } | null = null
  onmessage: SocketLike['onmessage'] = null
  onclose: SocketLike['onclose'] = null
  constructor(readonly path: string) {}
  send(data: string) {
    this.sent.push(data)
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason }
  }
  /** The server's side. */
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) })
  }
  drop(code: number, reason = '') {
    this.onclose?.({ code, reason })
  }
}

let clock = Date.parse('2026-01-01T00:00:00Z')
let issued = 0
const token = (ttlMs = 120_000): RealtimeTokenDto => ({
  token: `t${++issued}`,
  expiresAt: new Date(clock + ttlMs).toISOString(),
  url: '/api/realtime',
})

function setup(fetchToken: () => Promise<RealtimeTokenDto> = async () => token()) {
  const sockets: FakeSocket[] = []
  const messages: RealtimeMessage[] = []
  const fetches = vi.fn(fetchToken)
  const connection = connectRealtime({
    fetchToken: fetches,
    openSocket: (path) => {
      const s = new FakeSocket(path)
      sockets.push(s)
      return s
    },
    onMessage: (m) => messages.push(m),
    now: () => clock,
    random: () => 0,
  })
  return { sockets, messages, fetches, connection }
}

beforeEach(() => {
  vi.useFakeTimers()
  issued = 0
})
afterEach(() => vi.useRealTimers())

describe('the real-time connection', () => {
  it('backs off 1 s, 2 s, 4 s ... up to 30 s, with some spread', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => reconnectDelayMs(n, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
    expect(reconnectDelayMs(0, () => 0.99)).toBe(1330)
  })

  it('connects with a fetched token and hands events on, not its own frames', async () => {
    const { sockets, messages, connection } = setup()
    await vi.advanceTimersByTimeAsync(0)
    expect(sockets.map((s) => s.path)).toEqual(['/api/realtime?token=t1'])
    sockets[0]!.push({ type: 'ready' })
    sockets[0]!.push({ type: 'pong' })
    sockets[0]!.push({ type: 'jobStageChange', data: { jobId: 'j1' } })
    expect(messages).toEqual([{ type: 'jobStageChange', data: { jobId: 'j1' } }])
    connection.stop()
    expect(sockets[0]!.closed).toEqual({ code: 1000, reason: 'Signed out' })
  })

  it('reconnects after a drop with the same token while it is valid, and a new one once refused', async () => {
    const { sockets, fetches, connection } = setup()
    await vi.advanceTimersByTimeAsync(0)
    sockets[0]!.drop(1006)
    await vi.advanceTimersByTimeAsync(1000)
    expect(sockets.map((s) => s.path)).toEqual(['/api/realtime?token=t1', '/api/realtime?token=t1'])
    expect(fetches).toHaveBeenCalledTimes(1)
    // refused (expired or signed out elsewhere): the next attempt asks for a fresh token
    sockets[1]!.drop(4401, 'Realtime token expired')
    await vi.advanceTimersByTimeAsync(2000)
    expect(sockets[2]!.path).toBe('/api/realtime?token=t2')
    expect(fetches).toHaveBeenCalledTimes(2)
    connection.stop()
  })

  it('fetches a new token when the kept one is about to expire', async () => {
    const { sockets, fetches, connection } = setup()
    await vi.advanceTimersByTimeAsync(0)
    clock += 118_000
    sockets[0]!.drop(1006)
    await vi.advanceTimersByTimeAsync(1000)
    expect(sockets[1]!.path).toBe('/api/realtime?token=t2')
    expect(fetches).toHaveBeenCalledTimes(2)
    connection.stop()
  })

  it('keeps trying when the token call fails, and resets the back-off once connected', async () => {
    let fail = 2
    const { sockets, fetches, connection } = setup(async () => {
      if (fail-- > 0) throw new Error('offline')
      return token()
    })
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(1000)
    expect(sockets).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(2000)
    expect(fetches).toHaveBeenCalledTimes(3)
    expect(sockets).toHaveLength(1)
    sockets[0]!.push({ type: 'ready' })
    sockets[0]!.drop(1006)
    // back to the first delay
    await vi.advanceTimersByTimeAsync(1000)
    expect(sockets).toHaveLength(2)
    connection.stop()
  })

  it('does nothing more once stopped', async () => {
    const { sockets, connection } = setup()
    await vi.advanceTimersByTimeAsync(0)
    connection.stop()
    sockets[0]!.drop(1006)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sockets).toHaveLength(1)
  })

  it('pings an open socket so idle proxies keep it', async () => {
    const { sockets, connection } = setup()
    await vi.advanceTimersByTimeAsync(25_000)
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ type: 'ping' })])
    connection.stop()
  })
})
