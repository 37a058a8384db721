/**
 * What the feedback screens show, as pure functions: labels of recommendations, when an interview
 * offers the feedback link (once it has started and was not cancelled: the API's rule), the
 * report's default filters (000 §9: my jobs, upcoming excluded; the start date comes from the
 * server's configured days back) and the filters a user keeps between visits.
 */
import type { ReportFilters } from './api'

export { RECOMMENDATION_LABELS } from '@quota/shared/domain/interview-feedback/index'

/** The feedback link shows once the interview has started and while it is not cancelled. */
export function offersFeedback(i: { startsAt: string; state?: string | undefined }, now: Date = new Date()): boolean {
  return i.state !== 'cancelled' && Date.parse(i.startsAt) <= now.getTime()
}

export const DEFAULT_REPORT_FILTERS: ReportFilters = {
  scope: 'myJobs',
  groupBy: 'byInterviewer',
  includeUpcoming: false,
  includeAts: false,
  fromDate: '',
  toDate: '',
  job: null,
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
function savedJob(job: unknown): ReportFilters['job'] {
  const j = (job && typeof job === 'object' ? job : {}) as Record<string, unknown>
  return typeof j.id === 'string' && UUID.test(j.id) && typeof j.label === 'string'
    ? { id: j.id, label: j.label }
    : null
}

/** Report filters kept in the user's uiState (`interviewReport`), each checked; the defaults for the rest. */
export function reportFiltersFrom(saved: unknown): ReportFilters {
  const s = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>
  return {
    scope: s.scope === 'allJobs' ? 'allJobs' : 'myJobs',
    groupBy: s.groupBy === 'byRound' ? 'byRound' : 'byInterviewer',
    includeUpcoming: s.includeUpcoming === true,
    includeAts: s.includeAts === true,
    fromDate: typeof s.fromDate === 'string' && DATE.test(s.fromDate) ? s.fromDate : '',
    toDate: typeof s.toDate === 'string' && DATE.test(s.toDate) ? s.toDate : '',
    job: savedJob(s.job),
  }
}

/** "3.33 ★" or "—". */
export function formatStars(rating: number | null | undefined): string {
  return rating == null ? '—' : `${Number.isInteger(rating) ? rating : rating.toFixed(2)} ★`
}
