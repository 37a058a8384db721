/**
 * Options: where Quota is. An origin outside the built-in host permissions (localhost) is asked
 * for at save time (optional host permissions), so the extension reaches only what it is pointed at.
 */
import browser from 'webextension-polyfill'
import { normalizeOrigin } from '../storage/settings'
import { readSettings, writeSettings } from '../storage/store'

const form = document.getElementById('options') as HTMLFormElement
const input = document.getElementById('api-origin') as HTMLInputElement
const status = document.getElementById('status')!

void readSettings().then((s) => {
  input.value = s.apiOrigin
})

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const origin = normalizeOrigin(input.value)
  if (!origin) {
    status.textContent = 'Enter an http or https address'
    return
  }
  const granted = await browser.permissions.request({ origins: [`${origin}/*`] }).catch(() => false)
  if (!granted && !(await browser.permissions.contains({ origins: [`${origin}/*`] }))) {
    status.textContent = `Quota needs your permission to reach ${origin}`
    return
  }
  await writeSettings({ apiOrigin: origin })
  status.textContent = `Saved: Quota at ${origin}`
})
