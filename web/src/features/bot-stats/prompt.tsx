/**
 * The internal recruiter's statistics prompt about the browser extension (000 §6): what the
 * extension did for them over the lookback (GET reports/bot-mode-statistics, their time zone).
 * Closing it records the view (PATCH users lastChromeExtStatsViewedAt), which also tells their
 * other tabs (real-time chromeBotStatsModalViewed). When it shows: shell-layout, by the shared rule.
 */
import type { BotModeStatistics } from '@quota/shared/contracts/data-extraction'
import { SCRAPING_KINDS } from '@quota/shared/domain/data-extraction/index'
import { openDialog } from '../../app/dialogs'
import { type DataAnswer, http } from '../../app/http'
import { Button } from '../../ui/button'
import { SCRAPING_KIND_LABELS } from '../admin/chrome-extension-model'
import { sessionState } from '../session/state'

export async function openBotStatsPrompt(): Promise<void> {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  let stats: BotModeStatistics | null = null
  let error: string | null = null
  try {
    stats = (
      await http.get<DataAnswer<BotModeStatistics>>(
        `/reports/bot-mode-statistics?timezone=${encodeURIComponent(timezone)}`,
        { ignoreError: true },
      )
    ).data
  } catch (e) {
    error = (e as Error).message
  }
  const days = stats?.lookbackDays ?? 2
  await openDialog(`Your Quota extension, last ${days} days`, (close) => (
    <div className="bot-stats-prompt" data-testid="bot-stats-prompt">
      {stats ? (
        <ul>
          {SCRAPING_KINDS.filter((k) => stats.byKind[k]).map((k) => (
            <li key={k}>
              {SCRAPING_KIND_LABELS[k]}: {stats.byKind[k]}
            </li>
          ))}
          <li>All counted: {stats.total}</li>
        </ul>
      ) : (
        <p role="alert">{error ?? 'The statistics could not be loaded.'}</p>
      )}
      <div className="dialog-actions">
        <Button onClick={() => close(true)} data-autofocus>
          Got it
        </Button>
      </div>
    </div>
  ))
  const viewedAt = new Date().toISOString()
  if (sessionState.user) sessionState.user.lastChromeExtStatsViewedAt = viewedAt
  await http.patch('/users', { lastChromeExtStatsViewedAt: true }, { ignoreError: true }).catch(() => {})
}
