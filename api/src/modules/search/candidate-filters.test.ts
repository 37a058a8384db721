import { F } from '@quota/search/engine'
import type { CandidateFilterItem } from '@quota/shared/contracts/search'
import { describe, expect, it } from 'vitest'
import {
  candidateFilter,
  daysAgo,
  experienceBucket,
  itemFilter,
  searchTextOf,
  yearsOfExperience,
} from './candidate-filters'

const now = Date.parse('2026-06-01T00:00:00Z')
const DAY = 86_400_000
const MONTH = (365.25 / 12) * DAY
const lookups = { now, cities: new Map([['US-TX-austin', { latitude: 30.27, longitude: -97.74 }]]) }
const f = (item: unknown) => itemFilter(item as CandidateFilterItem, lookups)

describe('candidate filter items', () => {
  it('comparisons on pay in thousands', () => {
    expect(f({ key: 'baseSalary', selectedFilterOptions: [{ comparison: 'lessThan', value: 120 }] })).toEqual(
      F.range('desiredBaseSalaryK', { lt: 120 }),
    )
    expect(f({ key: 'ote', selectedFilterOptions: [{ comparison: 'between', from: 150, to: 250 }] })).toEqual(
      F.range('desiredOteK', { gte: 150, lte: 250 }),
    )
    expect(f({ key: 'teamArr', selectedFilterOptions: [{ comparison: 'greaterThan', value: 10 }] })).toEqual(
      F.range('teamArrM', { gt: 10 }),
    )
  })

  it('days: less than N = within the last N days, greater than N = longer ago', () => {
    expect(daysAgo('createdAt', { comparison: 'lessThan', value: 7 }, now)).toEqual(
      F.range('createdAt', { gt: now - 7 * DAY }),
    )
    expect(daysAgo('lastTouchAt', { comparison: 'greaterThan', value: 90 }, now)).toEqual(
      F.range('lastTouchAt', { lt: now - 90 * DAY }),
    )
    expect(daysAgo('updatedAt', { comparison: 'between', from: 10, to: 20 }, now)).toEqual(
      F.range('updatedAt', { gte: now - 20 * DAY, lte: now - 10 * DAY }),
    )
  })

  it('experience buckets cover both ways a career is stored', () => {
    expect(experienceBucket('12-36', now)).toEqual(
      F.or(
        F.range('experienceMonths', { gte: 12, lt: 36 }),
        F.range('experienceStartMs', { lte: now - 12 * MONTH, gt: now - 36 * MONTH }),
      ),
    )
    expect(yearsOfExperience({ comparison: 'between', from: 2, to: 5 }, now)).toEqual(
      F.or(
        F.range('experienceMonths', { gte: 24, lte: 60 }),
        F.range('experienceStartMs', { lte: now - 24 * MONTH, gte: now - 60 * MONTH }),
      ),
    )
  })

  it('titles with the no-title option, owners with unassigned', () => {
    expect(f({ key: 'titles', selectedFilterOptions: ['t1', 'noTitle'] })).toEqual(
      F.or(F.in('titleIds', ['t1']), F.in('hasTitle', [false])),
    )
    expect(f({ key: 'owner', selectedFilterOptions: ['unassigned'] })).toEqual(F.or(F.exists('ownerId', false)))
  })

  it('locations: a radius around cities, whole states, or exact cities at 0 miles', () => {
    expect(
      f({
        key: 'location',
        selectedFilterOptions: [{ cityId: 'US-TX-austin' }, { stateId: 'US-CA' }],
        additionalInformation: { withinMiles: 50 },
      }),
    ).toEqual(F.or(F.in('stateId', ['US-CA']), F.geo([{ lat: 30.27, lng: -97.74, miles: 50 }])))
    expect(
      f({
        key: 'location',
        selectedFilterOptions: [{ cityId: 'US-TX-austin' }],
        additionalInformation: { withinMiles: 0 },
      }),
    ).toEqual(F.or(F.in('cityId', ['US-TX-austin'])))
    expect(f({ key: 'location', selectedFilterOptions: [{ cityId: 'US-TX-austin' }] })).toEqual(
      F.or(F.geo([{ lat: 30.27, lng: -97.74, miles: 25 }])),
    )
  })

  it('location types are work arrangements; skills any or all', () => {
    expect(f({ key: 'locationTypes', selectedFilterOptions: ['remote', 'hybrid'] })).toEqual(
      F.in('workArrangements', ['fullyRemote', 'oneToTwoDaysPerWeek', 'threeToFourDaysPerWeek']),
    )
    expect(f({ key: 'skills', selectedFilterOptions: ['a', 'b'], additionalInformation: { match: 'all' } })).toEqual(
      F.all('skillIds', ['a', 'b']),
    )
  })

  it('demographics and shortlists come in as id sets; keywords become text', () => {
    const items = [
      { key: 'race', selectedFilterOptions: ['r'] },
      { key: 'keywords', selectedFilterOptions: ['enterprise saas'] },
      { key: 'shortlistedInJob', selectedFilterOptions: ['j'] },
    ] as CandidateFilterItem[]
    expect(candidateFilter(items, { ...lookups, demographic: ['c1'], shortlisted: ['c2'] })).toEqual(
      F.and(F.ids(['c2']), F.ids(['c1'])),
    )
    // each text keeps its meaning: ANDed as groups
    expect(searchTextOf(' Jane ', items)).toBe('(Jane) (enterprise saas)')
    expect(searchTextOf('gong OR chorus', [])).toBe('gong OR chorus')
  })
})
