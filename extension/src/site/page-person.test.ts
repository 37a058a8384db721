/**
 * The panel binds to one URL: a table of page moments (full load, content before the address,
 * the address before slow content, back and forward, a page naming another profile) and what
 * the panel may do in each.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseHTML } from 'linkedom'
import { describe, expect, it } from 'vitest'
import { type Binding, evidenceKey, pageState, stillShows } from './page-person'

const A = 'https://www.linkedin.com/in/morgan-lee-e2e/'
const B = 'https://www.linkedin.com/in/dana-quinn-e2e/'
const keyA = 'https://www.linkedin.com/in/morgan-lee-e2e'
const keyB = 'https://www.linkedin.com/in/dana-quinn-e2e'
const boundA: Binding = { key: keyA, heading: 'Morgan Lee' }
const boundB: Binding = { key: keyB, heading: 'Dana Quinn' }

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')
/** A fixture page, optionally naming itself through the top card's contact-info link or a canonical link. */
function page(name: string, names?: { topCard?: string; canonical?: string }) {
  let html = fixture(name)
  if (names?.canonical) html = html.replace('</head>', `<link rel="canonical" href="${names.canonical}"></head>`)
  if (names?.topCard)
    html = html.replace(
      '<section class="artdeco-card pv-top-card">',
      `<section class="artdeco-card pv-top-card"><a href="${new URL(names.topCard).pathname}overlay/contact-info/">Contact info</a>`,
    )
  return parseHTML(html).document as unknown as Document
}

describe('the profile key a page names itself by', () => {
  it.each([
    ['no evidence', page('profile-a.html'), null],
    ['top card', page('profile-a.html', { topCard: A }), keyA],
    ['canonical', page('profile-a.html', { canonical: B }), keyB],
    ['top card before canonical', page('profile-a.html', { topCard: A, canonical: B }), keyA],
  ])('%s', (_, doc, expected) => {
    expect(evidenceKey(doc)).toBe(expected)
  })
})

describe('whether the page shows the URL’s person', () => {
  const cases: [string, Document, string, Binding | null, string][] = [
    ['full load: any heading is this URL’s person', page('profile-a.html'), A, null, 'ready'],
    ['full load, no heading yet (changed markup)', page('changed-markup.html'), A, null, 'waiting'],
    ['address moved, content still the previous person', page('profile-a.html'), B, boundA, 'waiting'],
    ['address moved, new content arrived', page('profile-b.html'), B, boundA, 'ready'],
    ['content and address moved together', page('profile-b.html'), B, boundA, 'ready'],
    ['back to the previous person', page('profile-a.html'), A, boundB, 'ready'],
    ['a sub-page of the same person', page('profile-a.html'), `${A}details/experience/`, boundA, 'ready'],
    ['top card names the URL', page('profile-a.html', { topCard: B }), B, boundA, 'ready'],
    ['top card still names the previous person', page('profile-b.html', { topCard: A }), B, boundA, 'waiting'],
    [
      'top card names a third person',
      page('profile-b.html', { topCard: 'https://www.linkedin.com/in/someone-else/' }),
      B,
      boundA,
      'other',
    ],
    [
      'same name, the top card tells them apart',
      page('profile-a.html', { topCard: 'https://www.linkedin.com/in/morgan-lee-twin-e2e/' }),
      'https://www.linkedin.com/in/morgan-lee-twin-e2e/',
      boundA,
      'ready',
    ],
    [
      'same name without evidence: cannot be told from a stale page',
      page('profile-a.html'),
      'https://www.linkedin.com/in/morgan-lee-twin-e2e/',
      boundA,
      'waiting',
    ],
    ['not a profile address', page('profile-a.html'), 'https://www.linkedin.com/feed/', null, 'waiting'],
  ]
  it.each(cases)('%s', (_, doc, url, previous, kind) => {
    expect(pageState(doc, url, previous).kind).toBe(kind)
  })

  it('binds to the URL’s key and the heading read', () => {
    expect(pageState(page('profile-b.html'), `${B}?locale=fr_FR`, boundA)).toEqual({ kind: 'ready', binding: boundB })
  })
})

describe('a write checks the page still shows the bound person', () => {
  it.each([
    ['same page', page('profile-b.html'), B, true],
    ['the address moved on', page('profile-b.html'), A, false],
    ['the content changed under the same address', page('profile-a.html'), B, false],
    ['the top card names another profile', page('profile-b.html', { topCard: A }), B, false],
  ])('%s', (_, doc, href, expected) => {
    expect(stillShows(doc, href, boundB)).toBe(expected)
  })
})
