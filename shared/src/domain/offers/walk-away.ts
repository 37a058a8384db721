/**
 * Walk-away economics (issue 38, Build 2): for an offer and a start date, what the candidate
 * leaves behind at their current employer, what they gain in the first 12 months, the make-whole
 * that closes the gap, and what moving the start date past the next vest would change. Every
 * answer carries the assumptions it was computed under (`assumptions`), worded for the people
 * who read it on the offer screen. Pure: today's date is an input.
 */
import { addDays, daysBetween } from './dates'
import { type CurrentPackage, type SignOnBonus, variableAtAttainment } from './package'
import { vestingTranches } from './vesting'

export interface OfferTerms {
  baseSalary: number
  ote: number
}

export interface WalkAwayInput {
  package: CurrentPackage
  offer: OfferTerms
  /** First day at the new employer. */
  startDate: string
  /** Today (for the notice period). */
  asOf: string
}

export interface GrantForfeit {
  label: string
  /** Unvested value on the last day at the current employer. */
  unvested: number
  /** What would have vested in the 12 months after that day. */
  next12Months: number
  nextVest: { date: string; amount: number } | null
}

export interface BonusRepayment {
  label: string
  amount: number
  clawbackUntil: string
}

export interface FirstYear {
  attainmentPercent: number
  /** The offer's first 12 months: base + variable at this attainment. */
  offer: number
  /** The current package's next 12 months had the candidate stayed (base + variable with accelerators). */
  current: number
  /** offer − current (negative: the offer pays less). */
  gain: number
}

export type RiskKind = 'vestAfterStart' | 'clawback' | 'commissionInArrears' | 'noticePeriod' | 'payCut'

export interface Risk {
  kind: RiskKind
  message: string
  amount: number | null
  date: string | null
}

export interface WalkAway {
  startDate: string
  /** The day before the start date: the candidate's last day at the current employer. */
  lastDay: string
  forfeits: {
    grants: GrantForfeit[]
    equityUnvested: number
    equityNext12Months: number
    unpaidCommission: number
    bonusRepayments: BonusRepayment[]
    bonusRepaymentTotal: number
    /** Cash left behind: commission earned and unpaid plus bonuses to repay. */
    cash: number
    /** Everything left behind: cash plus all unvested equity. */
    total: number
  }
  firstYear: { atTarget: FirstYear; atAttainment: FirstYear }
  makeWhole: {
    /** Covers the cash left behind and any first-year cash shortfall, less a first-year gain. */
    signOnBonus: number
    /** Replaces the unvested equity at today's value. */
    equity: number
    total: number
  }
  /** Starting the day after the next vest instead: what that saves (null without a later vest). */
  startAfterNextVest: {
    startDate: string
    daysLater: number
    vestAmount: number
    forfeitReduction: number
    makeWholeReduction: number
  } | null
  risks: Risk[]
  assumptions: string[]
}

/** Vests this close after the start date are called out as risks. */
export const VEST_RISK_WINDOW_DAYS = 90

export const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`

function bonusRepayment(bonus: SignOnBonus, lastDay: string): number {
  if (lastDay >= bonus.clawbackUntil) return 0
  if (bonus.clawbackKind === 'full') return bonus.amount
  // prorated: the unserved share of the clawback period, by days
  const period = daysBetween(bonus.paidDate, bonus.clawbackUntil)
  if (period <= 0) return 0
  const unserved = Math.min(period, daysBetween(lastDay, bonus.clawbackUntil))
  return Math.round((bonus.amount * unserved) / period)
}

function grantForfeit(grant: CurrentPackage['equityGrants'][number], lastDay: string): GrantForfeit {
  const later = vestingTranches(grant).filter((t) => t.date > lastDay)
  const yearOut = addDays(lastDay, 365)
  const first = later[0]
  return {
    label: grant.label,
    unvested: later.reduce((s, t) => s + t.amount, 0),
    next12Months: later.filter((t) => t.date <= yearOut).reduce((s, t) => s + t.amount, 0),
    nextVest: first ? { date: first.date, amount: first.amount } : null,
  }
}

function firstYear(pkg: CurrentPackage, offer: OfferTerms, attainmentPercent: number): FirstYear {
  const offerYear = offer.baseSalary + Math.round(((offer.ote - offer.baseSalary) * attainmentPercent) / 100)
  const current =
    pkg.baseSalary + variableAtAttainment(pkg.variableAtTarget, attainmentPercent, pkg.acceleratorMultiplier)
  return { attainmentPercent, offer: offerYear, current, gain: offerYear - current }
}

/** The figures without the start-date alternative (which is this computed again for another date). */
function core(input: WalkAwayInput) {
  const { package: pkg, offer, startDate } = input
  const lastDay = addDays(startDate, -1)
  const attainment = pkg.attainmentPercent ?? 100
  const grants = pkg.equityGrants.map((g) => grantForfeit(g, lastDay))
  const equityUnvested = grants.reduce((s, g) => s + g.unvested, 0)
  const equityNext12Months = grants.reduce((s, g) => s + g.next12Months, 0)
  // commission earned in the arrears months before leaving is paid after the last day: lost
  const monthlyVariable = variableAtAttainment(pkg.variableAtTarget, attainment, pkg.acceleratorMultiplier) / 12
  const unpaidCommission = Math.round(monthlyVariable * pkg.commissionArrearsMonths)
  const bonusRepayments = pkg.bonuses
    .map((b) => ({ label: b.label, amount: bonusRepayment(b, lastDay), clawbackUntil: b.clawbackUntil }))
    .filter((b) => b.amount > 0)
  const bonusRepaymentTotal = bonusRepayments.reduce((s, b) => s + b.amount, 0)
  const cash = unpaidCommission + bonusRepaymentTotal
  const atTarget = firstYear(pkg, offer, 100)
  const atAttainment = firstYear(pkg, offer, attainment)
  const signOnBonus = Math.max(0, cash - atAttainment.gain)
  return {
    lastDay,
    attainment,
    forfeits: {
      grants,
      equityUnvested,
      equityNext12Months,
      unpaidCommission,
      bonusRepayments,
      bonusRepaymentTotal,
      cash,
      total: cash + equityUnvested,
    },
    firstYear: { atTarget, atAttainment },
    makeWhole: { signOnBonus, equity: equityUnvested, total: signOnBonus + equityUnvested },
  }
}

function risksOf(input: WalkAwayInput, c: ReturnType<typeof core>): Risk[] {
  const risks: Risk[] = []
  const { startDate, asOf, package: pkg } = input
  for (const g of c.forfeits.grants) {
    if (!g.nextVest) continue
    const days = daysBetween(startDate, g.nextVest.date)
    if (days > VEST_RISK_WINDOW_DAYS) continue
    const when = days === 0 ? 'on the start date' : `${days} day${days === 1 ? '' : 's'} after the start date`
    risks.push({
      kind: 'vestAfterStart',
      message: `A vest of ${usd(g.nextVest.amount)} (${g.label}) lands ${when}`,
      amount: g.nextVest.amount,
      date: g.nextVest.date,
    })
  }
  for (const b of c.forfeits.bonusRepayments) {
    risks.push({
      kind: 'clawback',
      message: `${usd(b.amount)} of the ${b.label} must be repaid: its clawback runs until ${b.clawbackUntil}`,
      amount: b.amount,
      date: b.clawbackUntil,
    })
  }
  if (c.forfeits.unpaidCommission > 0) {
    const m = pkg.commissionArrearsMonths
    risks.push({
      kind: 'commissionInArrears',
      message: `About ${usd(c.forfeits.unpaidCommission)} of commission earned in the last ${m} month${m === 1 ? '' : 's'} is paid in arrears and is lost on leaving`,
      amount: c.forfeits.unpaidCommission,
      date: null,
    })
  }
  const earliest = addDays(asOf, pkg.noticePeriodDays)
  if (pkg.noticePeriodDays > 0 && startDate <= earliest) {
    risks.push({
      kind: 'noticePeriod',
      message: `The notice period is ${pkg.noticePeriodDays} days: resigning today, the earliest start date is ${addDays(earliest, 1)}`,
      amount: null,
      date: addDays(earliest, 1),
    })
  }
  if (c.firstYear.atAttainment.gain < 0) {
    risks.push({
      kind: 'payCut',
      message: `At ${c.attainment} % attainment the offer pays ${usd(-c.firstYear.atAttainment.gain)} less in the first 12 months than staying`,
      amount: -c.firstYear.atAttainment.gain,
      date: null,
    })
  }
  return risks
}

function assumptionsOf(input: WalkAwayInput, c: ReturnType<typeof core>): string[] {
  const pkg = input.package
  return [
    `The candidate resigns to start on ${input.startDate}; their last day at the current employer is ${c.lastDay}, and anything vesting or paid on that day is kept.`,
    pkg.attainmentPercent === null
      ? 'Attainment is not known: "at their attainment" uses 100 % of quota.'
      : `Their attainment is ${pkg.attainmentPercent} % of quota, the same in the current role and the new one.`,
    pkg.acceleratorMultiplier > 1
      ? `The current plan pays ${pkg.acceleratorMultiplier}× on variable above 100 % of quota; the offer's plan is taken as linear (no accelerator is known for it).`
      : 'Both plans pay variable in proportion to attainment (no accelerators).',
    pkg.commissionArrearsMonths > 0
      ? `Commission is paid ${pkg.commissionArrearsMonths} month(s) in arrears and only to people still employed, so what was earned in those months before leaving is lost.`
      : 'Commission is paid in the month it is earned: none is left unpaid.',
    'Equity is valued at the value or share price entered today; future price changes are not guessed.',
    'Prorated clawbacks repay the unserved share of the period by days; full clawbacks repay the whole bonus.',
    'The sign-on bonus covers the cash left behind plus any first-year shortfall at their attainment, less what the offer pays above staying; the equity grant replaces all unvested equity at today’s value.',
    'Taxes, benefits, 401(k) matching and the new employer’s equity are not included.',
  ]
}

export function walkAwayEconomics(input: WalkAwayInput): WalkAway {
  const c = core(input)
  const nextVest = c.forfeits.grants
    .map((g) => g.nextVest)
    .filter((v): v is { date: string; amount: number } => v !== null)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))[0]
  let startAfterNextVest: WalkAway['startAfterNextVest'] = null
  if (nextVest) {
    // a start the day after the vest makes the vest date the last day, which keeps it
    const later = addDays(nextVest.date, 1)
    const moved = core({ ...input, startDate: later })
    startAfterNextVest = {
      startDate: later,
      daysLater: daysBetween(input.startDate, later),
      vestAmount: c.forfeits.equityUnvested - moved.forfeits.equityUnvested,
      forfeitReduction: c.forfeits.total - moved.forfeits.total,
      makeWholeReduction: c.makeWhole.total - moved.makeWhole.total,
    }
  }
  return {
    startDate: input.startDate,
    lastDay: c.lastDay,
    forfeits: c.forfeits,
    firstYear: c.firstYear,
    makeWhole: c.makeWhole,
    startAfterNextVest,
    risks: risksOf(input, c),
    assumptions: assumptionsOf(input, c),
  }
}
