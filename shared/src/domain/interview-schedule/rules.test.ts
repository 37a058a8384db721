import { describe, expect, it } from 'vitest'
import {
  canStillCancel,
  findClash,
  interviewChangeability,
  inviteRecipients,
  isInPast,
  type TimedInterview,
} from './rules'

const at = (iso: string) => new Date(iso)
const base: TimedInterview = {
  id: 'new',
  startsAt: at('2099-01-15T14:00:00Z'),
  durationMinutes: 30,
  candidateId: 'alice',
  interviewerEmails: ['ann@acme.test'],
}
const other = (over: Partial<TimedInterview>): TimedInterview => ({
  id: 'old',
  startsAt: at('2099-01-15T16:00:00Z'),
  durationMinutes: 30,
  candidateId: 'bob',
  interviewerEmails: ['zed@acme.test'],
  ...over,
})

describe('findClash (10-minute buffer)', () => {
  it.each([
    ['same candidate, overlapping', other({ candidateId: 'alice', startsAt: at('2099-01-15T14:15:00Z') }), 'candidate'],
    [
      'same candidate, ends 5 min before',
      other({ candidateId: 'alice', startsAt: at('2099-01-15T13:25:00Z') }),
      'candidate',
    ],
    [
      'same candidate, starts 5 min after',
      other({ candidateId: 'alice', startsAt: at('2099-01-15T14:35:00Z') }),
      'candidate',
    ],
    [
      'same candidate, ends exactly 10 min before',
      other({ candidateId: 'alice', startsAt: at('2099-01-15T13:20:00Z') }),
      null,
    ],
    [
      'same candidate, starts exactly 10 min after',
      other({ candidateId: 'alice', startsAt: at('2099-01-15T14:40:00Z') }),
      null,
    ],
    [
      'same interviewer (other case), overlapping',
      other({ interviewerEmails: ['ANN@acme.test'], startsAt: at('2099-01-15T14:10:00Z') }),
      'interviewer',
    ],
    ['other people, overlapping', other({ startsAt: at('2099-01-15T14:00:00Z') }), null],
    ['itself (a reschedule)', other({ id: 'new', candidateId: 'alice', startsAt: at('2099-01-15T14:00:00Z') }), null],
    ['same candidate, another day', other({ candidateId: 'alice', startsAt: at('2099-01-16T14:00:00Z') }), null],
  ] as const)('%s', (_name, existing, who) => {
    const clash = findClash(base, [existing])
    expect(clash?.who ?? null).toBe(who)
    if (clash?.who === 'interviewer') expect(clash.email).toBe('ANN@acme.test')
  })

  it('names the earliest clash', () => {
    const clash = findClash(base, [
      other({ id: 'late', candidateId: 'alice', startsAt: at('2099-01-15T14:20:00Z') }),
      other({ id: 'early', candidateId: 'alice', startsAt: at('2099-01-15T13:45:00Z') }),
    ])
    expect(clash?.interviewId).toBe('early')
  })
})

describe('isInPast and canStillCancel', () => {
  const now = at('2026-11-26T12:00:00Z')
  it.each([
    ['2026-11-26T11:59:00Z', true],
    ['2026-11-26T12:00:00Z', true],
    ['2026-11-26T12:01:00Z', false],
  ])('%s in the past: %s', (iso, past) => expect(isInPast(at(iso), now)).toBe(past))
  it.each([
    ['2026-12-01T12:00:00Z', true],
    ['2026-10-27T12:00:00Z', true],
    ['2026-10-27T11:59:00Z', false],
  ])('started %s, cancellable: %s', (iso, ok) => expect(canStillCancel(at(iso), now)).toBe(ok))
})

describe('inviteRecipients', () => {
  const people = {
    candidate: { email: 'Alice@Mail.test', name: 'Alice' },
    interviewers: [
      { email: 'ann@acme.test', name: 'Ann' },
      { email: 'am@quota.test', name: 'Also the AM' },
    ],
    accountManager: { email: 'am@quota.test', name: 'Account Manager' },
    candidateOwner: { email: 'owner@quota.test', name: null },
  }
  it.each([
    [
      'all',
      [
        'alice@mail.test:candidate',
        'ann@acme.test:interviewer',
        'am@quota.test:interviewer',
        'owner@quota.test:candidateOwner',
      ],
    ],
    ['staffOnly', ['am@quota.test:accountManager', 'owner@quota.test:candidateOwner']],
    ['none', []],
  ] as const)('%s', (audience, expected) => {
    expect(inviteRecipients(audience, people).map((r) => `${r.email}:${r.role}`)).toEqual(expected)
  })
  it('skips people who are missing', () => {
    expect(inviteRecipients('staffOnly', { accountManager: null, candidateOwner: null })).toEqual([])
  })
})

describe('interviewChangeability (the calendar notice)', () => {
  it.each([
    [{ source: 'quota', saveMode: 'send', state: 'scheduled' }, 'changeable'],
    [{ source: 'quota', saveMode: 'save', state: 'scheduled' }, 'changeable'],
    [{ source: 'quota', saveMode: 'downloadIcs', state: 'scheduled' }, 'external'],
    [{ source: 'ats', saveMode: 'send', state: 'scheduled' }, 'external'],
    [{ source: 'ics', saveMode: 'save', state: 'scheduled' }, 'external'],
    [{ source: 'googleCalendar', saveMode: 'save', state: 'scheduled' }, 'external'],
    [{ source: 'ats', saveMode: 'send', state: 'cancelled' }, 'external'],
    [{ source: 'quota', saveMode: 'send', state: 'cancelled' }, 'notScheduled'],
    [{ source: 'quota', saveMode: 'send', state: 'completed' }, 'notScheduled'],
  ] as const)('%o is %s', (interview, expected) => {
    expect(interviewChangeability(interview)).toBe(expected)
  })
})
