/**
 * Sign-in calls (design/api-conventions.md "Sign-in calls"). Each form shows its own expected
 * errors, so those statuses are handled here rather than by the global toasts.
 * TODO(lead): type the bodies and answers with shared/contracts/auth once it exists.
 */
import { type DataAnswer, http } from '../../app/http'
import type { SessionUser } from '../session/user'
import type { AccountType } from './validators'

/** Statuses a form shows inline; 429 and 5xx still go to the global toasts. */
export const FORM_STATUSES = [400, 401, 403, 404, 409, 422]

export interface LoginInput {
  email: string
  password: string
  rememberMe: boolean
}

export interface LoginAnswer {
  accessToken?: string
  user: SessionUser
}

export async function login(input: LoginInput): Promise<LoginAnswer> {
  return (await http.post<DataAnswer<LoginAnswer>>('/auth/login', input, { handledStatuses: FORM_STATUSES })).data
}

export interface SignupInput {
  userType: AccountType
  firstName: string
  lastName: string
  email: string
  password: string
  /** With +1: `+14155550132`. */
  phone: string
  companyName?: string
  acceptedTerms: true
}

export async function signup(input: SignupInput): Promise<void> {
  await http.post('/auth/signup', input, { handledStatuses: FORM_STATUSES })
}

export interface OnboardingInput {
  userType: AccountType
  firstName: string
  lastName: string
  phone: string
  companyName?: string
  acceptedTerms: true
}

/** Finishing sign-up step 1 for a signed-in user (e.g. after social login): marks hasOnboarded. */
export async function completeOnboarding(input: OnboardingInput): Promise<SessionUser> {
  return (await http.patch<DataAnswer<SessionUser>>('/users', input, { handledStatuses: FORM_STATUSES })).data
}

export async function verifyAccount(input: { email: string; code: string }): Promise<void> {
  await http.post('/auth/verify-account', input, { handledStatuses: FORM_STATUSES })
}

export async function resendCode(input: { email: string }): Promise<void> {
  await http.post('/auth/resend-code', input, { handledStatuses: FORM_STATUSES })
}

export async function forgotPassword(input: { email: string }): Promise<void> {
  await http.post('/auth/forgot-password', input, { handledStatuses: FORM_STATUSES })
}

export async function resetPassword(input: { token: string; email?: string; password: string }): Promise<void> {
  await http.post('/auth/reset-password', input, { handledStatuses: FORM_STATUSES })
}

export interface EmailAvailability {
  available: boolean
  onCrm?: boolean
  prospect?: boolean
}

/** GET /api/auth/check-availability/{email}; silent on failure (the server checks again on sign-up). */
export async function checkAvailability(email: string): Promise<EmailAvailability | null> {
  try {
    const answer = await http.get<DataAnswer<EmailAvailability>>(
      `/auth/check-availability/${encodeURIComponent(email)}`,
      {
        ignoreError: true,
      },
    )
    return answer?.data ?? null
  } catch {
    return null
  }
}

/** POST /api/users/{id}/privacy-policy: the user agreed to the current terms. */
export async function acceptPrivacyPolicy(userId: string): Promise<SessionUser | null> {
  const answer = await http.post<DataAnswer<SessionUser> | undefined>(
    `/users/${encodeURIComponent(userId)}/privacy-policy`,
    {
      accepted: true,
    },
  )
  return answer?.data ?? null
}
