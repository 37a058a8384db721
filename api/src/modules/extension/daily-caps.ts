/**
 * The extension's actions under per-recruiter daily caps (ours; shared/domain/data-extraction
 * EXTENSION_DAILY_CAPS): shortlist, pitch e-mail and InMail draft from a profile page are the
 * pipeline's own stage actions, counted in the extension's statistics (scraping_stats, by kind
 * and hour) and refused with 429 once today's cap (the recruiter's own day) is reached.
 * Only an action that went through is counted; clicks racing at the last unit cannot overshoot
 * (see performExtensionAction).
 */
import type {
  ExtensionActionInput,
  ExtensionDailyCaps,
  ExtensionDailyCapsQuery,
} from '@quota/shared/contracts/extension'
import {
  capRefusal,
  dailyCaps,
  EXTENSION_ACTION_KINDS,
  EXTENSION_STAGE_ACTIONS,
  type ExtensionActionKind,
} from '@quota/shared/domain/data-extraction/index'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import { scrapingStatsTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { hourOf } from '../data-extraction/scraping-stats'
import { type PipelineContext, performStageAction } from '../pipeline/perform-stage-action'

const DAY = 86_400_000

/** Today's caps for the asking recruiter, today being their day in `timezone`. */
export async function extensionDailyCaps({
  ctx,
  input,
  now = new Date(),
}: {
  ctx: UseCaseContext
  input: ExtensionDailyCapsQuery
  now?: Date
}): Promise<ExtensionDailyCaps> {
  const today = sql`to_char(${now.toISOString()}::timestamptz at time zone ${input.timezone}, 'YYYY-MM-DD')`
  const day = sql`to_char(${scrapingStatsTable.hour} at time zone ${input.timezone}, 'YYYY-MM-DD')`
  const rows = await ctx.db
    .select({ kind: scrapingStatsTable.kind, n: sql<number>`sum(${scrapingStatsTable.count})::int` })
    .from(scrapingStatsTable)
    .where(
      and(
        eq(scrapingStatsTable.userId, ctx.actor.userId),
        inArray(scrapingStatsTable.kind, [...EXTENSION_ACTION_KINDS]),
        // a day in any zone lies within the last 27 hours' hours (index range), then the day itself
        gte(scrapingStatsTable.hour, hourOf(new Date(now.getTime() - DAY - 3 * 3_600_000))),
        sql`${day} = ${today}`,
      ),
    )
    .groupBy(scrapingStatsTable.kind)
  const used: Partial<Record<ExtensionActionKind, number>> = {}
  for (const r of rows) used[r.kind as ExtensionActionKind] = Number(r.n)
  return { timezone: input.timezone, caps: dailyCaps(used) }
}

/**
 * POST extension/actions: one capped action, then today's caps. Count, action and its count are
 * one transaction holding a per-recruiter-and-kind advisory lock, so parallel clicks are served
 * one after the other and N requests past the cap yield exactly the remaining number of
 * successes (PostgreSQL: the lock is held until commit, so the next one counts the committed row;
 * PGlite runs one transaction at a time anyway). The lock is taken before the stage action's own
 * row locks, and only here, so it cannot close a cycle with them.
 */
export async function performExtensionAction({
  ctx,
  input,
  now = new Date(),
}: {
  ctx: PipelineContext
  input: ExtensionActionInput
  now?: Date
}) {
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx }
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`extension_cap:${ctx.actor.userId}:${input.action}`}, 0))`,
    )
    const before = await extensionDailyCaps({ ctx: inTx, input: { timezone: input.timezone }, now })
    const refusal = capRefusal(before.caps.find((c) => c.kind === input.action)!)
    if (refusal) throw new AppError('RATE_LIMITED', { message: refusal })
    // the stage action's own transaction becomes a savepoint of this one
    const result = await performStageAction({
      ctx: inTx,
      input: {
        jobId: input.jobId,
        candidateId: input.candidateId,
        action: EXTENSION_STAGE_ACTIONS[input.action],
        body: input.body as never,
      },
    })
    await tx
      .insert(scrapingStatsTable)
      .values({ userId: ctx.actor.userId, hour: hourOf(now), kind: input.action, count: 1, lastAt: now })
      .onConflictDoUpdate({
        target: [scrapingStatsTable.userId, scrapingStatsTable.hour, scrapingStatsTable.kind],
        set: { count: sql`${scrapingStatsTable.count} + 1`, lastAt: now },
      })
    return { ...result, caps: await extensionDailyCaps({ ctx: inTx, input: { timezone: input.timezone }, now }) }
  })
}
