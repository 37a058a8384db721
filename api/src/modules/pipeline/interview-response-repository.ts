/** Queries of the interview-response link. No decisions here: the use case decides. */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  candidateInternalProfilesTable,
  candidatesTable,
  interviewsTable,
  jobsTable,
  organizationsTable,
  publicLinksTable,
  usersTable,
} from '../../db/schema'
import { hashToken } from './opportunity-links'

/** The link by its secret; `update` locks it (and so its interview's answer) for the answer. */
export async function findInterviewLink(db: DbOrTx, token: string, lock: 'share' | 'update') {
  const [link] = await db
    .select()
    .from(publicLinksTable)
    .where(and(eq(publicLinksTable.tokenHash, hashToken(token)), eq(publicLinksTable.purpose, 'interviewResponse')))
    .for(lock === 'update' ? 'update' : 'share')
    .limit(1)
  return link
}

/** The interview with its job and company (the candidate's calendar row), and whom the answer concerns. */
export async function findInterviewForLink(db: DbOrTx, interviewId: string, candidateId: string) {
  const [row] = await db
    .select({
      interview: interviewsTable,
      job: { id: jobsTable.id, name: jobsTable.name },
      organization: { id: organizationsTable.id, name: organizationsTable.name },
      accountManagerId: jobsTable.accountManagerId,
      candidate: {
        id: candidatesTable.id,
        userId: candidatesTable.userId,
        firstName: candidatesTable.firstName,
        lastName: candidatesTable.lastName,
      },
      candidateOwnerId: candidateInternalProfilesTable.ownerId,
    })
    .from(interviewsTable)
    .innerJoin(jobsTable, eq(jobsTable.id, interviewsTable.jobId))
    .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .innerJoin(candidatesTable, eq(candidatesTable.id, interviewsTable.candidateId))
    .leftJoin(candidateInternalProfilesTable, eq(candidateInternalProfilesTable.candidateId, candidatesTable.id))
    // the link reaches its own interview only, and only while it is the candidate's
    .where(and(eq(interviewsTable.id, interviewId), eq(interviewsTable.candidateId, candidateId)))
    .limit(1)
  return row
}

export async function recordInterviewResponse(
  tx: DbOrTx,
  interviewId: string,
  answer: { response: 'accepted' | 'declined' | 'rescheduleRequested'; note: string | null; at: Date },
) {
  const [row] = await tx
    .update(interviewsTable)
    .set({ candidateResponse: answer.response, candidateResponseNote: answer.note, candidateRespondedAt: answer.at })
    // only the first answer lands (the link row lock already serialises answers)
    .where(and(eq(interviewsTable.id, interviewId), sql`${interviewsTable.candidateResponse} = 'pending'`))
    .returning()
  return row
}

/** Active users among `ids`, with an address to write to. */
export async function activeRecipients(db: DbOrTx, ids: readonly (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))]
  if (!wanted.length) return []
  return db
    .select({ id: usersTable.id, email: usersTable.email, firstName: usersTable.firstName })
    .from(usersTable)
    .where(and(inArray(usersTable.id, wanted), eq(usersTable.isActive, true)))
}
