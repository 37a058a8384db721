/**
 * Scraping statistics of the browser extension (002 §7 POST data-extraction/clear-scraping-stats;
 * 000 §9 bot stats lookback 2 days; /admin/chrome-extension).
 */
import * as z from 'zod'
import { SCRAPING_KINDS, SCRAPING_LIMITS } from '../domain/data-extraction/index'

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
