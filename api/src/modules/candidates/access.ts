/**
 * Who may see or change a candidate (spec 001 §6):
 * - a candidate: only their own record; a candidate marked for deletion is barred;
 * - provider staff: every candidate;
 * - a client recruiter (not the basic role): only candidates submitted to one of its organization's jobs (submittal
 *   onwards, `isSubmittedToClient`, not removed), read-only; never a candidate marked for deletion.
 * Everyone else, and every record another tenant cannot see, answers 404 so existence does not leak.
 */
import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { type CandidateRow, candidatesTable, jobCandidatesTable, jobsTable } from '../../db/schema'
import type { Actor } from '../../plugins/auth'

export type Access = 'read' | 'write'

export async function visibleToClient(db: DbOrTx, candidateId: string, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(jobCandidatesTable)
    .innerJoin(jobsTable, eq(jobsTable.id, jobCandidatesTable.jobId))
    .where(
      and(
        eq(jobCandidatesTable.candidateId, candidateId),
        eq(jobsTable.organizationId, organizationId),
        eq(jobCandidatesTable.isSubmittedToClient, true),
        isNull(jobCandidatesTable.removedAt),
        inArray(jobCandidatesTable.stageType, ['submittal', 'send_out', 'offer']),
      ),
    )
    .limit(1)
  return !!row
}

export const isStaff = (actor: Actor) => actor.userType === 'staff'
export const notFound = () => new AppError('NOT_FOUND', { message: 'Candidate not found' })

/** The candidate row if the actor may read (or change) it; 404 otherwise. */
export async function candidateFor(
  ctx: { actor: Actor; db: DbOrTx },
  candidateId: string,
  access: Access,
  options: { forUpdate?: boolean } = {},
): Promise<CandidateRow> {
  const base = ctx.db.select().from(candidatesTable).where(eq(candidatesTable.id, candidateId))
  const [row] = options.forUpdate ? await base.for('update') : await base
  if (!row) throw notFound()
  const { actor } = ctx
  switch (actor.userType) {
    case 'staff':
      return row
    case 'candidate':
      if (actor.candidateId !== row.id) throw notFound()
      // 001 §4: a candidate marked for deletion is barred from candidate-only routes
      if (row.toBeDeletedAt) throw new AppError('FORBIDDEN', { message: 'Your profile is scheduled for deletion' })
      return row
    case 'client': {
      // The basic client role sees no candidates at all (its portal is the compensation engine).
      if (!actor.organizationId || row.toBeDeletedAt || !actor.permissions.includes('client-recruiter'))
        throw notFound()
      const visible = await visibleToClient(ctx.db, row.id, actor.organizationId)
      if (!visible) throw notFound()
      if (access === 'write') throw new AppError('FORBIDDEN')
      return row
    }
    default:
      throw notFound()
  }
}

/** The signed-in candidate's own id, or (provider staff) the one they name. */
export function selfOrNamed(actor: Actor, candidateId: string | undefined): string {
  if (candidateId) return candidateId
  if (actor.userType === 'candidate' && actor.candidateId) return actor.candidateId
  throw AppError.field('candidateId', 'required', 'Name the candidate')
}
