/**
 * Public links that carry a secret in the URL: a shared profile, a JIT opportunity answer, a
 * search-status update, a job snippet or job application link, an organization profile, an
 * interview response. Only the token's hash is stored.
 * Spec: 000 §9 (public profile link expiry: staff 90, client 30, candidate 6 days); 000 §3
 * link-by-hash results (not_found, invalid_hash, hash_expired, already_submitted); 001 §4 JIT
 * opportunity response; 001 §7 guest calls; 000 §8 "Invalid link!".
 */

import { PUBLIC_LINK_PURPOSES, USER_TYPES } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { candidatesTable } from './candidates'
import { createdAt, tstz, uuidPk } from './columns'
import { interviewsTable } from './interviews'
import { jobCandidatesTable } from './job-stages'
import { jobsTable } from './jobs'
import { organizationsTable } from './organizations'
import { usersTable } from './users'

/** What the visitor answered (JIT: interested or not, with reasons and notes). */
export type PublicLinkResponse = {
  response?: string
  notInterestedReasonIds?: string[]
  notes?: string
  [key: string]: unknown
}

export const publicLinksTable = pgTable(
  'public_links',
  {
    id: uuidPk(),
    purpose: text({ enum: PUBLIC_LINK_PURPOSES }).notNull(),
    /** SHA-256 of the token in the URL. */
    tokenHash: text().notNull(),
    candidateId: uuid().references(() => candidatesTable.id, { onDelete: 'cascade' }),
    jobId: uuid().references(() => jobsTable.id, { onDelete: 'cascade' }),
    jobCandidateId: uuid().references(() => jobCandidatesTable.id, { onDelete: 'cascade' }),
    organizationId: uuid().references(() => organizationsTable.id, { onDelete: 'cascade' }),
    interviewId: uuid().references(() => interviewsTable.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    /** Decides the profile link's lifetime (staff 90, client 30, candidate 6 days). */
    createdByUserType: text({ enum: USER_TYPES }),
    /** Null = does not expire. hash_expired after it. */
    expiresAt: tstz(),
    /** Single-use links: already_submitted once set. */
    usedAt: tstz(),
    response: jsonb().$type<PublicLinkResponse>(),
    /** The lower-cased address the link was mailed to (interviewFeedback: the outside interviewer). */
    email: text(),
    revokedAt: tstz(),
    ...createdAt(),
  },
  (t) => [
    check(
      'public_links_subject_check',
      sql`num_nonnulls(${t.candidateId}, ${t.jobId}, ${t.jobCandidateId}, ${t.organizationId}, ${t.interviewId}) >= 1`,
    ),
    // open a link: WHERE token_hash = $1
    uniqueIndex('public_links_token_hash_uq').on(t.tokenHash),
    // a candidate's live share links (expiry warnings, revoke): WHERE candidate_id = $1 AND purpose = $2
    index('public_links_candidate_purpose_idx').on(t.candidateId, t.purpose),
    // links of a candidate in a job (JIT answer): WHERE job_candidate_id = $1
    index('public_links_job_candidate_idx').on(t.jobCandidateId),
  ],
)
export type PublicLinkRow = typeof publicLinksTable.$inferSelect
export type NewPublicLinkRow = typeof publicLinksTable.$inferInsert
