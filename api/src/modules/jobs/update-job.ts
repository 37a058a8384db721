/** PATCH jobs/{id}: changes the fields given; lists given are replaced as a whole. */
import type { JobDetail, UpdateJobInput } from '@quota/shared/contracts/jobs'
import { eq } from 'drizzle-orm'
import { enqueueOutbox, writeAudit } from '../../audit/write-audit'
import { jobsTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { enqueueJobRecommendations } from '../recommendations/engine'
import { enqueueSearchSync } from '../search'
import { jobViewerOf, loadJobFor, requireWriter } from './access'
import { buildJobDetail } from './get-job-details'
import {
  checkJobInput,
  countJobLocations,
  refuseNextGenChange,
  refuseStaffOnlyFields,
  writeJobChildren,
} from './save-job'

export async function updateJob({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { jobId: string; patch: UpdateJobInput }
}): Promise<JobDetail> {
  const viewer = jobViewerOf(ctx.actor)
  return ctx.db.transaction(async (tx) => {
    const job = await loadJobFor(tx, viewer, input.jobId, { lock: true })
    requireWriter(viewer)
    refuseStaffOnlyFields(viewer, input.patch)
    refuseNextGenChange(ctx.actor.permissions, job.isNextGenFiltersEnabled, input.patch.isNextGenFiltersEnable)
    const values = await checkJobInput(tx, input.patch, {
      current: job,
      organizationId: job.organizationId,
      currentLocationCount: await countJobLocations(tx, job.id),
    })
    const [updated] = Object.keys(values).length
      ? await tx.update(jobsTable).set(values).where(eq(jobsTable.id, job.id)).returning()
      : await tx.update(jobsTable).set({ updatedAt: new Date() }).where(eq(jobsTable.id, job.id)).returning()
    await writeJobChildren(tx, job.id, input.patch, ctx.actor.userId)
    const changed = Object.fromEntries(Object.keys(values).map((k) => [k, (job as Record<string, unknown>)[k] ?? null]))
    await writeAudit(tx, ctx, {
      entityType: 'job',
      entityId: job.id,
      action: 'update',
      before: changed,
      after: { ...values, lists: Object.keys(input.patch).filter((k) => k.endsWith('Ids') || k === 'jobLocations') },
    })
    await enqueueOutbox(tx, {
      topic: 'webhook.deliver',
      payload: {
        event: 'job.updated',
        jobId: job.id,
        organizationId: job.organizationId,
        fields: Object.keys(input.patch),
      },
      aggregateType: 'job',
      aggregateId: job.id,
      requestId: ctx.requestId,
    })
    await enqueueSearchSync(tx, 'jobs', [job.id], { requestId: ctx.requestId })
    // the job's pools depend on what it asks for: recomputed in the background
    if (updated!.status !== 'closed') await enqueueJobRecommendations(tx, job.id, { requestId: ctx.requestId })
    return buildJobDetail(tx, updated!, viewer)
  })
}
