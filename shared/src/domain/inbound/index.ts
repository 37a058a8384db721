/**
 * The inbound forms (spec 000 §2 public routes apply and hire, §3 inbound lead statuses; 002 §9
 * inbound mix in 25 % steps): field rules both the widgets and the API run, and the bot checks.
 * Pure and dependency-free (no zod) so the widget bundles stay small. Each check answers the
 * problems as `{ path, rule, message }`, `rule` being the spec's validation key where one exists.
 */

import { FIELD_MESSAGES, isEmail, nameProblem, toAccountPhone } from '../auth/fields'
import { CANDIDATE_MESSAGES } from '../candidates/limits'
import { linkedInUrlProblem } from '../candidates/linkedin'
import type { FieldIssue } from '../candidates/work-experience'
import { MAX_FILE_MB } from '../validation/limits'

export type { FieldIssue }

/** 002 §9: the hire form's inbound mix (share of the role's pipeline from inbound leads), in 25 % steps. */
export const INBOUND_MIX_STEPS = [0, 25, 50, 75, 100] as const
export type InboundMix = (typeof INBOUND_MIX_STEPS)[number]

/** 000 §5, 002 §5: the campaign picture of an inbound form: jpg, jpeg, png, webp, at most 1 MB. */
export const INBOUND_PICTURE = {
  extensions: ['jpg', 'jpeg', 'png', 'webp'],
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: MAX_FILE_MB.inboundPicture * 1024 * 1024,
} as const

/**
 * Ours: a person needs at least this long to fill a form; faster is a bot (with the honeypot).
 * Counted on the server from the signed form token's issue time (`form-token.ts`), never from
 * what the client says.
 */
export const MIN_FILL_MS = 3000

export const INBOUND_LIMITS = {
  companyName: 255,
  title: 255,
  roles: 10,
  headcount: { min: 1, max: 999 },
  locations: 10,
  location: 120,
  message: 2000,
  /** Ours, as for candidates: whole currency units per year. */
  moneyMax: 100_000_000,
} as const

export const INBOUND_MESSAGES = {
  consent: 'Please accept the privacy policy to continue.',
  tooFast: 'That was very fast. Please take a moment to check the form and send it again.',
  honeypot: 'The form could not be sent.',
  rangeOrder: 'The minimum must not be above the maximum.',
  headcount: `Headcount must be between ${INBOUND_LIMITS.headcount.min} and ${INBOUND_LIMITS.headcount.max}.`,
  inboundMix: 'Choose an inbound mix in 25 % steps.',
  atLeastOneRole: 'Add at least one role.',
  money: `Enter a whole amount between 0 and ${INBOUND_LIMITS.moneyMax.toLocaleString('en-US')}.`,
  /** 000 §1 and §6: the client inbound hiring dialog. */
  hiringAssistance: 'Hiring assistance is on the way! A member of our team will reach out to you within 12 hours.',
  hiringAssistanceButton: 'Got it',
  applied: 'Thank you! Your application was received.',
  hireReceived: 'Thank you! Our team will reach out to you within 12 hours.',
  /** The compensation widget's "ping the sales team": queued for the sales team, not "sent". */
  salesPinged: 'Thank you! Our sales team has your request and will reach out.',
} as const

const issue = (path: string, rule: string, message: string): FieldIssue => ({ path, rule, message })

/** The honeypot: the hidden field people never see must stay empty (the fill time is the form token's). */
export function botProblem(input: { website?: string | undefined }): FieldIssue | null {
  if (input.website?.trim()) return issue('website', 'honeypot', INBOUND_MESSAGES.honeypot)
  return null
}

function moneyProblem(path: string, value: number | null | undefined): FieldIssue | null {
  if (value == null) return null
  return Number.isInteger(value) && value >= 0 && value <= INBOUND_LIMITS.moneyMax
    ? null
    : issue(path, 'money', INBOUND_MESSAGES.money)
}

/** What a candidate sends on the apply form (before trimming). */
export interface ApplyFields {
  firstName: string
  lastName: string
  email: string
  phone?: string | null | undefined
  linkedInProfileUrl?: string | null | undefined
  desiredBaseSalary?: number | null | undefined
  desiredOTE?: number | null | undefined
  privacyPolicyAccepted: boolean
}

/** The apply form's rules: names (000 §5), e-mail, US phone (+1 rule), LinkedIn URL, salary below OTE, consent. */
export function applyFormProblems(f: ApplyFields): FieldIssue[] {
  const out: FieldIssue[] = []
  for (const path of ['firstName', 'lastName'] as const) {
    const p = nameProblem(f[path] ?? '')
    if (p) out.push(issue(path, p.rule, p.message))
  }
  if (!f.email?.trim()) out.push(issue('email', 'required', FIELD_MESSAGES.required))
  else if (!isEmail(f.email)) out.push(issue('email', 'email', FIELD_MESSAGES.email))
  if (f.phone?.trim() && !toAccountPhone(f.phone)) out.push(issue('phone', 'phone', FIELD_MESSAGES.phone))
  if (f.linkedInProfileUrl?.trim()) {
    const p = linkedInUrlProblem(f.linkedInProfileUrl)
    if (p) out.push(issue('linkedInProfileUrl', p.rule, p.message))
  }
  const base = moneyProblem('desiredBaseSalary', f.desiredBaseSalary)
  const ote = moneyProblem('desiredOTE', f.desiredOTE)
  if (base) out.push(base)
  if (ote) out.push(ote)
  if (!base && !ote && f.desiredBaseSalary != null && f.desiredOTE != null && f.desiredBaseSalary >= f.desiredOTE)
    out.push(issue('desiredBaseSalary', 'salaryGreaterThanOTE', CANDIDATE_MESSAGES.salaryGreaterThanOte))
  if (f.privacyPolicyAccepted !== true) out.push(issue('privacyPolicyAccepted', 'required', INBOUND_MESSAGES.consent))
  return out
}

export interface HireRole {
  title: string
  headcount: number
}

/** What a company sends on the hire form (before trimming). */
export interface HireFields {
  companyName: string
  firstName: string
  lastName: string
  email: string
  phone?: string | null | undefined
  roles: HireRole[]
  baseSalaryMin?: number | null | undefined
  baseSalaryMax?: number | null | undefined
  oteMin?: number | null | undefined
  oteMax?: number | null | undefined
  inboundMix: number
  privacyPolicyAccepted: boolean
}

function rangeProblems(
  out: FieldIssue[],
  [minPath, min]: [string, number | null | undefined],
  [maxPath, max]: [string, number | null | undefined],
): boolean {
  const a = moneyProblem(minPath, min)
  const b = moneyProblem(maxPath, max)
  if (a) out.push(a)
  if (b) out.push(b)
  if (a || b) return false
  if (min != null && max != null && min > max) {
    out.push(issue(minPath, 'rangeOrder', INBOUND_MESSAGES.rangeOrder))
    return false
  }
  return true
}

/** The hire form's rules: company and contact, roles with headcount, base and OTE ranges (base below OTE), mix. */
export function hireFormProblems(f: HireFields): FieldIssue[] {
  const out: FieldIssue[] = []
  if (!f.companyName?.trim()) out.push(issue('companyName', 'required', FIELD_MESSAGES.required))
  for (const path of ['firstName', 'lastName'] as const) {
    const p = nameProblem(f[path] ?? '')
    if (p) out.push(issue(path, p.rule, p.message))
  }
  if (!f.email?.trim()) out.push(issue('email', 'required', FIELD_MESSAGES.required))
  else if (!isEmail(f.email)) out.push(issue('email', 'email', FIELD_MESSAGES.email))
  if (f.phone?.trim() && !toAccountPhone(f.phone)) out.push(issue('phone', 'phone', FIELD_MESSAGES.phone))
  if (!f.roles?.length) out.push(issue('roles', 'required', INBOUND_MESSAGES.atLeastOneRole))
  f.roles?.forEach((r, i) => {
    if (!r.title?.trim()) out.push(issue(`roles.${i}.title`, 'required', FIELD_MESSAGES.required))
    const { min, max } = INBOUND_LIMITS.headcount
    if (!Number.isInteger(r.headcount) || r.headcount < min || r.headcount > max)
      out.push(issue(`roles.${i}.headcount`, 'headcount', INBOUND_MESSAGES.headcount))
  })
  const baseOk = rangeProblems(out, ['baseSalaryMin', f.baseSalaryMin], ['baseSalaryMax', f.baseSalaryMax])
  const oteOk = rangeProblems(out, ['oteMin', f.oteMin], ['oteMax', f.oteMax])
  if (baseOk && oteOk) {
    const base = f.baseSalaryMax ?? f.baseSalaryMin
    const ote = f.oteMax ?? f.oteMin
    if (base != null && ote != null && base >= ote)
      out.push(issue('baseSalaryMax', 'salaryGreaterThanOTE', CANDIDATE_MESSAGES.salaryGreaterThanOte))
  }
  if (!(INBOUND_MIX_STEPS as readonly number[]).includes(f.inboundMix))
    out.push(issue('inboundMix', 'inboundMix', INBOUND_MESSAGES.inboundMix))
  if (f.privacyPolicyAccepted !== true) out.push(issue('privacyPolicyAccepted', 'required', INBOUND_MESSAGES.consent))
  return out
}

/** What the compensation widget's "ping the sales team" form asks of a visitor. */
export interface SalesPingFields {
  companyName?: string | null | undefined
  firstName?: string | null | undefined
  lastName?: string | null | undefined
  email?: string | null | undefined
  headcount?: number | null | undefined
  privacyPolicyAccepted?: boolean | undefined
}

/** The visitor's contact (the sales team answers by e-mail), an optional headcount, consent. */
export function salesPingProblems(f: SalesPingFields): FieldIssue[] {
  const out: FieldIssue[] = []
  if (!f.companyName?.trim()) out.push(issue('companyName', 'required', FIELD_MESSAGES.required))
  for (const path of ['firstName', 'lastName'] as const) {
    const p = nameProblem(f[path] ?? '')
    if (p) out.push(issue(path, p.rule, p.message))
  }
  if (!f.email?.trim()) out.push(issue('email', 'required', FIELD_MESSAGES.required))
  else if (!isEmail(f.email)) out.push(issue('email', 'email', FIELD_MESSAGES.email))
  const { min, max } = INBOUND_LIMITS.headcount
  if (f.headcount != null && (!Number.isInteger(f.headcount) || f.headcount < min || f.headcount > max))
    out.push(issue('headcount', 'headcount', INBOUND_MESSAGES.headcount))
  if (f.privacyPolicyAccepted !== true) out.push(issue('privacyPolicyAccepted', 'required', INBOUND_MESSAGES.consent))
  return out
}

/** Whether a browser origin may use a key bound to `allowed` (an empty list: any origin). */
export function originAllowed(allowed: readonly string[], origin: string | null): boolean {
  if (!allowed.length) return true
  return !!origin && allowed.includes(origin)
}
