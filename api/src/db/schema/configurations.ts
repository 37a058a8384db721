/**
 * Administrator-managed configuration: typed settings and links, notification templates per
 * sales segment, inbound-form (campaign) configurations with their submissions, and the e-mail
 * whitelist.
 * Spec: 002 §3 "Configuration" (campaign config), 002 §7 "Configurations"; 000 §3 user
 * `configurations keyed by key`, sales-role segments; 000 §5 (general upload maximum 50 MB);
 * 000 §6 manage-configurations, manage-email-whitelisting.
 */

import {
  CONFIGURATION_TYPES,
  INBOUND_FORM_TYPES,
  INBOUND_LEAD_STATUSES,
  INBOUND_SUBMISSION_KINDS,
  NOTIFICATION_CHANNELS,
  SALES_SEGMENTS,
} from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accessKeysTable } from './access'
import { candidatesTable } from './candidates'
import { createdAt, oneOf, timestamps, tstz, uuidPk } from './columns'
import { mediaTable } from './media'
import { organizationsTable } from './organizations'
import { usersTable } from './users'

const userRef = () => uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' })

/** A configuration value: any JSON (number, string, boolean, object). */
export type ConfigurationValue = string | number | boolean | null | Record<string, unknown> | unknown[]

/**
 * Settings and links (GET configurations?type=, GET configurations/links, PUT/DELETE
 * configurations/{id}). `isPublic` settings reach every user in users/me `configurations`.
 */
export const configurationsTable = pgTable(
  'configurations',
  {
    id: uuidPk(),
    /** Stable key, e.g. `maxUploadSizeMb`, `privacyPolicyVersion`, `termsOfUseUrl`. */
    key: text().notNull(),
    type: text({ enum: CONFIGURATION_TYPES }).notNull().default('setting'),
    displayName: text().notNull(),
    description: text(),
    value: jsonb().$type<ConfigurationValue>().notNull(),
    isPublic: boolean().notNull().default(false),
    updatedBy: userRef(),
    ...timestamps(),
  },
  (t) => [
    // users/me configurations keyed by key, lookups by key: WHERE key = $1
    uniqueIndex('configurations_key_uq').on(t.key),
    // GET configurations?type= / configurations/links: WHERE type = $1
    index('configurations_type_idx').on(t.type),
  ],
)
export type ConfigurationRow = typeof configurationsTable.$inferSelect
export type NewConfigurationRow = typeof configurationsTable.$inferInsert

/**
 * Message templates (GET configurations/templates, PATCH .../{id}, POST .../preview,
 * GET template/invite-templates), one per template key, sales segment and channel.
 */
export const notificationTemplatesTable = pgTable(
  'notification_templates',
  {
    id: uuidPk(),
    /** What the template is for, e.g. `candidatePitch`, `snippet`, `interviewInvite`, `rejection`. */
    key: text().notNull(),
    segment: text({ enum: SALES_SEGMENTS }).notNull().default('default'),
    channel: text({ enum: NOTIFICATION_CHANNELS }).notNull().default('email'),
    displayName: text().notNull(),
    /** At most 500 characters (e-mail subject). */
    subject: text(),
    /** HTML with placeholders (e.g. the receiver-name placeholder). */
    bodyHtml: text().notNull(),
    isActive: boolean().notNull().default(true),
    updatedBy: userRef(),
    ...timestamps(),
  },
  (t) => [
    check('notification_templates_segment_check', oneOf(t.segment, SALES_SEGMENTS)),
    check('notification_templates_subject_check', sql`length(${t.subject}) <= 500`),
    // pick the template for a job's segment (falls back to default): WHERE key = $1 AND segment IN ($2, 'default') AND channel = $3
    unique('notification_templates_key_segment_channel_uq').on(t.key, t.segment, t.channel),
  ],
)
export type NotificationTemplateRow = typeof notificationTemplatesTable.$inferSelect
export type NewNotificationTemplateRow = typeof notificationTemplatesTable.$inferInsert

/** Inbound apply / hire form (campaign) configuration (GET configurations/inbound-form). */
export const inboundFormConfigsTable = pgTable(
  'inbound_form_configs',
  {
    id: uuidPk(),
    formType: text({ enum: INBOUND_FORM_TYPES }).notNull(),
    displayName: text().notNull(),
    title: text(),
    subTitle: text(),
    pictureMediaId: uuid().references((): AnyPgColumn => mediaTable.id, { onDelete: 'set null' }),
    useDefaultImage: boolean().notNull().default(true),
    isActive: boolean().notNull().default(true),
    updatedBy: userRef(),
    ...timestamps(),
  },
  (t) => [
    check('inbound_form_configs_form_type_check', oneOf(t.formType, INBOUND_FORM_TYPES)),
    // the public form loads its active configs: WHERE form_type = $1 AND is_active
    index('inbound_form_configs_type_active_idx').on(t.formType, t.isActive),
  ],
)
export type InboundFormConfigRow = typeof inboundFormConfigsTable.$inferSelect
export type NewInboundFormConfigRow = typeof inboundFormConfigsTable.$inferInsert

/** What a public apply / hire form sent in (what it created, and whether staff followed up). */
export const inboundSubmissionsTable = pgTable(
  'inbound_submissions',
  {
    id: uuidPk(),
    /** apply and hire (a campaign's form type), or salesPing (the compensation widget's ping). */
    formType: text({ enum: INBOUND_SUBMISSION_KINDS }).notNull(),
    configId: uuid().references(() => inboundFormConfigsTable.id, { onDelete: 'set null' }),
    /** The form as submitted (after validation). */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** What it created or matched: the candidate (apply), the client user and company (hire). */
    candidateId: uuid().references((): AnyPgColumn => candidatesTable.id, { onDelete: 'set null' }),
    userId: userRef(),
    organizationId: uuid().references((): AnyPgColumn => organizationsTable.id, { onDelete: 'set null' }),
    /** A team member reaches out within 12 hours of a hire request. */
    handledAt: tstz(),
    handledBy: userRef(),
    /** The inbound lead's status (000 §3); a hire request starts as New Inbound. */
    leadStatus: text({ enum: INBOUND_LEAD_STATUSES }).notNull().default('newInbound'),
    /** The access key the widget sent; null for the product's own /apply and /hire pages. */
    accessKeyId: uuid().references((): AnyPgColumn => accessKeysTable.id, { onDelete: 'set null' }),
    /** Idempotency-Key of the submit: a retry with the same key answers `answer` and creates nothing. */
    idempotencyKey: text(),
    /** SHA-256 of the submitted body: the same key with another body is refused. */
    requestHash: text(),
    /** What the first submit answered (replayed to retries). */
    answer: jsonb().$type<Record<string, unknown>>(),
    ...createdAt(),
  },
  (t) => [
    check('inbound_submissions_form_type_check', oneOf(t.formType, INBOUND_SUBMISSION_KINDS)),
    check('inbound_submissions_lead_status_check', oneOf(t.leadStatus, INBOUND_LEAD_STATUSES)),
    // a retried submit: WHERE coalesce(access_key_id::text, 'web') = $1 AND idempotency_key = $2
    uniqueIndex('inbound_submissions_idempotency_uq')
      .on(sql`coalesce(${t.accessKeyId}::text, 'web')`, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // staff follow-up queue: WHERE form_type = $1 AND handled_at IS NULL ORDER BY created_at
    index('inbound_submissions_open_idx').on(t.formType, t.createdAt).where(sql`${t.handledAt} is null`),
  ],
)
export type InboundSubmissionRow = typeof inboundSubmissionsTable.$inferSelect
export type NewInboundSubmissionRow = typeof inboundSubmissionsTable.$inferInsert

/** E-mail whitelist (manage-email-whitelisting; "A whitelisted e-mail cannot be added"). */
export const emailWhitelistTable = pgTable(
  'email_whitelist',
  {
    id: uuidPk(),
    /** An address or a whole domain (`@example.com`), lower-cased. */
    email: text().notNull(),
    note: text(),
    createdBy: userRef(),
    ...createdAt(),
  },
  (t) => [
    // is this address whitelisted: WHERE lower(email) = lower($1); duplicates refused
    uniqueIndex('email_whitelist_email_uq').on(sql`lower(${t.email})`),
  ],
)
export type EmailWhitelistRow = typeof emailWhitelistTable.$inferSelect
export type NewEmailWhitelistRow = typeof emailWhitelistTable.$inferInsert
