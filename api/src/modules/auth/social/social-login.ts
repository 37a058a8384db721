import { SOCIAL_LOGIN_LANDING } from '@quota/shared/contracts/auth'
import { AUTH_MESSAGES, nameProblem, normalizeEmail } from '@quota/shared/domain/auth/index'
import type { SocialProvider } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, eq } from 'drizzle-orm'
import * as oidc from 'openid-client'
import { socialAccountsTable, usersTable } from '../../../db/schema'
import { createUser } from '../../users/create-user'
import { findUserByEmail, findUserById } from '../../users/repository'
import { writeAuthLog } from '../auth-log'
import type { AuthDeps, RequestMeta } from '../context'
import { signToken, verifyToken } from '../jwt'
import { signingKey } from '../secrets'
import { type IssuedSession, startSession } from '../sessions'
import { configuredProviders, providerConfiguration } from './providers'

const STATE_TTL_MS = 10 * 60_000

export const callbackUrl = (meta: RequestMeta, provider: SocialProvider) =>
  `${meta.appOrigin}/api/auth/social/${provider}/callback`

/** Only paths inside the web app (no scheme, no host, no protocol-relative //). */
export function safeReturnPath(value: string | undefined | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  return value
}

function providerOrThrow(deps: AuthDeps, provider: SocialProvider) {
  const found = configuredProviders(deps.config).find((p) => p.provider === provider)
  if (!found) throw new AppError('NOT_FOUND', { message: 'This sign-in provider is not available.' })
  return found
}

/**
 * GET auth/social/{provider}: starts an authorization-code flow with PKCE. The verifier, state
 * and nonce travel in a signed, httpOnly cookie (no server-side state, any API process can
 * finish the flow).
 */
export async function startSocialLogin(
  deps: AuthDeps,
  meta: RequestMeta,
  provider: SocialProvider,
  returnUrl: string | undefined,
): Promise<{ redirectTo: string; stateCookie: string; maxAgeSeconds: number }> {
  const p = providerOrThrow(deps, provider)
  const configuration = await providerConfiguration(deps.config, p).catch(() => {
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'The sign-in provider cannot be reached. Please try again later.',
    })
  })
  const codeVerifier = oidc.randomPKCECodeVerifier()
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(meta, provider),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  })
  const stateCookie = await signToken(
    signingKey(deps.config),
    'social-state',
    { provider, state, nonce, cv: codeVerifier, ret: safeReturnPath(returnUrl) },
    new Date(Date.now() + STATE_TTL_MS),
  )
  await writeAuthLog(deps.db, meta, { step: 'socialLogin', state: 'pending', message: provider })
  return { redirectTo: url.href, stateCookie, maxAgeSeconds: STATE_TTL_MS / 1000 }
}

export interface SocialCallbackResult {
  redirectTo: string
  session?: IssuedSession
}

const landing = (meta: RequestMeta, params: Record<string, string>) =>
  `${meta.appOrigin}${SOCIAL_LOGIN_LANDING}${Object.keys(params).length ? `?${new URLSearchParams(params)}` : ''}`

/**
 * GET auth/social/{provider}/callback: exchanges the code (with the PKCE verifier), checks the ID
 * token (issuer, audience, nonce), then signs in the linked user, links a verified e-mail to its
 * existing account, or creates a candidate account (sign-up step 1 follows). Failures land on
 * the web app's social-login page with `error`.
 */
export async function finishSocialLogin(
  deps: AuthDeps,
  meta: RequestMeta,
  provider: SocialProvider,
  query: Record<string, string | undefined>,
  stateCookie: string | null,
): Promise<SocialCallbackResult> {
  const failure = async (message: string, userId: string | null = null, email: string | null = null) => {
    await writeAuthLog(deps.db, meta, {
      step: 'socialLogin',
      state: 'failure',
      userId,
      email,
      message: `${provider}: ${message}`,
    })
    return { redirectTo: landing(meta, { error: message }) }
  }
  const p = configuredProviders(deps.config).find((x) => x.provider === provider)
  if (!p) return failure('This sign-in provider is not available.')
  if (query.error) return failure('Sign-in was cancelled or refused by the provider.')
  const verified = stateCookie ? await verifyToken(signingKey(deps.config), 'social-state', stateCookie) : null
  if (!verified?.ok || verified.claims.provider !== provider)
    return failure('Your sign-in took too long or was started elsewhere. Please try again.')
  const { state, nonce, cv, ret } = verified.claims as unknown as {
    state: string
    nonce: string
    cv: string
    ret: string | null
  }

  let claims: Record<string, unknown>
  try {
    const configuration = await providerConfiguration(deps.config, p)
    const current = new URL(callbackUrl(meta, provider))
    for (const [k, v] of Object.entries(query)) if (v !== undefined) current.searchParams.set(k, v)
    const tokens = await oidc.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: cv,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    })
    const idToken = tokens.claims()!
    claims = { ...idToken }
    // providers may keep e-mail and names out of the ID token (they are scope claims): ask userinfo
    if (typeof idToken.email !== 'string' && configuration.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)
      claims = {
        ...info,
        ...idToken,
        email: info.email,
        email_verified: info.email_verified,
        given_name: info.given_name,
        family_name: info.family_name,
      }
    }
  } catch (error) {
    deps.logger.warn({ err: error, provider }, 'social login exchange failed')
    return failure('We could not sign you in with that account. Please try again.')
  }

  const subject = String(claims.sub)
  const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : null
  const emailVerified = claims.email_verified === true

  const outcome = await deps.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ userId: socialAccountsTable.userId })
      .from(socialAccountsTable)
      .where(and(eq(socialAccountsTable.provider, provider), eq(socialAccountsTable.subject, subject)))
      .limit(1)
    let user = linked ? await findUserById(tx, linked.userId) : undefined
    if (!user) {
      if (!email) return { error: 'Your account at the provider has no e-mail address.' } as const
      const existing = await findUserByEmail(tx, email)
      if (existing) {
        // linking by e-mail only when the provider vouches for the address
        if (!emailVerified) return { error: AUTH_MESSAGES.emailTaken, userId: existing.id } as const
        const [other] = await tx
          .select({ id: socialAccountsTable.id })
          .from(socialAccountsTable)
          .where(and(eq(socialAccountsTable.userId, existing.id), eq(socialAccountsTable.provider, provider)))
        if (other) return { error: AUTH_MESSAGES.socialAlreadyLinked, userId: existing.id } as const
        user = existing
        if (!user.emailVerifiedAt)
          await tx.update(usersTable).set({ emailVerifiedAt: new Date() }).where(eq(usersTable.id, user.id))
      } else {
        // a new account (which may claim a prospect's record) needs an address the provider vouches for
        if (!emailVerified) return { error: 'Your e-mail address is not verified at the provider.' } as const
        const clean = (v: unknown) => (typeof v === 'string' && !nameProblem(v) ? v.trim() : '')
        user = await createUser(tx, {
          email,
          password: null,
          firstName: clean(claims.given_name),
          lastName: clean(claims.family_name),
          userType: 'candidate',
          roleKeys: ['candidate'],
          emailVerified: true,
          hasOnboarded: false,
        })
      }
      await tx.insert(socialAccountsTable).values({ userId: user.id, provider, subject, email, lastUsedAt: new Date() })
    } else {
      await tx
        .update(socialAccountsTable)
        .set({ lastUsedAt: new Date(), email })
        .where(and(eq(socialAccountsTable.provider, provider), eq(socialAccountsTable.subject, subject)))
    }
    if (!user.isActive) return { error: AUTH_MESSAGES.inactive, userId: user.id } as const
    const session = await startSession(tx, deps.config, { userId: user.id, mode: 'cookie', meta })
    return { session, userId: user.id } as const
  })
  if ('error' in outcome) return failure(outcome.error!, outcome.userId ?? null, email)
  await writeAuthLog(deps.db, meta, {
    step: 'socialLogin',
    state: 'success',
    userId: outcome.userId,
    email,
    message: provider,
  })
  return { redirectTo: landing(meta, ret ? { returnUrl: ret } : {}), session: outcome.session }
}
