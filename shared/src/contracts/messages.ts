/**
 * In-app messages between the provider's recruiters and a candidate, one thread per candidate
 * and job (000 §2 messages tabs, §3 newMessage, §5 message 1600; 001 §3 unreadMessagesCount).
 * The thread also holds what the product mailed the candidate about the job (channel email or
 * inMail), so both sides read one history.
 */
import * as z from 'zod'
import { MESSAGE_CHANNELS } from '../domain/enums'
import { MESSAGE_BODY_MAX } from '../domain/messages/thread-rules'

export const MessageThreadParams = z.strictObject({
  id: z.uuid().describe('The job'),
  candidateId: z.uuid().describe('The candidate'),
})
export type MessageThreadParams = z.infer<typeof MessageThreadParams>

export const SendMessageInput = z.strictObject({
  body: z
    .string()
    .max(MESSAGE_BODY_MAX * 2)
    .describe(`The message, plain text (trimmed; 1 to ${MESSAGE_BODY_MAX} characters)`),
})
export type SendMessageInput = z.infer<typeof SendMessageInput>

export const MessageDto = z.object({
  id: z.uuid(),
  channel: z.enum(MESSAGE_CHANNELS),
  subject: z.string().nullable(),
  body: z.string(),
  sender: z.object({
    userId: z.uuid().nullable(),
    name: z.string().nullable(),
    side: z.enum(['staff', 'candidate', 'system']).describe('system = a mail the product sent'),
  }),
  mine: z.boolean().describe('Written by the caller'),
  createdAt: z.string(),
})
export type MessageDto = z.infer<typeof MessageDto>

export const MessageThreadDto = z.object({
  threadId: z.uuid().nullable().describe('Null until the first message'),
  job: z.object({ id: z.uuid(), name: z.string() }),
  candidate: z.object({ id: z.uuid(), name: z.string() }),
  canWrite: z.boolean().describe('The caller may write in this thread'),
  canReach: z.boolean().describe('The other side can read in-app messages (the candidate has a sign-in)'),
  unreadCount: z.number().int().describe('Messages from others the caller has not read'),
  messages: z.array(MessageDto).describe('Oldest first, the last 200'),
})
export type MessageThreadDto = z.infer<typeof MessageThreadDto>

export const MessageThreadSummary = z.object({
  threadId: z.uuid(),
  job: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  candidate: z.object({ id: z.uuid(), name: z.string() }),
  lastMessageAt: z.string().nullable(),
  lastMessage: z.string().nullable().describe('A short preview of the newest message'),
  unreadCount: z.number().int(),
})
export type MessageThreadSummary = z.infer<typeof MessageThreadSummary>

export const MessageInboxQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(25).describe('Threads per page'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('Threads to skip'),
})
export type MessageInboxQuery = z.infer<typeof MessageInboxQuery>

export const MessageInboxDto = z.object({
  unreadCount: z.number().int().describe('All unread messages of the caller over every thread (the header badge)'),
  total: z.number().int().describe('How many threads the caller has, over all pages'),
  limit: z.number().int(),
  offset: z.number().int(),
  threads: z.array(MessageThreadSummary).describe('One page of the caller’s threads, newest first'),
})
export type MessageInboxDto = z.infer<typeof MessageInboxDto>

export const MarkReadResult = z.object({ threadId: z.uuid().nullable(), unreadCount: z.number().int() })
export type MarkReadResult = z.infer<typeof MarkReadResult>
