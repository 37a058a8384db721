/**
 * A job's saved search filter drives its matching list (issue 19 item 4, 002 §7
 * jobs/{id}/search-filter): the candidates the filter finds in the candidates index, minus
 * those already in any stage of the job (or removed from it), become the job's system-made
 * `matching` rows, at most 2,000 (best match first when the filter has keywords, else most
 * recently updated). Changing the filter queues a refresh (topic `search.jobMatching`, run by
 * the search worker, which holds the search services); rows the filter no longer finds are
 * dropped unless a person acted on them; removing every filter empties the system-made rows.
 */
import { F, SEARCH_LIMITS } from '@quota/search/engine'
import type { CandidateDocument } from '@quota/search/indexes/candidates'
import type { CandidateFilterItem } from '@quota/shared/contracts/search'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { sql } from 'drizzle-orm'
import { enqueueOutbox } from '../../audit/write-audit'
import { type DbOrTx, rawRows } from '../../db/client'
import type { OutboxEventRow } from '../../db/schema'
import type { OutboxHandler } from '../../jobs/outbox-worker'
import { candidateFilter, searchTextOf } from './candidate-filters'
import { findJobSearchFilter } from './repository'
import { filterLookups } from './search-candidates'
import type { SearchServices } from './search-engine'

export const JOB_MATCHING_TOPIC = 'search.jobMatching' as const
/** The matching list a filter fills holds at most as many as a recommendation (000 §9). */
export const MAX_MATCHING_CANDIDATES = LIMITS.maxRecommendationCandidates

export async function enqueueJobMatching(
  tx: DbOrTx,
  jobId: string,
  options: { requestId?: string | null } = {},
): Promise<void> {
  await enqueueOutbox(tx, {
    topic: JOB_MATCHING_TOPIC,
    payload: { jobId },
    aggregateType: 'job',
    aggregateId: jobId,
    requestId: options.requestId ?? null,
  })
}

export interface JobMatchingSummary {
  found: number
  added: number
  removed: number
}

/** The candidates a job's saved filter finds now (ids, best first, with the engine's relevance). */
async function filterHits(db: DbOrTx, search: SearchServices, items: readonly CandidateFilterItem[]) {
  if (!items.length) return []
  const text = searchTextOf(undefined, items)
  const lookups = await filterLookups(db, items, { kind: 'staff' })
  const filter = F.and(F.in('isDeleted', [false]), candidateFilter(items, lookups))
  // pages of the engine's largest page; best match ranks (and pages) only so far
  const cap = text ? Math.min(MAX_MATCHING_CANDIDATES, SEARCH_LIMITS.maxRankedHits) : MAX_MATCHING_CANDIDATES
  const hits: { id: string; score: number | null }[] = []
  while (hits.length < cap) {
    const limit = Math.min(SEARCH_LIMITS.maxLimit, cap - hits.length)
    const page = await search.engine.search<CandidateDocument>('candidates', {
      text,
      filter,
      sort: text ? [] : [{ field: 'updatedAt', direction: 'desc' }],
      limit,
      offset: hits.length,
    })
    hits.push(...page.hits.map((h) => ({ id: h.id, score: h.score })))
    if (page.hits.length < limit) break
  }
  return hits
}

export async function refreshJobMatching(
  db: DbOrTx,
  search: SearchServices,
  jobId: string,
): Promise<JobMatchingSummary | undefined> {
  const [job] = await rawRows<{ id: string }>(db, sql`select id from jobs where id = ${jobId} and deleted_at is null`)
  if (!job) return undefined
  const saved = await findJobSearchFilter(db, jobId)
  const hits = await filterHits(db, search, (saved?.filterItems ?? []) as CandidateFilterItem[])
  const ids = hits.map((h) => h.id)
  return db.transaction(async (tx) => {
    // what the filter no longer finds (a row a person acted on keeps its history and stays)
    const removed = await rawRows<{ id: string }>(
      tx,
      sql`delete from job_candidates jc
           where jc.job_id = ${jobId} and jc.stage_type = 'matching' and jc.removed_at is null
             and jc.created_by_user_type = 'system'
             and not (jc.candidate_id = any(${sql.param(ids)}::uuid[]))
             and not exists (select 1 from job_candidate_history h where h.job_candidate_id = jc.id
                             and h.actor_user_type is distinct from 'system')
         returning jc.id`,
    )
    // newcomers only: a candidate with any row on this job (a stage, hidden, removed) is left alone
    const added = ids.length
      ? await rawRows<{ id: string }>(
          tx,
          sql`insert into job_candidates (job_id, candidate_id, stage_type, stage_status, score,
                created_by_user_type, status_updated_by_user_type)
              select ${jobId}, h.candidate_id, 'matching', 'current', h.score, 'system', 'system'
                from unnest(${sql.param(ids)}::uuid[], ${sql.param(hits.map((h) => h.score))}::real[])
                       as h(candidate_id, score)
                join candidates c on c.id = h.candidate_id and c.to_be_deleted_at is null
              on conflict (job_id, candidate_id) do nothing
              returning id`,
        )
      : []
    return { found: ids.length, added: added.length, removed: removed.length }
  })
}

/** The search worker's handler of `search.jobMatching`. */
export function jobMatchingHandler(search: SearchServices, db: DbOrTx): OutboxHandler {
  return async (event: OutboxEventRow) => {
    const { jobId } = event.payload as { jobId: string }
    const summary = await refreshJobMatching(db, search, jobId)
    return { ...event.payload, ...(summary ?? { found: 0, added: 0, removed: 0 }) }
  }
}
