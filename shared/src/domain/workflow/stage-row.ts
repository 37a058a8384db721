import type { RejectingParty, StageStatus, StageType, SubStatus } from './vocabulary'

/**
 * The part of a candidate's job-stage row (spec 000 §3 "Job stage on a candidate") that the
 * workflow rules read. Rows of the pools (recommended, matching) may not exist in storage; the
 * caller then passes `{ stageType: 'matching', stageStatus: 'current', ... }`.
 */
export interface StagePosition {
  stageType: StageType
  stageStatus: StageStatus
  /** The stage's current status (sub-status); null when none is set. */
  currentStatus: SubStatus | null
}

/** A stage row as the action rules need it. Every flag is required so no caller forgets one. */
export interface CandidateStage extends StagePosition {
  /** Who rejected; set when `stageStatus` is `rejected`. */
  rejectedBy: RejectingParty | null
  /** A past stage kept for history; it is read-only. */
  isHistory: boolean
  /** A JIT-farming candidate handed to marketing (15 minutes after flagging) is locked. */
  isLocked: boolean
  /** A snippet was already sent for this candidate and job. */
  hasSnippetBeenSent: boolean
  /** The candidate accepted a JIT opportunity for this job (blocks un-submit). */
  candidateAcceptedJit: boolean
  /** The first interview of this candidate for this job is scheduled. */
  firstInterviewScheduled: boolean
}

/**
 * "An accepted offer maps to the hired stage and hired is displayed as the accepted state of
 * offer": rules are written against offer/accepted, so a `hired` row is read as that.
 */
export function normalizeStage<T extends StagePosition>(row: T): T {
  if (row.stageType !== 'hired') return row
  return { ...row, stageType: 'offer', stageStatus: 'accepted' }
}

export function isRejected(row: StagePosition): boolean {
  return row.stageStatus === 'rejected'
}
