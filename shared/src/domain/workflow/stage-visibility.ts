/**
 * Who may see a candidate's row in a job, besides provider staff (who see every row). The
 * pipeline lists apply it to answer a client, and real-time events apply it to decide who hears
 * of a move, so both read the same rule.
 */

/** What visibility depends on: the row's position and flags. `removed` = the row has a `removedAt`. */
export interface StageVisibilityInput {
  stageType: string
  currentStatus: string | null
  isSubmittedToClient: boolean
  isLocked: boolean
  removed: boolean
}

/**
 * What a client sees of a job's candidates: whatever was submitted to it (submittal onwards), and
 * its sourcing lists (matching, shortlist, hidden). Not the provider's own work: recommendations,
 * submittals still waiting for the account manager, JIT-farming rows, removed rows, and
 * candidates off the market (hidden from clients) it was never shown.
 */
export function clientSeesStage(row: StageVisibilityInput, candidate: { searchStatus: string | null }): boolean {
  if (row.removed) return false
  switch (row.stageType) {
    case 'submittal':
    case 'send_out':
    case 'offer':
      return row.isSubmittedToClient
    case 'matching':
    case 'pitched':
    case 'hidden':
    case 'shortlist':
      return (
        candidate.searchStatus !== 'offTheMarket' &&
        !row.isLocked &&
        row.currentStatus !== 'jit_farming' &&
        row.currentStatus !== 'jit_suggested'
      )
    default:
      return false
  }
}

/**
 * What a candidate sees of their own rows (the dashboard): jobs from submittal onwards, plus JIT
 * suggestions on the shortlist; never a removed row.
 */
export function candidateSeesStage(
  row: Pick<StageVisibilityInput, 'stageType' | 'currentStatus' | 'removed'>,
): boolean {
  if (row.removed) return false
  if (row.stageType === 'submittal' || row.stageType === 'send_out' || row.stageType === 'offer') return true
  return row.stageType === 'shortlist' && (row.currentStatus === 'jit_suggested' || row.currentStatus === 'jit_farming')
}
