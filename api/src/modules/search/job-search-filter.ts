/**
 * GET and PUT jobs/{id}/search-filter: the job's own candidate filter (the matching filter its
 * recruiters and its client share). Provider staff reach every job; client users their own
 * organization's jobs (another tenant's job answers 404). Taking away filters someone else set
 * raises `filterRemoved` for them. The filter fills the job's matching list (job-matching.ts).
 */
import type { CandidateFilterItem, JobSearchFilterDto, StoredFilterItem } from '@quota/shared/contracts/search'
import { AppError } from '@quota/shared/errors/index'
import { enqueueOutbox } from '../../audit/write-audit'
import type { FilterItem } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { enqueueJobMatching, jobMatchingPending } from './job-matching'
import { findJob, findJobSearchFilter, upsertJobSearchFilter } from './repository'
import { scopeOf } from './scope'

async function reachableJob(ctx: UseCaseContext, jobId: string) {
  const scope = scopeOf(ctx.actor)
  const job = await findJob(ctx.db, jobId)
  if (!job || job.deletedAt || (scope.kind === 'client' && job.organizationId !== scope.organizationId))
    throw new AppError('NOT_FOUND')
  return job
}

const toDto = (
  jobId: string,
  row: Awaited<ReturnType<typeof findJobSearchFilter>>,
  matchingRefreshPending: boolean,
): JobSearchFilterDto => ({
  jobId,
  filterItems: (row?.filterItems ?? []) as StoredFilterItem[],
  hasFilters: (row?.filterItems.length ?? 0) > 0,
  hasProviderFiltersOnly: row?.hasProviderFiltersOnly ?? false,
  updatedAt: row ? row.updatedAt.toISOString() : null,
  matchingRefreshPending,
})

export async function getJobSearchFilter({ ctx, input }: { ctx: UseCaseContext; input: { id: string } }) {
  const job = await reachableJob(ctx, input.id)
  const [row, pending] = await Promise.all([findJobSearchFilter(ctx.db, job.id), jobMatchingPending(ctx.db, job.id)])
  return toDto(job.id, row, pending)
}

export async function putJobSearchFilter({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; filterItems: CandidateFilterItem[] }
}): Promise<JobSearchFilterDto> {
  const job = await reachableJob(ctx, input.id)
  return ctx.db.transaction(async (tx) => {
    const previous = await findJobSearchFilter(tx, job.id)
    const byStaff = ctx.actor.userType === 'staff'
    // "provider filters only": set by provider staff, and the client never set any
    const clientEverSet = previous ? !previous.hasProviderFiltersOnly && previous.filterItems.length > 0 : false
    // filterRemoved (000 §3): whoever set the filters hears when someone else takes some away
    const kept = new Set(input.filterItems.map((i) => i.key))
    const removedKeys = [...new Set((previous?.filterItems ?? []).map((i) => i.key))].filter(
      (k) => !kept.has(k as never),
    )
    if (removedKeys.length && previous?.updatedBy && previous.updatedBy !== ctx.actor.userId) {
      await enqueueOutbox(tx, {
        topic: 'realtime.publish',
        payload: { type: 'filterRemoved', userId: previous.updatedBy, jobId: job.id, removedKeys },
        aggregateType: 'job',
        aggregateId: job.id,
        requestId: ctx.requestId,
      })
    }
    const row = await upsertJobSearchFilter(tx, {
      jobId: job.id,
      filterItems: input.filterItems as FilterItem[],
      hasProviderFiltersOnly: byStaff && input.filterItems.length > 0 && !clientEverSet,
      updatedBy: ctx.actor.userId,
    })
    // the filter drives the job's matching list: refreshed by the search worker after commit
    await enqueueJobMatching(tx, job.id, { requestId: ctx.requestId })
    return toDto(job.id, row, true)
  })
}
