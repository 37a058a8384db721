/** The candidate's dashboard calls (GET candidates/dashboard?action=...; PUT .../lastViewed). */
import type { CandidateInterview, DashboardJob, FeedItem } from '@quota/shared/contracts/candidate-dashboard'
import type { RecommendedJobDto, RecommendedJobsDto } from '@quota/shared/contracts/recommendations'
import { API_BASE } from '../../app/constants'
import { http } from '../../app/http'

export type { CandidateInterview, DashboardJob, FeedItem, RecommendedJobDto }

interface Meta {
  total: number
  limit: number
  offset: number
}

export interface OwnerCard {
  userId: string
  fullName: string
  email: string | null
  phone: string | null
  timezone: string | null
  role: string | null
}

export async function fetchDashboardJobs(): Promise<{ data: DashboardJob[]; meta: Meta }> {
  return http.get('/candidates/dashboard', { query: { action: 'jobs', limit: 100 } })
}

export async function fetchFeed(
  offset: number,
  limit = 10,
): Promise<{ data: FeedItem[]; meta: Meta & { lastViewedAt: string | null } }> {
  return http.get('/candidates/dashboard', { query: { action: 'feeds', limit, offset } })
}

export async function fetchAssignedOwner(): Promise<OwnerCard | null> {
  return (
    await http.get<{ data: OwnerCard | null }>('/candidates/dashboard', {
      query: { action: 'assignedOwner' },
      ignoreError: true,
    })
  ).data
}

export async function markFeedViewed(): Promise<void> {
  await http.put('/candidates/dashboard/lastViewed', undefined, { ignoreError: true })
}

/**
 * The candidate has seen these job rows: each is "New" again only when it changes, and the job's
 * feed items are seen with it (PUT jobs/activity-view-status), so both marks agree.
 */
export async function markJobsViewed(candidateId: string, jobIds: string[]): Promise<void> {
  await Promise.all(
    jobIds.flatMap((jobId) => [
      http.put(`/jobs/${jobId}/candidate/${candidateId}/last-viewed-status`, undefined, { ignoreError: true }),
      http.put('/jobs/activity-view-status', { jobId }, { ignoreError: true }).catch(() => undefined),
    ]),
  )
}

/** Opportunities the candidate declined by link (hidden from the jobs list). */
export async function fetchJitHiddenJobs(candidateId: string): Promise<DashboardJob[]> {
  return (
    await http.get<{ data: DashboardJob[] }>(`/candidates/${candidateId}/jit-hidden-jobs`, {
      query: { limit: 50 },
      ignoreError: true,
    })
  ).data
}

/** The signed-in candidate's interviews: upcoming (soonest first), then past (latest first). */
export async function fetchCandidateInterviews(): Promise<CandidateInterview[]> {
  return (await http.get<{ data: CandidateInterview[] }>('/candidate-dashboard/interviews')).data
}

/** "Download .ics": the interview as an iCalendar file (a plain link; the session cookie signs it in). */
export const interviewIcsUrl = (interviewId: string) => `${API_BASE}/candidate-dashboard/interviews/${interviewId}/ics`

/** Jobs staff recommended to the candidate (GET candidates/{id}/recommended-jobs). */
export async function fetchRecommendedJobs(candidateId: string): Promise<RecommendedJobDto[]> {
  return (await http.get<RecommendedJobsDto>(`/candidates/${candidateId}/recommended-jobs`)).data
}

/** The candidate opened one feed item (PATCH activity-history/{id}): it is no longer "New". */
export async function markFeedItemViewed(id: string): Promise<void> {
  await http.patch(`/activity-history/${id}`, undefined, { ignoreError: true })
}
