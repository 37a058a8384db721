/**
 * A seller's evidence as figures (issue 20 item 7; 001 §3 work experience details): quota
 * attainment, quota, deal size and cycle, book and new business, sold-into levels and
 * departments, team size and team ARR, rank and President's Club. One rule for every place that
 * shows them (the profile page, the public page, the PDF, the search cards), so a figure reads the
 * same everywhere. Pure: list values arrive as their display text.
 */

export interface SalesEvidenceInput {
  quotaAttainment?: number | null
  /** Whole currency units. */
  revenueQuota?: number | null
  annualQuota?: { value: string } | null
  averageDealSize?: { value: string } | null
  averageDealCycle?: { value: string } | null
  bookOfBusiness?: { value: string } | null
  netNewBusiness?: { value: string } | null
  soldIntoLevels?: readonly { value: string }[]
  soldIntoDepartments?: readonly { value: string }[]
  teamSize?: number | null
  teamSizeMin?: number | null
  teamSizeMax?: number | null
  /** Millions. */
  teamArrMin?: number | null
  teamArrMax?: number | null
  teamRank?: number | null
  presidentsClub?: boolean | null
}

export const SALES_FIGURE_KEYS = [
  'quotaAttainment',
  'quota',
  'averageDealSize',
  'averageDealCycle',
  'bookOfBusiness',
  'netNewBusiness',
  'soldIntoLevels',
  'soldIntoDepartments',
  'teamSize',
  'teamArr',
  'teamRank',
  'presidentsClub',
] as const
export type SalesFigureKey = (typeof SALES_FIGURE_KEYS)[number]

export interface SalesFigure {
  key: SalesFigureKey
  label: string
  value: string
}

/** $950K, $1.2M, $12M */
export function compactMoney(amount: number): string {
  if (amount >= 1_000_000) {
    const m = amount / 1_000_000
    return `$${m >= 10 || Number.isInteger(m) ? Math.round(m) : m.toFixed(1)}M`
  }
  if (amount >= 1_000) return `$${Math.round(amount / 1_000)}K`
  return `$${Math.round(amount)}`
}

const range = (min: number | null | undefined, max: number | null | undefined, unit: (n: number) => string) => {
  if (min != null && max != null) return min === max ? unit(min) : `${unit(min)}–${unit(max)}`
  if (min != null) return `${unit(min)}+`
  if (max != null) return `up to ${unit(max)}`
  return null
}

/** The figures a work experience's details hold, in a fixed order; empty ones are left out. */
export function salesEvidence(d: SalesEvidenceInput | null | undefined): SalesFigure[] {
  if (!d) return []
  const out: SalesFigure[] = []
  const add = (key: SalesFigureKey, label: string, value: string | null | undefined) => {
    if (value) out.push({ key, label, value })
  }
  add('quotaAttainment', 'Quota attainment', d.quotaAttainment != null ? `${d.quotaAttainment}%` : null)
  add(
    'quota',
    'Quota',
    d.revenueQuota != null && d.revenueQuota > 0 ? compactMoney(d.revenueQuota) : (d.annualQuota?.value ?? null),
  )
  add('averageDealSize', 'Average deal', d.averageDealSize?.value)
  add('averageDealCycle', 'Deal cycle', d.averageDealCycle?.value)
  add('bookOfBusiness', 'Book of business', d.bookOfBusiness?.value)
  add('netNewBusiness', 'Net new business', d.netNewBusiness?.value)
  add('soldIntoLevels', 'Sold into', d.soldIntoLevels?.map((l) => l.value).join(', '))
  add('soldIntoDepartments', 'Departments', d.soldIntoDepartments?.map((l) => l.value).join(', '))
  add(
    'teamSize',
    'Team size',
    d.teamSize != null ? String(d.teamSize) : range(d.teamSizeMin, d.teamSizeMax, (n) => String(n)),
  )
  add(
    'teamArr',
    'Team ARR',
    range(d.teamArrMin, d.teamArrMax, (n) => compactMoney(n * 1_000_000)),
  )
  add('teamRank', 'Team rank', d.teamRank != null ? `#${d.teamRank}` : null)
  add('presidentsClub', "President's Club", d.presidentsClub ? 'Yes' : null)
  return out
}

/** A role of a career with its sales details (newest first in lists). */
export interface CareerRole extends SalesEvidenceInput {
  id: string
  isCurrent: boolean
  title?: string | null
  companyName?: string | null
}

/**
 * The role that speaks for a candidate (issue 37): the one they chose as their headline, else
 * their current role (the newest current one), else their newest role. Never a mix of roles: a
 * seller's figures from an older SMB role say nothing about the Enterprise role they hold now.
 */
export function headlineRoleOf<R extends Pick<CareerRole, 'id' | 'isCurrent'>>(
  rolesNewestFirst: readonly R[],
  headlineId: string | null | undefined,
): R | null {
  return (
    rolesNewestFirst.find((r) => r.id === headlineId) ??
    rolesNewestFirst.find((r) => r.isCurrent) ??
    rolesNewestFirst[0] ??
    null
  )
}

const HEADLINE_KEYS: readonly SalesFigureKey[] = ['quotaAttainment', 'averageDealSize', 'teamSize', 'presidentsClub']

export interface HeadlineFigures {
  figures: SalesFigure[]
  /** The role they come from, so a card can say so when it is not the current one. */
  role: { id: string; title: string | null; companyName: string | null; isCurrent: boolean } | null
}

/** The candidate's headline figures (every card and summary): at most `limit`, all from the headline role. */
export function headlineSalesFigures(
  rolesNewestFirst: readonly CareerRole[],
  headlineId: string | null | undefined,
  limit = 3,
): HeadlineFigures {
  const role = headlineRoleOf(rolesNewestFirst, headlineId)
  if (!role) return { figures: [], role: null }
  const figures = salesEvidence(role)
    .filter((f) => HEADLINE_KEYS.includes(f.key))
    .slice(0, limit)
  return {
    figures,
    role: { id: role.id, title: role.title ?? null, companyName: role.companyName ?? null, isCurrent: role.isCurrent },
  }
}
