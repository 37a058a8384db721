/**
 * What the provider's recruiters keep about a candidate and the candidate never sees: lead and
 * contact status, owner, disqualification, do-not-contact, last touch, internal notes, and the
 * record of deletions.
 * Spec: 001 §3 "Candidate internal fields", §4 "Candidate life-cycle" (permanent
 * disqualification, deletion and restore), §5 (internal notes 10000, HTML 50000);
 * architecture.md "Data" (30-day purge).
 */

import { CANDIDATE_DELETION_STATES, CANDIDATE_NOTE_TYPES } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import { type AnyPgColumn, boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { candidatesTable } from './candidates'
import { createdAt, oneOf, timestamps, tstz, uuidPk } from './columns'
import { jobsTable } from './jobs'
import { listOfValuesTable } from './reference'
import { usersTable } from './users'

const lov = () => uuid().references((): AnyPgColumn => listOfValuesTable.id, { onDelete: 'restrict' })

/** One row per candidate (created with the candidate). */
export const candidateInternalProfilesTable = pgTable(
  'candidate_internal_profiles',
  {
    candidateId: uuid()
      .primaryKey()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    /** `leadStatus` value (identifiers: INBOUND_LEAD_STATUSES). */
    leadStatusId: lov(),
    /** `contactStatus` value. */
    contactStatusId: lov(),
    /** The candidate's owner (contact card "owner"). */
    ownerId: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    sourcedById: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    /** `disqualifiedNotification` value: the disqualification reason. */
    disqualificationReasonId: lov(),
    /** `disqualifiedTemporaryReason` value. */
    disqualificationTemporaryReasonId: lov(),
    disqualificationNote: text(),
    disqualifiedAt: tstz(),
    /** Lead status disqualified with the permanent do-not-contact reason (001 §4). */
    isPermanentlyDisqualified: boolean().notNull().default(false),
    doNotContact: boolean().notNull().default(false),
    /** Last time a recruiter touched the candidate (filters: last touch 1-9999 days; eligibility > 90 days). */
    lastTouchAt: tstz(),
    lastTouchBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    /** The spec's lastNCM: last (new-candidate) meeting with a recruiter. */
    lastNcmAt: tstz(),
    /** When the provider last placed this candidate. */
    lastPlacedAt: tstz(),
    ...timestamps(),
  },
  (t) => [
    // owner filter, "my candidates", owners-by-status: WHERE owner_id = $1
    index('candidate_internal_profiles_owner_idx').on(t.ownerId),
    // lead status filter, inbound queues: WHERE lead_status_id = $1
    index('candidate_internal_profiles_lead_status_idx').on(t.leadStatusId),
    // active / JIT pool eligibility (last touch over 90 days): WHERE last_touch_at < now() - interval '90 days'
    index('candidate_internal_profiles_last_touch_idx').on(t.lastTouchAt),
  ],
)
export type CandidateInternalProfileRow = typeof candidateInternalProfilesTable.$inferSelect
export type NewCandidateInternalProfileRow = typeof candidateInternalProfilesTable.$inferInsert

/** Internal notes (GET/POST candidates/{id}/internal-profile/notes, PUT .../{noteId}). */
export const candidateNotesTable = pgTable(
  'candidate_notes',
  {
    id: uuidPk(),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    type: text({ enum: CANDIDATE_NOTE_TYPES }).notNull().default('general'),
    /** The job the note is about, if any. */
    jobId: uuid().references((): AnyPgColumn => jobsTable.id, { onDelete: 'set null' }),
    /** Plain text (at most 10000) for search and previews. */
    body: text().notNull(),
    /** Rich text as entered (at most 50000). */
    bodyHtml: text(),
    authorId: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('candidate_notes_length_check', sql`length(${t.body}) <= 10000 and length(${t.bodyHtml}) <= 50000`),
    // notes tab with type filter: WHERE candidate_id = $1 [AND type = $2] ORDER BY created_at DESC
    index('candidate_notes_candidate_type_created_idx').on(t.candidateId, t.type, t.createdAt.desc()),
  ],
)
export type CandidateNoteRow = typeof candidateNotesTable.$inferSelect
export type NewCandidateNoteRow = typeof candidateNotesTable.$inferInsert

/**
 * The deletion record of a candidate: marked (PUT candidates/{id}/delete), restored
 * (PUT .../restore) or purged by the 30-day job. It outlives the candidate, so `candidateId`
 * carries no foreign key, and it keeps no personal data.
 */
export const candidateDeletionsTable = pgTable(
  'candidate_deletions',
  {
    id: uuidPk(),
    candidateId: uuid().notNull(),
    /** The candidate's user at the time, if any (also purged). */
    userId: uuid(),
    state: text({ enum: CANDIDATE_DELETION_STATES }).notNull().default('marked'),
    /** `deleteCandidateReason` value. */
    reasonId: lov(),
    notes: text(),
    requestedBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    requestedAt: tstz().notNull().defaultNow(),
    /** requestedAt + 30 days. */
    purgeAfter: tstz().notNull(),
    restoredAt: tstz(),
    restoredBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    purgedAt: tstz(),
    ...createdAt(),
  },
  (t) => [
    check('candidate_deletions_state_check', oneOf(t.state, CANDIDATE_DELETION_STATES)),
    // restore / audit trail: WHERE candidate_id = $1 ORDER BY requested_at DESC
    index('candidate_deletions_candidate_idx').on(t.candidateId, t.requestedAt.desc()),
    // purge job: WHERE state = 'marked' AND purge_after <= now()
    index('candidate_deletions_due_idx').on(t.purgeAfter).where(sql`${t.state} = 'marked'`),
  ],
)
export type CandidateDeletionRow = typeof candidateDeletionsTable.$inferSelect
export type NewCandidateDeletionRow = typeof candidateDeletionsTable.$inferInsert
