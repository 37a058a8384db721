/**
 * The candidate filters as the screen edits them, and their conversion to the API's filter items
 * (001 §3 "Filter item"; 001 §5 limits). Pure, tested in filters.test.ts.
 */
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

/** One filter's value as edited: ticked options, a comparison, or free terms. */
export type FilterValue =
  | { type: 'options'; values: string[] }
  | { type: 'comparison'; comparison: ComparisonKind; value: string; to: string }
  | { type: 'terms'; values: string[] }

export type FilterValues = Record<string, FilterValue>

/**
 * The filters a recruiter can set on this screen. Owner takes its choices from the owners;
 * shortlisted-in-job (a job picker) and location (a city picker with the radius): not yet.
 */
export const SUPPORTED_TYPES: readonly FilterDefinition['type'][] = ['multiSelect', 'comparison', 'days', 'text']
export const UNSUPPORTED_KEYS = new Set(['location', 'shortlistedInJob'])

export const isSupported = (d: FilterDefinition) => SUPPORTED_TYPES.includes(d.type) && !UNSUPPORTED_KEYS.has(d.key)

export function isEmptyValue(v: FilterValue | undefined): boolean {
  if (!v) return true
  if (v.type === 'comparison') return v.value.trim() === '' && v.to.trim() === ''
  return v.values.length === 0
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
    if (v.type === 'comparison') {
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
  items: readonly { key: string; selectedFilterOptions: readonly unknown[] }[],
): FilterValues {
  const values: FilterValues = {}
  for (const item of items) {
    const d = definitions.find((x) => x.key === item.key)
    if (!d || !isSupported(d)) continue
    if (d.type === 'comparison' || d.type === 'days') {
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
