import { describe, expect, it } from 'vitest'
import {
  capRefusal,
  dailyCaps,
  EXTENSION_ACTION_KINDS,
  EXTENSION_DAILY_CAPS,
  SCRAPING_KINDS,
  shouldPromptBotStats,
  tallyScraping,
} from './index'

const NO_ACTIONS = { shortlist: 0, pitchEmail: 0, inMail: 0 }

describe('scraping tally', () => {
  it.each([
    ['nothing', [], { profile: 0, searchPage: 0, company: 0, project: 0, ...NO_ACTIONS }, 0],
    [
      'one kind in several hours',
      [
        { kind: 'profile', count: 3 },
        { kind: 'profile', count: 4 },
      ],
      { profile: 7, searchPage: 0, company: 0, project: 0, ...NO_ACTIONS },
      7,
    ],
    [
      'every kind',
      [
        { kind: 'profile', count: 1 },
        { kind: 'searchPage', count: 2 },
        { kind: 'company', count: 3 },
        { kind: 'project', count: 4 },
      ],
      { profile: 1, searchPage: 2, company: 3, project: 4, ...NO_ACTIONS },
      10,
    ],
  ] as const)('%s', (_why, rows, byKind, total) => {
    expect(tallyScraping(rows)).toEqual({ byKind, total })
  })
})

describe('the extension’s daily caps', () => {
  it.each([
    { kind: 'inMail', used: 0, remaining: 25, refused: false },
    { kind: 'inMail', used: 24, remaining: 1, refused: false },
    { kind: 'inMail', used: 25, remaining: 0, refused: true },
    { kind: 'inMail', used: 30, remaining: 0, refused: true },
    { kind: 'pitchEmail', used: 49, remaining: 1, refused: false },
    { kind: 'pitchEmail', used: 50, remaining: 0, refused: true },
    { kind: 'shortlist', used: undefined, remaining: 100, refused: false },
    { kind: 'shortlist', used: -3, remaining: 100, refused: false },
  ] as const)('$kind with $used used: $remaining left', ({ kind, used, remaining, refused }) => {
    const cap = dailyCaps(used === undefined ? {} : { [kind]: used }).find((c) => c.kind === kind)!
    expect(cap.remaining).toBe(remaining)
    expect(cap.limit).toBe(EXTENSION_DAILY_CAPS[kind])
    expect(capRefusal(cap) !== null).toBe(refused)
  })

  it('names the cap and when it resets', () => {
    const [, , inMail] = dailyCaps({ inMail: 25 })
    expect(capRefusal(inMail!)).toBe(
      'Daily limit reached: 25 InMail drafts a day from the extension. It resets at midnight in your time zone.',
    )
  })

  it('counts actions as kinds of the statistics, apart from reads', () => {
    for (const k of EXTENSION_ACTION_KINDS) expect(SCRAPING_KINDS).toContain(k)
    expect(SCRAPING_KINDS.slice(0, 4)).toEqual(['profile', 'searchPage', 'company', 'project'])
  })
})

describe('the internal recruiter’s statistics prompt (000 §6)', () => {
  const now = new Date('2026-03-10T12:00:00Z')
  it.each([
    ['never viewed, extension announced', true, true, null, true],
    ['viewed 3 days ago', true, true, '2026-03-07T12:00:00Z', true],
    ['viewed exactly 2 days ago', true, true, '2026-03-08T12:00:00Z', false],
    ['viewed a day ago', true, true, '2026-03-09T12:00:00Z', false],
    ['no extension in this browser', true, false, null, false],
    ['not an internal recruiter', false, true, null, false],
    ['an unreadable last view counts as never', true, true, 'yesterday', true],
  ] as const)('%s', (_why, internalRecruiter, extensionInstalled, lastViewedAt, expected) => {
    expect(shouldPromptBotStats({ internalRecruiter, extensionInstalled, lastViewedAt, now })).toBe(expected)
  })
})
