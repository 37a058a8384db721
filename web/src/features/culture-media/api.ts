/**
 * Culture media calls (002 §7 organizations/{id}/culture-media, its order and items; the link
 * meta; the organization's presigned upload). Form errors (400, 409, 413, 415, 422) are shown by
 * the forms, not as toasts.
 */
import type { MediaItem, PresignedUpload } from '@quota/shared/contracts/media'
import type { AddCultureMediaInput, CultureMediaItem, UrlMeta } from '@quota/shared/contracts/organizations'
import type { OrganizationUploadKind } from '@quota/shared/domain/media/uploads'
import type * as z from 'zod'
import { type DataAnswer, http, isApiError } from '../../app/http'
import { putWithProgress, UploadError } from '../../ui/upload'

export type { CultureMediaItem, UrlMeta }

const FORM = { handledStatuses: [400, 409, 413, 415, 422] }
const base = (organizationId: string) => `/organizations/${organizationId}/culture-media`

export async function fetchCultureMedia(organizationId: string): Promise<CultureMediaItem[]> {
  return (await http.get<DataAnswer<CultureMediaItem[]>>(base(organizationId))).data
}

export async function addCultureMedia(organizationId: string, input: AddCultureMediaInput): Promise<CultureMediaItem> {
  return (await http.post<DataAnswer<CultureMediaItem>>(base(organizationId), input, FORM)).data
}

export interface CultureMediaPatch {
  title?: string | null
  description?: string | null
  thumbnailMediaId?: string | null
}

export async function updateCultureMedia(
  organizationId: string,
  itemId: string,
  patch: CultureMediaPatch,
): Promise<CultureMediaItem> {
  return (await http.patch<DataAnswer<CultureMediaItem>>(`${base(organizationId)}/${itemId}`, patch, FORM)).data
}

export async function deleteCultureMedia(organizationId: string, itemId: string): Promise<void> {
  await http.delete(`${base(organizationId)}/${itemId}`)
}

/** Every item of the organization, in the new order; answers the list as saved. */
export async function reorderCultureMedia(organizationId: string, ids: string[]): Promise<CultureMediaItem[]> {
  return (await http.put<DataAnswer<CultureMediaItem[]>>(`${base(organizationId)}/order`, { ids })).data
}

/** A link's title, description, image and kind, read by the API (422 when it cannot be fetched). */
export async function fetchLinkMeta(url: string, signal?: AbortSignal): Promise<UrlMeta> {
  return (
    await http.get<DataAnswer<UrlMeta>>('/organizations/culture-media/meta', {
      query: { url },
      ...FORM,
      ...(signal ? { signal } : {}),
    })
  ).data
}

/**
 * Uploads a file of the organization (a culture file or a thumbnail): GET presigned-url, then PUT
 * the bytes with progress. Refusals come back as an UploadError with the API's message.
 */
export async function uploadOrganizationFile(
  organizationId: string,
  kind: OrganizationUploadKind,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  let target: z.infer<typeof PresignedUpload>
  try {
    target = (
      await http.get<DataAnswer<z.infer<typeof PresignedUpload>>>(
        `/organizations/${organizationId}/media-content/presigned-url`,
        { query: { type: kind, fileName: file.name }, ...FORM },
      )
    ).data
  } catch (error) {
    if (isApiError(error) && error.status > 0 && error.status < 500) {
      const detail = error.details[0]?.message
      throw new UploadError(`${error.message}${detail && detail !== error.message ? `. ${detail}` : ''}`, error.status)
    }
    throw error
  }
  return putWithProgress(target.uploadUrl, file, onProgress, signal)
}
