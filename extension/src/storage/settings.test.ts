import { describe, expect, it } from 'vitest'
import { DEFAULT_API_ORIGIN, migrateSettings, normalizeOrigin } from './settings'

describe('stored settings', () => {
  it.each([
    ['nothing stored', undefined, { apiOrigin: DEFAULT_API_ORIGIN, overlayClosed: {} }],
    ['an unversioned shape', { apiUrl: 'https://x.test' }, { apiOrigin: DEFAULT_API_ORIGIN, overlayClosed: {} }],
    [
      'v1 as written',
      { version: 1, apiOrigin: 'https://quota.example.com', overlayClosed: { 'www.linkedin.com': true } },
      { apiOrigin: 'https://quota.example.com', overlayClosed: { 'www.linkedin.com': true } },
    ],
    [
      'v1 with a bad origin and junk flags',
      { version: 1, apiOrigin: 'javascript:alert(1)', overlayClosed: { a: 'yes', b: true } },
      { apiOrigin: DEFAULT_API_ORIGIN, overlayClosed: { b: true } },
    ],
  ])('%s', (_name, stored, expected) => {
    expect(migrateSettings(stored)).toEqual({ version: 1, ...expected })
  })

  it.each([
    ['https://quota.example.com/some/path', 'https://quota.example.com'],
    [' http://localhost:3000/ ', 'http://localhost:3000'],
    ['ftp://x.test', null],
    ['not a url', null],
  ])('origin of %s', (value, expected) => {
    expect(normalizeOrigin(value)).toBe(expected)
  })
})
