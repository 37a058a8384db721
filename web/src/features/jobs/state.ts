/**
 * The job list store (recruiters): filter (My/All Open/Closed Jobs), search text, time window,
 * favourites only, sort, the loaded page, and the favourite toggles. The filters are kept per
 * user in the browser (spec 000 §9: job filters and search states persist per user).
 */
import { JOB_SORTS, JOB_TIME_WINDOWS, type JobSort, type JobTimeWindow } from '@quota/shared/domain/jobs/index'
import { proxy } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { sessionState } from '../session/state'
import { fetchJobs, type JobListItem, setJobFavorite } from './api'

export const JOB_FILTERS = ['myOpenJobs', 'myClosedJobs', 'allOpenJobs', 'allClosedJobs'] as const
export type JobFilter = (typeof JOB_FILTERS)[number]

export interface JobFilters {
  filter: JobFilter
  searchText: string
  window: JobTimeWindow
  favoritesOnly: boolean
  sortBy: JobSort
}

export const DEFAULT_JOB_FILTERS: JobFilters = {
  filter: 'allOpenJobs',
  searchText: '',
  window: 'all',
  favoritesOnly: false,
  sortBy: 'openDate',
}

const STORAGE_KEY = 'quota.jobFilters'
const storageKey = () => `${STORAGE_KEY}.${sessionState.user?.id ?? 'anonymous'}`

function readFilters(): JobFilters {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey())
    if (!raw) return { ...DEFAULT_JOB_FILTERS }
    const saved = JSON.parse(raw) as Partial<JobFilters>
    return {
      filter: (JOB_FILTERS as readonly string[]).includes(saved.filter ?? '')
        ? saved.filter!
        : DEFAULT_JOB_FILTERS.filter,
      searchText: typeof saved.searchText === 'string' ? saved.searchText : '',
      window: (JOB_TIME_WINDOWS as readonly string[]).includes(saved.window ?? '') ? saved.window! : 'all',
      favoritesOnly: saved.favoritesOnly === true,
      sortBy: (JOB_SORTS as readonly string[]).includes(saved.sortBy ?? '') ? saved.sortBy! : 'openDate',
    }
  } catch {
    return { ...DEFAULT_JOB_FILTERS }
  }
}

function initial() {
  return {
    filters: { ...DEFAULT_JOB_FILTERS } as JobFilters,
    restored: false,
    rows: [] as JobListItem[],
    total: 0,
    loading: true,
    loadingMore: false,
    error: null as string | null,
    /** Job ids whose favourite toggle is running. */
    favoritePending: {} as Record<string, boolean>,
  }
}

export const jobListState = proxy(initial())
onResetAll(() => Object.assign(jobListState, initial()))

let token = 0
const PAGE = 25

function body() {
  const f = jobListState.filters
  return {
    filter: f.filter,
    window: f.window,
    ...(f.searchText.trim() ? { searchText: f.searchText.trim() } : {}),
    ...(f.favoritesOnly ? { favoritesOnly: true } : {}),
  }
}

/** Restores the user's saved filters once, then loads the first page. */
export async function openJobList() {
  if (!jobListState.restored) {
    jobListState.filters = readFilters()
    jobListState.restored = true
  }
  await loadJobs()
}

export async function loadJobs() {
  const mine = ++token
  const s = jobListState
  s.loading = true
  s.error = null
  try {
    const answer = await fetchJobs(body(), { sortBy: s.filters.sortBy, limit: PAGE, offset: 0 })
    if (mine !== token) return
    s.rows = answer.data
    s.total = answer.meta.total
  } catch (error) {
    if (mine !== token) return
    s.rows = []
    s.total = 0
    s.error = isApiError(error) ? error.message : 'The jobs could not be loaded.'
  } finally {
    if (mine === token) s.loading = false
  }
}

export async function loadMoreJobs() {
  const s = jobListState
  if (s.loadingMore || s.rows.length >= s.total) return
  const mine = token
  s.loadingMore = true
  try {
    const answer = await fetchJobs(body(), { sortBy: s.filters.sortBy, limit: PAGE, offset: s.rows.length })
    if (mine !== token) return
    const seen = new Set(s.rows.map((r) => r.id))
    s.rows.push(...answer.data.filter((r) => !seen.has(r.id)))
    s.total = answer.meta.total
  } finally {
    s.loadingMore = false
  }
}

export function setJobFilters(patch: Partial<JobFilters>) {
  Object.assign(jobListState.filters, patch)
  try {
    globalThis.localStorage?.setItem(storageKey(), JSON.stringify(jobListState.filters))
  } catch {
    // storage unavailable: the filters last for this page
  }
  void loadJobs()
}

export function resetJobFilters() {
  setJobFilters({ ...DEFAULT_JOB_FILTERS })
}

export const isFavorite = (job: Pick<JobListItem, 'favoriteByUsers'>) =>
  Boolean(sessionState.user && job.favoriteByUsers.includes(sessionState.user.id))

/** Adds or removes the user in the job's favourites: shown at once, then as the server says. */
export async function toggleFavorite(jobId: string) {
  const userId = sessionState.user?.id
  const row = jobListState.rows.find((r) => r.id === jobId)
  if (!userId || !row || jobListState.favoritePending[jobId]) return
  const before = [...row.favoriteByUsers]
  const on = !before.includes(userId)
  row.favoriteByUsers = on ? [...before, userId] : before.filter((id) => id !== userId)
  jobListState.favoritePending[jobId] = true
  try {
    row.favoriteByUsers = await setJobFavorite(jobId, on)
    if (!on && jobListState.filters.favoritesOnly) {
      jobListState.rows = jobListState.rows.filter((r) => r.id !== jobId)
      jobListState.total = Math.max(0, jobListState.total - 1)
    }
  } catch {
    row.favoriteByUsers = before
  } finally {
    delete jobListState.favoritePending[jobId]
  }
}
