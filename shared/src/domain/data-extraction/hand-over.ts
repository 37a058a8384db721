/**
 * The extension's sign-in hand-over from a web session (issue 15): the code's life, the refusals'
 * words, and the page messages. Free of zod: the extension's script on the Quota page imports it.
 */
/** Ours: how long a hand-over code lives, and how the extension's answer reads. */
export const EXTENSION_HAND_OVER = {
  codeTtlSeconds: 120,
  messages: {
    unknown: 'This connection code is not known; connect again from Quota',
    used: 'This connection code was already used; connect again from Quota',
    expired: 'This connection code has expired; connect again from Quota',
  },
} as const

/**
 * How the web app's page hands a code to the extension (window.postMessage on the page's own
 * origin, read by the extension's script there) and hears back. Only the code and the outcome
 * cross the page: the tokens stay in the extension's service worker.
 */
export const EXTENSION_PAGE_MESSAGES = {
  /** page → extension: `{ type, code }` */
  connect: 'quota:connect-extension',
  /** extension → page: `{ type, ok: true, user: { name, email } }` or `{ type, ok: false, message }` */
  connected: 'quota:extension-connected',
} as const
export type ExtensionConnectedMessage =
  | { type: typeof EXTENSION_PAGE_MESSAGES.connected; ok: true; user: { name: string; email: string } }
  | { type: typeof EXTENSION_PAGE_MESSAGES.connected; ok: false; message: string }
