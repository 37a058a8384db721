/**
 * Filters and text queries as SQL for the embedded engine. Values always travel as parameters;
 * field names are checked against the index settings and turned into column names here.
 */
import { boundingBox, EARTH_RADIUS_MILES } from '@quota/shared/domain/geo'
import type { Filter, IndexSettings, TextWeight } from '../../engine'
import { column } from './layout'

export class Params {
  readonly values: unknown[] = []
  add(value: unknown, cast: string): string {
    this.values.push(value)
    return `$${this.values.length}::${cast}`
  }
}

const typeOf = (settings: IndexSettings, field: string) => {
  if (field === 'id') return 'keyword' as const
  const type = settings.filterable[field]
  if (!type) throw new Error(`${field} is not filterable`)
  return type
}

const castOf = { keyword: 'text', keywords: 'text', number: 'float8', boolean: 'boolean' } as const

function valuesFor(type: keyof typeof castOf, values: readonly unknown[]): unknown[] {
  if (type === 'number') return values.map(Number).filter(Number.isFinite)
  if (type === 'boolean') return values.map((v) => v === true || v === 'true')
  return values.map(String)
}

/** Great-circle distance in miles between a row's (lat, lng) and a point, in SQL. */
function distanceSql(p: Params, lat: number, lng: number): string {
  const la = p.add(lat, 'float8')
  const ln = p.add(lng, 'float8')
  return `(2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(power(sin(radians(lat - ${la}) / 2), 2) + cos(radians(${la})) * cos(radians(lat)) * power(sin(radians(lng - ${ln}) / 2), 2)))))`
}

export function filterSql(filter: Filter | undefined, settings: IndexSettings, p: Params): string {
  if (!filter) return 'true'
  switch (filter.type) {
    case 'and':
      return filter.filters.length ? `(${filter.filters.map((f) => filterSql(f, settings, p)).join(' and ')})` : 'true'
    case 'or':
      return filter.filters.length ? `(${filter.filters.map((f) => filterSql(f, settings, p)).join(' or ')})` : 'false'
    case 'not':
      return `not coalesce(${filterSql(filter.filter, settings, p)}, false)`
    case 'ids':
      return filter.ids.length ? `id = any(${p.add(filter.ids.map(String), 'text[]')})` : 'false'
    case 'geo': {
      if (!filter.circles.length) return 'false'
      const circles = filter.circles.map((c) => {
        const box = boundingBox({ latitude: c.lat, longitude: c.lng }, c.miles)
        return `(lat between ${p.add(box.minLatitude, 'float8')} and ${p.add(box.maxLatitude, 'float8')} and lng between ${p.add(box.minLongitude, 'float8')} and ${p.add(box.maxLongitude, 'float8')} and ${distanceSql(p, c.lat, c.lng)} <= ${p.add(c.miles, 'float8')})`
      })
      return `(${circles.join(' or ')})`
    }
    case 'in':
    case 'notIn': {
      const type = typeOf(settings, filter.field)
      const col = column(filter.field)
      const values = valuesFor(type, filter.values)
      const match = !values.length
        ? 'false'
        : type === 'boolean'
          ? // one comparison per value (postgres.js cannot bind boolean arrays)
            `(${[...new Set(values)].map((v) => `${col} = ${p.add(v, 'boolean')}`).join(' or ')})`
          : type === 'keywords'
            ? `${col} && ${p.add(values, 'text[]')}`
            : `${col} = any(${p.add(values, `${castOf[type]}[]`)})`
      return filter.type === 'in' ? match : `not coalesce(${match}, false)`
    }
    case 'all': {
      const type = typeOf(settings, filter.field)
      const col = column(filter.field)
      const values = valuesFor(type, filter.values)
      if (!values.length) return 'true'
      return type === 'keywords'
        ? `${col} @> ${p.add(values, 'text[]')}`
        : `(${[...new Set(values)].map((v) => `${col} = ${p.add(v, castOf[type])}`).join(' and ')})`
    }
    case 'range': {
      const col = column(filter.field)
      const parts: string[] = []
      if (filter.gte !== undefined) parts.push(`${col} >= ${p.add(filter.gte, 'float8')}`)
      if (filter.gt !== undefined) parts.push(`${col} > ${p.add(filter.gt, 'float8')}`)
      if (filter.lte !== undefined) parts.push(`${col} <= ${p.add(filter.lte, 'float8')}`)
      if (filter.lt !== undefined) parts.push(`${col} < ${p.add(filter.lt, 'float8')}`)
      return parts.length ? `(${parts.join(' and ')})` : `${col} is not null`
    }
    case 'exists': {
      const type = typeOf(settings, filter.field)
      const col = column(filter.field)
      const present = type === 'keywords' ? `cardinality(${col}) > 0` : `${col} is not null`
      return filter.exists ? present : `not (${present})`
    }
  }
}

/** One query word and what it may also match (typo corrections). */
export interface TermAlternatives {
  term: string
  alternatives: string[]
  /** Match as a prefix (the last word, still being typed). */
  prefix: boolean
}

/**
 * The tsquery text: every word must match (AND), each through any of its alternatives (OR),
 * restricted to the given weights. Words are [a-z0-9] only, so no tsquery syntax gets in.
 */
export function tsqueryText(
  terms: readonly TermAlternatives[],
  weights: readonly TextWeight[] | null,
  exact = false,
): string {
  const w = weights && weights.length < 4 ? weights.join('') : ''
  return terms
    .map((t) => {
      const options = exact ? [t.term] : [t.term, ...t.alternatives.filter((a) => a !== t.term)]
      const atom = (word: string) => `${word}:${t.prefix && !exact ? '*' : ''}${w}`.replace(/:$/, '')
      return options.length === 1 ? atom(options[0]!) : `(${options.map(atom).join(' | ')})`
    })
    .join(' & ')
}
