/**
 * POST sync-elastic-search/resync/{indexType}/{id} (permission allow-elastic-search-resync) and
 * GET sync-elastic-search/runs: put the index right by hand, on either engine.
 *
 * - A record id re-reads that record now and answers what happened to it: written to the index,
 *   or removed from it (deleted, or no longer searchable: a stale hit disappears this way).
 * - `all` queues a rebuild of the whole index (outbox topic `search.reindex`, run once even
 *   across a crash) and answers the run; its progress is kept in `search_reindex_runs`, so the
 *   admin screen can show it from any API process. One rebuild per index at a time: asking again
 *   while one waits or runs answers 409 naming it.
 */
import type { SearchReindexRunDto } from '@quota/shared/contracts/search'
import type { SearchIndexName } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { enqueueOutbox } from '../../audit/write-audit'
import type { Db } from '../../db/client'
import { type OutboxEventRow, type SearchReindexRunRow, searchReindexRunsTable } from '../../db/schema'
import type { OutboxHandler } from '../../jobs/outbox-worker'
import type { UseCaseContext } from '../context'
import type { SearchServices } from './search-engine'

export const SEARCH_REINDEX_TOPIC = 'search.reindex' as const
/** Progress is written at most this often (a write per 500-row batch would slow a 1M rebuild). */
const PROGRESS_EVERY_MS = 1000

const iso = (d: Date | null) => (d ? d.toISOString() : null)
const toDto = (r: SearchReindexRunRow): SearchReindexRunDto => ({
  id: r.id,
  indexType: r.indexType,
  state: r.state,
  done: r.done,
  total: r.total,
  error: r.error,
  requestedBy: r.requestedBy,
  createdAt: r.createdAt.toISOString(),
  startedAt: iso(r.startedAt),
  finishedAt: iso(r.finishedAt),
})

const liveRun = (db: Db, indexType: SearchIndexName) =>
  db
    .select()
    .from(searchReindexRunsTable)
    .where(
      and(
        eq(searchReindexRunsTable.indexType, indexType),
        inArray(searchReindexRunsTable.state, ['queued', 'running']),
      ),
    )
    .limit(1)

const busy = (run: SearchReindexRunRow) =>
  new AppError('CONFLICT', {
    message: `The ${run.indexType} index is already being rebuilt (${run.state === 'queued' ? 'waiting to start' : `${run.done.toLocaleString('en-US')} documents so far`}).`,
    meta: { run: toDto(run) },
  })

export async function resyncRecord(
  { input }: { input: { indexType: SearchIndexName; id: string } },
  search: SearchServices,
) {
  const { indexType, id } = input
  const { upserted } = await search.sync.sync(indexType, [id])
  return { indexType, id, result: upserted ? ('indexed' as const) : ('removed' as const) }
}

export async function queueReindex({ ctx, input }: { ctx: UseCaseContext; input: { indexType: SearchIndexName } }) {
  const { indexType } = input
  const [running] = await liveRun(ctx.db, indexType)
  if (running) throw busy(running)
  try {
    const run = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(searchReindexRunsTable)
        .values({ indexType, requestedBy: ctx.actor.userId })
        .returning()
      await enqueueOutbox(tx, {
        topic: SEARCH_REINDEX_TOPIC,
        payload: { runId: row!.id, indexType },
        aggregateType: 'search_reindex_run',
        aggregateId: row!.id,
        requestId: ctx.requestId,
      })
      return row!
    })
    return toDto(run)
  } catch (error) {
    // two admins at once: the partial unique index lets one in
    const [winner] = await liveRun(ctx.db, indexType)
    if (winner) throw busy(winner)
    throw error
  }
}

/** The latest rebuild of each index (the admin screen's rows), newest first. */
export async function listReindexRuns({ ctx }: { ctx: UseCaseContext }) {
  const rows = await ctx.db
    .selectDistinctOn([searchReindexRunsTable.indexType])
    .from(searchReindexRunsTable)
    .orderBy(searchReindexRunsTable.indexType, desc(searchReindexRunsTable.createdAt))
  return rows.map(toDto)
}

/** The outbox handler of `search.reindex`: rebuilds the index and writes its progress. */
export function searchReindexHandler(deps: { db: Db; search: SearchServices }): OutboxHandler {
  return async (event: OutboxEventRow) => {
    const { runId, indexType } = event.payload as { runId: string; indexType: SearchIndexName }
    const set = (values: Partial<SearchReindexRunRow>) =>
      deps.db
        .update(searchReindexRunsTable)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(searchReindexRunsTable.id, runId))
    try {
      // a retry after a crash starts the rebuild again from the first row
      const total = await deps.search.loaders[indexType].count()
      await set({ state: 'running', done: 0, total, error: null, startedAt: new Date() })
      await deps.search.engine.ensureIndex(indexType)
      let written = 0
      let lastWrite = 0
      const { documents } = await deps.search.sync.reindex(indexType, {
        batchSize: 500,
        onBatch: async (done) => {
          written = done
          if (performance.now() - lastWrite < PROGRESS_EVERY_MS) return
          lastWrite = performance.now()
          await set({ done })
        },
      })
      await set({ state: 'done', done: written, finishedAt: new Date() })
      return { runId, indexType, documents }
    } catch (error) {
      // shown on the admin screen with its reason; asking again starts a new run (no silent retries
      // of a rebuild someone is watching)
      const reason = (error as Error).message.slice(0, 500)
      await set({ state: 'failed', error: reason, finishedAt: new Date() })
      return { runId, indexType, failed: reason }
    }
  }
}
