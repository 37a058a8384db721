/**
 * Writes reach the search index through the durable queue, after the transaction commits:
 * a use case calls `enqueueSearchSync(tx, 'candidates', [id])` in its own transaction; the outbox
 * worker runs `searchSyncHandler` (topic `search.sync`), which reloads the rows and upserts or
 * removes their documents. A search outage leaves the job to be retried; nothing is lost.
 */
import type { IndexName } from '@quota/search/engine'
import type { SearchSync, SearchSyncPayload } from '@quota/search/sync/sync'
import { enqueueOutbox, type OutboxEntry } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import type { OutboxEventRow } from '../../db/schema'
import type { OutboxBatchHandler, OutboxHandler } from '../../jobs/outbox-worker'

export const SEARCH_SYNC_TOPIC = 'search.sync' as const
/** Ids per queued job (a bulk change is split). */
const IDS_PER_JOB = 500

export async function enqueueSearchSync(
  tx: DbOrTx,
  index: IndexName,
  ids: readonly string[],
  options: { requestId?: string | null } = {},
): Promise<void> {
  const unique = [...new Set(ids)]
  const rows: OutboxEntry[] = []
  for (let i = 0; i < unique.length; i += IDS_PER_JOB) {
    const chunk = unique.slice(i, i + IDS_PER_JOB)
    const payload: SearchSyncPayload = { index, ids: chunk }
    rows.push({
      topic: SEARCH_SYNC_TOPIC,
      payload,
      aggregateType: index,
      aggregateId: chunk.length === 1 ? chunk[0]! : null,
      requestId: options.requestId ?? null,
    })
  }
  await enqueueOutbox(tx, rows)
}

/** The outbox handler for `search.sync` (register it with the worker under SEARCH_SYNC_TOPIC). */
export function searchSyncHandler(sync: SearchSync): OutboxHandler {
  return async (event: OutboxEventRow) => {
    const { index, ids } = event.payload as SearchSyncPayload
    await sync.sync(index, ids)
    return undefined
  }
}

/**
 * The same for a whole pass of `search.sync` rows: their ids merged per index, one reload and
 * one index write each, so sustained writes are searchable within seconds (one row at a time
 * fell behind at 50 profile writes per second).
 */
export function searchSyncBatchHandler(sync: SearchSync): OutboxBatchHandler {
  return async (events: OutboxEventRow[]) => {
    const idsByIndex = new Map<IndexName, string[]>()
    for (const event of events) {
      const { index, ids } = event.payload as SearchSyncPayload
      idsByIndex.set(index, [...(idsByIndex.get(index) ?? []), ...ids])
    }
    for (const [index, ids] of idsByIndex) await sync.sync(index, ids)
  }
}
