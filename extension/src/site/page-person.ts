/**
 * Which person the page shows, against the URL the panel is for. The site is a single-page app:
 * its address and its content change at different moments (content before the address, the
 * address before slow content, back and forward), so the panel binds to one URL and reads the
 * page only once the page shows that URL's person. Anything read for another person is never
 * offered under this URL (a duplicate with someone else's profile URL is what this prevents).
 *
 * Evidence, strongest first: the top card's own links (`/in/<slug>/overlay/contact-info/`,
 * `/overlay/photo/`), part of the content the site swaps, so they name the person shown; then the
 * canonical link. Without evidence, the heading must differ from the one the panel last bound to
 * (the previous person's name, recorded when that panel was bound, not when the address changed:
 * by then the new content may already be there).
 */
import { profileKey } from './page-detect'
import { find } from './selectors'

/** What the panel last bound to: the profile key and the heading it read. */
export interface Binding {
  key: string
  heading: string
}

export type PageState =
  /** The page shows the URL's person: read it. */
  | { kind: 'ready'; binding: Binding }
  /** No heading yet, or still the previous person's page. */
  | { kind: 'waiting'; heading: string | null }
  /** The page's own links name another profile than its address. */
  | { kind: 'other'; shows: string; heading: string }

const TOP_CARD_LINKS = ['main a[href*="/overlay/contact-info"]', 'main a[href*="/overlay/photo"]']

/** The profile the page's content names itself as, or null when it names none. */
export function evidenceKey(doc: ParentNode): string | null {
  for (const selector of TOP_CARD_LINKS) {
    const href = doc.querySelector(selector)?.getAttribute('href')
    const key = href ? profileKey(new URL(href, 'https://www.linkedin.com/').href) : null
    if (key) return key
  }
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href')
  return canonical ? profileKey(canonical) : null
}

export function headingOf(doc: ParentNode): string | null {
  return find(doc, 'name')?.textContent?.replace(/\s+/g, ' ').trim() || null
}

/** Whether `doc` shows the person of `url`, given what the panel last bound to (null on a full load). */
export function pageState(doc: ParentNode, url: string, previous: Binding | null): PageState {
  const key = profileKey(url)
  const heading = headingOf(doc)
  if (!key || !heading) return { kind: 'waiting', heading }
  const shows = evidenceKey(doc)
  if (shows) {
    if (shows === key) return { kind: 'ready', binding: { key, heading } }
    // the previous person's content is still on screen after the address moved on
    if (previous && shows === previous.key) return { kind: 'waiting', heading }
    return { kind: 'other', shows, heading }
  }
  if (!previous || previous.key === key || heading !== previous.heading)
    return { kind: 'ready', binding: { key, heading } }
  return { kind: 'waiting', heading }
}

/** At the moment of a write: the page still shows the person the panel was bound to. */
export function stillShows(doc: ParentNode, href: string, binding: Binding): boolean {
  if (profileKey(href) !== binding.key) return false
  if (headingOf(doc) !== binding.heading) return false
  const shows = evidenceKey(doc)
  return shows === null || shows === binding.key
}
