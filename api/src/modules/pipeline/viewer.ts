/**
 * Who is looking, in the workflow's words, and what a client may see of a job's candidates.
 */
import {
  type CandidateStage,
  clientSeesStage,
  type StageState,
  type ViewerKind,
} from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import type { Actor } from '../../plugins/auth'

/**
 * recruiter = internal or fractional recruiter (the `recruiter` permission); nonStaff = other
 * provider staff; client = a client recruiter (basic client recruiters only use the comp engine).
 * Candidates and the system act through their own calls, never these.
 */
export function viewerOf(actor: Actor): ViewerKind {
  if (actor.userType === 'staff') return actor.permissions.includes('recruiter') ? 'recruiter' : 'nonStaff'
  if (actor.userType === 'client' && actor.organizationId && actor.permissions.includes('client-recruiter'))
    return 'client'
  throw new AppError('FORBIDDEN')
}

/** What a client sees of a job's candidates: the shared rule (`clientSeesStage`) on a stored row. */
export function clientCanSee(
  row: (StageState & { removedAt: Date | null }) | null | undefined,
  candidate: { searchStatus: string | null },
): boolean {
  return !!row && clientSeesStage({ ...row, removed: row.removedAt !== null }, candidate)
}

/** The rule input for a stored row (history rows do not exist as rows here: history is its own table). */
export function permissionStage(
  row: StageState & {
    snippetSentAt: Date | null
    candidateAcceptedJitAt: Date | null
  },
  firstInterviewScheduled: boolean,
): CandidateStage {
  return {
    stageType: row.stageType,
    stageStatus: row.stageStatus,
    currentStatus: row.currentStatus,
    rejectedBy: row.rejectedBy,
    isHistory: false,
    isLocked: row.isLocked,
    hasSnippetBeenSent: row.snippetSentAt !== null,
    candidateAcceptedJit: row.candidateAcceptedJitAt !== null,
    firstInterviewScheduled,
  }
}
