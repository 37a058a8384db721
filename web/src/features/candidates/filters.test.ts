import { describe, expect, it } from 'vitest'
import type { FilterDefinition } from './api'
import { type FilterValues, fromFilterItems, isEmptyValue, isSupported, placeOfId, toFilterItems } from './filters'

const def = (key: string, type: FilterDefinition['type'], extra: Partial<FilterDefinition> = {}): FilterDefinition => ({
  key,
  label: key,
  group: 'Basic',
  type,
  listOfValuesKey: null,
  min: null,
  max: null,
  maxSelected: null,
  options: [],
  ...extra,
})

const DEFS = [
  def('location', 'location', { maxSelected: 15 }),
  def('shortlistedInJob', 'multiSelect', { maxSelected: 5 }),
  def('searchStatus', 'multiSelect'),
  def('baseSalary', 'comparison', { min: 0, max: 1000 }),
]

describe('placeOfId: a stored place id before its name is known', () => {
  it.each([
    ['US-TX-austin', { id: 'US-TX-austin', label: 'Austin, TX', kind: 'city' }],
    ['US-TX-san-antonio', { id: 'US-TX-san-antonio', label: 'San Antonio, TX', kind: 'city' }],
    ['US-CA', { id: 'US-CA', label: 'CA (whole state)', kind: 'state' }],
  ])('%s', (id, expected) => expect(placeOfId(id)).toEqual(expected))
})

describe('location and shortlisted-in-job filters', () => {
  const values: FilterValues = {
    location: {
      type: 'places',
      places: [
        { id: 'US-TX-austin', label: 'Austin, TX', kind: 'city' },
        { id: 'US-CA', label: 'California (whole state)', kind: 'state' },
      ],
      withinMiles: 50,
      includeInterested: true,
    },
    shortlistedInJob: { type: 'jobs', jobs: [{ id: 'j1', label: 'AE · Acme' }] },
  }

  it('are supported on the screen', () => expect(DEFS.every(isSupported)).toBe(true))

  it('become the API items: cities and states, the radius and the interested flag, job ids', () => {
    expect(toFilterItems(DEFS, values)).toEqual([
      {
        key: 'location',
        selectedFilterOptions: [{ cityId: 'US-TX-austin' }, { stateId: 'US-CA' }],
        additionalInformation: { withinMiles: 50, includeInterested: true },
      },
      { key: 'shortlistedInJob', selectedFilterOptions: ['j1'] },
    ])
  })

  it('come back from stored items with the radius kept (25 when none was stored)', () => {
    const back = fromFilterItems(DEFS, toFilterItems(DEFS, values))
    expect(back.location).toEqual({
      type: 'places',
      places: [
        { id: 'US-TX-austin', label: 'Austin, TX', kind: 'city' },
        { id: 'US-CA', label: 'CA (whole state)', kind: 'state' },
      ],
      withinMiles: 50,
      includeInterested: true,
    })
    expect(back.shortlistedInJob).toEqual({ type: 'jobs', jobs: [{ id: 'j1', label: 'j1' }] })
    const plain = fromFilterItems(DEFS, [{ key: 'location', selectedFilterOptions: [{ cityId: 'US-NY-new-york' }] }])
    expect(plain.location).toMatchObject({ withinMiles: 25, includeInterested: false })
  })

  it.each([
    [{ type: 'places', places: [], withinMiles: 25, includeInterested: false }, true],
    [{ type: 'jobs', jobs: [] }, true],
    [{ type: 'jobs', jobs: [{ id: 'j', label: 'J' }] }, false],
  ] as const)('emptiness of %j is %s', (v, empty) => expect(isEmptyValue(v as never)).toBe(empty))

  it('leave nothing behind when empty', () => {
    expect(
      toFilterItems(DEFS, { location: { type: 'places', places: [], withinMiles: 25, includeInterested: false } }),
    ).toEqual([])
  })
})
