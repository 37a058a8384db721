/**
 * The embedded engine's storage, which it owns and creates itself (like Meilisearch manages its
 * own): one table per index, `search_<index>`, plus a word list `search_<index>_words` for typo
 * correction and `search_meta` recording each table's layout. Nothing here is part of the API's
 * Drizzle schema or migrations.
 *
 * search_<index>:
 * - id, doc (the document as jsonb)
 * - tsv: a generated, weighted tsvector over the searchable fields (GIN)
 * - tsv_top: the top tier of best match (names, titles, companies), unweighted (GIN)
 * - tsv_f_<field>: one generated tsvector per field a query's field prefix names (`title:` ->
 *   title, titles), GIN-indexed: a fielded word is an index lookup on its own fields, exact
 *   (a phrase stays within one field), where the weighted tsvector mixes fields of one weight
 * - f_<field>: one typed column per filterable field, so filters are plain indexed predicates:
 *   keyword text (btree), keywords bigint[] of value codes (GIN; `keyword-codes.ts`), number
 *   float8 (btree), boolean
 * - lat, lng for radius filters (btree on both: a circle's distinct points are found by skipping
 *   through it, and each point is an equality lookup)
 * - generation: when the row was last written (a rebuild deletes rows it did not write)
 * The row a search reads (`hotColumnStorage`) holds the filters and the tsvectors matching and
 * ranking read; the document (read only for the page's hits) goes out of line (TOAST).
 *
 * search_<index>_values: code -> value of the keyword-list values (facet counts).
 */
import { createHash } from 'node:crypto'
import type { FieldType, IndexName, IndexSettings, TextWeight } from '../../engine'

export const TEXT_CONFIG = 'english'

/**
 * The characters PostgreSQL's parser keeps inside one token (a path "SDR/BDR", a host or file
 * "quota.example", an e-mail "a@b.co", "C++", "C#", "snake_case", "10:30") but the query parser
 * splits on (words are runs of letters and digits, shared/domain/search/query). They become spaces
 * before the text is parsed, so the index holds the words a query can name: `SDR` finds and `-SDR`
 * excludes "Sales Development Representative (SDR/BDR)". Hyphens stay: PostgreSQL indexes
 * "e-mail" as the whole and both parts, which is what the query's words look for.
 */
const JOINING_CHARACTERS = '/\\@._:+#&=~|'
const asWords = (text: string) =>
  `translate(${text}, '${JOINING_CHARACTERS}', '${' '.repeat(JOINING_CHARACTERS.length)}')`

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

export function column(field: string): string {
  if (field === 'id') return 'id'
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(field)) throw new Error(`bad field name ${field}`)
  return `f_${snake(field)}`
}

export const tableOf = (index: IndexName) => `search_${index}`
export const wordsTableOf = (index: IndexName) => `search_${index}_words`
export const valuesTableOf = (index: IndexName) => `search_${index}_values`

/**
 * A row over 2 KB has its values stored EXTENDED or EXTERNAL moved out of line (TOAST), largest
 * first, until it fits this (128 is the least allowed: all of them go, here the document). Every
 * column a search reads is stored MAIN (`hotColumnStorage`): it stays in the row (compressed when
 * pglz saves a quarter, which a tsvector rarely allows; out of line only past 8 KB), so matching
 * and ranking read no TOAST. Layout 6 left them EXTENDED under a 3,584-byte target: its per-field
 * tsvectors pushed a fifth of the rows past it and PostgreSQL moved their weighted tsvector out.
 * (Per-field tsvectors out of line instead cost a fielded phrase a TOAST read per row it checks:
 * 538 ms for title:"account executive" on PGlite at 100k, against 140.)
 */
const TOAST_TUPLE_TARGET = 128

const SQL_TYPE: Record<FieldType, string> = {
  // C collation: byte order, as JS and Meilisearch compare (sorted pages come from either side)
  keyword: 'text collate "C"',
  keywords: "bigint[] not null default '{}'",
  number: 'double precision',
  boolean: 'boolean',
}

const RECORD_TYPE: Record<FieldType, string> = {
  keyword: 'text',
  keywords: 'bigint[]',
  number: 'double precision',
  boolean: 'boolean',
}

const quoteLiteral = (s: string) => `'${s.replaceAll("'", "''")}'`

/** The weighted tsvector expression over the document's searchable fields. */
export function tsvectorExpression(settings: IndexSettings): string {
  const byWeight = new Map<TextWeight, string[]>()
  for (const { field, weight } of settings.searchable) byWeight.set(weight, [...(byWeight.get(weight) ?? []), field])
  const parts = [...byWeight.entries()].map(([weight, fields]) => {
    const text = fields.map((f) => `coalesce(doc->>${quoteLiteral(f)}, '')`).join(` || ' ' || `)
    return `setweight(to_tsvector('${TEXT_CONFIG}'::regconfig, ${asWords(text)}), '${weight}')`
  })
  return parts.length ? parts.join(' || ') : `''::tsvector`
}

/** The fields a field prefix (`title:`, `skill:`...) names, each with a tsvector column of its own. */
export function fieldTextFields(settings: IndexSettings): string[] {
  const searchable = new Set(settings.searchable.map((s) => s.field))
  return [...new Set(Object.values(settings.fieldPrefixes ?? {}).flat())].filter((f) => searchable.has(f))
}

/** The tsvector column of one field named by a field prefix. */
export function fieldTsvColumn(field: string): string {
  return `tsv_${column(field)}`
}

/** One field's tsvector: the expression a fielded word is matched on (and its column's definition). */
export function fieldTsvectorExpression(field: string): string {
  return `to_tsvector('${TEXT_CONFIG}'::regconfig, ${asWords(`coalesce(doc->>${quoteLiteral(field)}, '')`)})`
}

/** The top tier of best match: names, titles, companies (weights A and B), unweighted. */
export const TOP_WEIGHTS: readonly TextWeight[] = ['A', 'B']
export function topTsvectorExpression(settings: IndexSettings): string {
  const fields = settings.searchable.filter((s) => TOP_WEIGHTS.includes(s.weight)).map((s) => s.field)
  if (!fields.length) return `''::tsvector`
  return `to_tsvector('${TEXT_CONFIG}'::regconfig, ${asWords(fields.map((f) => `coalesce(doc->>${quoteLiteral(f)}, '')`).join(` || ' ' || `))})`
}

/** Columns of the recordset a batch of rows is written from (jsonb_to_recordset). */
export function recordColumns(settings: IndexSettings): { name: string; type: string }[] {
  return [
    { name: 'id', type: 'text' },
    { name: 'doc', type: 'jsonb' },
    ...(settings.geo
      ? [
          { name: 'lat', type: 'double precision' },
          { name: 'lng', type: 'double precision' },
        ]
      : []),
    ...Object.entries(settings.filterable).map(([field, type]) => ({ name: column(field), type: RECORD_TYPE[type] })),
  ]
}

/** A hash of everything the table's shape depends on; a change means drop, recreate and reindex. */
export function layoutHash(settings: IndexSettings): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        // 6: the per-field tsvectors of the field prefixes; 7: what a search reads kept in the row;
        // 8: text split into the query parser's words ("SDR/BDR" -> sdr, bdr)
        v: 8,
        toast: TOAST_TUPLE_TARGET,
        storage: hotColumnStorage(settings),
        tsv: tsvectorExpression(settings),
        top: topTsvectorExpression(settings),
        fields: fieldTextFields(settings).map(fieldTsvectorExpression),
        cols: recordColumns(settings),
      }),
    )
    .digest('hex')
    .slice(0, 16)
}

export function createTableStatements(index: IndexName, settings: IndexSettings): string[] {
  const table = tableOf(index)
  const words = wordsTableOf(index)
  const columns = [
    'id text primary key',
    'doc jsonb not null',
    `tsv tsvector generated always as (${tsvectorExpression(settings)}) stored`,
    `tsv_top tsvector generated always as (${topTsvectorExpression(settings)}) stored`,
    ...fieldTextFields(settings).map(
      (f) => `${fieldTsvColumn(f)} tsvector generated always as (${fieldTsvectorExpression(f)}) stored`,
    ),
    ...(settings.geo ? ['lat double precision', 'lng double precision'] : []),
    ...Object.entries(settings.filterable).map(([field, type]) => `${column(field)} ${SQL_TYPE[type]}`),
    'generation bigint not null default 0',
  ]
  return [
    `create table if not exists ${table} (\n  ${columns.join(',\n  ')}\n) with (toast_tuple_target = ${TOAST_TUPLE_TARGET})`,
    `alter table ${table} ${hotColumnStorage(settings).join(', ')}`,
    // finer statistics: the planner then knows which words are rare (index) or common (scan)
    `alter table ${table} alter column tsv set statistics 500`,
    `alter table ${table} alter column tsv_top set statistics 500`,
    // C collation: prefix ranges (word >= 'sal' AND word < 'sal~') use the primary key;
    // n: how many documents used the word (most used first when a prefix is expanded)
    `create table if not exists ${words} (word text collate "C" primary key, n integer not null default 0)`,
    `create index if not exists ${words}_trgm_idx on ${words} using gin (word gin_trgm_ops)`,
    `create table if not exists ${valuesTableOf(index)} (code bigint primary key, value text not null)`,
    ...secondaryIndexStatements(index, settings),
    // people live in cities: latitude and longitude come in a few thousand exact pairs, and the
    // planner, treating them as independent, judged a 25-mile circle around a metro at 331 rows
    // where 18,083 were (then walked a sort index for seconds); a joint MCV list fixes the estimate
    ...(settings.geo ? [`create statistics if not exists ${table}_geo_stats (mcv) on lat, lng from ${table}`] : []),
  ]
}

/**
 * How each variable-length column is stored (see TOAST_TUPLE_TARGET): MAIN, in the row, for every
 * column a search reads; the document keeps the default (compressed, out of line). Fixed-size
 * columns (numbers, booleans) always stay in the row.
 */
export function hotColumnStorage(settings: IndexSettings): string[] {
  const hot = [
    'id',
    'tsv',
    'tsv_top',
    ...fieldTextFields(settings).map(fieldTsvColumn),
    ...Object.entries(settings.filterable)
      .filter(([, type]) => type === 'keyword' || type === 'keywords')
      .map(([field]) => column(field)),
  ]
  return hot.map((c) => `alter column ${c} set storage main`)
}

/** The indexes a bulk load drops first and builds once at the end (much faster than row by row). */
export function secondaryIndexStatements(index: IndexName, settings: IndexSettings): string[] {
  const table = tableOf(index)
  const statements = [
    // full-text match: WHERE tsv @@ to_tsquery(...)
    `create index if not exists ${table}_tsv_idx on ${table} using gin (tsv)`,
    // best match's first tier (names, titles, companies): WHERE tsv_top @@ to_tsquery(...)
    `create index if not exists ${table}_tsv_top_idx on ${table} using gin (tsv_top)`,
    // fielded words (`title:vp`): WHERE tsv_f_title @@ to_tsquery(...) or tsv_f_titles @@ ...
    ...fieldTextFields(settings).map((f) => {
      const col = fieldTsvColumn(f)
      return `create index if not exists ${table}_${col}_idx on ${table} using gin (${col})`
    }),
    // rebuild: DELETE ... WHERE generation < $1
    `create index if not exists ${table}_generation_idx on ${table} (generation)`,
  ]
  // radius: WHERE lat = ANY($1) AND lng = ANY($2) (the points inside the circle), or a box
  if (settings.geo) statements.push(`create index if not exists ${table}_geo_idx on ${table} (lat, lng)`)
  for (const field of settings.sortable) {
    // ORDER BY f_x ASC|DESC NULLS LAST, id LIMIT n walks one of these and stops early; they
    // serve range filters on the field too
    const col = column(field)
    statements.push(
      `create index if not exists ${table}_${col}_asc_idx on ${table} (${col} asc nulls last, id)`,
      `create index if not exists ${table}_${col}_desc_idx on ${table} (${col} desc nulls last, id)`,
    )
  }
  for (const field of settings.indexed.filter((f) => !settings.sortable.includes(f))) {
    const type = settings.filterable[field]
    const col = column(field)
    // keywords: WHERE f_x && $1 (any of) / @> $1 (all of), as codes; others: equality, ranges, ORDER BY
    statements.push(
      type === 'keywords'
        ? `create index if not exists ${table}_${col}_idx on ${table} using gin (${col})`
        : `create index if not exists ${table}_${col}_idx on ${table} (${col})`,
    )
  }
  return statements
}

export function dropSecondaryIndexStatements(index: IndexName, settings: IndexSettings): string[] {
  return secondaryIndexStatements(index, settings).map((s) => {
    const name = /create index if not exists (\S+)/.exec(s)![1]
    return `drop index if exists ${name}`
  })
}

export const META_TABLE = 'search_meta'
export const createMetaStatements = [
  'create extension if not exists pg_trgm',
  `create table if not exists ${META_TABLE} (index_name text primary key, layout text not null, updated_at timestamptz not null default now())`,
]
