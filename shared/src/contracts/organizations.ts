/**
 * The organizations API: organization search (guest), details and profile, its users, similar
 * organizations, logo and cover, and culture media.
 * Spec: 002 §3 "Organization", "Culture media / media content", §5 (culture media types and
 * sizes, thumbnails), §7 "Organizations and culture media".
 */
import * as z from 'zod'
import { COMPANY_TYPES, CULTURE_MEDIA_TYPES } from '../domain/enums'
import { ORGANIZATION_UPLOAD_KINDS } from '../domain/media/uploads'
import { LIMITS, PAGE_SIZE } from '../domain/validation/limits'
import { LovRef } from './jobs'

const booleanish = z.enum(['true', 'false']).transform((v) => v === 'true')
const searchText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .describe('Matches the start of a word of the name, case-insensitive')
const link = (max: number) => z.string().trim().max(max)

export const OrganizationParams = z.strictObject({ id: z.uuid().describe('The organization') })

export const OrganizationProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(COMPANY_TYPES).nullable().describe('The company type when the organization is a client'),
  isClient: z.boolean(),
  websiteUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  aboutHtml: z.string().nullable(),
  phone: z.string().nullable().describe('As stored (E.164)'),
  phoneDisplay: z.string().nullable().describe('The leading +1 dropped'),
  industry: LovRef.nullable(),
  companySize: LovRef.nullable(),
  fundingRound: LovRef.nullable(),
  targetMarket: LovRef.nullable(),
  crunchbaseStatus: LovRef.nullable(),
  benefits: z.array(LovRef),
  totalFunding: z.number().int().nullable(),
  yearFounded: z.number().int().nullable(),
  city: z.object({ id: z.string(), name: z.string() }).nullable(),
  state: z.object({ id: z.string(), name: z.string(), code: z.string() }).nullable(),
  logoUrl: z.string().nullable(),
  coverPhotoUrl: z.string().nullable(),
  pronunciationAudioUrl: z.string().nullable(),
  updatedAt: z.string(),
})
export type OrganizationProfile = z.infer<typeof OrganizationProfile>

export const UpdateOrganizationInput = z
  .strictObject({
    name: z.string().trim().min(1).max(LIMITS.shortText),
    websiteUrl: link(1000).nullable(),
    linkedinUrl: link(1000).nullable().describe('A company, school or showcase page'),
    aboutHtml: z.string().max(LIMITS.internalNotesHtml).nullable(),
    phone: z
      .string()
      .trim()
      .max(30)
      .regex(/^[+\d\s().-]*$/, 'Digits, spaces, + ( ) . - only')
      .nullable(),
    industryId: z.uuid().nullable(),
    companySizeId: z.uuid().nullable(),
    fundingRoundId: z.uuid().nullable(),
    targetMarketId: z.uuid().nullable(),
    crunchbaseStatusId: z.uuid().nullable(),
    benefitIds: z.array(z.uuid()).max(50),
    totalFunding: z
      .number()
      .int()
      .min(0)
      .max(9_999_000_000)
      .nullable()
      .describe('Whole currency units (the UI enters 1 to 9999 M)'),
    yearFounded: z.number().int().min(1000).max(9999).nullable(),
    cityId: z.string().trim().min(1).max(64).nullable(),
    stateId: z.string().trim().min(1).max(16).nullable(),
  })
  .partial()
export type UpdateOrganizationInput = z.infer<typeof UpdateOrganizationInput>

export const GuestOrganizationsQuery = z.strictObject({
  searchText,
  type: z.enum(['client', 'all']).default('all').describe('client: only client companies'),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export const OrganizationListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  isClient: z.boolean(),
  type: z.enum(COMPANY_TYPES).nullable(),
})
export type OrganizationListItem = z.infer<typeof OrganizationListItem>

export const OrganizationUsersQuery = z.strictObject({
  searchText,
  excludeInActive: booleanish.optional().describe('Leave out deactivated users'),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export const OrganizationUser = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  title: z.string().nullable(),
  noLongerAtCompany: z.boolean(),
})
export type OrganizationUser = z.infer<typeof OrganizationUser>

export const SimilarOrganizationsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(30).default(30),
})
export const SimilarOrganization = OrganizationListItem.extend({
  score: z.number().describe('0 to 100: industry 40, size 25, funding 20, location 15'),
  reasons: z.array(z.enum(['industry', 'size', 'funding', 'location'])),
})
export type SimilarOrganization = z.infer<typeof SimilarOrganization>

export const OrganizationImageInput = z.strictObject({
  mediaId: z.uuid().nullable().describe('An uploaded image (media upload); null removes it'),
})

/** GET organizations/{id}/media-content/presigned-url: start an upload of the organization's. */
export const OrganizationUploadQuery = z.strictObject({
  type: z
    .enum(ORGANIZATION_UPLOAD_KINDS)
    .describe(
      'cultureFile (jpg, jpeg, png up to 4 MB; mp4, mov, avi; mp3, m4a, wav, ogg), cultureMediaThumbnail ' +
        '(jpg, jpeg, png up to 4 MB, 16:9 or square), organizationLogo (jpg, jpeg, png up to 10 MB), ' +
        'organizationCover (jpg, jpeg, png up to 10 MB)',
    ),
  fileName: z.string().trim().min(1).max(255).describe('Its extension tells which rule the file is held to'),
})
export type OrganizationUploadQuery = z.infer<typeof OrganizationUploadQuery>

export const OrganizationMediaParams = z.strictObject({ id: z.uuid(), mediaId: z.uuid() })

// ---------------------------------------------------------------------------------------------
// Culture media

export const CultureMediaParams = z.strictObject({ id: z.uuid(), mediaId: z.uuid() })
export const CultureMediaTypeEnum = z.enum(CULTURE_MEDIA_TYPES)

export const CultureMediaItem = z.object({
  id: z.uuid(),
  type: CultureMediaTypeEnum,
  url: z.string().nullable(),
  mediaId: z.uuid().nullable(),
  mediaUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable().describe("The uploaded thumbnail, else the link's preview image"),
  siteName: z.string().nullable().describe("The link's site name, from its meta"),
  title: z.string().nullable(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  status: z.string().nullable().describe('Media status for uploads: waiting, uploading, transcoding, complete, error'),
  createdAt: z.string(),
})
export type CultureMediaItem = z.infer<typeof CultureMediaItem>

export const CULTURE_MEDIA_LIMITS = { items: 50, title: 200, description: 1000, url: 1000 } as const

export const AddCultureMediaInput = z
  .strictObject({
    url: link(CULTURE_MEDIA_LIMITS.url)
      .optional()
      .describe('A link: its meta (title, description, image, kind) is fetched safely'),
    mediaId: z.uuid().optional().describe('An uploaded file (jpg, jpeg, png up to 4 MB; video; audio)'),
    thumbnailMediaId: z.uuid().optional().describe('An uploaded thumbnail (16:9 or square)'),
    type: CultureMediaTypeEnum.optional().describe('Default: from the upload or the link’s meta'),
    title: z.string().trim().max(CULTURE_MEDIA_LIMITS.title).optional(),
    description: z.string().trim().max(CULTURE_MEDIA_LIMITS.description).optional(),
  })
  .refine((v) => (v.url === undefined) !== (v.mediaId === undefined), {
    message: 'Give either a url or a mediaId',
    params: { rule: 'required' },
    path: ['url'],
  })
export type AddCultureMediaInput = z.infer<typeof AddCultureMediaInput>

export const UpdateCultureMediaInput = z
  .strictObject({
    title: z.string().trim().max(CULTURE_MEDIA_LIMITS.title).nullable(),
    description: z.string().trim().max(CULTURE_MEDIA_LIMITS.description).nullable(),
    thumbnailMediaId: z.uuid().nullable(),
  })
  .partial()

export const ReorderCultureMediaInput = z.strictObject({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(CULTURE_MEDIA_LIMITS.items)
    .describe('Every item of the organization, in the new order'),
})

export const CultureMediaMetaQuery = z.strictObject({
  url: link(CULTURE_MEDIA_LIMITS.url).min(1).describe('http or https'),
})
export const UrlMeta = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  siteName: z.string().nullable(),
  kind: z.enum(['page', 'video', 'audio', 'image']),
})
export type UrlMeta = z.infer<typeof UrlMeta>
