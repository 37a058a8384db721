/**
 * Media uploads (spec 002 §3 "Culture media / media content", §7 "Media upload"; 000 §5 files).
 * Flow: GET media-content/presigned-url -> PUT the bytes to the signed upload URL ->
 * GET media-content/{id}/stream (guest variant for public pages) -> DELETE.
 * The file type is decided from the bytes; the size is checked while the upload streams.
 */
import * as z from 'zod'
import { CANDIDATE_UPLOAD_KINDS } from '../domain/candidates/limits'
import { MEDIA_KINDS, MEDIA_STATUSES } from '../domain/enums'

export const UploadKind = z
  .enum(CANDIDATE_UPLOAD_KINDS as [string, ...string[]])
  .describe('resume, profilePicture, portfolioFile, portfolioThumbnail, pitchedVideo, candidateAudio')

export const PresignedUrlQuery = z.strictObject({
  type: UploadKind.describe(
    'resume, profilePicture, portfolioFile, portfolioThumbnail, pitchedVideo, candidateAudio. Staff and client users ' +
      'without candidateId/userId upload their own profilePicture or candidateAudio (pronunciation) for their account',
  ),
  fileName: z.string().trim().min(1).max(255),
  userId: z.uuid().optional().describe("The candidate's user (provider staff uploading for a candidate)"),
  candidateId: z.uuid().optional().describe('The candidate (provider staff uploading for a candidate)'),
  videoType: z.string().max(100).optional().describe('The browser-declared type; informative only'),
})
export type PresignedUrlQuery = z.infer<typeof PresignedUrlQuery>

export const PresignedUpload = z.object({
  mediaId: z.string(),
  fileKey: z.string(),
  uploadUrl: z.string().describe('PUT the raw file bytes here before expiresAt'),
  method: z.literal('PUT'),
  expiresAt: z.string(),
  maxBytes: z.number().int(),
  allowedTypes: z.array(z.string()),
})

export const MediaItem = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  candidateId: z.string().nullable(),
  fileKey: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().nullable(),
  status: z.enum(MEDIA_STATUSES),
  errorMessage: z.string().nullable(),
  streamUrl: z.string(),
  createdAt: z.string(),
})
export type MediaItem = z.infer<typeof MediaItem>

export const UploadTokenParams = z.strictObject({ token: z.string().min(16).max(600) })
export const MediaIdParams = z.strictObject({ id: z.uuid() })
export const GuestStreamQuery = z.strictObject({
  token: z.string().min(16).max(200).describe('The public profile link token'),
})
export const SignedUrlQuery = z.strictObject({ key: z.string().min(1).max(500), type: z.string().max(50).optional() })
export const SignedUrl = z.object({ url: z.string(), expiresAt: z.string() })

/**
 * POST guest/temp-files: the multipart body's text parts (the `file` part is the file), checked
 * as JSON fields are (issue 30 item 5): unknown parts and bad values answer 422 naming them.
 */
export const TempFileFields = z.strictObject({
  fileName: z.string().trim().max(255).optional().describe("The file's name (else the file part's own)"),
  type: UploadKind.default('resume'),
  parseResume: z.enum(['true', 'false']).default('false').describe('Parse a resume into profile sections at once'),
})
export type TempFileFields = z.infer<typeof TempFileFields>

/** POST files/upload-inbound-picture: only the `file` part. */
export const InboundPictureFields = z.strictObject({})
