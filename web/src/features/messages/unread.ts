/**
 * The header's unread-messages badge: the caller's unread total (GET messages/threads), loaded
 * after sign-in and again when a `newMessage` arrives or a thread is read. Small on purpose: it
 * is in the main bundle with the shell; the messages screen is its own chunk.
 */
import type { MessageInboxDto } from '@quota/shared/contracts/messages'
import { proxy } from 'valtio'
import { type DataAnswer, http } from '../../app/http'
import { onResetAll } from '../../app/reset'

export const unreadState = proxy({ count: 0, loaded: false })

/** Answers can cross (a read mark, then a new message): only the latest request sets the count. */
let latest = 0

/** Reloads the inbox; the badge follows. A failure keeps the last count (the badge is a convenience). */
export async function refreshUnread(): Promise<MessageInboxDto | null> {
  const mine = ++latest
  try {
    // the total is counted over every thread by the API: one thread is enough to carry it
    const { data } = await http.get<DataAnswer<MessageInboxDto>>('/messages/threads', {
      query: { limit: 1 },
      ignoreError: true,
    })
    if (mine === latest) {
      unreadState.count = data.unreadCount
      unreadState.loaded = true
    }
    return data
  } catch {
    return null
  }
}

onResetAll(() => {
  unreadState.count = 0
  unreadState.loaded = false
})
