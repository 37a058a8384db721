/**
 * POST candidates/search: free text plus the recruiters' filter items, sorted (Best Match,
 * Alphabetical Order, Date Added, Last Updated), paged, with facet counts.
 *
 * Who finds what:
 * - provider staff: every candidate not marked for deletion;
 * - client users: only candidates submitted to their own organization's jobs (decided from the
 *   database at query time), never an off-the-market one; no recruiter-only filters or facets;
 *   in anti-bias mode, no names, contact details, employers or schools in the answer, and the
 *   text does not search names or contact fields;
 * - demographic filters need the `demographic-filter` permission; they are answered from the
 *   database (demographics are never indexed), and must leave at least 4 candidates
 *   (MIN_CANDIDATES_TO_FILTER) so nobody is singled out by them.
 * The page is then read from the database, so cards are current and checked once more.
 */
import { F, type Filter, type SortClause } from '@quota/search/engine'
import type { CandidateDocument } from '@quota/search/indexes/candidates'
import {
  type CandidateFilterItem,
  type CandidateSearchBody,
  type CandidateSearchQuery,
  type CandidateSearchResponse,
  type CandidateSortOption,
  type FacetValue,
  MIN_CANDIDATES_TO_FILTER,
  SEARCH_MESSAGES,
  STAFF_ONLY_FILTER_KEYS,
} from '@quota/shared/contracts/search'
import { headlineSalesFigures } from '@quota/shared/domain/candidates/sales-evidence'
import { SEARCH_STATUS_LABELS, WORK_ARRANGEMENT_LABELS } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import type { DbOrTx } from '../../db/client'
import type { UseCaseContext } from '../context'
import { candidateFilter, FACET_FIELDS, isDemographic, searchTextOf } from './candidate-filters'
import { findCardFlags } from './card-flags'
import {
  type DemographicKey,
  findCandidateCards,
  findCities,
  findClientVisibleCandidateIds,
  findDemographicCandidateIds,
  findDesiredPositions,
  findJobsByIds,
  findLabels,
  findSalesDetails,
  findShortlistedCandidateIds,
} from './repository'
import { canUseDemographicFilters, type SearchScope, scopeOf } from './scope'
import type { SearchServices } from './search-engine'
import { checkSearchText, refusedTextAs } from './search-text'
import { toCandidateSearchItem } from './to-dto'

/** Demographic filters may match at most this many candidates before narrowing is required. */
export const MAX_DEMOGRAPHIC_MATCHES = 100_000

/** The candidates index fields searched in anti-bias mode (everything but names and contact). */
export const ANTI_BIAS_SEARCH_FIELDS = [
  'title',
  'companies',
  'positions',
  'titles',
  'skills',
  'education',
  'places',
  'about',
]

const SORTS: Record<Exclude<CandidateSortOption, 'bestMatch'>, SortClause> = {
  alphabetical: { field: 'sortName', direction: 'asc' },
  dateAdded: { field: 'createdAt', direction: 'desc' },
  lastUpdated: { field: 'updatedAt', direction: 'desc' },
}

export interface SearchCandidatesInput {
  query: CandidateSearchQuery
  body: CandidateSearchBody
  /** The anti-bias gate's decision for this answer (plugins/anti-bias.ts). */
  antiBias?: boolean
}

function sortFor(query: CandidateSearchQuery, hasText: boolean): SortClause[] {
  if (query.sortBy === 'bestMatch') {
    // best match without text has nothing to rank: most recently updated first
    return hasText ? [] : [{ field: 'updatedAt', direction: query.sortDirection ?? 'desc' }]
  }
  const sort = SORTS[query.sortBy]
  return [{ ...sort, direction: query.sortDirection ?? sort.direction }]
}

function checkAllowed(
  items: readonly CandidateFilterItem[],
  facets: readonly string[],
  scope: SearchScope,
  ctx: UseCaseContext,
) {
  items.forEach((item, i) => {
    if (isDemographic(item) && !canUseDemographicFilters(ctx.actor)) {
      throw new AppError('FORBIDDEN', {
        message: SEARCH_MESSAGES.demographicFilter,
        details: [
          { path: `filterItems.${i}.key`, rule: 'demographicFilter', message: SEARCH_MESSAGES.demographicFilter },
        ],
      })
    }
    if (scope.kind === 'client' && (STAFF_ONLY_FILTER_KEYS as readonly string[]).includes(item.key)) {
      throw new AppError('FORBIDDEN', {
        message: SEARCH_MESSAGES.internalFilter,
        details: [{ path: `filterItems.${i}.key`, rule: 'staffOnly', message: SEARCH_MESSAGES.internalFilter }],
      })
    }
  })
  if (scope.kind === 'client') {
    const internal = facets.find((f) => ['leadStatus', 'contactStatus', 'owner'].includes(f))
    if (internal) throw AppError.field('facets', 'staffOnly', SEARCH_MESSAGES.internalFilter, 'FORBIDDEN')
  }
}

/** Looks up what the filters need from the database: cities, shortlists, demographics. */
export async function filterLookups(db: DbOrTx, items: readonly CandidateFilterItem[], scope: SearchScope) {
  const cityIds = [
    ...new Set(
      items.flatMap((i) =>
        i.key === 'location' ? i.selectedFilterOptions.flatMap((p) => (p.cityId ? [p.cityId] : [])) : [],
      ),
    ),
  ]
  const cityRows = await findCities(db, cityIds)
  const cities = new Map(cityRows.map((c) => [c.id, c]))
  const unknown = cityIds.find((id) => !cities.has(id))
  if (unknown) throw AppError.field('filterItems', 'notFound', `Unknown city ${unknown}`, 'VALIDATION_FAILED')

  let shortlisted: string[] | undefined
  const jobIds = [...new Set(items.flatMap((i) => (i.key === 'shortlistedInJob' ? i.selectedFilterOptions : [])))]
  if (jobIds.length) {
    const jobs = await findJobsByIds(db, jobIds)
    const visible = jobs.filter(
      (j) => !j.deletedAt && (scope.kind === 'staff' || j.organizationId === scope.organizationId),
    )
    if (visible.length !== jobIds.length) throw AppError.field('filterItems', 'notFound', 'Unknown job', 'NOT_FOUND')
    shortlisted = await findShortlistedCandidateIds(db, jobIds)
  }

  let demographic: string[] | undefined
  const demographicItems = items.filter(isDemographic)
  if (demographicItems.length) {
    demographic = await findDemographicCandidateIds(
      db,
      demographicItems.map((i) => ({ key: i.key as DemographicKey, ids: i.selectedFilterOptions as string[] })),
      MAX_DEMOGRAPHIC_MATCHES + 1,
    )
    if (demographic.length > MAX_DEMOGRAPHIC_MATCHES) {
      throw AppError.field(
        'filterItems',
        'tooManyCandidates',
        'Too many candidates match; please narrow the demographic filters',
      )
    }
  }
  return { now: Date.now(), cities, ...(shortlisted ? { shortlisted } : {}), ...(demographic ? { demographic } : {}) }
}

/** The part of the filter that depends on who asks. */
export async function scopeFilter(ctx: UseCaseContext, scope: SearchScope): Promise<Filter> {
  if (scope.kind === 'staff') return F.in('isDeleted', [false])
  const visible = await findClientVisibleCandidateIds(ctx.db, scope.organizationId)
  return F.and(F.ids(visible), F.in('isDeleted', [false]), F.notIn('searchStatus', ['offTheMarket']))
}

async function facetValues(
  ctx: UseCaseContext,
  facets: Record<string, Record<string, number>>,
  wanted: readonly string[],
) {
  const all = wanted.flatMap((key) => Object.keys(facets[FACET_FIELDS[key as keyof typeof FACET_FIELDS]] ?? {}))
  const labels = await findLabels(ctx.db, all)
  const label = (key: string, value: string): string | null =>
    key === 'searchStatus'
      ? ((SEARCH_STATUS_LABELS as Record<string, string>)[value] ?? null)
      : key === 'locationTypes'
        ? ((WORK_ARRANGEMENT_LABELS as Record<string, string>)[value] ?? null)
        : (labels.get(value) ?? null)
  return Object.fromEntries(
    wanted.map((key) => [
      key,
      Object.entries(facets[FACET_FIELDS[key as keyof typeof FACET_FIELDS]] ?? {}).map(
        ([value, count]): FacetValue => ({ value, label: label(key, value), count }),
      ),
    ]),
  )
}

export async function searchCandidates(
  { ctx, input }: { ctx: UseCaseContext; input: SearchCandidatesInput },
  search: SearchServices,
): Promise<CandidateSearchResponse> {
  const scope = scopeOf(ctx.actor)
  const items = (input.body.filterItems ?? []) as CandidateFilterItem[]
  const facets = input.body.facets ?? []
  checkAllowed(items, facets, scope, ctx)

  // decided by the anti-bias gate (plugins/anti-bias.ts): the user's setting, or the body's flag
  const anonymize = input.antiBias === true
  // each text is checked where it was typed; together they are ANDed, each keeping its meaning
  checkSearchText(input.body.searchText, 'searchText')
  for (const [i, item] of items.entries()) {
    if (item.key !== 'keywords') continue
    for (const [j, text] of item.selectedFilterOptions.entries()) {
      checkSearchText(text, `filterItems.${i}.selectedFilterOptions.${j}`)
    }
  }
  const text = searchTextOf(input.body.searchText, items)
  const filter = F.and(await scopeFilter(ctx, scope), candidateFilter(items, await filterLookups(ctx.db, items, scope)))
  const result = await refusedTextAs('searchText', () =>
    search.engine.search<CandidateDocument>('candidates', {
      text,
      filter,
      ...(anonymize ? { searchOn: ANTI_BIAS_SEARCH_FIELDS } : {}),
      sort: sortFor(input.query, text.length > 0),
      facets: facets.map((f) => FACET_FIELDS[f]),
      limit: input.query.limit,
      offset: input.query.offset,
    }),
  )

  if (items.some(isDemographic) && result.total > 0 && result.total < MIN_CANDIDATES_TO_FILTER) {
    throw AppError.field('filterItems', 'minCandidatesToFilter', SEARCH_MESSAGES.minCandidates)
  }

  // the page, as the database has it now; a client's page is checked against its scope again
  const ids = result.hits.map((h) => h.id)
  const [cards, positions, sales, flags] = await Promise.all([
    findCandidateCards(ctx.db, ids),
    findDesiredPositions(ctx.db, ids),
    findSalesDetails(ctx.db, ids),
    findCardFlags(ctx.db, ids, scope),
  ])
  const now = new Date()
  const byId = new Map(cards.map((c) => [c.id, c]))
  const allowed =
    scope.kind === 'client' ? new Set(await findClientVisibleCandidateIds(ctx.db, scope.organizationId)) : null
  const positionsBy = Map.groupBy(positions, (p) => p.candidateId)
  const labels =
    scope.kind === 'staff'
      ? await findLabels(
          ctx.db,
          cards.flatMap((c) => [c.leadStatusId, c.contactStatusId, c.ownerId].filter((v): v is string => !!v)),
        )
      : new Map<string, string>()

  const data = result.hits.flatMap((hit) => {
    const card = byId.get(hit.id)
    if (!card) return []
    if (allowed && (!allowed.has(card.id) || card.searchStatus === 'offTheMarket' || card.toBeDeletedAt)) return []
    return [
      toCandidateSearchItem(
        card,
        {
          positions: (positionsBy.get(card.id) ?? []).map((p) => ({ id: p.id, name: p.name })),
          labels,
          score: hit.score,
          headline: headlineSalesFigures(sales.get(card.id) ?? [], card.headlineWorkExperienceId),
          flags: flags.get(card.id) ?? { isShortListed: false, isHidden: false, ats: null },
          now,
        },
        { staff: scope.kind === 'staff', anonymize },
      ),
    ]
  })

  return {
    data,
    meta: {
      total: result.total,
      limit: input.query.limit,
      offset: input.query.offset,
      totalIsExact: result.totalIsExact,
      facets: await facetValues(ctx, result.facets, facets),
      facetsAreExact: result.facetsAreExact,
      sortBy: input.query.sortBy,
    },
  }
}
