/**
 * Connections to outside systems: a client's applicant tracking system (and the jobs and
 * candidates linked through it), outbound webhooks with their deliveries, and users' calendar
 * and video-meeting integrations.
 * Spec: 002 §3 "ATS details" (webhook secret key; Webhook: event, url, createdAt), 002 §7 "ATS",
 * "Calendar, meetings, users"; 001 §3 card ATS fields; 000 §8 ATS and calendar messages.
 *
 * Credentials that must be used again (API keys, OAuth tokens, webhook signing secrets) are
 * stored encrypted by the application (`*Encrypted`: AES-GCM with a key from config), never in
 * the clear; nothing here is a hash because each must be read back to call out or to sign.
 */

import {
  ATS_CANDIDATE_STATUSES,
  ATS_PROVIDERS,
  CALENDAR_INTEGRATION_KINDS,
  CALENDAR_INTEGRATION_PROVIDERS,
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_EVENTS,
} from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { candidatesTable } from './candidates'
import { createdAt, emptyTextArray, oneOf, timestamps, tstz, uuidPk } from './columns'
import { jobCandidatesTable } from './job-stages'
import { jobsTable } from './jobs'
import { organizationsTable } from './organizations'
import { usersTable } from './users'

const userRef = () => uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' })

/** The client's connection settings (ats/integrate, ats/routes, route-status). */
export type AtsConnectionSettings = {
  /** Route name -> enabled (POST ats/route-status). */
  routes?: Record<string, boolean>
  /** The events the ATS sends us (PUT ats/{id}/webhook/{subscribe|unsubscribe}); absent: every one we act on. */
  webhooks?: { event: string; createdAt: string }[]
  /** Greenhouse: pushes go through the Candidate Ingestion API (a sourcing-partner key is sealed). */
  sourcingPartner?: boolean
  [key: string]: unknown
}

/** A client's applicant tracking system (POST ats/connect, PUT ats/disconnect). */
export const atsConnectionsTable = pgTable(
  'ats_connections',
  {
    id: uuidPk(),
    organizationId: uuid()
      .notNull()
      .references(() => organizationsTable.id, { onDelete: 'cascade' }),
    provider: text({ enum: ATS_PROVIDERS }).notNull(),
    apiKeyEncrypted: text().notNull(),
    /** Secret the ATS signs its webhooks to us with (PUT ats/regenerate-webhook-secret). */
    webhookSecretEncrypted: text(),
    settings: jsonb().$type<AtsConnectionSettings>().notNull().default({}),
    /** Last connection test (atsConnectionTest, jobVerificationTest, candidateVerificationTest). */
    lastTestedAt: tstz(),
    lastTestOk: boolean(),
    lastTestMessage: text(),
    connectedBy: userRef(),
    disconnectedAt: tstz(),
    disconnectedBy: userRef(),
    ...timestamps(),
  },
  (t) => [
    check('ats_connections_provider_check', oneOf(t.provider, ATS_PROVIDERS)),
    // GET ats/details of the tenant: WHERE organization_id = $1 AND disconnected_at IS NULL (at most one live)
    uniqueIndex('ats_connections_live_org_uq').on(t.organizationId).where(sql`${t.disconnectedAt} is null`),
  ],
)
export type AtsConnectionRow = typeof atsConnectionsTable.$inferSelect
export type NewAtsConnectionRow = typeof atsConnectionsTable.$inferInsert

/** A job linked to an ATS job (jobAtsSystemId, jobAtsUrl, jobAtsName, jobAtsRequisitionId, jobAtsEmail). */
export const atsJobLinksTable = pgTable(
  'ats_job_links',
  {
    id: uuidPk(),
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    connectionId: uuid()
      .notNull()
      .references(() => atsConnectionsTable.id, { onDelete: 'cascade' }),
    externalJobId: text().notNull(),
    name: text(),
    url: text(),
    requisitionId: text(),
    email: text(),
    /** As the ATS reported it when linked, refreshed on its job webhooks (the confirmation dialog). */
    location: text(),
    externalCreatedAt: text(),
    /** The ATS job's status word (open, closed, published, …). */
    status: text(),
    linkedBy: userRef(),
    ...createdAt(),
  },
  (t) => [
    // a job's ATS link (job detail): WHERE job_id = $1 (one per job)
    uniqueIndex('ats_job_links_job_uq').on(t.jobId),
    // incoming ATS webhook for a job: WHERE connection_id = $1 AND external_job_id = $2
    uniqueIndex('ats_job_links_connection_external_uq').on(t.connectionId, t.externalJobId),
  ],
)
export type AtsJobLinkRow = typeof atsJobLinksTable.$inferSelect
export type NewAtsJobLinkRow = typeof atsJobLinksTable.$inferInsert

/** A candidate pushed to (or found in) a client's ATS (POST ats/push-candidate; card ats* fields). */
export const atsCandidateLinksTable = pgTable(
  'ats_candidate_links',
  {
    id: uuidPk(),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    connectionId: uuid()
      .notNull()
      .references(() => atsConnectionsTable.id, { onDelete: 'cascade' }),
    /** The job push that created it, if any. */
    jobCandidateId: uuid().references(() => jobCandidatesTable.id, { onDelete: 'set null' }),
    /** atsCandidateId. */
    externalCandidateId: text().notNull(),
    /** Application id for the job push. */
    externalApplicationId: text(),
    /** atsReferenceId. */
    referenceId: text(),
    url: text(),
    /** atsCandidateActive. */
    isActive: boolean().notNull().default(true),
    /** atsCandidateDisconnected when set. */
    disconnectedAt: tstz(),
    /** Where the ATS has the candidate now: active, hired, rejected or archived (its webhooks). */
    status: text({ enum: ATS_CANDIDATE_STATUSES }).notNull().default('active'),
    /** The ATS stage name, when known. */
    stage: text(),
    statusChangedAt: tstz(),
    /** The submittal note the last push posted: its vendor id (when answered) and the text's sha-256. */
    noteId: text(),
    noteHash: text(),
    pushedBy: userRef(),
    ...timestamps(),
  },
  (t) => [
    check('ats_candidate_links_status_check', oneOf(t.status, ATS_CANDIDATE_STATUSES)),
    // ATS webhook for a candidate: WHERE connection_id = $1 AND external_candidate_id = $2
    uniqueIndex('ats_candidate_links_connection_external_uq').on(t.connectionId, t.externalCandidateId),
    // card ATS fields: WHERE candidate_id = $1
    index('ats_candidate_links_candidate_idx').on(t.candidateId),
  ],
)
export type AtsCandidateLinkRow = typeof atsCandidateLinksTable.$inferSelect
export type NewAtsCandidateLinkRow = typeof atsCandidateLinksTable.$inferInsert

/**
 * Inbound ATS webhook deliveries already taken (Greenhouse-Event-ID; Lever event+token+
 * opportunity+triggeredAt): a replay or a vendor retry of one we processed is answered 200 and
 * changes nothing.
 */
export const atsWebhookReceiptsTable = pgTable(
  'ats_webhook_receipts',
  {
    id: uuidPk(),
    connectionId: uuid()
      .notNull()
      .references(() => atsConnectionsTable.id, { onDelete: 'cascade' }),
    eventKey: text().notNull(),
    event: text().notNull(),
    ...createdAt(),
  },
  (t) => [
    // dedupe: INSERT … ON CONFLICT (connection_id, event_key) DO NOTHING
    uniqueIndex('ats_webhook_receipts_connection_event_uq').on(t.connectionId, t.eventKey),
  ],
)
export type AtsWebhookReceiptRow = typeof atsWebhookReceiptsTable.$inferSelect

/** Outbound webhook subscriptions (Webhook List: Event, Url, Created At; subscribe / unsubscribe). */
export const webhooksTable = pgTable(
  'webhooks',
  {
    id: uuidPk(),
    /** The client it reports to (tenant); null = a provider-level subscription. */
    organizationId: uuid().references(() => organizationsTable.id, { onDelete: 'cascade' }),
    /** When the subscription belongs to an ATS connection (PUT ats/{id}/webhook/{x}). */
    atsConnectionId: uuid().references(() => atsConnectionsTable.id, { onDelete: 'cascade' }),
    event: text({ enum: WEBHOOK_EVENTS }).notNull(),
    url: text().notNull(),
    /** HMAC signing secret for the X-Quota-Signature header. */
    secretEncrypted: text().notNull(),
    isActive: boolean().notNull().default(true),
    /** Consecutive failed deliveries; the subscription is paused past a limit. */
    failureCount: integer().notNull().default(0),
    createdBy: userRef(),
    ...timestamps(),
  },
  (t) => [
    // Webhook List of a tenant: WHERE organization_id = $1 ORDER BY created_at DESC; one row per event and URL
    unique('webhooks_org_event_url_uq').on(t.organizationId, t.event, t.url).nullsNotDistinct(),
    // fan-out of an event: WHERE event = $1 AND is_active AND organization_id = $2
    index('webhooks_event_active_idx').on(t.event, t.organizationId).where(sql`${t.isActive}`),
  ],
)
export type WebhookRow = typeof webhooksTable.$inferSelect
export type NewWebhookRow = typeof webhooksTable.$inferInsert

/** One attempt to deliver an event to a webhook. */
export const webhookDeliveriesTable = pgTable(
  'webhook_deliveries',
  {
    id: uuidPk(),
    webhookId: uuid()
      .notNull()
      .references(() => webhooksTable.id, { onDelete: 'cascade' }),
    /** Same for every retry of one event (the receiver's idempotency key). */
    eventId: uuid().notNull(),
    event: text({ enum: WEBHOOK_EVENTS }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    attempt: integer().notNull().default(1),
    state: text({ enum: WEBHOOK_DELIVERY_STATES }).notNull().default('pending'),
    responseStatus: integer(),
    /** First bytes of the answer, for support. */
    responseBody: text(),
    durationMs: integer(),
    error: text(),
    deliveredAt: tstz(),
    nextAttemptAt: tstz(),
    ...createdAt(),
  },
  (t) => [
    // delivery log of a webhook: WHERE webhook_id = $1 ORDER BY created_at DESC
    index('webhook_deliveries_webhook_created_idx').on(t.webhookId, t.createdAt.desc()),
    // retries of one event: WHERE event_id = $1
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
)
export type WebhookDeliveryRow = typeof webhookDeliveriesTable.$inferSelect
export type NewWebhookDeliveryRow = typeof webhookDeliveriesTable.$inferInsert

/**
 * A user's calendar or video-meeting integration (settings/integrate-calendar/{id}/active,
 * settings/integrate-meeting/{id}/active; integrated-calendar-availability).
 */
export const calendarIntegrationsTable = pgTable(
  'calendar_integrations',
  {
    id: uuidPk(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    kind: text({ enum: CALENDAR_INTEGRATION_KINDS }).notNull(),
    provider: text({ enum: CALENDAR_INTEGRATION_PROVIDERS }).notNull(),
    externalAccountId: text().notNull(),
    accountEmail: text(),
    /** OAuth tokens, encrypted. */
    credentialsEncrypted: text().notNull(),
    scopes: text().array().notNull().default(emptyTextArray),
    isActive: boolean().notNull().default(true),
    /** User availability: lastEventUpdatedAt (lastEventElapsedTime derives from it). */
    lastEventUpdatedAt: tstz(),
    disconnectedAt: tstz(),
    ...timestamps(),
  },
  (t) => [
    // GET settings/integrate-calendar/{id}/active: WHERE user_id = $1 AND kind = $2 AND is_active (one live per kind)
    uniqueIndex('calendar_integrations_user_kind_active_uq').on(t.userId, t.kind).where(sql`${t.isActive}`),
  ],
)
export type CalendarIntegrationRow = typeof calendarIntegrationsTable.$inferSelect
export type NewCalendarIntegrationRow = typeof calendarIntegrationsTable.$inferInsert
