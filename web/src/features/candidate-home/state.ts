/** The candidate dashboard store: the jobs with their labels, the feed (paged), the owner card. */
import { proxy } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { sessionState } from '../session/state'
import {
  type CandidateInterview,
  type DashboardJob,
  type FeedItem,
  fetchAssignedOwner,
  fetchCandidateInterviews,
  fetchDashboardJobs,
  fetchFeed,
  fetchJitHiddenJobs,
  fetchRecommendedJobs,
  markFeedItemViewed,
  markFeedViewed,
  markJobsViewed,
  type OwnerCard,
  type RecommendedJobDto,
} from './api'

export const FEED_PAGE = 10

function initial() {
  return {
    jobs: [] as DashboardJob[],
    jobsLoading: true,
    jobsError: null as string | null,
    feed: [] as FeedItem[],
    feedTotal: 0,
    feedLoading: true,
    feedError: null as string | null,
    owner: null as OwnerCard | null,
    /** Opportunities declined by link ("jobs hidden by JIT"). */
    hiddenJobs: [] as DashboardJob[],
    /** Jobs staff recommended to the candidate. */
    recommendedJobs: [] as RecommendedJobDto[],
    recommendedError: null as string | null,
  }
}

export const dashboardState = proxy(initial())
onResetAll(() => Object.assign(dashboardState, initial()))

export async function loadDashboard() {
  await Promise.all([loadJobs(), loadFeed(), loadOwner(), loadHiddenJobs(), loadRecommendedJobs()])
}

async function loadJobs() {
  const s = dashboardState
  s.jobsLoading = true
  s.jobsError = null
  try {
    s.jobs = (await fetchDashboardJobs()).data
    // shown now with their "New" marks; seen from the next visit on, until a row changes again
    const candidateId = sessionState.user?.candidateId
    const fresh = s.jobs.filter((j) => j.isNew).map((j) => j.job.id)
    if (candidateId && fresh.length) void markJobsViewed(candidateId, fresh)
  } catch (error) {
    s.jobsError = isApiError(error) ? error.message : 'Your jobs could not be loaded.'
  } finally {
    s.jobsLoading = false
  }
}

async function loadFeed() {
  const s = dashboardState
  s.feedLoading = true
  s.feedError = null
  try {
    const answer = await fetchFeed(0, FEED_PAGE)
    s.feed = answer.data
    s.feedTotal = answer.meta.total
    if (answer.data.some((f) => f.isNew)) void markFeedViewed()
  } catch (error) {
    s.feedError = isApiError(error) ? error.message : 'Your activity could not be loaded.'
  } finally {
    s.feedLoading = false
  }
}

export async function loadMoreFeed() {
  const s = dashboardState
  if (s.feedLoading || s.feed.length >= s.feedTotal) return
  s.feedLoading = true
  try {
    const answer = await fetchFeed(s.feed.length, FEED_PAGE)
    const seen = new Set(s.feed.map((f) => f.id))
    s.feed.push(...answer.data.filter((f) => !seen.has(f.id)))
    s.feedTotal = answer.meta.total
  } finally {
    s.feedLoading = false
  }
}

/** The candidate opens a feed item: it is seen at once here, and by the API (PATCH activity-history/{id}). */
export async function openFeedItem(id: string) {
  const item = dashboardState.feed.find((f) => f.id === id)
  if (item) item.isNew = false
  await markFeedItemViewed(id)
}

async function loadOwner() {
  try {
    dashboardState.owner = await fetchAssignedOwner()
  } catch {
    dashboardState.owner = null
  }
}

async function loadHiddenJobs() {
  const candidateId = sessionState.user?.candidateId
  if (!candidateId) return
  try {
    dashboardState.hiddenJobs = await fetchJitHiddenJobs(candidateId)
  } catch {
    dashboardState.hiddenJobs = []
  }
}

async function loadRecommendedJobs() {
  const candidateId = sessionState.user?.candidateId
  if (!candidateId) return
  try {
    dashboardState.recommendedJobs = await fetchRecommendedJobs(candidateId)
    dashboardState.recommendedError = null
  } catch (error) {
    dashboardState.recommendedError = isApiError(error) ? error.message : 'Your recommended jobs could not be loaded.'
  }
}

/** The candidate's calendar: their interviews (upcoming, then past). */
function initialCalendar() {
  return { interviews: [] as CandidateInterview[], loading: true, error: null as string | null }
}
export const calendarState = proxy(initialCalendar())
onResetAll(() => Object.assign(calendarState, initialCalendar()))

export async function loadCalendar() {
  const s = calendarState
  s.loading = true
  s.error = null
  try {
    s.interviews = await fetchCandidateInterviews()
  } catch (error) {
    s.error = isApiError(error) ? error.message : 'Your interviews could not be loaded.'
  } finally {
    s.loading = false
  }
}
