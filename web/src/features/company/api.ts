/** Client portal calls: the company's jobs with their counts, the candidates submitted to it, the inbound modal. */
import { http } from '../../app/http'
import { fetchJobs, type JobListItem } from '../jobs/api'
import {
  fetchAggregates,
  fetchJobCandidates,
  type JobAggregatesAnswer,
  type JobCandidateListItem,
} from '../pipeline/api'

export type { JobAggregatesAnswer, JobCandidateListItem, JobListItem }

/** The company's open jobs (a client sees only its own). */
export async function fetchCompanyJobs(): Promise<JobListItem[]> {
  return (await fetchJobs({ filter: 'allOpenJobs' }, { limit: 100, sortBy: 'openDate' })).data
}

export { fetchAggregates }

/** Submittals waiting for the client in one job (Pending, current). */
export async function fetchSubmitted(jobId: string, antiBias: boolean): Promise<JobCandidateListItem[]> {
  return (
    await fetchJobCandidates(jobId, {
      candidateType: 'jobStage',
      stageType: 'submittal',
      stageStatus: 'current',
      limit: 25,
      ...(antiBias ? { isAntiBiasMode: true } : {}),
    })
  ).data
}

/** PATCH client/hide-client-modal: the inbound-hiring modal is not shown again. */
export async function hideInboundModal(): Promise<void> {
  await http.patch('/client/hide-client-modal', undefined, { ignoreError: true })
}
