/**
 * A candidate's current package (issue 38, Build 1): what they are paid where they are now and
 * what they would leave behind. Money is yearly whole USD unless named otherwise; dates are
 * calendar dates (YYYY-MM-DD). The spec has no such record: the limits below are ours, chosen so
 * a real sales package fits (a 5× accelerator, a 10-year vesting, a 12-month arrears plan).
 */

export const VEST_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const
export type VestFrequency = (typeof VEST_FREQUENCIES)[number]
export const VEST_FREQUENCY_MONTHS: Record<VestFrequency, number> = { monthly: 1, quarterly: 3, yearly: 12 }

export const CLAWBACK_KINDS = ['full', 'prorated'] as const
/** full: the whole bonus is repaid when leaving before the date; prorated: the unserved share of the period. */
export type ClawbackKind = (typeof CLAWBACK_KINDS)[number]

export const PACKAGE_LIMITS = {
  money: { min: 0, max: 10_000_000 },
  baseSalary: { min: 10_000, max: 1_000_000 },
  attainmentPercent: { min: 0, max: 500 },
  acceleratorMultiplier: { min: 1, max: 5 },
  arrearsMonths: { min: 0, max: 12 },
  cliffMonths: { min: 0, max: 48 },
  vestingMonths: { min: 1, max: 120 },
  noticeDays: { min: 0, max: 365 },
  equityGrants: 10,
  bonuses: 10,
  label: 80,
  notes: 2000,
} as const

export interface EquityGrant {
  /** "2024 RSU grant", "Options". */
  label: string
  /** Shares or options granted (null when only a value is known). */
  shares: number | null
  /** Today's value of one share, USD (used with `shares`). */
  pricePerShare: number | null
  /** The whole grant's value, USD, when shares are not given. */
  value: number | null
  grantDate: string
  cliffMonths: number
  vestingMonths: number
  frequency: VestFrequency
}

export interface SignOnBonus {
  label: string
  amount: number
  paidDate: string
  /** Leaving before this date means repaying it (wholly or the unserved share). */
  clawbackUntil: string
  clawbackKind: ClawbackKind
}

export interface CurrentPackage {
  baseSalary: number
  /** Yearly variable at 100 % of quota. */
  variableAtTarget: number
  /** The candidate's own attainment, percent of quota (null: unknown, figures use 100 %). */
  attainmentPercent: number | null
  /** Rate on variable earned above 100 % of quota (1 = no accelerator). */
  acceleratorMultiplier: number
  /** Commission is paid this many months after it is earned; what is earned in those months is lost on leaving. */
  commissionArrearsMonths: number
  equityGrants: EquityGrant[]
  bonuses: SignOnBonus[]
  noticePeriodDays: number
}

/** One grant's value in USD: shares × price when both are known, else the value given. */
export function grantValue(g: Pick<EquityGrant, 'shares' | 'pricePerShare' | 'value'>): number {
  if (g.shares !== null && g.pricePerShare !== null) return Math.round(g.shares * g.pricePerShare)
  return g.value ?? 0
}

/**
 * Yearly variable at an attainment: linear up to 100 %, then the accelerator on what is above
 * (at 120 % with 1.5×, 100 % + 20 % × 1.5 = 130 % of target).
 */
export function variableAtAttainment(variableAtTarget: number, attainmentPercent: number, accelerator = 1): number {
  const a = Math.max(0, attainmentPercent) / 100
  const share = Math.min(a, 1) + Math.max(0, a - 1) * accelerator
  return Math.round(variableAtTarget * share)
}
