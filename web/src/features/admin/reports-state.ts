/**
 * The reports admin store (/admin/reports, manage-reports): user feedback (filters, a page at a
 * time, counts by type, triage) and the client executive report (a client and its filters).
 */
import { FEEDBACK_TYPES, type FeedbackState, type FeedbackType } from '@quota/shared/domain/enums'
import { proxy, ref } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import {
  type ClientListItem,
  type ExecReportFilters,
  type Feedback,
  fetchExecutiveReport,
  fetchFeedback,
  fetchReportClients,
  setFeedbackState,
} from './api'

export const FEEDBACK_PAGE = 25

export interface FeedbackFilters {
  type: '' | FeedbackType
  state: '' | FeedbackState
}

type ExecReport = Awaited<ReturnType<typeof fetchExecutiveReport>>

function initial() {
  return {
    feedback: {
      filters: { type: '', state: '' } as FeedbackFilters,
      rows: [] as Feedback[],
      total: 0,
      /** How many items of each type there are (whatever the filters). */
      counts: null as Record<FeedbackType, number> | null,
      loading: true,
      loadingMore: false,
      error: null as string | null,
      pending: {} as Record<string, boolean>,
    },
    executive: {
      clients: null as ClientListItem[] | null,
      clientId: '',
      filters: { isOpenJob: true, dateFilter: 'kickoff' } as ExecReportFilters,
      report: null as ExecReport | null,
      loading: false,
      error: null as string | null,
    },
  }
}

export const reportsState = proxy(initial())
onResetAll(() => Object.assign(reportsState, initial()))

let feedbackToken = 0

function feedbackQuery(offset: number) {
  const f = reportsState.feedback.filters
  return { ...(f.type ? { type: f.type } : {}), ...(f.state ? { state: f.state } : {}), limit: FEEDBACK_PAGE, offset }
}

export async function loadFeedback() {
  const mine = ++feedbackToken
  const s = reportsState.feedback
  s.loading = true
  s.error = null
  try {
    const answer = await fetchFeedback(feedbackQuery(0))
    if (mine !== feedbackToken) return
    s.rows = answer.data
    s.total = answer.meta.total
  } catch (error) {
    if (mine !== feedbackToken) return
    s.rows = []
    s.total = 0
    s.error = isApiError(error) ? error.message : 'The feedback could not be loaded.'
  } finally {
    if (mine === feedbackToken) s.loading = false
  }
}

/** The number of items of each type (one small call per type). */
export async function loadFeedbackCounts() {
  try {
    const totals = await Promise.all(
      FEEDBACK_TYPES.map(async (type) => (await fetchFeedback({ type, limit: 1, offset: 0 })).meta.total),
    )
    reportsState.feedback.counts = Object.fromEntries(FEEDBACK_TYPES.map((t, i) => [t, totals[i] ?? 0])) as Record<
      FeedbackType,
      number
    >
  } catch {
    reportsState.feedback.counts = null
  }
}

export async function loadMoreFeedback() {
  const s = reportsState.feedback
  if (s.loadingMore || s.rows.length >= s.total) return
  const mine = feedbackToken
  s.loadingMore = true
  try {
    const answer = await fetchFeedback(feedbackQuery(s.rows.length))
    if (mine !== feedbackToken) return
    const seen = new Set(s.rows.map((r) => r.id))
    s.rows.push(...answer.data.filter((r) => !seen.has(r.id)))
    s.total = answer.meta.total
  } catch {
    // the global handling shows why
  } finally {
    s.loadingMore = false
  }
}

export function setFeedbackFilters(patch: Partial<FeedbackFilters>) {
  Object.assign(reportsState.feedback.filters, patch)
  void loadFeedback()
}

export async function triage(id: string, state: FeedbackState): Promise<Feedback | null> {
  const s = reportsState.feedback
  s.pending[id] = true
  try {
    const updated = await setFeedbackState(id, state)
    const i = s.rows.findIndex((r) => r.id === id)
    if (i >= 0) s.rows[i] = updated
    return updated
  } catch {
    return null
  } finally {
    delete s.pending[id]
  }
}

// ---------------------------------------------------------------------------------------------

let execToken = 0

export async function loadReportClients() {
  const e = reportsState.executive
  if (e.clients) return
  try {
    e.clients = ref(await fetchReportClients())
  } catch (error) {
    e.clients = []
    e.error = isApiError(error) ? error.message : 'The clients could not be loaded.'
  }
}

export async function loadExecutiveReport() {
  const e = reportsState.executive
  const mine = ++execToken
  if (!e.clientId) {
    e.report = null
    return
  }
  e.loading = true
  e.error = null
  try {
    const report = await fetchExecutiveReport(e.clientId, { ...e.filters })
    if (mine !== execToken) return
    e.report = ref(report)
  } catch (error) {
    if (mine !== execToken) return
    e.report = null
    e.error = isApiError(error) ? error.message : 'The report could not be loaded.'
  } finally {
    if (mine === execToken) e.loading = false
  }
}

export function setExecutiveReport(patch: { clientId?: string } & Partial<ExecReportFilters>) {
  const e = reportsState.executive
  if (patch.clientId !== undefined) e.clientId = patch.clientId
  if (patch.isOpenJob !== undefined) e.filters.isOpenJob = patch.isOpenJob
  if (patch.dateFilter !== undefined) e.filters.dateFilter = patch.dateFilter
  void loadExecutiveReport()
}
