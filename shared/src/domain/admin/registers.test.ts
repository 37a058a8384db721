import { describe, expect, it } from 'vitest'
import {
  mailAllowedByWhitelist,
  mayChangeNextGenFilters,
  normalizeProjectUrl,
  normalizeTerm,
  normalizeWhitelistEntry,
} from './registers'

describe('whitelist entries', () => {
  it.each([
    ['Ann@Example.com ', 'ann@example.com'],
    ['@Example.com', '@example.com'],
    ['ann@example', null],
    ['example.com', null],
    ['', null],
    ['a b@example.com', null],
    [`${'a'.repeat(250)}@x.io`, null],
  ])('%s -> %s', (input, out) => expect(normalizeWhitelistEntry(input)).toBe(out))
})

describe('mail outside production', () => {
  it.each([
    ['anyone@x.com', [], true],
    ['ann@example.com', ['ann@example.com'], true],
    ['ANN@example.com', ['ann@example.com'], true],
    ['bob@example.com', ['ann@example.com'], false],
    ['bob@example.com', ['@example.com'], true],
    ['bob@sub.example.com', ['@example.com'], false],
    ['bob@other.com', ['@example.com', 'ann@example.com'], false],
  ] as const)('%s with %j -> %s', (to, entries, allowed) => expect(mailAllowedByWhitelist(to, entries)).toBe(allowed))
})

describe('project URLs', () => {
  it.each([
    [
      'https://www.linkedin.com/talent/hire/123456/discover/?x=1',
      'https://www.linkedin.com/talent/hire/123456/discover',
    ],
    ['linkedin.com/talent/hire/abc', 'https://www.linkedin.com/talent/hire/abc'],
    ['https://uk.linkedin.com/talent/hire/9/', 'https://www.linkedin.com/talent/hire/9'],
    ['https://www.linkedin.com/in/ann', null],
    ['https://www.linkedin.com/talent/hire/', null],
    ['https://evil.com/linkedin.com/talent/hire/1', null],
    ['not a url', null],
  ])('%s -> %s', (input, out) => expect(normalizeProjectUrl(input)).toBe(out))
})

describe('terms', () => {
  it.each([
    ['  Bay   Area ', 'Bay Area'],
    ['NYC', 'NYC'],
  ])('%j -> %j', (input, out) => expect(normalizeTerm(input)).toBe(out))
})

describe('next-gen filter switch', () => {
  it.each([
    [false, undefined, [], true],
    [false, false, [], true],
    [false, true, [], false],
    [true, false, ['recruiter'], false],
    [false, true, ['manage-next-gen-filters'], true],
  ] as const)('%s -> %s with %j: %s', (cur, wanted, perms, ok) =>
    expect(mayChangeNextGenFilters(cur, wanted, perms)).toBe(ok),
  )
})
