/**
 * Keeping indexes in step with the database. Use cases never build documents: in their own
 * transaction they queue "these ids of this index changed" (the API's outbox topic
 * `search.sync`); after commit the queue calls `sync`, which reloads the rows, turns them into
 * documents with the index's `toDocument`, upserts them, and removes the ids that no longer
 * load (deleted, or no longer searchable). A search outage only delays the job: the queue retries.
 *
 * `reindex` rebuilds a whole index from the database (`bun run reindex`, and at start-up when
 * an index is new or its layout changed).
 */
import type { IndexName, SearchDocument, SearchEngine } from '../engine'
import { INDEX_NAMES } from '../engine'
import type { CandidateIndexRow } from '../indexes/candidates'
import type { ClientIndexRow } from '../indexes/clients'
import { INDEXES } from '../indexes/index'
import type { JobIndexRow } from '../indexes/jobs'
import type { OrganizationIndexRow } from '../indexes/organizations'

export interface RowsByIndex {
  candidates: CandidateIndexRow
  jobs: JobIndexRow
  clients: ClientIndexRow
  organizations: OrganizationIndexRow
}

/** How the database side hands rows to the indexes (the API implements these with its queries). */
export interface IndexLoader<Row> {
  /** The rows of these ids that should be searchable; a missing id is removed from the index. */
  load(ids: readonly string[]): Promise<Row[]>
  /** Every searchable row, in batches (for a rebuild). */
  scan(batchSize: number): AsyncIterable<Row[]>
  /** How many rows `scan` walks (a rebuild's progress total). */
  count(): Promise<number>
}

export type IndexLoaders = { [N in IndexName]: IndexLoader<RowsByIndex[N]> }

/** The payload of one `search.sync` queue job. */
export interface SearchSyncPayload {
  [key: string]: unknown
  index: IndexName
  ids: string[]
}

export interface SearchSync {
  sync(index: IndexName, ids: readonly string[]): Promise<{ upserted: number; removed: number }>
  reindex(
    index: IndexName,
    options?: { batchSize?: number; onBatch?: (done: number) => void | Promise<void> },
  ): Promise<{ documents: number }>
  /** Ensures every index; rebuilds those that are new or changed shape. Answers the rebuilt ones. */
  ensureAll(options?: { reindexIfEmpty?: boolean }): Promise<IndexName[]>
}

function toDocuments<N extends IndexName>(index: N, rows: readonly RowsByIndex[N][]): SearchDocument[] {
  const toDocument = INDEXES[index].toDocument as (row: RowsByIndex[N]) => SearchDocument
  return rows.map((row) => toDocument(row))
}

export function createSearchSync(deps: { engine: SearchEngine; loaders: IndexLoaders }): SearchSync {
  const { engine, loaders } = deps
  const sync: SearchSync = {
    async sync(index, ids) {
      const unique = [...new Set(ids)]
      if (!unique.length) return { upserted: 0, removed: 0 }
      const rows = await (loaders[index] as IndexLoader<RowsByIndex[typeof index]>).load(unique)
      const documents = toDocuments(index, rows)
      const found = new Set(documents.map((d) => d.id))
      const gone = unique.filter((id) => !found.has(id))
      await engine.upsert(index, documents)
      await engine.remove(index, gone)
      return { upserted: documents.length, removed: gone.length }
    },
    async reindex(index, options = {}) {
      const batchSize = options.batchSize ?? 500
      const loader = loaders[index] as IndexLoader<RowsByIndex[typeof index]>
      let done = 0
      async function* documents() {
        for await (const rows of loader.scan(batchSize)) {
          done += rows.length
          yield toDocuments(index, rows)
          await options.onBatch?.(done)
        }
      }
      return engine.rebuild(index, documents())
    },
    async ensureAll(options = {}) {
      const rebuilt: IndexName[] = []
      for (const index of INDEX_NAMES) {
        const { needsReindex } = await engine.ensureIndex(index)
        const empty = options.reindexIfEmpty ? (await engine.count(index)) === 0 : false
        if (needsReindex || empty) {
          await sync.reindex(index)
          rebuilt.push(index)
        }
      }
      return rebuilt
    },
  }
  return sync
}
