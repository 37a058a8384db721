/**
 * The embedded engine: search on the application's own PostgreSQL (a server, or PGlite in
 * process), so nothing needs installing. Full-text search over a weighted tsvector (GIN),
 * typo tolerance through a word list matched with pg_trgm, radius filters as the distinct
 * points of the index within the exact haversine distance (people live in cities: a few points
 * hold many rows), looked up on the (lat, lng) btree; a bounding box and the distance when a
 * circle holds too many points.
 *
 * Every query does bounded work: best-match ranking scores at most
 * `SEARCH_LIMITS.maxRankedHits` candidates per tier (names and titles first, then anything),
 * facets count at most `SEARCH_LIMITS.maxExactTotal` matches (`maxSortedSample` for sorted
 * pages; then scaled), read through the most selective condition's index when the planner's
 * bitmaps would read more (`driving`); totals past that sample are counted last, while the search
 * has time (`countUntil`: a true lower bound otherwise); sorted pages walk a sort index or sort the
 * matches, whichever reads less; on a server each search runs under a statement timeout, and the
 * walk and the driven reads under shorter ones (the planner's plan takes over). Nothing ever
 * sorts the whole index by relevance or distance.
 */
import {
  type EnsureIndexResult,
  type Filter,
  type IndexName,
  type IndexSettings,
  SEARCH_LIMITS,
  type SearchDocument,
  type SearchEngine,
  type SearchQuery,
  type SearchResult,
  type SortClause,
  type TextWeight,
  validateQuery,
} from '../../engine'
import { INDEX_SETTINGS, type IndexSettingsByName } from '../../indexes/index'
import { parseQueryText, withinTypos, words } from '../../text'
import {
  type BooleanContext,
  booleanTsquery,
  booleanWhereSql,
  estimateIsGuess,
  hasFields,
  leavesOf,
  plainWordsOf,
  unweightedTsquery,
} from './boolean'
import { countUntil } from './count'
import { QUERY_CANCELED, type Queryable, type SqlExecutor } from './executor'
import { keywordCode } from './keyword-codes'
import {
  column,
  createMetaStatements,
  createTableStatements,
  dropSecondaryIndexStatements,
  layoutHash,
  META_TABLE,
  recordColumns,
  secondaryIndexStatements,
  TEXT_CONFIG,
  tableOf,
  valuesTableOf,
  wordsTableOf,
} from './layout'
import {
  circlePointsSql,
  circlesOf,
  filterSql,
  type GeoCircle,
  type GeoPoint,
  Params,
  type ResolvedCircles,
  type TermAlternatives,
  tsqueryText,
} from './sql'

export interface EmbeddedEngineOptions {
  executor: SqlExecutor
  indexes?: IndexSettingsByName
  /** Rows per INSERT when writing documents. */
  batchSize?: number
  statementTimeoutMs?: number
  /** Totals are counted up to this many matches (tests lower it). */
  maxCountedTotal?: number
}

const WEIGHTS: readonly TextWeight[] = ['A', 'B', 'C', 'D']
/** Rank weights for D, C, B, A (PostgreSQL's order). */
const RANK_WEIGHTS = '{0.1, 0.25, 0.5, 1.0}'
/** Words of at most this length go in the typo word list. */
const MAX_WORD = 40
/** The last word of a query stands for at most this many words starting with it (else a prefix). */
const PREFIX_EXPANSION = 30
/**
 * A radius filter becomes the list of distinct points inside the circle when there are at most
 * this many (each an index lookup), found by visiting at most GEO_MAX_STEPS distinct points of its
 * latitude band; beyond either, the circle stays a bounding box and the exact distance.
 */
const GEO_MAX_POINTS = 200
const GEO_MAX_STEPS = 4000
/** A sorted page walks its sort index this long (PostgreSQL) before matches are read and sorted. */
const SORTED_WALK_MS = 250
/** ...and this long when the estimates say the matches lie far down the order (they may not). */
const SORTED_PROBE_MS = 60
/** A sorted page without facets skips the sample when the planner expects this many times its cap. */
const SAMPLE_SKIP_FACTOR = 4
/**
 * Bounded reads (the first matches) driven by one condition's index, the others filtering its
 * rows: how long they may take (PostgreSQL) before the planner's own plan is used instead.
 */
const DRIVEN_SAMPLE_MS = 300
/**
 * What one entry of a bitmap index scan costs next to reading one row (measured on a busy
 * server: 0.3-0.7 µs against 10-30 µs), and the most rows a driven read is expected to read.
 */
const BITMAP_ENTRY_COST = 0.03
const DRIVEN_MAX_ROWS = 12_000
/** A text matching at least this share of the rows (by the planner's estimate) is a common one (see `driving`). */
const COMMON_TEXT_SHARE = 0.25
/**
 * Counting the matches past the sample (PostgreSQL) is the last thing a search does, while it is
 * affordable: for at most COUNT_MS, and not past COUNT_BY_MS into the search, so a search that
 * found its page quickly gets an exact total and a slow one is not made slower (1M: counting
 * took two fifths of all search time). It stops as soon as its pace says it cannot end in time;
 * what it counted by then stands, a true lower bound (`countUntil`).
 */
const COUNT_MS = 150
/** (Lower than COUNT_MS: a chunk the timeout stops during an index scan may end 50-60 ms late.) */
const COUNT_BY_MS = 120

/**
 * What the planner charges for an index entry (default 0.005), set to what one costs here next to
 * reading a row: a bitmap entry measured 0.2 µs against 3 µs a row (1M, data in memory), where
 * the defaults price it at a sixtieth of a row. So the planner ANDed a filter's bitmap of 500k
 * entries (120 ms) to spare a few thousand row reads. At 1M, warm mix p95, one run each: 186 ms
 * at the default, 191 at 0.01, 160 and 164 at 0.02, 170 at 0.04.
 */
const BITMAP_COSTS = { cpu_index_tuple_cost: '0.02' }

export function createEmbeddedEngine(options: EmbeddedEngineOptions): SearchEngine & { executor: SqlExecutor } {
  const { executor } = options
  const settingsOf = (index: IndexName): IndexSettings => (options.indexes ?? INDEX_SETTINGS)[index]
  const batchSize = options.batchSize ?? 500
  const timeoutMs = options.statementTimeoutMs ?? SEARCH_LIMITS.statementTimeoutMs
  const ensured = new Map<IndexName, Promise<EnsureIndexResult>>()

  async function ensure(index: IndexName): Promise<EnsureIndexResult> {
    const settings = settingsOf(index)
    const layout = layoutHash(settings)
    // one process at a time (several API processes may start together)
    return executor.transaction(async (q) => {
      const run = async (statements: readonly string[]) => {
        for (const statement of statements) await q.query(statement)
      }
      await q.query('select pg_advisory_xact_lock(7395301)')
      await run(createMetaStatements)
      const [meta] = await q.query<{ layout: string }>(`select layout from ${META_TABLE} where index_name = $1`, [
        index,
      ])
      let needsReindex = !meta
      if (meta && meta.layout !== layout) {
        // the document shape changed: start over; the caller rebuilds from the database
        await run([tableOf(index), wordsTableOf(index), valuesTableOf(index)].map((t) => `drop table if exists ${t}`))
        needsReindex = true
      }
      await run(createTableStatements(index, settings))
      await q.query(
        `insert into ${META_TABLE} (index_name, layout) values ($1, $2)
         on conflict (index_name) do update set layout = excluded.layout, updated_at = now()`,
        [index, layout],
      )
      return { needsReindex }
    })
  }

  const ready = (index: IndexName) => {
    let p = ensured.get(index)
    if (!p) {
      p = ensure(index)
      ensured.set(index, p)
      p.catch(() => ensured.delete(index))
    }
    return p
  }

  /** Keyword-list codes known to be in the values table (written by this process or looked up). */
  const valueOfCode = new Map<string, string>()
  const remember = (code: string, value: string) => {
    if (valueOfCode.size >= 500_000) valueOfCode.clear()
    valueOfCode.set(code, value)
  }

  /** Looks up the values of the codes in these columns of the rows that this process does not know. */
  async function nameCodes(q: Queryable, index: IndexName, rows: readonly Record<string, unknown>[], cols: string[]) {
    const unknown = new Set<string>()
    for (const row of rows) {
      for (const col of cols) {
        for (const code of (row[col] as string[] | null) ?? []) if (!valueOfCode.has(code)) unknown.add(code)
      }
    }
    if (!unknown.size) return
    const found = await q.query<{ code: string; value: string }>(
      `select code::text as code, value from ${valuesTableOf(index)} where code = any($1::text[]::int8[])`,
      [[...unknown]],
    )
    for (const { code, value } of found) remember(code, value)
  }

  async function write(q: Queryable, index: IndexName, documents: readonly SearchDocument[], generation: number) {
    const settings = settingsOf(index)
    const cols = recordColumns(settings)
    const table = tableOf(index)
    const names = cols.map((c) => c.name)
    const listFields = listFieldsOf(settings)
    for (let i = 0; i < documents.length; i += batchSize) {
      const batch = documents.slice(i, i + batchSize)
      const newValues = new Map<string, string>()
      for (const doc of batch) {
        for (const field of listFields) {
          for (const value of keywordValues(doc[field])) {
            const code = keywordCode(value)
            if (!valueOfCode.has(code)) newValues.set(code, value)
          }
        }
      }
      if (newValues.size) {
        // before the rows: a facet never meets a code it cannot name
        await q.query(
          `insert into ${valuesTableOf(index)} (code, value)
           select code, value from unnest($1::text[]::int8[], $2::text[]) as v(code, value)
           on conflict (code) do nothing`,
          [[...newValues.keys()], [...newValues.values()]],
        )
        for (const [code, value] of newValues) remember(code, value)
      }
      const records = batch.map((doc) => toRecord(settings, doc))
      await q.query(
        `insert into ${table} (${names.join(', ')}, generation)
         select ${names.join(', ')}, $2::bigint from jsonb_to_recordset($1::text::jsonb) as x(${cols.map((c) => `${c.name} ${c.type}`).join(', ')})
         on conflict (id) do update set ${[...names.filter((n) => n !== 'id'), 'generation'].map((n) => `${n} = excluded.${n}`).join(', ')}`,
        // as text: a driver may serialise jsonb parameters itself or not (Drizzle turns that off)
        [JSON.stringify(records), generation],
      )
      const vocabulary = new Map<string, number>()
      const exactOnly = settings.exactOnly ?? []
      const textFields = settings.searchable
        .filter((s) => s.weight !== 'D' && !exactOnly.includes(s.field))
        .map((s) => s.field)
      for (const doc of batch) {
        const seen = new Set<string>()
        for (const field of textFields) {
          for (const w of words(typeof doc[field] === 'string' ? (doc[field] as string) : '')) {
            if (w.length >= 2 && w.length <= MAX_WORD && !/[0-9]/.test(w)) seen.add(w)
          }
        }
        for (const w of seen) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1)
      }
      if (vocabulary.size) {
        await q.query(
          `insert into ${wordsTableOf(index)} as w (word, n)
           select word, n from unnest($1::text[], $2::int[]) as v(word, n)
           on conflict (word) do update set n = w.n + excluded.n`,
          [[...vocabulary.keys()], [...vocabulary.values()]],
        )
      }
    }
  }

  /**
   * For each query word: itself, or close words from the index's word list when it is unknown
   * (typos). The last word is still being typed: it stands for the most used words starting with
   * it (exact words estimate and match better than a prefix), or a prefix when there are many.
   */
  async function alternatives(
    q: Queryable,
    index: IndexName,
    terms: string[],
    completeLast: boolean,
  ): Promise<TermAlternatives[]> {
    const W = wordsTableOf(index)
    const rows = await q.query<{ term: string; known: boolean; completions: string[] | null; near: string[] }>(
      `select t.term,
              exists (select 1 from ${W} w where w.word = t.term) as known,
              case when t.n = $2::int then array(select w.word from ${W} w where w.word >= t.term and w.word < t.term || '~'
                                                  order by w.n desc, w.word limit ${PREFIX_EXPANSION + 1}) end as completions,
              case when length(t.term) < 4 or exists (select 1 from ${W} w where w.word = t.term) then '{}'::text[]
                   else array(select w.word from ${W} w where w.word % t.term
                              order by similarity(w.word, t.term) desc, w.word limit 8) end as near
         from unnest($1::text[]) with ordinality as t(term, n)`,
      [terms, completeLast ? terms.length : 0],
    )
    const byTerm = new Map(rows.map((r) => [r.term, r]))
    return terms.map((term, i) => {
      const row = byTerm.get(term)
      const last = completeLast && i === terms.length - 1
      const completions = last ? (row?.completions ?? []) : []
      const typos =
        row && !row.known && !completions.length
          ? row.near.filter((w) => w !== term && withinTypos(term, w)).slice(0, 4)
          : []
      if (last && completions.length > PREFIX_EXPANSION) return { term, alternatives: typos, prefix: true }
      return { term, alternatives: [...completions, ...typos], prefix: false }
    })
  }

  /** Each circle of the filter as the distinct points inside it, when they are few (see GEO_MAX_POINTS). */
  async function resolveCircles(q: Queryable, table: string, query: SearchQuery): Promise<ResolvedCircles> {
    const resolved = new Map<GeoCircle, { points: GeoPoint[]; grid: boolean }>()
    for (const circle of circlesOf(query.filter)) {
      if (resolved.has(circle)) continue
      const p = new Params()
      const text = circlePointsSql(table, circle, p, { maxPoints: GEO_MAX_POINTS, maxSteps: GEO_MAX_STEPS })
      const [row] = await q.query<{ lats: number[]; lngs: number[]; steps: number; grid: boolean }>(text, p.values)
      if (!row || Number(row.steps) >= GEO_MAX_STEPS || row.lats.length > GEO_MAX_POINTS) continue
      resolved.set(circle, {
        points: row.lats.map((lat, i) => ({ lat: Number(lat), lng: Number(row.lngs[i]) })),
        grid: row.grid === true,
      })
    }
    return resolved
  }

  /**
   * A query under a statement timeout of its own (and settings), in a savepoint: its rows, or
   * null when it ran out of time (the transaction goes on as before it). PostgreSQL only.
   * (`q.savepoint` is missing when the transaction comes from elsewhere: the query then just runs.)
   */
  async function withinTime<T>(
    q: Queryable,
    text: string,
    params: readonly unknown[],
    ms: number,
    settings: Record<string, string>,
  ): Promise<T[] | null> {
    const names = Object.keys(settings)
    if (!q.savepoint) {
      // no savepoints: no timeout of its own either
      for (const n of names) await q.query(`select set_config('${n}', $1, true)`, [settings[n]!])
      return q.query<T>(text, params)
    }
    try {
      return await q.savepoint(async (sp) => {
        await sp.query(
          `select set_config('statement_timeout', $1, true)${names.map((n, i) => `, set_config('${n}', $${i + 2}, true)`).join('')}`,
          [`${Math.round(ms)}ms`, ...names.map((n) => settings[n]!)],
        )
        const rows = await sp.query<T>(text, params)
        // the settings stay (a rollback undoes them); the search's own timeout comes back
        await sp.query(`select set_config('statement_timeout', $1, true)`, [`${Math.round(timeoutMs)}ms`])
        return rows
      })
    } catch (error) {
      if ((error as { code?: string }).code !== QUERY_CANCELED) throw error
      return null
    }
  }

  /** The planner's count of a table's rows (refreshed every minute). */
  const rowCounts = new Map<string, { rows: number; at: number }>()
  async function tableRows(q: Queryable, table: string): Promise<number> {
    const known = rowCounts.get(table)
    if (known && performance.now() - known.at < 60_000) return known.rows
    const [row] = await q.query<{ n: number }>(`select reltuples::float8 as n from pg_class where oid = $1::regclass`, [
      table,
    ])
    const rows = Math.max(0, Number(row?.n ?? 0))
    rowCounts.set(table, { rows, at: performance.now() })
    return rows
  }

  async function runSearch(q: Queryable, index: IndexName, query: SearchQuery): Promise<SearchResult> {
    const started = performance.now()
    const settings = settingsOf(index)
    const table = tableOf(index)
    const { node, plain } = parseQueryText(query.text)
    const weights = query.searchOn
      ? WEIGHTS.filter((w) => settings.searchable.some((s) => s.weight === w && query.searchOn!.includes(s.field)))
      : null

    let tsq: { all: string; top: string | null; exact: string | null } | null = null
    /** The exact condition of a query naming fields, on the per-field tsvectors (see boolean.ts). */
    let fielded: ((p: Params) => string) | null = null
    /** A query using the query language: best match's top tier must also pass the whole query. */
    let boolean = false
    if (plain?.length && (weights === null || weights.length)) {
      const terms = plain
      const alts = await alternatives(q, index, terms, true)
      const all = tsqueryText(alts, weights)
      const hasAlternatives = alts.some((a) => a.alternatives.length || a.prefix)
      tsq = {
        all,
        // the first tier searches tsv_top (names, titles, companies); not when fields are restricted
        top: weights === null ? tsqueryText(alts, null) : null,
        exact: hasAlternatives ? tsqueryText(alts, weights, true) : null,
      }
    } else if (node && !plain && (weights === null || weights.length)) {
      boolean = true
      const { words: plainWords, completeLast } = plainWordsOf(node)
      const alts = plainWords.length ? await alternatives(q, index, plainWords, completeLast) : []
      const ctx: BooleanContext = {
        settings,
        alternatives: new Map(alts.map((a) => [a.term, a])),
        weights,
        searchOn: query.searchOn ?? null,
      }
      const all = booleanTsquery(node, ctx)
      // false: nothing can match (a field outside the fields searched); true cannot happen for a
      // query that parses (every alternative looks for a word)
      if (typeof all !== 'string') return emptyResult(started)
      const top = weights === null ? unweightedTsquery(node, ctx) : null
      const exact = alts.some((a) => a.alternatives.length || a.prefix)
        ? booleanTsquery(node, ctx, { exact: true })
        : null
      tsq = {
        all,
        top: typeof top === 'string' ? top : null,
        exact: typeof exact === 'string' ? exact : null,
      }
      if (hasFields(node)) {
        const leaves = leavesOf(node)
        const lexemeless = await q.query<{ stop: boolean }>(
          `select numnode(to_tsquery('${TEXT_CONFIG}', x)) = 0 as stop from unnest($1::text[]) with ordinality as t(x, n) order by n`,
          [leaves.map((l) => (l.type === 'phrase' ? l.words.join(' <-> ') : l.word))],
        )
        const stopWords = new Set(leaves.filter((_, i) => lexemeless[i]?.stop === true))
        fielded = (p) => booleanWhereSql(node, ctx, p, stopWords)
      }
    } else if (node) {
      // nothing left to search in (e.g. only identifying fields asked for, and they are hidden)
      return emptyResult(started)
    }
    if (tsq) {
      const [check] = await q.query<{ n: number }>(`select numnode(to_tsquery('${TEXT_CONFIG}', $1)) as n`, [tsq.all])
      if (!check || Number(check.n) === 0) [tsq, fielded] = [null, null] // only stop words: no text condition
    }

    const limit = query.limit
    const offset = query.offset
    const sort = query.sort ?? []
    const relevance = tsq !== null && sort.length === 0
    const facetFields = query.facets ?? []
    // sorted pages: a larger sample spares the index walk whenever the matches fit in it
    const cap = sort.length ? SEARCH_LIMITS.maxSortedSample : SEARCH_LIMITS.maxExactTotal
    const facetCols = facetFields.map((f) => column(f))
    const sortCols = sort.map((c) => column(c.field))
    // keyword lists as text: codes are 64-bit, more than a JS number holds
    const listCols = new Set(listFieldsOf(settings).map(column))
    const sampleCols: SampleColumn[] = [...new Set([...facetCols, ...sortCols])].map((name) => ({
      name,
      sql: listCols.has(name) ? `${name}::text[] as ${name}` : name,
    }))

    // 1. the first cap+1 matches: the exact total when there are fewer, the facet sample, and
    //    for best match the candidates to rank (with their score)
    const circles = await resolveCircles(q, table, query)
    const p = new Params()
    // the top-level conditions one by one: one of them may drive the bounded reads (`driving`)
    const parts: Condition[] = conjunctsOf(query.filter).map((f) => ({
      sql: filterSql(f, settings, p, circles),
      index: indexKind(settings, f, circles),
      places: f.type === 'geo' && indexKind(settings, f, circles) !== null,
    }))
    // the filters' own parameters (a read without the text match must not pass its query)
    const conditionParams = [...p.values]
    // the text match last: the filters are cheap, reading a tsvector is not. A query naming
    // fields: its exact condition on the per-field tsvectors, and `tsq.all` (a superset) only
    // ranks, so it is a parameter of the ranking reads alone (every parameter sent must be used)
    let all = tsq && !fielded ? p.add(tsq.all, 'text') : null
    if (tsq) {
      const match = fielded ? fielded(p) : `tsv @@ to_tsquery('${TEXT_CONFIG}', ${all})`
      parts.push({ sql: match, index: 'bitmap', text: true, guess: boolean && node !== null && estimateIsGuess(node) })
    }
    const where = parts.length ? parts.map((c) => c.sql).join(' and ') : 'true'
    const filterParams = [...p.values]
    if (tsq && fielded && relevance) all = p.add(tsq.all, 'text')
    const drive = await driving(q, table, parts, filterParams, cap, await tableRows(q, table))
    /** FROM ... WHERE: the rows of the driving condition, filtered by the others. */
    const driven = (driver: Condition) => {
      const rest = parts.filter((c) => c !== driver).map((c) => c.sql)
      // OFFSET 0 keeps the subquery apart: only the driving condition can use an index
      return `(select * from ${table} where ${driver.sql} offset 0) s where ${rest.join(' and ') || 'true'}`
    }
    /** FROM ... WHERE of the planner's reads: a common text rechecked out of the bitmaps (`driving`). */
    const planned = drive.commonText
      ? `(select * from ${table} where ${parts
          .filter((c) => !c.text)
          .map((c) => c.sql)
          .join(' and ')} offset 0) s where ${parts.find((c) => c.text)!.sql}`
      : `${table} where ${where}`
    /**
     * Best match's score of each row a read answers: the rank, plus 1 for an exact match. The
     * tsvector is detoasted once per row (`w`): PostgreSQL reads a stored value again for every
     * expression that uses it, and most are compressed (or out of line), so ranking did it twice.
     */
    const scored = (read: string, all: string, exactParam: string | null, cols: readonly SampleColumn[]) => {
      const bonus = exactParam ? ` + case when w @@ to_tsquery('${TEXT_CONFIG}', ${exactParam}) then 1 else 0 end` : ''
      return `select id, ts_rank('${RANK_WEIGHTS}', w, to_tsquery('${TEXT_CONFIG}', ${all}), 1)${bonus} as score${cols.map((c) => `, ${c.name}`).join('')}
         from (select id, tsv || ''::tsvector as w${cols.map((c) => `, ${c.sql}`).join('')} ${read}) ranked`
    }
    const exactParam = relevance && tsq?.exact ? p.add(tsq.exact, 'text') : null
    const sampleQuery = (from: string) =>
      relevance && all
        ? scored(`from ${from} limit ${sampleCap + 1}`, all, exactParam, sampleCols)
        : `select id, null::float8 as score${sampleCols.map((c) => `, ${c.sql}`).join('')} from ${from} limit ${sampleCap + 1}`
    type SampleRow = Record<string, unknown> & { id: string; score: number | null }
    let estimate = drive.estimate
    const estimateRows = async () => {
      if (estimate !== null) return estimate
      const [plan] = await q.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) select 1 from ${table} where ${where}`,
        filterParams,
      )
      estimate = planRows(plan?.['QUERY PLAN'])[0] ?? 0
      return estimate
    }
    // a sorted page over very many matches comes from walking the sort index, and its total is
    // an estimate anyway past the cap: without facets it skips the sample (reading thousands of
    // matches one by one is most of such a search's time), with them it samples only as many
    // as best match ranks, enough to scale the counts from
    const many =
      sort.length > 0 &&
      executor.kind === 'postgres' &&
      limit > 0 &&
      offset < SEARCH_LIMITS.maxPaging &&
      (await estimateRows()) >= SAMPLE_SKIP_FACTOR * cap
    const sampleNeeded = !many || facetFields.length > 0
    const sampleCap = many ? SEARCH_LIMITS.maxExactTotal : cap
    let sampled: SampleRow[] | null = sampleNeeded ? null : []
    /** The sample's pace (rows per ms): counting on starts at about that pace. */
    let samplePace = 0
    const timed = async (read: Promise<SampleRow[] | null>) => {
      const t0 = performance.now()
      const rows = await read
      if (rows) samplePace = rows.length / Math.max(0.1, performance.now() - t0)
      return rows
    }
    if (sampleNeeded && drive.driver && executor.kind === 'postgres') {
      // the estimates may be wrong: the planner's own plan when the driven read takes too long
      // (longer for the text: ranking reads every tsvector whichever plan finds the rows)
      const ms = drive.driver.text ? 2 * DRIVEN_SAMPLE_MS : DRIVEN_SAMPLE_MS
      sampled = await timed(withinTime<SampleRow>(q, sampleQuery(driven(drive.driver)), p.values, ms, {}))
    } else if (sampleNeeded && drive.driver) {
      sampled = await timed(q.query<SampleRow>(sampleQuery(driven(drive.driver)), p.values))
    }
    // the planner's plan; with a text match, no plain index scans (bitmaps only, for the rest of
    // the search but the sort walk): under a LIMIT the planner may walk a filter's btree (a salary
    // floor) expecting matches early, and when they lie far down that order it read 140k rows for
    // 1,001 (3 s); `driving` already chose whether one condition's index should lead
    if (!sampled && tsq) await indexScans(q, false)
    sampled ??= (await timed(q.query<SampleRow>(sampleQuery(planned), p.values)))!
    const sampleIsAll = sampleNeeded && sampled.length <= sampleCap
    let exact = sampleIsAll
    let total = sampled.length
    // 2. the page
    let page: { id: string; score: number | null }[] = []
    if (limit > 0 && relevance) {
      const ranked = new Map(sampled.map((r) => [r.id, Number(r.score)]))
      if (!sampleIsAll && tsq?.top) {
        // names and titles first: a bounded second tier so the best matches are not left out
        const tp = new Params()
        tp.values.push(...conditionParams)
        const top = tp.add(tsq.top, 'text')
        // the filters, and the top fields instead of all of them (the text match is the last
        // condition); led by whichever condition reads least, as the first read was
        const topMatch: Condition = { sql: `tsv_top @@ to_tsquery('${TEXT_CONFIG}', ${top})`, index: 'bitmap' }
        // a plain word list that matches the top fields matches the whole document; a query with
        // NOT or a phrase may not (the word left out may be in the skills; fields differ)
        const whole: Condition[] = boolean
          ? [{ sql: `tsv @@ to_tsquery('${TEXT_CONFIG}', ${tp.add(tsq.all, 'text')})`, index: null }]
          : []
        const tierParts = [...parts.slice(0, -1), topMatch, ...whole]
        const tierDrive = await driving(
          q,
          table,
          tierParts,
          [...tp.values],
          SEARCH_LIMITS.maxRankedHits - 1,
          await tableRows(q, table),
        )
        const tAll = tp.add(tsq.all, 'text')
        const tExact = tsq.exact ? tp.add(tsq.exact, 'text') : null
        const tierRead = (where: string) =>
          scored(`from ${where} limit ${SEARCH_LIMITS.maxRankedHits}`, tAll, tExact, [])
        type TierRow = { id: string; score: number }
        let tier: TierRow[] | null = null
        if (tierDrive.driver) {
          const rest = tierParts.filter((c) => c !== tierDrive.driver).map((c) => c.sql)
          const read = tierRead(
            `(select * from ${table} where ${tierDrive.driver.sql} offset 0) s where ${rest.join(' and ') || 'true'}`,
          )
          tier =
            executor.kind === 'postgres'
              ? await withinTime<TierRow>(q, read, tp.values, DRIVEN_SAMPLE_MS, {})
              : await q.query<TierRow>(read, tp.values)
        }
        if (!tier) {
          await indexScans(q, false)
          // the whole query only rechecks the rows the rest finds (OFFSET 0 keeps it out of their
          // bitmaps): the planner ANDed its bitmap too, and for common words that is most of the
          // read (1M: "sales manager" -enterprise, 354k entries in 179 of 324 ms)
          const found = [...parts.slice(0, -1), topMatch].map((c) => c.sql).join(' and ')
          const from = whole.length
            ? `(select * from ${table} where ${found} offset 0) s where ${whole.map((c) => c.sql).join(' and ')}`
            : `${table} where ${found}`
          tier = await q.query<TierRow>(tierRead(from), tp.values)
        }
        for (const r of tier) ranked.set(r.id, Number(r.score))
      }
      page = [...ranked.entries()]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, SEARCH_LIMITS.maxRankedHits)
        .slice(offset, offset + limit)
        .map(([id, s]) => ({ id, score: s }))
    } else if (limit > 0 && sampleIsAll) {
      // every match is in the sample: sort it here rather than trust a plan that may walk a
      // whole sort index looking for rows that are not there
      page = [...sampled]
        .sort((a, b) => compareRows(a, b, sort))
        .slice(offset, offset + limit)
        .map((r) => ({ id: r.id, score: null }))
    } else if (limit > 0 && offset < SEARCH_LIMITS.maxPaging) {
      const order = [
        ...sort.map((s) => `${column(s.field)} ${s.direction === 'desc' ? 'desc' : 'asc'} nulls last`),
        'id',
      ].join(', ')
      // more than the sample: walking the sort index finds a page quickly when matches are many
      // or spread evenly, but reads row after row when they are few or far down the order (a
      // filter on another date, a small town); reading every match through the filter indexes
      // and sorting them is then quicker. On a server the walk runs under a short timeout and
      // the sort takes over when it runs out; PGlite cannot interrupt a query: it walks.
      const walk = `select id from ${table} where ${where} order by ${order} limit ${limit} offset ${offset}`
      // OFFSET 0 keeps the subquery apart: it cannot be answered by walking a sort index
      const sortAll = `select id, count(*) over () as n from (select * from ${table} where ${where} offset 0) m order by ${order} limit ${limit} offset ${offset}`
      let rows: { id: string }[] | null = null
      if (executor.kind === 'postgres') {
        // matches spread evenly: the walk reads about (offset + limit) / share of the rows; the
        // sort reads every match. They often do not spread evenly (recently touched people were
        // mostly added recently), so the walk is always tried under a timeout, a short one when
        // the estimate favours the sort: a wrong sort costs seconds, a failed probe 60 ms
        // (an uncounted total is a lower bound: the planner's estimate judges the spread better)
        const matches = exact ? total : Math.max(total, await estimateRows())
        const share = matches / Math.max(matches, await tableRows(q, table))
        const walkFavoured = (offset + limit) / share < matches
        // except within a radius: its matches are at most the rows of its places (an exact
        // estimate) and lie anywhere in the sort order, so a sort the estimate favours is trusted
        const probe = walkFavoured || !parts.some((c) => c.places)
        const ms = walkFavoured ? SORTED_WALK_MS : SORTED_PROBE_MS
        const settings = { enable_sort: 'off', enable_indexscan: 'on' }
        rows = probe ? await withinTime<{ id: string }>(q, walk, p.values, ms, settings) : null
        if (!rows) {
          // the sort reads every match anyway: counting them too makes the total exact
          const sorted = await q.query<{ id: string; n: number }>(sortAll, p.values)
          if (sorted.length) [total, exact] = [Number(sorted[0]!.n), true]
          rows = sorted
        }
      } else {
        // no explicit sort leaves the planner the walk (its estimates may say otherwise)
        await q.query(`select set_config('enable_sort', 'off', true), set_config('enable_indexscan', 'on', true)`)
        rows = await q.query<{ id: string }>(walk, p.values)
      }
      // fewer than a page: the walk or the sort ran out of matches, so they are all counted
      if (rows.length < limit && (rows.length > 0 || offset === 0)) [total, exact] = [offset + rows.length, true]
      // a lower bound is at least what the pages so far hold
      else if (!exact) total = Math.max(total, offset + rows.length)
      page = rows.map((r) => ({ id: r.id, score: null }))
    }
    const docs = page.length
      ? await q.query<{ id: string; doc: SearchDocument }>(`select id, doc from ${table} where id = any($1::text[])`, [
          page.map((h) => h.id),
        ])
      : []
    const docOf = new Map(docs.map((d) => [d.id, d.doc]))

    // 3. more matches than the sample, and no exact total yet: counted on to
    //    SEARCH_LIMITS.maxCountedTotal while it is affordable (last, with the time the search has
    //    left: see COUNT_BY_MS), so the total is exact below it and a true lower bound beyond; the
    //    planner's estimate, used before, was off by 2-4x either way
    if (!sampleIsAll && !exact) {
      const most = options.maxCountedTotal ?? SEARCH_LIMITS.maxCountedTotal
      const from = drive.driver ? driven(drive.driver) : planned
      const counting = `select 1 from ${from} limit ${most + 1}`
      const deadline = Math.min(performance.now() + COUNT_MS, started + COUNT_BY_MS)
      const counted =
        executor.kind !== 'postgres'
          ? // PGlite cannot interrupt a query: it always counts
            {
              n: Number(
                (await q.query<{ n: number }>(`select count(*)::int as n from (${counting}) c`, filterParams))[0]?.n ??
                  0,
              ),
              done: true,
            }
          : await countUntil(q, counting, filterParams, { deadline, pace: samplePace, timeoutMs, rows: most + 1 })
      const n = Math.max(counted.n, total)
      if (counted.done && n <= most) [total, exact] = [n, true]
      else total = Math.max(total, Math.min(n, most))
    }

    // 4. facets, counted on the sample (scaled to the estimate when the sample is not everything)
    const facets: Record<string, Record<string, number>> = {}
    const scale = sampleIsAll || !sampled.length ? 1 : total / sampled.length
    const listFacetCols = facetCols.filter((c) => listCols.has(c))
    if (listFacetCols.length) await nameCodes(q, index, sampled, listFacetCols)
    facetFields.forEach((field, i) => {
      const col = facetCols[i]!
      const counts = new Map<string, number>()
      for (const row of sampled) {
        const value = row[col]
        const values = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]
        for (const v of values) {
          const name = listCols.has(col) ? valueOfCode.get(String(v)) : String(v)
          if (name !== undefined) counts.set(name, (counts.get(name) ?? 0) + 1)
        }
      }
      facets[field] = Object.fromEntries(
        [...counts.entries()]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, SEARCH_LIMITS.maxFacetValues)
          .map(([v, n]) => [v, Math.round(n * scale)]),
      )
    })

    return {
      hits: page.filter((h) => docOf.has(h.id)).map((h) => ({ id: h.id, score: h.score, document: docOf.get(h.id)! })),
      total,
      totalIsExact: exact,
      facets,
      facetsAreExact: sampleIsAll,
      tookMs: Math.round((performance.now() - started) * 10) / 10,
    }
  }

  const engine: SearchEngine & { executor: SqlExecutor } = {
    kind: 'embedded',
    executor,
    ensureIndex(index) {
      const p = ensure(index)
      ensured.set(index, p)
      p.catch(() => ensured.delete(index))
      return p
    },
    async upsert(index, documents) {
      if (!documents.length) return
      await ready(index)
      await write(executor, index, documents, Date.now())
    },
    async remove(index, ids) {
      if (!ids.length) return
      await ready(index)
      await executor.query(`delete from ${tableOf(index)} where id = any($1::text[])`, [ids.map(String)])
    },
    async search<D extends SearchDocument>(index: IndexName, query: SearchQuery) {
      validateQuery(index, settingsOf(index), query)
      await ready(index)
      return executor.transaction((q) => runSearch(q, index, query), {
        timeoutMs,
        // data sits in memory: index lookups cost about what a sequential read does; bitmaps of
        // a few hundred thousand rows stay exact (not lossy pages to recheck row by row)
        settings: {
          'pg_trgm.similarity_threshold': '0.2',
          random_page_cost: '1.1',
          // JIT compiles a plan the cost model calls expensive (any scan of a large table) for
          // tens to hundreds of milliseconds: more than these bounded queries take to run
          ...(executor.kind === 'postgres' ? { work_mem: '64MB', jit: 'off', ...BITMAP_COSTS } : {}),
        },
      }) as Promise<SearchResult<D>>
    },
    async multiSearch(queries) {
      const results: SearchResult[] = []
      for (const { index, query } of queries) results.push(await engine.search(index, query))
      return results
    },
    async rebuild(index, batches) {
      await ready(index)
      const settings = settingsOf(index)
      const generation = Date.now()
      const [{ empty } = { empty: true }] = await executor.query<{ empty: boolean }>(
        `select not exists (select 1 from ${tableOf(index)}) as empty`,
      )
      // an empty table loads much faster with its indexes built once at the end
      if (empty) await executor.exec(dropSecondaryIndexStatements(index, settings))
      let documents = 0
      try {
        // the next batch is read (rows loaded, documents built) while the database writes this one
        let writing: Promise<void> | null = null
        for await (const batch of batches) {
          if (writing) await writing
          writing = write(executor, index, batch, generation)
          documents += batch.length
        }
        if (writing) await writing
      } finally {
        if (empty) {
          // one transaction, with room to sort in memory: index builds are much faster
          await executor.transaction(
            async (q) => {
              for (const statement of secondaryIndexStatements(index, settings)) await q.query(statement)
            },
            { settings: executor.kind === 'postgres' ? { maintenance_work_mem: '1GB' } : {} },
          )
        }
      }
      await executor.query(`delete from ${tableOf(index)} where generation < $1::bigint`, [generation])
      // vacuum too: a freshly loaded table has no visibility map (no index-only scans) and every
      // first read would write hint bits; autovacuum gets there only much later
      await executor.exec([`vacuum (analyze) ${tableOf(index)}`, `vacuum (analyze) ${wordsTableOf(index)}`])
      return { documents }
    },
    async count(index) {
      await ready(index)
      const [row] = await executor.query<{ n: number }>(`select count(*)::int as n from ${tableOf(index)}`)
      return Number(row?.n ?? 0)
    },
    async close() {},
  }
  return engine
}

/**
 * Which condition should drive the bounded read of the first `cap + 1` matches. The planner
 * picks its bitmap plans for their total cost, as if every match were read: it ANDs the bitmaps
 * of every indexed condition, building one of hundreds of thousands of entries for a condition
 * that keeps most rows (an OTE floor, a large state) before reading the first row. With a
 * limit, reading the rows of the most selective condition in index order and filtering them by
 * the others stops after a few thousand rows. One EXPLAIN estimates all of them and every
 * condition apart; the driver is the condition whose read is cheapest (the rows read until
 * `cap + 1` match, and its bitmap if it has only one), when that beats the bitmaps of all.
 */
export async function driving(
  q: Queryable,
  table: string,
  parts: readonly Condition[],
  params: readonly unknown[],
  cap: number,
  tableRows: number,
): Promise<{ driver: Condition | null; estimate: number | null; commonText: boolean }> {
  // the text's estimate is a guess for any word outside the most common (a rare one may be
  // judged ten times as frequent), and a filter read in its index's order (a salary floor) may
  // meet the matches last: read that way, a text search read 100k rows for 1,001 matches. So
  // the text leads a text search, or a radius (exact estimate, rows in table order), or nothing.
  // Except a common text (the most common words are estimated well): its bitmap is the largest
  // and costs most to build (1M: 715k entries in 106 of 177 ms), while any rows hold its
  // matches densely, so it is rechecked on the rows the others find and never leads
  const text = parts.find((c) => c.text)
  const none = { driver: null, estimate: null, commonText: false }
  const candidates = parts.filter((c) => c.index !== null)
  if (candidates.length < 2) return none
  const branches = [parts, ...candidates.map((c) => [c])].map(
    (conditions) => `select 1 from ${table} where ${conditions.map((c) => c.sql).join(' and ')}`,
  )
  const [plan] = await q.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) ${branches.join(' union all ')}`,
    params,
  )
  const rows = planRows(plan?.['QUERY PLAN'])
  // a branch the planner knew to be empty is left out of the plan: no estimates to go by
  if (rows.length !== branches.length) return none
  const estimate = Math.max(1, rows[0]!)
  const commonText = text !== undefined && rows[candidates.indexOf(text) + 1]! >= COMMON_TEXT_SHARE * tableRows
  // a common text whose estimate is a guess (a phrase, a NOT) may match far fewer rows: a read
  // led by a filter's index then reads it far longer than planned (1M: 148k rows for 1,000, 300
  // ms to its timeout); the filters' bitmaps with the text rechecked read each row once
  if (commonText && text?.guess) return { driver: null, estimate: rows[0]!, commonText }
  let driver: Condition | null = null
  let best = Number.POSITIVE_INFINITY
  let bitmaps = Math.min(estimate, cap + 1)
  candidates.forEach((c, i) => {
    if (commonText && c === text) return
    const n = rows[i + 1]!
    bitmaps += n * BITMAP_ENTRY_COST
    const cost = Math.min(n, ((cap + 1) * n) / estimate) + (c.index === 'bitmap' ? n * BITMAP_ENTRY_COST : 0)
    if (cost < best && (!text || commonText || c === text || c.places)) [driver, best] = [c, cost]
  })
  return { driver: best < bitmaps && best <= DRIVEN_MAX_ROWS ? driver : null, estimate: rows[0]!, commonText }
}

/** Lets the planner use plain index scans (walks in index order) for the rest of the transaction, or not. */
async function indexScans(q: Queryable, on: boolean): Promise<void> {
  await q.query(`select set_config('enable_indexscan', $1, true)`, [on ? 'on' : 'off'])
}

/** A column a sample reads: its name, and how it is selected. */
interface SampleColumn {
  name: string
  sql: string
}

/** The keyword-list fields (stored as codes). */
const listFieldsOf = (settings: IndexSettings) =>
  Object.keys(settings.filterable).filter((f) => settings.filterable[f] === 'keywords')

/** A keyword-list field's values in a document. */
function keywordValues(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : value === null || value === undefined ? [] : [String(value)]
}

/** A top-level condition of a search and the kind of index that can find its rows (null: none). */
export interface Condition {
  sql: string
  index: 'btree' | 'bitmap' | null
  /** The text match. */
  text?: boolean
  /** The text's estimate is a guess (`estimateIsGuess`). */
  guess?: boolean
  /**
   * A radius as the places inside it: its estimate is exact (the joint statistics of the points)
   * and its index gives rows in table order, unrelated to anything else, so it may lead a text
   * search (see `driving`).
   */
  places?: boolean
}

/** The top-level conditions of a filter (nested ANDs flattened). */
function conjunctsOf(filter: Filter | undefined): Filter[] {
  if (!filter) return []
  return filter.type === 'and' ? filter.filters.flatMap(conjunctsOf) : [filter]
}

/** Which index finds a condition's rows: a btree (walks and stops early), a bitmap (built whole), none. */
function indexKind(settings: IndexSettings, filter: Filter, circles: ResolvedCircles): Condition['index'] {
  const indexed = (field: string) => settings.indexed.includes(field) || settings.sortable.includes(field)
  switch (filter.type) {
    case 'ids':
      return 'btree'
    case 'geo': {
      // one circle whose points pair up (one index condition); several are a bitmap OR
      const [circle, ...more] = filter.circles
      const inside = circle ? circles.get(circle) : undefined
      if (!inside || !inside.points.length) return null
      return more.length ? null : inside.grid ? 'btree' : 'bitmap'
    }
    case 'in':
    case 'all':
    case 'range': {
      if (!indexed(filter.field)) return null
      const type = settings.filterable[filter.field]
      if (type === 'keywords') return filter.type === 'range' ? null : 'bitmap'
      if (type === 'boolean') return null
      return filter.type === 'all' ? null : 'btree'
    }
    default:
      return null
  }
}

/** The estimated rows of each branch of an EXPLAIN (FORMAT JSON): the plan's, or its Append's children. */
function planRows(raw: unknown): number[] {
  type Node = { 'Node Type': string; 'Plan Rows': number; Plans?: Node[] }
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Node }[]
  const plan = parsed[0]?.Plan
  if (!plan) return []
  return plan['Node Type'] === 'Append' ? (plan.Plans ?? []).map((n) => n['Plan Rows']) : [plan['Plan Rows']]
}

/** ORDER BY <sort columns> NULLS LAST, id, in JS (keyword columns compare bytewise, as collate "C"). */
function compareRows(a: Record<string, unknown>, b: Record<string, unknown>, sort: readonly SortClause[]): number {
  for (const clause of sort) {
    const col = column(clause.field)
    const x = a[col] as number | string | null | undefined
    const y = b[col] as number | string | null | undefined
    if (x === y) continue
    if (x === null || x === undefined) return 1
    if (y === null || y === undefined) return -1
    const c = x < y ? -1 : 1
    return clause.direction === 'desc' ? -c : c
  }
  return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0
}

function emptyResult(started: number): SearchResult {
  return {
    hits: [],
    total: 0,
    totalIsExact: true,
    facets: {},
    facetsAreExact: true,
    tookMs: Math.round((performance.now() - started) * 10) / 10,
  }
}

/** A document as the row written: the jsonb, the point, and one value per filterable column. */
function toRecord(settings: IndexSettings, doc: SearchDocument): Record<string, unknown> {
  const record: Record<string, unknown> = { id: String(doc.id), doc }
  if (settings.geo) {
    const geo = doc._geo
    record.lat = geo && Number.isFinite(geo.lat) ? geo.lat : null
    record.lng = geo && Number.isFinite(geo.lng) ? geo.lng : null
  }
  for (const [field, type] of Object.entries(settings.filterable)) {
    const value = doc[field]
    record[column(field)] =
      type === 'keywords'
        ? keywordValues(value).map(keywordCode)
        : value === undefined
          ? null
          : type === 'keyword'
            ? value === null
              ? null
              : String(value)
            : value
  }
  return record
}
