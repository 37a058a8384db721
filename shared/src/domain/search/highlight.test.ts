import { describe, expect, it } from 'vitest'
import { highlightPatterns, highlightSegments } from './highlight'
import { parseSearchQuery, type SearchField } from './query'

const marks = (query: string, text: string, field: SearchField | null = null) => {
  const parsed = parseSearchQuery(query)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return highlightSegments(text, highlightPatterns(parsed.query), field)
    .filter((s) => s.marked)
    .map((s) => s.text)
}

describe('highlightSegments', () => {
  it.each([
    ['a plain word', 'MEDDPICC', 'Ran MEDDPICC with Gong', null, ['MEDDPICC']],
    ['case and accents are folded', 'zoe', 'Zoë Adams', null, ['Zoë']],
    [
      'a word marks the words it starts (stemming)',
      'sell',
      'Selling into banks; sells SaaS',
      null,
      ['Selling', 'sells'],
    ],
    ['a short word marks only itself', 'ae', 'AE at Aerospace Co', null, ['AE']],
    ['negated words are never marked', 'MEDDPICC -Gong', 'MEDDPICC and Gong', null, ['MEDDPICC']],
    [
      'OR marks either; NOT stays unmarked',
      '(Gong OR Clari) NOT Chorus',
      'Gong, Clari, Chorus',
      null,
      ['Gong', 'Clari'],
    ],
    [
      'a phrase marks its words in a row, the gap included',
      '"enterprise sales"',
      'Enterprise sales at Acme; sales enterprise',
      null,
      ['Enterprise sales'],
    ],
    ['a phrase does not mark its words apart', '"enterprise sales"', 'Enterprise, then field sales', null, []],
    ['a wildcard is a prefix', 'Sales*', 'Salesforce admin', null, ['Salesforce']],
    ['a fielded word marks its field', 'title:director', 'Director of Sales', 'title', ['Director']],
    ['a fielded word does not mark other fields', 'title:director', 'Director Corp', 'company', []],
    ['unfielded words mark any field', 'acme', 'Acme Cloud', 'company', ['Acme']],
  ] as const)('%s', (_name, query, text, field, expected) => {
    expect(marks(query, text, field)).toEqual(expected)
  })

  it('gives the whole text back, in order, marked or not', () => {
    const parsed = parseSearchQuery('gong OR chorus')
    if (!parsed.ok) throw new Error()
    const segments = highlightSegments('Gong and Chorus, daily', highlightPatterns(parsed.query))
    expect(segments).toEqual([
      { text: 'Gong', marked: true },
      { text: ' and ', marked: false },
      { text: 'Chorus', marked: true },
      { text: ', daily', marked: false },
    ])
    expect(segments.map((s) => s.text).join('')).toBe('Gong and Chorus, daily')
  })

  it('marks nothing without a query', () => {
    expect(highlightSegments('Gong', highlightPatterns(null))).toEqual([{ text: 'Gong', marked: false }])
    expect(highlightSegments('', [])).toEqual([])
  })
})
