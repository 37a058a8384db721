/**
 * Our filters, sorts and settings in Meilisearch's own terms (its filter expression syntax and
 * index settings). Pure, so tested without a server.
 */
import type { Filter, IndexSettings, SortClause, TextWeight } from '../../engine'
import { SEARCH_LIMITS } from '../../engine'
import { TYPO_WORD_SIZE } from '../../text'

const METERS_PER_MILE = 1609.344
/** `id` exists on every document: these stand for true and false. */
const TRUE = 'id EXISTS'
const FALSE = 'NOT id EXISTS'

export function quote(value: string | number | boolean): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('not a finite number')
    return String(value)
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

function attribute(field: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`bad field name ${field}`)
  return field
}

const round = (n: number) => Math.round(n * 1e6) / 1e6

export function toMeiliFilter(filter: Filter | undefined, settings: IndexSettings): string | undefined {
  if (!filter) return undefined
  const go = (f: Filter): string => {
    switch (f.type) {
      case 'and':
        return f.filters.length ? `(${f.filters.map(go).join(' AND ')})` : TRUE
      case 'or':
        return f.filters.length ? `(${f.filters.map(go).join(' OR ')})` : FALSE
      case 'not':
        return `(NOT ${go(f.filter)})`
      case 'ids':
        return f.ids.length ? `id IN [${f.ids.map((id) => quote(String(id))).join(', ')}]` : FALSE
      case 'geo':
        return f.circles.length
          ? `(${f.circles.map((c) => `_geoRadius(${round(c.lat)}, ${round(c.lng)}, ${Math.round(c.miles * METERS_PER_MILE)})`).join(' OR ')})`
          : FALSE
      case 'in':
        return f.values.length ? `${attribute(f.field)} IN [${f.values.map(quote).join(', ')}]` : FALSE
      case 'notIn':
        return f.values.length ? `${attribute(f.field)} NOT IN [${f.values.map(quote).join(', ')}]` : TRUE
      case 'all':
        return f.values.length ? `(${f.values.map((v) => `${attribute(f.field)} = ${quote(v)}`).join(' AND ')})` : TRUE
      case 'range': {
        const a = attribute(f.field)
        const parts = [
          f.gte !== undefined ? `${a} >= ${quote(f.gte)}` : null,
          f.gt !== undefined ? `${a} > ${quote(f.gt)}` : null,
          f.lte !== undefined ? `${a} <= ${quote(f.lte)}` : null,
          f.lt !== undefined ? `${a} < ${quote(f.lt)}` : null,
        ].filter(Boolean)
        return parts.length ? `(${parts.join(' AND ')})` : `(${a} EXISTS AND NOT ${a} IS NULL)`
      }
      case 'exists': {
        const a = attribute(f.field)
        const present =
          settings.filterable[f.field] === 'keywords'
            ? `(${a} EXISTS AND NOT ${a} IS NULL AND NOT ${a} IS EMPTY)`
            : `(${a} EXISTS AND NOT ${a} IS NULL)`
        return f.exists ? present : `(NOT ${present})`
      }
    }
  }
  return go(filter)
}

export function toMeiliSort(sort: readonly SortClause[] | undefined): string[] | undefined {
  if (!sort?.length) return undefined
  return [...sort.map((s) => `${attribute(s.field)}:${s.direction}`), 'id:asc']
}

const WEIGHT_ORDER: readonly TextWeight[] = ['A', 'B', 'C', 'D']

/** The index settings: searchable attributes in weight order, filters, sorts, typo sizes, bounds. */
export function toMeiliSettings(settings: IndexSettings) {
  const searchable = WEIGHT_ORDER.flatMap((w) => settings.searchable.filter((s) => s.weight === w).map((s) => s.field))
  return {
    searchableAttributes: searchable,
    filterableAttributes: ['id', ...Object.keys(settings.filterable), ...(settings.geo ? ['_geo'] : [])],
    sortableAttributes: ['id', ...settings.sortable, ...(settings.geo ? ['_geo'] : [])],
    // an explicit sort (date added, alphabetical) decides the order; words and typos then rank
    rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
    typoTolerance: {
      enabled: true,
      minWordSizeForTypos: { oneTypo: TYPO_WORD_SIZE.oneTypo, twoTypos: TYPO_WORD_SIZE.twoTypos },
    },
    pagination: { maxTotalHits: SEARCH_LIMITS.maxPaging },
    faceting: { maxValuesPerFacet: SEARCH_LIMITS.maxFacetValues },
    // stop words are not configured: the embedded engine drops English ones itself
    stopWords: [] as string[],
  }
}
