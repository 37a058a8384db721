import { normalizeStage, type StagePosition } from './stage-row'
import type { RejectingParty } from './vocabulary'

/**
 * "Closing a job rejects its in-process candidates after the user confirms" (000 §4 Other rules).
 *
 * In process = a live row the client is working on and that could still be rejected: a submittal
 * or an interview that is current or accepted, or an open offer. Pools (matching, shortlist,
 * hidden, ...) are not in process, hires are done, rejections already are rejected.
 */
export function isInProcess(row: StagePosition & { isHistory: boolean }): boolean {
  if (row.isHistory) return false
  const stage = normalizeStage(row)
  switch (stage.stageType) {
    case 'submittal':
    case 'send_out':
      return stage.stageStatus === 'current' || stage.stageStatus === 'accepted'
    case 'offer':
      return stage.stageStatus === 'current'
    default:
      return false
  }
}

export interface CloseRejection<T> {
  before: T
  after: T
}

/**
 * The rejections closing a job makes, one per in-process row, each attributed to the party that
 * closed the job. `before`/`after` feed straight into applyStageMove for the job's aggregates.
 * The sub-status is kept, as with any rejection: it tells whether the client had seen the row.
 */
export function rejectionsOnClose<T extends StagePosition & { isHistory: boolean; rejectedBy: RejectingParty | null }>(
  rows: readonly T[],
  closedBy: Exclude<RejectingParty, 'candidate'>,
): Array<CloseRejection<T>> {
  return rows
    .filter(isInProcess)
    .map((before) => ({ before, after: { ...before, stageStatus: 'rejected', rejectedBy: closedBy } }))
}
