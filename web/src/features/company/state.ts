/**
 * The client portal store: the company's jobs, each job's counts, and the candidates submitted
 * and waiting in each (in anti-bias mode when the user chose it).
 */
import type { JobAggregatesDto } from '@quota/shared/contracts/pipeline'
import { proxy, ref } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { workspaceState } from '../pipeline/state'
import { fetchAggregates, fetchCompanyJobs, fetchSubmitted, type JobCandidateListItem, type JobListItem } from './api'

export interface SubmittedCandidate {
  job: { id: string; name: string }
  item: JobCandidateListItem
}

function initial() {
  return {
    loading: true,
    error: null as string | null,
    jobs: [] as JobListItem[],
    aggregates: {} as Record<string, JobAggregatesDto>,
    submitted: [] as SubmittedCandidate[],
    submittedLoading: false,
  }
}

export const companyState = proxy(initial())
onResetAll(() => Object.assign(companyState, initial()))

let token = 0

export async function loadCompanyHome() {
  const mine = ++token
  const s = companyState
  s.loading = true
  s.error = null
  try {
    const jobs = await fetchCompanyJobs()
    if (mine !== token) return
    s.jobs = jobs
    s.loading = false
    await Promise.all([loadAggregates(jobs, mine), loadSubmitted(jobs, mine)])
  } catch (error) {
    if (mine !== token) return
    s.error = isApiError(error) ? error.message : 'Your jobs could not be loaded.'
  } finally {
    if (mine === token) s.loading = false
  }
}

async function loadAggregates(jobs: readonly JobListItem[], mine: number) {
  const answers = await Promise.all(jobs.map((j) => fetchAggregates(j.id).catch(() => null)))
  if (mine !== token) return
  const byJob: Record<string, JobAggregatesDto> = {}
  for (const a of answers) if (a) byJob[a.jobId] = a.aggregates
  companyState.aggregates = ref(byJob)
}

async function loadSubmitted(jobs: readonly JobListItem[], mine: number) {
  companyState.submittedLoading = true
  try {
    const antiBias = workspaceState.antiBias
    const lists = await Promise.all(
      jobs.map((j) =>
        fetchSubmitted(j.id, antiBias)
          .then((items) => items.map((item) => ({ job: { id: j.id, name: j.name }, item })))
          .catch(() => [] as SubmittedCandidate[]),
      ),
    )
    if (mine !== token) return
    companyState.submitted = lists
      .flat()
      .sort((a, b) => b.item.stage.statusUpdatedAt.localeCompare(a.item.stage.statusUpdatedAt))
  } finally {
    if (mine === token) companyState.submittedLoading = false
  }
}

/** Reloads the submitted candidates (after the anti-bias mode changed). */
export function reloadSubmitted() {
  const mine = ++token
  return loadSubmitted(companyState.jobs, mine)
}
