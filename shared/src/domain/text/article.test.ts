import { describe, expect, it } from 'vitest'
import { indefiniteArticle, withArticle } from './article'

describe('the article before a job title', () => {
  it.each([
    ['Account Executive', 'an'],
    ['Enterprise Account Executive', 'an'],
    ['Sales Development Representative', 'a'],
    ['SDR', 'an'],
    ['SDR Manager', 'an'],
    ['BDR', 'a'],
    ['AE', 'an'],
    ['VP of Sales', 'a'],
    ['MBA', 'an'],
    ['CSM/AM', 'a'],
    ['Head of Revenue', 'a'],
    ['Hourly Sales Associate', 'an'],
    ['Inside Sales Representative', 'an'],
    ['Outbound SDR', 'an'],
    ['Unit Sales Lead', 'a'],
    ['Unified Commerce AE', 'a'],
    ['Uninsured Lines Producer', 'an'],
    ['European Sales Director', 'a'],
    ['One-Call Closer', 'a'],
    ['Chief Revenue Officer', 'a'],
    ['  ', 'a'],
  ])('%s: %s', (title, article) => {
    expect(indefiniteArticle(title)).toBe(article)
  })

  it('joins the article and the title', () => {
    expect(withArticle(' Account Executive ')).toBe('an Account Executive')
  })
})
