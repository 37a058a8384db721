/**
 * Culture media of an organization: images, video, audio and links, in the company's order.
 * Added from an upload (GET organizations/{id}/media-content/presigned-url type=cultureFile,
 * then PUT the bytes: jpg, jpeg, png up to 4 MB; mp4, mov, avi; mp3, m4a, wav, ogg — see
 * shared/domain/media/uploads.ts) or from a URL, whose meta (title, description, site name,
 * preview image, kind) is fetched with the SSRF-safe fetcher. A thumbnail (type
 * cultureMediaThumbnail, 16:9 or square, checked when it is uploaded) may go with any item.
 * Reading is for every signed-in user; changes for provider recruiters and the company's own
 * users. Removing an item (or replacing its thumbnail) removes the files it no longer uses.
 */

import {
  type AddCultureMediaInput,
  CULTURE_MEDIA_LIMITS,
  type CultureMediaItem,
  type UrlMeta,
} from '@quota/shared/contracts/organizations'
import { CULTURE_FILE_RULES, cultureTypeOfMime, maxBytes } from '@quota/shared/domain/media/uploads'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { type CultureMediaRow, cultureMediaTable, type MediaRow, mediaTable } from '../../db/schema'
import { fetchUrlMeta, type SafeFetchOptions } from '../../net/safe-fetch'
import type { ObjectStorage } from '../../storage'
import type { UseCaseContext } from '../context'
import { iso, organizationMediaUrl } from '../jobs/to-dto'
import { removeMedia } from '../media/remove-media'
import { loadOrganizationFor } from './access'

/** A culture media use case's context: the usual one, plus storage (files that are no longer used go). */
export interface OrganizationFilesCtx extends UseCaseContext {
  storage: ObjectStorage
}

/**
 * Options for the meta fetch. Production leaves them alone; tests set a resolver (no DNS) and a
 * stand-in public address here.
 */
export const metaFetchSettings: { options: SafeFetchOptions } = { options: {} }

/** Upload states a file may be used in: finished, or a video or audio still transcoding. */
const USABLE = ['complete', 'transcoding']

async function rowsOf(db: DbOrTx, organizationId: string) {
  return db
    .select({ item: cultureMediaTable, status: mediaTable.status })
    .from(cultureMediaTable)
    .leftJoin(mediaTable, eq(mediaTable.id, cultureMediaTable.mediaId))
    .where(eq(cultureMediaTable.organizationId, organizationId))
    .orderBy(asc(cultureMediaTable.sortOrder), asc(cultureMediaTable.createdAt), asc(cultureMediaTable.id))
}

function toItem(r: { item: CultureMediaRow; status: string | null }): CultureMediaItem {
  const org = r.item.organizationId
  return {
    id: r.item.id,
    type: r.item.type,
    url: r.item.url,
    mediaId: r.item.mediaId,
    mediaUrl: organizationMediaUrl(org, r.item.mediaId),
    thumbnailUrl: organizationMediaUrl(org, r.item.thumbnailMediaId) ?? r.item.meta.imageUrl ?? null,
    siteName: r.item.meta.siteName ?? null,
    title: r.item.title,
    description: r.item.description,
    sortOrder: r.item.sortOrder,
    status: r.status,
    createdAt: iso(r.item.createdAt),
  }
}

export async function listCultureMedia({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string }
}): Promise<CultureMediaItem[]> {
  const found = await loadOrganizationFor(ctx.db, ctx.actor, input.id, 'read')
  return (await rowsOf(ctx.db, found.org.id)).map(toItem)
}

/** GET organizations/culture-media/meta?url=: the meta of a link, fetched safely (422 when not allowed). */
export async function getUrlMeta({ input }: { input: { url: string } }): Promise<UrlMeta> {
  return fetchUrlMeta(input.url, { ...metaFetchSettings.options, field: 'query.url' })
}

/** An upload of this organization, of this kind, whose bytes have arrived (422 otherwise). */
async function usableUpload(
  tx: DbOrTx,
  organizationId: string,
  mediaId: string,
  kind: 'cultureFile' | 'cultureMediaThumbnail',
  path: string,
): Promise<MediaRow> {
  const [media] = await tx.select().from(mediaTable).where(eq(mediaTable.id, mediaId))
  if (media?.kind !== kind || media.organizationId !== organizationId) {
    throw AppError.field(
      path,
      'unknownValue',
      kind === 'cultureFile' ? 'Not an uploaded culture media file' : 'Not an uploaded thumbnail image',
    )
  }
  if (!USABLE.includes(media.status)) throw AppError.field(path, 'uploadNotFinished', 'The upload is not finished')
  return media
}

async function inUse(tx: DbOrTx, mediaId: string, exceptItemId?: string) {
  const [row] = await tx
    .select({ id: cultureMediaTable.id })
    .from(cultureMediaTable)
    .where(sql`(${cultureMediaTable.mediaId} = ${mediaId} or ${cultureMediaTable.thumbnailMediaId} = ${mediaId})`)
  return !!row && row.id !== exceptItemId
}

export async function addCultureMedia({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string } & AddCultureMediaInput
}): Promise<CultureMediaItem> {
  // the fetch happens before the transaction: no row lock is held while a remote site answers
  await loadOrganizationFor(ctx.db, ctx.actor, input.id, 'write')
  let meta: UrlMeta | null = null
  if (input.url !== undefined) meta = await fetchUrlMeta(input.url, { ...metaFetchSettings.options, field: 'url' })
  return ctx.db.transaction(async (tx) => {
    const found = await loadOrganizationFor(tx, ctx.actor, input.id, 'write')
    const [{ n, max }] = (await tx
      .select({
        n: sql<number>`count(*)::int`,
        max: sql<number>`coalesce(max(${cultureMediaTable.sortOrder}), -1)::int`,
      })
      .from(cultureMediaTable)
      .where(eq(cultureMediaTable.organizationId, found.org.id))) as [{ n: number; max: number }]
    if (Number(n) >= CULTURE_MEDIA_LIMITS.items)
      throw AppError.field(
        'url',
        'maxAllowedValuesValidator',
        `At most ${CULTURE_MEDIA_LIMITS.items} culture media items`,
      )
    if (input.thumbnailMediaId) {
      await usableUpload(tx, found.org.id, input.thumbnailMediaId, 'cultureMediaThumbnail', 'thumbnailMediaId')
      if (await inUse(tx, input.thumbnailMediaId))
        throw AppError.field('thumbnailMediaId', 'alreadyUsed', 'This thumbnail is already used')
    }
    const common = {
      organizationId: found.org.id,
      thumbnailMediaId: input.thumbnailMediaId ?? null,
      sortOrder: Number(max) + 1,
      createdBy: ctx.actor.userId,
    }
    let values: typeof cultureMediaTable.$inferInsert
    if (meta) {
      const kind = meta.kind === 'page' ? 'link' : meta.kind
      if (input.type && input.type !== kind && input.type !== 'link')
        throw AppError.field('type', 'invalid', `The link is a ${kind === 'link' ? 'page' : kind}`)
      values = {
        ...common,
        type: input.type ?? kind,
        url: meta.url,
        // plain text (text-kinds.ts), typed or read off the linked page: stored as is, escaped where shown
        title: input.title ?? meta.title?.slice(0, CULTURE_MEDIA_LIMITS.title) ?? null,
        description: input.description ?? meta.description?.slice(0, CULTURE_MEDIA_LIMITS.description) ?? null,
        meta: { siteName: meta.siteName, imageUrl: meta.image, linkKind: meta.kind },
      }
    } else {
      const media = await usableUpload(tx, found.org.id, input.mediaId!, 'cultureFile', 'mediaId')
      const type = cultureTypeOfMime(media.mimeType)
      // the upload's own checks (type, size) make these unreachable; kept so a row from elsewhere cannot slip in
      if (!type)
        throw AppError.field(
          'mediaId',
          'fileTypeValidator',
          'Images must be jpg, jpeg or png; or a video or audio file',
          'UNSUPPORTED_MEDIA_TYPE',
        )
      const rule = CULTURE_FILE_RULES[type]
      if ((media.sizeBytes ?? 0) > maxBytes(rule))
        throw AppError.field('mediaId', 'maxFileSizeValidator', `A culture ${type} may be at most ${rule.maxMb} MB`)
      if (input.type && input.type !== type) throw AppError.field('type', 'invalid', `The file is an ${type} file`)
      if (await inUse(tx, media.id)) throw AppError.field('mediaId', 'alreadyUsed', 'This file is already used')
      values = {
        ...common,
        type,
        mediaId: media.id,
        title: input.title ?? null,
        description: input.description ?? null,
      }
    }
    const [row] = await tx.insert(cultureMediaTable).values(values).returning()
    await writeAudit(tx, ctx, {
      entityType: 'cultureMedia',
      entityId: row!.id,
      action: 'create',
      root: { type: 'organization', id: found.org.id },
      after: { type: row!.type, url: row!.url, mediaId: row!.mediaId, thumbnailMediaId: row!.thumbnailMediaId },
    })
    const [status] = row!.mediaId
      ? await tx.select({ status: mediaTable.status }).from(mediaTable).where(eq(mediaTable.id, row!.mediaId))
      : []
    return toItem({ item: row!, status: status?.status ?? null })
  })
}

async function itemFor(tx: DbOrTx, organizationId: string, mediaId: string) {
  const [row] = await tx
    .select()
    .from(cultureMediaTable)
    .where(and(eq(cultureMediaTable.organizationId, organizationId), eq(cultureMediaTable.id, mediaId)))
  if (!row) throw new AppError('NOT_FOUND', { message: 'Culture media not found' })
  return row
}

export async function updateCultureMedia({
  ctx,
  input,
}: {
  ctx: OrganizationFilesCtx
  input: {
    id: string
    mediaId: string
    patch: {
      title?: string | null | undefined
      description?: string | null | undefined
      thumbnailMediaId?: string | null | undefined
    }
  }
}): Promise<CultureMediaItem> {
  const { item, replacedThumbnail } = await ctx.db.transaction(async (tx) => {
    const found = await loadOrganizationFor(tx, ctx.actor, input.id, 'write')
    const item = await itemFor(tx, found.org.id, input.mediaId)
    const p = input.patch
    if (p.thumbnailMediaId && p.thumbnailMediaId !== item.thumbnailMediaId) {
      await usableUpload(tx, found.org.id, p.thumbnailMediaId, 'cultureMediaThumbnail', 'thumbnailMediaId')
      if (await inUse(tx, p.thumbnailMediaId, item.id))
        throw AppError.field('thumbnailMediaId', 'alreadyUsed', 'This thumbnail is already used')
    }
    const values = Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined))
    const [row] = Object.keys(values).length
      ? await tx.update(cultureMediaTable).set(values).where(eq(cultureMediaTable.id, item.id)).returning()
      : [item]
    await writeAudit(tx, ctx, {
      entityType: 'cultureMedia',
      entityId: item.id,
      action: 'update',
      root: { type: 'organization', id: found.org.id },
      before: { title: item.title, description: item.description, thumbnailMediaId: item.thumbnailMediaId },
      after: values,
    })
    const [status] = row!.mediaId
      ? await tx.select({ status: mediaTable.status }).from(mediaTable).where(eq(mediaTable.id, row!.mediaId))
      : []
    const replacedThumbnail =
      p.thumbnailMediaId !== undefined && item.thumbnailMediaId && item.thumbnailMediaId !== p.thumbnailMediaId
        ? item.thumbnailMediaId
        : null
    return { item: toItem({ item: row!, status: status?.status ?? null }), replacedThumbnail }
  })
  if (replacedThumbnail) await removeMedia({ db: ctx.db, storage: ctx.storage }, [replacedThumbnail])
  return item
}

export async function deleteCultureMedia({
  ctx,
  input,
}: {
  ctx: OrganizationFilesCtx
  input: { id: string; mediaId: string }
}) {
  const item = await ctx.db.transaction(async (tx) => {
    const found = await loadOrganizationFor(tx, ctx.actor, input.id, 'write')
    const item = await itemFor(tx, found.org.id, input.mediaId)
    await tx.delete(cultureMediaTable).where(eq(cultureMediaTable.id, item.id))
    await writeAudit(tx, ctx, {
      entityType: 'cultureMedia',
      entityId: item.id,
      action: 'delete',
      root: { type: 'organization', id: found.org.id },
      before: { type: item.type, url: item.url, mediaId: item.mediaId, thumbnailMediaId: item.thumbnailMediaId },
    })
    return item
  })
  const files = [item.mediaId, item.thumbnailMediaId].filter((x): x is string => !!x)
  await removeMedia({ db: ctx.db, storage: ctx.storage }, files)
  return { id: item.id, deleted: true as const }
}

/** PUT organizations/{id}/culture-media/order: the full list of the company's items, in order. */
export async function reorderCultureMedia({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; ids: string[] }
}): Promise<CultureMediaItem[]> {
  return ctx.db.transaction(async (tx) => {
    const found = await loadOrganizationFor(tx, ctx.actor, input.id, 'write')
    const current = await tx
      .select({ id: cultureMediaTable.id })
      .from(cultureMediaTable)
      .where(eq(cultureMediaTable.organizationId, found.org.id))
    const have = new Set(current.map((c) => c.id))
    const given = new Set(input.ids)
    if (given.size !== input.ids.length || given.size !== have.size || input.ids.some((id) => !have.has(id))) {
      throw AppError.field('ids', 'invalid', 'Give every culture media item of the organization exactly once')
    }
    for (const [i, id] of input.ids.entries()) {
      await tx
        .update(cultureMediaTable)
        .set({ sortOrder: i })
        .where(and(eq(cultureMediaTable.id, id), inArray(cultureMediaTable.id, [...have])))
    }
    await writeAudit(tx, ctx, {
      entityType: 'organization',
      entityId: found.org.id,
      action: 'reorderCultureMedia',
      after: { ids: input.ids },
    })
    return (await rowsOf(tx, found.org.id)).map(toItem)
  })
}
