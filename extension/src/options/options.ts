/**
 * Options: where Quota is. An origin outside the built-in host permissions (localhost) is asked
 * for at save time (optional host permissions), so the extension reaches only what it is pointed at.
 * The address is saved only once a Quota server answers there (its `GET /api` versions), so a
 * mistyped port is told at once instead of as a failed sign-in later.
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
  status.textContent = `Checking ${origin}…`
  const problem = await quotaAnswers(origin)
  if (problem) {
    status.textContent = problem
    return
  }
  await writeSettings({ apiOrigin: origin })
  status.textContent = `Saved: Quota at ${origin}`
})

/** Why `origin` is not a Quota server, or null when one answers there. */
async function quotaAnswers(origin: string): Promise<string | null> {
  try {
    const res = await fetch(`${origin}/api`, { signal: AbortSignal.timeout(5000), credentials: 'omit' })
    const body = (await res.json().catch(() => null)) as { data?: { backend?: unknown } } | null
    if (res.ok && typeof body?.data?.backend === 'string') return null
    return `${origin} answers, but not as a Quota server. Check the address.`
  } catch {
    return `No Quota server answers at ${origin}. Check the address (npm start prints it) and that the server runs.`
  }
}
