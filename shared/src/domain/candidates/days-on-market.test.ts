import { describe, expect, it } from 'vitest'
import type { SearchStatus } from '../enums'
import { daysOnMarket } from './days-on-market'

const now = new Date('2026-06-30T12:00:00Z')
const created = new Date('2026-01-01T00:00:00Z')

describe('daysOnMarket', () => {
  const cases: [string, SearchStatus | null, Date | null, number | null][] = [
    ['active since the status change', 'activelySearching', new Date('2026-06-20T12:00:00Z'), 10],
    ['a part day counts whole days only', 'passivelySearching', new Date('2026-06-29T18:00:00Z'), 0],
    ['open to offers counts too', 'openToOffers', new Date('2026-06-01T12:00:00Z'), 29],
    ['never changed: since the profile was made', 'activelySearching', null, 180],
    ['off the market: no figure', 'offTheMarket', new Date('2026-06-20T12:00:00Z'), null],
    ['no status: no figure', null, null, null],
    ['a change stamped in the future reads 0', 'activelySearching', new Date('2026-07-02T00:00:00Z'), 0],
  ]
  it.each(cases)('%s', (_, searchStatus, searchStatusChangedAt, expected) => {
    expect(daysOnMarket({ searchStatus, searchStatusChangedAt, createdAt: created }, now)).toBe(expected)
  })
})
