/**
 * The Exec Report's filters as the screen holds them, and the query they become (spec 002 §5
 * "Date filter for reports: the word kickoff, a number of days, or a start and end date in
 * YYYY-MM-DD"; §9 defaults: open jobs only, date basis kickoff, no positions). The date rule
 * itself is the shared one (`parseReportDateFilter`), so the screen refuses what the API would.
 */
import { parseReportDateFilter, REPORT_DAYS } from '@quota/shared/domain/reports/index'

export const DATE_BASES = ['kickoff', 'days', 'range'] as const
export type DateBasis = (typeof DATE_BASES)[number]

export const DATE_BASIS_LABELS: Record<DateBasis, string> = {
  kickoff: 'Since kickoff',
  days: 'Last N days',
  range: 'Date range',
}

export interface ExecReportFilters {
  dateBasis: DateBasis
  /** As typed (validated on use). */
  days: string
  startDate: string
  endDate: string
  /** Open jobs only (the default) or every job. */
  isOpenJob: boolean
  positionIds: string[]
}

export const DEFAULT_EXEC_REPORT_FILTERS: ExecReportFilters = {
  dateBasis: 'kickoff',
  days: '30',
  startDate: '',
  endDate: '',
  isOpenJob: true,
  positionIds: [],
}

/** Quick choices offered beside the number of days. */
export const DAY_PRESETS = [7, 30, 90] as const

export type ExecReportQueryParams = Record<string, string>
export type FilterErrors = Partial<Record<'days' | 'startDate' | 'endDate', string>>

const MESSAGES = {
  days: `Enter a whole number of days from ${REPORT_DAYS.min} to ${REPORT_DAYS.max}.`,
  required: 'This field is required.',
  format: 'Enter a date as YYYY-MM-DD.',
} as const

/**
 * The report's query for these filters, or the fields to fix. Only the fields of the chosen
 * date basis are read; positions are sent comma-separated (the API takes either form).
 */
export function execReportQuery(
  f: ExecReportFilters,
): { ok: true; query: ExecReportQueryParams } | { ok: false; errors: FilterErrors } {
  if (f.dateBasis === 'days' && !f.days.trim()) return { ok: false, errors: { days: MESSAGES.days } }
  if (f.dateBasis === 'range' && !f.startDate && !f.endDate)
    return { ok: false, errors: { startDate: MESSAGES.required, endDate: MESSAGES.required } }
  const raw =
    f.dateBasis === 'kickoff'
      ? { dateFilter: 'kickoff' }
      : f.dateBasis === 'days'
        ? { dateFilter: f.days.trim() }
        : { startDate: f.startDate || undefined, endDate: f.endDate || undefined }
  const parsed = parseReportDateFilter(raw)
  if (!parsed.ok) {
    const errors: FilterErrors = {}
    for (const d of parsed.details) {
      if (d.path === 'query.dateFilter') errors.days = MESSAGES.days
      else if (d.path === 'query.startDate' || d.path === 'query.endDate') {
        const key = d.path === 'query.startDate' ? 'startDate' : 'endDate'
        errors[key] = d.rule === 'required' ? MESSAGES.required : d.rule === 'format' ? MESSAGES.format : d.message
      }
    }
    return { ok: false, errors }
  }
  const v = parsed.value
  const query: ExecReportQueryParams = { isOpenJob: String(f.isOpenJob) }
  if (v.kind === 'kickoff') query.dateFilter = 'kickoff'
  else if (v.kind === 'days') query.dateFilter = String(v.days)
  else {
    query.startDate = v.start
    query.endDate = v.end
  }
  if (f.positionIds.length) query.positionIds = [...f.positionIds].sort().join(',')
  return { ok: true, query }
}

/** A stable key of a query (to tell whether shown numbers belong to the current filters). */
export const queryKey = (q: ExecReportQueryParams) =>
  Object.keys(q)
    .sort()
    .map((k) => `${k}=${q[k]}`)
    .join('&')

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)

/** Saved filters (browser storage, per user) back to filters; anything odd falls back to the default. */
export function restoreExecReportFilters(saved: unknown): ExecReportFilters {
  if (!saved || typeof saved !== 'object') return { ...DEFAULT_EXEC_REPORT_FILTERS, positionIds: [] }
  const s = saved as Record<string, unknown>
  const basis = (DATE_BASES as readonly unknown[]).includes(s.dateBasis) ? (s.dateBasis as DateBasis) : 'kickoff'
  return {
    dateBasis: basis,
    days: typeof s.days === 'string' && /^\d{1,4}$/.test(s.days) ? s.days : DEFAULT_EXEC_REPORT_FILTERS.days,
    startDate: isDay(s.startDate) ? s.startDate : '',
    endDate: isDay(s.endDate) ? s.endDate : '',
    isOpenJob: typeof s.isOpenJob === 'boolean' ? s.isOpenJob : true,
    positionIds: Array.isArray(s.positionIds)
      ? s.positionIds.filter((p): p is string => typeof p === 'string' && /^[0-9a-f-]{36}$/i.test(p)).slice(0, 50)
      : [],
  }
}

/** "09-27-2025 to 11-21-2026", "Up to 11-21-2026" (no kickoff date), in MM-DD-YYYY (spec 000 §9). */
export function describeRange(range: { start: string | null; end: string }): string {
  const mdY = (d: string) => `${d.slice(5, 7)}-${d.slice(8, 10)}-${d.slice(0, 4)}`
  return range.start ? `${mdY(range.start)} to ${mdY(range.end)}` : `Up to ${mdY(range.end)}`
}
