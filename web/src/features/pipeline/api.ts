/**
 * The pipeline calls (a job's candidate lists, stage actions, aggregates, a candidate's status in
 * a job) and the job details the workspace shows. Answers are the shared contracts' DTOs.
 */
import type { InterviewDefaultDetails } from '@quota/shared/contracts/interviews'
import type { JobDetail } from '@quota/shared/contracts/jobs'
import type {
  ActionInputs,
  CandidateStatusAnswer,
  JobAggregatesAnswer,
  JobCandidateListItem,
  JobCandidatesQuery,
  StageActionResult,
} from '@quota/shared/contracts/pipeline'
import type {
  NearMissesDto,
  RecommendationDetailsDto,
  RecommendStatusDto,
} from '@quota/shared/contracts/recommendations'
import type { Action } from '@quota/shared/domain/workflow/index'
import { API_BASE } from '../../app/constants'
import { type DataAnswer, http } from '../../app/http'

export type { CandidateStatusAnswer, JobAggregatesAnswer, JobCandidateListItem, JobDetail, StageActionResult }

export interface ListAnswer<T> {
  data: T[]
  meta: { total: number; limit: number; offset: number }
}

/** Statuses an action dialog shows itself (field errors, a stale row, a refused action). */
export const ACTION_FORM_STATUSES = [400, 404, 409, 422]

export async function fetchJobDetails(jobId: string): Promise<JobDetail> {
  return (await http.get<DataAnswer<JobDetail>>(`/jobs/${jobId}/details`)).data
}

export type CandidatesQuery = Partial<
  Pick<
    JobCandidatesQuery,
    'candidateType' | 'stageType' | 'stageStatus' | 'stageCurrentStatus' | 'candidateId' | 'pool' | 'limit' | 'offset'
  >
> & { isAntiBiasMode?: boolean }

export async function fetchJobCandidates(
  jobId: string,
  query: CandidatesQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<JobCandidateListItem>> {
  return http.get<ListAnswer<JobCandidateListItem>>(`/jobs/${jobId}/candidates`, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  })
}

export async function fetchAggregates(jobId: string): Promise<JobAggregatesAnswer> {
  return (await http.get<DataAnswer<JobAggregatesAnswer>>(`/jobs/${jobId}/aggregates`)).data
}

export async function fetchCandidateStatus(jobId: string, candidateId: string): Promise<CandidateStatusAnswer> {
  return (
    await http.get<DataAnswer<CandidateStatusAnswer>>(`/jobs/${jobId}/candidate/${candidateId}/status`, {
      ignoreError: true,
    })
  ).data
}

/** POST jobs/{jobId}/candidates/{candidateId}/actions/{action}: the new stage, buttons and aggregates. */
export async function performAction<A extends Action>(
  jobId: string,
  candidateId: string,
  action: A,
  body: Partial<ActionInputs[A]>,
  { handledStatuses = ACTION_FORM_STATUSES }: { handledStatuses?: number[] } = {},
): Promise<StageActionResult> {
  return (
    await http.post<DataAnswer<StageActionResult>>(`/jobs/${jobId}/candidates/${candidateId}/actions/${action}`, body, {
      handledStatuses,
    })
  ).data
}

/**
 * POST jobs/{id}/candidates/{candidateId}/inmail-outcome: the recruiter says whether the InMail
 * the extension drafted went out on the site (InMail Sent) or not (InMail Error).
 */
export async function confirmInMailOutcome(
  jobId: string,
  candidateId: string,
  outcome: 'sent' | 'failed',
): Promise<StageActionResult> {
  return (
    await http.post<DataAnswer<StageActionResult>>(
      `/jobs/${jobId}/candidates/${candidateId}/inmail-outcome`,
      { outcome },
      { handledStatuses: ACTION_FORM_STATUSES },
    )
  ).data
}

export interface BulkApproveAnswer {
  stages: JobCandidateListItem['stage'][]
  aggregates: StageActionResult['aggregates']
}

/** POST jobs/{id}/candidates/actions/bulkApprove: up to 10 Pending AM Approval submittals at once. */
export async function bulkApprove(jobId: string, candidateIds: string[]): Promise<BulkApproveAnswer> {
  return (
    await http.post<DataAnswer<BulkApproveAnswer>>(
      `/jobs/${jobId}/candidates/actions/bulkApprove`,
      { candidateIds },
      {
        handledStatuses: ACTION_FORM_STATUSES,
      },
    )
  ).data
}

/** An interview's .ics for staff and the job's client (GET interviews/{id}/ics, the session cookie). */
export const interviewIcsUrl = (interviewId: string) => `${API_BASE}/interviews/${interviewId}/ics`

/** "Download ICS": the browser saves the file the API answers (a link click keeps the cookie and the file name). */
export function downloadInterviewIcs(interviewId: string): void {
  const link = document.createElement('a')
  link.href = interviewIcsUrl(interviewId)
  link.download = ''
  document.body.append(link)
  link.click()
  link.remove()
}

// ---- recommendations (001 §7): the engine's status, one candidate's explanation, near-misses ------

export type RecommendPool = 'active' | 'jit'
export type { NearMissesDto, RecommendationDetailsDto, RecommendStatusDto }

/** GET recommend/status: in progress / ready (with counts per pool and the spec's message). */
export async function fetchRecommendStatus(jobId: string): Promise<RecommendStatusDto> {
  return (await http.get<DataAnswer<RecommendStatusDto>>('/recommend/status', { query: { id: jobId, type: 'job' } }))
    .data
}

/** GET jobs/{id}/candidates?candidateType=recommended&recommend=true: the pools recomputed now. */
export async function recomputeRecommendations(jobId: string) {
  return http.get<ListAnswer<JobCandidateListItem>>(`/jobs/${jobId}/candidates`, {
    query: { candidateType: 'recommended', recommend: true, limit: 1 },
  })
}

/** GET recommend/{candidateId}/recommendation-details: each rule, the score parts, a near-miss. */
export async function fetchRecommendationDetails(
  jobId: string,
  candidateId: string,
): Promise<RecommendationDetailsDto> {
  return (
    await http.get<DataAnswer<RecommendationDetailsDto>>(`/recommend/${candidateId}/recommendation-details`, {
      query: { entityType: 'candidate', jobId },
    })
  ).data
}

/** GET jobs/{id}/recommendation-near-misses: the best candidates one fixable rule away. */
export async function fetchNearMisses(jobId: string): Promise<NearMissesDto['data']> {
  return (await http.get<NearMissesDto>(`/jobs/${jobId}/recommendation-near-misses`)).data
}

export type { InterviewDefaultDetails }

/** The schedule form's defaults (request-interview-default-details); null when they cannot be read (the form keeps its own). */
export async function fetchInterviewDefaults(
  jobId: string,
  candidateId: string,
): Promise<InterviewDefaultDetails | null> {
  try {
    return (
      await http.get<DataAnswer<InterviewDefaultDetails>>(
        `/jobs/${jobId}/candidate/${candidateId}/request-interview-default-details`,
        { ignoreError: true },
      )
    ).data
  } catch {
    return null
  }
}
