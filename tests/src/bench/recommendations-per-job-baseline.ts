/**
 * The incremental refresh as it was before issue 33 (main at 400861b), kept only as the
 * benchmark's baseline: a changed candidate was re-decided job by job, for every open job of
 * their position (or that recommended them), with two reads and a write per job. Its realtime
 * events are left out, which only flatters it.
 */
import type { DbOrTx } from '@quota/api/db/client'
import { loadCandidateFacts, loadJobFacts, rowsOf } from '@quota/api/modules/recommendations/facts-repository'
import {
  evaluateEligibility,
  fitScore,
  MAX_RECOMMENDATION_CANDIDATES,
  preferredRanking,
} from '@quota/shared/domain/recommendations/index'
import { sql } from 'drizzle-orm'

async function refreshCandidateInJob(db: DbOrTx, jobId: string, candidateId: string, now: Date): Promise<void> {
  const job = await loadJobFacts(db, jobId)
  if (!job) return
  const [facts] = await loadCandidateFacts(db, job, { prefilter: 'none', candidateIds: [candidateId] })
  const pool = facts ? evaluateEligibility(facts, job, now).pool : null
  if (!facts || !pool) {
    await db.execute(sql`delete from job_candidates jc where jc.job_id = ${jobId} and jc.candidate_id = ${candidateId}
        and jc.stage_type = 'recommended' and jc.removed_at is null and jc.created_by_user_type = 'system'
        and not exists (select 1 from job_candidate_history h where h.job_candidate_id = jc.id
                    and h.actor_user_type is distinct from 'system')`)
    return
  }
  const score = fitScore(facts, job).total
  const { rank } = preferredRanking(score, job.preferred, facts)
  const [floor] = await rowsOf<{ n: number; lowest: number | null }>(
    db,
    sql`select count(*)::int as n, min(coalesce(rank, score)) as lowest from job_candidates
         where job_id = ${jobId} and stage_type = 'recommended' and removed_at is null and pool = ${pool}`,
  )
  const existing = facts.jobRow?.stageType === 'recommended'
  if (!existing && (floor?.n ?? 0) >= MAX_RECOMMENDATION_CANDIDATES && rank <= (floor?.lowest ?? 0)) return
  await db.execute(sql`insert into job_candidates (job_id, candidate_id, stage_type, stage_status, pool, score, rank,
        created_by_user_type, status_updated_by_user_type)
      values (${jobId}, ${candidateId}, 'recommended', 'current', ${pool}, ${score}, ${rank}, 'system', 'system')
      on conflict (job_id, candidate_id) do update set pool = excluded.pool, score = excluded.score, rank = excluded.rank
        where job_candidates.stage_type = 'recommended' and job_candidates.removed_at is null`)
}

/** One candidate re-decided job by job; answers the number of jobs looked at. */
export async function perJobCandidateRefresh(db: DbOrTx, candidateId: string, now = new Date()): Promise<number> {
  const jobs = await rowsOf<{ id: string }>(
    db,
    sql`select j.id from jobs j
         where j.deleted_at is null and j.status <> 'closed'
           and (j.desired_position_id is null
             or j.desired_position_id in (
                  select position_id from candidate_desired_positions where candidate_id = ${candidateId}
                  union
                  select we.desired_position_id from candidates h
                    join work_experiences we on we.id = h.headline_work_experience_id where h.id = ${candidateId})
             or exists (select 1 from job_candidates jc where jc.job_id = j.id and jc.candidate_id = ${candidateId}
                          and jc.stage_type = 'recommended' and jc.removed_at is null))
         order by j.id`,
  )
  for (const job of jobs) await refreshCandidateInJob(db, job.id, candidateId, now)
  return jobs.length
}
