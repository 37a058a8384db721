import { describe, expect, it } from 'vitest'
import {
  isProfilePage,
  isRecruiterPage,
  OTHER_EXAMPLES,
  PROFILE_EXAMPLES,
  profileKey,
  RECRUITER_EXAMPLES,
} from './page-detect'

describe('page detection (each predicate against its examples, cross-checked)', () => {
  it.each(PROFILE_EXAMPLES)('profile: %s', (url) => {
    expect(isProfilePage(url)).toBe(true)
    expect(isRecruiterPage(url)).toBe(false)
    expect(profileKey(url)).toMatch(/^https:\/\/www\.linkedin\.com\/(in|pub)\/[^/?#]+/)
  })
  it.each(RECRUITER_EXAMPLES)('recruiter view: %s', (url) => {
    expect(isRecruiterPage(url)).toBe(true)
    expect(isProfilePage(url)).toBe(false)
  })
  it.each(OTHER_EXAMPLES)('neither: %s', (url) => {
    expect(isProfilePage(url)).toBe(false)
    expect(isRecruiterPage(url)).toBe(false)
    expect(profileKey(url)).toBeNull()
  })
  it('one key for every shape of one profile', () => {
    const keys = new Set(PROFILE_EXAMPLES.slice(0, 4).map(profileKey))
    expect([...keys]).toEqual(['https://www.linkedin.com/in/jane-doe-1a2b3c'])
  })
})
