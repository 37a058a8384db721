/**
 * The media API's presigned-URL flow (002 §7) for the candidate's files: GET presigned-url, then
 * PUT the bytes with progress (ui/upload.ts, shared with the culture media uploads).
 */
import type { MediaItem } from '@quota/shared/contracts/media'
import type { CandidateUploadKind } from '@quota/shared/domain/candidates/limits'
import { CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { isApiError } from '../../../app/http'
import { putWithProgress, UploadError } from '../../../ui/upload'
import { createUpload } from './api'

export { putWithProgress, UploadError }

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
