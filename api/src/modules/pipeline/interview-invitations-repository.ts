/** Queries of interview invitations and of the interview lifecycle. No decisions here. */
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  candidateInternalProfilesTable,
  candidatesTable,
  interviewInterviewersTable,
  interviewsTable,
  jobsTable,
  organizationsTable,
  publicLinksTable,
  usersTable,
} from '../../db/schema'

/** The interview with what its invitation needs: job, company, candidate, owner, account manager. */
export async function findInterviewForInvitation(db: DbOrTx, interviewId: string, lock = false) {
  const query = db
    .select({
      interview: interviewsTable,
      job: { id: jobsTable.id, name: jobsTable.name, organizationId: jobsTable.organizationId },
      organizationName: organizationsTable.name,
      accountManagerId: jobsTable.accountManagerId,
      candidate: {
        id: candidatesTable.id,
        userId: candidatesTable.userId,
        firstName: candidatesTable.firstName,
        lastName: candidatesTable.lastName,
        email: candidatesTable.email,
      },
      candidateOwnerId: candidateInternalProfilesTable.ownerId,
    })
    .from(interviewsTable)
    .innerJoin(jobsTable, eq(jobsTable.id, interviewsTable.jobId))
    .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .innerJoin(candidatesTable, eq(candidatesTable.id, interviewsTable.candidateId))
    .leftJoin(candidateInternalProfilesTable, eq(candidateInternalProfilesTable.candidateId, candidatesTable.id))
    .where(eq(interviewsTable.id, interviewId))
    .limit(1)
  const [row] = lock ? await query.for('update', { of: interviewsTable }) : await query
  return row
}
export type InterviewForInvitation = NonNullable<Awaited<ReturnType<typeof findInterviewForInvitation>>>

export async function interviewersOf(db: DbOrTx, interviewId: string) {
  return db
    .select({ email: interviewInterviewersTable.email, name: interviewInterviewersTable.name })
    .from(interviewInterviewersTable)
    .where(eq(interviewInterviewersTable.interviewId, interviewId))
    .orderBy(interviewInterviewersTable.createdAt, interviewInterviewersTable.email)
}

/** Users by id (any state: an inactive account manager is simply not invited by the caller). */
export async function usersByIds(db: DbOrTx, ids: readonly (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))]
  if (!wanted.length) return []
  return db
    .select({
      id: usersTable.id,
      email: usersTable.email,
      firstName: usersTable.firstName,
      lastName: usersTable.lastName,
      isActive: usersTable.isActive,
    })
    .from(usersTable)
    .where(inArray(usersTable.id, wanted))
}

/**
 * Scheduled interviews that could clash with one from `from` to `to` (the caller adds the buffer):
 * the same candidate's, or ones sharing an interviewer address. The interview itself is left out.
 */
export async function interviewsNear(
  db: DbOrTx,
  input: { candidateId: string; emails: readonly string[]; from: Date; to: Date; exceptId: string | null },
) {
  const byInterviewer = input.emails.length
    ? sql`or ${interviewsTable.id} in (select ${interviewInterviewersTable.interviewId} from ${interviewInterviewersTable}
           where ${inArray(interviewInterviewersTable.email, [...input.emails])})`
    : sql``
  const rows = await db
    .select({
      id: interviewsTable.id,
      startsAt: interviewsTable.startsAt,
      durationMinutes: interviewsTable.durationMinutes,
      candidateId: interviewsTable.candidateId,
    })
    .from(interviewsTable)
    .where(
      and(
        eq(interviewsTable.state, 'scheduled'),
        input.exceptId ? ne(interviewsTable.id, input.exceptId) : undefined,
        // an interview lasts at most a day (duration 1440), so one starting a day earlier may still overlap
        // column operators, so the dates are bound as the column's type on both drivers
        lt(interviewsTable.startsAt, input.to),
        gt(interviewsTable.startsAt, new Date(input.from.getTime() - 24 * 3_600_000)),
        sql`(${interviewsTable.candidateId} = ${input.candidateId} ${byInterviewer})`,
      ),
    )
  if (!rows.length) return []
  const emails = await db
    .select({ interviewId: interviewInterviewersTable.interviewId, email: interviewInterviewersTable.email })
    .from(interviewInterviewersTable)
    .where(
      inArray(
        interviewInterviewersTable.interviewId,
        rows.map((r) => r.id),
      ),
    )
  return rows.map((r) => ({
    ...r,
    interviewerEmails: emails.filter((e) => e.interviewId === r.id).map((e) => e.email),
  }))
}

/** Answer links of an interview follow its new end (they work until the interview ends). */
export async function extendInterviewLinks(tx: DbOrTx, interviewId: string, endsAt: Date) {
  await tx
    .update(publicLinksTable)
    .set({ expiresAt: endsAt })
    .where(and(eq(publicLinksTable.interviewId, interviewId), eq(publicLinksTable.purpose, 'interviewResponse')))
}
