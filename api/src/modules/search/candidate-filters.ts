/**
 * The recruiters' filter items (spec 001 §3 "Filter item", §5 limits, §9 windows and
 * comparisons) as a search filter on the candidates index. Pure: what needs the database
 * (city coordinates, shortlists, demographics) is looked up first and passed in.
 */

import { F, type Filter } from '@quota/search/engine'
import { DEFAULT_WITHIN_MILES } from '@quota/shared/contracts/reference'
import {
  type CandidateFacet,
  type CandidateFilterItem,
  type Comparison,
  DEMOGRAPHIC_FILTER_KEYS,
  type ExperienceBucket,
  type LocationType,
} from '@quota/shared/contracts/search'
import { andSearchTexts } from '@quota/shared/domain/search/query'

const DAY_MS = 24 * 60 * 60 * 1000
const MONTH_MS = (365.25 / 12) * DAY_MS

/** Where a candidate would work, by location type (their accepted work arrangements). */
export const LOCATION_TYPE_ARRANGEMENTS: Record<LocationType, string[]> = {
  remote: ['fullyRemote'],
  hybrid: ['oneToTwoDaysPerWeek', 'threeToFourDaysPerWeek'],
  onSite: ['fullyAtOffice'],
}

/** Facet (filter key) -> the candidates index field it counts. */
export const FACET_FIELDS: Record<CandidateFacet, string> = {
  searchStatus: 'searchStatus',
  positions: 'positionIds',
  titles: 'titleIds',
  skills: 'skillIds',
  states: 'stateId',
  locationTypes: 'workArrangements',
  leadStatus: 'leadStatusId',
  contactStatus: 'contactStatusId',
  owner: 'ownerId',
  industries: 'industryIds',
  soldIntoLevels: 'soldIntoLevelIds',
  soldIntoDepartments: 'soldIntoDepartmentIds',
  customerSizes: 'customerSizeIds',
  dealSize: 'dealSizeIds',
  dealCycle: 'dealCycleIds',
  education: 'degreeIds',
}

export interface FilterLookups {
  now: number
  cities: ReadonlyMap<string, { latitude: number; longitude: number }>
  /** Candidates shortlisted in the jobs a `shortlistedInJob` item names. */
  shortlisted?: readonly string[]
  /** Candidates matching every demographic item (answered from candidate_demographics). */
  demographic?: readonly string[]
}

export const isDemographic = (item: CandidateFilterItem) =>
  (DEMOGRAPHIC_FILTER_KEYS as readonly string[]).includes(item.key)

/** A number field compared as the item says. */
export function compare(field: string, c: Comparison): Filter {
  if (c.comparison === 'lessThan') return F.range(field, { lt: c.value })
  if (c.comparison === 'greaterThan') return F.range(field, { gt: c.value })
  return F.range(field, { gte: c.from, lte: c.to })
}

/** A timestamp field against "days ago": less than 7 = within the last 7 days. */
export function daysAgo(field: string, c: Comparison, now: number): Filter {
  const at = (days: number) => now - days * DAY_MS
  if (c.comparison === 'lessThan') return F.range(field, { gt: at(c.value) })
  if (c.comparison === 'greaterThan') return F.range(field, { lt: at(c.value) })
  return F.range(field, { gte: at(c.to), lte: at(c.from) })
}

/**
 * Total experience within [from, to) months. A candidate with a current role is stored by the
 * instant their experience counts from, one without by a fixed number of months.
 */
export function experienceBetween(
  fromMonths: number,
  toMonths: number | null,
  now: number,
  inclusiveEnd = false,
): Filter {
  const end = toMonths === null ? {} : inclusiveEnd ? { lte: toMonths } : { lt: toMonths }
  const startEnd =
    toMonths === null ? {} : inclusiveEnd ? { gte: now - toMonths * MONTH_MS } : { gt: now - toMonths * MONTH_MS }
  return F.or(
    F.range('experienceMonths', { gte: fromMonths, ...end }),
    F.range('experienceStartMs', { lte: now - fromMonths * MONTH_MS, ...startEnd }),
  )
}

export function experienceBucket(bucket: ExperienceBucket, now: number): Filter {
  const [from, to] = bucket.split('-').map(Number) as [number, number]
  return experienceBetween(from, to, now)
}

export function yearsOfExperience(c: Comparison, now: number): Filter {
  if (c.comparison === 'lessThan') return experienceBetween(0, c.value * 12, now)
  if (c.comparison === 'greaterThan') return experienceBetween(c.value * 12 + 1e-9, null, now)
  return experienceBetween(c.from * 12, c.to * 12, now, true)
}

/** The filter of one item, or null for items that only carry text (keywords). */
export function itemFilter(item: CandidateFilterItem, lookups: FilterLookups): Filter | null {
  const o = item.selectedFilterOptions as never
  switch (item.key) {
    case 'keywords':
      return null
    case 'positions':
      return F.in('positionIds', o)
    case 'titles': {
      const ids = item.selectedFilterOptions.filter((v) => v !== 'noTitle')
      const noTitle = item.selectedFilterOptions.includes('noTitle')
      return F.or(ids.length ? F.in('titleIds', ids) : null, noTitle ? F.in('hasTitle', [false]) : null)
    }
    case 'skills':
      return item.additionalInformation?.match === 'all' ? F.all('skillIds', o) : F.in('skillIds', o)
    case 'location': {
      const miles = item.additionalInformation?.withinMiles ?? DEFAULT_WITHIN_MILES
      const interested = item.additionalInformation?.includeInterested ?? false
      const cityIds = item.selectedFilterOptions.flatMap((p) => (p.cityId ? [p.cityId] : []))
      const stateIds = item.selectedFilterOptions.flatMap((p) => (p.stateId ? [p.stateId] : []))
      const circles = cityIds.flatMap((id) => {
        const c = lookups.cities.get(id)
        return c ? [{ lat: c.latitude, lng: c.longitude, miles }] : []
      })
      return F.or(
        stateIds.length ? F.in('stateId', stateIds) : null,
        stateIds.length && interested ? F.in('interestedStateIds', stateIds) : null,
        cityIds.length ? (miles === 0 ? F.in('cityId', cityIds) : F.geo(circles)) : null,
        cityIds.length && interested ? F.in('interestedCityIds', cityIds) : null,
      )
    }
    case 'locationTypes':
      return F.in('workArrangements', [
        ...new Set(item.selectedFilterOptions.flatMap((t) => LOCATION_TYPE_ARRANGEMENTS[t])),
      ])
    case 'baseSalary':
      return compare('desiredBaseSalaryK', item.selectedFilterOptions[0])
    case 'ote':
      return compare('desiredOteK', item.selectedFilterOptions[0])
    case 'experience':
      return F.or(...item.selectedFilterOptions.map((b) => experienceBucket(b, lookups.now)))
    case 'yearsOfExperience':
      return yearsOfExperience(item.selectedFilterOptions[0], lookups.now)
    case 'searchStatus':
      return F.in('searchStatus', o)
    case 'dateAdded':
      return daysAgo('createdAt', item.selectedFilterOptions[0], lookups.now)
    case 'lastTouch':
      return daysAgo('lastTouchAt', item.selectedFilterOptions[0], lookups.now)
    case 'lastLogin':
      return daysAgo('lastLoginAt', item.selectedFilterOptions[0], lookups.now)
    case 'lastModified':
      return daysAgo('updatedAt', item.selectedFilterOptions[0], lookups.now)
    case 'leadStatus':
      return F.in('leadStatusId', o)
    case 'contactStatus':
      return F.in('contactStatusId', o)
    case 'owner': {
      const ids = item.selectedFilterOptions.filter((v) => v !== 'unassigned')
      const unassigned = item.selectedFilterOptions.includes('unassigned')
      return F.or(ids.length ? F.in('ownerId', ids) : null, unassigned ? F.exists('ownerId', false) : null)
    }
    case 'soldIntoLevels':
      return F.in('soldIntoLevelIds', o)
    case 'soldIntoDepartments':
      return F.in('soldIntoDepartmentIds', o)
    case 'customerSizes':
      return F.in('customerSizeIds', o)
    case 'industries':
      return F.in('industryIds', o)
    case 'dealSize':
      return F.in('dealSizeIds', o)
    case 'dealCycle':
      return F.in('dealCycleIds', o)
    case 'quotaAttainment':
      return compare('quotaAttainment', item.selectedFilterOptions[0])
    case 'teamSize':
      return compare('teamSize', item.selectedFilterOptions[0])
    case 'teamArr':
      return compare('teamArrM', item.selectedFilterOptions[0])
    case 'education':
      return F.and(
        F.in('degreeIds', o),
        item.selectedSecondaryFilterOptions?.length
          ? F.in('fieldOfStudyIds', item.selectedSecondaryFilterOptions)
          : null,
      )
    case 'shortlistedInJob':
      return F.ids(lookups.shortlisted ?? [])
    case 'race':
    case 'age':
    case 'genderIdentity':
    case 'sexualOrientation':
    case 'militaryStatus':
      // answered together from the database (demographics are never indexed)
      return null
  }
}

/** Every item's filter, and-ed; demographics as one id set. */
export function candidateFilter(items: readonly CandidateFilterItem[], lookups: FilterLookups): Filter {
  return F.and(
    ...items.map((item) => itemFilter(item, lookups)),
    items.some(isDemographic) ? F.ids(lookups.demographic ?? []) : null,
  )
}

/** The free text of a search: the search box and every keywords item. */
export function searchTextOf(searchText: string | undefined, items: readonly CandidateFilterItem[]): string {
  const keywords = items.flatMap((i) => (i.key === 'keywords' ? i.selectedFilterOptions : []))
  // each text keeps its own meaning: `gong OR chorus` and `meddpicc` is (gong OR chorus) AND meddpicc
  return andSearchTexts([searchText ?? '', ...keywords])
}
