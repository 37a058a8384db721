/**
 * An equity grant's vesting schedule as dated tranches. Nothing vests before the cliff; at the
 * cliff the months served so far vest at once; after it a tranche vests every period (monthly,
 * quarterly, yearly) until the last month. Amounts are cumulative-rounded (vested-to-date is
 * rounded, each tranche is the difference), so the tranches always sum to the grant's value.
 */
import { addMonths } from './dates'
import { type EquityGrant, grantValue, VEST_FREQUENCY_MONTHS } from './package'

export interface Tranche {
  date: string
  /** USD vesting on that date. */
  amount: number
  /** Months of the schedule vested once this tranche has vested. */
  monthsVested: number
}

export function vestingTranches(grant: EquityGrant): Tranche[] {
  const total = grantValue(grant)
  const period = VEST_FREQUENCY_MONTHS[grant.frequency]
  const months: number[] = []
  const cliff = Math.min(grant.cliffMonths, grant.vestingMonths)
  // without a cliff the first tranche is one period in
  let m = cliff > 0 ? cliff : Math.min(period, grant.vestingMonths)
  while (true) {
    months.push(m)
    if (m >= grant.vestingMonths) break
    m = Math.min(m + period, grant.vestingMonths)
  }
  const vestedAt = (month: number) => Math.round((total * month) / grant.vestingMonths)
  let before = 0
  return months.map((month) => {
    const amount = vestedAt(month) - vestedAt(before)
    before = month
    return { date: addMonths(grant.grantDate, month), amount, monthsVested: month }
  })
}

/** What of the grant has vested by the end of `lastDay` (a tranche dated that day counts as vested). */
export function vestedBy(grant: EquityGrant, lastDay: string): number {
  return vestingTranches(grant)
    .filter((t) => t.date <= lastDay)
    .reduce((sum, t) => sum + t.amount, 0)
}
