/**
 * Where an action is expected to take a row, so the aggregate counts can move at once
 * (optimistically) and be reconciled with the server's answer. Mirrors the API's transitions
 * for the stage, status and sub-status; null when the stage does not change or is not known
 * ahead (the server's answer then simply replaces the counts).
 */
import type { AggregateRow, ListKind, StageType } from '@quota/shared/domain/workflow/index'
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

const POOLS: readonly StageType[] = ['recommended', 'matching', 'pitched', 'hidden']

const to = (stageType: StageType, stageStatus: StageStatus, currentStatus: SubStatus | null): AggregateRow => ({
  stageType,
  stageStatus,
  currentStatus,
})

/** The row after `action`, or null when the action does not move it (or cannot be predicted). */
export function predictStage(action: Action, stage: StageLike): AggregateRow | null {
  switch (action) {
    case 'submit':
      return to('submittal', 'current', 'pending_am_approval')
    case 'submitToClient':
    case 'bulkApprove':
      return to('submittal', 'current', 'am_submitted')
    case 'accept':
      return to('submittal', 'accepted', 'scheduling_first_round')
    case 'requestForInfo':
    case 'pitchOpportunity':
      return to('submittal', 'current', 'pending_candidate_response')
    case 'withdrawOpportunity':
    case 'reject':
      return to(stage.stageType, 'rejected', stage.stageCurrentStatus)
    case 'scheduleInterview':
      return to('send_out', 'current', 'scheduled_no_action_items')
    case 'trackOffer':
      return to('offer', 'current', null)
    case 'moveToHired':
      return to('offer', 'accepted', null)
    case 'unreject':
    case 'unrejectOpportunity':
      // The status held before the rejection is the server's to know; "current" is the usual case.
      return to(stage.stageType, 'current', stage.stageCurrentStatus)
    case 'unsubmit':
    case 'shortlist':
      return to('shortlist', 'current', null)
    case 'unShortlist':
    case 'unHide':
      return to('matching', 'current', null)
    case 'hide':
      return to('hidden', 'current', null)
    case 'pitch':
    case 'pitchInMail':
      if (POOLS.includes(stage.stageType) && stage.stageType !== 'pitched') return to('pitched', 'current', null)
      if (stage.stageType === 'shortlist' && stage.stageStatus === 'current')
        return to('shortlist', 'current', action === 'pitch' ? 'pitched_pending' : 'inmail_sent')
      return null
    case 'unlock':
      return stage.stageCurrentStatus === 'jit_farming' ? to(stage.stageType, stage.stageStatus, null) : null
    case 'delete':
      return null
    default:
      return null
  }
}

/** The list a row shows in (the API's rule): pools by stage, JIT farming apart, the rest job stage. */
export function listOfStage(stage: Pick<StageLike, 'stageType' | 'stageCurrentStatus'>): ListKind {
  switch (stage.stageType) {
    case 'recommended':
      return 'recommended'
    case 'matching':
    case 'pitched':
      return 'matching'
    case 'hidden':
      return 'hidden'
    case 'shortlist':
      return stage.stageCurrentStatus === 'jit_farming' ? 'jitFarming' : 'shortlist'
    default:
      return 'jobStage'
  }
}
