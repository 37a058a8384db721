import type { Logger } from 'pino'
import type { Config } from '../config/env'
import type { DbOrTx } from '../db/client'
import type { OutboxEventRow } from '../db/schema'
import { type OutboxHandler, type OutboxWorker, startOutboxWorker } from '../jobs/outbox-worker'
import { MAIL_TOPIC, type MailPayload } from './outbox'
import { createMailTransport, type MailTransport } from './transport'

/** Sends one `mail.send` row; after an SMTP delivery the body (codes, links) is scrubbed from the row. */
export function mailHandler(transport: MailTransport): OutboxHandler {
  return async (event: OutboxEventRow) => {
    const mail = event.payload as MailPayload
    await transport.send(mail)
    if (transport.kind === 'smtp') {
      return { to: mail.to, template: mail.template, subject: mail.subject, delivery: 'smtp' }
    }
    return { ...mail, delivery: transport.kind === 'devMailbox' ? 'devMailbox' : undefined }
  }
}

/** The mail worker server.ts starts: the outbox relay with the mail handler. */
export function startMailWorker(deps: {
  db: DbOrTx
  config: Config
  logger: Logger
}): OutboxWorker & { transport: MailTransport } {
  const transport = createMailTransport(deps.config, deps.logger)
  const worker = startOutboxWorker({
    db: deps.db,
    logger: deps.logger,
    handlers: { [MAIL_TOPIC]: mailHandler(transport) },
    pollMs: deps.config.OUTBOX_POLL_MS,
  })
  return {
    transport,
    tick: worker.tick,
    async stop() {
      await worker.stop()
      transport.close()
    },
  }
}
