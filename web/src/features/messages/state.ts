/**
 * The messages screen's store: the caller's threads (the inbox) and the open thread. Opening a
 * thread marks it read (and the header badge follows); a `newMessage` for the open thread
 * reloads it and marks it read again, since the reader is looking at it.
 */
import { proxy } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import {
  fetchInbox,
  fetchThread,
  INBOX_PAGE,
  type MessageInboxDto,
  type MessageThreadDto,
  markThreadRead,
  postMessage,
} from './api'
import { refreshUnread } from './unread'

function initial() {
  return {
    inbox: null as MessageInboxDto | null,
    inboxError: null as string | null,
    inboxLoadingMore: false,
    open: null as { jobId: string; candidateId: string } | null,
    thread: null as MessageThreadDto | null,
    threadError: null as string | null,
    threadLoading: false,
    sending: false,
    sendError: null as string | null,
  }
}

export const messagesState = proxy(initial())
onResetAll(() => Object.assign(messagesState, initial()))

const messageOf = (e: unknown, fallback: string) => (isApiError(e) ? e.message : fallback)

/** (Re)loads the list from the top, as many threads as are shown already (a refresh keeps "Show more"). */
export async function loadInbox() {
  const shown = messagesState.inbox?.threads.length ?? 0
  try {
    messagesState.inbox = await fetchInbox(0, Math.min(100, Math.max(INBOX_PAGE, shown)))
    messagesState.inboxError = null
  } catch (e) {
    messagesState.inboxError = messageOf(e, 'The messages could not be loaded.')
  }
}

/** The next page of threads, after those shown. */
export async function loadMoreInbox() {
  const inbox = messagesState.inbox
  if (!inbox || messagesState.inboxLoadingMore || inbox.threads.length >= inbox.total) return
  messagesState.inboxLoadingMore = true
  try {
    const page = await fetchInbox(inbox.threads.length)
    const current = messagesState.inbox
    if (!current) return
    const seen = new Set(current.threads.map((t) => t.threadId))
    current.threads.push(...page.threads.filter((t) => !seen.has(t.threadId)))
    current.total = page.total
    current.unreadCount = page.unreadCount
  } catch {
    // the app's error toast said why; the threads shown stay
  } finally {
    messagesState.inboxLoadingMore = false
  }
}

export async function openThread(jobId: string, candidateId: string) {
  const same = messagesState.open?.jobId === jobId && messagesState.open?.candidateId === candidateId
  messagesState.open = { jobId, candidateId }
  if (!same) {
    messagesState.thread = null
    messagesState.sendError = null
  }
  messagesState.threadLoading = true
  try {
    const thread = await fetchThread(jobId, candidateId)
    if (messagesState.open?.jobId !== jobId || messagesState.open?.candidateId !== candidateId) return
    messagesState.thread = thread
    messagesState.threadError = null
    if (thread.unreadCount > 0) {
      await markThreadRead(jobId, candidateId).catch(() => undefined)
      if (messagesState.thread) messagesState.thread.unreadCount = 0
      await Promise.all([refreshUnread(), loadInbox()])
    }
  } catch (e) {
    messagesState.threadError = messageOf(e, 'The conversation could not be loaded.')
  } finally {
    messagesState.threadLoading = false
  }
}

/** Sends the draft; true when it went in (the thread shows it), false with `sendError` otherwise. */
export async function send(body: string): Promise<boolean> {
  const open = messagesState.open
  if (!open || messagesState.sending) return false
  messagesState.sending = true
  messagesState.sendError = null
  try {
    messagesState.thread = await postMessage(open.jobId, open.candidateId, body)
    void loadInbox()
    return true
  } catch (e) {
    messagesState.sendError = messageOf(e, 'The message could not be sent.')
    return false
  } finally {
    messagesState.sending = false
  }
}

/** A `newMessage` arrived: the list, and the open thread when it is the one written in. */
export async function onNewMessage(data: Record<string, unknown>) {
  const open = messagesState.open
  await loadInbox()
  if (open && data.jobId === open.jobId && data.candidateId === open.candidateId)
    await openThread(open.jobId, open.candidateId)
}
