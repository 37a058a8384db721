import { describe, expect, it } from 'vitest'
import {
  oteGapPercent,
  qualifyingThemes,
  REASON_THEME_BY_IDENTIFIER,
  type ReasonCount,
  type RoleCompensation,
  suggestedActions,
  themeOfReason,
} from './suggested-actions'

const r = (identifier: string | null, count: number): ReasonCount => ({ identifier, count })

describe('themeOfReason', () => {
  it.each([
    ['clientCompensation', 'compensation'],
    ['candidateCompensation', 'compensation'],
    ['providerCompensationMismatch', 'compensation'],
    ['candidateLocation', 'location'],
    ['clientTooJunior', 'seniority'],
    ['candidateAcceptedCounterOffer', 'competingOffers'],
    ['clientOther', 'other'],
    ['somethingNew', 'other'],
    [null, 'other'],
  ])('%s -> %s', (identifier, theme) => {
    expect(themeOfReason(identifier)).toBe(theme)
  })

  it('knows every reference reason except the "Other", "unresponsive" and "already represented" ones', () => {
    expect(Object.keys(REASON_THEME_BY_IDENTIFIER)).toHaveLength(26)
  })
})

describe('qualifyingThemes', () => {
  it.each<[string, ReasonCount[], { theme: string; count: number; share: number }[]]>([
    ['nothing rejected', [], []],
    [
      'one theme at exactly 20 % with 3 counts',
      [r('clientCompensation', 3), r('clientOther', 12)],
      [{ theme: 'compensation', count: 3, share: 20 }],
    ],
    ['just under 20 %', [r('clientCompensation', 3), r('clientOther', 13)], []],
    ['a large share of too few counts', [r('clientCompensation', 2), r(null, 1)], []],
    ['"Other" and no reason never qualify', [r('clientOther', 10), r(null, 10)], []],
    [
      'reasons of one theme add up, from every party',
      [r('clientCompensation', 2), r('candidateCompensation', 2), r('clientLocation', 1), r(null, 5)],
      [{ theme: 'compensation', count: 4, share: 40 }],
    ],
    [
      'largest share first, at most 3',
      [
        r('clientLocation', 5),
        r('clientCompensation', 6),
        r('clientTooJunior', 5),
        r('clientTenure', 5),
        r('clientOther', 0),
      ],
      [
        { theme: 'compensation', count: 6, share: 28.6 },
        { theme: 'location', count: 5, share: 23.8 },
        { theme: 'seniority', count: 5, share: 23.8 },
      ],
    ],
  ])('%s', (_name, reasons, expected) => {
    expect(qualifyingThemes(reasons)).toEqual(expected)
  })
})

describe('oteGapPercent', () => {
  it.each([
    [180_000, 200_000, 10],
    [200_000, 200_000, 0],
    [220_000, 200_000, -10],
    [190_500, 200_000, 5],
    [1, 0, 0],
  ])('midpoint %d, market %d -> %d %%', (mid, market, gap) => {
    expect(oteGapPercent(mid, market)).toBe(gap)
  })
})

describe('suggestedActions', () => {
  const reasons = [r('clientCompensation', 4), r('candidateCompensation', 2), r('clientOther', 4)]
  const role = (position: string, oteMidpoint: number | null, marketOteMedian: number | null): RoleCompensation => ({
    position,
    oteMidpoint,
    marketOteMedian,
  })

  it.each<[string, RoleCompensation[], string[]]>([
    [
      'names each role whose OTE sits 5 % or more below the market, largest gap first',
      [
        role('Account Executive', 180_000, 200_000),
        role('SDR', 95_000, 100_000),
        role('Sales Manager', 260_000, 250_000),
        role('Solutions Engineer', 196_000, 200_000),
      ],
      [
        '60 % of the rejection reasons.',
        'Account Executive: the OTE range sits 10 % below the market median (midpoint $180,000, market $200,000). Consider raising it or adding variable upside.',
        'SDR: the OTE range sits 5 % below the market median (midpoint $95,000, market $100,000). Consider raising it or adding variable upside.',
      ],
    ],
    [
      'every range at or above the market',
      [role('Account Executive', 205_000, 200_000)],
      [
        '60 % of the rejection reasons.',
        'The OTE ranges sit at or near the market median for the roles compared: look at the base salary split and how the range is presented to candidates.',
      ],
    ],
    [
      'no role can be compared (no range, or too little market data)',
      [role('Account Executive', null, 200_000), role('SDR', 90_000, null)],
      [
        '60 % of the rejection reasons.',
        "No role has both an OTE range and enough market data: compare each role's OTE range in the compensation engine.",
      ],
    ],
  ])('compensation: %s', (_name, roles, details) => {
    expect(suggestedActions(reasons, roles)).toEqual([
      { theme: 'compensation', count: 6, share: 60, title: 'Compensation', details },
    ])
  })

  it('other themes get their fixed advice', () => {
    expect(suggestedActions([r('candidateProcessTooLong', 3), r('candidateInterviewExperience', 1)], [])).toEqual([
      {
        theme: 'process',
        count: 4,
        share: 100,
        title: 'Interview process',
        details: [
          '100 % of the rejection reasons.',
          'Shorten the process or the time between steps; give candidates a clear timeline.',
        ],
      },
    ])
  })
})
