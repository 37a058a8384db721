import { describe, expect, it } from 'vitest'
import type { CandidateFacts } from './facts'
import { type PreferredItem, preferredItemMatches, preferredRanking } from './preferred'

const candidate: CandidateFacts = {
  candidateId: 'c',
  searchStatus: 'activelySearching',
  doNotContact: false,
  isPermanentlyDisqualified: false,
  markedForDeletion: false,
  hasEmail: true,
  lastTouchAt: null,
  jobRow: null,
  desiredBaseSalary: 110_400,
  desiredOte: 219_600,
  home: null,
  interestedCities: [],
  acceptsRemote: false,
  desiredPositionIds: ['ae'],
  latestPositionId: 'sdr',
  experienceMonths: 48,
  soldIntoLevelIds: ['vp'],
  clientVerticalIds: ['saas'],
  dealSize: { id: 'd25', min: 25_000, max: 50_000 },
  quotaAttainment: 110,
}
const item = (key: string, selectedFilterOptions: unknown[]): PreferredItem => ({
  key,
  selectedFilterOptions,
  preferred: true,
})

describe('preferredItemMatches', () => {
  it.each([
    ['a wanted position', item('positions', ['ae']), true],
    ['the position held now', item('positions', ['sdr']), true],
    ['another position', item('positions', ['csm']), false],
    ['the deal size', item('dealSize', ['d25']), true],
    ['another deal size', item('dealSize', ['d100']), false],
    ['a sold-into level', item('soldIntoLevels', ['cxo', 'vp']), true],
    ['another level', item('soldIntoLevels', ['manager']), false],
    ['an industry sold into', item('industries', ['saas']), true],
    ['another industry', item('industries', ['fintech']), false],
    [
      'desired base (thousands, rounded) between, inclusive',
      item('baseSalary', [{ comparison: 'between', from: 100, to: 110 }]),
      true,
    ],
    [
      'desired base above a strict greater-than',
      item('baseSalary', [{ comparison: 'greaterThan', value: 110 }]),
      false,
    ],
    ['desired OTE below a less-than', item('ote', [{ comparison: 'lessThan', value: 221 }]), true],
    ['quota attainment over 100', item('quotaAttainment', [{ comparison: 'greaterThan', value: 100 }]), true],
    ['quota attainment under 100', item('quotaAttainment', [{ comparison: 'lessThan', value: 100 }]), false],
    ['a key the engine holds no facts for', item('skills', ['x']), null],
    ['a comparison item without a comparison', item('ote', []), null],
  ])('%s', (_name, it_, expected) => {
    expect(preferredItemMatches(it_, candidate)).toBe(expected)
  })

  it('a candidate with no deal size, pay wish or attainment does not match those items', () => {
    const bare = { ...candidate, dealSize: null, desiredBaseSalary: null, quotaAttainment: null }
    expect(preferredItemMatches(item('dealSize', ['d25']), bare)).toBe(false)
    expect(preferredItemMatches(item('baseSalary', [{ comparison: 'lessThan', value: 999 }]), bare)).toBe(false)
    expect(preferredItemMatches(item('quotaAttainment', [{ comparison: 'greaterThan', value: 0 }]), bare)).toBe(false)
  })
})

describe('preferredRanking', () => {
  it.each([
    ['no preferred items: the fit score', [], 70, 0, 1, 70],
    ['one matched: ×3', [item('dealSize', ['d25'])], 70, 1, 3, 210],
    ['one missed: unchanged', [item('dealSize', ['d100'])], 70, 0, 1, 70],
    ['two matched: ×9', [item('dealSize', ['d25']), item('industries', ['saas'])], 50, 2, 9, 450],
    ['not judged counts as not matched', [item('skills', ['x'])], 50, 0, 1, 50],
  ])('%s', (_name, preferred, fit, matched, factor, rank) => {
    const r = preferredRanking(fit, preferred, candidate)
    expect(r).toMatchObject({ matched, factor, rank, boost: 3 })
    expect(r.items).toHaveLength(preferred.length)
  })

  it('names each item with its label and outcome (null: not judged here)', () => {
    expect(preferredRanking(60, [item('dealSize', ['d25']), item('skills', ['x'])], candidate).items).toEqual([
      { key: 'dealSize', label: 'Deal size', matched: true },
      { key: 'skills', label: 'skills', matched: null },
    ])
  })
})
