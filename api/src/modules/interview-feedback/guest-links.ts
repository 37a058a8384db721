/**
 * The feedback link an outside interviewer (on the panel by address, no Quota account) gets in the
 * feedback request: `/interview-feedback/{token}` on the web app. Only the SHA-256 of the secret is
 * stored, with the address it was mailed to; valid 14 days from the mail
 * (shared/domain/interview-feedback/guest-link.ts).
 */
import { randomBytes } from 'node:crypto'
import { guestFeedbackLinkExpiry } from '@quota/shared/domain/interview-feedback/index'
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  candidatesTable,
  interviewInterviewersTable,
  interviewsTable,
  jobsTable,
  organizationsTable,
  publicLinksTable,
  usersTable,
} from '../../db/schema'
import { hashToken } from '../pipeline/opportunity-links'

export async function createGuestFeedbackLink(
  tx: DbOrTx,
  input: { interviewId: string; jobId: string; candidateId: string; jobCandidateId: string; email: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = guestFeedbackLinkExpiry(input.now)
  await tx.insert(publicLinksTable).values({
    purpose: 'interviewFeedback',
    tokenHash: hashToken(token),
    interviewId: input.interviewId,
    jobId: input.jobId,
    candidateId: input.candidateId,
    jobCandidateId: input.jobCandidateId,
    email: input.email.toLowerCase(),
    expiresAt,
  })
  return { token, expiresAt }
}

export const guestFeedbackUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/interview-feedback/${token}`

/**
 * The link by its secret with its interview, job and company, the panel row of its address (null
 * when taken off) and whether that address has an active account now. `update` locks the link so
 * two saves of one interviewer run one after the other.
 */
export async function findGuestFeedbackLink(db: DbOrTx, token: string, lock: 'share' | 'update') {
  const [link] = await db
    .select()
    .from(publicLinksTable)
    .where(and(eq(publicLinksTable.tokenHash, hashToken(token)), eq(publicLinksTable.purpose, 'interviewFeedback')))
    .for(lock === 'update' ? 'update' : 'share')
    .limit(1)
  if (!link?.interviewId || !link.email) return null
  const [row] = await db
    .select({
      interview: interviewsTable,
      job: { id: jobsTable.id, name: jobsTable.name, accountManagerId: jobsTable.accountManagerId },
      organizationName: organizationsTable.name,
      candidate: { id: candidatesTable.id, firstName: candidatesTable.firstName, lastName: candidatesTable.lastName },
    })
    .from(interviewsTable)
    .innerJoin(jobsTable, eq(jobsTable.id, interviewsTable.jobId))
    .innerJoin(candidatesTable, eq(candidatesTable.id, interviewsTable.candidateId))
    .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .where(eq(interviewsTable.id, link.interviewId))
  if (!row) return null
  const [panel] = await db
    .select({ name: interviewInterviewersTable.name })
    .from(interviewInterviewersTable)
    .where(
      and(
        eq(interviewInterviewersTable.interviewId, link.interviewId),
        eq(interviewInterviewersTable.email, link.email),
      ),
    )
  const [account] = await db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(and(eq(sql`lower(${usersTable.email})`, link.email), eq(usersTable.isActive, true)))
    .limit(1)
  return { link, ...row, email: link.email, panel: panel ?? null, hasAccount: !!account }
}
