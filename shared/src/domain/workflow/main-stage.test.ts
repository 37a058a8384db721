import { describe, expect, it } from 'vitest'
import { elapsedDays, mainStage } from './main-stage'

describe('mainStage: the stage with most current items among submittal, send-out and offer', () => {
  it.each([
    { name: 'submittal leads', counts: { submittal: 5, sendOut: 2, offer: 1 }, expected: 'submittal' },
    { name: 'send-out leads', counts: { submittal: 1, sendOut: 3, offer: 0 }, expected: 'send_out' },
    { name: 'offer leads', counts: { submittal: 0, sendOut: 1, offer: 2 }, expected: 'offer' },
    {
      name: 'tie submittal/send-out: send-out wins',
      counts: { submittal: 2, sendOut: 2, offer: 0 },
      expected: 'send_out',
    },
    { name: 'tie send-out/offer: offer wins', counts: { submittal: 0, sendOut: 3, offer: 3 }, expected: 'offer' },
    { name: 'tie submittal/offer: offer wins', counts: { submittal: 1, sendOut: 0, offer: 1 }, expected: 'offer' },
    { name: 'three-way tie: offer wins', counts: { submittal: 4, sendOut: 4, offer: 4 }, expected: 'offer' },
    { name: 'all zero: null', counts: { submittal: 0, sendOut: 0, offer: 0 }, expected: null },
  ] as const)('$name', ({ counts, expected }) => {
    expect(mainStage(counts)).toBe(expected)
  })
})

describe('elapsedDays: whole UTC days from open to closed, or to now', () => {
  it.each([
    { name: 'open job: to now', open: '2024-01-01', closed: null, now: '2024-01-31T12:00:00Z', expected: 30 },
    {
      name: 'closed job: to the closed date, not now',
      open: '2024-01-01',
      closed: '2024-01-11',
      now: '2025-01-01T00:00:00Z',
      expected: 10,
    },
    { name: 'opened today', open: '2024-03-10', closed: null, now: '2024-03-10T23:59:59Z', expected: 0 },
    {
      name: 'one minute past UTC midnight is a new day',
      open: '2024-03-10T23:59:00Z',
      closed: null,
      now: '2024-03-11T00:01:00Z',
      expected: 1,
    },
    { name: 'across a leap day', open: '2024-02-28', closed: '2024-03-01', now: '2024-06-01T00:00:00Z', expected: 2 },
    {
      name: 'an offset time counts on its UTC day',
      open: '2024-03-10T22:00:00-05:00',
      closed: null,
      now: '2024-03-11T12:00:00Z',
      expected: 0,
    },
    { name: 'open date in the future: 0', open: '2024-05-01', closed: null, now: '2024-04-01T00:00:00Z', expected: 0 },
    {
      name: 'closed before opened: 0',
      open: '2024-05-01',
      closed: '2024-04-01',
      now: '2024-06-01T00:00:00Z',
      expected: 0,
    },
  ])('$name', ({ open, closed, now, expected }) => {
    expect(elapsedDays(open, closed, now)).toBe(expected)
  })

  it('accepts Date objects', () => {
    expect(elapsedDays(new Date(Date.UTC(2024, 0, 1)), null, new Date(Date.UTC(2024, 0, 8, 6)))).toBe(7)
  })

  it('refuses an invalid date', () => {
    expect(() => elapsedDays('not a date', null, new Date())).toThrow(RangeError)
  })
})
