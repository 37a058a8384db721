/**
 * Data extraction by the browser extension (002 §7 POST data-extraction/clear-scraping-stats;
 * /admin/chrome-extension). The extension reports what it read; administrators with
 * manage-configurations (the spec lists the clear call with the configuration calls) see the
 * counts and clear them.
 */
import { DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import {
  BotModeStatistics,
  BotModeStatisticsQuery,
  ClearedScrapingStats,
  ClearScrapingStatsInput,
  RecordScrapingInput,
  ScrapingStats,
  ScrapingStatsQuery,
} from '@quota/shared/contracts/data-extraction'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { botModeStatistics } from './bot-mode-statistics'
import { clearScrapingStats, listScrapingStats, recordScraping } from './scraping-stats'

const ADMINS = { permission: 'manage-configurations' } as const
/** Provider recruiters (internal and fractional) run the extension. */
const EXTENSION_USERS = { userTypes: ['staff'], permission: 'recruiter' } as const

export const dataExtractionRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return new Elysia({ name: 'data-extraction', prefix: '/api', tags: ['Data extraction'] })
    .use(moduleBase(deps))
    .post(
      '/data-extraction/scraping-stats',
      async ({ body, actor, requestId }) => ({
        data: await recordScraping({ ctx: ctxOf(actor, requestId), input: body }),
      }),
      {
        auth: EXTENSION_USERS,
        body: RecordScrapingInput,
        response: { 200: DataEnvelope(ScrapingStats), ...ErrorResponses },
        detail: {
          summary: 'The extension reports what it read; answers my counts over the last 2 days',
          operationId: 'recordScrapingStats',
        },
      },
    )
    .get(
      '/reports/bot-mode-statistics',
      async ({ query, actor, requestId }) => ({
        data: await botModeStatistics({ ctx: ctxOf(actor, requestId), input: query }),
      }),
      {
        auth: EXTENSION_USERS,
        query: BotModeStatisticsQuery,
        response: { 200: DataEnvelope(BotModeStatistics), ...ErrorResponses },
        detail: {
          summary: 'What the extension did for me over the last 2 days, by kind and by day in my time zone',
          operationId: 'getBotModeStatistics',
        },
      },
    )
    .get(
      '/data-extraction/scraping-stats',
      async ({ query, actor, requestId }) => ({
        data: await listScrapingStats({ ctx: ctxOf(actor, requestId), input: query }),
      }),
      {
        auth: ADMINS,
        query: ScrapingStatsQuery,
        response: { 200: DataEnvelope(z.array(ScrapingStats)), ...ErrorResponses },
        detail: {
          summary: "Everyone's scraping counts by kind over the last days (default 2), most first",
          operationId: 'listScrapingStats',
        },
      },
    )
    .post(
      '/data-extraction/clear-scraping-stats',
      async ({ body, actor, requestId }) => ({
        data: await clearScrapingStats({ ctx: ctxOf(actor, requestId), input: body ?? {} }),
      }),
      {
        auth: ADMINS,
        body: ClearScrapingStatsInput.optional(),
        response: { 200: DataEnvelope(ClearedScrapingStats), ...ErrorResponses },
        detail: {
          summary: 'Clear the scraping statistics of some users, or of everyone',
          operationId: 'clearScrapingStats',
        },
      },
    )
}
