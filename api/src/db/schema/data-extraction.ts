/**
 * Scraping statistics of the browser extension: how much each user's extension read from the
 * professional network, per kind and per hour (an hour keeps the counts small and lets a report
 * bucket them into the reader's days in any whole-hour time zone).
 * Spec: 002 §7 POST data-extraction/clear-scraping-stats; 000 §7 reports/bot-mode-statistics;
 * 000 §9 bot stats lookback 2 days; 000 §2 /admin/chrome-extension.
 */

import { SCRAPING_KINDS } from '@quota/shared/domain/data-extraction/index'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { oneOf, tstz } from './columns'
import { usersTable } from './users'

export const scrapingStatsTable = pgTable(
  'scraping_stats',
  {
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** The hour (UTC, truncated) the reads happened in. */
    hour: tstz().notNull(),
    kind: text({ enum: SCRAPING_KINDS }).notNull(),
    count: integer().notNull().default(0),
    /** The latest read counted in this row. */
    lastAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    // one counter per user, hour and kind (upsert target); a user's window: WHERE user_id = $1 AND hour >= $2
    primaryKey({ name: 'scraping_stats_pk', columns: [t.userId, t.hour, t.kind] }),
    // everyone's window (admin view): WHERE hour >= $1
    index('scraping_stats_hour_idx').on(t.hour),
    check('scraping_stats_kind_check', oneOf(t.kind, SCRAPING_KINDS)),
    check('scraping_stats_count_check', sql`${t.count} >= 0`),
  ],
)
export type ScrapingStatRow = typeof scrapingStatsTable.$inferSelect
export type NewScrapingStatRow = typeof scrapingStatsTable.$inferInsert
