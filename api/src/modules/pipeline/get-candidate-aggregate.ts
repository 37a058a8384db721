/**
 * GET candidates/{id}/aggregate (001 §7): where a candidate stands across jobs, for the card and
 * the profile's job list: how many jobs, live rows per stage, rejected and hired counts, and
 * with `jobId` the row in that job. Provider staff count every job; a client recruiter only its
 * own company's jobs and only the rows a client may see there (`clientCanSee`), so the counts
 * never reveal the candidate's other clients. A candidate the caller may not read answers 404.
 */
import type { CandidateAggregate } from '@quota/shared/contracts/pipeline'
import { STORED_STAGE_TYPES, type StoredStageType } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull } from 'drizzle-orm'
import { jobCandidatesTable, jobsTable } from '../../db/schema'
import { candidateFor } from '../candidates/access'
import type { UseCaseContext } from '../context'
import { toStageDto } from './to-dto'
import { clientCanSee, viewerOf } from './viewer'

export async function getCandidateAggregate({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { candidateId: string; jobId?: string | undefined }
}): Promise<CandidateAggregate> {
  const viewer = viewerOf(ctx.actor)
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const rows = await ctx.db
    .select({ row: jobCandidatesTable, organizationId: jobsTable.organizationId })
    .from(jobCandidatesTable)
    .innerJoin(jobsTable, eq(jobsTable.id, jobCandidatesTable.jobId))
    .where(
      and(
        eq(jobCandidatesTable.candidateId, candidate.id),
        isNull(jobCandidatesTable.removedAt),
        isNull(jobsTable.deletedAt),
      ),
    )
  const seen =
    viewer === 'client'
      ? rows.filter((r) => r.organizationId === ctx.actor.organizationId && clientCanSee(r.row, candidate))
      : rows

  if (input.jobId && viewer === 'client') {
    const [job] = await ctx.db
      .select({ organizationId: jobsTable.organizationId })
      .from(jobsTable)
      .where(and(eq(jobsTable.id, input.jobId), isNull(jobsTable.deletedAt)))
    if (!job || job.organizationId !== ctx.actor.organizationId)
      throw new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })
  }

  const byStage = Object.fromEntries(STORED_STAGE_TYPES.map((t) => [t, 0])) as Record<StoredStageType, number>
  let rejected = 0
  let hired = 0
  for (const { row } of seen) {
    if (row.stageStatus === 'rejected') rejected++
    else byStage[row.stageType]++
    if (row.stageType === 'offer' && row.stageStatus === 'accepted') hired++
  }
  const inJob = input.jobId ? seen.find((r) => r.row.jobId === input.jobId) : undefined
  return {
    candidateId: candidate.id,
    jobCount: new Set(seen.map((r) => r.row.jobId)).size,
    byStage,
    rejected,
    hired,
    job: inJob ? toStageDto(inJob.row) : null,
  }
}
