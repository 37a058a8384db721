/** POST jobs: a new job for a client (provider staff name the client; a client creates its own). */
import type { CreateJobInput, JobDetail } from '@quota/shared/contracts/jobs'
import { JOB_LIMITS, JOB_MESSAGES } from '@quota/shared/domain/jobs/index'
import { AppError } from '@quota/shared/errors/index'
import { enqueueOutbox, writeAudit } from '../../audit/write-audit'
import { jobsTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { enqueueJobRecommendations } from '../recommendations/engine'
import { enqueueSearchSync } from '../search'
import { jobViewerOf, requireWriter } from './access'
import { buildJobDetail } from './get-job-details'
import { findClientAccount } from './repository'
import { checkJobInput, refuseNextGenChange, refuseStaffOnlyFields, writeJobChildren } from './save-job'

export async function createJob({ ctx, input }: { ctx: UseCaseContext; input: CreateJobInput }): Promise<JobDetail> {
  const viewer = jobViewerOf(ctx.actor)
  requireWriter(viewer)
  refuseStaffOnlyFields(viewer, input)
  let organizationId: string
  if (viewer.kind === 'client') organizationId = viewer.organizationId
  else {
    if (!input.organizationId) throw AppError.field('organizationId', 'required', JOB_MESSAGES.organizationRequired)
    organizationId = input.organizationId
  }
  const account = await findClientAccount(ctx.db, organizationId)
  if (!account && viewer.kind === 'staff')
    throw AppError.field('organizationId', 'unknownValue', 'Not a client company')

  refuseNextGenChange(ctx.actor.permissions, false, input.isNextGenFiltersEnable)
  return ctx.db.transaction(async (tx) => {
    const values = await checkJobInput(tx, input, { current: null, organizationId, currentLocationCount: 0 })
    const jobLocations =
      input.jobLocations ??
      (input.cityId || input.stateId
        ? [{ cityId: input.cityId ?? undefined, stateId: input.stateId ?? undefined }]
        : undefined)
    const [job] = await tx
      .insert(jobsTable)
      .values({
        ...values,
        name: input.name,
        organizationId,
        feePercentage: input.feePercentage ?? account?.feePercentage ?? JOB_LIMITS.defaultFeePercentage,
        accountManagerId: values.accountManagerId ?? account?.accountManagerId ?? null,
        ownerId: values.ownerId ?? (viewer.kind === 'staff' ? ctx.actor.userId : null),
        createdBy: ctx.actor.userId,
      })
      .returning()
    await writeJobChildren(tx, job!.id, { ...input, jobLocations }, ctx.actor.userId)
    await writeAudit(tx, ctx, {
      entityType: 'job',
      entityId: job!.id,
      action: 'create',
      after: { name: job!.name, organizationId, status: job!.status },
    })
    await enqueueOutbox(tx, {
      topic: 'webhook.deliver',
      payload: { event: 'job.created', jobId: job!.id, organizationId },
      aggregateType: 'job',
      aggregateId: job!.id,
      requestId: ctx.requestId,
    })
    await enqueueSearchSync(tx, 'jobs', [job!.id], { requestId: ctx.requestId })
    // a job's pools are computed when it opens, not when someone presses "Recompute now" (issue 33)
    if (job!.status !== 'closed') await enqueueJobRecommendations(tx, job!.id, { requestId: ctx.requestId })
    return buildJobDetail(tx, job!, viewer)
  })
}
