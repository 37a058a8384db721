/** Meta-test: every overlay feature names the pages its test opens, and runs on them. */
import { describe, expect, it, vi } from 'vitest'

// the polyfill refuses to load outside an extension; these tests only read the feature table
vi.mock('webextension-polyfill', () => ({ default: {} }))
const { FEATURES } = await import('./features')

describe('overlay features', () => {
  it.each(FEATURES.map((f) => [f.id, f] as const))('%s names test URLs it runs on', (_id, feature) => {
    expect(feature.testUrls.length).toBeGreaterThan(0)
    for (const url of feature.testUrls)
      expect(
        feature.include.some((test) => test(url)),
        url,
      ).toBe(true)
  })
  it('ids are unique', () => {
    expect(new Set(FEATURES.map((f) => f.id)).size).toBe(FEATURES.length)
  })
})
