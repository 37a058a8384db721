import { Answers, DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import {
  MarkReadResult,
  MessageInboxDto,
  MessageInboxQuery,
  MessageThreadDto,
  MessageThreadParams,
  SendMessageInput,
} from '@quota/shared/contracts/messages'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { getInbox, getThread, markThreadRead, sendMessage } from './threads'

/** Provider staff and candidates; clients have no message calls (the rule answers them 403). */
const MESSAGE_USERS = { userTypes: ['staff', 'candidate', 'client'] } as const

export const messagesRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return new Elysia({ name: 'messages', prefix: '/api', tags: ['Messages'] })
    .use(moduleBase(deps))
    .get(
      '/jobs/:id/candidates/:candidateId/messages',
      async ({ params, actor, requestId }) => ({
        data: await getThread({
          ctx: ctxOf(actor, requestId),
          input: { jobId: params.id, candidateId: params.candidateId },
        }),
      }),
      {
        auth: MESSAGE_USERS,
        params: MessageThreadParams,
        response: { 200: DataEnvelope(MessageThreadDto), ...ErrorResponses, ...Answers(404) },
        detail: {
          summary:
            "A candidate's message thread about a job (recruiters' and the candidate's messages, and the mails sent)",
          operationId: 'getMessageThread',
        },
      },
    )
    .post(
      '/jobs/:id/candidates/:candidateId/messages',
      async ({ params, body, actor, requestId }) => ({
        data: await sendMessage({
          ctx: ctxOf(actor, requestId),
          input: { jobId: params.id, candidateId: params.candidateId, body: body.body },
        }),
      }),
      {
        auth: MESSAGE_USERS,
        params: MessageThreadParams,
        body: SendMessageInput,
        response: { 200: DataEnvelope(MessageThreadDto), ...ErrorResponses, ...Answers(404) },
        detail: {
          summary:
            'Write in the thread: a recruiter to the candidate, or the candidate to the recruiters (newMessage in real time)',
          operationId: 'sendMessage',
        },
      },
    )
    .put(
      '/jobs/:id/candidates/:candidateId/messages/read',
      async ({ params, actor, requestId }) => ({
        data: await markThreadRead({
          ctx: ctxOf(actor, requestId),
          input: { jobId: params.id, candidateId: params.candidateId },
        }),
      }),
      {
        auth: MESSAGE_USERS,
        params: MessageThreadParams,
        response: { 200: DataEnvelope(MarkReadResult), ...ErrorResponses, ...Answers(404) },
        detail: { summary: 'Mark the thread read up to its newest message', operationId: 'markMessageThreadRead' },
      },
    )
    .get(
      '/messages/threads',
      async ({ query, actor, requestId }) => ({ data: await getInbox({ ctx: ctxOf(actor, requestId), input: query }) }),
      {
        auth: MESSAGE_USERS,
        query: MessageInboxQuery,
        response: { 200: DataEnvelope(MessageInboxDto), ...ErrorResponses },
        detail: {
          summary: "The caller's message threads with unread counts, and the unread total (the header badge)",
          operationId: 'listMessageThreads',
        },
      },
    )
}
