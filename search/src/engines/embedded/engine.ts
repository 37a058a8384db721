/**
 * The embedded engine: search on the application's own PostgreSQL (a server, or PGlite in
 * process), so nothing needs installing. Full-text search over a weighted tsvector (GIN),
 * typo tolerance through a word list matched with pg_trgm, radius filters as an indexed
 * bounding box then the exact haversine distance.
 *
 * Every query does bounded work: best-match ranking scores at most
 * `SEARCH_LIMITS.maxRankedHits` candidates per tier (names and titles first, then anything),
 * totals and facets count at most `SEARCH_LIMITS.maxTotal` matches (then say "at least"), and on
 * a server each search runs under a statement timeout. Nothing ever sorts the whole index by
 * relevance or distance.
 */
import {
  type EnsureIndexResult,
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
import { queryTerms, withinTypos, words } from '../../text'
import type { Queryable, SqlExecutor } from './executor'
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
  wordsTableOf,
} from './layout'
import { filterSql, Params, type TermAlternatives, tsqueryText } from './sql'

export interface EmbeddedEngineOptions {
  executor: SqlExecutor
  indexes?: IndexSettingsByName
  /** Rows per INSERT when writing documents. */
  batchSize?: number
  statementTimeoutMs?: number
}

const WEIGHTS: readonly TextWeight[] = ['A', 'B', 'C', 'D']
/** Rank weights for D, C, B, A (PostgreSQL's order). */
const RANK_WEIGHTS = '{0.1, 0.25, 0.5, 1.0}'
/** Words of at most this length go in the typo word list. */
const MAX_WORD = 40
/** The last word of a query stands for at most this many words starting with it (else a prefix). */
const PREFIX_EXPANSION = 30

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
        await run([`drop table if exists ${tableOf(index)}`, `drop table if exists ${wordsTableOf(index)}`])
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

  async function write(q: Queryable, index: IndexName, documents: readonly SearchDocument[], generation: number) {
    const settings = settingsOf(index)
    const cols = recordColumns(settings)
    const table = tableOf(index)
    const names = cols.map((c) => c.name)
    for (let i = 0; i < documents.length; i += batchSize) {
      const batch = documents.slice(i, i + batchSize)
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
  async function alternatives(q: Queryable, index: IndexName, terms: string[]): Promise<TermAlternatives[]> {
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
      [terms, terms.length],
    )
    const byTerm = new Map(rows.map((r) => [r.term, r]))
    return terms.map((term, i) => {
      const row = byTerm.get(term)
      const last = i === terms.length - 1
      const completions = last ? (row?.completions ?? []) : []
      const typos =
        row && !row.known && !completions.length
          ? row.near.filter((w) => w !== term && withinTypos(term, w)).slice(0, 4)
          : []
      if (last && completions.length > PREFIX_EXPANSION) return { term, alternatives: typos, prefix: true }
      return { term, alternatives: [...completions, ...typos], prefix: false }
    })
  }

  async function runSearch(q: Queryable, index: IndexName, query: SearchQuery): Promise<SearchResult> {
    const started = performance.now()
    const settings = settingsOf(index)
    const table = tableOf(index)
    const terms = queryTerms(query.text)
    const weights = query.searchOn
      ? WEIGHTS.filter((w) => settings.searchable.some((s) => s.weight === w && query.searchOn!.includes(s.field)))
      : null

    let tsq: { all: string; top: string | null; exact: string | null } | null = null
    if (terms.length && (weights === null || weights.length)) {
      const alts = await alternatives(q, index, terms)
      const all = tsqueryText(alts, weights)
      const hasAlternatives = alts.some((a) => a.alternatives.length || a.prefix)
      tsq = {
        all,
        // the first tier searches tsv_top (names, titles, companies); not when fields are restricted
        top: weights === null ? tsqueryText(alts, null) : null,
        exact: hasAlternatives ? tsqueryText(alts, weights, true) : null,
      }
      const [check] = await q.query<{ n: number }>(`select numnode(to_tsquery('${TEXT_CONFIG}', $1)) as n`, [all])
      if (!check || Number(check.n) === 0) tsq = null // only stop words: no text condition
    } else if (terms.length) {
      // nothing left to search in (e.g. only identifying fields asked for, and they are hidden)
      return emptyResult(started)
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
    const sampleCols = [...new Set([...facetCols, ...sortCols])]

    // 1. the first cap+1 matches: the exact total when there are fewer, the facet sample, and
    //    for best match the candidates to rank (with their score)
    const p = new Params()
    const where = filterSql(query.filter, settings, p)
    const all = tsq ? p.add(tsq.all, 'text') : null
    // the text match last: the filters are cheap, reading a tsvector is not
    const match = all ? ` and tsv @@ to_tsquery('${TEXT_CONFIG}', ${all})` : ''
    const score = (q: string) => `ts_rank('${RANK_WEIGHTS}', tsv, to_tsquery('${TEXT_CONFIG}', ${q}), 1)`
    const sampleParams = [...p.values]
    let exactBonus = ''
    if (relevance && tsq?.exact) {
      sampleParams.push(tsq.exact)
      exactBonus = ` + case when tsv @@ to_tsquery('${TEXT_CONFIG}', $${sampleParams.length}::text) then 1 else 0 end`
    }
    const sampled = await q.query<Record<string, unknown> & { id: string; score: number | null }>(
      `select id, ${relevance && all ? `${score(all)}${exactBonus}` : 'null::float8'} as score${sampleCols.map((c) => `, ${c}`).join('')}
         from ${table} where ${where}${match} limit ${cap + 1}`,
      sampleParams,
    )
    const exact = sampled.length <= cap
    let total = sampled.length
    if (!exact) {
      // many matches: the planner's estimate (cheap) stands in for a count
      const [plan] = await q.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) select 1 from ${table} where ${where}${match}`,
        p.values,
      )
      const raw = plan?.['QUERY PLAN']
      const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[]
      total = Math.max(cap + 1, Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0))
    }

    // 2. the page
    let page: { id: string; score: number | null }[] = []
    if (limit > 0 && relevance) {
      const ranked = new Map(sampled.map((r) => [r.id, Number(r.score)]))
      if (!exact && tsq?.top) {
        // names and titles first: a bounded second tier so the best matches are not left out
        const tp = new Params()
        const tWhere = filterSql(query.filter, settings, tp)
        const top = tp.add(tsq.top, 'text')
        const tAll = tp.add(tsq.all, 'text')
        const tExact = tsq.exact
          ? ` + case when tsv @@ to_tsquery('${TEXT_CONFIG}', ${tp.add(tsq.exact, 'text')}) then 1 else 0 end`
          : ''
        const tier = await q.query<{ id: string; score: number }>(
          `select id, ${score(tAll)}${tExact} as score from ${table}
            where ${tWhere} and tsv_top @@ to_tsquery('${TEXT_CONFIG}', ${top}) limit ${SEARCH_LIMITS.maxRankedHits}`,
          tp.values,
        )
        for (const r of tier) ranked.set(r.id, Number(r.score))
      }
      page = [...ranked.entries()]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, SEARCH_LIMITS.maxRankedHits)
        .slice(offset, offset + limit)
        .map(([id, s]) => ({ id, score: s }))
    } else if (limit > 0 && exact) {
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
      // more than maxExactTotal matches: walking the sort index finds a page quickly, while the
      // planner, misled by correlated filters (a city's latitude and longitude), may instead
      // fetch every match to sort them; no explicit sort leaves it the walk
      await q.query(`select set_config('enable_sort', 'off', true)`)
      const rows = await q.query<{ id: string }>(
        `select id from ${table} where ${where}${match} order by ${order} limit ${limit} offset ${offset}`,
        p.values,
      )
      page = rows.map((r) => ({ id: r.id, score: null }))
    }
    const docs = page.length
      ? await q.query<{ id: string; doc: SearchDocument }>(`select id, doc from ${table} where id = any($1::text[])`, [
          page.map((h) => h.id),
        ])
      : []
    const docOf = new Map(docs.map((d) => [d.id, d.doc]))

    // 3. facets, counted on the sample (scaled to the estimate when the sample is not everything)
    const facets: Record<string, Record<string, number>> = {}
    const scale = exact || !sampled.length ? 1 : total / sampled.length
    facetFields.forEach((field, i) => {
      const col = facetCols[i]!
      const counts = new Map<string, number>()
      for (const row of sampled) {
        const value = row[col]
        const values = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]
        for (const v of values) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1)
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
      facetsAreExact: exact,
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
          ...(executor.kind === 'postgres' ? { work_mem: '64MB' } : {}),
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
        ? Array.isArray(value)
          ? value.map(String)
          : value === null || value === undefined
            ? []
            : [String(value)]
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
