/**
 * POST files/upload-inbound-picture (002 §7): the picture of an apply or hire form's campaign
 * configuration, as multipart `file`. jpg, jpeg, png or webp up to 1 MB (000 §5, 002 §5); the
 * type is decided from the bytes, not the name. The answer's id goes into the configuration's
 * pictureMediaId (POST/PUT configurations/inbound-form).
 */
import { InboundPictureFields, type MediaItem } from '@quota/shared/contracts/media'
import { INBOUND_PICTURE } from '@quota/shared/domain/inbound/index'
import { AppError } from '@quota/shared/errors/index'
import { writeAudit } from '../../audit/write-audit'
import type { Config } from '../../config/env'
import type { Db } from '../../db/client'
import { mediaTable } from '../../db/schema'
import { readMultipart } from '../../files/multipart'
import { emptyFile, receiveUpload, tooLarge, wrongType } from '../../files/receive-upload'
import type { Actor } from '../../plugins/auth'
import type { ObjectStorage } from '../../storage'
import { toMediaItem } from './to-dto'
import { storageKeyFor } from './uploads'

const ENVELOPE_BYTES = 16 * 1024

export async function uploadInboundPicture({
  deps,
  actor,
  input,
}: {
  deps: { db: Db; storage: ObjectStorage; config: Config; requestId: string }
  actor: Actor
  input: { request: Request }
}): Promise<MediaItem> {
  const declared = Number(input.request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > INBOUND_PICTURE.maxBytes + ENVELOPE_BYTES)
    throw tooLarge(INBOUND_PICTURE.maxBytes)
  const { files } = await readMultipart(
    input.request,
    INBOUND_PICTURE.maxBytes + ENVELOPE_BYTES,
    InboundPictureFields,
    ['file'],
  )
  const file = files.get('file')
  if (!file) throw AppError.field('file', 'required', 'Attach the file')
  if (file.size === 0) throw emptyFile()
  if (file.size > INBOUND_PICTURE.maxBytes) throw tooLarge(INBOUND_PICTURE.maxBytes)
  const fileName = file.name || 'inbound-picture'
  const ext = fileName.split('.').pop()?.toLowerCase() ?? ''
  if (!(INBOUND_PICTURE.extensions as readonly string[]).includes(ext)) throw wrongType(INBOUND_PICTURE.extensions)
  const key = storageKeyFor({ userId: actor.userId }, 'inbound-picture', fileName)
  const stored = await receiveUpload({
    body: file.stream(),
    declaredLength: file.size,
    maxBytes: INBOUND_PICTURE.maxBytes,
    allowedMimeTypes: INBOUND_PICTURE.mimeTypes,
    storage: deps.storage,
    key,
  })
  // a failed write keeps no file behind
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaTable)
        .values({
          kind: 'inboundPicture',
          source: 'file',
          storageKey: key,
          fileName: fileName.slice(0, 255),
          mimeType: stored.type.mime,
          sizeBytes: stored.size,
          status: 'complete',
          uploadedBy: actor.userId,
        })
        .returning()
      await writeAudit(
        tx,
        { actor, requestId: deps.requestId },
        {
          entityType: 'media',
          entityId: row!.id,
          action: 'uploadInboundPicture',
          after: { mimeType: row!.mimeType, sizeBytes: row!.sizeBytes },
        },
      )
      return toMediaItem(row!, deps.config)
    })
  } catch (error) {
    await deps.storage.delete(key)
    throw error
  }
}
