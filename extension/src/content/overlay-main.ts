/**
 * The content script's feature manager. The site is a single-page app: the URL changes without
 * a reload, so the manager watches it (history changes are not visible from this isolated world,
 * hence a light check on DOM changes and a timer), aborts the running features and starts those
 * that apply to the new page once the page shows that URL's person (site/page-person.ts).
 */
import { isProfilePage } from '../site/page-detect'
import { type Binding, type PageState, pageState } from '../site/page-person'
import { type FeatureContext, type ProfileState, Store } from './feature'
import { FEATURES } from './features'
import { h } from './h'
import { fill, mountPanel, type Panel } from './panel'

/** How long a page may take to show any heading before it is "unreadable" (its layout changed). */
const HEADING_WAIT_MS = 2500

let current: { url: string; controller: AbortController } | null = null
let panel: Panel | null = null
let mounting: Promise<Panel> | null = null
/** The person the last panel was bound to: the previous page, for telling a stale page from a new one. */
let bound: Binding | null = null

/** One panel per page, however many paths ask for it at once. */
async function ensurePanel(): Promise<Panel> {
  if (panel) return panel
  mounting ??= mountPanel().finally(() => {
    mounting = null
  })
  panel = await mounting
  return panel
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/[?#].*$/, '')

/**
 * Waits until the page shows `url`'s person (or, with no heading at all after HEADING_WAIT_MS, gives
 * up so the features can say the page is unreadable). A page still showing someone else is never
 * given up on: the panel says what it waits for, and reads nothing until the right person is there.
 */
function personAppears(url: string, signal: AbortSignal, onSlow: (state: PageState) => void): Promise<PageState> {
  return new Promise((resolve) => {
    let state = pageState(document, url, bound)
    if (state.kind === 'ready') return resolve(state)
    const observer = new MutationObserver(() => {
      state = pageState(document, url, bound)
      if (state.kind === 'ready') done()
    })
    const timer = setTimeout(() => {
      if (state.kind === 'waiting' && state.heading === null) done()
      else onSlow(state)
    }, HEADING_WAIT_MS)
    function done() {
      observer.disconnect()
      clearTimeout(timer)
      resolve(state)
    }
    signal.addEventListener('abort', done)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  })
}

async function onUrl(url: string) {
  if (current?.url === url) return
  current?.controller.abort()
  const controller = new AbortController()
  current = { url, controller }
  const features = FEATURES.filter((f) => f.include.some((test) => test(url)))
  if (!features.length) {
    const old = panel ?? (mounting ? await mounting : null)
    old?.remove()
    panel = null
    return
  }
  // what the panel showed was for the previous URL: it goes at once, whatever the page does next
  panel?.clear()
  let binding: Binding | null = null
  if (isProfilePage(url)) {
    const state = await personAppears(url, controller.signal, async (slow) => {
      const shown = await ensurePanel()
      if (controller.signal.aborted) return
      const text =
        slow.kind === 'other'
          ? `This page shows another profile (${shortUrl(slow.shows)}) than its address. Reload the page to let Quota read it.`
          : `Waiting for ${shortUrl(url)} to load… If the page already shows this person, reload it to let Quota read it.`
      fill(shown.section('about', -1), h('p', { class: 'muted', role: 'status', 'data-quota': 'waiting', text }))
    })
    if (controller.signal.aborted) return
    if (state.kind === 'ready') binding = bound = state.binding
  }
  const shown = await ensurePanel()
  if (controller.signal.aborted) return
  shown.clear()
  fill(shown.section('about', -1), h('p', { class: 'muted', 'data-quota': 'profile-url', text: shortUrl(url) }))
  const ctx: FeatureContext = {
    url,
    binding,
    panel: shown,
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
