/**
 * Opens the real-time channel while someone is signed in and closes it on sign-out. Only this
 * watcher is in the main bundle; the channel's code loads once a user is known.
 */

import type { RealtimeConnection } from '@quota/shared/realtime/connection'
import { subscribe } from 'valtio'
import { sessionState } from '../features/session/state'

export function watchRealtime() {
  let userId: string | null = null
  let connection: RealtimeConnection | null = null
  let generation = 0

  const sync = () => {
    const next = sessionState.user?.id ?? null
    if (next === userId) return
    userId = next
    const mine = ++generation
    connection?.stop()
    connection = null
    if (!next || typeof WebSocket === 'undefined') return
    void import('../features/realtime/start')
      .then(({ startRealtime }) => {
        // signed out or switched user while the code loaded
        if (mine === generation) connection = startRealtime()
      })
      .catch(() => {
        // the channel is a convenience: the screens still load on their own
      })
  }
  subscribe(sessionState, sync)
  sync()
}
