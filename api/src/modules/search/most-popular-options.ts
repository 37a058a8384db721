/**
 * POST search/most-popular-options: the values most worth offering first under "Frequently
 * Used" for each filter asked: the most common among the candidates the user may find
 * (`global`), or the ones the user most often put in their own saved filters.
 */
import { F } from '@quota/search/engine'
import { type FacetValue, FREQUENTLY_USED_LABEL, type MOST_POPULAR_KEYS } from '@quota/shared/contracts/search'
import type { UseCaseContext } from '../context'
import { FACET_FIELDS } from './candidate-filters'
import { findLabels, findOwnFilterItems } from './repository'
import { scopeOf } from './scope'
import { scopeFilter } from './search-candidates'
import type { SearchServices } from './search-engine'

type Key = (typeof MOST_POPULAR_KEYS)[number]

export async function mostPopularOptions(
  { ctx, input }: { ctx: UseCaseContext; input: { mostPopularOptionKeys: Key[]; global: boolean; limit: number } },
  search: SearchServices,
) {
  const scope = scopeOf(ctx.actor)
  const keys = [...new Set(input.mostPopularOptionKeys)]
  const counts: Record<string, [string, number][]> = {}
  if (input.global) {
    const result = await search.engine.search('candidates', {
      filter: F.and(await scopeFilter(ctx, scope)),
      facets: keys.map((k) => FACET_FIELDS[k]),
      limit: 0,
      offset: 0,
    })
    for (const key of keys) counts[key] = Object.entries(result.facets[FACET_FIELDS[key]] ?? {})
  } else {
    const items = await findOwnFilterItems(ctx.db, ctx.actor.userId)
    for (const key of keys) {
      const tally = new Map<string, number>()
      for (const item of items) {
        if (item.key !== key) continue
        for (const v of item.selectedFilterOptions) if (typeof v === 'string') tally.set(v, (tally.get(v) ?? 0) + 1)
      }
      counts[key] = [...tally.entries()]
    }
  }
  const top = Object.fromEntries(
    keys.map((key) => [
      key,
      (counts[key] ?? []).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, input.limit),
    ]),
  )
  const labels = await findLabels(
    ctx.db,
    Object.values(top).flatMap((list) => list.map(([v]) => v)),
  )
  return Object.fromEntries(
    keys.map((key) => [
      key,
      {
        groupLabel: FREQUENTLY_USED_LABEL,
        options: (top[key] ?? []).map(
          ([value, count]): FacetValue => ({ value, label: labels.get(value) ?? null, count }),
        ),
      },
    ]),
  ) as Record<string, { groupLabel: typeof FREQUENTLY_USED_LABEL; options: FacetValue[] }>
}
