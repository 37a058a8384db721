/**
 * One identity per person (issue 31): every exact key a candidate is known by, and the review
 * queue of records that may be one person. The rules are in shared/domain/candidates/identity.ts;
 * api/src/modules/candidates/identity is the only writer.
 */
import { IDENTITY_KEY_KINDS } from '@quota/shared/domain/candidates/identity'
import { DUPLICATE_REVIEW_REASONS, DUPLICATE_REVIEW_STATES } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { candidatesTable } from './candidates'
import { createdAt, oneOf, tstz, uuidPk } from './columns'
import { usersTable } from './users'

/**
 * A key (normalised profile URL, mailbox key of an e-mail, E.164 phone) held by one candidate.
 * The primary key makes two adds of the same person at once meet: the later one waits for the
 * first and then finds the key taken.
 */
export const candidateIdentityKeysTable = pgTable(
  'candidate_identity_keys',
  {
    kind: text({ enum: IDENTITY_KEY_KINDS }).notNull(),
    value: text().notNull(),
    /** As it arrived (the alternate e-mail shown to recruiters). */
    raw: text().notNull(),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    /** Where it came from: extension, inboundForm, signUp, profile, resume, backfill... */
    source: text().notNull(),
    ...createdAt(),
  },
  (t) => [
    check('candidate_identity_keys_kind_check', oneOf(t.kind, IDENTITY_KEY_KINDS)),
    // who holds this key: WHERE (kind, value) IN (...)
    primaryKey({ name: 'candidate_identity_keys_pk', columns: [t.kind, t.value] }),
    // a candidate's keys (alternate e-mails on the profile, merge): WHERE candidate_id = $1
    index('candidate_identity_keys_candidate_idx').on(t.candidateId),
  ],
)
export type CandidateIdentityKeyRow = typeof candidateIdentityKeysTable.$inferSelect

/** A flagged pair for staff to review: a possible duplicate, or a second e-mail kept as alternate. */
export const candidateDuplicateReviewsTable = pgTable(
  'candidate_duplicate_reviews',
  {
    id: uuidPk(),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    /** The other record; null when the flag is about one record (an alternate e-mail). */
    otherCandidateId: uuid().references(() => candidatesTable.id, { onDelete: 'cascade' }),
    reason: text({ enum: DUPLICATE_REVIEW_REASONS }).notNull(),
    /** The evidence: which keys, names, companies, cities, where it arrived from. */
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    state: text({ enum: DUPLICATE_REVIEW_STATES }).notNull().default('open'),
    createdBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    resolvedAt: tstz(),
    resolvedBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    ...createdAt(),
  },
  (t) => [
    check('candidate_duplicate_reviews_reason_check', oneOf(t.reason, DUPLICATE_REVIEW_REASONS)),
    check('candidate_duplicate_reviews_state_check', oneOf(t.state, DUPLICATE_REVIEW_STATES)),
    // the review queue: WHERE state = 'open' ORDER BY created_at
    index('candidate_duplicate_reviews_open_idx').on(t.createdAt).where(sql`${t.state} = 'open'`),
    // one open flag per pair and reason
    uniqueIndex('candidate_duplicate_reviews_open_uq')
      .on(t.candidateId, sql`coalesce(${t.otherCandidateId}, ${t.candidateId})`, t.reason)
      .where(sql`${t.state} = 'open'`),
  ],
)
export type CandidateDuplicateReviewRow = typeof candidateDuplicateReviewsTable.$inferSelect
