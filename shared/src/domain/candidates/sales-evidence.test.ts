import { describe, expect, it } from 'vitest'
import { compactMoney, headlineSalesFigures, type SalesEvidenceInput, salesEvidence } from './sales-evidence'

describe('compactMoney', () => {
  it.each([
    [0, '$0'],
    [950, '$950'],
    [950_000, '$950K'],
    [1_000_000, '$1M'],
    [1_250_000, '$1.3M'],
    [12_400_000, '$12M'],
  ])('%d -> %s', (n, s) => expect(compactMoney(n)).toBe(s))
})

describe('salesEvidence', () => {
  const lov = (value: string) => ({ value })
  it.each<[string, SalesEvidenceInput | null, [string, string][]]>([
    ['nothing', null, []],
    ['empty details', { soldIntoLevels: [], soldIntoDepartments: [] }, []],
    [
      'a closer',
      {
        quotaAttainment: 132,
        revenueQuota: 1_200_000,
        averageDealSize: lov('$50K-$100K'),
        averageDealCycle: lov('3-6 months'),
        soldIntoLevels: [lov('VP'), lov('C-Level')],
        soldIntoDepartments: [lov('IT')],
        presidentsClub: true,
      },
      [
        ['Quota attainment', '132%'],
        ['Quota', '$1.2M'],
        ['Average deal', '$50K-$100K'],
        ['Deal cycle', '3-6 months'],
        ['Sold into', 'VP, C-Level'],
        ['Departments', 'IT'],
        ["President's Club", 'Yes'],
      ],
    ],
    [
      'the quota from the list when no amount',
      { annualQuota: lov('$1M-$2M'), revenueQuota: 0 },
      [['Quota', '$1M-$2M']],
    ],
    ['attainment of 0 is a figure', { quotaAttainment: 0 }, [['Quota attainment', '0%']]],
    [
      'a manager: team range and ARR range in millions',
      { teamSizeMin: 5, teamSizeMax: 12, teamArrMin: 2, teamArrMax: 10, teamRank: 1, bookOfBusiness: lov('$5M+') },
      [
        ['Book of business', '$5M+'],
        ['Team size', '5–12'],
        ['Team ARR', '$2M–$10M'],
        ['Team rank', '#1'],
      ],
    ],
    [
      'one end of a range',
      { teamSizeMin: 8, teamArrMax: 3 },
      [
        ['Team size', '8+'],
        ['Team ARR', 'up to $3M'],
      ],
    ],
    ['exact team size wins over a range', { teamSize: 6, teamSizeMin: 1, teamSizeMax: 9 }, [['Team size', '6']]],
    ['not in the club is not shown', { presidentsClub: false }, []],
  ])('%s', (_name, input, expected) => {
    expect(salesEvidence(input).map((f) => [f.label, f.value])).toEqual(expected)
  })
})

describe('headlineSalesFigures', () => {
  it('takes the best attainment, then other headline figures, at most three, no repeats', () => {
    const figures = headlineSalesFigures([
      { quotaAttainment: 95, teamSize: 4 },
      { quotaAttainment: 140, averageDealSize: { value: '$100K+' } },
      { presidentsClub: true },
    ])
    expect(figures.map((f) => f.value)).toEqual(['140%', '$100K+', '4'])
  })
  it('is empty without details', () => {
    expect(headlineSalesFigures([null, undefined])).toEqual([])
  })
})
