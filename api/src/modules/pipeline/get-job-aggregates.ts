/** GET jobs/{id}/aggregates: the job's funnel counts (provider and client blocks), flags, main stage and elapsed days. */
import type { JobAggregatesAnswer } from '@quota/shared/contracts/pipeline'
import { elapsedDays } from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import type { UseCaseContext } from '../context'
import { lockJob } from './repository'
import { readAggregatesDto } from './stage-counts'
import { viewerOf } from './viewer'

export async function getJobAggregates({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { jobId: string }
}): Promise<JobAggregatesAnswer> {
  const viewer = viewerOf(ctx.actor)
  const job = await lockJob(ctx.db, input.jobId, 'none')
  if (!job || (viewer === 'client' && job.organizationId !== ctx.actor.organizationId)) {
    throw new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })
  }
  return {
    jobId: job.id,
    jobStatus: job.status,
    elapsedDays: elapsedDays(job.openDate, job.closedDate, new Date()),
    aggregates: await readAggregatesDto(ctx.db, job.id),
  }
}
