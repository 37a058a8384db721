/**
 * Scraping statistics of the browser extension (002 §7 POST data-extraction/clear-scraping-stats;
 * 000 §7 reports/bot-mode-statistics; 000 §9 bot stats lookback 2 days; /admin/chrome-extension).
 * What the extension reads from the professional network is counted per user, kind and hour;
 * administrators see the counts and clear them.
 */

/** Ours: what the extension reads — a profile, a page of search results, a company page, a project. */
export const SCRAPING_KINDS = ['profile', 'searchPage', 'company', 'project'] as const
export type ScrapingKind = (typeof SCRAPING_KINDS)[number]

export const SCRAPING_LIMITS = {
  /** 000 §9: bot stats look back 2 days by default. */
  lookbackDays: 2,
  /** Ours: the longest window one can ask for, and the most one report may add at once. */
  maxDays: 90,
  maxCountPerReport: 1000,
  /** Ours: how many users one clear may name. */
  maxUsersPerClear: 100,
} as const

export type ScrapingCounts = Record<ScrapingKind, number>

export const emptyScrapingCounts = (): ScrapingCounts =>
  Object.fromEntries(SCRAPING_KINDS.map((k) => [k, 0])) as ScrapingCounts

/** Adds rows of (kind, count) into one tally per kind plus the total. */
export function tallyScraping(rows: readonly { kind: ScrapingKind; count: number }[]): {
  byKind: ScrapingCounts
  total: number
} {
  const byKind = emptyScrapingCounts()
  for (const r of rows) byKind[r.kind] += r.count
  return { byKind, total: Object.values(byKind).reduce((a, b) => a + b, 0) }
}
