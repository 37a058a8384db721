/**
 * The job's preferred filter items in the recommendation ranking (search/filter-boost.ts has the
 * rule): a candidate's place in a pool is their fit score times the boost per preferred item they
 * match; the fit score itself (0-100, shown part by part) does not change, and preferred items
 * never take anyone out of a pool (the numbered rules decide that).
 *
 * The engine judges the items it holds facts for (the candidate's current or latest role, as the
 * score does): positions, deal size, sold-into levels, industries, desired base and OTE, quota
 * attainment. Other preferred items rank the job's matching list (judged by the search engine)
 * and are named "not judged here" in the explanation.
 */
import { boostedRank, DEFAULT_FILTER_BOOST, type Preferable, preferredFactor } from '../search/filter-boost'
import type { CandidateFacts } from './facts'

export const RECOMMENDATION_PREFERRED_KEYS = [
  'positions',
  'dealSize',
  'soldIntoLevels',
  'industries',
  'baseSalary',
  'ote',
  'quotaAttainment',
] as const
export type RecommendationPreferredKey = (typeof RECOMMENDATION_PREFERRED_KEYS)[number]

const LABELS: Record<RecommendationPreferredKey, string> = {
  positions: 'Position',
  dealSize: 'Deal size',
  soldIntoLevels: 'Sold-into level',
  industries: 'Industry',
  baseSalary: 'Desired base',
  ote: 'Desired OTE',
  quotaAttainment: 'Quota attainment',
}
/** How the explanation names a filter key (keys the engine does not judge by their key). */
export const preferredKeyLabel = (key: string) => LABELS[key as RecommendationPreferredKey] ?? key

/** A saved filter item as stored (the job's `filterJson`), loosely typed. */
export interface PreferredItem extends Preferable {
  key: string
  selectedFilterOptions: readonly unknown[]
}

export type Comparison =
  | { comparison: 'lessThan'; value: number }
  | { comparison: 'greaterThan'; value: number }
  | { comparison: 'between'; from: number; to: number }

const ids = (item: PreferredItem) => item.selectedFilterOptions.filter((v): v is string => typeof v === 'string')
/** The comparison of a number item (baseSalary, ote, quotaAttainment), if it holds one. */
export const comparisonOf = (item: PreferredItem): Comparison | null => {
  const c = item.selectedFilterOptions[0] as Comparison | undefined
  return c && typeof c === 'object' && 'comparison' in c ? c : null
}

/** A number against a filter comparison, as the search filter compares it (strict less / greater, inclusive between). */
export function compares(value: number | null, c: Comparison): boolean {
  if (value === null) return false
  if (c.comparison === 'lessThan') return value < c.value
  if (c.comparison === 'greaterThan') return value > c.value
  return value >= c.from && value <= c.to
}

const thousands = (n: number | null) => (n === null ? null : Math.round(n / 1000))

/** Whether the candidate matches one preferred item; null when the engine does not judge that key. */
export function preferredItemMatches(item: PreferredItem, c: CandidateFacts): boolean | null {
  switch (item.key) {
    case 'positions': {
      const wanted = ids(item)
      return (
        c.desiredPositionIds.some((id) => wanted.includes(id)) ||
        (c.latestPositionId !== null && wanted.includes(c.latestPositionId))
      )
    }
    case 'dealSize':
      return c.dealSize !== null && ids(item).includes(c.dealSize.id)
    case 'soldIntoLevels':
      return c.soldIntoLevelIds.some((id) => ids(item).includes(id))
    case 'industries':
      return c.clientVerticalIds.some((id) => ids(item).includes(id))
    case 'baseSalary':
    case 'ote':
    case 'quotaAttainment': {
      const cmp = comparisonOf(item)
      if (!cmp) return null
      const value =
        item.key === 'baseSalary'
          ? thousands(c.desiredBaseSalary)
          : item.key === 'ote'
            ? thousands(c.desiredOte)
            : c.quotaAttainment
      return compares(value, cmp)
    }
    default:
      return null
  }
}

export interface PreferredOutcome {
  key: string
  label: string
  /** null: not judged by the recommendation engine (the matching list ranks by it). */
  matched: boolean | null
}

export interface PreferredRanking {
  /** Each preferred item of the job's filter and whether the candidate matches it. */
  items: PreferredOutcome[]
  matched: number
  /** boost^matched. */
  factor: number
  boost: number
  /** The fit score times the factor: the candidate's place in the pool. */
  rank: number
}

/** The candidate's rank in a pool from their fit score and the job's preferred items. */
export function preferredRanking(
  fitTotal: number,
  preferred: readonly PreferredItem[],
  c: CandidateFacts,
  boost: number = DEFAULT_FILTER_BOOST,
): PreferredRanking {
  const items = preferred.map((item) => ({
    key: item.key,
    label: preferredKeyLabel(item.key),
    matched: preferredItemMatches(item, c),
  }))
  const matched = items.filter((i) => i.matched === true).length
  return { items, matched, factor: preferredFactor(matched, boost), boost, rank: boostedRank(fitTotal, matched, boost) }
}
