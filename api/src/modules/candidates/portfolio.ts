/**
 * Portfolio (001 §5, §7): at most 10 items in the candidate's order; a link is sanitised and
 * prefixed with https://; a file is an uploaded portfolio file of this candidate; an uploaded
 * thumbnail is a finished image, 16:9 or square (checked when it is set); the link's
 * preview (title, description, thumbnail) comes from the safe fetcher, never a raw fetch.
 */
import type { PortfolioItemInput } from '@quota/shared/contracts/candidates'
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { thumbnailProblem } from '@quota/shared/domain/candidates/portfolio'
import { normalizePortfolioLink, PORTFOLIO_LINK_MESSAGE } from '@quota/shared/domain/candidates/portfolio-link'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { type MediaRow, mediaTable, type PortfolioItemRow, portfolioItemsTable } from '../../db/schema'
import { htmlToText, sanitizeRichText } from '../../files/html'
import { storedImageDimensions } from '../../files/image-size'
import { fetchUrlMeta, type SafeFetchOptions } from '../../net/safe-fetch'
import type { ObjectStorage } from '../../storage'
import { removeMedia } from '../media/remove-media'
import { candidateFor } from './access'
import { auditChanges, auditEvent } from './audit'
import type { CandidateCtx } from './context'
import { portfolioOf, viewerOf } from './view'

const itemNotFound = () => new AppError('NOT_FOUND', { message: 'Portfolio item not found' })

/** "example.com/x" -> "https://example.com/x"; only http(s) links, no credentials (the shared rule). */
export function sanitizeLink(raw: string, path = 'url'): string {
  const url = normalizePortfolioLink(raw)
  if (url === null) throw AppError.field(path, 'invalidUrl', PORTFOLIO_LINK_MESSAGE)
  return url
}

async function ownMedia(tx: DbOrTx, candidateId: string, id: string | null | undefined, kinds: string[], path: string) {
  if (!id) return null
  const [row] = await tx
    .select()
    .from(mediaTable)
    .where(and(eq(mediaTable.id, id), eq(mediaTable.candidateId, candidateId)))
  if (!row || !kinds.includes(row.kind)) throw AppError.field(path, 'notFound', 'Upload the file first')
  return row
}

/** 001 §5: a thumbnail is a finished image upload, 16:9 or square. */
async function checkThumbnail(storage: ObjectStorage, media: MediaRow) {
  if (media.status !== 'complete') throw AppError.field('thumbnailMediaId', 'notFound', 'Upload the file first')
  const { width, height } = media.meta
  const size =
    typeof width === 'number' && typeof height === 'number'
      ? { width, height }
      : media.mimeType.startsWith('image/')
        ? await storedImageDimensions(storage, media.storageKey)
        : null
  const problem = thumbnailProblem(size)
  if (problem) throw new AppError('VALIDATION_FAILED', { message: problem.message, details: [problem] })
}

async function values(
  tx: DbOrTx,
  storage: ObjectStorage,
  candidateId: string,
  input: PortfolioItemInput,
  options: { checkThumbnail: boolean },
) {
  const url = input.url ? sanitizeLink(input.url) : null
  if (input.type === 'link' && !url) throw AppError.field('url', 'required', 'A link needs its URL')
  const fileMediaId = (await ownMedia(tx, candidateId, input.fileMediaId, ['portfolioFile'], 'fileMediaId'))?.id ?? null
  if (input.type === 'file' && !fileMediaId)
    throw AppError.field('fileMediaId', 'required', 'A file item needs its file')
  const thumbnail = await ownMedia(
    tx,
    candidateId,
    input.thumbnailMediaId,
    ['portfolioThumbnail', 'portfolioFile'],
    'thumbnailMediaId',
  )
  if (thumbnail && options.checkThumbnail) await checkThumbnail(storage, thumbnail)
  const thumbnailMediaId = thumbnail?.id ?? null
  const html = input.descriptionHTML ? sanitizeRichText(input.descriptionHTML) : null
  return {
    type: input.type,
    url,
    title: input.title.trim(),
    description: input.description?.trim() || (html ? htmlToText(html).slice(0, CANDIDATE_LIMITS.description) : null),
    descriptionHtml: html || null,
    fileMediaId,
    thumbnailMediaId,
    thumbnailUrl: input.thumbnailUrl ? sanitizeLink(input.thumbnailUrl, 'thumbnailUrl') : null,
  }
}

const snapshot = (r: PortfolioItemRow) => ({
  type: r.type,
  url: r.url,
  title: r.title,
  description: r.description,
  fileMediaId: r.fileMediaId,
  thumbnailMediaId: r.thumbnailMediaId,
  sortOrder: r.sortOrder,
})

async function dto(ctx: CandidateCtx, candidateId: string, id: string) {
  const candidate = await candidateFor(ctx, candidateId, 'read')
  return (await portfolioOf(ctx, candidate, viewerOf(ctx))).find((p) => p.id === id)!
}

export async function addPortfolioItem({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; body: PortfolioItemInput }
}) {
  const id = await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    const [count] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        max: sql<number>`coalesce(max(${portfolioItemsTable.sortOrder}), -1)::int`,
      })
      .from(portfolioItemsTable)
      .where(eq(portfolioItemsTable.candidateId, candidate.id))
    if (Number(count?.n ?? 0) >= CANDIDATE_LIMITS.portfolioItems) {
      throw new AppError('CONFLICT', {
        message: CANDIDATE_MESSAGES.portfolioFull,
        details: [{ path: 'body', rule: 'maxAllowedValuesValidator', message: CANDIDATE_MESSAGES.portfolioFull }],
      })
    }
    const [row] = await tx
      .insert(portfolioItemsTable)
      .values({
        candidateId: candidate.id,
        ...(await values(tx, ctx.storage, candidate.id, input.body, { checkThumbnail: true })),
        sortOrder: Number(count?.max ?? -1) + 1,
      })
      .returning()
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'portfolioItem',
      entityId: row!.id,
      action: 'create',
      after: snapshot(row!),
    })
    return row!.id
  })
  return dto(ctx, input.candidateId, id)
}

export async function updatePortfolioItem({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; itemId: string; patch: Partial<PortfolioItemInput> }
}) {
  const dropped = await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    const [before] = await tx
      .select()
      .from(portfolioItemsTable)
      .where(and(eq(portfolioItemsTable.id, input.itemId), eq(portfolioItemsTable.candidateId, candidate.id)))
    if (!before) throw itemNotFound()
    const merged: PortfolioItemInput = {
      type: input.patch.type ?? before.type,
      url: input.patch.url !== undefined ? input.patch.url : before.url,
      title: input.patch.title ?? before.title,
      description: input.patch.description !== undefined ? input.patch.description : before.description,
      descriptionHTML: input.patch.descriptionHTML !== undefined ? input.patch.descriptionHTML : before.descriptionHtml,
      fileMediaId: input.patch.fileMediaId !== undefined ? input.patch.fileMediaId : before.fileMediaId,
      thumbnailMediaId:
        input.patch.thumbnailMediaId !== undefined ? input.patch.thumbnailMediaId : before.thumbnailMediaId,
      thumbnailUrl: input.patch.thumbnailUrl !== undefined ? input.patch.thumbnailUrl : before.thumbnailUrl,
    }
    const [after] = await tx
      .update(portfolioItemsTable)
      // a thumbnail set before the ratio rule stays until it is replaced
      .set(
        await values(tx, ctx.storage, candidate.id, merged, {
          checkThumbnail: merged.thumbnailMediaId !== before.thumbnailMediaId,
        }),
      )
      .where(eq(portfolioItemsTable.id, before.id))
      .returning()
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'portfolioItem',
      entityId: before.id,
      before: snapshot(before),
      after: snapshot(after!),
    })
    return [before.fileMediaId, before.thumbnailMediaId].filter(
      (m): m is string => !!m && m !== after!.fileMediaId && m !== after!.thumbnailMediaId,
    )
  })
  await removeMedia(ctx, dropped)
  return dto(ctx, input.candidateId, input.itemId)
}

export async function deletePortfolioItem({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; itemId: string }
}) {
  const files = await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    const [gone] = await tx
      .delete(portfolioItemsTable)
      .where(and(eq(portfolioItemsTable.id, input.itemId), eq(portfolioItemsTable.candidateId, candidate.id)))
      .returning()
    if (!gone) throw itemNotFound()
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'portfolioItem',
      entityId: gone.id,
      action: 'delete',
      before: snapshot(gone),
    })
    return [gone.fileMediaId, gone.thumbnailMediaId].filter((m): m is string => !!m)
  })
  await removeMedia(ctx, files)
  return { ok: true as const }
}

/** PUT candidates/{id}/portfolio/order: the ids of every item, in the new order. */
export async function orderPortfolio({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; ids: string[] }
}) {
  const candidate = await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    const rows = await tx
      .select({ id: portfolioItemsTable.id, sortOrder: portfolioItemsTable.sortOrder })
      .from(portfolioItemsTable)
      .where(eq(portfolioItemsTable.candidateId, candidate.id))
      .orderBy(portfolioItemsTable.sortOrder)
    const current = rows.map((r) => r.id)
    if (
      new Set(input.ids).size !== input.ids.length ||
      input.ids.length !== current.length ||
      !input.ids.every((id) => current.includes(id))
    ) {
      throw AppError.field('ids', 'sameItems', 'Send the ids of every portfolio item, each once')
    }
    for (const [sortOrder, id] of input.ids.entries()) {
      await tx
        .update(portfolioItemsTable)
        .set({ sortOrder })
        .where(and(eq(portfolioItemsTable.id, id), inArray(portfolioItemsTable.candidateId, [candidate.id])))
    }
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'orderPortfolio',
      before: { portfolioOrder: current },
      after: { portfolioOrder: input.ids },
    })
    return candidate
  })
  return portfolioOf(ctx, candidate, viewerOf(ctx))
}

/** GET candidates/portfolio/meta: a link's preview, through the SSRF-safe fetcher. */
export async function portfolioMeta({
  input,
  fetchOptions,
}: {
  input: { url: string }
  fetchOptions?: SafeFetchOptions
}) {
  const url = sanitizeLink(input.url)
  const meta = await fetchUrlMeta(url, { field: 'url', ...fetchOptions })
  return {
    url: meta.url,
    title: meta.title,
    description: meta.description,
    thumbnailUrl: meta.image,
    siteName: meta.siteName,
  }
}
