/**
 * LinkedIn profile URL rules (spec 000 §5, 001 §5): a recruiter-type URL is rejected
 * (`recruiterUrl`), a URL that is not a profile is invalid (`invalidUrl`). The profile pattern
 * accepts paths starting in/ or pub/; the non-public variant accepts only in/.
 */
import { CANDIDATE_MESSAGES } from './limits'

export type LinkedInProblem = { rule: 'recruiterUrl' | 'invalidUrl'; message: string }

// www., a country (uk.) or the mobile site (m.)
const HOST = String.raw`(?:https?:\/\/)?(?:[a-z]{1,3}\.)?linkedin\.com`
/** in/<handle> or pub/<name>/<x>/<y>/<z>, an optional trailing slash, query or fragment. */
export const LINKEDIN_PROFILE_PATTERN = new RegExp(
  String.raw`^${HOST}\/(in|pub)\/[A-Za-z0-9\-_%.~À-ž]+(?:\/[A-Za-z0-9\-_%.~]+){0,3}\/?(?:[?#].*)?$`,
  'i',
)
/** The non-public variant: in/ only. */
export const LINKEDIN_PRIVATE_PROFILE_PATTERN = new RegExp(
  String.raw`^${HOST}\/in\/[A-Za-z0-9\-_%.~À-ž]+\/?(?:[?#].*)?$`,
  'i',
)
/** Recruiter and talent-solution profile URLs (what a recruiter sees, not the person's own URL). */
export const LINKEDIN_RECRUITER_PATTERN = new RegExp(
  String.raw`^${HOST}\/(?:recruiter|talent)\/(?:profile|hire|.*\/profile)\b`,
  'i',
)
/** Company pages: company, school, showcase, edu (000 §5). */
export const LINKEDIN_COMPANY_PATTERN = new RegExp(
  String.raw`^${HOST}\/(?:company|school|showcase|edu)\/[^/?#\s]+\/?(?:[?#].*)?$`,
  'i',
)

export function linkedInUrlProblem(value: string, options: { publicOnly?: boolean } = {}): LinkedInProblem | null {
  const v = value.trim()
  if (LINKEDIN_RECRUITER_PATTERN.test(v)) return { rule: 'recruiterUrl', message: CANDIDATE_MESSAGES.recruiterUrl }
  const pattern = options.publicOnly ? LINKEDIN_PRIVATE_PROFILE_PATTERN : LINKEDIN_PROFILE_PATTERN
  if (!pattern.test(v)) return { rule: 'invalidUrl', message: CANDIDATE_MESSAGES.invalidUrl }
  return null
}

/**
 * The stored form: https://www.linkedin.com/in/<handle> (lower-cased handle, no query, no
 * trailing slash); pub/ URLs keep their path. Null when the URL is not a profile URL.
 */
export function normalizeLinkedInUrl(value: string): string | null {
  if (linkedInUrlProblem(value)) return null
  const v = value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
  const path = v.slice(v.toLowerCase().indexOf('linkedin.com/') + 'linkedin.com/'.length)
  const [kind, ...rest] = path.split('/')
  if (kind!.toLowerCase() === 'in') return `https://www.linkedin.com/in/${decodeSafe(rest[0]!).toLowerCase()}`
  return `https://www.linkedin.com/pub/${rest.join('/').toLowerCase()}`
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
