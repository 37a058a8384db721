/**
 * Stored files: resumes, pictures, logos and covers, portfolio files, pitched videos, audio,
 * culture media, feedback attachments, temp files. Entities point at a media row; the row
 * points at the object in storage.
 * Spec: 000 §3 (upload kinds, sources, statuses), 002 §3 "Culture media / media content",
 * 002 §4 (upload queue), 002 §7 "Media upload".
 */

import { MEDIA_KINDS, MEDIA_SOURCES, MEDIA_STATUSES } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import { type AnyPgColumn, bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { candidatesTable } from './candidates'
import { oneOf, timestamps, tstz, uuidPk } from './columns'
import { organizationsTable } from './organizations'
import { usersTable } from './users'

/** Kind-specific facts: resume parse state, image size, video length, transcoder job. */
export type MediaMeta = {
  width?: number
  height?: number
  durationSeconds?: number
  /** Resume parsing (001 §8: partial or in progress). */
  parse?: { state: 'pending' | 'complete' | 'partial' | 'failed'; failedSections?: string[] }
  transcoderJobId?: string
  [key: string]: unknown
}

export const mediaTable = pgTable(
  'media',
  {
    id: uuidPk(),
    kind: text({ enum: MEDIA_KINDS }).notNull(),
    /** Whose file it is when it belongs to a user (a client's picture, a temp upload). */
    ownerUserId: uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' }),
    /** The candidate it belongs to (001 §3 upload queue item candidateUserId); purge removes it. */
    candidateId: uuid().references((): AnyPgColumn => candidatesTable.id, { onDelete: 'cascade' }),
    /** The organization it belongs to (logo, cover, audio, culture media). */
    organizationId: uuid().references((): AnyPgColumn => organizationsTable.id, { onDelete: 'cascade' }),
    uploadedBy: uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' }),
    source: text({ enum: MEDIA_SOURCES }).notNull().default('file'),
    /** The original address when source = url. */
    sourceUrl: text(),
    /** Object key in storage (the spec's fileKey / resumeKey). */
    storageKey: text().notNull(),
    /** Key of the transcoded rendition (video, audio). */
    transcodedKey: text(),
    thumbnailKey: text(),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }),
    status: text({ enum: MEDIA_STATUSES }).notNull().default('waiting'),
    statusChangedAt: tstz().notNull().defaultNow(),
    errorMessage: text(),
    meta: jsonb().$type<MediaMeta>().notNull().default({}),
    /** Temp files (guest/temp-files) expire unless claimed. */
    expiresAt: tstz(),
    ...timestamps(),
  },
  (t) => [
    check('media_kind_check', oneOf(t.kind, MEDIA_KINDS)),
    check('media_source_check', oneOf(t.source, MEDIA_SOURCES)),
    check('media_status_check', oneOf(t.status, MEDIA_STATUSES)),
    check('media_size_check', sql`${t.sizeBytes} is null or ${t.sizeBytes} >= 0`),
    // signed-url / stream by key: WHERE storage_key = $1
    uniqueIndex('media_storage_key_uq').on(t.storageKey),
    // GET media-content/transcoding (pending list) and the transcoder: WHERE status IN ('waiting','uploading','transcoding')
    index('media_pending_idx')
      .on(t.status, t.statusChangedAt)
      .where(sql`${t.status} in ('waiting', 'uploading', 'transcoding')`),
    // a candidate's files (profile, purge): WHERE candidate_id = $1 [AND kind = $2]
    index('media_candidate_kind_idx').on(t.candidateId, t.kind),
    // an organization's files: WHERE organization_id = $1 [AND kind = $2]
    index('media_organization_kind_idx').on(t.organizationId, t.kind),
    // a user's own uploads: WHERE owner_user_id = $1
    index('media_owner_idx').on(t.ownerUserId),
    // temp-file sweeper: WHERE expires_at < now()
    index('media_expires_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
  ],
)
export type MediaRow = typeof mediaTable.$inferSelect
export type NewMediaRow = typeof mediaTable.$inferInsert
