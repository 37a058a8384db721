/**
 * GET candidates/{id}/job-stages (provider staff): the candidate's stages in every job they are
 * in (not removed), most recently changed first, each with the caller's buttons as the job's
 * pipeline gives them. The profile's schedule tab offers the jobs whose buttons include
 * scheduleInterview; the pipeline's action route then schedules it.
 */
import type { CandidateJobStage } from '@quota/shared/contracts/candidates'
import { getCandidateStatus } from '../pipeline/get-candidate-status'
import { candidateFor } from './access'
import type { CandidateCtx } from './context'
import { jobsOfCandidate } from './repository'

export async function listCandidateJobStages({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string }
}): Promise<CandidateJobStage[]> {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const jobs = await jobsOfCandidate(ctx.db, candidate.id)
  const out: CandidateJobStage[] = []
  for (const job of jobs) {
    const status = await getCandidateStatus({ ctx, input: { jobId: job.id, candidateId: candidate.id } })
    out.push({ ...status, job })
  }
  return out
}
