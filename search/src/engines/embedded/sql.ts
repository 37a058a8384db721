/**
 * Filters and text queries as SQL for the embedded engine. Values always travel as parameters;
 * field names are checked against the index settings and turned into column names here.
 */
import { boundingBox, EARTH_RADIUS_MILES } from '@quota/shared/domain/geo'
import type { Filter, IndexSettings, TextWeight } from '../../engine'
import { keywordCode } from './keyword-codes'
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

export interface GeoCircle {
  lat: number
  lng: number
  miles: number
}
export interface GeoPoint {
  lat: number
  lng: number
}
/**
 * Circles of a filter resolved to the distinct points of the index inside them; `grid`: no other
 * point of the index pairs one of their latitudes with one of their longitudes.
 */
export type ResolvedCircles = ReadonlyMap<GeoCircle, { points: readonly GeoPoint[]; grid: boolean }>

/** Every circle of a filter's radius conditions (the objects themselves: they key `ResolvedCircles`). */
export function circlesOf(filter: Filter | undefined): GeoCircle[] {
  if (!filter) return []
  switch (filter.type) {
    case 'and':
    case 'or':
      return filter.filters.flatMap(circlesOf)
    case 'not':
      return circlesOf(filter.filter)
    case 'geo':
      return [...filter.circles]
    default:
      return []
  }
}

/** The circle's bounding box; longitudes wrap at the antimeridian. */
function boxSql(p: Params, c: GeoCircle): string {
  const box = boundingBox({ latitude: c.lat, longitude: c.lng }, c.miles)
  const lat = `lat between ${p.add(box.minLatitude, 'float8')} and ${p.add(box.maxLatitude, 'float8')}`
  if (box.maxLongitude - box.minLongitude >= 360) return `(${lat} and lng is not null)`
  const [min, max] = [box.minLongitude, box.maxLongitude]
  const lng =
    min < -180
      ? `(lng >= ${p.add(min + 360, 'float8')} or lng <= ${p.add(max, 'float8')})`
      : max > 180
        ? `(lng >= ${p.add(min, 'float8')} or lng <= ${p.add(max - 360, 'float8')})`
        : `lng between ${p.add(min, 'float8')} and ${p.add(max, 'float8')}`
  return `(${lat} and ${lng})`
}

/**
 * The distinct points of `table` inside a circle, found by skipping through the (lat, lng) index
 * from one distinct point to the next within the circle's latitude band (people live in cities:
 * a few points hold many rows). One row: `lats`, `lngs` (the points within the exact distance,
 * at most `maxPoints + 1`) and `steps` (points visited, at most `maxSteps`: when it reaches it,
 * the band was not walked to its end and the list is incomplete).
 */
export function circlePointsSql(
  table: string,
  c: GeoCircle,
  p: Params,
  limits: { maxPoints: number; maxSteps: number },
): string {
  const box = boundingBox({ latitude: c.lat, longitude: c.lng }, c.miles)
  const minLat = p.add(box.minLatitude, 'float8')
  const maxLat = p.add(box.maxLatitude, 'float8')
  return `with recursive band(lat, lng, step) as (
      (select lat, lng, 1 from ${table} where lat >= ${minLat} and lat <= ${maxLat} and lng is not null order by lat, lng limit 1)
      union all
      select n.lat, n.lng, band.step + 1 from band cross join lateral (
        select t.lat, t.lng from ${table} t
         where (t.lat, t.lng) > (band.lat, band.lng) and t.lat <= ${maxLat} and t.lng is not null
         order by t.lat, t.lng limit 1) n
       where band.step < ${Number(limits.maxSteps)}
    ),
    inside as (
      select lat, lng from band where ${boxSql(p, c)} and ${distanceSql(p, c.lat, c.lng)} <= ${p.add(c.miles, 'float8')}
       limit ${Number(limits.maxPoints) + 1}
    )
    select coalesce((select array_agg(lat order by lat, lng) from inside), '{}') as lats,
           coalesce((select array_agg(lng order by lat, lng) from inside), '{}') as lngs,
           coalesce((select max(step) from band), 0) as steps,
           not exists (select 1 from band b
                        where b.lat in (select lat from inside) and b.lng in (select lng from inside)
                          and (b.lat, b.lng) not in (select lat, lng from inside)) as grid`
}

/**
 * The WHERE condition of a filter. `resolved` gives circles (by identity) as the distinct points
 * of the index inside them (`circlePointsSql`); a circle not there is a box and the distance.
 */
export function filterSql(
  filter: Filter | undefined,
  settings: IndexSettings,
  p: Params,
  resolved?: ResolvedCircles,
): string {
  if (!filter) return 'true'
  switch (filter.type) {
    case 'and':
      return filter.filters.length
        ? `(${filter.filters.map((f) => filterSql(f, settings, p, resolved)).join(' and ')})`
        : 'true'
    case 'or':
      return filter.filters.length
        ? `(${filter.filters.map((f) => filterSql(f, settings, p, resolved)).join(' or ')})`
        : 'false'
    case 'not':
      return `not coalesce(${filterSql(filter.filter, settings, p, resolved)}, false)`
    case 'ids':
      return filter.ids.length ? `id = any(${p.add(filter.ids.map(String), 'text[]')})` : 'false'
    case 'geo': {
      if (!filter.circles.length) return 'false'
      const circles = filter.circles.map((c) => {
        const inside = resolved?.get(c)
        if (inside) {
          // the distinct places inside the circle, estimated from the joint (lat, lng) statistics
          // (a box is a range on lat only, and its estimate a guess)
          const { points, grid } = inside
          if (!points.length) return 'false'
          // every pair of their latitudes and longitudes is one of them (or no place at all): one
          // index condition, which a plain index scan can walk and stop early
          if (grid) {
            const lats = [...new Set(points.map((pt) => pt.lat))]
            const lngs = [...new Set(points.map((pt) => pt.lng))]
            return `(lat = any(${p.add(lats, 'float8[]')}) and lng = any(${p.add(lngs, 'float8[]')}))`
          }
          return `(${points.map((pt) => `(lat = ${p.add(pt.lat, 'float8')} and lng = ${p.add(pt.lng, 'float8')})`).join(' or ')})`
        }
        return `(${boxSql(p, c)} and ${distanceSql(p, c.lat, c.lng)} <= ${p.add(c.miles, 'float8')})`
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
            ? `${col} && ${p.add(values.map(String).map(keywordCode), 'int8[]')}`
            : `${col} = any(${p.add(values, `${castOf[type]}[]`)})`
      return filter.type === 'in' ? match : `not coalesce(${match}, false)`
    }
    case 'all': {
      const type = typeOf(settings, filter.field)
      const col = column(filter.field)
      const values = valuesFor(type, filter.values)
      if (!values.length) return 'true'
      return type === 'keywords'
        ? `${col} @> ${p.add(values.map(String).map(keywordCode), 'int8[]')}`
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
