/**
 * Culture media rules the screens apply before calling the API (which enforces them again): who
 * may manage a company's media (the API's organizations/access.ts), the file rules of 000 §5
 * (shared/domain/media/uploads.ts), the thumbnail ratio, and how an item is named and previewed.
 */
import type { CultureMediaItem } from '@quota/shared/contracts/organizations'
import {
  acceptedExtensions,
  CULTURE_FILE_RULES,
  type FileRule,
  fileTypeMessage,
  MEDIA_MESSAGES,
  maxBytes,
  type OrganizationUploadKind,
  OWNED_UPLOAD_RULES,
  thumbnailRatioOf,
  UPLOAD_MESSAGES,
  uploadRuleFor,
} from '@quota/shared/domain/media/uploads'
import { isApiError } from '../../app/http'
import { hasPermission, type RoleHolder } from '../session/user'

type MediaUser = RoleHolder & {
  permissions?: readonly string[] | undefined
  organizationId?: string | null | undefined
}

/**
 * Who may add, change, reorder and remove a company's culture media, as the API decides it:
 * provider staff with the `recruiter` permission (any company), and a client user with
 * `client-recruiter` for its own company. Everyone else (administrators without recruiter
 * rights, basic client recruiters, candidates, other companies) only looks.
 */
export function canManageCultureMedia(user: MediaUser | null | undefined, organizationId: string): boolean {
  if (!user) return false
  if (user.userType === 'staff') return hasPermission(user, 'recruiter')
  return user.userType === 'client' && user.organizationId === organizationId && hasPermission(user, 'client-recruiter')
}

export const CULTURE_TYPE_LABELS: Record<CultureMediaItem['type'], string> = {
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
  link: 'Link',
}

/** What the file picker offers for a kind: ".jpg,.jpeg,.png,...". */
export const acceptOf = (kind: OrganizationUploadKind) =>
  acceptedExtensions(kind)
    .map((e) => `.${e}`)
    .join(',')

const ruleText = (rule: FileRule) => {
  const ext = rule.extensions.map((e) => e.toUpperCase())
  return `${ext.length > 1 ? `${ext.slice(0, -1).join(', ')} or ${ext[ext.length - 1]}` : ext[0]} up to ${rule.maxMb} MB`
}

/** The hint under a picker: "Image: JPG, JPEG or PNG up to 4 MB; video: MP4, MOV or AVI up to 500 MB; ...". */
export function uploadHintOf(kind: 'cultureFile' | 'cultureMediaThumbnail'): string {
  if (kind === 'cultureMediaThumbnail') return `${ruleText(OWNED_UPLOAD_RULES.cultureMediaThumbnail)}, 16:9 or square`
  return (Object.entries(CULTURE_FILE_RULES) as [string, FileRule][])
    .map(([type, rule]) => `${type[0]!.toUpperCase()}${type.slice(1)}: ${ruleText(rule)}`)
    .join('; ')
}

/** The 000 §5 message for a file the kind does not take (type, empty, too large), or null. */
export function fileProblem(kind: OrganizationUploadKind, file: { name: string; size: number }): string | null {
  const found = uploadRuleFor(kind, file.name)
  if (!found) return fileTypeMessage(acceptedExtensions(kind))
  if (file.size <= 0) return UPLOAD_MESSAGES.empty
  if (file.size > maxBytes(found.rule))
    return `${UPLOAD_MESSAGES.tooLarge(found.rule.maxMb)}. ${UPLOAD_MESSAGES.atMost(found.rule.maxMb)}`
  return null
}

/** The thumbnail message when an image of this size is neither 16:9 nor square. */
export const thumbnailProblem = (width: number, height: number): string | null =>
  thumbnailRatioOf(width, height) ? null : MEDIA_MESSAGES.thumbnailRatio

/** What an item is called on screen: its title, else its site, else its address. */
export const mediaName = (item: Pick<CultureMediaItem, 'title' | 'siteName' | 'url' | 'type'>) =>
  item.title || item.siteName || item.url || `Untitled ${CULTURE_TYPE_LABELS[item.type].toLowerCase()}`

/** The picture shown for an item: its thumbnail, else an uploaded image itself. */
export const previewOf = (item: Pick<CultureMediaItem, 'thumbnailUrl' | 'type' | 'mediaUrl'>) =>
  item.thumbnailUrl ?? (item.type === 'image' ? item.mediaUrl : null)

/** Upload states a culture file is not yet shown in (videos and audio are transcoded first). */
export function statusNote(status: string | null): string | null {
  if (!status || status === 'complete') return null
  if (status === 'error') return 'The file could not be processed; remove it and upload it again.'
  return 'Processing the file; it plays here when ready.'
}

export type FieldErrors = Record<string, string>

/**
 * An API refusal as messages per field (`url`, `title`, `description`, `mediaId`,
 * `thumbnailMediaId`; anything else under `form`); null for failures the app shows itself.
 */
export function errorsOf(error: unknown, fields: readonly string[]): FieldErrors | null {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return null
  const out: FieldErrors = {}
  for (const d of error.details) {
    const field = d.path.replace(/^(body|query)\./, '').split('.')[0] ?? ''
    if (fields.includes(field)) out[field] ??= d.message
    else out.form ??= d.message
  }
  if (!Object.keys(out).length) out.form = error.message
  return out
}
