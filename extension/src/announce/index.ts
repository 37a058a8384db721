/**
 * On the Quota web app only (the configured Quota origin, registered by the background worker):
 * 1. tells the page the extension is installed, the "browser condition" of the web app's
 *    statistics prompt (000 §6): an attribute and an event;
 * 2. the sign-in hand-over: Settings → "Connect the extension" posts a one-time code on this
 *    page (window.postMessage, same origin); this script passes only that code to the service
 *    worker, which exchanges it for its own session, and posts back who is signed in (or the
 *    refusal). No token ever reaches this script or the page.
 * Why a script on the origin rather than `externally_connectable`: the Quota origin is chosen in
 * the options at run time, while `externally_connectable` is fixed in the manifest.
 */
import { EXTENSION_PAGE_MESSAGES, type ExtensionConnectedMessage } from '@quota/shared/domain/data-extraction/hand-over'

declare const chrome: {
  runtime: {
    getManifest(): { version: string }
    sendMessage(message: unknown): Promise<unknown>
  }
}
type Answer = { ok: true; data: { name: string; email: string } } | { ok: false; error: { message: string } }

document.documentElement.setAttribute('data-quota-extension', chrome.runtime.getManifest().version)
window.dispatchEvent(new CustomEvent('quota:extension'))

window.addEventListener('message', async (event: MessageEvent) => {
  if (event.source !== window || event.origin !== window.location.origin) return
  const data = event.data as { type?: unknown; code?: unknown } | null
  if (data?.type !== EXTENSION_PAGE_MESSAGES.connect || typeof data.code !== 'string') return
  let reply: ExtensionConnectedMessage
  try {
    const answer = (await chrome.runtime.sendMessage({ type: 'handOver', input: { code: data.code } })) as
      | Answer
      | undefined
    reply = answer?.ok
      ? {
          type: EXTENSION_PAGE_MESSAGES.connected,
          ok: true,
          user: { name: answer.data.name, email: answer.data.email },
        }
      : {
          type: EXTENSION_PAGE_MESSAGES.connected,
          ok: false,
          message: answer?.error.message ?? 'The Quota extension did not answer',
        }
  } catch {
    reply = { type: EXTENSION_PAGE_MESSAGES.connected, ok: false, message: 'The Quota extension did not answer' }
  }
  window.postMessage(reply, window.location.origin)
})
