/**
 * What every stage-changing call checks first and answers last: the version the caller saw
 * (optimistic concurrency, 409 when someone else changed the row) and the row with the caller's
 * buttons and the job's funnel, so the screen redraws from one answer.
 */
import type { StageActionResult } from '@quota/shared/contracts/pipeline'
import { availableActions, listOf, type ViewerKind } from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import type { DbOrTx } from '../../db/client'
import type { JobCandidateRow } from '../../db/schema'
import { jobContextOf } from './perform-stage-action'
import type { JobForPipeline } from './repository'
import { readAggregatesDto } from './stage-counts'
import { toStageDto } from './to-dto'
import { permissionStage } from './viewer'

export function checkExpectedVersion(row: { version: number } | undefined, expected: number | undefined): void {
  if (expected !== undefined && (row?.version ?? 0) !== expected) {
    throw new AppError('CONFLICT', {
      message: 'The candidate was changed by someone else in the meantime; reload and try again',
      meta: { expectedVersion: expected, version: row?.version ?? 0 },
    })
  }
}

export async function stageAnswer(
  tx: DbOrTx,
  viewer: ViewerKind,
  job: JobForPipeline,
  row: JobCandidateRow,
  hasScheduledInterview = false,
): Promise<StageActionResult> {
  return {
    stage: toStageDto(row),
    actions: availableActions({
      viewer,
      list: listOf(row),
      job: jobContextOf(job),
      candidate: permissionStage(row, hasScheduledInterview),
    }),
    aggregates: await readAggregatesDto(tx, job.id),
  }
}
