/**
 * Scraping statistics of the browser extension (002 §7 POST data-extraction/clear-scraping-stats;
 * 000 §9 bot stats lookback 2 days; /admin/chrome-extension): the extension reports what it read
 * (a recruiter's own counts), administrators see everyone's counts over a window and clear them.
 * Counts are kept per user, kind and hour (see db/schema/data-extraction.ts).
 */
import type {
  ClearScrapingStatsInput,
  RecordScrapingInput,
  ScrapingStats,
  ScrapingStatsQuery,
} from '@quota/shared/contracts/data-extraction'
import { SCRAPING_LIMITS, type ScrapingKind, tallyScraping } from '@quota/shared/domain/data-extraction/index'
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { scrapingStatsTable, usersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { fullName, iso } from '../jobs/to-dto'

const HOUR = 3_600_000
const DAY = 86_400_000

/** The UTC hour a moment falls in. */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR)

/** Counts per user and kind since a moment (optionally for some users), with who they are. */
export async function statsSince(db: DbOrTx, since: Date, userIds?: readonly string[]): Promise<ScrapingStats[]> {
  const conditions: SQL[] = [gte(scrapingStatsTable.hour, hourOf(since))]
  if (userIds) conditions.push(inArray(scrapingStatsTable.userId, [...userIds]))
  const rows = await db
    .select({
      userId: scrapingStatsTable.userId,
      kind: scrapingStatsTable.kind,
      count: sql<number>`sum(${scrapingStatsTable.count})::int`,
      lastAt: sql<Date | string>`max(${scrapingStatsTable.lastAt})`,
      email: usersTable.email,
      firstName: usersTable.firstName,
      lastName: usersTable.lastName,
    })
    .from(scrapingStatsTable)
    .innerJoin(usersTable, eq(usersTable.id, scrapingStatsTable.userId))
    .where(and(...conditions))
    .groupBy(
      scrapingStatsTable.userId,
      scrapingStatsTable.kind,
      usersTable.email,
      usersTable.firstName,
      usersTable.lastName,
    )
  const byUser = new Map<string, typeof rows>()
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r])
  return [...byUser.values()]
    .map((list) => {
      const first = list[0]!
      const last = list.map((r) => new Date(r.lastAt).getTime()).reduce((a, b) => Math.max(a, b))
      return {
        user: { id: first.userId, name: fullName(first), email: first.email },
        ...tallyScraping(list.map((r) => ({ kind: r.kind as ScrapingKind, count: Number(r.count) }))),
        lastAt: iso(new Date(last)),
      }
    })
    .sort((a, b) => b.total - a.total || a.user.name.localeCompare(b.user.name))
}

/** POST data-extraction/scraping-stats: the extension reports reads; answers the recruiter's own counts. */
export async function recordScraping({
  ctx,
  input,
  now = new Date(),
}: {
  ctx: UseCaseContext
  input: RecordScrapingInput
  now?: Date
}): Promise<ScrapingStats> {
  await ctx.db
    .insert(scrapingStatsTable)
    .values({ userId: ctx.actor.userId, hour: hourOf(now), kind: input.kind, count: input.count, lastAt: now })
    .onConflictDoUpdate({
      target: [scrapingStatsTable.userId, scrapingStatsTable.hour, scrapingStatsTable.kind],
      set: { count: sql`${scrapingStatsTable.count} + ${input.count}`, lastAt: now },
    })
  const since = new Date(now.getTime() - SCRAPING_LIMITS.lookbackDays * DAY)
  const [mine] = await statsSince(ctx.db, since, [ctx.actor.userId])
  return mine!
}

/** GET data-extraction/scraping-stats: everyone's counts over the last `days` days (administrators). */
export async function listScrapingStats({
  ctx,
  input,
  now = new Date(),
}: {
  ctx: UseCaseContext
  input: ScrapingStatsQuery
  now?: Date
}): Promise<ScrapingStats[]> {
  return statsSince(ctx.db, new Date(now.getTime() - input.days * DAY), input.userId ? [input.userId] : undefined)
}

/**
 * POST data-extraction/clear-scraping-stats: forgets the counts of the named users, or of
 * everyone; one audit row per user whose counts went, with what they were.
 */
export async function clearScrapingStats({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: ClearScrapingStatsInput
}): Promise<{ cleared: number; users: number }> {
  return ctx.db.transaction(async (tx) => {
    const where = input.userIds ? inArray(scrapingStatsTable.userId, [...input.userIds]) : undefined
    const removed = await tx.delete(scrapingStatsTable).where(where).returning()
    const byUser = new Map<string, { kind: ScrapingKind; count: number }[]>()
    for (const r of removed) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r])
    for (const [userId, rows] of byUser) {
      await writeAudit(tx, ctx, {
        entityType: 'user',
        entityId: userId,
        action: 'clearScrapingStats',
        before: tallyScraping(rows),
      })
    }
    return { cleared: removed.reduce((n, r) => n + r.count, 0), users: byUser.size }
  })
}
