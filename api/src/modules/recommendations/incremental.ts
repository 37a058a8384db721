/**
 * The incremental refresh (issue 33): after candidates changed, their place in every open job's
 * pools, set-based.
 *
 * 1. One statement over all open jobs finds the jobs that may take each changed candidate (the
 *    reverse index: the facts a job's rules read, i.e. position, pay band, places, experience,
 *    against the candidate's facts row) plus the jobs that recommend them now (they may drop them).
 *    It is a superset of what the rules decide (a dollar and a hundredth of a mile of slack), so
 *    the next step decides.
 * 2. For those jobs only, the very pools query a whole refresh runs (pools-sql.ts), limited to the
 *    changed candidates, in one statement per group of jobs: the same rules, score and rank.
 * 3. The job_candidates writes of a whole batch in one delete and one upsert. A job whose pool is
 *    at (or would pass) the 2,000 cap gets its whole refresh queued instead, since only a whole
 *    refresh knows who the 2,001st is; so the lists always equal what a whole refresh makes.
 *
 * Candidates go in batches of CANDIDATE_BATCH, each its own transaction; the AbortSignal is
 * checked between batches, so a stop during a pass ends it at the next batch boundary with every
 * finished batch committed (the outbox rows stay and the next pass redoes the rest; re-deciding
 * is idempotent).
 */
import { EARTH_RADIUS_MILES } from '@quota/shared/domain/geo'
import {
  LAST_TOUCH_DAYS,
  MAX_RECOMMENDATION_CANDIDATES,
  type RecommendationPoolName,
  SALARY_TOLERANCE,
  WITHIN_MILES,
} from '@quota/shared/domain/recommendations/index'
import { sql } from 'drizzle-orm'
import { enqueueOutbox } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { enqueueJobRecommendations } from './engine'
import { experienceMonthsSql, loadJobFacts, rowsOf, rowsWithoutJit } from './facts-repository'
import { poolsQuery } from './pools-sql'

/** Candidates judged per transaction (and between two looks at the stop signal). */
export const CANDIDATE_BATCH = 50
/** Jobs whose pools queries share one statement. */
const JOBS_PER_STATEMENT = 40
const DAY_MS = 24 * 60 * 60 * 1000

export interface CandidateRefreshSummary {
  /** Jobs the reverse index found for the candidates (summed over candidates). */
  jobs: number
  added: number
  updated: number
  removed: number
  /** Jobs at the 2,000 cap whose whole refresh was queued instead. */
  wholeRefreshes: number
}

const uuids = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`

/**
 * Step 1: (job, candidate) pairs worth deciding. Rules 1-4 and the pools' reachability exactly,
 * rules 6-9 as a superset, computed from the job's own columns for every open job at once.
 */
async function candidateJobPairs(db: DbOrTx, candidateIds: readonly string[], now: Date) {
  const touchedSince = new Date(now.getTime() - LAST_TOUCH_DAYS * DAY_MS).toISOString()
  const lo = 1 - SALARY_TOLERANCE
  const hi = 1 + SALARY_TOLERANCE
  return rowsOf<{ job_id: string; candidate_id: string; organization_id: string }>(
    db,
    sql`with f as (
          select f.*, ${experienceMonthsSql} as months from candidate_recommendation_facts f
           where f.candidate_id = any(${uuids(candidateIds)}) and not f.ruled_out
             and (f.has_email or f.last_touch_at >= ${touchedSince}::timestamptz)),
        j as (
          select j.id, j.organization_id, j.desired_position_id, j.base_salary_low, j.base_salary_high, j.ote_low, j.ote_high,
            (j.is_remote or j.work_arrangement = 'fullyRemote') as allows_remote,
            (xp.meta->>'minMonths')::int as min_months,
            array(select x from unnest(array[j.city_id] || array(select l.city_id from job_locations l
                    where l.job_id = j.id and l.city_id is not null)) x where x is not null) as city_ids
          from jobs j left join list_of_values xp on xp.id = j.years_of_required_experience_id
          where j.deleted_at is null and j.status <> 'closed')
        select j.id::text as job_id, f.candidate_id::text as candidate_id, j.organization_id::text as organization_id
          from f join j on (j.desired_position_id is null or j.desired_position_id = any(f.desired_position_ids)
                            or j.desired_position_id = f.latest_position_id)
         where (j.min_months is null or j.min_months <= 0 or f.months >= j.min_months)
           and (not ((f.desired_base_salary is not null and coalesce(j.base_salary_low, j.base_salary_high) is not null)
                  or (f.desired_ote is not null and coalesce(j.ote_low, j.ote_high) is not null))
             or f.desired_base_salary between coalesce(j.base_salary_low, j.base_salary_high) * ${lo}::float8 - 1
                                          and coalesce(j.base_salary_high, j.base_salary_low) * ${hi}::float8 + 1
             or f.desired_ote between coalesce(j.ote_low, j.ote_high) * ${lo}::float8 - 1
                                  and coalesce(j.ote_high, j.ote_low) * ${hi}::float8 + 1)
           and ((j.allows_remote and f.accepts_remote) or cardinality(j.city_ids) = 0
             or f.place_city_ids && j.city_ids
             or exists (select 1 from cities p join cities l on l.id = any(j.city_ids)
                         where p.id = any(f.place_city_ids)
                           and 2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
                                 power(sin(radians(l.latitude - p.latitude) / 2), 2)
                                 + cos(radians(p.latitude)) * cos(radians(l.latitude))
                                   * power(sin(radians(l.longitude - p.longitude) / 2), 2)))) <= ${WITHIN_MILES + 0.01}))
        union
        select jc.job_id::text, jc.candidate_id::text, j.organization_id::text
          from job_candidates jc join jobs j on j.id = jc.job_id and j.deleted_at is null and j.status <> 'closed'
         where jc.candidate_id = any(${uuids(candidateIds)}) and jc.stage_type = 'recommended' and jc.removed_at is null`,
  )
}

interface Decided {
  jobId: string
  candidateId: string
  pool: RecommendationPoolName
  score: number
  rank: number
}

/** Step 2: the whole refresh's own query, per job, for the pairs found. */
async function decidePairs(db: DbOrTx, byJob: Map<string, string[]>, now: Date): Promise<Decided[]> {
  const parts = []
  for (const [jobId, candidateIds] of byJob) {
    const job = await loadJobFacts(db, jobId)
    if (!job) continue
    parts.push(
      sql`(select ${jobId}::text as job_id, q.id, q.pool, q.score, q.rank from (${poolsQuery(job, now, candidateIds)}) q)`,
    )
  }
  const decided: Decided[] = []
  for (let i = 0; i < parts.length; i += JOBS_PER_STATEMENT) {
    const rows = await rowsWithoutJit<{
      job_id: string
      id: string
      pool: RecommendationPoolName
      score: number
      rank: number
    }>(db, sql.join(parts.slice(i, i + JOBS_PER_STATEMENT), sql` union all `))
    for (const r of rows)
      decided.push({ jobId: r.job_id, candidateId: r.id, pool: r.pool, score: Number(r.score), rank: Number(r.rank) })
  }
  return decided
}

/** Re-decides one batch of candidates everywhere and writes the outcome (one transaction). */
async function refreshBatch(
  db: DbOrTx,
  candidateIds: readonly string[],
  now: Date,
  requestId: string | null,
  summary: CandidateRefreshSummary,
): Promise<void> {
  await db.transaction(async (tx) => {
    const pairs = await candidateJobPairs(tx, candidateIds, now)
    summary.jobs += pairs.length
    if (!pairs.length) return
    const byJob = new Map<string, string[]>()
    const orgOf = new Map<string, string>()
    for (const p of pairs) {
      byJob.set(p.job_id, [...(byJob.get(p.job_id) ?? []), p.candidate_id])
      orgOf.set(p.job_id, p.organization_id)
    }
    const decided = await decidePairs(tx, byJob, now)

    // the cap: a pool at 2,000 (or that these newcomers would take past it) is the whole refresh's
    const counts = await rowsOf<{ job_id: string; pool: RecommendationPoolName; n: number; mine: number }>(
      tx,
      sql`select job_id::text, pool, count(*)::int as n,
                 count(*) filter (where candidate_id = any(${uuids(candidateIds)}))::int as mine
            from job_candidates where job_id = any(${uuids([...byJob.keys()])})
             and stage_type = 'recommended' and removed_at is null and pool is not null
           group by job_id, pool`,
    )
    const capped = new Set<string>()
    const newcomers = new Map<string, number>()
    for (const d of decided) newcomers.set(`${d.jobId}:${d.pool}`, (newcomers.get(`${d.jobId}:${d.pool}`) ?? 0) + 1)
    for (const c of counts) {
      const incoming = newcomers.get(`${c.job_id}:${c.pool}`) ?? 0
      if (c.n >= MAX_RECOMMENDATION_CANDIDATES || c.n - c.mine + incoming > MAX_RECOMMENDATION_CANDIDATES)
        capped.add(c.job_id)
    }
    for (const [key, incoming] of newcomers)
      if (incoming > MAX_RECOMMENDATION_CANDIDATES) capped.add(key.split(':')[0]!)
    for (const jobId of capped) await enqueueJobRecommendations(tx, jobId, { requestId })
    summary.wholeRefreshes += capped.size

    const kept = decided.filter((d) => !capped.has(d.jobId))
    const open = pairs.filter((p) => !capped.has(p.job_id))
    // the engine's rows of these pairs that no longer qualify, as a whole refresh drops them
    const removed = await rowsOf(
      tx,
      sql`delete from job_candidates jc
           using unnest(${uuids(open.map((p) => p.job_id))}, ${uuids(open.map((p) => p.candidate_id))}) as x(job_id, candidate_id)
           where jc.job_id = x.job_id and jc.candidate_id = x.candidate_id
             and jc.stage_type = 'recommended' and jc.removed_at is null and jc.created_by_user_type = 'system'
             and not exists (select 1 from unnest(${uuids(kept.map((d) => d.jobId))}, ${uuids(kept.map((d) => d.candidateId))})
                               as k(job_id, candidate_id) where k.job_id = jc.job_id and k.candidate_id = jc.candidate_id)
             and not exists (select 1 from job_candidate_history h where h.job_candidate_id = jc.id
                               and h.actor_user_type is distinct from 'system')
          returning jc.id`,
    )
    summary.removed += removed.length
    if (!kept.length) return
    const written = await rowsOf<{
      job_id: string
      candidate_id: string
      pool: RecommendationPoolName
      fresh: boolean
    }>(
      tx,
      sql`insert into job_candidates (job_id, candidate_id, stage_type, stage_status, pool, score, rank,
            created_by_user_type, status_updated_by_user_type)
          select r.job_id, r.candidate_id, 'recommended', 'current', r.pool, r.score, r.rank, 'system', 'system'
            from unnest(${uuids(kept.map((d) => d.jobId))}, ${uuids(kept.map((d) => d.candidateId))},
                        ${sql.param(kept.map((d) => d.pool))}::text[], ${sql.param(kept.map((d) => d.score))}::real[],
                        ${sql.param(kept.map((d) => d.rank))}::real[]) as r(job_id, candidate_id, pool, score, rank)
           order by r.job_id, r.candidate_id
          on conflict (job_id, candidate_id) do update set pool = excluded.pool, score = excluded.score, rank = excluded.rank
            where job_candidates.stage_type = 'recommended' and job_candidates.removed_at is null
              and (job_candidates.pool, job_candidates.score, job_candidates.rank)
                  is distinct from (excluded.pool, excluded.score, excluded.rank)
          returning job_id::text, candidate_id::text, pool, (xmax = 0) as fresh`,
    )
    const added = written.filter((r) => r.fresh)
    summary.added += added.length
    summary.updated += written.length - added.length
    // one event per job and pool that gained candidates, raised after the commit by the outbox
    const gained = new Map<string, { jobId: string; pool: RecommendationPoolName; ids: string[] }>()
    for (const r of added) {
      const key = `${r.job_id}:${r.pool}`
      const entry = gained.get(key) ?? { jobId: r.job_id, pool: r.pool, ids: [] }
      entry.ids.push(r.candidate_id)
      gained.set(key, entry)
    }
    if (gained.size)
      await enqueueOutbox(
        tx,
        [...gained.values()].map((g) => ({
          topic: 'realtime.publish' as const,
          payload: {
            type: g.pool === 'active' ? 'recommendedCandidates' : 'JitRecommendedCandidate',
            jobId: g.jobId,
            organizationId: orgOf.get(g.jobId),
            count: g.ids.length,
            candidateIds: g.ids.slice(0, 50),
          },
          aggregateType: 'job',
          aggregateId: g.jobId,
          requestId,
        })),
      )
  })
}

/**
 * Re-decides candidates for every open job (each candidate once, however often it was queued),
 * in batches; `signal` is looked at between batches.
 */
export async function refreshCandidatesEverywhere(
  db: DbOrTx,
  candidateIds: readonly string[],
  options: { requestId?: string | null; now?: Date; signal?: AbortSignal } = {},
): Promise<CandidateRefreshSummary> {
  const now = options.now ?? new Date()
  const summary: CandidateRefreshSummary = { jobs: 0, added: 0, updated: 0, removed: 0, wholeRefreshes: 0 }
  const ids = [...new Set(candidateIds)].sort()
  for (let i = 0; i < ids.length; i += CANDIDATE_BATCH) {
    options.signal?.throwIfAborted()
    await refreshBatch(db, ids.slice(i, i + CANDIDATE_BATCH), now, options.requestId ?? null, summary)
  }
  return summary
}

export const CANDIDATE_REFRESH_TOPIC = 'recommendation.candidate' as const

/**
 * Keeps the recommendations fresh after a candidate's profile changed (every profile write calls
 * this in its own transaction): an outbox row the background worker runs after the commit.
 * Coalesced: while an unclaimed row for the candidate waits, no second one is queued (ten edits
 * in a second are one refresh, and the backlog holds one row per changed candidate at most). The
 * waiting row is share-locked until this transaction ends, so a worker cannot claim it (SKIP
 * LOCKED) before this write is visible to it.
 */
export async function enqueueCandidateRecommendations(
  tx: DbOrTx,
  candidateId: string,
  options: { requestId?: string | null } = {},
): Promise<void> {
  const waiting = await rowsOf(
    tx,
    sql`select id from outbox_events
         where aggregate_id = ${candidateId} and topic = ${CANDIDATE_REFRESH_TOPIC} and processed_at is null
           and locked_until is null and available_at <= now()
         limit 1 for share skip locked`,
  )
  if (waiting.length) return
  await enqueueOutbox(tx, {
    topic: CANDIDATE_REFRESH_TOPIC,
    payload: { candidateId },
    aggregateType: 'candidate',
    aggregateId: candidateId,
    requestId: options.requestId ?? null,
  })
}

/**
 * The outbox handlers of `recommendation.candidate`: one row, or a whole pass (each candidate
 * once). `signal` (the worker's stop) ends a pass between batches.
 */
export function candidateRefreshHandler(db: DbOrTx, options: { signal?: AbortSignal } = {}) {
  return async (event: { payload: Record<string, unknown>; requestId?: string | null }) => {
    const { candidateId } = event.payload as { candidateId: string }
    const summary = await refreshCandidatesEverywhere(db, [candidateId], {
      requestId: event.requestId ?? null,
      signal: options.signal,
    })
    return { ...event.payload, ...summary }
  }
}

export function candidateRefreshBatchHandler(db: DbOrTx, options: { signal?: AbortSignal } = {}) {
  return async (events: { payload: Record<string, unknown>; requestId?: string | null }[]) => {
    const ids = events.map((e) => (e.payload as { candidateId: string }).candidateId)
    await refreshCandidatesEverywhere(db, ids, { requestId: events[0]?.requestId ?? null, signal: options.signal })
  }
}
