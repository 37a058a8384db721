/**
 * Days on market (001 §3 card `daysOnMarket`; the spec gives no formula, this is our rule, README
 * "Candidate search cards"): whole days since the candidate's search status last changed (or,
 * never changed, since the profile was made), while the status says they are on the market.
 * Off the Market, or no status at all: no figure.
 */
import type { SearchStatus } from '../enums'

const DAY_MS = 86_400_000

export function daysOnMarket(
  c: { searchStatus: SearchStatus | null; searchStatusChangedAt: Date | null; createdAt: Date },
  now: Date,
): number | null {
  if (!c.searchStatus || c.searchStatus === 'offTheMarket') return null
  const since = c.searchStatusChangedAt ?? c.createdAt
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS))
}
