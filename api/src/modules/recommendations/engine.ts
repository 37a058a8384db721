/**
 * The recommendation engine for a job: its active pool and its JIT pool, each ranked by the fit
 * score (ties by candidate id, so the order is stable) and capped at 2,000 (000 §9). SQL narrows
 * the candidates (facts-repository.ts); the rules in shared/domain/recommendations decide.
 *
 * `refreshJobRecommendations` stores the pools as the job's `recommended` rows (pool and score
 * on job_candidates; the engine's own rows, written by `system`, carry no stage history), drops
 * the engine's rows that no longer qualify, records the run (`recommend/status`), and raises
 * `recommendedCandidates` / `JitRecommendedCandidate` when new candidates qualify.
 */
import {
  type CandidateFacts,
  evaluateEligibility,
  fitScore,
  type JobFacts,
  MAX_RECOMMENDATION_CANDIDATES,
  preferredRanking,
  RECOMMENDATION_MESSAGES,
  type RecommendationPoolName,
} from '@quota/shared/domain/recommendations/index'
import { sql } from 'drizzle-orm'
import { enqueueOutbox } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { loadCandidateFacts, loadJobFacts, type Prefilter, rowsOf } from './facts-repository'
import { rankPoolsInSql } from './pools-sql'

export interface Ranked {
  candidateId: string
  /** The fit score (0-100), as shown. */
  score: number
  /** The pool's order: the fit score times the boost per preferred filter item matched (preferred.ts). */
  rank: number
}

export interface JobPools {
  active: Ranked[]
  jit: Ranked[]
  /** Eligible candidates per pool before the cap. */
  eligible: Record<RecommendationPoolName, number>
  tooMany: boolean
}

const byRank = (a: Ranked, b: Ranked) =>
  b.rank - a.rank || b.score - a.score || (a.candidateId < b.candidateId ? -1 : 1)

/** Ranks already-loaded facts into the two pools. */
export function rankPools(candidates: readonly CandidateFacts[], job: JobFacts, now: Date): JobPools {
  const active: Ranked[] = []
  const jit: Ranked[] = []
  for (const c of candidates) {
    const { pool } = evaluateEligibility(c, job, now)
    if (!pool) continue
    const score = fitScore(c, job).total
    const { rank } = preferredRanking(score, job.preferred, c)
    ;(pool === 'active' ? active : jit).push({ candidateId: c.candidateId, score, rank })
  }
  active.sort(byRank)
  jit.sort(byRank)
  const eligible = { active: active.length, jit: jit.length }
  return {
    active: active.slice(0, MAX_RECOMMENDATION_CANDIDATES),
    jit: jit.slice(0, MAX_RECOMMENDATION_CANDIDATES),
    eligible,
    tooMany: eligible.active > MAX_RECOMMENDATION_CANDIDATES || eligible.jit > MAX_RECOMMENDATION_CANDIDATES,
  }
}

/**
 * A job's pools, computed now: decided in SQL (pools-sql.ts); `prefilter: 'none'` is the naive
 * full scan (every candidate's facts judged by the pure rules in the application).
 */
export async function computeJobPools(
  db: DbOrTx,
  jobId: string,
  options: { now?: Date; prefilter?: Prefilter } = {},
): Promise<JobPools | undefined> {
  const job = await loadJobFacts(db, jobId)
  if (!job) return undefined
  const now = options.now ?? new Date()
  const prefilter = options.prefilter ?? 'pools'
  if (prefilter === 'pools') return rankPoolsInSql(db, job, now)
  return rankPools(await loadCandidateFacts(db, job, { prefilter }), job, now)
}

export interface RunSummary {
  runIds: string[]
  active: number
  jit: number
  eligible: Record<RecommendationPoolName, number>
  tooMany: boolean
  message: string | null
  added: number
}

export const RECOMMENDATION_RUN_TOPIC = 'recommendation.run' as const

/**
 * Asks for a job's recommendations to be recomputed in the background (after the job changed):
 * pending runs, so `recommend/status` says "still in progress" at once, and an outbox row the
 * pipeline worker claims once, even across a crash.
 */
export async function enqueueJobRecommendations(
  tx: DbOrTx,
  jobId: string,
  options: { requestedBy?: string | null; requestId?: string | null } = {},
): Promise<void> {
  const runs = await rowsOf<{ id: string }>(
    tx,
    sql`insert into recommendation_runs (entity_type, entity_id, pool, state, requested_by)
        select 'job', ${jobId}, p, 'pending', ${options.requestedBy ?? null}
          from unnest(array['active', 'jit']) as p returning id`,
  )
  await enqueueOutbox(tx, {
    topic: RECOMMENDATION_RUN_TOPIC,
    payload: { jobId, runIds: runs.map((r) => r.id) },
    aggregateType: 'job',
    aggregateId: jobId,
    requestId: options.requestId ?? null,
  })
}

/** The outbox handler of `recommendation.run`. */
export function recommendationRunHandler(db: DbOrTx) {
  return async (event: { payload: Record<string, unknown>; requestId?: string | null }) => {
    const { jobId, runIds } = event.payload as { jobId: string; runIds?: string[] }
    const summary = await refreshJobRecommendations(db, jobId, { runIds, requestId: event.requestId ?? null })
    return { ...event.payload, active: summary?.active ?? 0, jit: summary?.jit ?? 0 }
  }
}

/** Recomputes and stores a job's recommendations. */
export async function refreshJobRecommendations(
  db: DbOrTx,
  jobId: string,
  options: { requestedBy?: string | null; requestId?: string | null; now?: Date; runIds?: string[] } = {},
): Promise<RunSummary | undefined> {
  const now = options.now ?? new Date()
  return db.transaction(async (tx) => {
    // one run per pool: each has its own count, capped at 2,000 (a background run's pending rows, or new ones)
    const runs = options.runIds?.length
      ? await rowsOf<{ id: string; pool: RecommendationPoolName }>(
          tx,
          sql`update recommendation_runs set state = 'running', started_at = ${now.toISOString()}
               where id = any(${sql.param(options.runIds)}::uuid[]) returning id, pool`,
        )
      : await rowsOf<{ id: string; pool: RecommendationPoolName }>(
          tx,
          sql`insert into recommendation_runs (entity_type, entity_id, pool, state, requested_by, started_at)
              select 'job', ${jobId}, p, 'running', ${options.requestedBy ?? null}, ${now.toISOString()}
                from unnest(array['active', 'jit']) as p returning id, pool`,
        )
    const pools = await computeJobPools(tx, jobId, { now })
    if (!pools) return undefined
    const rows = [
      ...pools.active.map((r) => ({ ...r, pool: 'active' as const })),
      ...pools.jit.map((r) => ({ ...r, pool: 'jit' as const })),
    ]
    const ids = rows.map((r) => r.candidateId)
    // the engine's rows that no longer qualify (rows a person acted on keep their history and stay;
    // the system's own "recommend" entries, as the demo data writes them, are not a person acting)
    await tx.execute(sql`delete from job_candidates jc
      where jc.job_id = ${jobId} and jc.stage_type = 'recommended' and jc.removed_at is null
        and jc.created_by_user_type = 'system'
        and not (jc.candidate_id = any(${sql.param(ids)}::uuid[]))
        and not exists (select 1 from job_candidate_history h where h.job_candidate_id = jc.id
                        and h.actor_user_type is distinct from 'system')`)
    let added = 0
    const addedBy: Record<RecommendationPoolName, string[]> = { active: [], jit: [] }
    if (rows.length) {
      const inserted = await rowsOf<{ candidate_id: string; pool: RecommendationPoolName; fresh: boolean }>(
        tx,
        sql`insert into job_candidates (job_id, candidate_id, stage_type, stage_status, pool, score, rank,
              created_by_user_type, status_updated_by_user_type)
            select ${jobId}, r.candidate_id, 'recommended', 'current', r.pool, r.score, r.rank, 'system', 'system'
              from unnest(${sql.param(ids)}::uuid[], ${sql.param(rows.map((r) => r.pool))}::text[],
                          ${sql.param(rows.map((r) => r.score))}::real[], ${sql.param(rows.map((r) => r.rank))}::real[])
                     as r(candidate_id, pool, score, rank)
            on conflict (job_id, candidate_id) do update set pool = excluded.pool, score = excluded.score, rank = excluded.rank
              where job_candidates.stage_type = 'recommended' and job_candidates.removed_at is null
            returning candidate_id, pool, (xmax = 0) as fresh`,
      )
      for (const r of inserted) {
        if (r.fresh) {
          added++
          addedBy[r.pool].push(r.candidate_id)
        }
      }
    }
    const message = pools.tooMany ? RECOMMENDATION_MESSAGES.tooMany : null
    for (const run of runs) {
      await tx.execute(sql`update recommendation_runs set state = 'complete', finished_at = now(),
          result_count = ${pools[run.pool].length}, eligible_count = ${pools.eligible[run.pool]}
        where id = ${run.id}`)
    }
    const [job] = await rowsOf<{ organization_id: string }>(
      tx,
      sql`select organization_id from jobs where id = ${jobId}`,
    )
    const events = (['active', 'jit'] as const)
      .filter((p) => addedBy[p].length)
      .map((p) => ({
        topic: 'realtime.publish' as const,
        payload: {
          type: p === 'active' ? 'recommendedCandidates' : 'JitRecommendedCandidate',
          jobId,
          organizationId: job?.organization_id,
          count: addedBy[p].length,
          candidateIds: addedBy[p].slice(0, 50),
        },
        aggregateType: 'job',
        aggregateId: jobId,
        requestId: options.requestId ?? null,
      }))
    if (events.length) await enqueueOutbox(tx, events)
    return {
      runIds: runs.map((r) => r.id),
      active: pools.active.length,
      jit: pools.jit.length,
      eligible: pools.eligible,
      tooMany: pools.tooMany,
      message,
      added,
    }
  })
}
