/**
 * GET candidates/{id}/messages (spec 000 §2, 001 §2: the profile's messages tab): the mails the
 * product sent this candidate, newest first. Mails are recorded where they are queued, as
 * `mail.send` outbox rows: account mails on the candidate's user, pipeline mails (opportunity,
 * rejection, snippet, pitch) on their job stage. Only the envelope is answered: bodies hold
 * sign-in codes and answer links meant for the candidate alone (and SMTP delivery scrubs them).
 * Provider staff see any candidate's; a candidate only their own; clients none (the route).
 */
import type { CandidateMessage } from '@quota/shared/contracts/candidates'
import type { MailPayload } from '../../mail/outbox'
import { candidateFor } from './access'
import type { CandidateCtx } from './context'
import { mailsSentTo } from './repository'

export async function listCandidateMessages({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; limit: number; offset: number }
}) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const { rows, total } = await mailsSentTo(ctx.db, candidate, input)
  const data = rows.map(({ event, job }): CandidateMessage => {
    const mail = event.payload as MailPayload
    return {
      id: event.id,
      channel: 'email',
      kind: mail.template,
      subject: mail.subject,
      to: mail.to,
      job: job?.id ? { id: job.id, name: job.name } : null,
      status: !event.processedAt ? 'queued' : event.lastError ? 'failed' : 'sent',
      createdAt: event.createdAt.toISOString(),
      sentAt: event.processedAt && !event.lastError ? event.processedAt.toISOString() : null,
    }
  })
  return { data, meta: { total, limit: input.limit, offset: input.offset } }
}
