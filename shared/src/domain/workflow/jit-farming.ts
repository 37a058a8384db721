import type { StagePosition } from './stage-row'

/**
 * JIT farming (000 §4 Other rules, 001 §4): a shortlisted candidate flagged for JIT farming is sent
 * to marketing 15 minutes after flagging and is then locked; a locked row offers only Unlock and
 * Submit (enforced in action-permissions.ts). The wait gives the recruiter time to undo the flag.
 */
export const JIT_MARKETING_DELAY_MS = 15 * 60 * 1000

export function isJitFarmingRow(row: StagePosition): boolean {
  return row.stageType === 'shortlist' && row.stageStatus === 'current' && row.currentStatus === 'jit_farming'
}

/** When a candidate flagged at `flaggedAt` is handed to marketing and locked. */
export function jitHandOffAt(flaggedAt: Date): Date {
  return new Date(flaggedAt.getTime() + JIT_MARKETING_DELAY_MS)
}

/** Whether the hand-off is due (exactly 15 minutes counts as due). */
export function isJitHandOffDue(flaggedAt: Date, now: Date): boolean {
  return now.getTime() >= jitHandOffAt(flaggedAt).getTime()
}
