/**
 * PUT uploads/{token}: the bytes of a waiting owned upload (see start-upload.ts), streamed into
 * storage by files/receive-upload.ts: refused before reading when the declared length is over
 * the kind's limit (413), typed from the first bytes (415 when the content is not what the kind
 * takes, whatever the name says), stopped the moment it passes the limit (413). Pictures get
 * their size recorded; a thumbnail must be 16:9 or square (422, nothing kept). Culture videos
 * and audio then go to the transcoder (`transcoding`, the media module's job); the rest is
 * `complete`. A failed upload leaves the row in `error`, so the same URL may be used again.
 */
import type { MediaItem } from '@quota/shared/contracts/media'
import {
  cultureTypeOfMime,
  isTranscodedCultureType,
  MEDIA_MESSAGES,
  maxBytes,
  type OwnedUploadKind,
  thumbnailRatioOf,
  uploadRuleFor,
} from '@quota/shared/domain/media/uploads'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { enqueueOutbox } from '../../audit/write-audit'
import type { Config } from '../../config/env'
import type { Db } from '../../db/client'
import { type MediaMeta, type MediaRow, mediaTable } from '../../db/schema'
import { storedImageDimensions } from '../../files/image-size'
import { receiveUpload } from '../../files/receive-upload'
import type { ObjectStorage } from '../../storage'
import { toMediaItem } from '../media/to-dto'
import { verifyMediaToken } from '../media/tokens'
import { TRANSCODE_TOPIC } from '../media/uploads'

const OWNED_KINDS: readonly string[] = [
  'cultureFile',
  'cultureMediaThumbnail',
  'organizationLogo',
  'organizationCover',
  'feedbackAttachment',
] satisfies OwnedUploadKind[]

export interface UploadDeps {
  db: Db
  storage: ObjectStorage
  config: Config
  requestId: string
}

async function setStatus(db: Db, id: string, status: MediaRow['status'], extra: Partial<MediaRow> = {}) {
  await db
    .update(mediaTable)
    .set({ status, statusChangedAt: new Date(), ...extra })
    .where(eq(mediaTable.id, id))
}

const failed = (error: unknown) => (error instanceof Error ? error.message : MEDIA_MESSAGES.uploadFailed).slice(0, 500)

export async function receiveOwnedUpload({
  deps,
  input,
}: {
  deps: UploadDeps
  input: { token: string; body: ReadableStream<Uint8Array> | null; contentLength: string | null }
}): Promise<MediaItem> {
  const drop = () => input.body?.cancel().catch(() => {})
  const mediaId = verifyMediaToken(deps.config, 'upload', input.token)
  if (!mediaId) {
    await drop()
    throw new AppError('INVALID_LINK')
  }
  const [media] = await deps.db.select().from(mediaTable).where(eq(mediaTable.id, mediaId))
  const found =
    media && OWNED_KINDS.includes(media.kind) ? uploadRuleFor(media.kind as OwnedUploadKind, media.fileName) : null
  if (!media || !found) {
    await drop()
    throw new AppError('NOT_FOUND')
  }
  if (media.status !== 'waiting' && media.status !== 'error') {
    await drop()
    throw new AppError('CONFLICT', { message: 'This upload was already received' })
  }
  await setStatus(deps.db, media.id, 'uploading', { errorMessage: null })
  let stored: Awaited<ReturnType<typeof receiveUpload>>
  try {
    const declared = input.contentLength === null ? null : Number(input.contentLength)
    stored = await receiveUpload({
      body: input.body,
      declaredLength: Number.isFinite(declared) ? declared : null,
      maxBytes: maxBytes(found.rule),
      allowedMimeTypes: found.rule.mimeTypes,
      storage: deps.storage,
      key: media.storageKey,
    })
  } catch (error) {
    await setStatus(deps.db, media.id, 'error', { errorMessage: failed(error) })
    throw error
  }

  const meta: MediaMeta = { ...media.meta }
  if (stored.type.mime === 'image/png' || stored.type.mime === 'image/jpeg') {
    const size = await storedImageDimensions(deps.storage, media.storageKey)
    if (size) Object.assign(meta, size)
    if (media.kind === 'cultureMediaThumbnail') {
      const ratio = size ? thumbnailRatioOf(size.width, size.height) : null
      if (!ratio) {
        const message = size ? MEDIA_MESSAGES.thumbnailRatio : MEDIA_MESSAGES.notAnImage
        await deps.storage.delete(media.storageKey).catch(() => {})
        await setStatus(deps.db, media.id, 'error', { errorMessage: message })
        throw AppError.field('file', 'thumbnailRatio', message)
      }
      meta.ratio = ratio
    }
  }
  const cultureType = media.kind === 'cultureFile' ? cultureTypeOfMime(stored.type.mime) : null
  if (cultureType) meta.cultureType = cultureType
  const transcode = isTranscodedCultureType(cultureType)
  const done = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(mediaTable)
      .set({
        status: transcode ? 'transcoding' : 'complete',
        statusChangedAt: new Date(),
        mimeType: stored.type.mime,
        sizeBytes: stored.size,
        meta,
      })
      .where(eq(mediaTable.id, media.id))
      .returning()
    if (transcode) {
      await enqueueOutbox(tx, {
        topic: TRANSCODE_TOPIC,
        payload: { mediaId: media.id },
        aggregateType: 'media',
        aggregateId: media.id,
        requestId: deps.requestId,
      })
    }
    return row!
  })
  return toMediaItem(done, deps.config)
}
