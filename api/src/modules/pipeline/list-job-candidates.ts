/**
 * GET jobs/{jobId}/candidates: one of a job's candidate lists, each row with its stage and the
 * buttons the caller gets on it (`availableActions` for the list and the caller).
 */
import type { JobCandidateListItem, JobCandidatesQuery } from '@quota/shared/contracts/pipeline'
import { availableActions, type ListKind } from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import type { UseCaseContext } from '../context'
import { refreshJobRecommendations } from '../recommendations/engine'
import { isRunOfJob } from '../recommendations/runs'
import { jobContextOf } from './perform-stage-action'
import { historyOf, listJobCandidates, lockJob, withScheduledInterviews } from './repository'
import { toCandidateCard, toHistoryDto, toStageDto } from './to-dto'
import { permissionStage, viewerOf } from './viewer'

const STAGES_OF_LIST: Record<ListKind, readonly string[]> = {
  recommended: ['recommended'],
  matching: ['matching', 'pitched'],
  shortlist: ['shortlist'],
  jitFarming: ['shortlist'],
  hidden: ['hidden'],
  jobStage: ['submittal', 'send_out', 'offer'],
}

export async function listJobCandidatesUseCase({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  /** antiBias: the anti-bias gate's decision (plugins/anti-bias.ts), not the query flag. */
  input: { jobId: string; antiBias: boolean } & JobCandidatesQuery
}) {
  const viewer = viewerOf(ctx.actor)
  const job = await lockJob(ctx.db, input.jobId, 'none')
  if (!job || (viewer === 'client' && job.organizationId !== ctx.actor.organizationId)) {
    throw new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })
  }
  const list = input.candidateType
  let stageTypes = STAGES_OF_LIST[list]
  let stageStatus: string | undefined = input.stageStatus
  if (input.stageType) {
    // hired is the offer stage accepted
    const wanted = input.stageType === 'hired' ? 'offer' : input.stageType
    stageTypes = stageTypes.filter((t) => t === wanted)
    if (input.stageType === 'hired') stageStatus = 'accepted'
  }
  const empty = { data: [] as JobCandidateListItem[], meta: { total: 0, limit: input.limit, offset: input.offset } }
  if (!stageTypes.length || (viewer === 'client' && (list === 'recommended' || list === 'jitFarming'))) return empty

  if (list === 'recommended') {
    if (input.recommend) {
      if (viewer !== 'recruiter')
        throw new AppError('FORBIDDEN', { message: 'Only recruiters can recompute recommendations' })
      await refreshJobRecommendations(ctx.db, job.id, { requestedBy: ctx.actor.userId, requestId: ctx.requestId })
    }
    if (input.searchInstanceId && !(await isRunOfJob(ctx.db, input.searchInstanceId, job.id))) {
      throw new AppError('NOT_FOUND', { message: 'Unknown recommendation run for this job' })
    }
  }
  const { rows, total } = await listJobCandidates(ctx.db, {
    jobId: job.id,
    stageTypes,
    stageStatus,
    currentStatus: list === 'jitFarming' ? 'jit_farming' : input.stageCurrentStatus,
    currentStatusNot: list === 'shortlist' ? 'jit_farming' : undefined,
    rejectedBy: input.stageRejectStatus,
    candidateId: input.candidateId,
    clientOnly: viewer === 'client',
    pool: list === 'recommended' ? input.pool : undefined,
    candidateUserId: input.candidateUserId,
    includeProspects: input.includeProspects,
    // best first: the engine's fit score, or the search relevance of what a saved filter found
    byScore: list === 'recommended' || list === 'matching',
    offset: input.offset,
    limit: input.limit,
  })
  const ids = rows.map((r) => r.row.id)
  const [scheduled, history] = await Promise.all([
    withScheduledInterviews(ctx.db, ids),
    input.showHistory ? historyOf(ctx.db, ids) : Promise.resolve([]),
  ])
  const historyByRow = Map.groupBy(history, (h) => h.jobCandidateId)
  const jobContext = jobContextOf(job)
  const data: JobCandidateListItem[] = rows.map(({ row, candidate }) => ({
    candidate: toCandidateCard(candidate, { antiBias: input.antiBias, provider: viewer !== 'client' }),
    stage: toStageDto(row),
    actions: availableActions({
      viewer,
      list,
      job: jobContext,
      candidate: permissionStage(row, scheduled.has(row.id)),
    }),
    ...(input.showHistory ? { history: (historyByRow.get(row.id) ?? []).map(toHistoryDto) } : {}),
  }))
  return { data, meta: { total, limit: input.limit, offset: input.offset } }
}
