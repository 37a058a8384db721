/**
 * Receives an upload as a stream: refuses it before reading when the declared length is over
 * the limit, decides its type from the first bytes (415 when not allowed), then streams it to
 * storage while counting, and stops with 413 the moment it passes the limit. At most the sniffed
 * head (64 KiB) is held in memory while receiving; a PDF is then read back once and opened (in
 * the reader's worker) so a file that only starts like one is refused (415) and deleted.
 */
import { MB, UPLOAD_MESSAGES } from '@quota/shared/domain/media/uploads'
import { AppError } from '@quota/shared/errors/index'
import type { ObjectStorage } from '../storage'
import { opensAsPdf } from './extract-text'
import { SNIFF_BYTES, type SniffedType, sniffType } from './sniff'

export interface ReceiveUploadOptions {
  body: ReadableStream<Uint8Array> | null
  /** Content-Length, when the client sent one. */
  declaredLength: number | null
  maxBytes: number
  allowedMimeTypes: readonly string[]
  storage: ObjectStorage
  key: string
}

export const emptyFile = () => AppError.field('file', 'minFileSizeValidator', UPLOAD_MESSAGES.empty)
export const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', {
    message: UPLOAD_MESSAGES.tooLarge(Math.round(maxBytes / MB)),
    details: [
      { path: 'file', rule: 'maxFileSizeValidator', message: UPLOAD_MESSAGES.atMost(Math.round(maxBytes / MB)) },
    ],
  })
export const wrongType = (allowed: readonly string[]) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', {
    message: UPLOAD_MESSAGES.typeNotAllowed,
    details: [{ path: 'file', rule: 'fileTypeValidator', message: UPLOAD_MESSAGES.allowed(allowed) }],
  })

export async function receiveUpload(options: ReceiveUploadOptions): Promise<{ size: number; type: SniffedType }> {
  const { body, maxBytes } = options
  if (options.declaredLength !== null && options.declaredLength > maxBytes) {
    await body?.cancel().catch(() => {})
    throw tooLarge(maxBytes)
  }
  if (!body) throw emptyFile()
  const reader = body.getReader()
  const head: Uint8Array[] = []
  let headSize = 0
  let ended = false
  try {
    while (headSize < SNIFF_BYTES) {
      const { done, value } = await reader.read()
      if (done) {
        ended = true
        break
      }
      headSize += value.byteLength
      if (headSize > maxBytes) throw tooLarge(maxBytes)
      head.push(value)
    }
  } catch (error) {
    await reader.cancel().catch(() => {})
    throw error
  }
  if (headSize === 0) throw emptyFile()
  const type = await sniffType(new Uint8Array(Buffer.concat(head)))
  if (!type || !options.allowedMimeTypes.includes(type.mime)) {
    await reader.cancel().catch(() => {})
    throw wrongType(options.allowedMimeTypes)
  }

  let size = headSize
  let failure: AppError | null = null
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk)
      if (ended) controller.close()
    },
    async pull(controller) {
      if (ended) return
      const { done, value } = await reader.read()
      if (done) {
        ended = true
        controller.close()
        return
      }
      size += value.byteLength
      if (size > maxBytes) {
        failure = tooLarge(maxBytes)
        ended = true
        await reader.cancel().catch(() => {})
        controller.error(failure)
        return
      }
      controller.enqueue(value)
    },
    async cancel() {
      await reader.cancel().catch(() => {})
    },
  })
  let stored: { size: number }
  try {
    stored = await options.storage.put(options.key, stream, { contentType: type.mime })
  } catch (error) {
    throw failure ?? error
  }
  // a file that starts with "%PDF-" but does not open as a PDF is refused, and not kept
  // (a probe that could not run, the readers being busy, refuses the file too: nothing is kept)
  if (type.mime === 'application/pdf') {
    const bytes = await options.storage.read(options.key, maxBytes)
    const opens = bytes
      ? await opensAsPdf(bytes).catch(async (error) => {
          await options.storage.delete(options.key)
          throw error
        })
      : false
    if (!opens) {
      await options.storage.delete(options.key)
      throw wrongType(options.allowedMimeTypes)
    }
  }
  return { size: stored.size, type }
}
