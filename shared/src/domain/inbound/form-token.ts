/**
 * The signed form token (issue 30 item 4): the bot check the server can trust. A widget asks for
 * one when it renders; the API signs who it was issued to (the access key, or our own pages),
 * the site (`Origin`), the form and when, and a submit is refused without it, with a forged,
 * expired or foreign one, or sooner than the minimum fill time after it was issued. The client's
 * own clock is never asked. Signing lives in the API (it holds the secret); the rule on the
 * verified claims is this pure function, so its table test states every case.
 * Dependency-free (no zod) so the widget bundles stay small.
 */
import type { FieldIssue } from '../candidates/work-experience'
import { INBOUND_MESSAGES, MIN_FILL_MS } from './index'

/** The three forms a token can be for (the submission kinds of `inbound_submissions`). */
export const FORM_TOKEN_FORMS = ['apply', 'hire', 'salesPing'] as const
export type FormTokenForm = (typeof FORM_TOKEN_FORMS)[number]

/**
 * Ours: how long a token stays good. A visitor may leave a form open for a working day (the
 * temp-file resume lives 24 hours too); a retried submit after a lost answer sends the same token.
 */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3600_000

/** What the API signed into a token. */
export interface FormTokenClaims {
  form: FormTokenForm
  /** The access key's id; null for our own /apply and /hire pages. */
  keyId: string | null
  /** The `Origin` the token was asked from (null when the caller sent none). */
  origin: string | null
  /** Server time (ms since the epoch) at issue. */
  issuedAt: number
}

export const FORM_TOKEN_MESSAGES = {
  required: 'This form could not be verified. Reload the page and send it again.',
  invalid: 'This form could not be verified. Reload the page and send it again.',
  expired: 'This form was open for too long. Please send it again.',
} as const

const issue = (rule: string, message: string): FieldIssue => ({ path: 'formToken', rule, message })

/**
 * Whether a verified token lets this submit through. `claims` is null when the token is missing
 * (`present` false) or its signature or shape is wrong. A token for another form, key or site is
 * `invalid`; older than the maximum age `expired`; sooner than the minimum fill time `tooFast`.
 * A token from the future (clock skew between API processes) counts from now.
 */
export function formTokenProblem(
  present: boolean,
  claims: FormTokenClaims | null,
  expected: { form: FormTokenForm; keyId: string | null; origin: string | null },
  now: number,
): FieldIssue | null {
  if (!present) return issue('required', FORM_TOKEN_MESSAGES.required)
  if (
    !claims ||
    claims.form !== expected.form ||
    claims.keyId !== expected.keyId ||
    claims.origin !== expected.origin ||
    !Number.isFinite(claims.issuedAt)
  )
    return issue('invalid', FORM_TOKEN_MESSAGES.invalid)
  const age = now - claims.issuedAt
  if (age > FORM_TOKEN_MAX_AGE_MS) return issue('expired', FORM_TOKEN_MESSAGES.expired)
  if (age < MIN_FILL_MS) return issue('tooFast', INBOUND_MESSAGES.tooFast)
  return null
}
