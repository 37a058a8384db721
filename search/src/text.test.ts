import { describe, expect, it } from 'vitest'
import { editDistance, queryTerms, typoBudget, withinTypos, words } from './text'

describe('text', () => {
  it('splits into lower-case words without accents or punctuation', () => {
    expect(words("Zoë O'Brien-Smith, VP (Sales) 2024")).toEqual(['zoe', 'o', 'brien', 'smith', 'vp', 'sales', '2024'])
    expect(words(null)).toEqual([])
    expect(queryTerms('sales SALES manager a b c d e f g h i j')).toHaveLength(10)
  })

  it.each([
    ['john', 'jonh', 1],
    ['samantha', 'samatha', 1],
    ['jonathan', 'jonahtan', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('edit distance %s / %s = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d)
  })

  it('allows no typo under 4 letters, one from 4, two from 8', () => {
    expect([3, 4, 7, 8].map(typoBudget)).toEqual([0, 1, 1, 2])
    expect(withinTypos('jonh', 'john')).toBe(true)
    expect(withinTypos('jon', 'jan')).toBe(false)
    expect(withinTypos('samatha', 'samantha')).toBe(true)
    expect(withinTypos('smth', 'smith')).toBe(true)
    expect(withinTypos('saleforce', 'salesforce')).toBe(true)
    expect(withinTypos('sales', 'stale')).toBe(false)
  })
})
