/**
 * Sign-up and account field rules (spec 000 §5, 001 §5). Pure: the web app validates forms with
 * them and the API enforces the same ones. Each check answers null when the value is valid, or
 * `{ rule, message }` with the spec's validation key as `rule`.
 */

export interface FieldProblem {
  rule: string
  message: string
}

export const AUTH_LIMITS = {
  passwordMin: 8,
  /** Ours: bounds the hashing work an attacker can ask for. */
  passwordMax: 128,
  nameMax: 50,
  emailMax: 254,
  verificationCodeLength: 6,
} as const

/** Characters a name must not contain (spec 000 §5): < > : / ! $ @ ( ) ; */
export const NAME_FORBIDDEN_CHARACTERS = ['<', '>', ':', '/', '!', '$', '@', '(', ')', ';'] as const

export const FIELD_MESSAGES = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  passwordLength: `Password must be at least ${AUTH_LIMITS.passwordMin} characters.`,
  passwordTooLong: `Password must be at most ${AUTH_LIMITS.passwordMax} characters.`,
  passwordsNotMatch: 'Passwords do not match.',
  nameCharacters: 'Name must not contain any of these characters: < > : / ! $ @ ( ) ;',
  nameLength: `Name must be at most ${AUTH_LIMITS.nameMax} characters.`,
  phone: 'Please enter a valid US phone number (10 digits).',
  code: `Enter the ${AUTH_LIMITS.verificationCodeLength}-digit code from the e-mail.`,
} as const

const problem = (rule: string, message: string): FieldProblem => ({ rule, message })

// --- names -------------------------------------------------------------------------------------

export function hasForbiddenNameCharacter(value: string): boolean {
  return NAME_FORBIDDEN_CHARACTERS.some((c) => value.includes(c))
}

/** A first or last name: required, at most 50 characters, none of < > : / ! $ @ ( ) ; */
export function nameProblem(value: string): FieldProblem | null {
  const v = value.trim()
  if (!v) return problem('required', FIELD_MESSAGES.required)
  if (v.length > AUTH_LIMITS.nameMax) return problem('maxLength', FIELD_MESSAGES.nameLength)
  if (hasForbiddenNameCharacter(v)) return problem('name', FIELD_MESSAGES.nameCharacters)
  return null
}

// --- e-mail ------------------------------------------------------------------------------------

/**
 * The product's e-mail pattern: a local part of letters, digits and . _ % + ' -, not starting,
 * ending or doubling a dot; a domain of labels (letters, digits, inner hyphens) and a top-level
 * domain of two or more letters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+'-]+(?:\.[A-Za-z0-9_%+'-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

export function isEmail(value: string): boolean {
  const v = value.trim()
  return v.length > 0 && v.length <= AUTH_LIMITS.emailMax && EMAIL_PATTERN.test(v)
}

/** How e-mail addresses are stored and compared: trimmed, lower-cased. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase()

// --- password ----------------------------------------------------------------------------------

/** Spec: at least 8 characters. No composition rules (OWASP / NIST 800-63B); ours: at most 128. */
export function passwordProblem(value: string): FieldProblem | null {
  if (!value) return problem('required', FIELD_MESSAGES.required)
  if (value.length < AUTH_LIMITS.passwordMin) return problem('minlength', FIELD_MESSAGES.passwordLength)
  if (value.length > AUTH_LIMITS.passwordMax) return problem('maxlength', FIELD_MESSAGES.passwordTooLong)
  return null
}

export function passwordsMatchProblem(password: string, confirm: string): FieldProblem | null {
  if (!confirm) return problem('required', FIELD_MESSAGES.required)
  return password === confirm ? null : problem('passwordsNotMatchValidator', FIELD_MESSAGES.passwordsNotMatch)
}

// --- phone (the +1 rule) ------------------------------------------------------------------------

export const PHONE_DEFAULT_PREFIX = '+1'

/**
 * The stored form of a US phone number: `+1` and 10 digits. Accepts what people type
 * ("(415) 555-0132", "415.555.0132", "1 415 555 0132", "+14155550132"); answers null when it is
 * not a 10-digit US number. Spec: "+1 added on account creation and dropped for display".
 */
export function toAccountPhone(value: string): string | null {
  const trimmed = value.trim()
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null
  let digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('1')) return null
    digits = digits.slice(1)
  } else if (digits.length === 11 && digits.startsWith('1')) {
    digits = digits.slice(1)
  }
  if (!/^[2-9]\d{9}$/.test(digits)) return null
  return `${PHONE_DEFAULT_PREFIX}${digits}`
}

/** The display form: the leading +1 dropped. Other values are shown as stored. */
export function phoneForDisplay(value: string | null | undefined): string | null {
  if (!value) return null
  return value.startsWith(PHONE_DEFAULT_PREFIX) ? value.slice(PHONE_DEFAULT_PREFIX.length) : value
}

export function phoneProblem(value: string): FieldProblem | null {
  if (!value.trim()) return problem('required', FIELD_MESSAGES.required)
  return toAccountPhone(value) ? null : problem('phone', FIELD_MESSAGES.phone)
}

// --- verification code ---------------------------------------------------------------------------

export const VERIFICATION_CODE_PATTERN = /^\d{6}$/

export function verificationCodeProblem(value: string): FieldProblem | null {
  if (!value.trim()) return problem('required', FIELD_MESSAGES.required)
  return VERIFICATION_CODE_PATTERN.test(value.trim()) ? null : problem('code', FIELD_MESSAGES.code)
}
