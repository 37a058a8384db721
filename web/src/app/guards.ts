/**
 * Route guards as one pure decision (spec 000 §2 "Guards", 001 §2): given who is signed in
 * (or nobody) and the route being opened, either let it through or say where to go instead.
 * The router calls it on every navigation; the table in guards.test.ts is the spec.
 */

import {
  hasPermission,
  homeRouteFor,
  isCandidate,
  isClientRecruiter,
  isRecruiter,
  type RoleHolder,
  type SessionUser,
} from '../features/session/user'
import { DEV_ENVIRONMENTS } from './constants'

/**
 * Who may open a route:
 * - `any`: everybody (error pages, public pages).
 * - `guest`: public auth screens (login, forgot and reset password, social login), only
 *   without a valid session.
 * - `verify`: verify-account, only while the e-mail is unverified (or without a session).
 * - `signup`: sign-up step 1, only while onboarding is pending (or without a session).
 * - `session`: the main shell, needs a valid, verified, onboarded session.
 */
export type RouteAccess = 'any' | 'guest' | 'verify' | 'signup' | 'session'

export interface RouteRule {
  path: string
  access: RouteAccess
  /** The root: sends a signed-in user to their home route. */
  redirectHome?: boolean
  /** Internal and fractional recruiters are sent here instead, keeping the query (calendar). */
  recruiterRedirect?: string
  /** A candidate marked for deletion is sent home from this route (candidate-only routes). */
  revokedForDeletedCandidate?: boolean
  /** Allowed only in local and development environments; elsewhere redirected to the root. */
  devOnly?: boolean
  /** The page body gets a "webview required" marker when the user is not a candidate. */
  webviewRequired?: boolean
  /**
   * The permission key the screen's API calls require (admin screens, spec 000 §6); a user
   * without it is sent home (or to /error when that is home).
   */
  permission?: string
  /**
   * Only these kinds of user (e.g. provider staff for the client screens); anyone else is sent
   * home (or to /error when that is home). Without a userType, a recruiter counts as staff.
   */
  userTypes?: readonly NonNullable<SessionUser['userType']>[]
  /**
   * Only these audiences (see `audiencesOf`); anyone else is sent home (or to /error when that
   * is home). A route without an audience is open to every signed-in user (Settings).
   */
  audience?: readonly Audience[]
}

/**
 * Whom a screen is for, as the API's access rules draw it: `candidate`; `staff` (the provider's
 * recruiters and admin staff); `client` (a client company's recruiters, full portal: client
 * recruiter or client sourcing); `basicClient` (a client user with the basic role: the
 * compensation engine only, no candidates, jobs or company pages).
 */
export type Audience = 'candidate' | 'staff' | 'client' | 'basicClient'

/** The audiences a user belongs to (a user may hold more than one role). */
export function audiencesOf(user: RoleHolder): Audience[] {
  const out: Audience[] = []
  if (isCandidate(user)) out.push('candidate')
  if (user.userType === 'staff' || isRecruiter(user)) out.push('staff')
  if (isClientRecruiter(user)) out.push('client')
  else if (user.userType === 'client' || user.roleNames.includes('client-recruiter-basic')) out.push('basicClient')
  return out
}

/** What the guards read of the user; a valtio snapshot (readonly) passes too. */
export type GuardUser = Pick<SessionUser, 'email' | 'homeRoute' | 'emailVerified' | 'hasOnboarded' | 'toBeDeletedAt'> &
  RoleHolder & { permissions?: readonly string[] | undefined }

export interface RouteContext {
  /** The path being opened, e.g. `/candidate/calendar`. */
  pathname: string
  /** Its query string with the leading `?`, or an empty string. */
  search: string
  /** How many times the session guard has already sent this visitor to login. */
  retryAttempt: number
  /** The environment name (spec 000 §9). */
  env: string
}

export type RedirectReason =
  | 'dev-only'
  | 'no-session'
  | 'unverified'
  | 'not-onboarded'
  | 'home'
  | 'signed-in'
  | 'step-done'
  | 'recruiter-calendar'
  | 'deleted-candidate'
  | 'forbidden'

export type RouteDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; reason: RedirectReason; retryAttempt?: number }

const allow: RouteDecision = { kind: 'allow' }
const redirect = (to: string, reason: RedirectReason): RouteDecision => ({ kind: 'redirect', to, reason })

export const LOGIN_PATH = '/auth/login'
export const VERIFY_PATH = '/auth/verify-account'
export const SIGNUP_PATH = '/auth/signup/step-1'

export function loginUrl(returnUrl?: string, retryAttempt?: number, extra: Record<string, string> = {}) {
  const q = new URLSearchParams()
  if (returnUrl) q.set('returnUrl', returnUrl)
  if (retryAttempt !== undefined) q.set('retryAttempt', String(retryAttempt))
  for (const [k, v] of Object.entries(extra)) q.set(k, v)
  const s = q.toString()
  return s ? `${LOGIN_PATH}?${s}` : LOGIN_PATH
}

export const verifyUrl = (email: string) => `${VERIFY_PATH}?${new URLSearchParams({ email })}`

/** A return URL is followed only when it is a path inside this app and not an auth screen. */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?')) return null
  return value
}

/** The user's home route: the API's `homeRoute`, or the spec's rule by role when missing. */
export function homeOf(user: GuardUser): string {
  const home = user.homeRoute && safeReturnUrl(user.homeRoute)
  return home && home !== '/' ? home : homeRouteFor(user)
}

/** Where an unfinished account must go first: verify, then onboarding; null when done. */
export function pendingStep(user: GuardUser): { to: string; reason: RedirectReason } | null {
  if (!user.emailVerified) return { to: verifyUrl(user.email), reason: 'unverified' }
  if (!user.hasOnboarded) return { to: SIGNUP_PATH, reason: 'not-onboarded' }
  return null
}

export function decideRoute(user: GuardUser | null, route: RouteRule, ctx: RouteContext): RouteDecision {
  if (route.devOnly && !(DEV_ENVIRONMENTS as readonly string[]).includes(ctx.env)) {
    return redirect('/', 'dev-only')
  }

  switch (route.access) {
    case 'any':
      return allow

    case 'guest': {
      if (!user) return allow
      const step = pendingStep(user)
      if (step) return redirect(step.to, step.reason)
      const back = safeReturnUrl(new URLSearchParams(ctx.search).get('returnUrl'))
      return redirect(back ?? homeOf(user), 'signed-in')
    }

    case 'verify':
      if (!user?.emailVerified) return allow
      return redirect(user.hasOnboarded ? homeOf(user) : SIGNUP_PATH, 'step-done')

    case 'signup':
      if (!user) return allow
      if (!user.emailVerified) return redirect(verifyUrl(user.email), 'unverified')
      if (!user.hasOnboarded) return allow
      return redirect(homeOf(user), 'step-done')

    case 'session': {
      if (!user) {
        const retryAttempt = ctx.retryAttempt + 1
        return {
          kind: 'redirect',
          to: loginUrl(ctx.pathname + ctx.search, retryAttempt),
          reason: 'no-session',
          retryAttempt,
        }
      }
      const step = pendingStep(user)
      if (step) return redirect(step.to, step.reason)
      const home = homeOf(user)
      if (route.redirectHome && home !== ctx.pathname) return redirect(home, 'home')
      if (route.recruiterRedirect && isRecruiter(user)) {
        return redirect(route.recruiterRedirect + ctx.search, 'recruiter-calendar')
      }
      if (route.permission && !hasPermission(user, route.permission)) {
        return redirect(home !== ctx.pathname ? home : '/error', 'forbidden')
      }
      if (route.userTypes) {
        const userType = user.userType ?? (isRecruiter(user) ? 'staff' : null)
        if (!userType || !route.userTypes.includes(userType))
          return redirect(home !== ctx.pathname ? home : '/error', 'forbidden')
      }
      if (route.audience && !audiencesOf(user).some((a) => route.audience?.includes(a)))
        return redirect(home !== ctx.pathname ? home : '/error', 'forbidden')
      if (route.revokedForDeletedCandidate && user.toBeDeletedAt && isCandidate(user) && home !== ctx.pathname) {
        return redirect(home, 'deleted-candidate')
      }
      return allow
    }
  }
}

/** Whether the page body gets the "webview required" marker on this route. */
export const needsWebviewMarker = (user: GuardUser | null, route: RouteRule) =>
  Boolean(route.webviewRequired && !(user && isCandidate(user)))
