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

/**
 * What the extension did for this recruiter over the lookback (2 days), folded: the statistics
 * are read, and the view recorded (last-bot-stats-viewed, chromeBotStatsModalViewed), only when
 * the recruiter unfolds them; opening the popup to sign out or check who is signed in is no view.
 */
function statistics(): HTMLElement {
  const box = el('details', { id: 'bot-stats' })
  const body = el('div', { role: 'status' })
  box.append(el('summary', { textContent: 'Statistics' }), body)
  let shown = false
  box.addEventListener('toggle', async () => {
    if (!box.open || shown) return
    shown = true
    body.replaceChildren(el('p', { className: 'muted', textContent: 'Loading…' }))
    try {
      const stats = await send('botStats', { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone })
      body.replaceChildren(
        el('h2', { textContent: `Last ${stats.lookbackDays} days` }),
        el('p', { textContent: `Profiles added from pages: ${stats.byKind.profile ?? 0}` }),
        el('p', {
          textContent: EXTENSION_ACTION_KINDS.map(
            (k) => `${capitalised(EXTENSION_ACTION_LABELS[k].many)}: ${stats.byKind[k] ?? 0}`,
          ).join(' · '),
        }),
        el('p', { className: 'muted', textContent: `All actions counted: ${stats.total}` }),
      )
      // recorded once they are on screen
      await send('markStatsViewed', {})
      box.dataset.viewed = 'true'
    } catch (e) {
      shown = false
      body.replaceChildren(el('p', { className: 'error', textContent: (e as Error).message }))
    }
  })
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
      statistics(),
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
