/**
 * Who manages an organization's ATS connection: a client recruiter for its own organization,
 * provider staff for any client (`organizationId` required: "Organization id is required."),
 * recruiters to change it. Another organization's connection or job answers 404.
 */
import { ATS_MESSAGES } from '@quota/shared/contracts/ats'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { type AtsConnectionRow, atsConnectionsTable, jobsTable } from '../../db/schema'
import { clientViewerOf } from '../clients/access'
import type { UseCaseContext } from '../context'
import { findOrganization } from '../organizations/profile'

export const connectionNotFound = () => new AppError('NOT_FOUND', { message: ATS_MESSAGES.notFound })
export const noConnection = () => new AppError('CONFLICT', { message: ATS_MESSAGES.noConnection })
const jobNotFound = () => new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })

export async function organizationFor(
  ctx: UseCaseContext,
  requested: string | undefined,
  write: boolean,
): Promise<string> {
  const viewer = clientViewerOf(ctx.actor)
  if (viewer.kind === 'client') {
    if (requested && requested !== viewer.organizationId) throw connectionNotFound()
    return viewer.organizationId
  }
  if (write && !viewer.canWrite) throw new AppError('FORBIDDEN')
  if (!requested) throw AppError.field('organizationId', 'required', ATS_MESSAGES.organizationRequired)
  const found = await findOrganization(ctx.db, requested)
  if (!found?.account) throw new AppError('NOT_FOUND', { message: 'Client not found' })
  return requested
}

export async function liveConnection(db: DbOrTx, organizationId: string): Promise<AtsConnectionRow | null> {
  const [row] = await db
    .select()
    .from(atsConnectionsTable)
    .where(and(eq(atsConnectionsTable.organizationId, organizationId), isNull(atsConnectionsTable.disconnectedAt)))
  return row ?? null
}

/** A live connection by id, if the caller may see it. */
export async function connectionFor(ctx: UseCaseContext, id: string, write: boolean): Promise<AtsConnectionRow> {
  const viewer = clientViewerOf(ctx.actor)
  if (viewer.kind === 'staff' && write && !viewer.canWrite) throw new AppError('FORBIDDEN')
  const [row] = await ctx.db
    .select()
    .from(atsConnectionsTable)
    .where(and(eq(atsConnectionsTable.id, id), isNull(atsConnectionsTable.disconnectedAt)))
  if (!row) throw connectionNotFound()
  if (viewer.kind === 'client' && row.organizationId !== viewer.organizationId) throw connectionNotFound()
  return row
}

/** A job the caller may manage the ATS link of (its organization's, or any for staff). */
export async function jobFor(ctx: UseCaseContext, jobId: string, write: boolean) {
  const viewer = clientViewerOf(ctx.actor)
  if (viewer.kind === 'staff' && write && !viewer.canWrite) throw new AppError('FORBIDDEN')
  const [job] = await ctx.db
    .select({ id: jobsTable.id, organizationId: jobsTable.organizationId })
    .from(jobsTable)
    .where(and(eq(jobsTable.id, jobId), isNull(jobsTable.deletedAt)))
  if (!job) throw jobNotFound()
  if (viewer.kind === 'client' && job.organizationId !== viewer.organizationId) throw jobNotFound()
  return job
}
