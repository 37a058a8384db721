/**
 * Sign-in and sign-up field rules (spec 000 §5). Each check answers null when the value is
 * valid, or `{ rule, message }` with the spec's validation key as `rule`.
 *
 * TODO(lead): move to shared/domain/validation so the API enforces the same rules; the web app
 * may not touch shared/ yet, so they live here for now.
 */
import { PHONE_DEFAULT_PREFIX } from '../../app/constants'

export interface FieldError {
  rule: string
  message: string
}

export type Check = FieldError | null

export const PASSWORD_MIN_LENGTH = 8
export const VERIFICATION_CODE_LENGTH = 6
export const EMAIL_MAX_LENGTH = 254
export const NAME_MAX_LENGTH = 50

/** Characters a name must not contain: < > : / ! $ @ ( ) ; */
export const NAME_FORBIDDEN_CHARACTERS = ['<', '>', ':', '/', '!', '$', '@', '(', ')', ';'] as const

export const MESSAGES = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  passwordLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordsNotMatch: 'Passwords do not match.',
  nameCharacters: 'Name must not contain any of these characters: < > : / ! $ @ ( ) ;',
  nameLength: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
  phone: 'Please enter a valid US phone number (10 digits).',
  code: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code from the e-mail.`,
  terms: 'Please accept the Terms and Conditions.',
  emailTaken: 'User with this email address already exists.',
} as const

const fail = (rule: string, message: string): FieldError => ({ rule, message })

export function required(value: string | null | undefined | boolean): Check {
  if (typeof value === 'boolean') return value ? null : fail('required', MESSAGES.required)
  return value?.trim() ? null : fail('required', MESSAGES.required)
}

/**
 * The product's e-mail pattern: a local part of letters, digits and . _ % + ' -, not starting,
 * ending or doubling a dot; a domain of labels (letters, digits, inner hyphens) and a
 * top-level domain of two or more letters.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+'-]+(?:\.[A-Za-z0-9_%+'-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

export function isEmail(value: string): boolean {
  const v = value.trim()
  return v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v)
}

export function email(value: string): Check {
  return required(value) ?? (isEmail(value) ? null : fail('emailValidator', MESSAGES.email))
}

export function password(value: string): Check {
  if (!value) return fail('required', MESSAGES.required)
  return value.length >= PASSWORD_MIN_LENGTH ? null : fail('minlength', MESSAGES.passwordLength)
}

export function passwordsMatch(passwordValue: string, confirm: string): Check {
  if (!confirm) return fail('required', MESSAGES.required)
  return passwordValue === confirm ? null : fail('passwordsNotMatchValidator', MESSAGES.passwordsNotMatch)
}

export function hasForbiddenNameCharacter(value: string): boolean {
  return NAME_FORBIDDEN_CHARACTERS.some((c) => value.includes(c))
}

export function personName(value: string): Check {
  return (
    required(value) ??
    (hasForbiddenNameCharacter(value)
      ? fail('name', MESSAGES.nameCharacters)
      : value.trim().length > NAME_MAX_LENGTH
        ? fail('maxlength', MESSAGES.nameLength)
        : null)
  )
}

/** The ten national digits of a US number typed with or without +1, spaces, dashes, dots or brackets. */
export function nationalDigits(value: string): string | null {
  const trimmed = value.trim()
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null
  let digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('1')) return null
    digits = digits.slice(1)
  } else if (digits.length === 11 && digits.startsWith('1')) {
    digits = digits.slice(1)
  }
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null
}

export function phone(value: string, { optional = false } = {}): Check {
  if (!value.trim()) return optional ? null : fail('required', MESSAGES.required)
  return nationalDigits(value) ? null : fail('phone', MESSAGES.phone)
}

/** +1 is added on account creation: `(415) 555-0132` -> `+14155550132`. */
export function toAccountPhone(value: string): string | null {
  const digits = nationalDigits(value)
  return digits ? `${PHONE_DEFAULT_PREFIX}${digits}` : null
}

/** ...and dropped for display: `+14155550132` -> `4155550132`. */
export function displayPhone(value: string | null | undefined): string {
  if (!value) return ''
  return value.startsWith(PHONE_DEFAULT_PREFIX) ? value.slice(PHONE_DEFAULT_PREFIX.length) : value
}

export function verificationCode(value: string): Check {
  const v = value.trim()
  if (!v) return fail('required', MESSAGES.required)
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(v) ? null : fail('verificationCode', MESSAGES.code)
}

// ---- forms ---------------------------------------------------------------------------------

export type FormErrors<K extends string> = Partial<Record<K, string>>

function collect<K extends string>(checks: Record<K, Check>): FormErrors<K> {
  const errors: FormErrors<K> = {}
  for (const key of Object.keys(checks) as K[]) {
    const c = checks[key]
    if (c) errors[key] = c.message
  }
  return errors
}

export const isValid = (errors: FormErrors<string>) => Object.keys(errors).length === 0

export interface LoginValues {
  email: string
  password: string
}

/** Login only checks presence and shape; the password length is the server's business. */
export function validateLogin(v: LoginValues): FormErrors<keyof LoginValues> {
  return collect({ email: email(v.email), password: required(v.password) })
}

export type AccountType = 'candidate' | 'client'

export interface SignupValues {
  accountType: AccountType
  firstName: string
  lastName: string
  email: string
  phone: string
  password: string
  confirmPassword: string
  acceptTerms: boolean
  companyName: string
}

export function validateSignup(
  v: SignupValues,
  { withCredentials = true }: { withCredentials?: boolean } = {},
): FormErrors<keyof SignupValues> {
  return collect({
    accountType:
      v.accountType === 'candidate' || v.accountType === 'client' ? null : fail('required', MESSAGES.required),
    firstName: personName(v.firstName),
    lastName: personName(v.lastName),
    email: withCredentials ? email(v.email) : null,
    phone: phone(v.phone),
    password: withCredentials ? password(v.password) : null,
    confirmPassword: withCredentials ? passwordsMatch(v.password, v.confirmPassword) : null,
    acceptTerms: v.acceptTerms ? null : fail('required', MESSAGES.terms),
    companyName: v.accountType === 'client' ? required(v.companyName) : null,
  })
}

export interface ResetPasswordValues {
  password: string
  confirmPassword: string
}

export function validateResetPassword(v: ResetPasswordValues): FormErrors<keyof ResetPasswordValues> {
  return collect({ password: password(v.password), confirmPassword: passwordsMatch(v.password, v.confirmPassword) })
}
