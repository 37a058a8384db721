/**
 * Builders for the workflow's table-driven tests (not exported from index.ts). They default every
 * flag to its quiet value so each test case states only what it is about.
 */
import type { ActionInput } from './available-actions'
import type { CandidateStage } from './stage-row'
import type { JobStatus, ListKind, StageStatus, StageType, SubStatus, ViewerKind } from './vocabulary'

export function row(
  stageType: StageType,
  stageStatus: StageStatus = 'current',
  currentStatus: SubStatus | null = null,
  extra: Partial<CandidateStage> = {},
): CandidateStage {
  return {
    stageType,
    stageStatus,
    currentStatus,
    rejectedBy: stageStatus === 'rejected' ? 'client' : null,
    isHistory: false,
    isLocked: false,
    hasSnippetBeenSent: false,
    candidateAcceptedJit: false,
    firstInterviewScheduled: false,
    ...extra,
  }
}

export interface InputOptions {
  job?: JobStatus
  snippetAvailable?: boolean
  list?: ListKind
}

/** The list a row of this stage normally shows in. */
function defaultList(candidate: CandidateStage): ListKind {
  switch (candidate.stageType) {
    case 'recommended':
      return 'recommended'
    case 'matching':
    case 'pitched':
      return 'matching'
    case 'hidden':
      return 'hidden'
    case 'shortlist':
      return candidate.currentStatus === 'jit_farming' ? 'jitFarming' : 'shortlist'
    default:
      return 'jobStage'
  }
}

export function input(viewer: ViewerKind, candidate: CandidateStage, options: InputOptions = {}): ActionInput {
  return {
    viewer,
    list: options.list ?? defaultList(candidate),
    job: { status: options.job ?? 'open', snippetAvailable: options.snippetAvailable ?? true },
    candidate,
  }
}
