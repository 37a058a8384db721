import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import type { Config } from '../config/env'
import type { MailPayload } from './outbox'

export interface MailTransport {
  kind: 'smtp' | 'devMailbox' | 'none'
  /**
   * Sends one mail with the given Message-ID header (derived from its outbox row, the same on
   * every attempt); throws to have the worker retry later.
   */
  send(mail: MailPayload, headers: { messageId: string }): Promise<void>
  close(): void
}

/** Where mail goes: SMTP when SMTP_URL is set; the dev mailbox otherwise, never in production. */
export function mailMode(config: Config): MailTransport['kind'] {
  if (config.SMTP_URL) return 'smtp'
  return config.isProduction ? 'none' : 'devMailbox'
}

export function createMailTransport(config: Config, logger: Logger): MailTransport {
  const mode = mailMode(config)
  if (mode === 'smtp') {
    const transporter = nodemailer.createTransport(config.SMTP_URL!)
    return {
      kind: 'smtp',
      async send(mail, headers) {
        await transporter.sendMail({
          messageId: headers.messageId,
          from: config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          ...(mail.text ? { text: mail.text } : {}),
          ...(mail.html ? { html: mail.html } : {}),
          // nodemailer puts it in twice: the text/calendar alternative and an application/ics attachment
          ...(mail.calendar
            ? {
                icalEvent: {
                  method: mail.calendar.method,
                  content: mail.calendar.content,
                  filename: mail.calendar.filename,
                },
              }
            : {}),
        })
      },
      close: () => transporter.close(),
    }
  }
  if (mode === 'devMailbox') {
    // the outbox row itself is the mailbox: an admin reads it at /api/dev/mailbox
    return { kind: 'devMailbox', async send() {}, close() {} }
  }
  return {
    kind: 'none',
    async send() {
      logger.error('SMTP_URL is not set in production: mail stays queued')
      throw new Error('No mail transport configured (SMTP_URL)')
    },
    close() {},
  }
}
