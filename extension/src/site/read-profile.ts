/**
 * What the page the recruiter is looking at shows about the person: read on the recruiter's
 * click or page view only, from this page's DOM, never fetched. A page whose heading (the name)
 * cannot be found is "unreadable": the overlay says so and offers nothing that writes.
 */
import { find, findAll } from './selectors'

export interface PageProfile {
  firstName: string
  lastName: string
  headline: string | null
  location: string | null
  currentTitle: string | null
  currentCompany: string | null
  email: string | null
}

export type ReadResult = { ok: true; profile: PageProfile } | { ok: false; reason: 'noHeading' }

const textOf = (el: Element | null): string | null => {
  const text = el?.textContent?.replace(/\s+/g, ' ').trim()
  return text ? text : null
}

/** "Jane van der Berg" -> Jane / van der Berg; credentials after a comma are dropped. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const name = full.split(',')[0]!.trim()
  const space = name.indexOf(' ')
  return space < 0
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1) }
}

export function readProfile(root: ParentNode): ReadResult {
  const name = textOf(find(root, 'name'))
  if (!name) return { ok: false, reason: 'noHeading' }
  const [current] = findAll(root, 'experienceItems')
  const company = current ? textOf(find(current, 'experienceCompany')) : null
  const mail =
    find(root, 'email')
      ?.getAttribute('href')
      ?.replace(/^mailto:/i, '')
      .trim() || null
  return {
    ok: true,
    profile: {
      ...splitName(name),
      headline: textOf(find(root, 'headline')),
      location: textOf(find(root, 'location')),
      currentTitle: current ? textOf(find(current, 'experienceTitle')) : null,
      // "Initech · Full-time": the company is before the dot
      currentCompany: company ? company.split('·')[0]!.trim() || null : null,
      email: mail,
    },
  }
}
