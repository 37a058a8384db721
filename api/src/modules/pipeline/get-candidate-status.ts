/**
 * GET jobs/{id}/candidate/{candidateId}/status: a candidate's stage in a job with the caller's
 * buttons, the dashboard label the candidate sees, the latest interview and the live offer.
 */
import type { CandidateStatusAnswer } from '@quota/shared/contracts/pipeline'
import { availableActions, candidateJobLabel, listOf } from '@quota/shared/domain/workflow/index'
import type { UseCaseContext } from '../context'
import { jobContextOf, loadForViewer, notAssociated } from './perform-stage-action'
import { hasScheduledInterview, latestInterview, liveOffer } from './repository'
import { toStageDto } from './to-dto'
import { permissionStage, viewerOf } from './viewer'

export async function getCandidateStatus({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { jobId: string; candidateId: string }
}): Promise<CandidateStatusAnswer> {
  const viewer = viewerOf(ctx.actor)
  const { job, row } = await loadForViewer(ctx.db, ctx, viewer, input.jobId, input.candidateId, 'none')
  if (!row || row.removedAt) throw notAssociated()
  const [interview, offer, scheduled] = await Promise.all([
    latestInterview(ctx.db, row.id),
    liveOffer(ctx.db, row.id),
    hasScheduledInterview(ctx.db, row.id),
  ])
  const now = new Date()
  return {
    stage: toStageDto(row),
    actions: availableActions({
      viewer,
      list: listOf(row),
      job: jobContextOf(job),
      candidate: permissionStage(row, scheduled),
    }),
    viewer,
    label: candidateJobLabel({
      stageType: row.stageType,
      stageStatus: row.stageStatus,
      currentStatus: row.currentStatus,
      rejectedBy: row.rejectedBy,
      jobStatus: job.status,
      isSuggestedToCandidate: row.isSuggestedToCandidate,
      interviewRound: interview?.round ?? null,
      isInterviewDatePassed: interview ? interview.startsAt <= now : false,
    }),
    interview: interview
      ? {
          id: interview.id,
          round: interview.round,
          startsAt: interview.startsAt.toISOString(),
          timezone: interview.timezone,
          type: interview.type,
        }
      : null,
    offer: offer ? { id: offer.id, salary: offer.salary, ote: offer.ote } : null,
  }
}
