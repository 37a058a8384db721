/**
 * Sending feedback, for any signed-in user: an optional attachment is uploaded first
 * (GET feedback/attachments/presigned-url, then PUT the bytes to the answered URL), then
 * POST feedback names it.
 */
import type { Feedback } from '@quota/shared/contracts/admin'
import type { PresignedUpload } from '@quota/shared/contracts/media'
import { parseApiError } from '@quota/shared/errors/parse-api-error'
import type * as z from 'zod'
import { type DataAnswer, http } from '../../app/http'

const FORM = { handledStatuses: [400, 409, 413, 415, 422] }

export async function sendFeedback(input: {
  type: string
  text: string
  pageUrl?: string
  attachmentMediaId?: string
}): Promise<Feedback> {
  return (await http.post<DataAnswer<Feedback>>('/feedback', input, FORM)).data
}

export class AttachmentError extends Error {}

/** Uploads an attachment; answers its media id. Failures throw an AttachmentError with the reason. */
export async function uploadAttachment(file: File): Promise<string> {
  const target = (
    await http.get<DataAnswer<z.infer<typeof PresignedUpload>>>('/feedback/attachments/presigned-url', {
      query: { fileName: file.name },
      ...FORM,
    })
  ).data
  let response: Response
  try {
    response = await fetch(target.uploadUrl, {
      method: 'PUT',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    })
  } catch {
    throw new AttachmentError('The attachment could not be uploaded, please try again.')
  }
  if (!response.ok) {
    const parsed = await parseApiError(response)
    throw new AttachmentError(parsed.details[0]?.message ?? parsed.message)
  }
  return target.mediaId
}
