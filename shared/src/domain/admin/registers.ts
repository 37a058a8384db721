/**
 * Rules of the admin registers (issue 20 item 11; permission keys of spec 000 §6). Pure, shared
 * by the API (which enforces them) and the admin screens (which explain them).
 */

/** Spec 000 §8 / 002 §9: the message when an address may not be put on the whitelist. */
export const REGISTER_MESSAGES = {
  whitelistedEmailExists: 'A whitelisted e-mail cannot be added.',
  invalidWhitelistEntry: 'Enter an e-mail address (name@example.com) or a whole domain (@example.com)',
  locationMappingExists: 'This location is already mapped',
  compensationMappingExists: 'This job title is already mapped',
  projectUrlInvalid: 'Enter a LinkedIn project URL (https://www.linkedin.com/talent/hire/…)',
  projectUrlExists: 'This project URL is already kept for the job',
  tooManyProjects: 'A job keeps at most 10 project URLs',
  nextGenFiltersForbidden: 'Only administrators with manage-next-gen-filters may switch next-gen filters',
  mailNotWhitelisted: 'Not sent: the address is not on the e-mail whitelist (outside production)',
} as const

/** Our limits (the spec is silent): terms and titles up to 100 characters, 10 project URLs per job. */
export const REGISTER_LIMITS = { termMax: 100, emailMax: 254, urlMax: 1000, projectsPerJob: 10 } as const

/** Trimmed, inner runs of spaces made one; what is stored and compared (case-insensitively). */
export function normalizeTerm(value: string): string {
  return value.trim().replace(/\s+/g, ' ')
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DOMAIN = /^@[^\s@]+\.[^\s@]+$/

/** A whitelist entry is an address or a whole domain ("@example.com"); stored lower-cased. Null when neither. */
export function normalizeWhitelistEntry(value: string): string | null {
  const v = value.trim().toLowerCase()
  if (!v || v.length > REGISTER_LIMITS.emailMax) return null
  return EMAIL.test(v) || DOMAIN.test(v) ? v : null
}

/**
 * Whether mail may go to `to` outside production: an empty whitelist lets everything through
 * (a fresh installation, the tests); otherwise the address or its domain must be listed.
 */
export function mailAllowedByWhitelist(to: string, entries: readonly string[]): boolean {
  if (entries.length === 0) return true
  const address = to.trim().toLowerCase()
  const domain = address.slice(address.lastIndexOf('@'))
  return entries.some((e) => e === address || (e.startsWith('@') && e === domain))
}

/** A LinkedIn project URL: the talent/hire path (000 §5 "project URL (talent/hire)"). */
export const LINKEDIN_PROJECT_PATTERN =
  /^(?:https?:\/\/)?(?:[a-z]{1,3}\.)?linkedin\.com\/talent\/hire\/[A-Za-z0-9_-]+(?:\/[^\s?#]*)?(?:[?#]\S*)?$/i

/** Stored form: https://www.linkedin.com/talent/hire/<id>/... without query or trailing slash. Null when not a project URL. */
export function normalizeProjectUrl(value: string): string | null {
  const v = value.trim()
  if (v.length > REGISTER_LIMITS.urlMax || !LINKEDIN_PROJECT_PATTERN.test(v)) return null
  const path = v
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .replace(/^(?:https?:\/\/)?(?:[a-z]{1,3}\.)?linkedin\.com/i, '')
  return `https://www.linkedin.com${path}`
}

/** Whether the actor may change a job's next-gen filter switch from `current` to `wanted`. */
export function mayChangeNextGenFilters(current: boolean, wanted: boolean | undefined, permissions: readonly string[]) {
  return wanted === undefined || wanted === current || permissions.includes('manage-next-gen-filters')
}
