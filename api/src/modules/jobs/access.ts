/**
 * Who may see and change jobs. Provider staff see every job; recruiters (internal or
 * fractional) change them. A client recruiter sees and changes only its own organization's jobs;
 * another organization's job answers 404 ("Unable to locate selected job"), so its existence
 * does not leak. Candidates and basic client recruiters have no job calls.
 */
import type { Viewer } from '@quota/shared/domain/jobs/visibility'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { type JobRow, jobsTable } from '../../db/schema'
import type { Actor } from '../../plugins/auth'

export type JobViewer = { userId: string } & (
  | { kind: 'staff'; canWrite: boolean }
  | { kind: 'client'; organizationId: string }
)

export const JOB_USERS = { userTypes: ['staff', 'client'] } as const

export function jobViewerOf(actor: Actor): JobViewer {
  const userId = actor.userId
  if (actor.userType === 'staff') return { kind: 'staff', canWrite: actor.permissions.includes('recruiter'), userId }
  if (actor.userType === 'client' && actor.organizationId && actor.permissions.includes('client-recruiter')) {
    return { kind: 'client', organizationId: actor.organizationId, userId }
  }
  throw new AppError('FORBIDDEN')
}

/** The viewer as the shared visibility rules take it (shared/domain/jobs/visibility.ts). */
export const seenAs = (viewer: { kind: 'staff' | 'client'; userId: string }): Viewer => ({
  type: viewer.kind,
  userId: viewer.userId,
})

export function requireWriter(viewer: JobViewer): void {
  if (viewer.kind === 'staff' && !viewer.canWrite) throw new AppError('FORBIDDEN')
}

export const jobNotFound = () => new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })

/** The job if this viewer may see it (not deleted); 404 otherwise. `lock` takes a row lock for writes. */
export async function loadJobFor(
  db: DbOrTx,
  viewer: JobViewer,
  jobId: string,
  options: { lock?: boolean } = {},
): Promise<JobRow> {
  const query = db
    .select()
    .from(jobsTable)
    .where(and(eq(jobsTable.id, jobId), isNull(jobsTable.deletedAt)))
  const [job] = options.lock ? await query.for('update') : await query
  if (!job) throw jobNotFound()
  if (viewer.kind === 'client' && job.organizationId !== viewer.organizationId) throw jobNotFound()
  return job
}
