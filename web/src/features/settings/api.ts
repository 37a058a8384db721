/**
 * The Settings page's calls: PATCH users (profile, remember-me, notifications), the own
 * picture/pronunciation upload (GET media-content/presigned-url, then PUT the bytes), password
 * change, and the sign-in e-mail change (code to the new address).
 */
import type { MediaItem } from '@quota/shared/contracts/media'
import type { MeDto, UpdateMeInput } from '@quota/shared/contracts/users'
import { type DataAnswer, http, isApiError } from '../../app/http'
import { putWithProgress, UploadError } from '../../ui/upload'

/** Failures the form shows beside its fields. */
const FORM = { handledStatuses: [409, 422] }

export async function updateMe(patch: UpdateMeInput): Promise<MeDto> {
  return (await http.patch<DataAnswer<MeDto>>('/users', patch, FORM)).data
}

export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<string> {
  return (await http.post<DataAnswer<{ message: string }>>('/auth/change-password', input, FORM)).data.message
}

export async function requestEmailChange(input: { email: string; currentPassword: string }): Promise<string> {
  return (await http.post<DataAnswer<{ message: string }>>('/auth/change-email', input, FORM)).data.message
}

export async function verifyEmailChange(code: string): Promise<string> {
  return (await http.post<DataAnswer<{ message: string }>>('/auth/verify-email-change', { code }, FORM)).data.message
}

/** Uploads the signed-in user's own picture or pronunciation; the API puts it on the account. */
export async function uploadOwnFile(
  type: 'profilePicture' | 'candidateAudio',
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
): Promise<MediaItem> {
  let target: { uploadUrl: string }
  try {
    target = (
      await http.get<DataAnswer<{ uploadUrl: string }>>('/media-content/presigned-url', {
        query: { type, fileName: file.name },
        ...FORM,
      })
    ).data
  } catch (error) {
    if (isApiError(error)) throw new UploadError(error.details[0]?.message ?? error.message, error.status)
    throw new UploadError('The upload failed, please try again.')
  }
  return putWithProgress(target.uploadUrl, file, onProgress, signal)
}
