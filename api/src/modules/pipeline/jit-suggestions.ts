/**
 * JIT suggestions (issue 19 item 5, 000 §9 "JIT suggested sync delay 30 s"): every 30 s, each
 * open job whose `jitAutoSuggestionThreshold` has a minimum score gets the candidates of its JIT
 * pool (the engine's recommended rows, pool jit) at or above that score moved to its shortlist as
 * JIT Suggested (system action `jitSuggest`, through the one stage-change path: history, counts,
 * audit, the `jobStageChange` event). From there the existing JIT farming and opportunity-link
 * flow picks them up. A job whose latest computed JIT pool holds nobody at or above the threshold
 * (and nobody suggested yet) raises `jitFarmingError` with the "broaden the criteria" message,
 * once per recommendation run.
 */
import { JIT_SUGGESTED_SYNC_DELAY_MS, RECOMMENDATION_MESSAGES } from '@quota/shared/domain/recommendations/index'
import { transition } from '@quota/shared/domain/workflow/index'
import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { enqueueOutbox } from '../../audit/write-audit'
import { type DbOrTx, rawRows } from '../../db/client'
import { findCandidate, findJobCandidate, lockJob } from './repository'
import { commitStageChange } from './stage-change'

interface ThresholdJob {
  id: string
  organization_id: string
  min_score: number
}

export interface JitSyncSummary {
  jobs: number
  suggested: number
  /** Jobs told to broaden their criteria in this pass. */
  failed: string[]
}

/** One job: suggests its JIT pool's candidates at or above the threshold. */
async function suggestForJob(
  db: DbOrTx,
  job: ThresholdJob,
  now: Date,
): Promise<{ suggested: number; failed: boolean }> {
  return db.transaction(async (tx) => {
    const locked = await lockJob(tx, job.id, 'share')
    if (!locked) return { suggested: 0, failed: false }
    const due = await rawRows<{ candidate_id: string; score: number }>(
      tx,
      sql`select candidate_id, score from job_candidates
           where job_id = ${job.id} and stage_type = 'recommended' and stage_status = 'current'
             and pool = 'jit' and removed_at is null and not is_locked and score >= ${job.min_score}
           order by score desc, candidate_id`,
    )
    let suggested = 0
    for (const d of due) {
      const candidate = await findCandidate(tx, d.candidate_id)
      const row = candidate ? await findJobCandidate(tx, job.id, d.candidate_id) : undefined
      if (!candidate || !row || row.removedAt || row.stageType !== 'recommended') continue
      await commitStageChange(tx, {
        job: locked,
        candidate,
        row,
        action: 'jitSuggest',
        changes: transition('jitSuggest', row, { now, actorId: null, party: 'provider' }),
        actor: { userId: null, userType: 'system' },
        requestId: null,
        now,
        data: { score: d.score, threshold: job.min_score },
      })
      suggested++
    }
    if (suggested) return { suggested, failed: false }
    // nobody to suggest: a failure only when the latest JIT run is done, nobody is suggested yet,
    // and this run has not been reported already
    const [state] = await rawRows<{ finished_at: Date | string | null; suggested: number; reported: boolean }>(
      tx,
      sql`select r.finished_at,
                 (select count(*)::int from job_candidates jc where jc.job_id = ${job.id} and jc.removed_at is null
                    and jc.stage_type = 'shortlist' and jc.current_status in ('jit_suggested', 'jit_farming')) as suggested,
                 exists (select 1 from outbox_events o where o.topic = 'realtime.publish'
                    and o.aggregate_type = 'job' and o.aggregate_id = ${job.id}
                    and o.payload->>'type' = 'jitFarmingError' and o.created_at >= r.finished_at) as reported
            from recommendation_runs r
           where r.entity_type = 'job' and r.entity_id = ${job.id} and r.pool = 'jit'
           order by r.created_at desc limit 1`,
    )
    if (!state?.finished_at || state.suggested > 0 || state.reported) return { suggested: 0, failed: false }
    await enqueueOutbox(tx, {
      topic: 'realtime.publish',
      payload: {
        type: 'jitFarmingError',
        jobId: job.id,
        organizationId: job.organization_id,
        message: RECOMMENDATION_MESSAGES.findJitFailed,
        threshold: job.min_score,
      },
      aggregateType: 'job',
      aggregateId: job.id,
      requestId: null,
    })
    return { suggested: 0, failed: true }
  })
}

/** One pass over every open job with an automatic-suggestion threshold. */
export async function syncJitSuggestions(db: DbOrTx, now = new Date()): Promise<JitSyncSummary> {
  const jobs = await rawRows<ThresholdJob>(
    db,
    sql`select j.id, j.organization_id, (l.meta->>'minScore')::real as min_score
          from jobs j join list_of_values l on l.id = j.jit_auto_suggestion_threshold_id
         where j.deleted_at is null and j.status <> 'closed' and l.meta->>'minScore' is not null
         order by j.id`,
  )
  const summary: JitSyncSummary = { jobs: jobs.length, suggested: 0, failed: [] }
  for (const job of jobs) {
    const r = await suggestForJob(db, job, now)
    summary.suggested += r.suggested
    if (r.failed) summary.failed.push(job.id)
  }
  return summary
}

/** Runs the sync every 30 s (000 §9) until stopped; a pass never overlaps the next. */
export function startJitSuggestionSync(deps: { db: DbOrTx; logger: Logger; everyMs?: number }) {
  let running = false
  const timer = setInterval(async () => {
    if (running) return
    running = true
    try {
      const summary = await syncJitSuggestions(deps.db)
      if (summary.suggested || summary.failed.length) deps.logger.info({ ...summary }, 'JIT suggestions synced')
    } catch (err) {
      deps.logger.error({ err }, 'JIT suggestion sync failed')
    } finally {
      running = false
    }
  }, deps.everyMs ?? JIT_SUGGESTED_SYNC_DELAY_MS)
  return {
    stop() {
      clearInterval(timer)
    },
  }
}
