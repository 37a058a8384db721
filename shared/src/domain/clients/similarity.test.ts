import { describe, expect, it } from 'vitest'
import { type OrganizationTraits, rankSimilar, similarity } from './similarity'

const base: OrganizationTraits = {
  id: 't',
  name: 'Target',
  industryId: 'saas',
  sizeRank: 3,
  fundingRoundId: 'seriesB',
  totalFunding: 40_000_000,
  cityId: 'austin',
  stateCode: 'TX',
}
const org = (over: Partial<OrganizationTraits>): OrganizationTraits => ({
  ...base,
  id: Math.random().toString(36),
  name: 'X',
  industryId: null,
  sizeRank: null,
  fundingRoundId: null,
  totalFunding: null,
  cityId: null,
  stateCode: null,
  ...over,
})

describe('similarity', () => {
  it.each([
    [
      'identical traits',
      { industryId: 'saas', sizeRank: 3, fundingRoundId: 'seriesB', cityId: 'austin', stateCode: 'TX' },
      100,
      ['industry', 'size', 'funding', 'location'],
    ],
    ['same industry only', { industryId: 'saas' }, 40, ['industry']],
    ['adjacent size band', { sizeRank: 4 }, 12, ['size']],
    ['size two bands away', { sizeRank: 5 }, 0, []],
    ['funding within a factor of 2', { totalFunding: 75_000_000 }, 10, ['funding']],
    ['funding beyond a factor of 2', { totalFunding: 90_000_000 }, 0, []],
    ['same state, other city', { stateCode: 'TX', cityId: 'dallas' }, 8, ['location']],
    ['same city', { cityId: 'austin', stateCode: 'TX' }, 15, ['location']],
    ['nothing known', {}, 0, []],
  ])('%s -> %i', (_n, over, score, reasons) => {
    expect(similarity(base, org(over))).toEqual({ score, reasons })
  })

  it('does not match two unknowns', () => {
    const a = org({ id: 'a' })
    expect(similarity(a, org({})).score).toBe(0)
  })

  it('is symmetric', () => {
    const o = org({ industryId: 'saas', sizeRank: 2, totalFunding: 30_000_000, stateCode: 'TX' })
    expect(similarity(base, o)).toEqual(similarity(o, base))
  })
})

describe('rankSimilar', () => {
  it('ranks by score, then name; leaves out itself and zero scores; honours the limit', () => {
    const others = [
      org({ id: '1', name: 'Beta', industryId: 'saas' }),
      org({ id: '2', name: 'Alpha', industryId: 'saas' }),
      org({ id: '3', name: 'Best', industryId: 'saas', sizeRank: 3 }),
      org({ id: '4', name: 'Nothing' }),
      { ...base },
    ]
    expect(rankSimilar(base, others).map((r) => [r.organization.name, r.score])).toEqual([
      ['Best', 65],
      ['Alpha', 40],
      ['Beta', 40],
    ])
    expect(rankSimilar(base, others, 1)).toHaveLength(1)
  })
})
