/** Answers a stored file as an HTTP response, with byte ranges (video seeking). */
import { AppError } from '@quota/shared/errors/index'
import type { MediaRow } from '../../db/schema'
import type { ObjectStorage } from '../../storage'

export function parseRange(header: string | null): { start: number; end?: number } | null {
  const m = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null
  if (!m) return null
  const start = Number(m[1])
  const end = m[2] ? Number(m[2]) : undefined
  if (end !== undefined && end < start) return null
  return { start, ...(end !== undefined ? { end } : {}) }
}

/**
 * Uploaded files are other people's bytes served from our origin: shown in a sandbox with nothing
 * else allowed, so a file that is more than it claims can run nothing here. Chromium's PDF viewer
 * still draws a PDF under this policy (checked with Debian's Chromium), so resumes open in a tab.
 */
export const STORED_FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'"

export async function streamMediaResponse(
  storage: ObjectStorage,
  media: MediaRow,
  rangeHeader: string | null,
  options: { download?: boolean } = {},
): Promise<Response> {
  if (media.status !== 'complete' && media.status !== 'transcoding')
    throw new AppError('NOT_FOUND', { message: 'The file is not ready' })
  const key = media.status === 'complete' && media.transcodedKey ? media.transcodedKey : media.storageKey
  const type =
    key === media.transcodedKey
      ? ((media.meta.transcodedMimeType as string | undefined) ?? media.mimeType)
      : media.mimeType
  const range = parseRange(rangeHeader)
  const object = await storage.get(key, range ?? undefined)
  if (!object) throw new AppError('NOT_FOUND', { message: 'The file is not in storage' })
  const headers: Record<string, string> = {
    'content-type': type,
    'content-length': String(object.size),
    'accept-ranges': 'bytes',
    'cache-control': 'private, max-age=300',
    'x-content-type-options': 'nosniff',
    'content-security-policy': STORED_FILE_CSP,
    'content-disposition': `${options.download ? 'attachment' : 'inline'}; filename="${media.fileName.replace(/[^\w.-]+/g, '_')}"`,
  }
  if (object.range) headers['content-range'] = `bytes ${object.range.start}-${object.range.end}/${object.totalSize}`
  return new Response(object.body, { status: object.range ? 206 : 200, headers })
}
