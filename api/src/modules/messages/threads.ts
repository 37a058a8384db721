/**
 * In-app messages per candidate and job: read a thread, write in it, mark it read, and the
 * caller's inbox (threads with unread counts, the header badge). Access and recipients are the
 * shared rules (shared/src/domain/messages/thread-rules.ts); a new message reaches the other
 * side's open screens as a `newMessage` real-time event, queued in the same transaction.
 */
import type { MarkReadResult, MessageInboxDto, MessageThreadDto } from '@quota/shared/contracts/messages'
import {
  checkMessageBody,
  MESSAGE_BODY_MAX,
  messagePreview,
  messageRecipients,
  type ThreadAccess,
  threadAccess,
} from '@quota/shared/domain/messages/thread-rules'
import { candidateSeesStage } from '@quota/shared/domain/workflow/stage-visibility'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { enqueueOutbox } from '../../audit/write-audit'
import { usersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import {
  addMessageActivity,
  ensureThread,
  inbox,
  inboxTotals,
  insertMessage,
  markMessageActivitySeen,
  markRead,
  staffWriters,
  threadContext,
  threadMessages,
  unreadInThread,
} from './repository'

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())
const noThread = () => new AppError('NOT_FOUND', { message: 'No conversation about this job for this candidate' })

type Ctx = NonNullable<Awaited<ReturnType<typeof threadContext>>>

/**
 * The thread as the caller may reach it: the rule decides who reads and writes; beyond it, the
 * candidate must be in the job (a row not removed, and for the candidate a row they see on their
 * dashboard), or a conversation must already exist. Anything else answers 404 (nothing leaks).
 */
async function reachThread(ctx: UseCaseContext, jobId: string, candidateId: string) {
  const access = threadAccess(
    {
      userType: ctx.actor.userType,
      userId: ctx.actor.userId,
      permissions: ctx.actor.permissions,
      candidateId: ctx.actor.candidateId ?? null,
    },
    { candidateId },
  )
  if (!access.read) {
    if (access.reason === 'noMessages') throw new AppError('FORBIDDEN')
    throw noThread()
  }
  const found = await threadContext(ctx.db, jobId, candidateId)
  if (!found) throw noThread()
  const inJob =
    !!found.row &&
    found.row.removedAt === null &&
    (access.side === 'staff' ||
      candidateSeesStage({ stageType: found.row.stageType, currentStatus: found.row.currentStatus, removed: false }))
  if (!inJob && !found.threadId) throw noThread()
  return { found, access }
}

function threadDto(
  found: Ctx,
  access: Extract<ThreadAccess, { read: true }>,
  userId: string,
  messages: Awaited<ReturnType<typeof threadMessages>>,
  unreadCount: number,
): MessageThreadDto {
  return {
    threadId: found.threadId,
    job: { id: found.job.id, name: found.job.name },
    candidate: { id: found.candidate.id, name: found.candidate.name },
    canWrite: access.write && (access.side === 'candidate' || !!found.candidate.userId),
    canReach: !!found.candidate.userId,
    unreadCount,
    messages: messages.map((m) => ({
      id: m.message.id,
      channel: m.message.channel,
      subject: m.message.subject,
      body: m.message.body,
      sender: {
        userId: m.message.senderUserId,
        name: m.side === 'candidate' ? found.candidate.name : m.senderName,
        side: m.side,
      },
      mine: m.message.senderUserId === userId,
      createdAt: m.message.createdAt.toISOString(),
    })),
  }
}

/** GET jobs/{id}/candidates/{candidateId}/messages */
export async function getThread({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { jobId: string; candidateId: string }
}): Promise<MessageThreadDto> {
  const { found, access } = await reachThread(ctx, input.jobId, input.candidateId)
  if (!found.threadId) return threadDto(found, access, ctx.actor.userId, [], 0)
  const [messages, unread] = await Promise.all([
    threadMessages(ctx.db, found.threadId, found.candidate.userId),
    unreadInThread(ctx.db, found.threadId, ctx.actor.userId, access.side, found.candidate.userId),
  ])
  return threadDto(found, access, ctx.actor.userId, messages, unread)
}

/** POST jobs/{id}/candidates/{candidateId}/messages: writes, marks the thread read for the writer, tells the other side. */
export async function sendMessage({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { jobId: string; candidateId: string; body: string }
}): Promise<MessageThreadDto> {
  const checked = checkMessageBody(input.body)
  if (!checked.ok)
    throw AppError.field(
      'body',
      checked.rule,
      checked.rule === 'required' ? 'Please write a message' : `A message has at most ${MESSAGE_BODY_MAX} characters`,
    )
  const { found, access } = await reachThread(ctx, input.jobId, input.candidateId)
  if (!access.write) throw new AppError('FORBIDDEN')
  if (!found.candidate.userId)
    // a prospect has no sign-in: an in-app message would be read by nobody
    throw AppError.field(
      'candidateId',
      'noSignIn',
      'This candidate has no account yet: reach them by e-mail or a professional-network message',
    )
  const subject =
    access.side === 'candidate'
      ? `${found.candidate.name} wrote about ${found.job.name}`
      : `New message about ${found.job.name}`
  await ctx.db.transaction(async (tx) => {
    const at = new Date()
    const threadId = await ensureThread(tx, found.candidate.id, found.job.id, at)
    const messageId = await insertMessage(tx, { threadId, senderUserId: ctx.actor.userId, body: checked.body, at })
    await markRead(tx, threadId, ctx.actor.userId)
    if (access.side === 'staff') {
      const [sender] = await tx
        .select({ firstName: usersTable.firstName, lastName: usersTable.lastName })
        .from(usersTable)
        .where(eq(usersTable.id, ctx.actor.userId))
      await addMessageActivity(tx, {
        candidateId: found.candidate.id,
        jobId: found.job.id,
        jobCandidateId: found.row?.id ?? null,
        actorUserId: ctx.actor.userId,
        threadId,
        messageId,
        senderName: sender ? `${sender.firstName} ${sender.lastName}`.trim() || null : null,
        at,
      })
    } else await markMessageActivitySeen(tx, found.candidate.id, threadId)
    const recipients = messageRecipients(
      { userId: ctx.actor.userId, side: access.side },
      {
        candidateUserId: found.candidate.userId,
        accountManagerId: found.job.accountManagerId,
        ownerId: found.job.ownerId,
        staffWriters: await staffWriters(tx, threadId),
      },
    )
    if (recipients.length)
      await enqueueOutbox(
        tx,
        recipients.map((recipientUserId) => ({
          topic: 'realtime.publish' as const,
          payload: {
            type: 'newMessage',
            recipientUserId,
            threadId,
            messageId,
            jobId: found.job.id,
            candidateId: found.candidate.id,
            subject,
            message: messagePreview(checked.body),
          },
          aggregateType: 'messageThread',
          aggregateId: threadId,
          requestId: ctx.requestId,
        })),
      )
  })
  return getThread({ ctx, input })
}

/** PUT jobs/{id}/candidates/{candidateId}/messages/read */
export async function markThreadRead({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { jobId: string; candidateId: string }
}): Promise<MarkReadResult> {
  const { found, access } = await reachThread(ctx, input.jobId, input.candidateId)
  if (!found.threadId) return { threadId: null, unreadCount: 0 }
  const threadId = found.threadId
  await ctx.db.transaction(async (tx) => {
    await markRead(tx, threadId, ctx.actor.userId)
    // the candidate read it: the feed's "new message" items of this thread are seen with it
    if (access.side === 'candidate') await markMessageActivitySeen(tx, found.candidate.id, threadId)
  })
  return {
    threadId: found.threadId,
    unreadCount: await unreadInThread(ctx.db, found.threadId, ctx.actor.userId, access.side, found.candidate.userId),
  }
}

/**
 * GET messages/threads: one page of the caller's threads, with how many there are and the unread
 * total over all of them, both counted in SQL (candidates and provider staff).
 */
export async function getInbox({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { limit: number; offset: number }
}): Promise<MessageInboxDto> {
  const { actor } = ctx
  const who =
    actor.userType === 'candidate' && actor.candidateId
      ? ({ side: 'candidate', userId: actor.userId, candidateId: actor.candidateId } as const)
      : actor.userType === 'staff'
        ? ({ side: 'staff', userId: actor.userId } as const)
        : null
  if (!who) throw new AppError('FORBIDDEN')
  const [rows, totals] = await Promise.all([inbox(ctx.db, who, input), inboxTotals(ctx.db, who)])
  const threads = rows.map((r) => ({
    threadId: r.thread_id,
    job: r.job_id ? { id: r.job_id, name: r.job_name ?? '' } : null,
    candidate: { id: r.candidate_id, name: r.candidate_name },
    lastMessageAt: iso(r.last_message_at),
    lastMessage: r.last_body === null ? null : messagePreview(r.last_body),
    unreadCount: Number(r.unread),
  }))
  return { unreadCount: totals.unread, total: totals.threads, limit: input.limit, offset: input.offset, threads }
}
