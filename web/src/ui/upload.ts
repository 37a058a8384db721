/**
 * Putting a file's bytes to a signed upload URL with progress (the media API's presigned-URL
 * flow, 002 §7), or posting it as a multipart form: XMLHttpRequest, because fetch reports no
 * upload progress. The API answers the
 * stored media item (`complete`, or `transcoding` for video and audio), or an error envelope.
 * Shared by every screen that uploads (the candidate's files, an organization's culture media).
 */
import type { MediaItem } from '@quota/shared/contracts/media'
import { MEDIA_MESSAGES } from '@quota/shared/domain/media/uploads'

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message)
    this.name = 'UploadError'
  }
}

/** PUTs a file to a signed upload URL, reporting progress (bytes sent, total). */
export function putWithProgress(
  url: string,
  file: Blob,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  return send('PUT', url, file, file.size, file.type, onProgress, signal)
}

/** POSTs a file as the multipart field `file` (routes that take a form, e.g. an inbound picture). */
export function postFileWithProgress(
  url: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  const form = new FormData()
  form.append('file', file, file.name)
  // the browser sets the multipart type with its boundary
  return send('POST', url, form, file.size, '', onProgress, signal)
}

function send(
  method: 'PUT' | 'POST',
  url: string,
  body: Blob | FormData,
  size: number,
  contentType: string,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    if (contentType) xhr.setRequestHeader('Content-Type', contentType)
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : size)
    xhr.onload = () => {
      let answer: { data?: MediaItem; error?: { message?: string; details?: { message: string }[] } } | null = null
      try {
        answer = JSON.parse(xhr.responseText)
      } catch {
        answer = null
      }
      if (xhr.status >= 200 && xhr.status < 300 && answer?.data) {
        onProgress(size, size)
        resolve(answer.data)
        return
      }
      const detail = answer?.error?.details?.[0]?.message
      const message = answer?.error?.message
        ? `${answer.error.message}${detail ? `. ${detail}` : ''}`
        : MEDIA_MESSAGES.uploadFailed
      reject(new UploadError(message, xhr.status))
    }
    xhr.onerror = () => reject(new UploadError(MEDIA_MESSAGES.uploadFailed))
    xhr.onabort = () => reject(new UploadError('The upload was cancelled.'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}

/** Whole percent of an upload; 0 when the size is unknown. */
export function percentOf(loaded: number, total: number): number {
  if (!total || total <= 0) return 0
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)))
}
