import { mailAllowedByWhitelist } from '@quota/shared/domain/admin/registers'
import type { Logger } from 'pino'
import type { Config } from '../config/env'
import type { Database, DbOrTx } from '../db/client'
import type { OutboxEventRow } from '../db/schema'
import {
  type OutboxHandler,
  type OutboxWorker,
  type OutboxWorkerOptions,
  startOutboxWorker,
} from '../jobs/outbox-worker'
import { whitelistEntries } from '../modules/admin/registers'
import { outboxMessageId } from './message-id'
import { markMessageFailed, markMessageSent } from './message-log'
import { MAIL_TOPIC, type MailPayload } from './outbox'
import { createMailTransport, type MailTransport } from './transport'

/**
 * The outbox relay's options for mail: sends one `mail.send` row (after an SMTP delivery the
 * body, with its codes and links, is scrubbed from the row), stamps the candidate's message it
 * stands for as sent, or as failed once the relay gives up on it.
 */
export function mailOutboxOptions(deps: {
  db: DbOrTx
  logger: Logger
  transport: MailTransport
  /** The sender (MAIL_FROM), whose domain ends each Message-ID. */
  mailFrom: string
  /**
   * Outside production the e-mail whitelist (manage-email-whitelisting) decides who gets mail:
   * once it has entries, mail to anyone else is not sent and its message shows as failed.
   */
  enforceWhitelist?: boolean
  clock?: () => Date
  pollMs?: number
  maxAttempts?: number
}): OutboxWorkerOptions {
  const { db, transport } = deps
  const send: OutboxHandler = async (event: OutboxEventRow) => {
    const mail = event.payload as MailPayload
    const messageIdHeader = outboxMessageId(event.id, deps.mailFrom)
    if (deps.enforceWhitelist && !mailAllowedByWhitelist(mail.to, await whitelistEntries(db))) {
      if (mail.messageId) await markMessageFailed(db, mail.messageId)
      return { ...mail, messageIdHeader, delivery: 'notWhitelisted' }
    }
    await transport.send(mail, { messageId: messageIdHeader })
    if (mail.messageId) await markMessageSent(db, mail.messageId)
    if (transport.kind === 'smtp') {
      return {
        to: mail.to,
        template: mail.template,
        subject: mail.subject,
        delivery: 'smtp',
        messageId: mail.messageId,
        messageIdHeader,
      }
    }
    return { ...mail, messageIdHeader, delivery: transport.kind === 'devMailbox' ? 'devMailbox' : undefined }
  }
  return {
    db,
    logger: deps.logger,
    handlers: { [MAIL_TOPIC]: send },
    onGiveUp: async (event) => {
      const { messageId } = event.payload as MailPayload
      if (messageId) await markMessageFailed(db, messageId)
    },
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...(deps.pollMs ? { pollMs: deps.pollMs } : {}),
    ...(deps.maxAttempts ? { maxAttempts: deps.maxAttempts } : {}),
  }
}

/** The mail worker server.ts starts: the outbox relay with the mail options. */
export function startMailWorker(deps: {
  db: DbOrTx
  config: Config
  logger: Logger
  listen?: Database['listen']
}): OutboxWorker & { transport: MailTransport } {
  const transport = createMailTransport(deps.config, deps.logger)
  const worker = startOutboxWorker({
    ...mailOutboxOptions({
      db: deps.db,
      logger: deps.logger,
      transport,
      mailFrom: deps.config.MAIL_FROM,
      enforceWhitelist: !deps.config.isProduction,
      pollMs: deps.config.OUTBOX_POLL_MS,
    }),
    listen: deps.listen,
  })
  return {
    transport,
    tick: worker.tick,
    busy: worker.busy,
    async stop() {
      await worker.stop()
      transport.close()
    },
  }
}
