/**
 * The audit log: every change users care about, field by field where that helps — who, when,
 * what, before and after (architecture.md "Data"). Append-only; written in the same transaction
 * as the change.
 * Spec: 001 §7 GET candidates/{id}/audit-trail and candidates/{id}/{x}/audit-trail.
 */

import { USER_TYPES } from '@quota/shared/domain/enums'
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { accessKeysTable } from './access'
import { tstz, uuidPk } from './columns'
import { usersTable } from './users'

/**
 * Entity types the audit log names (typed, not checked: a new entity must never make an audit
 * insert fail). Child entities also carry their aggregate root (rootEntityType/Id).
 */
export type AuditEntityType =
  | 'user'
  | 'role'
  | 'featureFlag'
  | 'featureNotification'
  | 'accessKey'
  | 'organization'
  | 'clientAccount'
  | 'clientContact'
  | 'clientNote'
  | 'cultureMedia'
  | 'candidate'
  | 'candidateInternalProfile'
  | 'candidateNote'
  | 'candidateDemographics'
  | 'workExperience'
  | 'education'
  | 'portfolioItem'
  | 'job'
  | 'jobCandidate'
  | 'interview'
  | 'offer'
  | 'hire'
  | 'savedFilter'
  | 'listOfValue'
  | 'configuration'
  | 'notificationTemplate'
  | 'inboundFormConfig'
  | 'inboundSubmission'
  | 'atsConnection'
  | 'webhook'
  | 'media'
  | 'emailWhitelist'
  | 'locationMapping'
  | 'compensationEstimateMapping'
  | 'jobLinkedInProject'

export const auditLogTable = pgTable(
  'audit_log',
  {
    id: uuidPk(),
    /** Null for the system (background jobs) and for access-key callers. */
    actorUserId: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    actorUserType: text({ enum: USER_TYPES }),
    actorAccessKeyId: uuid().references(() => accessKeysTable.id, { onDelete: 'set null' }),
    entityType: text().$type<AuditEntityType>().notNull(),
    entityId: uuid().notNull(),
    /** The aggregate the entity belongs to (a work experience -> its candidate). */
    rootEntityType: text().$type<AuditEntityType>().notNull(),
    rootEntityId: uuid().notNull(),
    /** create, update, delete, restore, or a use-case name (e.g. `markForDeletion`). */
    action: text().notNull(),
    /** The field changed, when the row records one field. */
    field: text(),
    before: jsonb(),
    after: jsonb(),
    requestId: text(),
    at: tstz().notNull().defaultNow(),
  },
  (t) => [
    // candidates/{id}/audit-trail (everything under the candidate): WHERE root_entity_type = $1 AND root_entity_id = $2 ORDER BY at DESC
    index('audit_log_root_at_idx').on(t.rootEntityType, t.rootEntityId, t.at.desc()),
    // candidates/{id}/{x}/audit-trail (one child entity): WHERE entity_type = $1 AND entity_id = $2 ORDER BY at DESC
    index('audit_log_entity_at_idx').on(t.entityType, t.entityId, t.at.desc()),
    // what a user did: WHERE actor_user_id = $1 ORDER BY at DESC
    index('audit_log_actor_at_idx').on(t.actorUserId, t.at.desc()),
    // support, from an error's request id: WHERE request_id = $1
    index('audit_log_request_idx').on(t.requestId),
  ],
)
export type AuditLogRow = typeof auditLogTable.$inferSelect
export type NewAuditLogRow = typeof auditLogTable.$inferInsert
