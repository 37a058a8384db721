/**
 * Administrators publish feature announcements; users read them through GET
 * users/feature-notifications (and users/me `newFeatureNotifications`) and dismiss them with
 * PATCH users/{id}/feature-notifications (api/src/modules/users/feature-notifications.ts).
 */
import type {
  AdminFeatureNotification,
  FeatureNotificationInput,
  UpdateFeatureNotificationInput,
} from '@quota/shared/contracts/admin'
import { AppError } from '@quota/shared/errors/index'
import { desc, eq, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import { type FeatureNotificationRow, featureNotificationReadsTable, featureNotificationsTable } from '../../db/schema'
import { sanitizeRichText } from '../../files/html'
import type { UseCaseContext } from '../context'

const iso = (d: Date | null) => (d ? d.toISOString() : null)
const toDto = (r: FeatureNotificationRow, readCount: number): AdminFeatureNotification => ({
  id: r.id,
  title: r.title,
  bodyHtml: r.bodyHtml,
  linkUrl: r.linkUrl,
  audienceUserTypes: r.audienceUserTypes,
  publishedAt: iso(r.publishedAt),
  expiresAt: iso(r.expiresAt),
  createdAt: r.createdAt.toISOString(),
  readCount,
})

const readCount = sql<number>`(select count(*)::int from ${featureNotificationReadsTable} r where r.notification_id = ${featureNotificationsTable.id})`

export async function listAdminFeatureNotifications({ ctx }: { ctx: UseCaseContext }) {
  const rows = await ctx.db
    .select({ n: featureNotificationsTable, reads: readCount })
    .from(featureNotificationsTable)
    .orderBy(desc(featureNotificationsTable.createdAt))
    .limit(200)
  return rows.map((r) => toDto(r.n, Number(r.reads)))
}

function expiry(value: string | null | undefined, now: Date) {
  if (value === undefined || value === null) return value
  const at = new Date(value)
  if (at.getTime() <= now.getTime()) throw AppError.field('expiresAt', 'future', 'The end must be in the future')
  return at
}

export async function publishFeatureNotification({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: FeatureNotificationInput
}): Promise<AdminFeatureNotification> {
  const now = new Date()
  const expiresAt = expiry(input.expiresAt, now) ?? null
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(featureNotificationsTable)
      .values({
        title: input.title,
        bodyHtml: sanitizeRichText(input.bodyHtml),
        linkUrl: input.linkUrl ?? null,
        audienceUserTypes: [...new Set(input.audienceUserTypes)],
        publishedAt: input.publish ? now : null,
        expiresAt,
        createdBy: ctx.actor.userId,
      })
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'featureNotification',
      entityId: row!.id,
      action: 'create',
      after: { title: row!.title, published: !!row!.publishedAt, audience: row!.audienceUserTypes },
    })
    return toDto(row!, 0)
  })
}

export async function updateFeatureNotification({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string } & UpdateFeatureNotificationInput
}): Promise<AdminFeatureNotification> {
  const now = new Date()
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(featureNotificationsTable).where(eq(featureNotificationsTable.id, input.id))
    if (!row) throw new AppError('NOT_FOUND', { message: 'Announcement not found' })
    const patch: Partial<FeatureNotificationRow> = {}
    if (input.publish !== undefined) patch.publishedAt = input.publish ? (row.publishedAt ?? now) : null
    if (input.expiresAt !== undefined) patch.expiresAt = expiry(input.expiresAt, now) ?? null
    const [updated] = Object.keys(patch).length
      ? await tx
          .update(featureNotificationsTable)
          .set(patch)
          .where(eq(featureNotificationsTable.id, row.id))
          .returning()
      : [row]
    await writeAudit(tx, ctx, {
      entityType: 'featureNotification',
      entityId: row.id,
      action: 'update',
      before: { publishedAt: iso(row.publishedAt), expiresAt: iso(row.expiresAt) },
      after: input,
    })
    const [reads] = await tx
      .select({ n: readCount })
      .from(featureNotificationsTable)
      .where(eq(featureNotificationsTable.id, row.id))
    return toDto(updated!, Number(reads?.n ?? 0))
  })
}
