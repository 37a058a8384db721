/**
 * Anti-bias mode (spec 001 §1, §6): a client reviewing candidates may hide whatever identifies
 * a person or hints at age, gender or background. The same redaction runs on the profile JSON,
 * the PDF and the public share page, so none of them can show more than the others.
 *
 * Hidden: names (replaced by a neutral label), e-mail, phone, picture, pronouns, pronunciation
 * audio, the pitched video (it shows the face), LinkedIn and portfolio links, CRM ids, school
 * names, graduation years and extracurricular activities; and the person's own name, e-mail,
 * phone and any link are scrubbed out of free text (about me, descriptions, highlights).
 */

export const ANTI_BIAS_NAME = 'Anonymous Candidate'
export const REDACTED = '[redacted]'

export interface Identity {
  firstName?: string | null | undefined
  lastName?: string | null | undefined
  email?: string | null | undefined
  phone?: string | null | undefined
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Removes the person's name parts, e-mail addresses, phone numbers and links from a text. */
export function scrubText(text: string | null | undefined, who: Identity): string | null {
  if (text == null) return null
  let out = text
  out = out.replace(/https?:\/\/\S+|www\.\S+|\b[\w.-]*linkedin\.com\/\S*/gi, REDACTED)
  out = out.replace(/[\w.+'%-]+@[\w-]+(?:\.[\w-]+)+/g, REDACTED)
  out = out.replace(/(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g, REDACTED)
  const names = [who.firstName, who.lastName]
    .flatMap((n) => (n ?? '').split(/\s+/))
    .map((n) => n.trim())
    .filter((n) => n.length >= 2)
  for (const name of names) out = out.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'gi'), REDACTED)
  const digits = (who.phone ?? '').replace(/\D/g, '').slice(-10)
  if (digits.length === 10) out = out.replaceAll(digits, REDACTED)
  return out
}

/** HTML is rebuilt from the scrubbed plain text: tags could carry links or names in attributes. */
export function scrubHtml(html: string | null | undefined, who: Identity): string | null {
  if (html == null) return null
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const scrubbed = scrubText(text, who) ?? ''
  return `<p>${scrubbed.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`
}

type ViewerType = 'candidate' | 'client' | 'staff' | 'system'

/**
 * A user's standing anti-bias setting (issue 37): their own choice, else, for a client user,
 * their organization's default. Candidates and the system never review candidates, so theirs is off.
 */
export function effectiveAntiBiasSetting(
  userType: ViewerType,
  own: boolean | null | undefined,
  organizationDefault: boolean | null | undefined,
): boolean {
  if (userType === 'candidate' || userType === 'system') return false
  if (typeof own === 'boolean') return own
  return userType === 'client' ? organizationDefault === true : false
}

/**
 * Whether one answer is anonymised: the spec's `isAntiBiasMode` query can turn the mode on for
 * this answer, never off when the user's setting is on (the privacy must not depend on a flag
 * the browser sends).
 */
export function antiBiasApplies(setting: boolean | undefined, requested: boolean | string | null | undefined): boolean {
  return setting === true || requested === true || requested === 'true'
}

/** The label a list row shows in anti-bias mode: stable per candidate, tells rows apart, names no one. */
export const anonymousLabel = (candidateId: string) => `Candidate ${candidateId.slice(0, 6)}`
