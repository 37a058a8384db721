import { describe, expect, it } from 'vitest'
import { normalizePortfolioLink, PORTFOLIO_LINK_MESSAGE, portfolioLinkProblem } from './portfolio-link'

describe('portfolio links: http(s), a dotted host, no credentials', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/a?b=1', 'http://example.com/a?b=1'],
    ['example.com/a', 'https://example.com/a'],
    ['  example.com  ', 'https://example.com/'],
    ['//example.com/x', 'https://example.com/x'],
    ['ftp://example.com', null],
    ['javascript:alert(1)', null],
    ['https://user:pw@example.com', null],
    ['localhost', null],
    ['my site', null],
    ['', null],
  ])('%j -> %j', (raw, normalized) => {
    expect(normalizePortfolioLink(raw)).toBe(normalized)
    expect(portfolioLinkProblem(raw)).toEqual(
      normalized === null ? { path: 'url', rule: 'invalidUrl', message: PORTFOLIO_LINK_MESSAGE } : null,
    )
  })

  it('names the path it is given', () => {
    expect(portfolioLinkProblem('nope', 'thumbnailUrl')?.path).toBe('thumbnailUrl')
    expect(PORTFOLIO_LINK_MESSAGE).toBe('Please enter a valid link')
  })
})
