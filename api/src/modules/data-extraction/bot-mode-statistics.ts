/**
 * GET reports/bot-mode-statistics (000 §7; §9 bot stats lookback 2 days): what the browser
 * extension did for the asking recruiter over the lookback, by kind and by day in their time
 * zone, with when they last looked (PATCH users lastChromeExtStatsViewedAt records a view).
 */
import type { BotModeStatistics, BotModeStatisticsQuery } from '@quota/shared/contracts/data-extraction'
import { emptyScrapingCounts, SCRAPING_LIMITS } from '@quota/shared/domain/data-extraction/index'
import { and, eq, gte, sql } from 'drizzle-orm'
import { scrapingStatsTable, usersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { iso } from '../jobs/to-dto'
import { hourOf, statsSince } from './scraping-stats'

const DAY = 86_400_000

export async function botModeStatistics({
  ctx,
  input,
  now = new Date(),
}: {
  ctx: UseCaseContext
  input: BotModeStatisticsQuery
  now?: Date
}): Promise<BotModeStatistics> {
  const since = new Date(now.getTime() - SCRAPING_LIMITS.lookbackDays * DAY)
  const [mine] = await statsSince(ctx.db, since, [ctx.actor.userId])
  const day = sql<string>`to_char(${scrapingStatsTable.hour} at time zone ${input.timezone}, 'YYYY-MM-DD')`
  const days = await ctx.db
    .select({ date: day, total: sql<number>`sum(${scrapingStatsTable.count})::int` })
    .from(scrapingStatsTable)
    .where(and(eq(scrapingStatsTable.userId, ctx.actor.userId), gte(scrapingStatsTable.hour, hourOf(since))))
    // by position: the time zone is a parameter, so the expression repeated would not match itself
    .groupBy(sql`1`)
    .orderBy(sql`1`)
  const [user] = await ctx.db
    .select({ lastViewedAt: usersTable.lastChromeExtStatsViewedAt })
    .from(usersTable)
    .where(eq(usersTable.id, ctx.actor.userId))
  return {
    lookbackDays: SCRAPING_LIMITS.lookbackDays,
    since: iso(since),
    timezone: input.timezone,
    byKind: mine?.byKind ?? emptyScrapingCounts(),
    total: mine?.total ?? 0,
    days: days.map((d) => ({ date: d.date, total: Number(d.total) })),
    lastViewedAt: user?.lastViewedAt ? iso(user.lastViewedAt) : null,
  }
}
