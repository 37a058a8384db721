import { describe, expect, it } from 'vitest'
import { mappedPosition, matchTitleToPositions, type PositionTerm, titleWords } from './title-position'

const alias = (positionId: string, term: string): PositionTerm => ({ positionId, kind: 'alias', term })
const barred = (positionId: string, term: string): PositionTerm => ({ positionId, kind: 'blacklistedWord', term })

const TERMS: PositionTerm[] = [
  alias('ae', 'Account Executive'),
  alias('ae', 'Inside Sales Representative'),
  alias('midMarket', 'Senior Account Executive'),
  alias('midMarket', 'Mid-Market Account Executive'),
  alias('enterprise', 'Enterprise Account Executive'),
  alias('sdr', 'Sales Development Representative'),
  alias('sdr', 'Business Development Representative'),
  alias('sdrManager', 'Sales Development Manager'),
  alias('ceo', 'CEO'),
  barred('ae', 'intern'),
  barred('ae', 'channel'),
  barred('sdr', 'manager'),
]

describe('titleWords', () => {
  it.each([
    ['Account Executive', ['account', 'executive']],
    ['  ACCOUNT   executive ', ['account', 'executive']],
    ['Sr. Acct Exec', ['senior', 'account', 'executive']],
    ['Mid-Market AE', ['mid', 'market', 'account', 'executive']],
    ['Sales & Marketing', ['sales', 'and', 'marketing']],
    ['Gérant Comptes', ['gerant', 'comptes']],
    ['BDR / SDR', ['business', 'development', 'representative', 'sales', 'development', 'representative']],
    ['!!!', []],
  ])('%j -> %j', (text, words) => {
    expect(titleWords(text)).toEqual(words)
  })
})

describe('matchTitleToPositions', () => {
  it.each([
    // exact alias, any case and punctuation
    ['Account Executive', ['ae']],
    ['account executive.', ['ae']],
    // an alias inside a longer title still matches
    ['Account Executive, West', ['ae']],
    // the longer alias wins, the shorter one still listed
    ['Senior Account Executive', ['midMarket', 'ae']],
    ['Sr. Account Executive (EMEA)', ['midMarket', 'ae']],
    ['Enterprise Account Executive', ['enterprise', 'ae']],
    // abbreviations on both sides
    ['SDR', ['sdr']],
    ['Mid-Market AE', ['midMarket', 'ae']],
    // a blacklisted word bars that position only
    ['Account Executive Intern', []],
    ['Channel Account Executive', []],
    ['Senior Account Executive Intern', ['midMarket']],
    ['Sales Development Manager', ['sdrManager']],
    // words must be whole: "ceo" is not found inside "ceos" or "proceo"
    ['CEO', ['ceo']],
    ['Proceo Seller', []],
    // no match at all
    ['Gardener', []],
    ['', []],
    ['   ', []],
  ])('%j -> %j', (title, expected) => {
    expect(matchTitleToPositions(title, TERMS).map((m) => m.positionId)).toEqual(expected)
  })

  it('reports the alias that matched, and whether it was the whole title', () => {
    expect(matchTitleToPositions('Senior Account Executive', TERMS)[0]).toEqual({
      positionId: 'midMarket',
      alias: 'Senior Account Executive',
      exact: true,
      words: 3,
    })
    expect(matchTitleToPositions('Account Executive II', TERMS)[0]).toMatchObject({
      positionId: 'ae',
      exact: false,
      words: 2,
    })
  })

  it('keeps one entry per position, its best alias', () => {
    const terms = [alias('ae', 'Executive'), alias('ae', 'Account Executive')]
    expect(matchTitleToPositions('Account Executive', terms)).toEqual([
      { positionId: 'ae', alias: 'Account Executive', exact: true, words: 2 },
    ])
  })

  it('a blacklisted phrase of several words bars only when all its words are there in order', () => {
    const terms = [alias('ae', 'Account Executive'), barred('ae', 'Customer Success')]
    expect(matchTitleToPositions('Account Executive, Customer Success', terms)).toEqual([])
    expect(matchTitleToPositions('Account Executive, Success Customer', terms)).toHaveLength(1)
  })
})

describe('mappedPosition', () => {
  const matches = matchTitleToPositions('Senior Account Executive', TERMS)
  it.each([
    ['no recommendation: the best match', () => null, 'midMarket'],
    [
      'the best match recommends another position',
      (id: string) => (id === 'midMarket' ? 'enterprise' : null),
      'enterprise',
    ],
    ['only a lesser match recommends: ignored', (id: string) => (id === 'ae' ? 'sdr' : null), 'midMarket'],
  ])('%s', (_why, recommendedOf, expected) => {
    expect(mappedPosition(matches, recommendedOf)).toBe(expected)
  })

  it('no match, no position', () => {
    expect(mappedPosition([], () => 'x')).toBeNull()
  })
})
