/**
 * The administration API: configurations and links, notification templates with their preview,
 * inbound-form configuration, lists-of-values management (manage-lists), position aliases and
 * blacklisted words, feature flags (manage-feature-configs) and user feedback.
 * Spec: 000 §2 (admin routes), §3 (segments, feature flags), §5 (messages), §6 (permissions);
 * 002 §3 "Configuration", "List of values"; §7 "Configurations", "Lists of values".
 */
import * as z from 'zod'
import {
  CONFIGURATION_TYPES,
  FEATURE_FLAG_KEYS,
  FEEDBACK_STATES,
  FEEDBACK_TYPES,
  INBOUND_FORM_TYPES,
  LIST_OF_VALUES_KEYS,
  NOTIFICATION_CHANNELS,
  SALES_SEGMENTS,
} from '../domain/enums'
import { LIMITS, PAGE_SIZE } from '../domain/validation/limits'

const text = (max: number) => z.string().trim().max(max)
const IdParams = z.strictObject({ id: z.uuid() })

export { IdParams as AdminIdParams }

export const ADMIN_MESSAGES = {
  aliasExists: 'Position Alias already exists',
  blacklistedWordExists: 'Position Blacklisted Word already exists',
  recommendedPositionSet: 'Recommended Position is already set',
  valueExists: 'This value already exists in the list',
  configurationKeyExists: 'A configuration with this key already exists',
  templateExists: 'A template for this key, segment and channel already exists',
} as const

// ---------------------------------------------------------------------------------------------
// Configurations

/** Any JSON value, bounded when serialised (10 KB). */
const configValue = z
  .unknown()
  .refine((v) => v !== undefined, { message: 'This field is required', params: { rule: 'required' }, abort: true })
  .refine((v) => JSON.stringify(v).length <= 10_000, {
    message: 'A JSON value of at most 10 KB',
    params: { rule: 'maxLength' },
  })

export const ConfigurationsQuery = z.strictObject({ type: z.enum(CONFIGURATION_TYPES).optional() })
export const Configuration = z.object({
  id: z.uuid(),
  key: z.string(),
  type: z.enum(CONFIGURATION_TYPES),
  displayName: z.string(),
  description: z.string().nullable(),
  value: z.unknown(),
  isPublic: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.uuid().nullable(),
})
export type Configuration = z.infer<typeof Configuration>
export const CreateConfigurationInput = z.strictObject({
  key: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'Letters, digits, _ . - ; starting with a letter'),
  type: z.enum(CONFIGURATION_TYPES).default('setting'),
  displayName: text(LIMITS.shortText).min(1),
  description: text(1000).nullable().optional(),
  value: configValue,
  isPublic: z.boolean().default(false),
})
export type CreateConfigurationInput = z.infer<typeof CreateConfigurationInput>
export const UpdateConfigurationInput = z
  .strictObject({
    displayName: text(LIMITS.shortText).min(1),
    description: text(1000).nullable(),
    value: configValue,
    isPublic: z.boolean(),
  })
  .partial()
export type UpdateConfigurationInput = z.infer<typeof UpdateConfigurationInput>
export const ConfigurationLink = z.object({ key: z.string(), displayName: z.string(), url: z.string() })

// ---------------------------------------------------------------------------------------------
// Notification templates

export const SegmentEnum = z.enum(SALES_SEGMENTS)
export const ChannelEnum = z.enum(NOTIFICATION_CHANNELS)
export const TemplatesQuery = z.strictObject({
  key: text(100).optional(),
  segment: SegmentEnum.optional(),
  channel: ChannelEnum.optional(),
})
export const NotificationTemplate = z.object({
  id: z.uuid(),
  key: z.string(),
  segment: SegmentEnum,
  segmentName: z.string(),
  channel: ChannelEnum,
  displayName: z.string(),
  subject: z.string().nullable(),
  bodyHtml: z.string(),
  placeholders: z.array(z.string()),
  isActive: z.boolean(),
  updatedAt: z.string(),
})
export type NotificationTemplate = z.infer<typeof NotificationTemplate>
const templateKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'Letters, digits, _ . - ; starting with a letter')
export const CreateTemplateInput = z.strictObject({
  key: templateKey,
  segment: SegmentEnum.default('default'),
  channel: ChannelEnum.default('email'),
  displayName: text(LIMITS.shortText).min(1),
  subject: text(LIMITS.emailSubject).nullable().optional(),
  bodyHtml: z.string().min(1).max(LIMITS.internalNotesHtml),
  isActive: z.boolean().default(true),
})
export const UpdateTemplateInput = z
  .strictObject({
    displayName: text(LIMITS.shortText).min(1),
    subject: text(LIMITS.emailSubject).nullable(),
    bodyHtml: z.string().min(1).max(LIMITS.internalNotesHtml),
    isActive: z.boolean(),
  })
  .partial()
export const PreviewTemplateInput = z
  .strictObject({
    templateId: z.uuid().optional().describe('Preview this template as stored'),
    key: templateKey.optional().describe('Or: pick the template of this key for the segment'),
    segment: SegmentEnum.optional(),
    positionId: z.uuid().optional().describe("Or: the segment of this position's job role"),
    jobId: z.uuid().optional().describe("Or: the segment of this job's position (what the job's mails go out in)"),
    channel: ChannelEnum.default('email'),
    subject: text(LIMITS.emailSubject)
      .nullable()
      .optional()
      .describe('Unsaved text to preview instead of the stored one'),
    bodyHtml: z.string().max(LIMITS.internalNotesHtml).optional(),
    values: z
      .record(z.string().max(100), z.string().max(1000))
      .optional()
      .describe('Placeholder values; sample values fill the rest'),
  })
  .refine((v) => v.templateId !== undefined || v.key !== undefined || v.bodyHtml !== undefined, {
    message: 'Give a templateId, a key or a bodyHtml',
    params: { rule: 'required' },
    path: ['templateId'],
  })
export type PreviewTemplateInput = z.infer<typeof PreviewTemplateInput>
export const TemplatePreview = z.object({
  templateId: z.uuid().nullable(),
  segment: SegmentEnum,
  segmentName: z.string(),
  subject: z.string().nullable(),
  bodyHtml: z.string(),
  missing: z.array(z.string()).describe('Placeholders no value filled'),
})

// ---------------------------------------------------------------------------------------------
// Inbound forms

export const InboundFormConfig = z.object({
  id: z.uuid(),
  configurationType: z.enum(INBOUND_FORM_TYPES),
  displayName: z.string(),
  title: z.string().nullable(),
  subTitle: z.string().nullable(),
  picture: z.uuid().nullable(),
  fullPictureUrl: z.string().nullable(),
  defaultPicture: z.string(),
  useDefaultImage: z.boolean(),
  isActive: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.uuid().nullable(),
})
export type InboundFormConfig = z.infer<typeof InboundFormConfig>
export const InboundFormQuery = z.strictObject({ configurationType: z.enum(INBOUND_FORM_TYPES).optional() })
export const CreateInboundFormInput = z.strictObject({
  configurationType: z.enum(INBOUND_FORM_TYPES),
  displayName: text(LIMITS.shortText).min(1),
  title: text(200).nullable().optional(),
  subTitle: text(500).nullable().optional(),
  pictureMediaId: z.uuid().nullable().optional(),
  useDefaultImage: z.boolean().default(true),
  isActive: z.boolean().default(true),
})
export const UpdateInboundFormInput = z
  .strictObject({
    displayName: text(LIMITS.shortText).min(1),
    title: text(200).nullable(),
    subTitle: text(500).nullable(),
    pictureMediaId: z.uuid().nullable(),
    useDefaultImage: z.boolean(),
    isActive: z.boolean(),
  })
  .partial()

// ---------------------------------------------------------------------------------------------
// Lists of values

export const LovKeyEnum = z.enum(LIST_OF_VALUES_KEYS)
export const ManagedValue = z.object({
  id: z.uuid(),
  key: LovKeyEnum,
  value: z.string(),
  identifier: z.string().nullable(),
  parentId: z.uuid().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  meta: z.record(z.string(), z.unknown()),
})
export type ManagedValue = z.infer<typeof ManagedValue>
export const ManagedValuesQuery = z.strictObject({
  key: LovKeyEnum,
  includeInactive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  parentId: z.uuid().optional(),
})
export const AddValueInput = z.strictObject({
  key: LovKeyEnum,
  value: text(LIMITS.shortText).min(1),
  identifier: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Letters, digits and _ ; starting with a letter')
    .optional(),
  parentId: z.uuid().optional(),
  meta: z.record(z.string().max(100), z.unknown()).optional(),
})
export const UpdateValueInput = z
  .strictObject({
    value: text(LIMITS.shortText).min(1),
    isActive: z.boolean(),
    meta: z.record(z.string().max(100), z.unknown()),
  })
  .partial()
export const ReorderValuesInput = z.strictObject({
  key: LovKeyEnum,
  parentId: z.uuid().optional(),
  ids: z.array(z.uuid()).min(1).max(5000).describe('Every value of the list (under the parent), in the new order'),
})

export const PositionMapping = z.object({
  id: z.uuid(),
  positionId: z.uuid(),
  kind: z.enum(['alias', 'blacklistedWord']),
  term: z.string(),
  createdAt: z.string(),
})
export const PositionMappings = z.object({
  positionId: z.uuid(),
  recommendedPositionId: z.uuid().nullable(),
  aliases: z.array(PositionMapping),
  blacklistedWords: z.array(PositionMapping),
})
export const PositionTermInput = z.strictObject({ term: text(100).min(1) })
export const PositionMappingParams = z.strictObject({ id: z.uuid(), mappingId: z.uuid() })
export const RecommendedPositionInput = z.strictObject({ recommendedPositionId: z.uuid().nullable() })

// ---------------------------------------------------------------------------------------------
// Feature flags

export const FeatureFlagKeyEnum = z.enum(FEATURE_FLAG_KEYS)
export const FeatureFlagParams = z.strictObject({ key: FeatureFlagKeyEnum })
export const FeatureFlagTargetParams = z.strictObject({ key: FeatureFlagKeyEnum, targetId: z.uuid() })
export const FeatureFlag = z.object({
  key: FeatureFlagKeyEnum,
  name: z.string(),
  description: z.string().nullable(),
  isEnabledGlobally: z.boolean(),
  organizations: z.array(z.object({ organizationId: z.uuid(), name: z.string(), isEnabled: z.boolean() })),
  users: z.array(z.object({ userId: z.uuid(), email: z.string(), isEnabled: z.boolean() })),
})
export type FeatureFlag = z.infer<typeof FeatureFlag>
export const UpdateFeatureFlagInput = z.strictObject({
  isEnabledGlobally: z.boolean().optional(),
  description: text(1000).nullable().optional(),
})
export const FeatureFlagTargetInput = z.strictObject({ isEnabled: z.boolean() })

// ---------------------------------------------------------------------------------------------
// Feedback

export const FeedbackTypeEnum = z.enum(FEEDBACK_TYPES)
export const FeedbackStateEnum = z.enum(FEEDBACK_STATES)
export const FEEDBACK_TEXT_MAX = 10_000
export const CreateFeedbackInput = z.strictObject({
  type: FeedbackTypeEnum,
  text: z.string().trim().min(1).max(FEEDBACK_TEXT_MAX),
  pageUrl: text(1000).optional(),
  attachmentMediaId: z.uuid().optional().describe('An uploaded feedback attachment, at most 5 MB'),
})
export const FeedbackAttachmentQuery = z.strictObject({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .describe('jpg, jpeg, png, gif, webp, pdf, mp4, mov or webm; at most 5 MB'),
})
export const Feedback = z.object({
  id: z.uuid(),
  type: FeedbackTypeEnum,
  text: z.string(),
  state: FeedbackStateEnum,
  pageUrl: z.string().nullable(),
  userAgent: z.string().nullable(),
  attachmentUrl: z.string().nullable(),
  user: z.object({ id: z.uuid(), email: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Feedback = z.infer<typeof Feedback>
export const FeedbackListQuery = z.strictObject({
  type: FeedbackTypeEnum.optional(),
  state: FeedbackStateEnum.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export const UpdateFeedbackInput = z.strictObject({ state: FeedbackStateEnum })

/**
 * Feature announcements an administrator publishes (000 §7 "GET users/feature-notifications;
 * PATCH users/{id}/feature-notifications"): each user sees a published, unexpired one of their
 * user type once, until they dismiss it.
 */
export const FEATURE_NOTIFICATION_AUDIENCES = ['staff', 'client', 'candidate'] as const
export const FeatureNotificationInput = z.strictObject({
  title: z.string().trim().min(1).max(120).describe('One line, shown in bold'),
  bodyHtml: z.string().max(5000).default('').describe('Rich text (sanitized)'),
  linkUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .optional()
    .describe('"Learn more" link (http or https)'),
  audienceUserTypes: z
    .array(z.enum(FEATURE_NOTIFICATION_AUDIENCES))
    .max(3)
    .default([])
    .describe('Who sees it; empty = every signed-in user'),
  publish: z.boolean().default(true).describe('Publish now (false: keep as a draft)'),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional().describe('Stop showing it then'),
})
export type FeatureNotificationInput = z.infer<typeof FeatureNotificationInput>

export const UpdateFeatureNotificationInput = z.strictObject({
  publish: z.boolean().optional().describe('true: publish now; false: withdraw'),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
})
export type UpdateFeatureNotificationInput = z.infer<typeof UpdateFeatureNotificationInput>

export const AdminFeatureNotification = z.object({
  id: z.uuid(),
  title: z.string(),
  bodyHtml: z.string(),
  linkUrl: z.string().nullable(),
  audienceUserTypes: z.array(z.string()),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  readCount: z.number().int().describe('Users who dismissed it'),
})
export type AdminFeatureNotification = z.infer<typeof AdminFeatureNotification>
