/**
 * A portfolio link (spec 001 §5): http(s) only, a host with a dot, no credentials; https:// is
 * added when no scheme is typed. (Job and organization links follow ../jobs sanitizeLink.)
 */
import type { FieldIssue } from './work-experience'

export const PORTFOLIO_LINK_MESSAGE = 'Please enter a valid link'

/** 'example.com/x' -> 'https://example.com/x'; null when it is no link the portfolio accepts. */
export function normalizePortfolioLink(raw: string): string | null {
  const trimmed = raw.trim()
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return null
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || !url.hostname.includes('.'))
    return null
  return url.toString()
}

/** The issue with a typed portfolio link, or null when it is accepted. */
export function portfolioLinkProblem(raw: string, path = 'url'): FieldIssue | null {
  return normalizePortfolioLink(raw) === null ? { path, rule: 'invalidUrl', message: PORTFOLIO_LINK_MESSAGE } : null
}
