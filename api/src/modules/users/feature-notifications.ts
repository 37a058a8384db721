import type { FeatureNotificationDto, FeatureNotificationsReadInput } from '@quota/shared/contracts/users'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { featureNotificationReadsTable, featureNotificationsTable, type UserRow } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { iso } from './to-dto'

/** Published, unexpired announcements for this user's type, newest first, with whether each was read. */
export async function listFeatureNotificationsFor(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'userType'>,
): Promise<FeatureNotificationDto[]> {
  const now = new Date()
  const rows = await db
    .select({ n: featureNotificationsTable, readAt: featureNotificationReadsTable.readAt })
    .from(featureNotificationsTable)
    .leftJoin(
      featureNotificationReadsTable,
      and(
        eq(featureNotificationReadsTable.notificationId, featureNotificationsTable.id),
        eq(featureNotificationReadsTable.userId, user.id),
      ),
    )
    .where(
      and(
        isNotNull(featureNotificationsTable.publishedAt),
        lte(featureNotificationsTable.publishedAt, now),
        or(isNull(featureNotificationsTable.expiresAt), gt(featureNotificationsTable.expiresAt, now)),
        sql`(cardinality(${featureNotificationsTable.audienceUserTypes}) = 0 or ${user.userType} = any(${featureNotificationsTable.audienceUserTypes}))`,
      ),
    )
    .orderBy(desc(featureNotificationsTable.publishedAt))
    .limit(50)
  return rows.map(({ n, readAt }) => ({
    id: n.id,
    title: n.title,
    bodyHtml: n.bodyHtml,
    linkUrl: n.linkUrl,
    publishedAt: iso(n.publishedAt),
    isRead: !!readAt,
  }))
}

/** PATCH users/{id}/feature-notifications: marks announcements as seen; only one's own. */
export async function markFeatureNotificationsRead({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { userId: string } & FeatureNotificationsReadInput
}): Promise<{ updated: number }> {
  if (input.userId !== ctx.actor.userId) throw new AppError('NOT_FOUND')
  const existing = await ctx.db
    .select({ id: featureNotificationsTable.id })
    .from(featureNotificationsTable)
    .where(inArray(featureNotificationsTable.id, input.ids))
  if (!existing.length) return { updated: 0 }
  const rows = await ctx.db
    .insert(featureNotificationReadsTable)
    .values(existing.map((n) => ({ notificationId: n.id, userId: ctx.actor.userId })))
    .onConflictDoNothing()
    .returning({ id: featureNotificationReadsTable.notificationId })
  return { updated: rows.length }
}
