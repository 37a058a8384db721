/** User feedback (suggestion, defect, other) and the administrators' list. */
import type { Feedback } from '@quota/shared/contracts/admin'
import type { FeedbackState, FeedbackType } from '@quota/shared/domain/enums'
import { MAX_FILE_MB } from '@quota/shared/domain/validation/limits'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import { feedbackTable, mediaTable, usersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { iso, mediaUrl } from '../jobs/to-dto'

type Row = {
  f: typeof feedbackTable.$inferSelect
  u: { id: string; email: string; firstName: string; lastName: string } | null
}
const toFeedback = ({ f, u }: Row): Feedback => ({
  id: f.id,
  type: f.type,
  text: f.text,
  state: f.state,
  pageUrl: f.pageUrl,
  userAgent: f.userAgent,
  attachmentUrl: mediaUrl(f.attachmentMediaId),
  user: u?.id ? { id: u.id, email: u.email, name: `${u.firstName} ${u.lastName}`.trim() } : null,
  createdAt: iso(f.createdAt),
  updatedAt: iso(f.updatedAt),
})

export async function sendFeedback({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: {
    type: FeedbackType
    text: string
    pageUrl?: string | undefined
    attachmentMediaId?: string | undefined
    userAgent: string | null
  }
}): Promise<Feedback> {
  return ctx.db.transaction(async (tx) => {
    if (input.attachmentMediaId) {
      const [m] = await tx.select().from(mediaTable).where(eq(mediaTable.id, input.attachmentMediaId))
      if (m?.kind !== 'feedbackAttachment' || (m.ownerUserId !== null && m.ownerUserId !== ctx.actor.userId)) {
        throw AppError.field('attachmentMediaId', 'unknownValue', 'Not an uploaded feedback attachment')
      }
      if ((m.sizeBytes ?? 0) > MAX_FILE_MB.feedbackAttachment * 1024 * 1024) {
        throw AppError.field(
          'attachmentMediaId',
          'maxFileSizeValidator',
          `Attachments may be at most ${MAX_FILE_MB.feedbackAttachment} MB`,
        )
      }
    }
    const [row] = await tx
      .insert(feedbackTable)
      .values({
        userId: ctx.actor.userId,
        type: input.type,
        text: input.text,
        pageUrl: input.pageUrl ?? null,
        userAgent: input.userAgent?.slice(0, 500) ?? null,
        attachmentMediaId: input.attachmentMediaId ?? null,
      })
      .returning()
    const [u] = await tx
      .select({
        id: usersTable.id,
        email: usersTable.email,
        firstName: usersTable.firstName,
        lastName: usersTable.lastName,
      })
      .from(usersTable)
      .where(eq(usersTable.id, ctx.actor.userId))
    return toFeedback({ f: row!, u: u ?? null })
  })
}

export async function listFeedback({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { type?: FeedbackType | undefined; state?: FeedbackState | undefined; limit: number; offset: number }
}) {
  const conditions: SQL[] = []
  if (input.type) conditions.push(eq(feedbackTable.type, input.type))
  if (input.state) conditions.push(eq(feedbackTable.state, input.state))
  const where = conditions.length ? and(...conditions) : undefined
  const rows = await ctx.db
    .select({
      f: feedbackTable,
      u: { id: usersTable.id, email: usersTable.email, firstName: usersTable.firstName, lastName: usersTable.lastName },
    })
    .from(feedbackTable)
    .leftJoin(usersTable, eq(usersTable.id, feedbackTable.userId))
    .where(where)
    .orderBy(desc(feedbackTable.createdAt), desc(feedbackTable.id))
    .limit(input.limit)
    .offset(input.offset)
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(feedbackTable).where(where)
  return {
    data: rows.map((r) => toFeedback(r as Row)),
    meta: { total: Number(count?.n ?? 0), limit: input.limit, offset: input.offset },
  }
}

export async function updateFeedback({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; state: FeedbackState }
}): Promise<Feedback> {
  const [row] = await ctx.db
    .update(feedbackTable)
    .set({ state: input.state })
    .where(eq(feedbackTable.id, input.id))
    .returning()
  if (!row) throw new AppError('NOT_FOUND', { message: 'Feedback not found' })
  const [u] = row.userId
    ? await ctx.db
        .select({
          id: usersTable.id,
          email: usersTable.email,
          firstName: usersTable.firstName,
          lastName: usersTable.lastName,
        })
        .from(usersTable)
        .where(eq(usersTable.id, row.userId))
    : []
  return toFeedback({ f: row, u: u ?? null })
}
