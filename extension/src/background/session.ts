/**
 * The signed-in session: tokens in chrome.storage.session, which only the extension's own pages
 * and this worker can read (content scripts cannot), and which is gone when the browser closes.
 * No token ever goes to the content script or the page.
 */
import browser from 'webextension-polyfill'
import type { SessionUser } from '../messaging/messages'

export interface StoredSession {
  accessToken: string
  refreshToken: string | null
  user: SessionUser
}

const KEY = 'session'

export async function readSession(): Promise<StoredSession | null> {
  const stored = await browser.storage.session.get(KEY)
  return (stored[KEY] as StoredSession | undefined) ?? null
}

export async function writeSession(session: StoredSession | null): Promise<void> {
  if (session) await browser.storage.session.set({ [KEY]: session })
  else await browser.storage.session.remove(KEY)
}
