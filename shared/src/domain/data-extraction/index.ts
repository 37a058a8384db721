/**
 * Scraping statistics of the browser extension (002 §7 POST data-extraction/clear-scraping-stats;
 * 000 §7 reports/bot-mode-statistics; 000 §9 bot stats lookback 2 days; /admin/chrome-extension).
 * What the extension reads from the professional network is counted per user, kind and hour;
 * administrators see the counts and clear them.
 */

/** Ours: what the extension reads — a profile, a page of search results, a company page, a project. */
export const READ_KINDS = ['profile', 'searchPage', 'company', 'project'] as const
/** Ours: what the extension does on the recruiter's click, counted against a daily cap. */
export const EXTENSION_ACTION_KINDS = ['shortlist', 'pitchEmail', 'inMail'] as const
export type ExtensionActionKind = (typeof EXTENSION_ACTION_KINDS)[number]
/** Everything the extension's statistics count (reads and actions). */
export const SCRAPING_KINDS = [...READ_KINDS, ...EXTENSION_ACTION_KINDS] as const
export type ScrapingKind = (typeof SCRAPING_KINDS)[number]

/**
 * Ours (the spec names no number): per-recruiter daily caps on what the extension does, counted
 * in the recruiter's own day. The web app is not capped; these keep the extension's help within
 * what one person does by hand on the site in a day.
 */
export const EXTENSION_DAILY_CAPS: Record<ExtensionActionKind, number> = {
  shortlist: 100,
  pitchEmail: 50,
  inMail: 25,
}

export const EXTENSION_ACTION_LABELS: Record<ExtensionActionKind, { one: string; many: string }> = {
  shortlist: { one: 'shortlist', many: 'shortlists' },
  pitchEmail: { one: 'pitch e-mail', many: 'pitch e-mails' },
  inMail: { one: 'InMail draft', many: 'InMail drafts' },
}

/** The stage action of the pipeline each capped extension action is. */
export const EXTENSION_STAGE_ACTIONS = { shortlist: 'shortlist', pitchEmail: 'pitch', inMail: 'pitchInMail' } as const

export interface DailyCap {
  kind: ExtensionActionKind
  limit: number
  used: number
  remaining: number
}

/** Today's caps from today's counts (a missing count is 0; never below 0 left). */
export function dailyCaps(used: Partial<Record<ExtensionActionKind, number>>): DailyCap[] {
  return EXTENSION_ACTION_KINDS.map((kind) => {
    const limit = EXTENSION_DAILY_CAPS[kind]
    const n = Math.max(0, used[kind] ?? 0)
    return { kind, limit, used: n, remaining: Math.max(0, limit - n) }
  })
}

/** The refusal when a cap is reached (null while some are left). */
export function capRefusal(cap: DailyCap): string | null {
  if (cap.remaining > 0) return null
  const label = EXTENSION_ACTION_LABELS[cap.kind].many
  return `Daily limit reached: ${cap.limit} ${label} a day from the extension. It resets at midnight in your time zone.`
}

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

/**
 * 000 §6: the internal recruiter's statistics prompt about the browser extension shows when their
 * last view of the bot statistics is older than the lookback (2 days) or never happened, and the
 * "browser condition" holds: the extension announced itself to the web app in this browser.
 */
export function shouldPromptBotStats(input: {
  internalRecruiter: boolean
  extensionInstalled: boolean
  lastViewedAt: string | null | undefined
  now: Date
}): boolean {
  if (!input.internalRecruiter || !input.extensionInstalled) return false
  if (!input.lastViewedAt) return true
  const viewed = Date.parse(input.lastViewedAt)
  if (Number.isNaN(viewed)) return true
  return input.now.getTime() - viewed > SCRAPING_LIMITS.lookbackDays * 86_400_000
}
