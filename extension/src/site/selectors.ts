/**
 * Where the professional-network page shows what the overlay reads, each selector beside the
 * fixture pages it is tested on (fixtures/*.html, selectors.test.ts: expected match counts).
 * Several candidates per field, most specific first: the site changes its class names often,
 * and a field that no selector finds is reported, never guessed.
 */
export const SELECTORS = {
  /** The person's name: profile-a.html, profile-b.html (1 each); changed-markup.html (0). */
  name: ['main h1.text-heading-xlarge', 'main section h1', 'main h1'],
  /** The headline under the name. */
  headline: ['main .pv-text-details__left-panel .text-body-medium', 'main div.text-body-medium.break-words'],
  /** "City, Region, Country" under the headline. */
  location: ['main span.text-body-small.inline.t-black--light.break-words'],
  /** The experience section's entries (the first is the current role). */
  experienceItems: ['main section:has(#experience) li.artdeco-list__item', 'main section:has(#experience) li'],
  /** Inside an experience entry: the title, then "Company · Full-time". */
  experienceTitle: ['div.t-bold span[aria-hidden="true"]', '.t-bold'],
  experienceCompany: ['span.t-14.t-normal span[aria-hidden="true"]', '.t-14.t-normal'],
  /** An e-mail address shown (contact info). */
  email: ['a[href^="mailto:"]'],
  /** The site's own message box (the draft goes here; the recruiter presses Send). */
  messageBox: ['div.msg-form__contenteditable[contenteditable="true"]', '[role="textbox"][contenteditable="true"]'],
} as const

export type Field = keyof typeof SELECTORS

/** The first element any of the field's selectors finds. */
export function find(root: ParentNode, field: Field): Element | null {
  for (const selector of SELECTORS[field]) {
    const found = root.querySelector(selector)
    if (found) return found
  }
  return null
}

/** Every element the first matching selector of the field finds. */
export function findAll(root: ParentNode, field: Field): Element[] {
  for (const selector of SELECTORS[field]) {
    const found = [...root.querySelectorAll(selector)]
    if (found.length) return found
  }
  return []
}
