/**
 * Messages about a candidate (and a job): pitches by e-mail or InMail and in-product messages,
 * grouped in threads, with per-user read state (unreadMessagesCount, newMessage events).
 * Spec: 000 §2 (messages tabs), §5 (e-mail subject 500, professional-network message 900,
 * message 1600), §3 real-time newMessage; 001 §3 dashboard unreadMessagesCount.
 * The spec shows no message fields; this is the smallest shape those screens need.
 */

import { MESSAGE_CHANNELS } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core'
import { candidatesTable } from './candidates'
import { createdAt, timestamps, tstz, uuidPk } from './columns'
import { jobsTable } from './jobs'
import { usersTable } from './users'

export const messageThreadsTable = pgTable(
  'message_threads',
  {
    id: uuidPk(),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    /** The job the conversation is about; null = general. */
    jobId: uuid().references(() => jobsTable.id, { onDelete: 'cascade' }),
    subject: text(),
    lastMessageAt: tstz(),
    ...timestamps(),
  },
  (t) => [
    // one thread per candidate and job (null job = the general thread counts once too): the
    // sender's INSERT ... ON CONFLICT (candidate_id, job_id) finds or makes it in one statement,
    // so two sends at once cannot make two threads
    unique('message_threads_candidate_job_uq').on(t.candidateId, t.jobId).nullsNotDistinct(),
    // messages tab of a candidate / a job: WHERE candidate_id = $1 [AND job_id = $2] ORDER BY last_message_at DESC
    index('message_threads_candidate_job_idx').on(t.candidateId, t.jobId, t.lastMessageAt.desc()),
    // job page messages tab: WHERE job_id = $1
    index('message_threads_job_idx').on(t.jobId),
  ],
)
export type MessageThreadRow = typeof messageThreadsTable.$inferSelect
export type NewMessageThreadRow = typeof messageThreadsTable.$inferInsert

export const messagesTable = pgTable(
  'messages',
  {
    id: uuidPk(),
    threadId: uuid()
      .notNull()
      .references(() => messageThreadsTable.id, { onDelete: 'cascade' }),
    senderUserId: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    channel: text({ enum: MESSAGE_CHANNELS }).notNull().default('inApp'),
    /** What the product sent (pipelinePitch, pipelineOpportunity...); null for a person's own message. */
    template: text(),
    /** The address an e-mail went to (the candidate's at the time). */
    recipient: text(),
    subject: text(),
    /** For the record: what the candidate read, without one-time links (answer links, codes). */
    body: text().notNull(),
    bodyHtml: text(),
    /** The mail or InMail id once sent. */
    externalMessageId: text(),
    sentAt: tstz(),
    /** Delivery given up (the mail server kept refusing it). */
    failedAt: tstz(),
    ...createdAt(),
  },
  (t) => [
    check('messages_subject_check', sql`length(${t.subject}) <= 500`),
    // a thread's messages: WHERE thread_id = $1 ORDER BY created_at
    index('messages_thread_created_idx').on(t.threadId, t.createdAt),
  ],
)
export type MessageRow = typeof messagesTable.$inferSelect
export type NewMessageRow = typeof messagesTable.$inferInsert

/** How far a user has read a thread (unread = messages after lastReadAt). */
export const messageThreadReadsTable = pgTable(
  'message_thread_reads',
  {
    threadId: uuid()
      .notNull()
      .references(() => messageThreadsTable.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    lastReadAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    // unread counts of a user's threads: WHERE user_id = $1 AND thread_id = ANY($2)
    primaryKey({ name: 'message_thread_reads_pk', columns: [t.userId, t.threadId] }),
  ],
)
export type MessageThreadReadRow = typeof messageThreadReadsTable.$inferSelect
export type NewMessageThreadReadRow = typeof messageThreadReadsTable.$inferInsert
