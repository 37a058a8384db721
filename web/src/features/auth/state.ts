/**
 * The auth store: which sign-in request is running, the form's error or notice from the server,
 * and the e-mail availability check. Field values stay in the form components.
 */
import { ERROR_MESSAGES } from '@quota/shared/errors/error-codes'
import { proxy } from 'valtio'
import { LOGIN_PATH, loginUrl, safeReturnUrl, verifyUrl } from '../../app/guards'
import { isApiError } from '../../app/http'
import { navigate } from '../../app/navigation'
import { onResetAll } from '../../app/reset'
import { toast } from '../../app/toasts'
import { loadSession, sessionState, setSessionUser } from '../session/state'
import * as api from './api'
import { type LoginValues, MESSAGES, type ResetPasswordValues, type SignupValues, toAccountPhone } from './validators'

export type AuthRequest = 'login' | 'signup' | 'verify' | 'resend' | 'forgot' | 'reset' | 'social'

export const INVALID_CODE_MESSAGE = 'Invalid verification code!'

function initial() {
  return {
    pending: null as AuthRequest | null,
    /** The server's answer to the whole form, shown above the buttons. */
    formError: null as string | null,
    /** Set when the error comes with links to login and forgot password (reset link problems). */
    formErrorHasLinks: false,
    /** A success message shown in the form (forgot password). */
    notice: null as string | null,
    /** Field messages from the server's error details, keyed by field. */
    fieldErrors: {} as Record<string, string>,
    emailCheck: { email: '', status: 'idle' as 'idle' | 'checking' | 'available' | 'taken' },
  }
}

export const authState = proxy(initial())

export function resetAuthForm() {
  Object.assign(authState, initial())
}

onResetAll(resetAuthForm)

function begin(request: AuthRequest) {
  authState.pending = request
  clearFormMessages()
}

/** Clears the server's messages (a new attempt, or the form's own checks failed). */
export function clearFormMessages() {
  authState.formError = null
  authState.formErrorHasLinks = false
  authState.notice = null
  authState.fieldErrors = {}
}

/** Statuses a form shows itself (see FORM_STATUSES in api.ts); the rest are global toasts or prompts. */
const isFormFailure = (error: unknown) => isApiError(error) && api.FORM_STATUSES.includes(error.status)

/** Puts an API failure on the form: field details on their fields, the message above. */
function showFailure(error: unknown, fallback?: string) {
  if (!isApiError(error)) {
    authState.formError = fallback ?? ERROR_MESSAGES.INTERNAL
    return
  }
  // 0, 410, 429 and 5xx are already shown by the HTTP client (toast or reload prompt).
  if (!isFormFailure(error)) return
  const fields: Record<string, string> = {}
  for (const d of error.details) if (d.path) fields[d.path] = d.message
  authState.fieldErrors = fields
  authState.formError = Object.keys(fields).length ? null : (fallback ?? error.message)
}

export function loginErrorMessage(code: string, status: number, message: string): string {
  if (code === 'USER_INACTIVE') return ERROR_MESSAGES.USER_INACTIVE
  if (code === 'INVALID_CREDENTIALS' || status === 401) return ERROR_MESSAGES.INVALID_CREDENTIALS
  return message
}

export async function submitLogin(values: LoginValues & { rememberMe: boolean }, returnUrl: string | null) {
  begin('login')
  const email = values.email.trim()
  try {
    const answer = await api.login({ email, password: values.password, rememberMe: values.rememberMe })
    if (answer.user?.homeRoute) setSessionUser(answer.user)
    else await loadSession()
    await navigate(safeReturnUrl(returnUrl) ?? '/', { replace: true, force: true })
  } catch (error) {
    if (isApiError(error) && error.code === 'USER_NOT_CONFIRMED') {
      toast.info('Please verify your e-mail address to continue.')
      await navigate(verifyUrl(email), { force: true })
      return
    }
    if (isApiError(error) && isFormFailure(error)) {
      authState.formError = loginErrorMessage(error.code, error.status, error.message)
    } else {
      showFailure(error)
    }
  } finally {
    authState.pending = null
  }
}

export async function submitSignup(values: SignupValues, { signedIn }: { signedIn: boolean }) {
  begin('signup')
  const phone = toAccountPhone(values.phone) ?? values.phone
  const common = {
    userType: values.accountType,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone,
    ...(values.accountType === 'client' ? { companyName: values.companyName.trim() } : {}),
    acceptedTerms: true as const,
  }
  try {
    if (signedIn) {
      setSessionUser(await api.completeOnboarding(common))
      await navigate('/', { replace: true, force: true })
      return
    }
    const email = values.email.trim()
    await api.signup({ ...common, email, password: values.password })
    toast.success(`We sent a verification code to ${email}.`)
    await navigate(verifyUrl(email), { force: true })
  } catch (error) {
    if (isApiError(error) && (error.code === 'ALREADY_EXISTS' || error.status === 409)) {
      authState.fieldErrors = { email: MESSAGES.emailTaken }
    } else {
      showFailure(error)
    }
  } finally {
    authState.pending = null
  }
}

export async function submitVerify(email: string, code: string) {
  begin('verify')
  try {
    await api.verifyAccount({ email: email.trim(), code: code.trim() })
    const user = sessionState.user ? await loadSession() : null
    if (user) {
      await navigate('/', { replace: true, force: true })
    } else {
      toast.success('Your account is verified. Please sign in.')
      await navigate(loginUrl(undefined, undefined, { email: email.trim() }), { replace: true, force: true })
    }
  } catch (error) {
    if (isFormFailure(error)) {
      authState.formError = INVALID_CODE_MESSAGE
    } else {
      showFailure(error)
    }
  } finally {
    authState.pending = null
  }
}

export async function resendVerificationCode(email: string) {
  begin('resend')
  try {
    await api.resendCode({ email: email.trim() })
    toast.info(`A new verification code was sent to ${email.trim()}.`)
  } catch (error) {
    showFailure(error)
  } finally {
    authState.pending = null
  }
}

export async function submitForgotPassword(email: string) {
  begin('forgot')
  try {
    await api.forgotPassword({ email: email.trim() })
    authState.notice = `If an account exists for ${email.trim()}, we sent a link to reset its password.`
  } catch (error) {
    showFailure(error)
  } finally {
    authState.pending = null
  }
}

export async function submitResetPassword(token: string, email: string | null, values: ResetPasswordValues) {
  begin('reset')
  try {
    await api.resetPassword({ token, password: values.password, ...(email ? { email } : {}) })
    toast.success('Your password was reset. Please sign in with the new password.')
    await navigate(email ? loginUrl(undefined, undefined, { email }) : LOGIN_PATH, { replace: true, force: true })
  } catch (error) {
    showFailure(error)
    if (isApiError(error) && ['INVALID_LINK', 'NOT_FOUND', 'CONFLICT'].includes(error.code)) {
      authState.formErrorHasLinks = true
    }
  } finally {
    authState.pending = null
  }
}

/** After a social sign-in callback the API has set the cookie: load the session and go on. */
export async function completeSocialLogin(error: string | null) {
  begin('social')
  try {
    if (error) {
      authState.formError = error
      return
    }
    const user = await loadSession()
    if (user) await navigate('/', { replace: true, force: true })
    else authState.formError = 'We could not sign you in with that account. Please try again.'
  } finally {
    authState.pending = null
  }
}

let checkSeq = 0

/** The e-mail availability check, run after a 1-second pause in typing (the caller debounces). */
export async function checkEmail(email: string) {
  const seq = ++checkSeq
  authState.emailCheck = { email, status: 'checking' }
  const answer = await api.checkAvailability(email)
  if (seq !== checkSeq) return
  authState.emailCheck = {
    email,
    status: answer === null ? 'idle' : answer.available ? 'available' : 'taken',
  }
}

export async function agreeToPrivacyPolicy(userId: string) {
  const user = await api.acceptPrivacyPolicy(userId)
  if (user) setSessionUser(user)
  else if (sessionState.user) sessionState.user.expiredPrivacyPolicy = false
}
