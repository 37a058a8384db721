/**
 * The ATS's jobs (`GET ats/jobs`) and linking one of ours to one of them. The link keeps what the
 * confirmation dialog showed (ID, name, requisition ID, location, created date) as the job's
 * jobAts* fields; the ATS job's status is refreshed by its webhooks (inbound-webhooks.ts).
 */
import { ATS_MESSAGES, type AtsJobLinkDto, type AtsOrgQuery, type LinkAtsJobInput } from '@quota/shared/contracts/ats'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { type AtsJobLinkRow, atsConnectionsTable, atsJobLinksTable } from '../../db/schema'
import { ATS_TEST_MESSAGES } from '../../integrations/ats/adapter'
import { AtsHttpError } from '../../integrations/ats/http'
import { adapterFor } from '../../integrations/ats/index'
import type { UseCaseContext } from '../context'
import { jobFor, liveConnection, noConnection, organizationFor } from './access'
import type { AtsDeps } from './connections'

/** A failed call to the ATS as an answer of ours: its reason, never a made-up success. */
export function atsFailure(error: unknown): AppError {
  if (error instanceof AtsHttpError) {
    if (error.status === 401) return new AppError('CONFLICT', { message: ATS_TEST_MESSAGES.invalidKey })
    return new AppError('SERVICE_UNAVAILABLE', {
      message: `The applicant tracking system answered: ${error.reason}`,
      meta: { atsStatus: error.status },
    })
  }
  return error instanceof AppError ? error : new AppError('SERVICE_UNAVAILABLE', { message: ATS_TEST_MESSAGES.failed })
}

export async function listAtsJobs({ ctx, deps, input }: { ctx: UseCaseContext; deps: AtsDeps; input: AtsOrgQuery }) {
  const organizationId = await organizationFor(ctx, input.organizationId, false)
  const connection = await liveConnection(ctx.db, organizationId)
  if (!connection) throw noConnection()
  try {
    return await adapterFor(deps.config, connection).listJobs()
  } catch (error) {
    throw atsFailure(error)
  }
}

function toLinkDto(row: AtsJobLinkRow, provider: AtsJobLinkDto['provider']): AtsJobLinkDto {
  return {
    jobId: row.jobId,
    jobAtsSystemId: row.externalJobId,
    jobAtsUrl: row.url,
    jobAtsName: row.name,
    jobAtsRequisitionId: row.requisitionId,
    jobAtsEmail: row.email,
    location: row.location,
    createdAt: row.externalCreatedAt,
    status: row.status,
    provider,
  }
}

export async function linkAtsJob({ ctx, deps, input }: { ctx: UseCaseContext; deps: AtsDeps; input: LinkAtsJobInput }) {
  const job = await jobFor(ctx, input.jobId, true)
  const connection = await liveConnection(ctx.db, job.organizationId)
  if (!connection) throw noConnection()
  let atsJob: Awaited<ReturnType<ReturnType<typeof adapterFor>['getJob']>>
  try {
    atsJob = await adapterFor(deps.config, connection).getJob(input.atsJobId)
  } catch (error) {
    if (error instanceof AtsHttpError && error.status === 404)
      throw AppError.field('atsJobId', 'notFound', ATS_MESSAGES.jobNotFound)
    throw atsFailure(error)
  }
  const values = {
    jobId: job.id,
    connectionId: connection.id,
    externalJobId: atsJob.id,
    name: atsJob.name,
    url: atsJob.url,
    requisitionId: atsJob.requisitionId,
    location: atsJob.location,
    externalCreatedAt: atsJob.createdAt,
    status: atsJob.status,
    linkedBy: ctx.actor.userId,
  }
  return ctx.db.transaction(async (tx) => {
    // one ATS job per job and one job per ATS job of a connection
    const [taken] = await tx
      .select({ jobId: atsJobLinksTable.jobId, connectionId: atsJobLinksTable.connectionId })
      .from(atsJobLinksTable)
      .where(eq(atsJobLinksTable.externalJobId, atsJob.id))
    if (taken && taken.jobId !== job.id && taken.connectionId === connection.id)
      throw new AppError('CONFLICT', { message: 'This ATS job is already linked to another job.' })
    const [row] = await tx
      .insert(atsJobLinksTable)
      .values(values)
      .onConflictDoUpdate({ target: atsJobLinksTable.jobId, set: { ...values, createdAt: new Date() } })
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'job',
      entityId: job.id,
      action: 'update',
      field: 'jobAtsSystemId',
      after: { jobAtsSystemId: atsJob.id, connectionId: connection.id },
    })
    return toLinkDto(row!, connection.provider)
  })
}

export async function findJobLink(db: DbOrTx, jobId: string) {
  const [found] = await db
    .select({
      link: atsJobLinksTable,
      provider: atsConnectionsTable.provider,
      disconnectedAt: atsConnectionsTable.disconnectedAt,
    })
    .from(atsJobLinksTable)
    .innerJoin(atsConnectionsTable, eq(atsConnectionsTable.id, atsJobLinksTable.connectionId))
    .where(eq(atsJobLinksTable.jobId, jobId))
  return found && !found.disconnectedAt ? found : null
}

export async function getAtsJobLink({ ctx, jobId }: { ctx: UseCaseContext; jobId: string }) {
  const job = await jobFor(ctx, jobId, false)
  const found = await findJobLink(ctx.db, job.id)
  return found ? toLinkDto(found.link, found.provider) : null
}

export async function unlinkAtsJob({ ctx, jobId }: { ctx: UseCaseContext; jobId: string }) {
  const job = await jobFor(ctx, jobId, true)
  const deleted = await ctx.db.delete(atsJobLinksTable).where(eq(atsJobLinksTable.jobId, job.id)).returning()
  if (!deleted.length) throw new AppError('NOT_FOUND', { message: ATS_MESSAGES.jobNotLinked })
  await writeAudit(ctx.db, ctx, {
    entityType: 'job',
    entityId: job.id,
    action: 'update',
    field: 'jobAtsSystemId',
    after: null,
  })
  return { jobId: job.id, unlinked: true as const }
}
