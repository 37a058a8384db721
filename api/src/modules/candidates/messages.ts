/**
 * GET candidates/{id}/messages (spec 000 §2, 001 §2: the profile's messages tab): what the product
 * sent this candidate (pitches by e-mail and InMail, opportunities, rejection notices, job
 * snippets), newest first, from the message record the sending action writes
 * (api/src/mail/message-log.ts). Provider staff see any candidate's; a candidate only their own;
 * clients none (the route).
 */
import type { CandidateMessage } from '@quota/shared/contracts/candidates'
import { candidateFor } from './access'
import type { CandidateCtx } from './context'
import { messagesSentTo } from './repository'

export async function listCandidateMessages({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; limit: number; offset: number }
}) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const { rows, total } = await messagesSentTo(ctx.db, candidate.id, input)
  const data = rows.map(
    ({ message, job, sentBy }): CandidateMessage => ({
      id: message.id,
      channel: message.channel,
      kind: message.template ?? message.channel,
      subject: message.subject,
      to: message.recipient,
      body: message.body,
      job: job?.id ? { id: job.id, name: job.name } : null,
      sentBy,
      status: message.sentAt ? 'sent' : message.failedAt ? 'failed' : 'queued',
      createdAt: message.createdAt.toISOString(),
      sentAt: message.sentAt?.toISOString() ?? null,
    }),
  )
  return { data, meta: { total, limit: input.limit, offset: input.offset } }
}
