/**
 * Scraping statistics of the browser extension (002 §7 POST data-extraction/clear-scraping-stats;
 * 000 §9 bot stats lookback 2 days; /admin/chrome-extension).
 */
import * as z from 'zod'
import { SCRAPING_KINDS, SCRAPING_LIMITS } from '../domain/data-extraction/index'
import { isTimeZone } from './pipeline'

export const ScrapingKindEnum = z.enum(SCRAPING_KINDS)
const Counts = z.record(ScrapingKindEnum, z.number().int()).describe('Reads by kind')

export const RecordScrapingInput = z.strictObject({
  kind: ScrapingKindEnum.describe('What the extension read: a profile, a page of search results, a company, a project'),
  count: z
    .number()
    .int()
    .min(1)
    .max(SCRAPING_LIMITS.maxCountPerReport)
    .default(1)
    .describe('How many it read since its last report'),
})
export type RecordScrapingInput = z.infer<typeof RecordScrapingInput>

export const ScrapingStatsQuery = z.strictObject({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(SCRAPING_LIMITS.maxDays)
    .default(SCRAPING_LIMITS.lookbackDays)
    .describe('How many days back (default 2, the bot stats lookback)'),
  userId: z.uuid().optional().describe('One user only'),
})
export type ScrapingStatsQuery = z.infer<typeof ScrapingStatsQuery>

export const ScrapingStats = z.object({
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  byKind: Counts,
  total: z.number().int(),
  lastAt: z.string().nullable(),
})
export type ScrapingStats = z.infer<typeof ScrapingStats>

export const ClearScrapingStatsInput = z.strictObject({
  userIds: z
    .array(z.uuid())
    .min(1)
    .max(SCRAPING_LIMITS.maxUsersPerClear)
    .optional()
    .describe("These users' statistics only; without it, everyone's"),
})
export type ClearScrapingStatsInput = z.infer<typeof ClearScrapingStatsInput>

export const ClearedScrapingStats = z.object({
  cleared: z.number().int().describe('Reads removed from the statistics'),
  users: z.number().int().describe('Users whose statistics were cleared'),
})

// GET reports/bot-mode-statistics (000 §7; §9 bot stats lookback 2 days)

export const BotModeStatisticsQuery = z.strictObject({
  timezone: z
    .string()
    .trim()
    .max(64)
    .default('UTC')
    .refine(isTimeZone, { message: 'Unknown time zone', params: { rule: 'invalidTimezone' } })
    .describe('IANA time zone the days are counted in (default UTC)'),
})
export type BotModeStatisticsQuery = z.infer<typeof BotModeStatisticsQuery>

export const BotModeStatistics = z.object({
  lookbackDays: z.number().int().describe('How many days back the counts go (2)'),
  since: z.string().describe('The start of the window'),
  timezone: z.string(),
  byKind: Counts,
  total: z.number().int(),
  days: z.array(z.object({ date: z.string().describe('YYYY-MM-DD in the time zone'), total: z.number().int() })),
  lastViewedAt: z.string().nullable().describe('When this user last looked at these statistics'),
})
export type BotModeStatistics = z.infer<typeof BotModeStatistics>
