/**
 * The media API's presigned-URL flow (002 §7) with upload progress: GET presigned-url, then PUT
 * the bytes to the signed URL with XMLHttpRequest (fetch reports no upload progress). The API
 * answers the stored media item (`complete`, or `transcoding` for video), or an error envelope.
 */
import type { MediaItem } from '@quota/shared/contracts/media'
import type { CandidateUploadKind } from '@quota/shared/domain/candidates/limits'
import { CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { isApiError } from '../../../app/http'
import { createUpload } from './api'

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
        : CANDIDATE_MESSAGES.uploadFailed
      reject(new UploadError(message, xhr.status))
    }
    xhr.onerror = () => reject(new UploadError(CANDIDATE_MESSAGES.uploadFailed))
    xhr.onabort = () => reject(new UploadError('The upload was cancelled.'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(file)
  })
}

/** The whole flow for one file of the signed-in candidate. */
export async function uploadCandidateFile(
  kind: CandidateUploadKind,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  let target: { uploadUrl: string }
  try {
    target = await createUpload(kind, file.name, file)
  } catch (error) {
    if (isApiError(error)) {
      const detail = error.details[0]?.message
      throw new UploadError(`${error.message}${detail ? `. ${detail}` : ''}`, error.status)
    }
    throw new UploadError(CANDIDATE_MESSAGES.uploadFailed)
  }
  return putWithProgress(target.uploadUrl, file, onProgress, signal)
}
