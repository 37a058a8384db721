/**
 * Culture media of an organization: images, video, audio and links, in the company's order.
 * Added from an upload (media module; jpg, jpeg, png up to 4 MB for images) or from a URL,
 * whose meta (title, description, kind) is fetched with the SSRF-safe fetcher. Reading is for
 * every signed-in user; changes for provider recruiters and the company's own users.
 */
import {
  type AddCultureMediaInput,
  CULTURE_MEDIA_LIMITS,
  type CultureMediaItem,
  type UrlMeta,
} from '@quota/shared/contracts/organizations'
import type { CultureMediaType } from '@quota/shared/domain/enums'
import { MAX_FILE_MB } from '@quota/shared/domain/validation/limits'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { type CultureMediaRow, cultureMediaTable, mediaTable } from '../../db/schema'
import { fetchUrlMeta, type SafeFetchOptions } from '../../net/safe-fetch'
import type { UseCaseContext } from '../context'
import { iso, mediaUrl } from '../jobs/to-dto'
import { loadOrganizationFor } from './access'

/**
 * Options for the meta fetch. Production leaves them alone; tests set a resolver (no DNS) and a
 * stand-in public address here.
 */
export const metaFetchSettings: { options: SafeFetchOptions } = { options: {} }

const IMAGE_TYPES = /^image\/(png|jpe?g)$/

async function rowsOf(db: DbOrTx, organizationId: string) {
  return db
    .select({ item: cultureMediaTable, status: mediaTable.status, mimeType: mediaTable.mimeType })
    .from(cultureMediaTable)
    .leftJoin(mediaTable, eq(mediaTable.id, cultureMediaTable.mediaId))
    .where(eq(cultureMediaTable.organizationId, organizationId))
    .orderBy(asc(cultureMediaTable.sortOrder), asc(cultureMediaTable.createdAt), asc(cultureMediaTable.id))
}

function toItem(r: { item: CultureMediaRow; status: string | null }): CultureMediaItem {
  return {
    id: r.item.id,
    type: r.item.type,
    url: r.item.url,
    mediaId: r.item.mediaId,
    mediaUrl: mediaUrl(r.item.mediaId),
    thumbnailUrl: mediaUrl(r.item.thumbnailMediaId),
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

const typeOfMime = (mime: string): CultureMediaType | null =>
  IMAGE_TYPES.test(mime) ? 'image' : mime.startsWith('video/') ? 'video' : mime.startsWith('audio/') ? 'audio' : null

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
    let values: typeof cultureMediaTable.$inferInsert
    if (meta) {
      const kind = meta.kind === 'page' ? 'link' : meta.kind
      if (input.type && input.type !== kind && input.type !== 'link')
        throw AppError.field('type', 'invalid', `The link is a ${kind === 'link' ? 'page' : kind}`)
      values = {
        organizationId: found.org.id,
        type: input.type ?? kind,
        url: meta.url,
        title: input.title ?? meta.title?.slice(0, CULTURE_MEDIA_LIMITS.title) ?? null,
        description: input.description ?? meta.description?.slice(0, CULTURE_MEDIA_LIMITS.description) ?? null,
        sortOrder: Number(max) + 1,
        createdBy: ctx.actor.userId,
      }
    } else {
      const [media] = await tx.select().from(mediaTable).where(eq(mediaTable.id, input.mediaId!))
      if (media?.kind !== 'cultureFile' || (media.organizationId !== null && media.organizationId !== found.org.id)) {
        throw AppError.field('mediaId', 'unknownValue', 'Not an uploaded culture media file')
      }
      const type = typeOfMime(media.mimeType)
      if (!type)
        throw AppError.field(
          'mediaId',
          'fileTypeValidator',
          'Images must be jpg, jpeg or png; or a video or audio file',
          'UNSUPPORTED_MEDIA_TYPE',
        )
      if (type === 'image' && (media.sizeBytes ?? 0) > MAX_FILE_MB.cultureMedia * 1024 * 1024) {
        throw AppError.field('mediaId', 'maxFileSizeValidator', `Images may be at most ${MAX_FILE_MB.cultureMedia} MB`)
      }
      if (media.organizationId === null)
        await tx.update(mediaTable).set({ organizationId: found.org.id }).where(eq(mediaTable.id, media.id))
      values = {
        organizationId: found.org.id,
        type,
        mediaId: media.id,
        title: input.title ?? null,
        description: input.description ?? null,
        sortOrder: Number(max) + 1,
        createdBy: ctx.actor.userId,
      }
    }
    const [row] = await tx.insert(cultureMediaTable).values(values).returning()
    await writeAudit(tx, ctx, {
      entityType: 'cultureMedia',
      entityId: row!.id,
      action: 'create',
      root: { type: 'organization', id: found.org.id },
      after: { type: row!.type, url: row!.url, mediaId: row!.mediaId },
    })
    return toItem({ item: row!, status: null })
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
  ctx: UseCaseContext
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
  return ctx.db.transaction(async (tx) => {
    const found = await loadOrganizationFor(tx, ctx.actor, input.id, 'write')
    const item = await itemFor(tx, found.org.id, input.mediaId)
    const p = input.patch
    if (p.thumbnailMediaId) {
      const [thumb] = await tx.select().from(mediaTable).where(eq(mediaTable.id, p.thumbnailMediaId))
      if (thumb?.kind !== 'cultureMediaThumbnail' || !IMAGE_TYPES.test(thumb.mimeType))
        throw AppError.field('thumbnailMediaId', 'unknownValue', 'Not an uploaded thumbnail image')
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
      before: { title: item.title, description: item.description },
      after: values,
    })
    const [status] = row!.mediaId
      ? await tx.select({ status: mediaTable.status }).from(mediaTable).where(eq(mediaTable.id, row!.mediaId))
      : []
    return toItem({ item: row!, status: status?.status ?? null })
  })
}

export async function deleteCultureMedia({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; mediaId: string }
}) {
  return ctx.db.transaction(async (tx) => {
    const found = await loadOrganizationFor(tx, ctx.actor, input.id, 'write')
    const item = await itemFor(tx, found.org.id, input.mediaId)
    await tx.delete(cultureMediaTable).where(eq(cultureMediaTable.id, item.id))
    await writeAudit(tx, ctx, {
      entityType: 'cultureMedia',
      entityId: item.id,
      action: 'delete',
      root: { type: 'organization', id: found.org.id },
      before: { type: item.type, url: item.url, mediaId: item.mediaId },
    })
    return { id: item.id, deleted: true as const }
  })
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
