/**
 * The Chrome extension statistics store (/admin/chrome-extension, manage-configurations): the
 * window in days, everyone's reads in it, and the clear action. Opening the screen records that
 * the administrator saw the statistics; the time they last saw them marks the new rows.
 */
import { SCRAPING_LIMITS } from '@quota/shared/domain/data-extraction/index'
import { proxy, ref } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { sessionState } from '../session/state'
import { clearScrapingStats, fetchScrapingStats, markBotStatsViewed, type ScrapingStats } from './api'

function initial() {
  return {
    days: SCRAPING_LIMITS.lookbackDays as number,
    rows: null as ScrapingStats[] | null,
    loading: true,
    error: null as string | null,
    /** `all`, or the user whose statistics are being cleared. */
    clearing: null as string | null,
    /** When the administrator had last seen the statistics, before this visit. */
    viewedBefore: undefined as string | null | undefined,
  }
}

export const chromeExtensionState = proxy(initial())
onResetAll(() => Object.assign(chromeExtensionState, initial()))

let token = 0

export async function loadScrapingStats() {
  const s = chromeExtensionState
  const mine = ++token
  s.loading = true
  s.error = null
  try {
    const rows = await fetchScrapingStats(s.days)
    if (mine !== token) return
    s.rows = ref(rows)
  } catch (error) {
    if (mine !== token) return
    s.rows = null
    s.error = isApiError(error) ? error.message : 'The statistics could not be loaded.'
  } finally {
    if (mine === token) s.loading = false
  }
}

/** On each visit: keep the last look (for the "New" marks), then record this one. */
export function openChromeExtensionStats() {
  const user = sessionState.user
  const last = user?.lastChromeExtStatsViewedAt
  chromeExtensionState.viewedBefore = typeof last === 'string' ? last : null
  if (user) user.lastChromeExtStatsViewedAt = new Date().toISOString()
  void markBotStatsViewed()
  void loadScrapingStats()
}

export function setStatsDays(days: number) {
  chromeExtensionState.days = days
  void loadScrapingStats()
}

/** Clears one user's statistics, or everyone's; answers how many reads went (null on failure). */
export async function clearStats(userId?: string): Promise<number | null> {
  const s = chromeExtensionState
  s.clearing = userId ?? 'all'
  try {
    const { cleared } = await clearScrapingStats(userId ? [userId] : undefined)
    await loadScrapingStats()
    return cleared
  } catch {
    // the app's error handling shows why
    return null
  } finally {
    s.clearing = null
  }
}
