/**
 * User feedback (suggestion, defect, other) and the administrators' list. An attachment (000 §5:
 * at most 5 MB) is uploaded first: GET feedback/attachments/presigned-url, then PUT the bytes to
 * the answered URL; the feedback then names the upload.
 */

import type { Feedback } from '@quota/shared/contracts/admin'
import type { FeedbackState, FeedbackType } from '@quota/shared/domain/enums'
import { maxBytes, OWNED_UPLOAD_RULES } from '@quota/shared/domain/media/uploads'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Config } from '../../config/env'
import { feedbackTable, mediaTable, usersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { iso, mediaUrl } from '../jobs/to-dto'
import { startOwnedUpload } from '../uploads/index'

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

/** GET feedback/attachments/presigned-url: an attachment upload of the signed-in user's. */
export async function startFeedbackAttachment({
  ctx,
  input,
}: {
  ctx: UseCaseContext & { config: Config }
  input: { fileName: string }
}) {
  return startOwnedUpload(
    { db: ctx.db, config: ctx.config },
    {
      kind: 'feedbackAttachment',
      fileName: input.fileName,
      organizationId: null,
      ownerUserId: ctx.actor.userId,
      uploadedBy: ctx.actor.userId,
    },
  )
}

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
      // the sender's own upload (PUT uploads/{token} checked its type and 5 MB while it streamed)
      const [m] = await tx.select().from(mediaTable).where(eq(mediaTable.id, input.attachmentMediaId))
      if (m?.kind !== 'feedbackAttachment' || m.ownerUserId !== ctx.actor.userId) {
        throw AppError.field('attachmentMediaId', 'unknownValue', 'Not an uploaded feedback attachment')
      }
      if (m.status !== 'complete')
        throw AppError.field('attachmentMediaId', 'uploadNotFinished', 'The upload is not finished')
      // the upload's own limit makes this unreachable; kept so a row from elsewhere cannot slip in
      const rule = OWNED_UPLOAD_RULES.feedbackAttachment
      if ((m.sizeBytes ?? 0) > maxBytes(rule))
        throw AppError.field('attachmentMediaId', 'maxFileSizeValidator', `Attachments may be at most ${rule.maxMb} MB`)
      const [used] = await tx
        .select({ id: feedbackTable.id })
        .from(feedbackTable)
        .where(eq(feedbackTable.attachmentMediaId, m.id))
      if (used) throw AppError.field('attachmentMediaId', 'alreadyUsed', 'This attachment was already sent')
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
