import { describe, expect, it } from 'vitest'
import { type GuestFeedbackLinkInput, guestFeedbackLinkExpiry, guestFeedbackLinkState } from './guest-link'

const now = new Date('2026-03-10T12:00:00Z')
const base: GuestFeedbackLinkInput = {
  link: { expiresAt: new Date('2026-03-20T12:00:00Z'), revokedAt: null },
  onPanel: true,
  hasAccount: false,
  interview: { state: 'scheduled', startsAt: new Date('2026-03-09T10:00:00Z') },
  now,
}

describe('guestFeedbackLinkExpiry', () => {
  it('is 14 days after the mail', () => {
    expect(guestFeedbackLinkExpiry(now).toISOString()).toBe('2026-03-24T12:00:00.000Z')
  })
})

describe('guestFeedbackLinkState', () => {
  it.each<[string, Partial<GuestFeedbackLinkInput>, string]>([
    ['a valid link after the interview', {}, 'ok'],
    ['no such link', { link: null }, 'invalid'],
    ['a revoked link', { link: { expiresAt: base.link!.expiresAt, revokedAt: now } }, 'invalid'],
    ['an address taken off the panel', { onPanel: false }, 'invalid'],
    ['the last instant', { link: { expiresAt: now, revokedAt: null } }, 'expired'],
    ['a link with no expiry (never made so)', { link: { expiresAt: null, revokedAt: null } }, 'expired'],
    ['a cancelled interview', { interview: { state: 'cancelled', startsAt: base.interview.startsAt } }, 'cancelled'],
    ['an address that now has an account', { hasAccount: true }, 'hasAccount'],
    [
      'an interview moved to the future',
      { interview: { state: 'scheduled', startsAt: new Date('2026-03-11T10:00:00Z') } },
      'notHeldYet',
    ],
    [
      'expired wins over cancelled',
      {
        link: { expiresAt: new Date('2026-03-01T00:00:00Z'), revokedAt: null },
        interview: { state: 'cancelled', startsAt: base.interview.startsAt },
      },
      'expired',
    ],
  ])('%s -> %s', (_, over, expected) => {
    expect(guestFeedbackLinkState({ ...base, ...over })).toBe(expected)
  })
})
