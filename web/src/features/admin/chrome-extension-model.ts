/**
 * What the /admin/chrome-extension screen derives from the extension's reading statistics
 * (000 §9 bot stats lookback 2 days): the kinds' names, the periods one may pick, the reads by
 * kind over everyone (the chart), and which rows are new since the administrator last looked.
 */
import type { ScrapingStats } from '@quota/shared/contracts/data-extraction'
import { SCRAPING_KINDS, SCRAPING_LIMITS, type ScrapingKind } from '@quota/shared/domain/data-extraction/index'
import type { DonutSliceView } from '../../ui/donut-chart'

export const SCRAPING_KIND_LABELS: Record<ScrapingKind, string> = {
  profile: 'Profiles',
  searchPage: 'Search pages',
  company: 'Companies',
  project: 'Projects',
  shortlist: 'Shortlists',
  pitchEmail: 'Pitch e-mails',
  inMail: 'InMail drafts',
}

/** The windows offered; the first is the spec's default lookback. */
export const STATS_PERIODS: readonly { days: number; label: string }[] = [
  { days: SCRAPING_LIMITS.lookbackDays, label: `Last ${SCRAPING_LIMITS.lookbackDays} days` },
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: SCRAPING_LIMITS.maxDays, label: `Last ${SCRAPING_LIMITS.maxDays} days` },
]

/** Reads of each kind summed over every user, as donut slices (kinds nobody read are left out). */
export function readsByKind(rows: readonly Pick<ScrapingStats, 'byKind'>[]): {
  slices: DonutSliceView[]
  total: number
} {
  const counts = SCRAPING_KINDS.map((kind) => ({
    kind,
    count: rows.reduce((n, r) => n + (r.byKind[kind] ?? 0), 0),
  }))
  const total = counts.reduce((n, c) => n + c.count, 0)
  const slices = counts
    .filter((c) => c.count > 0)
    .map((c) => ({
      key: c.kind,
      name: SCRAPING_KIND_LABELS[c.kind],
      count: c.count,
      percentage: Math.round((c.count / total) * 1000) / 10,
    }))
  return { slices, total }
}

/** A row read something after the administrator last looked (never looked: everything is new). */
export function isNewSince(lastAt: string | null, viewedAt: string | null | undefined): boolean {
  if (!lastAt) return false
  if (!viewedAt) return true
  return new Date(lastAt).getTime() > new Date(viewedAt).getTime()
}
