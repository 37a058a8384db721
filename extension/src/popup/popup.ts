/**
 * The toolbar popup: sign in with e-mail and password (the background worker keeps the session),
 * or from the web app's session ("Use my Quota session" opens Settings → Browser extension, whose
 * button hands a one-time code over), or see who is signed in and sign out. The password goes
 * straight to the worker, never stored.
 */
import { EXTENSION_ACTION_KINDS, EXTENSION_ACTION_LABELS } from '@quota/shared/domain/data-extraction/index'
import browser from 'webextension-polyfill'
import { send } from '../messaging/send'

const app = document.getElementById('app')!

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props)
}

const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1)

/** What the extension did for this recruiter over the lookback (2 days); seeing it is recorded. */
async function statistics(): Promise<HTMLElement> {
  const box = el('section', { id: 'bot-stats' })
  try {
    const stats = await send('botStats', { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone })
    box.append(
      el('h2', { textContent: `Last ${stats.lookbackDays} days` }),
      el('p', { textContent: `Profiles added from pages: ${stats.byKind.profile ?? 0}` }),
      el('p', {
        textContent: EXTENSION_ACTION_KINDS.map(
          (k) => `${capitalised(EXTENSION_ACTION_LABELS[k].many)}: ${stats.byKind[k] ?? 0}`,
        ).join(' · '),
      }),
      el('p', { className: 'muted', textContent: `All actions counted: ${stats.total}` }),
    )
    await send('markStatsViewed', {}).catch(() => {})
  } catch (e) {
    box.append(el('p', { className: 'error', textContent: (e as Error).message }))
  }
  return box
}

async function render() {
  const { user, apiOrigin } = await send('session', {})
  app.replaceChildren()
  app.append(el('h1', { textContent: 'Quota' }))
  if (user) {
    const out = el('button', { type: 'button', className: 'secondary', textContent: 'Sign out' })
    out.addEventListener('click', async () => {
      await send('signOut', {})
      await render()
    })
    app.append(
      el('p', { textContent: `Signed in as ${user.name} (${user.email})`, id: 'signed-in' }),
      el('p', { className: 'muted', textContent: `Quota at ${apiOrigin}` }),
      await statistics(),
      out,
    )
    return
  }
  const form = el('form')
  const email = el('input', { type: 'email', id: 'email', name: 'email', required: true, autocomplete: 'username' })
  const password = el('input', {
    type: 'password',
    id: 'password',
    name: 'password',
    required: true,
    autocomplete: 'current-password',
  })
  const error = el('p', { className: 'error', role: 'alert' })
  form.append(
    el('label', { htmlFor: 'email', textContent: 'E-mail' }),
    email,
    el('label', { htmlFor: 'password', textContent: 'Password' }),
    password,
    el('button', { type: 'submit', textContent: 'Sign in' }),
    error,
    el('p', { className: 'muted', textContent: `Quota at ${apiOrigin} (change it in the extension's options)` }),
  )
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    error.textContent = ''
    try {
      await send('signIn', { email: email.value, password: password.value })
      await render()
    } catch (e) {
      error.textContent = (e as Error).message
    }
  })
  const handOver = el('button', { type: 'button', className: 'secondary', id: 'use-web-session' })
  handOver.textContent = 'Use my Quota session'
  handOver.addEventListener('click', () => {
    void browser.tabs.create({ url: `${apiOrigin}/settings#extension` })
    window.close()
  })
  app.append(
    form,
    el('p', { className: 'muted', textContent: 'Already signed in to Quota in this browser?' }),
    handOver,
  )
  email.focus()
}

void render()
