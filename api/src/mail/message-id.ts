/**
 * The Message-ID of the mail an outbox row stands for: the same on every attempt, so a send
 * retried after a crash or a lost acknowledgement is recognisable as the same message (by the
 * receiving servers' duplicate checks and by anyone reading the logs).
 */
export function outboxMessageId(outboxId: string, mailFrom: string): string {
  return `<outbox.${outboxId}@${senderDomain(mailFrom)}>`
}

/** The domain of `Name <user@domain>` or `user@domain`; `quota.local` when there is none. */
export function senderDomain(mailFrom: string): string {
  const address = /<([^>]*)>/.exec(mailFrom)?.[1] ?? mailFrom
  const domain = address.slice(address.lastIndexOf('@') + 1).trim()
  return address.includes('@') && /^[A-Za-z0-9.-]+$/.test(domain) ? domain.toLowerCase() : 'quota.local'
}
