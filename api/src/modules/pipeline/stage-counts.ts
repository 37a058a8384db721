/**
 * A job's aggregates as `job_stage_counts` rows: one per (audience, funnel step) — provider
 * pitched / shortlist / submittal, client submittal / send_out / offer. The provider shortlist's
 * pitch breakdown and each block's `awaitingAction` live in `subStatusCounts` (awaitingAction on
 * the block's submittal row). `hidden` is not written: the workflow's funnel has no hidden step.
 *
 * A stage move changes the counts with row-level increments (`current = current + $d`) in the
 * mover's transaction, so concurrent moves in one job never lose a count; the increments are the
 * difference `applyStageMove` gives for the move, so they equal a recount by construction. Rows
 * are always updated in the same order, so concurrent movers cannot deadlock on them.
 */

import type { JobAggregatesDto } from '@quota/shared/contracts/pipeline'
import type { AggregateAudience, AggregateStage } from '@quota/shared/domain/enums'
import {
  type AggregateRow,
  applyStageMove,
  emptyAggregates,
  type JobAggregates,
  mainStageOfAggregates,
  recountAggregates,
  type StageCounts,
} from '@quota/shared/domain/workflow/index'
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { type DbOrTx, rawRows } from '../../db/client'
import { jobCandidatesTable, jobStageCountsTable } from '../../db/schema'

interface CellDelta {
  audience: AggregateAudience
  stage: AggregateStage
  counts: StageCounts
  sub: Record<string, number>
}

interface StoredCountRow {
  audience: AggregateAudience
  stage: AggregateStage
  current: number
  accepted: number
  rejected: number
  subStatusCounts: Record<string, number>
}

/** The six cells in their one update order. */
function cells(a: JobAggregates): CellDelta[] {
  return [
    { audience: 'client', stage: 'offer', counts: a.client.offer, sub: {} },
    { audience: 'client', stage: 'send_out', counts: a.client.sendOut, sub: {} },
    {
      audience: 'client',
      stage: 'submittal',
      counts: a.client.submittal,
      sub: { awaitingAction: a.client.awaitingAction },
    },
    { audience: 'provider', stage: 'pitched', counts: a.provider.pitched, sub: {} },
    {
      audience: 'provider',
      stage: 'shortlist',
      counts: a.provider.shortList,
      sub: { ...a.provider.shortList.currentStatusCount },
    },
    {
      audience: 'provider',
      stage: 'submittal',
      counts: a.provider.submittal,
      sub: { awaitingAction: a.provider.awaitingAction },
    },
  ]
}

/** Rows for a job's aggregates (first write of a job's counts; demo data). */
export function toStageCountRows(jobId: string, a: JobAggregates) {
  return cells(a).map((c) => ({
    jobId,
    audience: c.audience,
    stage: c.stage,
    current: c.counts.current,
    accepted: c.counts.accepted,
    rejected: c.counts.rejected,
    subStatusCounts: c.sub,
  }))
}

export function fromStageCountRows(rows: readonly StoredCountRow[]): JobAggregates {
  const a = emptyAggregates()
  const fill = (target: StageCounts, row: StoredCountRow) => {
    target.current = row.current
    target.accepted = row.accepted
    target.rejected = row.rejected
    target.total = row.current + row.accepted + row.rejected
  }
  for (const row of rows) {
    const s = row.subStatusCounts ?? {}
    if (row.audience === 'provider') {
      if (row.stage === 'pitched') fill(a.provider.pitched, row)
      if (row.stage === 'shortlist') {
        fill(a.provider.shortList, row)
        a.provider.shortList.currentStatusCount = {
          notPitched: s.notPitched ?? 0,
          pitchedPending: s.pitchedPending ?? 0,
          interested: s.interested ?? 0,
          notInterested: s.notInterested ?? 0,
        }
      }
      if (row.stage === 'submittal') {
        fill(a.provider.submittal, row)
        a.provider.awaitingAction = s.awaitingAction ?? 0
      }
    } else {
      if (row.stage === 'submittal') {
        fill(a.client.submittal, row)
        a.client.awaitingAction = s.awaitingAction ?? 0
      }
      if (row.stage === 'send_out') fill(a.client.sendOut, row)
      if (row.stage === 'offer') fill(a.client.offer, row)
    }
  }
  a.provider.requiresProviderAction = a.provider.awaitingAction > 0
  a.client.requiresClientAction = a.client.awaitingAction > 0
  return a
}

/** The answer's form; `hidden`: how many of the job's live rows are hidden now (see `countHidden`). */
export function toAggregatesDto(a: JobAggregates, hidden: number): JobAggregatesDto {
  return {
    provider: { ...a.provider, hidden: { current: hidden, accepted: 0, rejected: 0, total: hidden } },
    client: a.client,
    mainStage: mainStageOfAggregates(a),
  }
}

/**
 * The job's hidden bucket (002 §3): its live rows in the hidden pool. Hidden is not a funnel
 * step (nothing moves on from it), so it is counted when asked, not stored with the funnel.
 */
export async function countHidden(db: DbOrTx, jobId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobCandidatesTable)
    .where(
      and(
        eq(jobCandidatesTable.jobId, jobId),
        eq(jobCandidatesTable.stageType, 'hidden'),
        isNull(jobCandidatesTable.removedAt),
      ),
    )
  return Number(row?.n ?? 0)
}

/** The stored aggregates with the hidden bucket, in the answer's form. */
export async function readAggregatesDto(db: DbOrTx, jobId: string): Promise<JobAggregatesDto> {
  return toAggregatesDto(await readAggregates(db, jobId), await countHidden(db, jobId))
}

/** Recount from the job's live rows, as this transaction sees them. */
export async function recountJob(db: DbOrTx, jobId: string): Promise<JobAggregates> {
  const rows = await db
    .select({
      stageType: jobCandidatesTable.stageType,
      stageStatus: jobCandidatesTable.stageStatus,
      currentStatus: jobCandidatesTable.currentStatus,
    })
    .from(jobCandidatesTable)
    .where(and(eq(jobCandidatesTable.jobId, jobId), isNull(jobCandidatesTable.removedAt)))
  return recountAggregates(rows)
}

/** The stored aggregates (a recount when the job has none stored yet). */
export async function readAggregates(db: DbOrTx, jobId: string): Promise<JobAggregates> {
  const rows = await db
    .select({
      audience: jobStageCountsTable.audience,
      stage: jobStageCountsTable.stage,
      current: jobStageCountsTable.current,
      accepted: jobStageCountsTable.accepted,
      rejected: jobStageCountsTable.rejected,
      subStatusCounts: jobStageCountsTable.subStatusCounts,
    })
    .from(jobStageCountsTable)
    .where(eq(jobStageCountsTable.jobId, jobId))
  return rows.length ? fromStageCountRows(rows) : recountJob(db, jobId)
}

export type CountedMove = [from: AggregateRow | null, to: AggregateRow | null]

function isZero(c: CellDelta): boolean {
  return (
    c.counts.current === 0 &&
    c.counts.accepted === 0 &&
    c.counts.rejected === 0 &&
    Object.values(c.sub).every((v) => v === 0)
  )
}

function subStatusExpression(sub: Record<string, number>): SQL | undefined {
  const changed = Object.entries(sub).filter(([, d]) => d !== 0)
  if (!changed.length) return undefined
  let expr: SQL = sql`${jobStageCountsTable.subStatusCounts}`
  for (const [key, delta] of changed) {
    expr = sql`jsonb_set(${expr}, ${`{${key}}`}::text[], to_jsonb(coalesce((${jobStageCountsTable.subStatusCounts}->>${key})::int, 0) + ${delta}::int))`
  }
  return expr
}

/**
 * Applies stage moves to a job's stored counts, inside the caller's transaction (after the stage
 * rows were written). A job without stored counts gets them from a recount, which already
 * includes this transaction's own moves.
 */
export async function applyMovesToCounts(tx: DbOrTx, jobId: string, moves: readonly CountedMove[]): Promise<void> {
  let delta = emptyAggregates()
  for (const [from, to] of moves) delta = applyStageMove(delta, from, to)
  const changed = cells(delta).filter((c) => !isZero(c))
  if (!changed.length) return

  for (const [index, cell] of changed.entries()) {
    const t = jobStageCountsTable
    const sub = subStatusExpression(cell.sub)
    const updated = await tx
      .update(t)
      .set({
        current: sql`${t.current} + ${cell.counts.current}::int`,
        accepted: sql`${t.accepted} + ${cell.counts.accepted}::int`,
        rejected: sql`${t.rejected} + ${cell.counts.rejected}::int`,
        ...(sub ? { subStatusCounts: sub } : {}),
      })
      .where(and(eq(t.jobId, jobId), eq(t.audience, cell.audience), eq(t.stage, cell.stage)))
      .returning({ jobId: t.jobId })
    if (updated.length === 0) {
      // No stored counts for this job yet (only the first cell can find that: rows come as a set).
      if (index !== 0) throw new Error(`job_stage_counts of job ${jobId} are incomplete`)
      const initialized = await initializeCounts(tx, jobId)
      if (initialized) return
      return applyMovesToCounts(tx, jobId, moves)
    }
  }
}

/**
 * Writes a job's first counts from a recount, once: an advisory lock keeps two first movers from
 * both doing it. Answers false when another transaction got there first (its rows are now
 * visible, so the caller applies its delta to them).
 */
async function initializeCounts(tx: DbOrTx, jobId: string): Promise<boolean> {
  await rawRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`job_stage_counts:${jobId}`}, 0))`)
  const [existing] = await tx
    .select({ jobId: jobStageCountsTable.jobId })
    .from(jobStageCountsTable)
    .where(eq(jobStageCountsTable.jobId, jobId))
    .limit(1)
  if (existing) return false
  await tx
    .insert(jobStageCountsTable)
    .values(toStageCountRows(jobId, await recountJob(tx, jobId)))
    .onConflictDoNothing()
  return true
}
