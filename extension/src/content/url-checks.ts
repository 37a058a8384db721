/**
 * Hears the real-time `validateLinkedInUrl` events the worker passes on (background/realtime.ts)
 * while this page view lasts. A worker the browser stopped meanwhile drops the port: it is opened
 * again (which starts the worker) unless the page view has ended. The overlay's host carries
 * `data-realtime="open"` while the channel is open.
 */
import browser from 'webextension-polyfill'
import type { RealtimePortMessage, UrlCheckEvent } from '../messaging/messages'

const REOPEN_AFTER_MS = 1000

export function onUrlChecks(signal: AbortSignal, handle: (event: UrlCheckEvent) => void) {
  const open = () => {
    if (signal.aborted) return
    let port: ReturnType<typeof browser.runtime.connect>
    try {
      port = browser.runtime.connect({ name: 'realtime' })
    } catch {
      // the extension was reloaded or removed: this page's script is orphaned, nothing to hear
      return
    }
    const close = () => port.disconnect()
    signal.addEventListener('abort', close, { once: true })
    port.onMessage.addListener((raw: unknown) => {
      const message = raw as RealtimePortMessage
      // the channel's state on the overlay's host, for support and tests (as the web app's <html data-realtime>)
      if (message.kind === 'status')
        document.querySelector('[data-quota-overlay]')?.setAttribute('data-realtime', message.status)
      else handle(message.event)
    })
    port.onDisconnect.addListener(() => {
      signal.removeEventListener('abort', close)
      setTimeout(open, REOPEN_AFTER_MS)
    })
  }
  open()
}
