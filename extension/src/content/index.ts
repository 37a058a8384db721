/**
 * The content script's feature manager. The site is a single-page app: the URL changes without
 * a reload, so the manager watches it (history changes are not visible from this isolated world,
 * hence a light check on DOM changes and a timer), aborts the running features and starts those
 * that apply to the new page once its heading is there.
 */
import { find } from '../site/selectors'
import { type FeatureContext, type ProfileState, Store } from './feature'
import { FEATURES } from './features'
import { mountPanel, type Panel } from './panel'

/** How long a new page may take to show its heading before it is "unreadable". */
const HEADING_WAIT_MS = 2500

let current: { url: string; controller: AbortController } | null = null
let panel: Panel | null = null

function headingAppears(previous: string | null, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const ready = () => {
      const text = find(document, 'name')?.textContent?.trim() ?? ''
      return text !== '' && text !== previous
    }
    if (ready()) return resolve()
    const observer = new MutationObserver(() => {
      if (ready()) done()
    })
    const timer = setTimeout(() => done(), HEADING_WAIT_MS)
    function done() {
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    }
    signal.addEventListener('abort', done)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  })
}

async function onUrl(url: string) {
  if (current?.url === url) return
  const previousHeading = current ? (find(document, 'name')?.textContent?.trim() ?? null) : null
  current?.controller.abort()
  const controller = new AbortController()
  current = { url, controller }
  const features = FEATURES.filter((f) => f.include.some((test) => test(url)))
  if (!features.length) {
    panel?.remove()
    panel = null
    return
  }
  // after an in-page navigation the old profile's heading may still be on screen: wait for the new one
  if (previousHeading !== null) await headingAppears(previousHeading, controller.signal)
  else await headingAppears(null, controller.signal)
  if (controller.signal.aborted) return
  panel ??= await mountPanel()
  panel.clear()
  const ctx: FeatureContext = {
    url,
    panel,
    state: new Store<ProfileState>({ page: null, candidate: null, apiOrigin: '' }),
  }
  for (const feature of features) {
    try {
      await feature.init(ctx, controller.signal)
    } catch (error) {
      console.warn(`Quota: ${feature.id} failed`, error)
    }
  }
}

function check() {
  if (location.href !== current?.url) void onUrl(location.href)
}

check()
new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true })
window.addEventListener('popstate', check)
setInterval(check, 1000)
