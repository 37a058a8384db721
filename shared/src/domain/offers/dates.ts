/**
 * Calendar days as ISO strings (YYYY-MM-DD), computed in UTC so the answer never depends on the
 * machine's time zone. Vesting and clawback dates are calendar dates, not instants.
 */

const toUtc = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export function addDays(iso: string, days: number): string {
  return fromUtc(toUtc(iso) + days * 86_400_000)
}

/**
 * The same day `months` later; a day the month lacks becomes its last day (Jan 31 + 1 month is
 * Feb 28 or 29), as vesting schedules are administered.
 */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  const total = y * 12 + (m - 1) + months
  const year = Math.floor(total / 12)
  const month = total - year * 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return fromUtc(Date.UTC(year, month, Math.min(d, lastDay)))
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000)
}
