/** POST jobs/list: the job list with the spec's filters, sorts and time windows. */
import type { JobListBody, JobListItem, JobListQuery } from '@quota/shared/contracts/jobs'
import { JOB_SORT_DEFAULT_DIRECTION, jobListScope } from '@quota/shared/domain/jobs/index'
import { jobListItemSeenBy } from '@quota/shared/domain/jobs/visibility'
import type { UseCaseContext } from '../context'
import { jobViewerOf, seenAs } from './access'
import { findJobPage, findListParts, findPeople } from './repository'
import { toJobListItem } from './to-dto'

export async function listJobs({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { body: JobListBody; query: JobListQuery }
}) {
  const viewer = jobViewerOf(ctx.actor)
  const now = new Date()
  const { body, query } = input
  const { rows, total } = await findJobPage(ctx.db, {
    viewer,
    userId: ctx.actor.userId,
    scope: jobListScope(body.filter),
    statuses: body.statuses,
    searchText: body.searchText,
    // a client's list is its own company's, whatever it asks for
    organizationIds: viewer.kind === 'staff' ? body.organizationIds : undefined,
    accountManagerIds: body.accountManagerIds,
    window: body.window,
    favoritesOnly: body.favoritesOnly,
    isRemote: body.isRemote,
    sortBy: query.sortBy,
    sortDirection: query.sortDirection ?? JOB_SORT_DEFAULT_DIRECTION[query.sortBy],
    limit: query.limit,
    offset: query.offset,
    now,
  })
  const parts = await findListParts(
    ctx.db,
    rows.map((r) => r.job.id),
  )
  const managers = new Map(
    (
      await findPeople(
        ctx.db,
        rows.map((r) => r.job.accountManagerId ?? ''),
      )
    ).map((p) => [p.id, p]),
  )
  const data: JobListItem[] = rows.map((r) =>
    jobListItemSeenBy(
      seenAs(viewer),
      toJobListItem(r.job, r.organizationName, parts, managers.get(r.job.accountManagerId ?? '') ?? null, now),
    ),
  )
  return { data, meta: { total, limit: query.limit, offset: query.offset } }
}
