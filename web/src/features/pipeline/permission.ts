/**
 * The shared workflow rules' inputs for a row the API listed: who looks (from the session), the
 * job (status, snippet) and the row's stage. The API already answers each row's buttons; this is
 * for what spans rows (bulk approval: canBulkApprove).
 */
import type { CandidateStage, JobContext, PermissionInput, ViewerKind } from '@quota/shared/domain/workflow/index'
import type { JobCandidateListItem, JobDetail } from './api'

export function viewerKindOf(
  user: { userType?: string | undefined; roleView?: string | undefined } | null,
): ViewerKind {
  if (user?.userType === 'client') return 'client'
  return user?.roleView === 'nonStaff' ? 'nonStaff' : 'recruiter'
}

export function jobContextOf(
  job: Pick<JobDetail, 'status' | 'jobEmailSnippet' | 'isJobEmailSnippetPublished'>,
): JobContext {
  return { status: job.status.id, snippetAvailable: job.isJobEmailSnippetPublished && Boolean(job.jobEmailSnippet) }
}

/** The row as the rules read it; what the list does not say (accepted JIT, first interview) is taken as not. */
export function candidateStageOf(row: JobCandidateListItem): CandidateStage {
  const s = row.stage
  return {
    stageType: s.stageType,
    stageStatus: s.stageStatus,
    currentStatus: s.stageCurrentStatus,
    rejectedBy: s.rejectedBy,
    isHistory: s.isHistory,
    isLocked: s.isLocked,
    hasSnippetBeenSent: s.snippetSentAt !== null,
    candidateAcceptedJit: false,
    firstInterviewScheduled: false,
  }
}

export function permissionInputOf(row: JobCandidateListItem, viewer: ViewerKind, job: JobContext): PermissionInput {
  return { viewer, job, candidate: candidateStageOf(row) }
}
