/**
 * Where an action is expected to take a row, so the aggregate counts can move at once
 * (optimistically) and be reconciled with the server's answer. The move is the workflow's
 * `transition` (shared/domain/workflow), the rule the API applies; null when the stage, status and
 * sub-status do not change or are not known ahead (the server's answer then simply replaces the
 * counts).
 */
import {
  type AggregateRow,
  type ListKind,
  listOf,
  NOT_IN_JOB,
  normalizeStage,
  type StageType,
  transition,
} from '@quota/shared/domain/workflow/index'
import type { Action, RejectingParty, StageStatus, SubStatus } from '@quota/shared/domain/workflow/vocabulary'

export interface StageLike {
  stageType: StageType
  stageStatus: StageStatus
  stageCurrentStatus: SubStatus | null
  rejectedBy?: RejectingParty | null
}

export function toAggregateRow(stage: StageLike): AggregateRow {
  return { stageType: stage.stageType, stageStatus: stage.stageStatus, currentStatus: stage.stageCurrentStatus }
}

/** The row after `action`, or null when the action does not move it (or cannot be predicted). */
export function predictStage(action: Action, stage: StageLike): AggregateRow | null {
  // A `hired` row is an accepted offer to the rules (the API stores it so).
  const from = normalizeStage(toAggregateRow(stage))
  const { stageType, stageStatus, currentStatus } = from
  if (stageType === 'hired') return null
  const changes = transition(
    action,
    { ...NOT_IN_JOB, stageType, stageStatus, currentStatus, rejectedBy: stage.rejectedBy ?? null },
    // Only the stage is read back: the time, the actor and the rejecting party do not move it, and
    // the status held before a rejection is the server's to know ("current" is the usual case).
    { now: new Date(), actorId: null, party: 'provider' },
  )
  const to: AggregateRow = {
    stageType: changes.stageType ?? from.stageType,
    stageStatus: changes.stageStatus ?? from.stageStatus,
    currentStatus: changes.currentStatus !== undefined ? changes.currentStatus : from.currentStatus,
  }
  const moved =
    to.stageType !== from.stageType || to.stageStatus !== from.stageStatus || to.currentStatus !== from.currentStatus
  return moved ? to : null
}

/** The list a row shows in (the API's rule): pools by stage, JIT farming apart, the rest job stage. */
export function listOfStage(stage: Pick<StageLike, 'stageType' | 'stageCurrentStatus'>): ListKind {
  return listOf({ stageType: stage.stageType, currentStatus: stage.stageCurrentStatus })
}
