/**
 * The record of what the product sent a candidate (the profile's messages tab): one thread per
 * candidate and job, a message per mail or InMail. Written in the sending action's transaction,
 * next to the outbox row that delivers it, so the record and the mail stand or fall together; the
 * mail worker then stamps `sentAt` (or `failedAt` when it gives up). Outbox rows are a queue and
 * are swept after delivery; this is the history.
 */
import type { MessageChannel } from '@quota/shared/domain/enums'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { messagesTable, messageThreadsTable } from '../db/schema'

export interface CandidateMessageRecord {
  candidateId: string
  jobId: string | null
  senderUserId: string | null
  channel: MessageChannel
  template: string | null
  recipient: string | null
  subject: string | null
  body: string
  /** Already out when recorded; mails get it from the worker, InMails from the recruiter's confirmation. */
  sentAt?: Date
}

export async function recordCandidateMessage(tx: DbOrTx, m: CandidateMessageRecord): Promise<string> {
  const now = new Date()
  // Find or make the thread in one statement: the unique (candidate_id, job_id) arbitrates, so two
  // sends at once share one thread (the later waits for the earlier's row, then touches it).
  const [thread] = await tx
    .insert(messageThreadsTable)
    .values({ candidateId: m.candidateId, jobId: m.jobId, subject: m.subject, lastMessageAt: now })
    .onConflictDoUpdate({
      target: [messageThreadsTable.candidateId, messageThreadsTable.jobId],
      set: { lastMessageAt: sql`greatest(${messageThreadsTable.lastMessageAt}, excluded.last_message_at)` },
    })
    .returning({ id: messageThreadsTable.id })
  const threadId = thread!.id
  const [message] = await tx
    .insert(messagesTable)
    .values({
      threadId,
      senderUserId: m.senderUserId,
      channel: m.channel,
      template: m.template,
      recipient: m.recipient,
      subject: m.subject,
      body: m.body,
      sentAt: m.sentAt ?? null,
      createdAt: now,
    })
    .returning({ id: messagesTable.id })
  return message!.id
}

/** The mail worker's stamps: delivered, or given up. */
export async function markMessageSent(db: DbOrTx, messageId: string): Promise<void> {
  await db.update(messagesTable).set({ sentAt: sql`now()`, failedAt: null }).where(eq(messagesTable.id, messageId))
}
export async function markMessageFailed(db: DbOrTx, messageId: string): Promise<void> {
  await db.update(messagesTable).set({ failedAt: sql`now()` }).where(eq(messagesTable.id, messageId))
}
