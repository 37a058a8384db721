import type { JobCandidateStage, StageHistoryEntry } from '@quota/shared/contracts/pipeline'
import { anonymousLabel } from '@quota/shared/domain/candidates/anti-bias'
import { SUB_STATUS_DISPLAY_NAMES } from '@quota/shared/domain/workflow/index'
import type { JobCandidateHistoryRow, JobCandidateRow } from '../../db/schema'
import type { PipelineCandidate } from './repository'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function toStageDto(row: JobCandidateRow): JobCandidateStage {
  return {
    stageId: row.id,
    jobId: row.jobId,
    candidateId: row.candidateId,
    stageType: row.stageType,
    stageStatus: row.stageStatus,
    stageCurrentStatus: row.currentStatus,
    stageCurrentStatusName: row.currentStatus ? SUB_STATUS_DISPLAY_NAMES[row.currentStatus] : null,
    stageStartAt: row.stageStartedAt.toISOString(),
    rejectedBy: row.rejectedBy,
    rejectionReasons: row.rejectionReasonIds,
    rejectionNotes: row.rejectionNotes,
    rejectionNotification: row.rejectionNotificationId,
    feedbackId: row.feedbackId,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    createdByUserType: row.createdByUserType,
    statusUpdatedAt: row.statusUpdatedAt.toISOString(),
    statusUpdatedBy: row.statusUpdatedBy,
    statusUpdatedByUserType: row.statusUpdatedByUserType,
    isHistory: row.removedAt !== null,
    isSubmittedToClient: row.isSubmittedToClient,
    isSuggestedToCandidate: row.isSuggestedToCandidate,
    isLocked: row.isLocked,
    unlockedAt: iso(row.unlockedAt),
    unlockedBy: row.unlockedBy,
    isPushedToHubspot: row.isPushedToCrm,
    pushedToAtsAt: iso(row.pushedToAtsAt),
    atsPushState: row.atsPushState,
    atsPushError: row.atsPushError,
    snippetSentAt: iso(row.snippetSentAt),
    jitFlaggedAt: iso(row.jitFlaggedAt),
    pool: row.pool ?? null,
    score: row.score ?? null,
    version: row.version,
  }
}

export function toHistoryDto(row: JobCandidateHistoryRow): StageHistoryEntry {
  return {
    id: row.id,
    action: row.action,
    fromStageType: row.fromStageType,
    fromStageStatus: row.fromStageStatus,
    fromCurrentStatus: row.fromCurrentStatus,
    toStageType: row.toStageType,
    toStageStatus: row.toStageStatus,
    toCurrentStatus: row.toCurrentStatus,
    rejectedBy: row.rejectedBy,
    notes: row.notes,
    actorId: row.actorId,
    actorUserType: row.actorUserType,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The card of a list row; anti-bias mode keeps only what cannot identify the person. */
export function toCandidateCard(c: PipelineCandidate, options: { antiBias: boolean; provider: boolean }) {
  if (options.antiBias) {
    return {
      id: c.id,
      firstName: null,
      lastName: null,
      fullName: anonymousLabel(c.id),
      email: null,
      linkedInProfileUrl: null,
      searchStatus: c.searchStatus,
    }
  }
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    fullName: `${c.firstName} ${c.lastName}`.trim(),
    email: options.provider ? c.email : null,
    linkedInProfileUrl: c.linkedinUrl,
    searchStatus: c.searchStatus,
  }
}
