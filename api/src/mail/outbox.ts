import { enqueueOutbox } from '../audit/write-audit'
import type { DbOrTx } from '../db/client'
import { type MailTemplate, type MailTemplates, renderMail } from './templates'

export const MAIL_TOPIC = 'mail.send' as const

/** The payload of a `mail.send` outbox row. html/text are dropped once delivered over SMTP. */
export interface MailPayload {
  [key: string]: unknown
  to: string
  template: MailTemplate
  subject: string
  html?: string
  text?: string
  /**
   * An iMIP invitation (RFC 6047): sent as a `text/calendar; method=...` alternative part and the
   * same file as an .ics attachment, so calendars offer Accept/Decline and others can import it.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string; filename: string }
  /** The candidate's message this mail is (stamped sent or failed by the worker). */
  messageId?: string
  /** Set by the worker: the Message-ID header it sent (derived from the outbox row). */
  messageIdHeader?: string
  /** Set by the worker: how it went out. */
  delivery?: 'smtp' | 'devMailbox' | 'notWhitelisted'
}

/**
 * Queues a mail in the caller's transaction: it goes out only if the change commits, and it is
 * not lost if the process stops before sending (design: transactional outbox).
 */
export async function enqueueMail<K extends MailTemplate>(
  tx: DbOrTx,
  input: {
    to: string
    template: K
    data: MailTemplates[K]
    requestId?: string | null
    aggregateType?: string
    aggregateId?: string | null
  },
): Promise<string> {
  const rendered = renderMail(input.template, input.data)
  const payload: MailPayload = { to: input.to, template: input.template, ...rendered }
  const [id] = await enqueueOutbox(tx, {
    topic: MAIL_TOPIC,
    payload,
    aggregateType: input.aggregateType ?? 'user',
    aggregateId: input.aggregateId ?? null,
    requestId: input.requestId ?? null,
  })
  return id!
}
