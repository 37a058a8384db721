import { describe, expect, it } from 'vitest'
import { defaultInterviewTimezone, withinBusinessHours } from './defaults'

describe('defaultInterviewTimezone', () => {
  it.each([
    ['America/New_York', 'Europe/London', { timezone: 'America/New_York', source: 'candidate' }],
    [null, 'Europe/London', { timezone: 'Europe/London', source: 'user' }],
    ['Not/AZone', 'Europe/London', { timezone: 'Europe/London', source: 'user' }],
    [null, null, { timezone: 'UTC', source: 'default' }],
    ['', 'Mars/Base', { timezone: 'UTC', source: 'default' }],
  ] as const)('candidate %s, user %s -> %o', (candidate, user, expected) => {
    expect(defaultInterviewTimezone(candidate, user)).toEqual(expected)
  })
})

describe('withinBusinessHours (9 to 18 in the candidate’s zone)', () => {
  it.each([
    // New York in winter is UTC-5, in summer UTC-4
    ['2031-01-06T14:00:00Z', 30, 'America/New_York', true], // 09:00
    ['2031-01-06T13:59:00Z', 30, 'America/New_York', false], // 08:59
    ['2031-01-06T22:30:00Z', 30, 'America/New_York', true], // 17:30-18:00
    ['2031-01-06T22:31:00Z', 30, 'America/New_York', false], // ends 18:01
    ['2031-07-07T13:00:00Z', 60, 'America/New_York', true], // 09:00 EDT
    ['2031-07-07T12:30:00Z', 60, 'America/New_York', false], // 08:30 EDT
    ['2031-07-07T08:00:00Z', 30, 'Europe/London', true], // 09:00 BST
    ['2031-01-06T08:00:00Z', 30, 'Europe/London', false], // 08:00 GMT
    ['2031-01-06T03:30:00Z', 30, 'Asia/Kolkata', true], // 09:00 IST
    ['2031-01-06T12:01:00Z', 30, 'Asia/Kolkata', false], // 17:31, ends 18:01
    ['2031-01-06T11:30:00Z', 30, 'Asia/Kolkata', true], // 17:00
  ] as const)('%s for %i min in %s -> %s', (at, minutes, zone, expected) => {
    expect(withinBusinessHours(new Date(at), minutes, zone)).toBe(expected)
  })
})
