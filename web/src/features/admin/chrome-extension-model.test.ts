import { describe, expect, test } from 'vitest'
import { isNewSince, readsByKind, STATS_PERIODS } from './chrome-extension-model'

const row = (byKind: Record<string, number>) => ({
  byKind: { profile: 0, searchPage: 0, company: 0, project: 0, shortlist: 0, pitchEmail: 0, inMail: 0, ...byKind },
})

describe('readsByKind: the chart sums every user by kind', () => {
  test.each([
    ['no rows', [], [], 0],
    ['nothing read', [row({})], [], 0],
    ['one kind', [row({ profile: 4 })], [['profile', 'Profiles', 4, 100]], 4],
    [
      'kinds summed across users, in the kinds order, zeros left out',
      [row({ profile: 3, company: 1 }), row({ profile: 1, searchPage: 2 })],
      [
        ['profile', 'Profiles', 4, 57.1],
        ['searchPage', 'Search pages', 2, 28.6],
        ['company', 'Companies', 1, 14.3],
      ],
      7,
    ],
  ] as const)('%s', (_name, rows, slices, total) => {
    const answer = readsByKind(rows)
    expect(answer.total).toBe(total)
    expect(answer.slices.map((s) => [s.key, s.name, s.count, s.percentage])).toEqual(slices)
  })
})

describe('isNewSince: reads after the last look are new', () => {
  test.each([
    ['never read', null, '2026-01-01T00:00:00Z', false],
    ['never looked', '2026-01-01T00:00:00Z', null, true],
    ['read after the look', '2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z', true],
    ['read before the look', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', false],
    ['read at the look', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00.000Z', false],
  ] as const)('%s', (_name, lastAt, viewedAt, expected) => {
    expect(isNewSince(lastAt, viewedAt)).toBe(expected)
  })
})

test('the default period is the spec’s 2-day lookback', () => {
  expect(STATS_PERIODS[0]).toEqual({ days: 2, label: 'Last 2 days' })
})
