/**
 * Sign-in calls (design/api-conventions.md "Sign-in calls"; spec 000 §2, §8, §9; 001 §5).
 * Field rules come from `domain/auth`, so the web forms and the API check the same things.
 */
import * as z from 'zod'
import { AUTH_LIMITS, FIELD_MESSAGES, hasForbiddenNameCharacter, isEmail, toAccountPhone } from '../domain/auth/index'
import { AUTH_LOG_STATES, AUTH_STEPS, SOCIAL_PROVIDERS } from '../domain/enums'
import { LIMITS } from '../domain/validation/limits'
import { MeDto } from './users'

export const EmailField = z
  .string()
  .max(AUTH_LIMITS.emailMax)
  .refine(isEmail, { message: FIELD_MESSAGES.email, params: { rule: 'emailValidator' } })
  .describe('E-mail address (compared case-insensitively)')

export const NameField = z
  .string()
  .trim()
  .min(1, FIELD_MESSAGES.required)
  .max(AUTH_LIMITS.nameMax, FIELD_MESSAGES.nameLength)
  .refine((v) => !hasForbiddenNameCharacter(v), { message: FIELD_MESSAGES.nameCharacters, params: { rule: 'name' } })

export const PasswordField = z
  .string()
  .min(AUTH_LIMITS.passwordMin, FIELD_MESSAGES.passwordLength)
  .max(AUTH_LIMITS.passwordMax, FIELD_MESSAGES.passwordTooLong)
  .describe('At least 8 characters')

/** A US number in any usual spelling; stored as +1 and 10 digits (spec: +1 added on creation). */
export const PhoneField = z
  .string()
  .max(30)
  .refine((v) => toAccountPhone(v) !== null, { message: FIELD_MESSAGES.phone, params: { rule: 'phone' } })
  .describe('US phone number; stored with +1, shown without')

export const VerificationCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, FIELD_MESSAGES.code)
  .describe('The 6-digit code from the e-mail')

/** Self sign-up is for candidates and client recruiters (the spec's sign-up step 1). */
export const SIGNUP_USER_TYPES = ['candidate', 'client'] as const

export const SignupInput = z
  .strictObject({
    userType: z.enum(SIGNUP_USER_TYPES).default('candidate'),
    firstName: NameField,
    lastName: NameField,
    email: EmailField,
    password: PasswordField,
    phone: PhoneField,
    companyName: z.string().trim().min(1).max(LIMITS.shortText).optional().describe('Required for a client'),
    acceptedTerms: z.literal(true).describe('The terms of use and privacy policy ("I Agree")'),
  })
  .refine((v) => v.userType !== 'client' || !!v.companyName, {
    path: ['companyName'],
    message: FIELD_MESSAGES.required,
    params: { rule: 'required' },
  })
export type SignupInput = z.infer<typeof SignupInput>

export const SignupResult = z.object({
  userId: z.uuid(),
  email: z.string(),
  /** Where the client goes next: verify-account with the e-mail. */
  nextRoute: z.string(),
})
export type SignupResult = z.infer<typeof SignupResult>

export const VerifyAccountInput = z.strictObject({ email: EmailField, code: VerificationCode })
export type VerifyAccountInput = z.infer<typeof VerifyAccountInput>

export const EmailOnlyInput = z.strictObject({ email: EmailField })
export type EmailOnlyInput = z.infer<typeof EmailOnlyInput>

export const MessageResult = z.object({ message: z.string() })
export type MessageResult = z.infer<typeof MessageResult>

/**
 * `session`: `cookie` (the web app; default) sets the httpOnly session cookie and answers no
 * refresh token; `token` (extension, third parties) answers a bearer access token and a
 * refresh token and sets no cookie.
 */
export const SESSION_MODES = ['cookie', 'token'] as const

export const LoginInput = z.strictObject({
  email: EmailField,
  password: z.string().min(1, FIELD_MESSAGES.required).max(AUTH_LIMITS.passwordMax),
  rememberMe: z.boolean().optional().describe('Keep me signed in'),
  rememberMeDays: z
    .number()
    .int()
    .min(1)
    .max(365)
    .optional()
    .describe('Remember-me lifetime in days (1 to 365; default 30)'),
  session: z.enum(SESSION_MODES).optional().describe('cookie (web, default) or token (bearer clients)'),
})
export type LoginInput = z.infer<typeof LoginInput>

export const SessionTokens = z.object({
  accessToken: z.string().describe('Bearer access token (short-lived)'),
  accessTokenExpiresAt: z.string(),
  refreshToken: z.string().optional().describe('Only in token mode: rotate it with POST auth/refresh'),
  refreshTokenExpiresAt: z.string().optional(),
  sessionExpiresAt: z.string(),
})
export type SessionTokens = z.infer<typeof SessionTokens>

export const LoginResult = SessionTokens.extend({ user: MeDto })
export type LoginResult = z.infer<typeof LoginResult>

export const RefreshInput = z.strictObject({
  refreshToken: z.string().min(1).max(200).optional().describe('Omit to use the refresh cookie'),
})
export type RefreshInput = z.infer<typeof RefreshInput>

export const LogoutInput = z.strictObject({
  refreshToken: z.string().min(1).max(200).optional(),
})
export type LogoutInput = z.infer<typeof LogoutInput>

export const ResetPasswordInput = z.strictObject({
  token: z.string().min(1).max(200).describe('From the e-mailed link'),
  email: EmailField.optional().describe('From the e-mailed link'),
  password: PasswordField,
})
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>

export const ChangePasswordInput = z.strictObject({
  currentPassword: z.string().min(1, FIELD_MESSAGES.required).max(AUTH_LIMITS.passwordMax),
  newPassword: PasswordField,
})
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>

/** POST auth/change-email: a code goes to the new address; the sign-in e-mail changes once it is entered. */
export const ChangeEmailInput = z.strictObject({
  email: EmailField.describe('The new sign-in e-mail'),
  currentPassword: z.string().min(1, FIELD_MESSAGES.required).max(AUTH_LIMITS.passwordMax),
})
export type ChangeEmailInput = z.infer<typeof ChangeEmailInput>

export const VerifyEmailChangeInput = z.strictObject({ code: VerificationCode })
export type VerifyEmailChangeInput = z.infer<typeof VerifyEmailChangeInput>

/** GET auth/session: whether the request carries a live session (answers 200 either way). */
export const SessionProbe = z.object({ signedIn: z.boolean() })
export type SessionProbe = z.infer<typeof SessionProbe>

export const AvailabilityParams = z.strictObject({
  email: z.string().min(1).max(AUTH_LIMITS.emailMax).describe('The address to check'),
})
export const AvailabilityQuery = z.strictObject({
  fetchSalesforceResumeIfExists: z.enum(['true', 'false']).optional(),
  connectId: z.uuid().optional().describe('The user whose own address counts as available (an unchanged e-mail)'),
})
export const AvailabilityResult = z.object({
  email: z.string(),
  available: z.boolean(),
  /** Taken by a record kept from the CRM (the spec's emailTakenOnSaleforce). */
  onCrm: z.boolean(),
  /** Taken by a prospect: the UI offers to delete the prospect and reuse the address. */
  prospect: z.boolean(),
  prospectCandidateId: z.uuid().nullable(),
})
export type AvailabilityResult = z.infer<typeof AvailabilityResult>

export const AuthLogInput = z.strictObject({
  step: z.enum(AUTH_STEPS),
  state: z.enum(AUTH_LOG_STATES),
  email: EmailField.optional(),
  message: z.string().max(500).optional(),
})
export type AuthLogInput = z.infer<typeof AuthLogInput>

export const AuthLogDto = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  email: z.string().nullable(),
  step: z.enum(AUTH_STEPS),
  state: z.enum(AUTH_LOG_STATES),
  message: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
})
export type AuthLogDto = z.infer<typeof AuthLogDto>

export const AuthLogQuery = z.strictObject({
  userId: z.uuid().optional(),
  email: z.string().max(AUTH_LIMITS.emailMax).optional(),
  step: z.enum(AUTH_STEPS).optional(),
  state: z.enum(AUTH_LOG_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export type AuthLogQuery = z.infer<typeof AuthLogQuery>

export const SocialProviderParams = z.strictObject({ provider: z.enum(SOCIAL_PROVIDERS) })
export const SocialStartQuery = z.strictObject({
  returnUrl: z.string().max(1000).optional().describe('A path in the web app to land on afterwards'),
})
export const SocialCallbackQuery = z.strictObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(1000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  session_state: z.string().max(1000).optional(),
  scope: z.string().max(1000).optional(),
})
export const SocialProviderDto = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  /** Where the browser goes to start (GET, a redirect). */
  startUrl: z.string(),
})
export type SocialProviderDto = z.infer<typeof SocialProviderDto>

/** The web route the social callback redirects to, with `?error=` on failure. */
export const SOCIAL_LOGIN_LANDING = '/auth/social-login'
/** The web route of the e-mailed reset / set-password link (`?token=&email=`). */
export const RESET_PASSWORD_ROUTE = '/auth/reset-password'
