/**
 * Who a person is (issue 31): the keys that say two candidate records are the same person, and
 * the fuzzy key that says they may be. Pure rules; the API's identity service
 * (api/src/modules/candidates/identity) stores the keys and answers every entry point.
 *
 * Exact keys (any one equal = the same person):
 * - the normalised profile URL (`normalizeLinkedInUrl`);
 * - every e-mail the person has, as a mailbox key: lower-cased; a `+tag` sub-address dropped for
 *   every domain (RFC 5233 sub-addressing: Gmail, Outlook, iCloud, Fastmail and most company
 *   servers deliver `jo+jobs@x` to `jo@x`; a distinct mailbox named with a `+` is too rare to
 *   weigh against the duplicates it prevents); Gmail's dots ignored (Google ignores them) and
 *   googlemail.com read as gmail.com; Yahoo's `-` disposable suffix is NOT dropped (a hyphen is
 *   common in real names there);
 * - the phone number in E.164 (libphonenumber-js; US when no country code is given).
 *
 * Fuzzy key (a possible duplicate, never merged by itself): the person's name, trigram-similar
 * (pg_trgm `similarity`, {@link FUZZY_NAME_SIMILARITY}) with the same company
 * ({@link companyKey}) or the same city.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { normalizeLinkedInUrl } from './linkedin'

export const IDENTITY_KEY_KINDS = ['profileUrl', 'email', 'phone'] as const
export type IdentityKeyKind = (typeof IDENTITY_KEY_KINDS)[number]
export type IdentityKey = { kind: IdentityKeyKind; value: string; raw: string }

import type { DuplicateReason } from './duplicate-reasons'

export { DUPLICATE_REASONS, type DuplicateReason } from './duplicate-reasons'

/**
 * pg_trgm similarity of the two full names at or above which, with the same company or city, two
 * records are a possible duplicate. 0.6 keeps "Danielle Singh" / "Danielle Singh-Rao" and
 * "Jon Smith" / "John Smith" and leaves "Dan Singh" / "Danielle Singh" apart.
 */
export const FUZZY_NAME_SIMILARITY = 0.6

/** Domains whose mailboxes ignore dots in the local part, and the name they are read as. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/** The mailbox key of an e-mail address, or null when it is not an address. */
export function emailIdentityKey(email: string): string | null {
  const value = email.trim().toLowerCase()
  const at = value.lastIndexOf('@')
  if (at <= 0 || at === value.length - 1 || /\s/.test(value)) return null
  let local = value.slice(0, at)
  let domain = value.slice(at + 1).replace(/\.+$/, '')
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  const dotless = DOTLESS_DOMAINS[domain]
  if (dotless) {
    domain = dotless
    local = local.replaceAll('.', '')
  }
  if (!local || !domain.includes('.')) return null
  return `${local}@${domain}`
}

/** The phone in E.164 (`+14155550123`), or null when it is not a possible number. */
export function phoneIdentityKey(phone: string, defaultCountry: 'US' = 'US'): string | null {
  const value = phone.trim()
  if (!/\d/.test(value) || /[^\d\s()+.\-/x#ext]/i.test(value)) return null
  const parsed = parsePhoneNumberFromString(value, defaultCountry)
  if (!parsed?.isPossible()) return null
  return parsed.number
}

/** Lower case, accents and punctuation dropped, single spaces: what names are compared on. */
export function nameKey(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const COMPANY_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'ag',
  'sa',
  'plc',
  'bv',
  'pty',
  'lp',
  'llp',
])

/** A company's name as compared: "Acme Cloud, Inc." and "acme cloud" are one company. */
export function companyKey(name: string | null | undefined): string | null {
  const words = nameKey(name).split(' ').filter(Boolean)
  if (words[0] === 'the' && words.length > 1) words.shift()
  while (words.length > 1 && COMPANY_SUFFIXES.has(words.at(-1)!)) words.pop()
  const key = words.join(' ')
  return key || null
}

/** The city of a free-text location ("San Francisco, California, United States" -> "san francisco"). */
export function cityKey(location: string | null | undefined): string | null {
  const first = (location ?? '').split(',')[0]
  const key = nameKey(first?.replace(/\b(greater|area|metropolitan|bay)\b/gi, ' '))
  return key || null
}

/** What an entry point knows about the person arriving. */
export type IdentityFacts = {
  profileUrl?: string | null
  emails?: readonly (string | null | undefined)[]
  phones?: readonly (string | null | undefined)[]
}

/** The exact keys of what arrived, each once (invalid values give no key). */
export function identityKeys(facts: IdentityFacts): IdentityKey[] {
  const keys: IdentityKey[] = []
  const seen = new Set<string>()
  const add = (kind: IdentityKeyKind, value: string | null, raw: string) => {
    if (!value || seen.has(`${kind}:${value}`)) return
    seen.add(`${kind}:${value}`)
    keys.push({ kind, value, raw })
  }
  if (facts.profileUrl?.trim()) add('profileUrl', normalizeLinkedInUrl(facts.profileUrl), facts.profileUrl.trim())
  for (const e of facts.emails ?? []) if (e?.trim()) add('email', emailIdentityKey(e), e.trim().toLowerCase())
  for (const p of facts.phones ?? []) if (p?.trim()) add('phone', phoneIdentityKey(p), p.trim())
  return keys
}

/** A record seen as a possible duplicate of the person arriving. */
export type FuzzyCandidate = {
  companies: readonly (string | null)[]
  city: string | null
  cityId?: string | null
}

/**
 * Why `existing` may be the person arriving (name already similar enough, decided by the
 * database's trigram similarity): the same company, else the same city; null when neither.
 */
export function duplicateReason(
  arriving: { company?: string | null; city?: string | null; cityId?: string | null },
  existing: FuzzyCandidate,
): DuplicateReason | null {
  const company = companyKey(arriving.company)
  if (company && existing.companies.some((c) => companyKey(c) === company)) return 'nameAndCompany'
  if (arriving.cityId && arriving.cityId === existing.cityId) return 'nameAndCity'
  const city = cityKey(arriving.city)
  if (city && cityKey(existing.city) === city) return 'nameAndCity'
  return null
}

export const IDENTITY_MESSAGES = {
  possibleDuplicate:
    'This may be a candidate already in Quota. Open the existing record, or add anyway to create a new one.',
  nameAndCompany: 'Same name and company',
  nameAndCity: 'Same name and city',
} as const
