/**
 * POST guest/temp-files (002 §7): a file sent before there is an account (the inbound apply
 * form), as multipart (file, fileName, type, parseResume). It is kept 24 hours unless claimed,
 * and a resume may be parsed at once. The body is read with the kind's byte limit (a little
 * more for the multipart envelope), never past it; its text parts are checked as JSON fields
 * are; the type is decided from the file's bytes. A refused request leaves no file and no row.
 */
import { type MediaItem, TempFileFields } from '@quota/shared/contracts/media'
import { type CandidateUploadKind, maxBytesOf, UPLOAD_RULES } from '@quota/shared/domain/candidates/limits'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config/env'
import type { Db } from '../../db/client'
import { mediaTable } from '../../db/schema'
import { readMultipart } from '../../files/multipart'
import { emptyFile, receiveUpload, tooLarge, wrongType } from '../../files/receive-upload'
import type { ObjectStorage } from '../../storage'
import { parseWithDeadline } from '../candidates/resume/process-resume'
import { toMediaItem } from './to-dto'
import { extensionAllowed, storageKeyFor } from './uploads'

const ENVELOPE_BYTES = 64 * 1024
const TEMP_FILE_HOURS = 24

export async function receiveTempFile({
  deps,
  input,
}: {
  deps: { db: Db; storage: ObjectStorage; config: Config; requestId: string }
  input: { request: Request; accessKeyId: string | null }
}): Promise<{ media: MediaItem; parsed: unknown }> {
  // the largest kind bounds the read; the exact kind's limit is checked once its name is known
  const ceiling = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxMb)) * 1024 * 1024
  const { fields, files } = await readMultipart(
    input.request,
    Math.min(ceiling, maxBytesOf('resume') * 20) + ENVELOPE_BYTES,
    TempFileFields,
    ['file'],
  )
  const file = files.get('file')
  const kind = fields.type as CandidateUploadKind
  if (!file) throw AppError.field('file', 'required', 'Attach the file')
  const fileName = (fields.fileName || file.name || 'file').slice(0, 255)
  const rule = UPLOAD_RULES[kind]
  if (file.size === 0) throw emptyFile()
  if (file.size > maxBytesOf(kind)) throw tooLarge(maxBytesOf(kind))
  if (!extensionAllowed(kind, fileName)) throw wrongType(rule.extensions)
  const key = storageKeyFor({ userId: null }, `temp-${kind}`, fileName)
  const stored = await receiveUpload({
    body: file.stream(),
    declaredLength: file.size,
    maxBytes: maxBytesOf(kind),
    allowedMimeTypes: rule.mimeTypes,
    storage: deps.storage,
    key,
  })
  // from here a failure (the database, the readers being busy) must not leave the file or its row
  let mediaId: string | null = null
  try {
    const [row] = await deps.db
      .insert(mediaTable)
      .values({
        kind: 'tempFile',
        source: 'file',
        storageKey: key,
        fileName,
        mimeType: stored.type.mime,
        sizeBytes: stored.size,
        status: 'complete',
        meta: { type: kind, accessKeyId: input.accessKeyId },
        expiresAt: new Date(Date.now() + TEMP_FILE_HOURS * 3600_000),
      })
      .returning()
    mediaId = row!.id
    const parse = fields.parseResume === 'true' && kind === 'resume'
    const parsed = parse ? await parseWithDeadline(deps, row!) : null
    return { media: toMediaItem(row!, deps.config), parsed }
  } catch (error) {
    if (mediaId) await deps.db.delete(mediaTable).where(eq(mediaTable.id, mediaId))
    await deps.storage.delete(key)
    throw error
  }
}
