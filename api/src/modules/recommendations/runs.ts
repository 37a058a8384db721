/**
 * GET recommend/status (002 §7): the latest run of each pool for a job (or a candidate), as
 * none / inProgress / ready / error, with the 000 §8 messages (too many: narrower filters;
 * still in progress; retry).
 */
import type { RecommendStatusDto, RecommendStatusQuery } from '@quota/shared/contracts/recommendations'
import { RECOMMENDATION_MESSAGES } from '@quota/shared/domain/recommendations/index'
import { AppError } from '@quota/shared/errors/index'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import type { UseCaseContext } from '../context'
import { rowsOf } from './facts-repository'

interface RunRow {
  id: string
  pool: 'active' | 'jit'
  state: 'pending' | 'running' | 'complete' | 'error'
  result_count: number | null
  eligible_count: number | null
  started_at: Date | string | null
  finished_at: Date | string | null
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

export async function isRunOfJob(db: DbOrTx, runId: string, jobId: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from recommendation_runs where id = ${runId} and entity_type = 'job' and entity_id = ${jobId}`,
  )
  return rows.length > 0
}

export async function recommendStatus({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: RecommendStatusQuery
}): Promise<RecommendStatusDto> {
  const exists = await rowsOf(
    ctx.db,
    input.type === 'job'
      ? sql`select 1 from jobs where id = ${input.id} and deleted_at is null`
      : sql`select 1 from candidates where id = ${input.id}`,
  )
  if (!exists.length) throw new AppError('NOT_FOUND')
  const runs = await rowsOf<RunRow>(
    ctx.db,
    sql`select distinct on (pool) id, pool, state, result_count, eligible_count, started_at, finished_at
          from recommendation_runs where entity_type = ${input.type} and entity_id = ${input.id}
         order by pool, created_at desc`,
  )
  const pools = runs.map((r) => ({
    pool: r.pool,
    runId: r.id,
    state: r.state,
    resultCount: r.result_count,
    eligibleCount: r.eligible_count,
    tooMany: (r.eligible_count ?? 0) > (r.result_count ?? 0),
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
  }))
  const status = !pools.length
    ? 'none'
    : pools.some((p) => p.state === 'error')
      ? 'error'
      : pools.some((p) => p.state === 'pending' || p.state === 'running')
        ? 'inProgress'
        : 'ready'
  const message =
    status === 'error'
      ? RECOMMENDATION_MESSAGES.retry
      : status === 'inProgress'
        ? RECOMMENDATION_MESSAGES.inProgress
        : pools.some((p) => p.tooMany)
          ? RECOMMENDATION_MESSAGES.tooMany
          : null
  return { entityType: input.type, entityId: input.id, status, pools, message }
}
