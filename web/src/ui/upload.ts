/**
 * Putting a file's bytes to a signed upload URL with progress (the media API's presigned-URL
 * flow, 002 §7): XMLHttpRequest, because fetch reports no upload progress. The API answers the
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
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    if (file.type) xhr.setRequestHeader('Content-Type', file.type)
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size)
    xhr.onload = () => {
      let body: { data?: MediaItem; error?: { message?: string; details?: { message: string }[] } } | null = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) {
        onProgress(file.size, file.size)
        resolve(body.data)
        return
      }
      const detail = body?.error?.details?.[0]?.message
      const message = body?.error?.message
        ? `${body.error.message}${detail ? `. ${detail}` : ''}`
        : MEDIA_MESSAGES.uploadFailed
      reject(new UploadError(message, xhr.status))
    }
    xhr.onerror = () => reject(new UploadError(MEDIA_MESSAGES.uploadFailed))
    xhr.onabort = () => reject(new UploadError('The upload was cancelled.'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(file)
  })
}

/** Whole percent of an upload; 0 when the size is unknown. */
export function percentOf(loaded: number, total: number): number {
  if (!total || total <= 0) return 0
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)))
}
