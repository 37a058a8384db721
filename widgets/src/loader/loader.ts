/**
 * The one-line embed: `<script async src=".../widgets/loader.js" data-quota-key="qk_..."></script>`.
 * It reads its own tag (key, nonce, where it came from), then loads a widget's bundle only when
 * that widget's element is on the page (now or later). Calls made before it ran, through the
 * queue stub `window.quota = window.quota || function () { (quota.q = quota.q || []).push(arguments) }`,
 * are replayed: `quota('on', 'submitted', fn)` listens to `quota:submitted` from any widget,
 * `quota('load', 'quota-hire-form')` loads a bundle ahead of time.
 */
import { CONFIG_GLOBAL, WIDGET_BUNDLES, type WidgetConfig, type WidgetTag } from './config'

type Command = [string, ...unknown[]]
type QuotaFn = ((...args: unknown[]) => void) & { q?: ArrayLike<unknown>[]; loaded?: boolean }

const w = window as unknown as Record<string, unknown>
const script = document.currentScript as HTMLScriptElement | null
const src = script?.src ?? ''

if (src && !(w.quota as QuotaFn | undefined)?.loaded) {
  const config: WidgetConfig = {
    key: script?.getAttribute('data-quota-key') ?? null,
    apiOrigin: new URL(src).origin,
    base: new URL('.', src).href,
    // the nonce property survives even where the attribute is hidden from the DOM
    nonce: script?.nonce || script?.getAttribute('nonce') || null,
  }
  w[CONFIG_GLOBAL] = config
  const requested: Record<string, true> = {}

  const load = (tag: string) => {
    const file = WIDGET_BUNDLES[tag as WidgetTag]
    if (!file || requested[tag] || customElements.get(tag)) return
    requested[tag] = true
    const el = document.createElement('script')
    el.src = config.base + file
    el.async = true
    if (config.nonce) el.nonce = config.nonce
    el.onerror = () =>
      document.dispatchEvent(
        new CustomEvent('quota:error', { detail: { code: 'LOAD_FAILED', message: `Could not load ${file}` } }),
      )
    document.head.appendChild(el)
  }
  const scan = () => {
    for (const tag of Object.keys(WIDGET_BUNDLES)) if (document.getElementsByTagName(tag).length) load(tag)
  }

  const run = (command: ArrayLike<unknown>) => {
    const [name, a, b] = Array.prototype.slice.call(command) as Command
    if (name === 'on' && typeof a === 'string' && typeof b === 'function')
      document.addEventListener(a.indexOf(':') > 0 ? a : `quota:${a}`, b as EventListener)
    else if (name === 'load' && typeof a === 'string') load(a)
  }
  const queued = (w.quota as QuotaFn | undefined)?.q ?? []
  const quota: QuotaFn = (...args: unknown[]) => run(args)
  quota.loaded = true
  w.quota = quota
  for (let i = 0; i < queued.length; i++) run(queued[i]!)

  scan()
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true })
}
