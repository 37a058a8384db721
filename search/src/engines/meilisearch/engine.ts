/**
 * The Meilisearch engine, through the official `meilisearch` client. Chosen at start-up when
 * `MEILISEARCH_URL` is set (`MEILISEARCH_KEY` is its API key). Writes wait for Meilisearch's task
 * to finish, so a queue job that returns has made the change searchable (and a failed task is
 * retried by the queue).
 */
import { type Index, Meilisearch, type SearchParams } from 'meilisearch'
import {
  type EnsureIndexResult,
  type IndexName,
  type IndexSettings,
  SEARCH_LIMITS,
  type SearchDocument,
  type SearchEngine,
  type SearchQuery,
  type SearchResult,
  validateQuery,
} from '../../engine'
import { INDEX_SETTINGS, type IndexSettingsByName } from '../../indexes/index'
import { toMeiliTextQuery } from './text-query'
import { toMeiliFilter, toMeiliSettings, toMeiliSort } from './translate'

export interface MeilisearchEngineOptions {
  url: string
  apiKey?: string
  /** Index uids are `<prefix><name>` (tests use their own prefix). */
  indexPrefix?: string
  indexes?: IndexSettingsByName
  /** How long a write waits for its task. */
  taskTimeoutMs?: number
  requestTimeoutMs?: number
  batchSize?: number
}

export function createMeilisearchEngine(options: MeilisearchEngineOptions): SearchEngine & { client: Meilisearch } {
  const client = new Meilisearch({
    host: options.url,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    timeout: options.requestTimeoutMs ?? SEARCH_LIMITS.statementTimeoutMs,
  })
  const prefix = options.indexPrefix ?? 'quota_'
  const uid = (index: IndexName) => `${prefix}${index}`
  const settingsOf = (index: IndexName): IndexSettings => (options.indexes ?? INDEX_SETTINGS)[index]
  const wait = { timeout: options.taskTimeoutMs ?? 60_000, interval: 50 }
  const batchSize = options.batchSize ?? 1000

  async function exists(indexUid: string): Promise<boolean> {
    try {
      await client.getRawIndex(indexUid)
      return true
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === 'index_not_found') return false
      throw error
    }
  }

  async function prepare(indexUid: string, settings: IndexSettings): Promise<boolean> {
    const created = !(await exists(indexUid))
    if (created) await client.createIndex(indexUid, { primaryKey: 'id' }).waitTask(wait)
    await client.index(indexUid).updateSettings(toMeiliSettings(settings)).waitTask(wait)
    return created
  }

  /** The query as Meilisearch's q and search parameters (throws `TextQueryError` for what it cannot run). */
  const params = (index: IndexName, query: SearchQuery): SearchParams & { q: string | null } => {
    const settings = settingsOf(index)
    const text = toMeiliTextQuery(query.text, settings, query.searchOn)
    const searchOn = text.attributesToSearchOn ?? query.searchOn
    const exactPaging = query.limit > 0 && query.offset % query.limit === 0
    const filter = toMeiliFilter(query.filter, settings)
    const sort = toMeiliSort(query.sort)
    return {
      ...(exactPaging
        ? { hitsPerPage: query.limit, page: query.offset / query.limit + 1 }
        : { limit: query.limit, offset: query.offset }),
      ...(filter ? { filter } : {}),
      ...(sort ? { sort } : {}),
      ...(query.facets?.length ? { facets: [...query.facets] } : {}),
      ...(searchOn ? { attributesToSearchOn: [...searchOn] } : {}),
      q: text.q,
      showRankingScore: true,
      // every word must match, as in the embedded engine (Meilisearch's default drops words)
      matchingStrategy: 'all',
    }
  }

  const toResult = (response: Record<string, unknown>, query: SearchQuery, started: number): SearchResult => {
    const hits = (response.hits as (SearchDocument & { _rankingScore?: number })[]).map(
      ({ _rankingScore, ...doc }) => ({
        id: String(doc.id),
        score: query.text?.trim() && !query.sort?.length ? (_rankingScore ?? null) : null,
        document: doc as SearchDocument,
      }),
    )
    // pages by number count exhaustively (up to maxTotalHits: a lower bound there); by offset,
    // Meilisearch only estimates, which may be more than match: what the pages hold is the bound
    const exhaustive = typeof response.totalHits === 'number'
    const shortPage = hits.length < query.limit
    const total = exhaustive ? Number(response.totalHits) : query.offset + hits.length
    const facets: Record<string, Record<string, number>> = {}
    for (const field of query.facets ?? []) {
      facets[field] = (response.facetDistribution as Record<string, Record<string, number>> | undefined)?.[field] ?? {}
    }
    return {
      hits,
      total,
      totalIsExact: exhaustive ? total < SEARCH_LIMITS.maxPaging : shortPage && (hits.length > 0 || query.offset === 0),
      facets,
      facetsAreExact: true,
      tookMs: Math.round((performance.now() - started) * 10) / 10,
    }
  }

  const emptyResult = (started: number): SearchResult => ({
    hits: [],
    total: 0,
    totalIsExact: true,
    facets: {},
    facetsAreExact: true,
    tookMs: Math.round((performance.now() - started) * 10) / 10,
  })

  const index = (name: IndexName): Index<SearchDocument> => client.index<SearchDocument>(uid(name))

  const engine: SearchEngine & { client: Meilisearch } = {
    kind: 'meilisearch',
    client,
    async ensureIndex(name): Promise<EnsureIndexResult> {
      const created = await prepare(uid(name), settingsOf(name))
      return { needsReindex: created }
    },
    async upsert(name, documents) {
      for (let i = 0; i < documents.length; i += batchSize) {
        await index(name)
          .addDocuments(documents.slice(i, i + batchSize) as SearchDocument[], { primaryKey: 'id' })
          .waitTask(wait)
      }
    },
    async remove(name, ids) {
      if (!ids.length) return
      await index(name)
        .deleteDocuments([...ids])
        .waitTask(wait)
    },
    async search<D extends SearchDocument>(name: IndexName, query: SearchQuery) {
      validateQuery(name, settingsOf(name), query)
      const started = performance.now()
      const { q, ...rest } = params(name, query)
      if (rest.attributesToSearchOn?.length === 0) return emptyResult(started) as SearchResult<D>
      const response = await index(name).search(q, rest)
      return toResult(response as unknown as Record<string, unknown>, query, started) as SearchResult<D>
    },
    async multiSearch(queries) {
      for (const q of queries) validateQuery(q.index, settingsOf(q.index), q.query)
      const started = performance.now()
      const all = queries.map((q) => ({ indexUid: uid(q.index), ...params(q.index, q.query) }))
      // a field outside the fields searched: nothing to ask for
      const asked = all.filter((q) => q.attributesToSearchOn?.length !== 0)
      const response = asked.length ? await client.multiSearch({ queries: asked }) : { results: [] }
      let next = 0
      return all.map((q, i) =>
        q.attributesToSearchOn?.length === 0
          ? emptyResult(started)
          : toResult(response.results[next++] as unknown as Record<string, unknown>, queries[i]!.query, started),
      )
    },
    async rebuild(name, batches) {
      // build beside the live index, then swap them in one step: searches never see a half index
      const live = uid(name)
      const temp = `${live}_rebuild`
      await client.deleteIndexIfExists(temp)
      await prepare(live, settingsOf(name))
      await prepare(temp, settingsOf(name))
      let documents = 0
      for await (const batch of batches) {
        if (!batch.length) continue
        await client
          .index(temp)
          .addDocuments(batch as SearchDocument[], { primaryKey: 'id' })
          .waitTask(wait)
        documents += batch.length
      }
      await client.swapIndexes([{ indexes: [live, temp], rename: false }]).waitTask(wait)
      await client.deleteIndex(temp).waitTask(wait)
      return { documents }
    },
    async count(name) {
      return (await index(name).getStats()).numberOfDocuments
    },
    async close() {},
  }
  return engine
}
