/**
 * Which professional-network page the recruiter is on, from its URL alone. Each predicate sits
 * beside example URLs (tested in page-detect.test.ts) so a change of the site's URLs shows up as
 * a failing example, not as a silent miss. Recognition and normalisation are the shared rule the
 * API applies too (shared/src/domain/candidates/linkedin.ts).
 */
import {
  LINKEDIN_PROFILE_PATTERN,
  LINKEDIN_RECRUITER_PATTERN,
  normalizeLinkedInUrl,
} from '@quota/shared/domain/candidates/linkedin'

export const PROFILE_EXAMPLES = [
  'https://www.linkedin.com/in/jane-doe-1a2b3c/',
  'https://www.linkedin.com/in/jane-doe-1a2b3c/en',
  'https://www.linkedin.com/in/jane-doe-1a2b3c/?locale=fr_FR',
  'https://www.linkedin.com/in/jane-doe-1a2b3c/details/experience/',
  'https://www.linkedin.com/pub/jane-doe/1/2/3',
]
export const RECRUITER_EXAMPLES = [
  'https://www.linkedin.com/talent/profile/AEMAAABC',
  'https://www.linkedin.com/recruiter/profile/123,abc',
]
export const OTHER_EXAMPLES = [
  'https://www.linkedin.com/feed/',
  'https://www.linkedin.com/company/acme/',
  'https://www.linkedin.com/search/results/people/?keywords=ae',
  'https://www.linkedin.com/in/',
]

/** A person's public profile (in/ or pub/): where the overlay runs. */
export const isProfilePage = (url: string): boolean => LINKEDIN_PROFILE_PATTERN.test(url)

/** A recruiter-product view of a profile: refused as the spec says (recruiterUrl). */
export const isRecruiterPage = (url: string): boolean => LINKEDIN_RECRUITER_PATTERN.test(url)

/** The profile's stored form (one per person), or null off a profile. */
export const profileKey = (url: string): string | null => (isProfilePage(url) ? normalizeLinkedInUrl(url) : null)
