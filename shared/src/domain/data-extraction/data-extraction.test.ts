import { describe, expect, it } from 'vitest'
import { tallyScraping } from './index'

describe('scraping tally', () => {
  it.each([
    ['nothing', [], { profile: 0, searchPage: 0, company: 0, project: 0 }, 0],
    [
      'one kind in several hours',
      [
        { kind: 'profile', count: 3 },
        { kind: 'profile', count: 4 },
      ],
      { profile: 7, searchPage: 0, company: 0, project: 0 },
      7,
    ],
    [
      'every kind',
      [
        { kind: 'profile', count: 1 },
        { kind: 'searchPage', count: 2 },
        { kind: 'company', count: 3 },
        { kind: 'project', count: 4 },
      ],
      { profile: 1, searchPage: 2, company: 3, project: 4 },
      10,
    ],
  ] as const)('%s', (_why, rows, byKind, total) => {
    expect(tallyScraping(rows)).toEqual({ byKind, total })
  })
})
