/**
 * GET candidates/{id}/interviews (provider staff): the candidate's scheduled interviews across
 * jobs for the profile's Interviews tab (spec 000/001 "Candidate profile tabs ... interview"),
 * upcoming first then past, with their interviewers. Cancelled interviews are left out.
 */
import type { StaffCandidateInterview } from '@quota/shared/contracts/candidate-dashboard'
import { listInterviewsWithInterviewersOf } from '../candidate-dashboard/interview-repository'
import { candidateFor } from './access'
import type { CandidateCtx } from './context'

export async function listInterviewsForStaff({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string }
}): Promise<StaffCandidateInterview[]> {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  return listInterviewsWithInterviewersOf(ctx.db, candidate.id)
}
