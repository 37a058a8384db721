/**
 * Uploads that belong to an organization or to a user rather than to a candidate: culture media
 * files and their thumbnails, the organization's logo and cover, the feedback attachment.
 * Spec 000 §5 / 002 §5: culture media jpg, jpeg, png up to 4 MB; video mp4, quicktime, avi;
 * profile image 10 MB, cover image 10 MB, feedback attachment 5 MB, general maximum 50 MB;
 * media thumbnails 16:9 or square. (Candidate files: see ../candidates/limits.ts.)
 *
 * The type is always decided from the file's bytes; the extension only tells, before the first
 * byte arrives, which rule (and so which size limit) the upload is held to.
 */
import type { CultureMediaType, MediaKind } from '../enums'
import { MAX_FILE_MB } from '../validation/limits'

export interface FileRule {
  /** Accepted content types, decided from the file's bytes. */
  mimeTypes: readonly string[]
  /** Accepted file-name extensions (what the picker offers). */
  extensions: readonly string[]
  maxMb: number
}

const IMAGE_MIMES = ['image/jpeg', 'image/png'] as const
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const

/** A culture media file is an image, a video or an audio file; each has its own rule. */
export type CultureFileType = Exclude<CultureMediaType, 'link'>

export const CULTURE_FILE_RULES: Readonly<Record<CultureFileType, FileRule>> = {
  image: { mimeTypes: IMAGE_MIMES, extensions: IMAGE_EXTENSIONS, maxMb: MAX_FILE_MB.cultureMedia },
  /** 000 §5 video types; the only video size the spec gives is 500 MB. */
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-msvideo'],
    extensions: ['mp4', 'mov', 'avi'],
    maxMb: MAX_FILE_MB.pitchedVideo,
  },
  /** Ours: the spec names no audio types; common ones, within the general 50 MB maximum. */
  audio: {
    mimeTypes: ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/wav', 'audio/ogg'],
    extensions: ['mp3', 'm4a', 'wav', 'ogg'],
    maxMb: MAX_FILE_MB.general,
  },
}

/** The kinds an organization's editors upload. */
export const ORGANIZATION_UPLOAD_KINDS = [
  'cultureFile',
  'cultureMediaThumbnail',
  'organizationLogo',
  'organizationCover',
] as const satisfies readonly MediaKind[]
export type OrganizationUploadKind = (typeof ORGANIZATION_UPLOAD_KINDS)[number]

/** Every kind uploaded outside the candidate flow. */
export type OwnedUploadKind = OrganizationUploadKind | 'feedbackAttachment'

/** Rules of the single-rule kinds (a culture file's rule depends on its type). */
export const OWNED_UPLOAD_RULES: Readonly<Record<Exclude<OwnedUploadKind, 'cultureFile'>, FileRule>> = {
  cultureMediaThumbnail: { mimeTypes: IMAGE_MIMES, extensions: IMAGE_EXTENSIONS, maxMb: MAX_FILE_MB.cultureMedia },
  /** The organization's picture: the spec's profile image rule. */
  organizationLogo: { mimeTypes: IMAGE_MIMES, extensions: IMAGE_EXTENSIONS, maxMb: MAX_FILE_MB.profileImage },
  organizationCover: { mimeTypes: IMAGE_MIMES, extensions: IMAGE_EXTENSIONS, maxMb: MAX_FILE_MB.coverImage },
  /** Ours for the types: screenshots, a PDF or a short screen recording. */
  feedbackAttachment: {
    mimeTypes: [
      ...IMAGE_MIMES,
      'image/gif',
      'image/webp',
      'application/pdf',
      'video/mp4',
      'video/quicktime',
      'video/webm',
    ],
    extensions: [...IMAGE_EXTENSIONS, 'gif', 'webp', 'pdf', 'mp4', 'mov', 'webm'],
    maxMb: MAX_FILE_MB.feedbackAttachment,
  },
}

export const MB = 1024 * 1024
export const maxBytes = (rule: FileRule) => rule.maxMb * MB

/**
 * The file messages (000 §5) the API answers for an upload (message and detail) and the web
 * shows before sending one: the web joins them as `${message}. ${detail}`, as it does for an
 * API error.
 */
export const UPLOAD_MESSAGES = {
  empty: 'The file is empty',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB`,
  atMost: (mb: number) => `At most ${mb} MB`,
  typeNotAllowed: 'This file type is not allowed',
  allowed: (types: readonly string[]) => `Allowed: ${types.join(', ')}`,
} as const

/** 'This file type is not allowed. Allowed: pdf, doc, docx' (the 415 answer as one sentence). */
export const fileTypeMessage = (types: readonly string[]) =>
  `${UPLOAD_MESSAGES.typeNotAllowed}. ${UPLOAD_MESSAGES.allowed(types)}`

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}

/**
 * The rule an upload of this kind and file name is held to, with the culture media type it
 * stands for; null when the extension is not one the kind accepts.
 */
export function uploadRuleFor(
  kind: OwnedUploadKind,
  fileName: string,
): { rule: FileRule; cultureType: CultureFileType | null } | null {
  const ext = extensionOf(fileName)
  if (kind === 'cultureFile') {
    for (const type of Object.keys(CULTURE_FILE_RULES) as CultureFileType[]) {
      if (CULTURE_FILE_RULES[type].extensions.includes(ext))
        return { rule: CULTURE_FILE_RULES[type], cultureType: type }
    }
    return null
  }
  const rule = OWNED_UPLOAD_RULES[kind]
  return rule.extensions.includes(ext) ? { rule, cultureType: null } : null
}

/** Every extension a kind accepts (for the 415 message and the file picker). */
export function acceptedExtensions(kind: OwnedUploadKind): string[] {
  return kind === 'cultureFile'
    ? Object.values(CULTURE_FILE_RULES).flatMap((r) => [...r.extensions])
    : [...OWNED_UPLOAD_RULES[kind].extensions]
}

/** The culture media type of a stored file, from its (sniffed) content type. */
export function cultureTypeOfMime(mime: string): CultureFileType | null {
  for (const type of Object.keys(CULTURE_FILE_RULES) as CultureFileType[]) {
    if (CULTURE_FILE_RULES[type].mimeTypes.includes(mime)) return type
  }
  return null
}

/** Culture videos and audio go through the transcoder before they are shown (002 §3). */
export const isTranscodedCultureType = (type: CultureFileType | null) => type === 'video' || type === 'audio'

// ---------------------------------------------------------------------------------------------
// Thumbnails (000 §5, 001 §5, 002 §5: ratio 16:9 or square)

export const THUMBNAIL_RATIOS = [
  { name: '16:9', value: 16 / 9 },
  { name: 'square', value: 1 },
] as const
/** Ours: how far from the exact ratio a thumbnail may be (1%, so 1366 x 768 is 16:9). */
export const THUMBNAIL_RATIO_TOLERANCE = 0.01

/** The ratio a thumbnail of this (displayed) size has, or null when it is neither 16:9 nor square. */
export function thumbnailRatioOf(width: number, height: number): '16:9' | 'square' | null {
  if (!(width > 0 && height > 0)) return null
  const ratio = width / height
  const found = THUMBNAIL_RATIOS.find((r) => Math.abs(ratio / r.value - 1) <= THUMBNAIL_RATIO_TOLERANCE)
  return found?.name ?? null
}

export const MEDIA_MESSAGES = {
  thumbnailRatio: 'Thumbnails must have a 16:9 or square (1:1) ratio',
  notAnImage: 'The thumbnail could not be read as an image',
  uploadFailed: 'The upload failed, please try again.',
} as const
