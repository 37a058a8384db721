/**
 * POST guest/temp-files (002 §7): a file sent before there is an account (the inbound apply
 * form), as multipart (file, fileName, type, parseResume). It is kept 24 hours unless claimed,
 * and a resume may be parsed at once. The body is read with the kind's byte limit (a little
 * more for the multipart envelope), never past it; the type is decided from the file's bytes.
 */
import type { MediaItem } from '@quota/shared/contracts/media'
import { type CandidateUploadKind, maxBytesOf, UPLOAD_RULES } from '@quota/shared/domain/candidates/limits'
import { AppError } from '@quota/shared/errors/index'
import type { Config } from '../../config/env'
import type { Db } from '../../db/client'
import { mediaTable } from '../../db/schema'
import { readLimitedBytes } from '../../files/read-limited'
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
  const type = input.request.headers.get('content-type') ?? ''
  if (!type.includes('multipart/form-data'))
    throw AppError.field('body', 'type', 'Send multipart/form-data with file, fileName, type')
  // the largest kind bounds the read; the exact kind's limit is checked once its name is known
  const ceiling = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxMb)) * 1024 * 1024
  const declared = Number(input.request.headers.get('content-length'))
  const bytes = await readLimitedBytes(
    input.request,
    Math.min(ceiling, maxBytesOf('resume') * 20) + ENVELOPE_BYTES,
    Number.isFinite(declared) ? declared : null,
  )
  const form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } })
    .formData()
    .catch(() => {
      throw AppError.field('body', 'format', 'The multipart body could not be read')
    })
  const file = form.get('file')
  const kind = String(form.get('type') ?? 'resume') as CandidateUploadKind
  if (!(kind in UPLOAD_RULES)) throw AppError.field('type', 'oneOf', `One of ${Object.keys(UPLOAD_RULES).join(', ')}`)
  if (!(file instanceof Blob)) throw AppError.field('file', 'required', 'Attach the file')
  const fileName =
    String(form.get('fileName') ?? (file instanceof File ? file.name : '') ?? 'file').slice(0, 255) || 'file'
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
  const parse = String(form.get('parseResume') ?? 'false') === 'true' && kind === 'resume'
  const parsed = parse ? await parseWithDeadline(deps, row!) : null
  return { media: toMediaItem(row!, deps.config), parsed }
}
