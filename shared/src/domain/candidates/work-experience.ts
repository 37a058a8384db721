/**
 * Work-experience rules (spec 001 §5): dates are built as the first of the month; marking the
 * current workplace clears the end date; salary must be below OTE; the details block's
 * multi-picks are capped; notable accounts are unique.
 */
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from './limits'

export interface FieldIssue {
  path: string
  rule: string
  message: string
}

/** 'YYYY-MM' or 'YYYY-MM-DD' -> 'YYYY-MM-01'; null for anything else. */
export function firstOfMonth(value: string): string | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value.trim())
  if (!m) return null
  const year = Number(m[1])
  const month = Number(m[2])
  if (month < 1 || month > 12 || year < 1900 || year > 2200) return null
  if (m[3] !== undefined) {
    const day = Number(m[3])
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
    if (day < 1 || day > last) return null
  }
  return `${m[1]}-${m[2]}-01`
}

export function monthOf(date: string | null): { month: number | null; year: number | null } {
  if (!date) return { month: null, year: null }
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) }
}

/** Salary at or above OTE breaks salaryGreaterThanOTE (when both are given). */
export function salaryProblem(
  salary: number | null | undefined,
  ote: number | null | undefined,
  path = 'salary',
): FieldIssue | null {
  if (salary == null || ote == null) return null
  return salary >= ote ? { path, rule: 'salaryGreaterThanOTE', message: CANDIDATE_MESSAGES.salaryGreaterThanOte } : null
}

/**
 * The dates of an experience as stored: first of the month, end cleared for the current
 * workplace, end not before start.
 */
export function normalizeExperienceDates(input: {
  fromDate?: string | null | undefined
  toDate?: string | null | undefined
  isCurrentWorkplace: boolean
}): { fromDate: string | null; toDate: string | null; issues: FieldIssue[] } {
  const issues: FieldIssue[] = []
  const fromDate = input.fromDate ? firstOfMonth(input.fromDate) : null
  if (input.fromDate && !fromDate)
    issues.push({ path: 'fromDate', rule: 'format', message: 'Use a year and month (YYYY-MM)' })
  let toDate = input.isCurrentWorkplace ? null : input.toDate ? firstOfMonth(input.toDate) : null
  if (!input.isCurrentWorkplace && input.toDate && !toDate) {
    issues.push({ path: 'toDate', rule: 'format', message: 'Use a year and month (YYYY-MM)' })
    toDate = null
  }
  if (fromDate && toDate && toDate < fromDate) {
    issues.push({ path: 'toDate', rule: 'notLessThan', message: 'The end date must not be before the start date' })
  }
  return { fromDate, toDate, issues }
}

/** Whole months from start to end (or to today for the current workplace), inclusive of the first. */
export function experienceMonths(
  fromDate: string | null,
  toDate: string | null,
  today: Date = new Date(),
): number | null {
  if (!fromDate) return null
  const from = monthOf(fromDate)
  const end = toDate ? monthOf(toDate) : { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 }
  const months = (end.year! - from.year!) * 12 + (end.month! - from.month!) + 1
  return Math.max(0, months)
}

/** "2 yrs 3 mos" (000 §9 relative wording). */
export function durationText(months: number | null): string | null {
  if (months == null) return null
  const years = Math.floor(months / 12)
  const rest = months % 12
  const parts: string[] = []
  if (years) parts.push(`${years} ${years === 1 ? 'yr' : 'yrs'}`)
  if (rest || !years) parts.push(`${rest} ${rest === 1 ? 'mo' : 'mos'}`)
  return parts.join(' ')
}

export interface DetailsLimitsInput {
  soldIntoLevelIds?: readonly string[] | undefined
  soldIntoDepartmentIds?: readonly string[] | undefined
  clientVerticalIds?: readonly string[] | undefined
  responsibilityIds?: readonly string[] | undefined
  notableAccounts?: readonly { id?: string | null | undefined; name: string }[] | undefined
  teamSizeMin?: number | null | undefined
  teamSizeMax?: number | null | undefined
  teamArrMin?: number | null | undefined
  teamArrMax?: number | null | undefined
}

const CAPS = [
  ['soldIntoLevelIds', CANDIDATE_LIMITS.soldIntoLevels],
  ['soldIntoDepartmentIds', CANDIDATE_LIMITS.soldIntoDepartments],
  ['clientVerticalIds', CANDIDATE_LIMITS.clientVerticals],
  ['responsibilityIds', CANDIDATE_LIMITS.responsibilities],
] as const

/** The details block's counts, uniqueness and ranges (paths under `details.`). */
export function detailsIssues(details: DetailsLimitsInput): FieldIssue[] {
  const issues: FieldIssue[] = []
  for (const [field, max] of CAPS) {
    const values = details[field] ?? []
    if (values.length > max) {
      issues.push({
        path: `details.${field}`,
        rule: 'maxAllowedValuesValidator',
        message: CANDIDATE_MESSAGES.maxValues(max),
      })
    }
    if (new Set(values).size !== values.length) {
      issues.push({ path: `details.${field}`, rule: 'duplicate', message: 'A value is selected twice' })
    }
  }
  const accounts = details.notableAccounts ?? []
  if (accounts.length > CANDIDATE_LIMITS.notableAccounts) {
    issues.push({
      path: 'details.notableAccounts',
      rule: 'maxAllowedValuesValidator',
      message: CANDIDATE_MESSAGES.maxValues(CANDIDATE_LIMITS.notableAccounts),
    })
  }
  const seen = new Set<string>()
  accounts.forEach((a, i) => {
    const key = a.id ? `id:${a.id}` : `name:${a.name.trim().toLowerCase()}`
    if (seen.has(key)) {
      issues.push({
        path: `details.notableAccounts.${i}`,
        rule: 'notableAccountAlreadySelected',
        message: CANDIDATE_MESSAGES.notableAccountSelected,
      })
    }
    seen.add(key)
  })
  const pairs = [
    ['teamSizeMin', 'teamSizeMax'],
    ['teamArrMin', 'teamArrMax'],
  ] as const
  for (const [lo, hi] of pairs) {
    const a = details[lo]
    const b = details[hi]
    if (a != null && b != null && a > b) {
      issues.push({
        path: `details.${lo}`,
        rule: 'notLessThan',
        message: 'The first number must not exceed the second',
      })
    }
  }
  return issues
}
