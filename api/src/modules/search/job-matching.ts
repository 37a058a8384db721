/**
 * A job's saved search filter drives its matching list (issue 19 item 4, 002 §7
 * jobs/{id}/search-filter): the candidates the filter finds in the candidates index, minus
 * those already in any stage of the job (or removed from it), become the job's system-made
 * `matching` rows, at most 2,000 (best match first when the filter has keywords, else most
 * recently updated). Changing the filter queues a refresh (topic `search.jobMatching`, run by
 * the search worker, which holds the search services); rows the filter no longer finds are
 * dropped unless a person acted on them; removing every filter empties the system-made rows.
 *
 * Preferred items (shared/domain/search/filter-boost.ts) exclude nobody: the required items find
 * the candidates, and each preferred item a candidate matches multiplies their rank by the
 * default boost (3). Everything is asked of the engine as filters (`F`), so both engines
 * (embedded and Meilisearch, through its filter translation) answer it alike: the candidates
 * matching any preferred item are fetched first (so the 2,000 cap keeps them), then the rest, then
 * which preferred items each one matches, by id. A preferred keywords item cannot be or-ed with
 * filters: it ranks within what the required items find.
 *
 * A candidate's change re-decides only that candidate (refreshCandidatesMatching); where the cap
 * could then cut someone (the job's rows and the newly found pass it), or a list it may have cut
 * loses someone, the job's whole refresh is queued instead, so the list stays the best `cap` as a
 * whole refresh ranks them.
 */
import { F, type Filter, SEARCH_LIMITS } from '@quota/search/engine'
import type { CandidateDocument } from '@quota/search/indexes/candidates'
import type { SearchSyncPayload } from '@quota/search/sync/sync'
import type { CandidateFilterItem } from '@quota/shared/contracts/search'
import { rankByPreferred, splitPreferred } from '@quota/shared/domain/search/filter-boost'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { enqueueOutbox } from '../../audit/write-audit'
import { type DbOrTx, rawRows } from '../../db/client'
import { type OutboxEventRow, outboxEventsTable } from '../../db/schema'
import type { OutboxBatchHandler, OutboxHandler } from '../../jobs/outbox-worker'
import { candidateFilter, searchTextOf } from './candidate-filters'
import { findJobSearchFilter } from './repository'
import { filterLookups } from './search-candidates'
import type { SearchServices } from './search-engine'
import { searchSyncBatchHandler, searchSyncHandler } from './sync'

export const JOB_MATCHING_TOPIC = 'search.jobMatching' as const
/** The matching list a filter fills holds at most as many as a recommendation (000 §9). */
export const MAX_MATCHING_CANDIDATES = LIMITS.maxRecommendationCandidates

export interface JobMatchingOptions {
  /** The list's cap (MAX_MATCHING_CANDIDATES; tests pass a small one). */
  maxCandidates?: number
}

/** How many a filter's list holds: best match ranks (and pages) only so far with keywords. */
const listCap = (text: string, { maxCandidates = MAX_MATCHING_CANDIDATES }: JobMatchingOptions) =>
  text ? Math.min(maxCandidates, SEARCH_LIMITS.maxRankedHits) : maxCandidates

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

/**
 * Whether a refresh of the job's matching list is queued or running (its outbox row is not
 * processed yet; a row given up is marked processed, so this never sticks). The web app reads the
 * list again once it is false, instead of guessing when the worker is done.
 */
export function jobMatchingPending(db: DbOrTx, jobId: string): Promise<boolean> {
  return jobMatchingQueued(db, jobId, { notStarted: false })
}

/** Whether the job's refresh has an unprocessed outbox row (`notStarted`: one no worker holds yet). */
async function jobMatchingQueued(db: DbOrTx, jobId: string, { notStarted }: { notStarted: boolean }) {
  const [row] = await db
    .select({ id: outboxEventsTable.id })
    .from(outboxEventsTable)
    .where(
      and(
        eq(outboxEventsTable.aggregateId, jobId),
        eq(outboxEventsTable.topic, JOB_MATCHING_TOPIC),
        isNull(outboxEventsTable.processedAt),
        notStarted ? isNull(outboxEventsTable.lockedUntil) : undefined,
      ),
    )
    .limit(1)
  return row !== undefined
}

export interface JobMatchingSummary {
  found: number
  added: number
  removed: number
}

/** A found candidate: the engine's relevance, and the rank preferred items give (null without any). */
type Hit = { id: string; score: number | null; rank: number | null }

/** A filter's items as engine queries: the required part, and each preferred item on its own. */
async function filterQueries(db: DbOrTx, items: readonly CandidateFilterItem[]) {
  const { required, preferred } = splitPreferred(items)
  // lookups per part: demographic items are answered as one id set per lookup
  const lookups = await filterLookups(db, required, { kind: 'staff' })
  return {
    text: searchTextOf(undefined, required),
    filter: F.and(F.in('isDeleted', [false]), candidateFilter(required, lookups)),
    preferred: await Promise.all(
      preferred.map(async (item) => ({
        text: searchTextOf(undefined, [item]),
        filter: candidateFilter([item], await filterLookups(db, [item], { kind: 'staff' })),
      })),
    ),
  }
}
type FilterQueries = Awaited<ReturnType<typeof filterQueries>>

/** The candidates among `ids` a query finds (asked by id, a page at a time), with their relevance. */
async function searchWithinIds(search: SearchServices, ids: readonly string[], text: string, filter: Filter) {
  const hits: { id: string; score: number | null }[] = []
  for (let i = 0; i < ids.length; i += SEARCH_LIMITS.maxLimit) {
    const chunk = ids.slice(i, i + SEARCH_LIMITS.maxLimit)
    const page = await search.engine.search<CandidateDocument>('candidates', {
      text,
      filter: F.and(F.ids(chunk), filter),
      limit: chunk.length,
      offset: 0,
    })
    hits.push(...page.hits.map((h) => ({ id: h.id, score: h.score })))
  }
  return hits
}

/** Pages of the engine's largest page, up to `cap`. */
async function fetchHits(search: SearchServices, text: string, filter: Filter, cap: number) {
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

/**
 * Ranks found candidates by the preferred items they match (asked by id, a page at a time), best
 * first, at most `cap`. Without preferred items the engine's order stands and no rank is set.
 */
async function rankFound(
  search: SearchServices,
  queries: FilterQueries,
  found: readonly { id: string; score: number | null }[],
  cap: number,
): Promise<Hit[]> {
  if (!queries.preferred.length) return found.slice(0, cap).map((h) => ({ ...h, rank: null }))
  const matched = new Map<string, number>()
  const ids = found.map((h) => h.id)
  for (const p of queries.preferred) {
    for (const h of await searchWithinIds(search, ids, p.text, p.filter))
      matched.set(h.id, (matched.get(h.id) ?? 0) + 1)
  }
  return rankByPreferred(found.map((h) => ({ ...h, matched: matched.get(h.id) ?? 0 })))
    .slice(0, cap)
    .map(({ id, score, rank }) => ({ id, score, rank }))
}

/** The candidates a job's saved filter finds now (ids, best first, with relevance and rank). */
async function filterHits(
  db: DbOrTx,
  search: SearchServices,
  items: readonly CandidateFilterItem[],
  options: JobMatchingOptions,
) {
  if (!items.length) return []
  const queries = await filterQueries(db, items)
  const { text, filter } = queries
  const cap = listCap(text, options)
  // those matching a preferred item first, so the cap cannot cut them for others
  const anyPreferred = queries.preferred.filter((p) => !p.text).map((p) => p.filter)
  const first = anyPreferred.length ? await fetchHits(search, text, F.and(filter, F.or(...anyPreferred)), cap) : []
  const seen = new Set(first.map((h) => h.id))
  const rest = (await fetchHits(search, text, filter, cap)).filter((h) => !seen.has(h.id))
  return rankFound(search, queries, [...first, ...rest], cap)
}

/**
 * Writes one job's matching rows: drops the system-made rows `stale` picks that no person acted
 * on (such a row keeps its history and stays), and adds the found candidates that have no row on
 * the job yet (a stage, hidden or removed row is left alone).
 */
async function writeMatching(tx: DbOrTx, jobId: string, found: readonly Hit[], stale: SQL | null) {
  const removed = stale
    ? await rawRows<{ id: string }>(
        tx,
        sql`delete from job_candidates jc
             where jc.job_id = ${jobId} and jc.stage_type = 'matching' and jc.removed_at is null
               and jc.created_by_user_type = 'system' and ${stale}
               and not exists (select 1 from job_candidate_history h where h.job_candidate_id = jc.id
                               and h.actor_user_type is distinct from 'system')
           returning jc.id`,
      )
    : []
  // a system-made matching row already there takes the new relevance and rank (a preferred item
  // set or cleared reorders the list); any other row of the candidate is left alone
  const written = found.length
    ? await rawRows<{ fresh: boolean }>(
        tx,
        sql`insert into job_candidates (job_id, candidate_id, stage_type, stage_status, score, rank,
              created_by_user_type, status_updated_by_user_type)
            select ${jobId}, h.candidate_id, 'matching', 'current', h.score, h.rank, 'system', 'system'
              from unnest(${sql.param(found.map((h) => h.id))}::uuid[], ${sql.param(found.map((h) => h.score))}::real[],
                          ${sql.param(found.map((h) => h.rank))}::real[])
                     as h(candidate_id, score, rank)
              join candidates c on c.id = h.candidate_id and c.to_be_deleted_at is null
            on conflict (job_id, candidate_id) do update set score = excluded.score, rank = excluded.rank
              where job_candidates.stage_type = 'matching' and job_candidates.removed_at is null
                and job_candidates.created_by_user_type = 'system'
                and (job_candidates.score, job_candidates.rank) is distinct from (excluded.score, excluded.rank)
            returning (xmax = 0) as fresh`,
      )
    : []
  return { added: written.filter((r) => r.fresh).length, removed: removed.length }
}

export async function refreshJobMatching(
  db: DbOrTx,
  search: SearchServices,
  jobId: string,
  options: JobMatchingOptions = {},
): Promise<JobMatchingSummary | undefined> {
  const [job] = await rawRows<{ id: string }>(db, sql`select id from jobs where id = ${jobId} and deleted_at is null`)
  if (!job) return undefined
  const saved = await findJobSearchFilter(db, jobId)
  const hits = await filterHits(db, search, (saved?.filterItems ?? []) as CandidateFilterItem[], options)
  const ids = hits.map((h) => h.id)
  const written = await db.transaction((tx) =>
    writeMatching(tx, jobId, hits, sql`not (jc.candidate_id = any(${sql.param(ids)}::uuid[]))`),
  )
  return { found: ids.length, ...written }
}

/** The search worker's handler of `search.jobMatching`. */
export function jobMatchingHandler(
  search: SearchServices,
  db: DbOrTx,
  options: JobMatchingOptions = {},
): OutboxHandler {
  return async (event: OutboxEventRow) => {
    const { jobId } = event.payload as { jobId: string }
    const summary = await refreshJobMatching(db, search, jobId, options)
    return { ...event.payload, ...(summary ?? { found: 0, added: 0, removed: 0 }) }
  }
}

/**
 * Candidates changed (their search documents were just rewritten): each job whose saved filter
 * is set re-decides only these candidates, so a candidate an edit makes match joins the job's
 * matching list (and one it no longer matches leaves it, unless a person acted on the row)
 * without refilling every job. Runs in the search worker right after the index write.
 */
export async function refreshCandidatesMatching(
  db: DbOrTx,
  search: SearchServices,
  candidateIds: readonly string[],
  options: JobMatchingOptions = {},
): Promise<JobMatchingSummary & { jobs: number }> {
  const ids = [...new Set(candidateIds)]
  const summary = { jobs: 0, found: 0, added: 0, removed: 0 }
  if (!ids.length) return summary
  const jobs = await rawRows<{ job_id: string; filter_items: CandidateFilterItem[] }>(
    db,
    sql`select f.job_id, f.filter_items from job_search_filters f join jobs j on j.id = f.job_id
         where j.deleted_at is null and jsonb_array_length(f.filter_items) > 0
         order by f.job_id`,
  )
  for (const job of jobs) {
    summary.jobs++
    const queries = await filterQueries(db, job.filter_items)
    const required = await searchWithinIds(search, ids, queries.text, queries.filter)
    const found = await rankFound(search, queries, required, required.length)
    const foundIds = new Set(found.map((h) => h.id))
    const gone = ids.filter((id) => !foundIds.has(id))
    const cap = listCap(queries.text, options)
    const written = await db.transaction(async (tx) => {
      // The whole refresh caps what the filter finds, those with a row on the job (in a stage,
      // hidden, removed) included. Only while the job's rows and the newly found fit in the cap
      // can it not cut anyone, so only then is adding here the same; else it is queued to rank all.
      const rows = await rowsOnJob(tx, job.job_id)
      const onJob = await candidatesOnJob(tx, job.job_id, [...foundIds])
      const fresh = found.filter((h) => !onJob.has(h.id))
      const overflow = fresh.length > 0 && rows + fresh.length > cap
      const result = await writeMatching(
        tx,
        job.job_id,
        overflow ? found.filter((h) => onJob.has(h.id)) : found,
        gone.length ? sql`jc.candidate_id = any(${sql.param(gone)}::uuid[])` : null,
      )
      // a list the cap may have cut lost someone: the next best found may take the place
      if (overflow || (rows >= cap && result.removed > 0)) await enqueueJobMatchingOnce(tx, job.job_id)
      return result
    })
    summary.found += found.length
    summary.added += written.added
    summary.removed += written.removed
  }
  return summary
}

/** How many candidates have a row on the job (matching, in a stage, hidden or removed). */
async function rowsOnJob(tx: DbOrTx, jobId: string): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from job_candidates where job_id = ${jobId}`,
  )
  return Number(row?.n ?? 0)
}

/** Which of these candidates have a row on the job (any stage, hidden or removed). */
async function candidatesOnJob(tx: DbOrTx, jobId: string, candidateIds: string[]): Promise<Set<string>> {
  if (!candidateIds.length) return new Set()
  const rows = await rawRows<{ candidate_id: string }>(
    tx,
    sql`select candidate_id from job_candidates
         where job_id = ${jobId} and candidate_id = any(${sql.param(candidateIds)}::uuid[])`,
  )
  return new Set(rows.map((r) => r.candidate_id))
}

/** Queues the job's whole refresh unless one is queued and not started yet (it will see this change). */
async function enqueueJobMatchingOnce(tx: DbOrTx, jobId: string) {
  if (!(await jobMatchingQueued(tx, jobId, { notStarted: true }))) await enqueueJobMatching(tx, jobId)
}

/**
 * The search worker's `search.sync` handlers: the index write, then for candidates the matching
 * lists their change may join or leave (refreshCandidatesMatching). A failed refresh fails the
 * row, which is retried whole (both steps are idempotent).
 */
export function searchSyncWithMatching(search: SearchServices, db: DbOrTx, options: JobMatchingOptions = {}) {
  const one = searchSyncHandler(search.sync)
  const batch = searchSyncBatchHandler(search.sync)
  const candidateIdsOf = (events: OutboxEventRow[]) =>
    events.flatMap((e) => {
      const p = e.payload as SearchSyncPayload
      return p.index === 'candidates' ? p.ids : []
    })
  return {
    handler: (async (event: OutboxEventRow) => {
      const answer = await one(event)
      const ids = candidateIdsOf([event])
      if (ids.length) await refreshCandidatesMatching(db, search, ids, options)
      return answer
    }) satisfies OutboxHandler,
    batchHandler: (async (events: OutboxEventRow[]) => {
      await batch(events)
      const ids = candidateIdsOf(events)
      if (ids.length) await refreshCandidatesMatching(db, search, ids, options)
    }) satisfies OutboxBatchHandler,
  }
}
