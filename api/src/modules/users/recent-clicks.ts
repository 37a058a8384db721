/**
 * GET and POST users/recent-clicks (000 §7, 002 §7): what a user opened lately, for the header's
 * search ("Recently opened"). Opening a record's page records a click (one row per record, the
 * last click wins); the list answers the newest first, at most RECENT_CLICKS_MAX, and only what
 * the user may still see (search scope, 000 §6): provider staff candidates, jobs, clients and
 * organizations; a client recruiter its own company's jobs and the candidates submitted to it.
 * Recording something the caller may not see answers 404, so ids of other tenants do not leak.
 */
import { RECENT_CLICKS_MAX, type RecentClickDto, type RecordRecentClickInput } from '@quota/shared/contracts/users'
import type { SearchEntity } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { candidatesTable, jobsTable, organizationsTable, userRecentClicksTable } from '../../db/schema'
import { candidateFor } from '../candidates/access'
import type { UseCaseContext } from '../context'
import { ENTITIES_BY_SCOPE, scopeOf } from '../search/scope'

/** Clicks kept per user (older ones are dropped on the next click). */
const KEEP_PER_USER = 50

type Resolved = Pick<RecentClickDto, 'name' | 'subtitle'>

async function resolve(ctx: UseCaseContext, entityType: SearchEntity, id: string): Promise<Resolved | null> {
  const scope = scopeOf(ctx.actor)
  if (!ENTITIES_BY_SCOPE[scope.kind].includes(entityType)) return null
  switch (entityType) {
    case 'candidate': {
      try {
        const row = await candidateFor(ctx, id, 'read')
        // a client never finds an off-the-market candidate through search or these links
        if (scope.kind === 'client' && row.searchStatus === 'offTheMarket') return null
        return { name: `${row.firstName} ${row.lastName}`.trim(), subtitle: null }
      } catch (error) {
        if (error instanceof AppError) return null
        throw error
      }
    }
    case 'job': {
      const [row] = await ctx.db
        .select({ name: jobsTable.name, organizationId: jobsTable.organizationId, company: organizationsTable.name })
        .from(jobsTable)
        .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
        .where(and(eq(jobsTable.id, id), isNull(jobsTable.deletedAt)))
      if (!row || (scope.kind === 'client' && row.organizationId !== scope.organizationId)) return null
      return { name: row.name, subtitle: row.company }
    }
    case 'client':
    case 'organization': {
      const [row] = await ctx.db
        .select({ name: organizationsTable.name })
        .from(organizationsTable)
        .where(eq(organizationsTable.id, id))
      return row ? { name: row.name, subtitle: null } : null
    }
  }
}

export async function recordRecentClick({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: RecordRecentClickInput
}): Promise<RecentClickDto> {
  const seen = await resolve(ctx, input.entityType, input.entityId)
  if (!seen) throw new AppError('NOT_FOUND')
  const clickedAt = new Date()
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(userRecentClicksTable)
      .values({ userId: ctx.actor.userId, entityType: input.entityType, entityId: input.entityId, clickedAt })
      .onConflictDoUpdate({
        target: [userRecentClicksTable.userId, userRecentClicksTable.entityType, userRecentClicksTable.entityId],
        set: { clickedAt },
      })
    await trim(tx, ctx.actor.userId)
  })
  return { entityType: input.entityType, entityId: input.entityId, ...seen, clickedAt: clickedAt.toISOString() }
}

async function trim(tx: DbOrTx, userId: string) {
  await tx.execute(sql`
    delete from ${userRecentClicksTable}
    where ${userRecentClicksTable.userId} = ${userId}
      and (${userRecentClicksTable.entityType}, ${userRecentClicksTable.entityId}) not in (
        select entity_type, entity_id from ${userRecentClicksTable}
        where ${userRecentClicksTable.userId} = ${userId}
        order by clicked_at desc limit ${KEEP_PER_USER}
      )`)
}

export async function listRecentClicks({ ctx }: { ctx: UseCaseContext }): Promise<RecentClickDto[]> {
  scopeOf(ctx.actor)
  const rows = await ctx.db
    .select()
    .from(userRecentClicksTable)
    .where(eq(userRecentClicksTable.userId, ctx.actor.userId))
    .orderBy(desc(userRecentClicksTable.clickedAt))
    .limit(RECENT_CLICKS_MAX * 3)
  const answer: RecentClickDto[] = []
  for (const row of rows) {
    if (answer.length >= RECENT_CLICKS_MAX) break
    const seen = await resolve(ctx, row.entityType, row.entityId)
    if (seen)
      answer.push({
        entityType: row.entityType,
        entityId: row.entityId,
        ...seen,
        clickedAt: row.clickedAt.toISOString(),
      })
  }
  return answer
}
