/** The message calls: a candidate's thread about a job, writing in it, marking it read, the inbox. */
import type { MarkReadResult, MessageInboxDto, MessageThreadDto } from '@quota/shared/contracts/messages'
import { type DataAnswer, http } from '../../app/http'

export type { MessageInboxDto, MessageThreadDto }

const path = (jobId: string, candidateId: string) => `/jobs/${jobId}/candidates/${candidateId}/messages`

export async function fetchThread(jobId: string, candidateId: string): Promise<MessageThreadDto> {
  return (await http.get<DataAnswer<MessageThreadDto>>(path(jobId, candidateId))).data
}

export async function postMessage(jobId: string, candidateId: string, body: string): Promise<MessageThreadDto> {
  return (await http.post<DataAnswer<MessageThreadDto>>(path(jobId, candidateId), { body })).data
}

export async function markThreadRead(jobId: string, candidateId: string): Promise<MarkReadResult> {
  return (
    await http.put<DataAnswer<MarkReadResult>>(`${path(jobId, candidateId)}/read`, undefined, { ignoreError: true })
  ).data
}

/** Threads per page of the conversation list. */
export const INBOX_PAGE = 25

/** One page of the caller's threads, with the thread and unread totals over all of them. */
export async function fetchInbox(offset = 0, limit = INBOX_PAGE): Promise<MessageInboxDto> {
  return (await http.get<DataAnswer<MessageInboxDto>>('/messages/threads', { query: { limit, offset } })).data
}
