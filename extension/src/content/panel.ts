/**
 * The overlay: a side panel in a closed shadow root on an element carrying `data-quota-overlay`,
 * styled apart from the page, reachable by keyboard (a labelled region, real buttons), closable
 * (its button or Escape) and remembered closed per site (a small launcher reopens it). Closed, so
 * the page's scripts cannot read the recruiter's data in it (owner, jobs, notes); the root is kept
 * in this content script's own world (`quotaOverlayRoot`), which the page cannot reach, for the
 * extension's browser tests.
 */
import { readSettings, writeSettings } from '../storage/store'
import { type Child, h } from './h'
import { STYLES } from './styles'

export interface Panel {
  /** A named section of the panel, made on first use, emptied by `clear`. */
  section(id: string, order: number): HTMLElement
  clear(): void
  remove(): void
}

export async function mountPanel(): Promise<Panel> {
  document.querySelector('[data-quota-overlay]')?.remove()
  const host = h('div', { 'data-quota-overlay': '' })
  const root = host.attachShadow({ mode: 'closed' })
  ;(globalThis as { quotaOverlayRoot?: ShadowRoot }).quotaOverlayRoot = root
  root.append(h('style', { text: STYLES }))
  const body = h('div', { class: 'body' })
  const site = location.host
  const panel = h(
    'div',
    { class: 'panel', role: 'complementary', 'aria-label': 'Quota' },
    h(
      'div',
      { class: 'head' },
      h('strong', { text: 'Quota' }),
      h('button', { class: 'close', type: 'button', 'aria-label': 'Close Quota', onclick: () => void close() }, '×'),
    ),
    body,
  )
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.stopPropagation()
      void close()
    }
  })
  const launcher = h('button', { class: 'launcher', type: 'button', onclick: () => void open() }, 'Quota')
  async function close() {
    panel.hidden = true
    launcher.hidden = false
    launcher.focus()
    const { overlayClosed } = await readSettings()
    await writeSettings({ overlayClosed: { ...overlayClosed, [site]: true } })
  }
  async function open() {
    panel.hidden = false
    launcher.hidden = true
    const { overlayClosed } = await readSettings()
    const { [site]: _, ...rest } = overlayClosed
    await writeSettings({ overlayClosed: rest })
  }
  const closed = Boolean((await readSettings()).overlayClosed[site])
  panel.hidden = closed
  launcher.hidden = !closed
  root.append(panel, launcher)
  document.body.append(host)

  const sections = new Map<string, HTMLElement>()
  return {
    section(id, order) {
      let el = sections.get(id)
      if (!el) {
        el = h('section', { 'data-section': id, 'data-order': order })
        const after = [...sections.values()].find((s) => Number(s.dataset.order) > order)
        body.insertBefore(el, after ?? null)
        sections.set(id, el)
      }
      return el
    },
    clear() {
      for (const s of sections.values()) s.remove()
      sections.clear()
    },
    remove() {
      host.remove()
    },
  }
}

/** Replaces a section's content. */
export function fill(section: HTMLElement, ...children: Child[]) {
  section.replaceChildren(...children.filter((c): c is Node | string => Boolean(c)))
}
