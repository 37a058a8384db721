/**
 * The one search interface (architecture.md "Search"). Two engines implement it:
 * `engines/embedded` (PostgreSQL full-text search + pg_trgm, on PGlite or a server) and
 * `engines/meilisearch`. Use cases talk to `SearchEngine` only; which engine runs is a start-up
 * choice (`MEILISEARCH_URL`). The same contract suite (`contract.test.ts`) runs on both.
 *
 * Documents are flat JSON: ids are strings, dates are epoch milliseconds (numbers, so both
 * engines can range-filter and sort them), lists are arrays, absent values are null or [].
 * A document's optional `_geo` `{ lat, lng }` is its point for radius filters.
 */

import { SEARCH_INDEX_NAMES, type SearchIndexName } from '@quota/shared/domain/enums'
import type { SearchField } from '@quota/shared/domain/search/query'

export const INDEX_NAMES = SEARCH_INDEX_NAMES
export type IndexName = SearchIndexName

/**
 * How a filterable field is stored and compared:
 * - keyword: one string (or null); `in` = equals one of
 * - keywords: a string array; `in` = shares at least one value, `all` = holds every value
 * - number: a number (or null); dates are numbers too (epoch ms)
 * - boolean
 */
export type FieldType = 'keyword' | 'keywords' | 'number' | 'boolean'

export type TextWeight = 'A' | 'B' | 'C' | 'D'

export interface IndexSettings {
  /** Text fields searched, most important first. A: names; B: titles, companies; C: skills and tags; D: long text. */
  searchable: readonly { field: string; weight: TextWeight }[]
  /** Text fields that identify a person (left out of the search in anti-bias mode). */
  identifying: readonly string[]
  /** Text fields matched only as typed: no typo correction (e-mail addresses, phone numbers). */
  exactOnly?: readonly string[]
  filterable: Readonly<Record<string, FieldType>>
  /** Fields results may be sorted on (keyword or number fields of `filterable`). */
  sortable: readonly string[]
  /**
   * The searchable fields each field prefix of the query language looks in (`title:vp`); a
   * prefix the index does not name searches every field.
   */
  fieldPrefixes?: Readonly<Partial<Record<SearchField, readonly string[]>>>
  /** Fields whose value counts a search can answer (keyword, keywords or boolean fields of `filterable`). */
  facets: readonly string[]
  /** Whether documents carry `_geo` for radius filters. */
  geo: boolean
  /** Embedded engine hint: filterable fields selective enough to deserve their own index. */
  indexed: readonly string[]
}

export interface IndexDefinition<Row = unknown, Doc extends SearchDocument = SearchDocument> {
  name: IndexName
  settings: IndexSettings
  /** Pure: a row as the database loader assembles it -> the document indexed. */
  toDocument(row: Row): Doc
}

export interface GeoPoint {
  lat: number
  lng: number
}

export interface SearchDocument {
  id: string
  _geo?: GeoPoint | null
  [field: string]: unknown
}

export type Scalar = string | number | boolean

/** A filter tree; a query's filter is one node (use `F.and` to combine). */
export type Filter =
  | { type: 'in'; field: string; values: readonly Scalar[] }
  | { type: 'notIn'; field: string; values: readonly Scalar[] }
  | { type: 'all'; field: string; values: readonly string[] }
  | { type: 'range'; field: string; gte?: number; lte?: number; gt?: number; lt?: number }
  | { type: 'exists'; field: string; exists: boolean }
  | { type: 'geo'; circles: readonly { lat: number; lng: number; miles: number }[] }
  | { type: 'ids'; ids: readonly string[] }
  | { type: 'and'; filters: readonly Filter[] }
  | { type: 'or'; filters: readonly Filter[] }
  | { type: 'not'; filter: Filter }

/** Filter builders: `F.and(F.in('searchStatus', ['activelySearching']), F.range('desiredOteK', { lte: 200 }))`. */
export const F = {
  in: (field: string, values: readonly Scalar[]): Filter => ({ type: 'in', field, values }),
  notIn: (field: string, values: readonly Scalar[]): Filter => ({ type: 'notIn', field, values }),
  all: (field: string, values: readonly string[]): Filter => ({ type: 'all', field, values }),
  range: (field: string, bounds: { gte?: number; lte?: number; gt?: number; lt?: number }): Filter => ({
    type: 'range',
    field,
    ...bounds,
  }),
  exists: (field: string, exists = true): Filter => ({ type: 'exists', field, exists }),
  geo: (circles: readonly { lat: number; lng: number; miles: number }[]): Filter => ({ type: 'geo', circles }),
  ids: (ids: readonly string[]): Filter => ({ type: 'ids', ids }),
  and: (...filters: (Filter | null | undefined | false)[]): Filter => ({
    type: 'and',
    filters: filters.filter((f): f is Filter => !!f),
  }),
  or: (...filters: (Filter | null | undefined | false)[]): Filter => ({
    type: 'or',
    filters: filters.filter((f): f is Filter => !!f),
  }),
  not: (filter: Filter): Filter => ({ type: 'not', filter }),
}

export interface SortClause {
  field: string
  direction: 'asc' | 'desc'
}

export interface SearchQuery {
  /**
   * Free text in the query language of `@quota/shared/domain/search/query` (AND, OR, NOT,
   * "phrases", word*, title:...); plain words are typo-tolerant, a bare last word matched as a
   * prefix. Empty: filters only. Text that does not parse throws `TextQueryError`.
   */
  text?: string
  filter?: Filter
  /** Search the text in these searchable fields only (anti-bias mode leaves out `identifying`). */
  searchOn?: readonly string[]
  /** None: best match first (with text), else the engine's natural order. */
  sort?: readonly SortClause[]
  /** Value counts wanted, by field (see IndexSettings.facets). */
  facets?: readonly string[]
  limit: number
  offset: number
}

export interface SearchHit<D extends SearchDocument = SearchDocument> {
  id: string
  /** Relevance (higher is better) when the query had text and no sort; else null. */
  score: number | null
  document: D
}

export interface SearchResult<D extends SearchDocument = SearchDocument> {
  hits: SearchHit<D>[]
  /**
   * Matches over all pages: exact when counting them is affordable, else a true lower bound
   * (never more than really match).
   */
  total: number
  /** False when the total is a lower bound (show "12,000+"). */
  totalIsExact: boolean
  /** field -> value -> count. */
  facets: Record<string, Record<string, number>>
  /** False when counted on a bounded sample of a very large match set (and scaled to the total). */
  facetsAreExact: boolean
  tookMs: number
}

export interface EnsureIndexResult {
  /** The index was created or its layout changed: it must be rebuilt from the database. */
  needsReindex: boolean
}

export interface SearchEngine {
  readonly kind: 'embedded' | 'meilisearch'
  /** Creates the index and its storage if missing, applies its settings; idempotent. */
  ensureIndex(index: IndexName): Promise<EnsureIndexResult>
  /** Adds or replaces documents (by id). */
  upsert(index: IndexName, documents: readonly SearchDocument[]): Promise<void>
  remove(index: IndexName, ids: readonly string[]): Promise<void>
  search<D extends SearchDocument = SearchDocument>(index: IndexName, query: SearchQuery): Promise<SearchResult<D>>
  /** Several searches at once (global search across entities). */
  multiSearch(queries: readonly { index: IndexName; query: SearchQuery }[]): Promise<SearchResult[]>
  /**
   * Replaces an index's whole content with the batches given, then drops every document that
   * was not in them; searches keep answering from the old content meanwhile.
   */
  rebuild(index: IndexName, batches: AsyncIterable<readonly SearchDocument[]>): Promise<{ documents: number }>
  count(index: IndexName): Promise<number>
  close(): Promise<void>
}

/** Bounds every engine honours, so no query costs more than a bounded amount of work. */
export const SEARCH_LIMITS = {
  /** A page of hits. */
  maxLimit: 200,
  /** Best-match results rank at most this many matches (per tier), and page this far. */
  maxRankedHits: 1000,
  /** Facets are counted exactly up to this many matches, then estimated from a sample of this many. */
  maxExactTotal: 1000,
  /** Totals are counted exactly up to this many matches; beyond, the total is this lower bound ("10,000+"). */
  maxCountedTotal: 10_000,
  /**
   * Sorted (not best-match) results: up to this many matches are fetched and sorted whole, with
   * exact totals and facets; only beyond it does the page walk the sort index. (Walking the index
   * for a few thousand scattered matches reads most of the table.)
   */
  maxSortedSample: 2500,
  /** Sorted and filtered results page this far (Meilisearch's pagination.maxTotalHits). */
  maxPaging: 10_000,
  /** Facet values answered per field. */
  maxFacetValues: 100,
  /** Words of a text query considered. */
  maxTerms: 10,
  /** Server-side statement timeout of one search (PostgreSQL; PGlite cannot interrupt a query). */
  statementTimeoutMs: 3000,
} as const

export class SearchQueryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SearchQueryError'
  }
}

/**
 * The text of a query cannot be searched: it does not parse (`position` says where), or the
 * engine cannot express it (Meilisearch has no OR: `position` null). Callers answer 422 on the
 * text field, never drop the part they cannot run.
 */
export class TextQueryError extends SearchQueryError {
  constructor(
    message: string,
    readonly position: number | null,
  ) {
    super(message)
    this.name = 'TextQueryError'
  }
}

/** Checks a query against an index's settings (unknown fields are programming errors). */
export function validateQuery(index: IndexName, settings: IndexSettings, query: SearchQuery): void {
  const known = (field: string) => field === 'id' || field in settings.filterable
  const visit = (f: Filter) => {
    switch (f.type) {
      case 'and':
      case 'or':
        f.filters.forEach(visit)
        return
      case 'not':
        visit(f.filter)
        return
      case 'geo':
        if (!settings.geo) throw new SearchQueryError(`${index}: no geo field`)
        return
      case 'ids':
        return
      default:
        if (!known(f.field)) throw new SearchQueryError(`${index}: ${f.field} is not filterable`)
    }
  }
  if (query.filter) visit(query.filter)
  for (const s of query.sort ?? []) {
    if (!settings.sortable.includes(s.field)) throw new SearchQueryError(`${index}: ${s.field} is not sortable`)
  }
  for (const facet of query.facets ?? []) {
    if (!settings.facets.includes(facet)) throw new SearchQueryError(`${index}: ${facet} is not a facet`)
  }
  for (const field of query.searchOn ?? []) {
    if (!settings.searchable.some((s) => s.field === field)) {
      throw new SearchQueryError(`${index}: ${field} is not searchable`)
    }
  }
  if (!Number.isInteger(query.limit) || query.limit < 0 || query.limit > SEARCH_LIMITS.maxLimit) {
    throw new SearchQueryError('limit out of range')
  }
  if (!Number.isInteger(query.offset) || query.offset < 0) throw new SearchQueryError('offset out of range')
}
