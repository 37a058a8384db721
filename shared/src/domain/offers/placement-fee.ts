/**
 * The placement fee (issue 38, Build 5): the job's `feePercentage` of the hire's first-year base,
 * or of its OTE when the client's agreement says so (an organization setting). The spec gives the
 * percentage (default 1, 002 §9) and nothing else; the guarantee period is ours: 90 days from the
 * start date by default, the agency norm, changed per client. A hire who leaves before the
 * guarantee ends is a fall-off: the fee is not earned and the report counts it apart.
 */
import { addDays } from './dates'

export const FEE_BASES = ['base', 'ote'] as const
export type FeeBasis = (typeof FEE_BASES)[number]
export const FEE_BASIS_TEXT: Record<FeeBasis, string> = { base: 'first-year base salary', ote: 'first-year OTE' }

export const DEFAULT_GUARANTEE_DAYS = 90
export const GUARANTEE_DAYS_LIMITS = { min: 0, max: 365 } as const

export interface FeeTerms {
  feePercentage: number
  basis: FeeBasis
  guaranteeDays: number
}

export interface PlacementFee {
  basis: FeeBasis
  feePercentage: number
  /** The amount the percentage applies to; null when the hire lacks it. */
  basisAmount: number | null
  /** Whole USD, rounded half up; null when the basis amount is unknown. */
  fee: number | null
  /** The last day of the guarantee (start date + days − 1); null without a start date or a guarantee. */
  guaranteeEndsOn: string | null
}

/**
 * The fee of a hire. With the OTE basis and no OTE, the base is not silently used instead: the fee
 * is unknown (null) until the OTE is recorded, so a report never understates a fee by accident.
 */
export function placementFee(
  hire: { salary: number | null; ote: number | null; joiningDate: string | null },
  terms: FeeTerms,
): PlacementFee {
  const basisAmount = terms.basis === 'ote' ? hire.ote : hire.salary
  const fee = basisAmount === null ? null : Math.round((basisAmount * terms.feePercentage) / 100)
  return {
    basis: terms.basis,
    feePercentage: terms.feePercentage,
    basisAmount,
    fee,
    // no start date, or no guarantee agreed (0 days): nothing can fall off
    guaranteeEndsOn:
      hire.joiningDate === null || terms.guaranteeDays === 0
        ? null
        : addDays(hire.joiningDate, terms.guaranteeDays - 1),
  }
}

/** A departure on or before the guarantee's last day is a fall-off (the fee is refunded or replaced). */
export function isFallOff(leftOn: string, guaranteeEndsOn: string | null): boolean {
  return guaranteeEndsOn !== null && leftOn <= guaranteeEndsOn
}

export interface FeeLine {
  fee: number | null
  fellOff: boolean
}

export interface FeeTotals {
  hires: number
  /** Fees of hires that stayed (or are still inside the guarantee). */
  earned: number
  /** Fees lost to fall-offs. */
  fellOff: number
  /** Hires whose fee could not be computed (the basis amount is missing). */
  unknown: number
}

export function sumFees(lines: readonly FeeLine[]): FeeTotals {
  const totals: FeeTotals = { hires: 0, earned: 0, fellOff: 0, unknown: 0 }
  for (const l of lines) {
    totals.hires += 1
    if (l.fee === null) totals.unknown += 1
    else if (l.fellOff) totals.fellOff += l.fee
    else totals.earned += l.fee
  }
  return totals
}
