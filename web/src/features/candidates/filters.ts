/**
 * The candidate filters as the screen edits them, and their conversion to the API's filter items
 * (001 §3 "Filter item"; 001 §5 limits). Pure, tested in filters.test.ts.
 */
import { DEFAULT_WITHIN_MILES } from '@quota/shared/contracts/reference'
import type { CandidateFilterItem, FilterDefinition } from './api'

export const SEARCH_TEXTS = {
  filterExists: 'Filter already exists',
  addFiltersFirst: 'Please add some filters first',
  notLessThan: 'The first number must not exceed the second',
  maxSelected: 'You can select up to 10 candidates.',
} as const

export const SORT_LABELS = {
  bestMatch: 'Best Match',
  alphabetical: 'Alphabetical Order',
  dateAdded: 'Date Added',
  lastUpdated: 'Last Updated',
} as const

export type ComparisonKind = 'lessThan' | 'between' | 'greaterThan'

/** A city or a whole state chosen in the location filter, with what the screen shows for it. */
export interface PlaceChoice {
  id: string
  label: string
  kind: 'city' | 'state'
}

/** One filter's value as edited: ticked options, a comparison, free terms, places or jobs. */
export type FilterValue =
  | { type: 'options'; values: string[] }
  | { type: 'comparison'; comparison: ComparisonKind; value: string; to: string }
  | { type: 'terms'; values: string[] }
  | { type: 'places'; places: PlaceChoice[]; withinMiles: number; includeInterested: boolean }
  | { type: 'jobs'; jobs: { id: string; label: string }[] }

export type FilterValues = Record<string, FilterValue>

/**
 * The filters a recruiter can set on this screen: every kind the API defines. Owner takes its
 * choices from the owners; location (cities and states with a radius) and shortlisted-in-job
 * are searched pickers, not lists of options.
 */
export const SUPPORTED_TYPES: readonly FilterDefinition['type'][] = [
  'multiSelect',
  'comparison',
  'days',
  'text',
  'location',
]

export const isSupported = (d: FilterDefinition) => SUPPORTED_TYPES.includes(d.type)

export function isEmptyValue(v: FilterValue | undefined): boolean {
  if (!v) return true
  if (v.type === 'comparison') return v.value.trim() === '' && v.to.trim() === ''
  if (v.type === 'places') return v.places.length === 0
  if (v.type === 'jobs') return v.jobs.length === 0
  return v.values.length === 0
}

/**
 * What a stored place id reads as before its name is known (a saved filter keeps ids only):
 * `US-TX-san-antonio` → "San Antonio, TX", `US-CA` → "CA (whole state)".
 */
export function placeOfId(id: string): PlaceChoice {
  const [, state, ...slug] = id.split('-')
  if (!slug.length) return { id, label: `${state ?? id} (whole state)`, kind: 'state' }
  const name = slug.map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ')
  return { id, label: `${name}, ${state}`, kind: 'city' }
}

/** Field problems of the set filters, by key (numbers within limits, between in order). */
export function filterProblems(definitions: readonly FilterDefinition[], values: FilterValues): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const d of definitions) {
    const v = values[d.key]
    if (v?.type !== 'comparison' || isEmptyValue(v)) continue
    const min = d.min ?? 0
    const max = d.max ?? Number.MAX_SAFE_INTEGER
    const range = `Enter a whole number from ${min} to ${max}.`
    const ok = (s: string) => /^\d+$/.test(s.trim()) && Number(s) >= min && Number(s) <= max
    if (!ok(v.value)) problems[d.key] = range
    else if (v.comparison === 'between') {
      if (!ok(v.to)) problems[d.key] = range
      else if (Number(v.value) > Number(v.to)) problems[d.key] = SEARCH_TEXTS.notLessThan
    }
  }
  return problems
}

/** The API's filter items for the set, valid filters (call filterProblems first). */
export function toFilterItems(definitions: readonly FilterDefinition[], values: FilterValues): CandidateFilterItem[] {
  const items: CandidateFilterItem[] = []
  for (const d of definitions) {
    const v = values[d.key]
    if (!v || isEmptyValue(v)) continue
    if (v.type === 'places') {
      items.push({
        key: 'location',
        selectedFilterOptions: v.places.map((p) => (p.kind === 'city' ? { cityId: p.id } : { stateId: p.id })),
        additionalInformation: { withinMiles: v.withinMiles, includeInterested: v.includeInterested },
      })
    } else if (v.type === 'jobs') {
      items.push({ key: 'shortlistedInJob', selectedFilterOptions: v.jobs.map((j) => j.id) })
    } else if (v.type === 'comparison') {
      const n = Number(v.value)
      const option =
        d.type === 'days'
          ? { comparison: 'lessThan' as const, value: n }
          : v.comparison === 'between'
            ? { comparison: 'between' as const, from: n, to: Number(v.to) }
            : { comparison: v.comparison, value: n }
      items.push({ key: d.key, selectedFilterOptions: [option] } as CandidateFilterItem)
    } else {
      items.push({ key: d.key, selectedFilterOptions: [...v.values] } as CandidateFilterItem)
    }
  }
  return items
}

/** Back from stored filter items (a saved filter) to the screen's values. */
export function fromFilterItems(
  definitions: readonly FilterDefinition[],
  items: readonly {
    key: string
    selectedFilterOptions: readonly unknown[]
    additionalInformation?: Record<string, unknown> | undefined
  }[],
): FilterValues {
  const values: FilterValues = {}
  for (const item of items) {
    const d = definitions.find((x) => x.key === item.key)
    if (!d || !isSupported(d)) continue
    if (d.key === 'location') {
      const info = item.additionalInformation ?? {}
      const places = item.selectedFilterOptions.flatMap((o) => {
        const p = o as { cityId?: unknown; stateId?: unknown }
        const id = typeof p?.cityId === 'string' ? p.cityId : typeof p?.stateId === 'string' ? p.stateId : null
        return id ? [placeOfId(id)] : []
      })
      values[d.key] = {
        type: 'places',
        places,
        withinMiles: typeof info.withinMiles === 'number' ? info.withinMiles : DEFAULT_WITHIN_MILES,
        includeInterested: info.includeInterested === true,
      }
    } else if (d.key === 'shortlistedInJob') {
      // the job's title is looked up by the picker (a saved filter keeps ids only)
      const ids = item.selectedFilterOptions.filter((x): x is string => typeof x === 'string')
      values[d.key] = { type: 'jobs', jobs: ids.map((id) => ({ id, label: id })) }
    } else if (d.type === 'comparison' || d.type === 'days') {
      const o = item.selectedFilterOptions[0] as {
        comparison?: ComparisonKind
        value?: number
        from?: number
        to?: number
      }
      if (!o?.comparison) continue
      values[d.key] =
        o.comparison === 'between'
          ? { type: 'comparison', comparison: 'between', value: String(o.from ?? ''), to: String(o.to ?? '') }
          : { type: 'comparison', comparison: o.comparison, value: String(o.value ?? ''), to: '' }
    } else {
      values[d.key] = {
        type: d.type === 'text' ? 'terms' : 'options',
        values: item.selectedFilterOptions.filter((x): x is string => typeof x === 'string'),
      }
    }
  }
  return values
}
