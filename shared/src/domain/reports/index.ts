/**
 * Client executive report rules (002 §5 date filter, §9 page size 75 and the donut rule).
 * Pure: the API applies them to counted rows, the web app to what it shows.
 */
import type { ErrorDetail } from '../../errors/envelope'

export const EXEC_REPORT_PAGE_SIZE = 75
export const DONUT_TOP_REASONS = 7
export const OTHERS_LABEL = 'Others'

// ---------------------------------------------------------------------------------------------
// Date filter: the word kickoff, a number of days, or a start and end date (YYYY-MM-DD)

export type ReportDateFilter =
  | { kind: 'kickoff' }
  | { kind: 'days'; days: number }
  | { kind: 'range'; start: string; end: string }

export const REPORT_DAYS = { min: 1, max: 9999 } as const

const isCalendarDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)

/**
 * Reads the filter from the query. `dateFilter` is `kickoff` or a whole number of days
 * (1 to 9999); `startDate` and `endDate` come together, start not after end, and exclude
 * `dateFilter`. Nothing given means kickoff (the report's default).
 */
export function parseReportDateFilter(q: {
  dateFilter?: string | undefined
  startDate?: string | undefined
  endDate?: string | undefined
}): { ok: true; value: ReportDateFilter } | { ok: false; details: ErrorDetail[] } {
  const details: ErrorDetail[] = []
  const hasRange = q.startDate !== undefined || q.endDate !== undefined
  if (hasRange) {
    if (q.dateFilter !== undefined)
      details.push({
        path: 'query.dateFilter',
        rule: 'invalid',
        message: 'Give either dateFilter or startDate and endDate',
      })
    for (const key of ['startDate', 'endDate'] as const) {
      const v = q[key]
      if (v === undefined) details.push({ path: `query.${key}`, rule: 'required', message: 'This field is required' })
      else if (!isCalendarDate(v))
        details.push({ path: `query.${key}`, rule: 'format', message: 'A date as YYYY-MM-DD' })
    }
    if (!details.length && q.startDate! > q.endDate!)
      details.push({
        path: 'query.endDate',
        rule: 'notLessThan',
        message: 'The end date must not be before the start date',
      })
    return details.length
      ? { ok: false, details }
      : { ok: true, value: { kind: 'range', start: q.startDate!, end: q.endDate! } }
  }
  const f = q.dateFilter?.trim()
  if (f === undefined || f === '' || f.toLowerCase() === 'kickoff') return { ok: true, value: { kind: 'kickoff' } }
  if (/^\d{1,4}$/.test(f)) {
    const days = Number(f)
    if (days >= REPORT_DAYS.min && days <= REPORT_DAYS.max) return { ok: true, value: { kind: 'days', days } }
  }
  return {
    ok: false,
    details: [{ path: 'query.dateFilter', rule: 'oneOf', message: 'kickoff, or a number of days from 1 to 9999' }],
  }
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/**
 * The days (UTC, inclusive) a filter covers. Kickoff: from the client's kickoff date (from the
 * start when it has none) to today. N days: today and the N-1 days before.
 */
export function reportRange(
  filter: ReportDateFilter,
  context: { kickoffDate: string | null; today: string },
): { start: string | null; end: string } {
  switch (filter.kind) {
    case 'kickoff':
      return { start: context.kickoffDate, end: context.today }
    case 'days':
      return { start: addDays(context.today, -(filter.days - 1)), end: context.today }
    case 'range':
      return { start: filter.start, end: filter.end }
  }
}

// ---------------------------------------------------------------------------------------------
// Rejection-reason donut: the top 7 reasons by count; the rest plus "Other" grouped as "Others"

export interface ReasonCount {
  key: string
  name: string
  count: number
}
export interface DonutSlice extends ReasonCount {
  /** Share of all rejections counted, in percent with one decimal. */
  percentage: number
}

export const isOtherReason = (name: string) => name.trim().toLowerCase() === 'other'

export function percentageOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 1000) / 10 : 0
}

/**
 * Reasons named "Other" never get a slice of their own. The rest rank by count (ties by name,
 * then key, so the answer is stable); the first 7 keep their slice, the others and "Other" add
 * up into one "Others" slice, shown last and only when it is not empty. Reasons counted twice
 * under the same name (one per list) are merged first.
 */
export function rejectionDonut(
  reasons: readonly ReasonCount[],
  top = DONUT_TOP_REASONS,
): { total: number; slices: DonutSlice[] } {
  const merged = new Map<string, ReasonCount>()
  for (const r of reasons) {
    if (r.count <= 0) continue
    const id = isOtherReason(r.name) ? 'other' : r.name.trim().toLowerCase()
    const prev = merged.get(id)
    merged.set(id, prev ? { ...prev, count: prev.count + r.count } : { ...r })
  }
  const all = [...merged.values()]
  const total = all.reduce((sum, r) => sum + r.count, 0)
  const ranked = all
    .filter((r) => !isOtherReason(r.name))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name) || a.key.localeCompare(b.key))
  const kept = ranked.slice(0, top)
  const others = ranked.slice(top).reduce((s, r) => s + r.count, 0) + (merged.get('other')?.count ?? 0)
  const slices: DonutSlice[] = kept.map((r) => ({ ...r, percentage: percentageOf(r.count, total) }))
  if (others > 0)
    slices.push({ key: 'others', name: OTHERS_LABEL, count: others, percentage: percentageOf(others, total) })
  return { total, slices }
}

/** A rate in percent with one decimal (0 when nothing to divide by). */
export const rate = percentageOf

export * from './suggested-actions'
