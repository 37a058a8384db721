/**
 * The link a candidate answers an interview invite with: `/interview/{token}` on the web app
 * (the answer preselected by `?response=`). Only the SHA-256 of the secret is stored; one link per
 * interview, and it works until the interview ends. Opening it never answers: mail scanners
 * follow links, so the page asks the candidate to confirm.
 */
import { randomBytes } from 'node:crypto'
import type { InterviewResponseChoice } from '@quota/shared/domain/interview-response/index'
import type { DbOrTx } from '../../db/client'
import { publicLinksTable } from '../../db/schema'
import { hashToken } from './opportunity-links'

export async function createInterviewLink(
  tx: DbOrTx,
  input: {
    interviewId: string
    jobId: string
    candidateId: string
    jobCandidateId: string
    createdBy: string | null
    createdByUserType: 'client' | 'staff' | null
    endsAt: Date
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await tx.insert(publicLinksTable).values({
    purpose: 'interviewResponse',
    tokenHash: hashToken(token),
    interviewId: input.interviewId,
    candidateId: input.candidateId,
    jobId: input.jobId,
    jobCandidateId: input.jobCandidateId,
    createdBy: input.createdBy,
    createdByUserType: input.createdByUserType,
    expiresAt: input.endsAt,
  })
  return token
}

export function interviewLinks(
  publicUrl: string,
  token: string,
): { view: string } & Record<InterviewResponseChoice, string> {
  const view = `${publicUrl.replace(/\/$/, '')}/interview/${token}`
  return {
    view,
    accepted: `${view}?response=accepted`,
    declined: `${view}?response=declined`,
    rescheduleRequested: `${view}?response=rescheduleRequested`,
  }
}
