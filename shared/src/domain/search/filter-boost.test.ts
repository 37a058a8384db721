import { describe, expect, it } from 'vitest'
import { boostedRank, DEFAULT_FILTER_BOOST, preferredFactor, rankByPreferred, splitPreferred } from './filter-boost'

describe('the default filter boost', () => {
  it('is the spec’s 3 (000 §9)', () => expect(DEFAULT_FILTER_BOOST).toBe(3))
})

describe('splitPreferred', () => {
  it.each([
    ['saved before preferred existed: all required', [{ key: 'a' }, { key: 'b' }], ['a', 'b'], []],
    ['false is required', [{ key: 'a', preferred: false }], ['a'], []],
    ['true is preferred', [{ key: 'a', preferred: true }, { key: 'b' }], ['b'], ['a']],
    ['all preferred', [{ key: 'a', preferred: true }], [], ['a']],
  ])('%s', (_name, items, required, preferred) => {
    const split = splitPreferred(items as { key: string; preferred?: boolean }[])
    expect(split.required.map((i) => i.key)).toEqual(required)
    expect(split.preferred.map((i) => i.key)).toEqual(preferred)
  })
})

describe('preferredFactor and boostedRank', () => {
  it.each([
    [0, 1],
    [1, 3],
    [2, 9],
    [3, 27],
  ])('%i matched: ×%i', (matched, factor) => expect(preferredFactor(matched)).toBe(factor))

  it('refuses a count that is not a whole number >= 0', () => {
    expect(() => preferredFactor(-1)).toThrow(RangeError)
    expect(() => preferredFactor(1.5)).toThrow(RangeError)
  })

  it.each([
    ['a score, nothing matched', 0.4, 0, 0.4],
    ['a score, one matched', 0.4, 1, 1.2000000000000002],
    ['no score counts as 1', null, 2, 9],
    ['a negative score counts as 0', -2, 1, 0],
    ['a fit score', 70, 1, 210],
  ])('%s', (_name, base, matched, rank) => expect(boostedRank(base, matched)).toBe(rank))

  it('takes another boost', () => expect(boostedRank(10, 2, 2)).toBe(40))
})

describe('rankByPreferred', () => {
  it('puts preferred matches first without dropping anyone; ties keep the engine’s order', () => {
    const ranked = rankByPreferred([
      { id: 'a', score: null, matched: 0 },
      { id: 'b', score: null, matched: 1 },
      { id: 'c', score: null, matched: 0 },
      { id: 'd', score: null, matched: 2 },
    ])
    expect(ranked.map((h) => [h.id, h.rank])).toEqual([
      ['d', 9],
      ['b', 3],
      ['a', 1],
      ['c', 1],
    ])
  })

  it('a much better relevance can still lead a weak preferred match (the boost multiplies, it does not sort first)', () => {
    const ranked = rankByPreferred([
      { id: 'strong', score: 0.9, matched: 0 },
      { id: 'weak', score: 0.2, matched: 1 },
      { id: 'mid', score: 0.5, matched: 1 },
    ])
    expect(ranked.map((h) => h.id)).toEqual(['mid', 'strong', 'weak'])
  })

  it('equal ranks: more preferred items matched first', () => {
    const ranked = rankByPreferred([
      { id: 'x', score: 3, matched: 0 },
      { id: 'y', score: 1, matched: 1 },
    ])
    expect(ranked.map((h) => h.id)).toEqual(['y', 'x'])
  })
})
