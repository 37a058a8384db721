/**
 * The background service worker: the one place with the session and network access. It answers
 * the typed messages of the content script, popup and options page, and only from this
 * extension (never a web page).
 */
import browser, { type Runtime } from 'webextension-polyfill'
import type { Answer, MessageName, Request } from '../messaging/messages'
import { readSettings } from '../storage/store'
import { registerAnnouncement } from './announce'
import { ApiError } from './api'
import { handlers } from './handlers'
import { registerProfileScript } from './profile-script'
import { listen, REALTIME_PORT } from './realtime'

async function answer(request: Request): Promise<Answer<MessageName>> {
  const handler = handlers[request.type] as ((input: unknown) => Promise<unknown>) | undefined
  if (!handler)
    return { ok: false, error: { code: 'UNKNOWN_MESSAGE', message: `Unknown message ${request.type}`, status: 400 } }
  try {
    return { ok: true, data: (await handler(request.input ?? {})) as never }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error: error.answer }
    return { ok: false, error: { code: 'EXTENSION_ERROR', message: (error as Error).message, status: 0 } }
  }
}

/**
 * Who may ask what: the extension's own pages and its profile-site script ask anything but the
 * hand-over; the script on the configured Quota origin asks only the hand-over.
 */
async function allowed(request: Request, sender: Runtime.MessageSender): Promise<boolean> {
  const origin = sender.url ? new URL(sender.url).origin : ''
  const extensionPage = origin === new URL(browser.runtime.getURL('/')).origin
  const { apiOrigin } = await readSettings()
  const quotaPage = !extensionPage && origin === apiOrigin
  return request.type === 'handOver' ? quotaPage : !quotaPage
}

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
  if (sender.id !== browser.runtime.id) return undefined
  const request = message as Request
  return allowed(request, sender).then((ok) =>
    ok
      ? answer(request)
      : {
          ok: false as const,
          error: { code: 'FORBIDDEN', message: `${request.type} is not asked from here`, status: 403 },
        },
  )
})

// a profile page listening for the real-time URL checks: only this extension's profile-site script
browser.runtime.onConnect.addListener((port) => {
  const sender = port.sender
  if (port.name !== REALTIME_PORT || sender?.id !== browser.runtime.id || !sender.url) return port.disconnect()
  if (new URL(sender.url).host !== 'www.linkedin.com') return port.disconnect()
  listen(port)
})

// the web app learns the extension is installed (its statistics prompt), on the configured origin only
const announce = () => void registerAnnouncement().catch(() => {})
// the profile-site script, registered at run time (profile-script.ts says why); at every start too,
// so an update that renamed its file replaces the old registration
const registerProfile = () =>
  void registerProfileScript().catch((error) => console.warn('Quota: profile script not registered', error))
registerProfile()
browser.runtime.onInstalled.addListener(registerProfile)
browser.runtime.onInstalled.addListener(announce)
browser.runtime.onStartup.addListener(announce)
browser.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && 'settings' in changes) announce()
})
