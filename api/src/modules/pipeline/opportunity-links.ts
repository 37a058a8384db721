/**
 * The link a candidate answers an opportunity with (a client pitched it, or asked for more
 * information): `guest/candidate/jit-opportunity/{hash}/{interested|notInterested}`. Only the
 * SHA-256 of the secret is stored. One open link per candidate and job: a new one revokes the old.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { publicLinksTable } from '../../db/schema'

/** How long a candidate has to answer (ours; the spec gives no number). */
export const OPPORTUNITY_LINK_DAYS = 14

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createOpportunityLink(
  tx: DbOrTx,
  input: {
    jobId: string
    candidateId: string
    jobCandidateId: string
    createdBy: string | null
    createdByUserType: 'client' | 'staff' | null
    now: Date
  },
): Promise<{ token: string; expiresAt: Date }> {
  await revokeOpportunityLinks(tx, input.jobCandidateId, input.now)
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(input.now.getTime() + OPPORTUNITY_LINK_DAYS * 24 * 3600 * 1000)
  await tx.insert(publicLinksTable).values({
    purpose: 'jitOpportunity',
    tokenHash: hashToken(token),
    candidateId: input.candidateId,
    jobId: input.jobId,
    jobCandidateId: input.jobCandidateId,
    createdBy: input.createdBy,
    createdByUserType: input.createdByUserType,
    expiresAt,
  })
  return { token, expiresAt }
}

export async function revokeOpportunityLinks(tx: DbOrTx, jobCandidateId: string, now: Date): Promise<void> {
  await tx
    .update(publicLinksTable)
    .set({ revokedAt: now })
    .where(
      and(
        eq(publicLinksTable.jobCandidateId, jobCandidateId),
        eq(publicLinksTable.purpose, 'jitOpportunity'),
        isNull(publicLinksTable.usedAt),
        isNull(publicLinksTable.revokedAt),
      ),
    )
}

export function opportunityLinks(publicUrl: string, token: string) {
  const base = `${publicUrl.replace(/\/$/, '')}/public/jit-opportunity/${token}`
  return { interested: `${base}/interested`, notInterested: `${base}/notInterested` }
}
