/**
 * Reads and writes of message threads: the thread of a candidate and a job, its messages with
 * their senders, the per-user read marks, and each user's inbox with unread counts.
 *
 * Unread, for a candidate: messages in their threads from anyone else (the recruiters' messages
 * and the mails the product sent them), after their read mark. For staff: the candidate's own
 * messages, in the threads they are staff of (the job's account manager or owner, or a writer
 * in the thread), after their read mark.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { type DbOrTx, rawRows } from '../../db/client'
import {
  activityHistoryTable,
  candidatesTable,
  jobCandidatesTable,
  jobsTable,
  messagesTable,
  messageThreadReadsTable,
  messageThreadsTable,
  usersTable,
} from '../../db/schema'

export async function threadContext(db: DbOrTx, jobId: string, candidateId: string) {
  const [job] = await db
    .select({
      id: jobsTable.id,
      name: jobsTable.name,
      accountManagerId: jobsTable.accountManagerId,
      ownerId: jobsTable.ownerId,
    })
    .from(jobsTable)
    .where(and(eq(jobsTable.id, jobId), isNull(jobsTable.deletedAt)))
  const [candidate] = await db
    .select({
      id: candidatesTable.id,
      userId: candidatesTable.userId,
      name: sql<string>`trim(${candidatesTable.firstName} || ' ' || coalesce(${candidatesTable.lastName}, ''))`,
    })
    .from(candidatesTable)
    .where(eq(candidatesTable.id, candidateId))
  if (!job || !candidate) return null
  const [[row], [thread]] = await Promise.all([
    db
      .select({
        id: jobCandidatesTable.id,
        stageType: jobCandidatesTable.stageType,
        currentStatus: jobCandidatesTable.currentStatus,
        removedAt: jobCandidatesTable.removedAt,
      })
      .from(jobCandidatesTable)
      .where(and(eq(jobCandidatesTable.jobId, jobId), eq(jobCandidatesTable.candidateId, candidateId))),
    db
      .select({ id: messageThreadsTable.id })
      .from(messageThreadsTable)
      .where(and(eq(messageThreadsTable.jobId, jobId), eq(messageThreadsTable.candidateId, candidateId))),
  ])
  return { job, candidate, row: row ?? null, threadId: thread?.id ?? null }
}

export async function threadMessages(db: DbOrTx, threadId: string, candidateUserId: string | null) {
  const rows = await db
    .select({
      message: messagesTable,
      senderName: sql<string | null>`nullif(trim(${usersTable.firstName} || ' ' || ${usersTable.lastName}), '')`,
      senderType: usersTable.userType,
    })
    .from(messagesTable)
    .leftJoin(usersTable, eq(usersTable.id, messagesTable.senderUserId))
    .where(eq(messagesTable.threadId, threadId))
    .orderBy(desc(messagesTable.createdAt), desc(messagesTable.id))
    .limit(200)
  return rows.reverse().map((r) => ({
    ...r,
    side:
      r.message.senderUserId && r.message.senderUserId === candidateUserId
        ? ('candidate' as const)
        : r.message.template === null && r.senderType === 'staff'
          ? ('staff' as const)
          : // what the product mailed (a pitch, a snippet, an invite), whoever pressed the button
            ('system' as const),
  }))
}

/** Staff who wrote in-app messages in the thread. */
export async function staffWriters(db: DbOrTx, threadId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: messagesTable.senderUserId })
    .from(messagesTable)
    .innerJoin(usersTable, eq(usersTable.id, messagesTable.senderUserId))
    .where(and(eq(messagesTable.threadId, threadId), eq(usersTable.userType, 'staff')))
  return rows.map((r) => r.userId!).filter(Boolean)
}

/** Finds or makes the thread in one statement (the unique (candidate, job) arbitrates two sends at once). */
export async function ensureThread(tx: DbOrTx, candidateId: string, jobId: string, at: Date) {
  const [thread] = await tx
    .insert(messageThreadsTable)
    .values({ candidateId, jobId, lastMessageAt: at })
    .onConflictDoUpdate({
      target: [messageThreadsTable.candidateId, messageThreadsTable.jobId],
      set: { lastMessageAt: sql`greatest(${messageThreadsTable.lastMessageAt}, excluded.last_message_at)` },
    })
    .returning({ id: messageThreadsTable.id })
  return thread!.id
}

export async function insertMessage(
  tx: DbOrTx,
  m: { threadId: string; senderUserId: string; body: string; at: Date },
): Promise<string> {
  const [row] = await tx
    .insert(messagesTable)
    .values({
      threadId: m.threadId,
      senderUserId: m.senderUserId,
      channel: 'inApp',
      template: null,
      body: m.body,
      sentAt: m.at,
      createdAt: m.at,
    })
    .returning({ id: messagesTable.id })
  return row!.id
}

/**
 * The user has read the thread up to its newest message (the newest message's own time, not the
 * clock's: a message written in the same instant by the other side is not swallowed).
 */
export async function markRead(tx: DbOrTx, threadId: string, userId: string) {
  const newest = sql`coalesce((select max(${messagesTable.createdAt}) from ${messagesTable} where ${messagesTable.threadId} = ${threadId}), now())`
  await tx
    .insert(messageThreadReadsTable)
    .values({ threadId, userId, lastReadAt: newest })
    .onConflictDoUpdate({
      target: [messageThreadReadsTable.userId, messageThreadReadsTable.threadId],
      set: { lastReadAt: sql`greatest(${messageThreadReadsTable.lastReadAt}, excluded.last_read_at)` },
    })
}

/** Unread messages of one thread for a user: from the candidate (staff reading) or from others (the candidate reading). */
export async function unreadInThread(
  db: DbOrTx,
  threadId: string,
  userId: string,
  side: 'staff' | 'candidate',
  candidateUserId: string | null,
): Promise<number> {
  const from =
    side === 'candidate' ? sql`m.sender_user_id is distinct from ${userId}` : sql`m.sender_user_id = ${candidateUserId}`
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from messages m
        left join message_thread_reads r on r.thread_id = m.thread_id and r.user_id = ${userId}
        where m.thread_id = ${threadId} and ${from}
          and (r.last_read_at is null or m.created_at > r.last_read_at)`,
  )
  return Number(row?.n ?? 0)
}

interface InboxRow {
  thread_id: string
  job_id: string | null
  job_name: string | null
  candidate_id: string
  candidate_name: string
  last_message_at: Date | string | null
  last_body: string | null
  unread: number
}

type InboxWho = { side: 'candidate'; userId: string; candidateId: string } | { side: 'staff'; userId: string }

/** The threads that are the caller's: a candidate's own, or those a staff member is staff of. */
function inboxScope(who: InboxWho) {
  const mine =
    who.side === 'candidate'
      ? sql`t.candidate_id = ${who.candidateId}`
      : sql`(j.account_manager_id = ${who.userId} or j.owner_id = ${who.userId}
             or exists (select 1 from messages w where w.thread_id = t.id and w.sender_user_id = ${who.userId}))`
  const from =
    who.side === 'candidate' ? sql`m.sender_user_id is distinct from ${who.userId}` : sql`m.sender_user_id = c.user_id`
  return { mine, from }
}

/** One page of the caller's threads, newest first, each with its unread count. */
export async function inbox(db: DbOrTx, who: InboxWho, page: { limit: number; offset: number }) {
  const { mine, from } = inboxScope(who)
  return rawRows<InboxRow>(
    db,
    sql`select t.id as thread_id, t.job_id, j.name as job_name, c.id as candidate_id,
               trim(c.first_name || ' ' || coalesce(c.last_name, '')) as candidate_name,
               t.last_message_at,
               (select l.body from messages l where l.thread_id = t.id order by l.created_at desc, l.id desc limit 1) as last_body,
               (select count(*)::int from messages m
                  left join message_thread_reads r on r.thread_id = t.id and r.user_id = ${who.userId}
                  where m.thread_id = t.id and ${from}
                    and (r.last_read_at is null or m.created_at > r.last_read_at)) as unread
        from message_threads t
        join candidates c on c.id = t.candidate_id
        left join jobs j on j.id = t.job_id
        where ${mine} and (j.id is null or j.deleted_at is null)
        order by t.last_message_at desc nulls last, t.id
        limit ${page.limit} offset ${page.offset}`,
  )
}

/** Over all the caller's threads (not one page): how many there are and how many messages are unread. */
export async function inboxTotals(db: DbOrTx, who: InboxWho): Promise<{ threads: number; unread: number }> {
  const { mine, from } = inboxScope(who)
  const [row] = await rawRows<{ threads: number; unread: number }>(
    db,
    sql`select count(*)::int as threads,
               coalesce(sum((select count(*)::int from messages m
                  left join message_thread_reads r on r.thread_id = t.id and r.user_id = ${who.userId}
                  where m.thread_id = t.id and ${from}
                    and (r.last_read_at is null or m.created_at > r.last_read_at))), 0)::int as unread
        from message_threads t
        join candidates c on c.id = t.candidate_id
        left join jobs j on j.id = t.job_id
        where ${mine} and (j.id is null or j.deleted_at is null)`,
  )
  return { threads: Number(row?.threads ?? 0), unread: Number(row?.unread ?? 0) }
}

/**
 * A recruiter's message becomes an item of the candidate's activity feed (type `message`), so
 * the dashboard says a message is waiting; reading the thread sees it (below).
 */
export async function addMessageActivity(
  tx: DbOrTx,
  m: {
    candidateId: string
    jobId: string
    jobCandidateId: string | null
    actorUserId: string
    threadId: string
    messageId: string
    senderName: string | null
    at: Date
  },
) {
  await tx.insert(activityHistoryTable).values({
    type: 'message',
    candidateId: m.candidateId,
    jobId: m.jobId,
    jobCandidateId: m.jobCandidateId,
    actorUserId: m.actorUserId,
    data: { threadId: m.threadId, messageId: m.messageId, senderName: m.senderName },
    createdAt: m.at,
  })
}

/** The candidate read the thread: its message items in their feed are seen too. */
export async function markMessageActivitySeen(tx: DbOrTx, candidateId: string, threadId: string) {
  await tx
    .update(activityHistoryTable)
    .set({ candidateViewedAt: new Date() })
    .where(
      and(
        eq(activityHistoryTable.candidateId, candidateId),
        eq(activityHistoryTable.type, 'message'),
        isNull(activityHistoryTable.candidateViewedAt),
        sql`${activityHistoryTable.data}->>'threadId' = ${threadId}`,
      ),
    )
}
