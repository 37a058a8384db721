/**
 * How a candidate's place in a job reads, wherever it is shown (the web app's workspace and
 * profile, the extension's panel): "Interviewing · Scheduled/No Action Items", "Pending · Rejected
 * by Client", "Hired", with a tone for its badge. One rule, so the doors never name a stage apart.
 */
import {
  REJECTING_PARTY_NAMES,
  type RejectingParty,
  STAGE_TYPE_NAMES,
  type StageStatus,
  type StageType,
  SUB_STATUS_DISPLAY_NAMES,
  type SubStatus,
} from './vocabulary'

export interface StageView {
  stageType: StageType
  stageStatus: StageStatus
  stageCurrentStatus: SubStatus | null
  rejectedBy: RejectingParty | null
}

export const STAGE_TONES = ['neutral', 'info', 'success', 'danger', 'warning'] as const
export type StageTone = (typeof STAGE_TONES)[number]

/** "Interviewing · Scheduled/No Action Items", "Pending · Rejected by Client", "Hired". */
export function stageText(stage: StageView): string {
  const hired = stage.stageType === 'hired' || (stage.stageType === 'offer' && stage.stageStatus === 'accepted')
  if (hired) return 'Hired'
  const parts: string[] = [STAGE_TYPE_NAMES[stage.stageType]]
  if (stage.stageStatus === 'rejected') {
    parts.push(stage.rejectedBy ? `Rejected by ${REJECTING_PARTY_NAMES[stage.rejectedBy]}` : 'Rejected')
  } else {
    if (stage.stageStatus === 'accepted') parts.push('Accepted')
    if (stage.stageCurrentStatus) parts.push(SUB_STATUS_DISPLAY_NAMES[stage.stageCurrentStatus])
  }
  return parts.join(' · ')
}

/** A tone for the stage badge. */
export function stageTone(stage: StageView): StageTone {
  if (stage.stageStatus === 'rejected') return 'danger'
  if (stage.stageType === 'hired' || (stage.stageType === 'offer' && stage.stageStatus === 'accepted')) return 'success'
  if (stage.stageType === 'offer') return 'warning'
  if (stage.stageType === 'send_out') return 'info'
  return 'neutral'
}
