/** Selectors and the page reader on fixture pages shaped like the site's profile pages. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseHTML } from 'linkedom'
import { describe, expect, it } from 'vitest'
import { readProfile } from './read-profile'
import { type Field, findAll } from './selectors'

const fixture = (name: string) =>
  parseHTML(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')).document as unknown as Document

describe('selectors on fixture pages (expected match counts)', () => {
  const counts: [string, Partial<Record<Field, number>>][] = [
    ['profile-a.html', { name: 1, headline: 1, location: 1, experienceItems: 2, email: 0, messageBox: 1 }],
    ['profile-b.html', { name: 1, headline: 1, location: 1, experienceItems: 2, email: 1, messageBox: 1 }],
    ['changed-markup.html', { name: 0, experienceItems: 1, messageBox: 1 }],
  ]
  it.each(counts)('%s', (file, expected) => {
    const doc = fixture(file)
    for (const [field, count] of Object.entries(expected))
      expect(findAll(doc, field as Field).length, field).toBe(count)
  })
})

describe('reading a profile page', () => {
  it('reads name, headline, location, current role and e-mail', () => {
    expect(readProfile(fixture('profile-b.html'))).toEqual({
      ok: true,
      profile: {
        firstName: 'Dana',
        lastName: 'Quinn',
        headline: 'Enterprise AE at Initech | President’s Club',
        location: 'Austin, Texas, United States',
        currentTitle: 'Enterprise Account Executive',
        currentCompany: 'Initech',
        email: 'dana.quinn@initech.example',
      },
    })
    expect(readProfile(fixture('profile-a.html'))).toMatchObject({
      ok: true,
      profile: { firstName: 'Morgan', lastName: 'Lee', currentCompany: 'Acme Cloud', email: null },
    })
  })
  it('a page without its heading is unreadable, not guessed', () => {
    expect(readProfile(fixture('changed-markup.html'))).toEqual({ ok: false, reason: 'noHeading' })
  })
})
