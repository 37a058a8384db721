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

describe('headlineSalesFigures: one role speaks for the candidate (issue 37)', () => {
  // Jordan Lee: a current Enterprise AE, and an older SMB role with a higher attainment
  const enterprise = {
    id: 'ent',
    isCurrent: true,
    title: 'Enterprise AE',
    companyName: 'Bigco',
    quotaAttainment: 133,
    averageDealSize: { value: '$250K–$500K' },
  }
  const smb = {
    id: 'smb',
    isCurrent: false,
    title: 'SMB AE',
    companyName: 'Smallco',
    quotaAttainment: 165,
    averageDealSize: { value: '$5K–$10K' },
    teamSize: 4,
  }
  const older = { id: 'old', isCurrent: false, title: 'SDR', presidentsClub: true }
  it.each([
    ['the current role, not the best attainment', [enterprise, smb], null, 'ent', ['133%', '$250K–$500K']],
    ['the chosen headline wins over the current role', [enterprise, smb], 'smb', 'smb', ['165%', '$5K–$10K', '4']],
    [
      'an unknown headline id falls back to the current role',
      [smb, enterprise],
      'gone',
      'ent',
      ['133%', '$250K–$500K'],
    ],
    ['no current role: the newest', [smb, older], null, 'smb', ['165%', '$5K–$10K', '4']],
    ['figures are never borrowed from another role', [{ id: 'x', isCurrent: true }, smb], null, 'x', []],
    ['at most three', [{ ...smb, presidentsClub: true }], null, 'smb', ['165%', '$5K–$10K', '4']],
    ['no roles: nothing', [], null, null, []],
  ] as const)('%s', (_name, roles, headlineId, roleId, values) => {
    const h = headlineSalesFigures(roles, headlineId)
    expect(h.role?.id ?? null).toBe(roleId)
    expect(h.figures.map((f) => f.value)).toEqual(values)
  })
  it('says when the figures come from a past role', () => {
    expect(headlineSalesFigures([smb], null).role).toEqual({
      id: 'smb',
      title: 'SMB AE',
      companyName: 'Smallco',
      isCurrent: false,
    })
  })
})
