import { describe, expect, it } from 'vitest'
import { outboxMessageId, senderDomain } from './message-id'

describe('senderDomain', () => {
  it.each([
    ['Quota <no-reply@quota.local>', 'quota.local'],
    ['no-reply@Mail.Example.com', 'mail.example.com'],
    ['"Team, Quota" <team@quota.io>', 'quota.io'],
    ['no address', 'quota.local'],
    ['Broken <a@b c>', 'quota.local'],
  ])('%s -> %s', (from, domain) => {
    expect(senderDomain(from)).toBe(domain)
  })
})

describe('outboxMessageId', () => {
  it('is derived from the outbox row alone, so every attempt carries the same one', () => {
    const id = '0193c0de-0000-7000-8000-000000000001'
    expect(outboxMessageId(id, 'Quota <no-reply@quota.io>')).toBe(`<outbox.${id}@quota.io>`)
    expect(outboxMessageId(id, 'Quota <no-reply@quota.io>')).toBe(outboxMessageId(id, 'Quota <no-reply@quota.io>'))
  })
})
