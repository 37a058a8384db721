import {
  AuthLogDto,
  AuthLogInput,
  AuthLogQuery,
  AvailabilityParams,
  AvailabilityQuery,
  AvailabilityResult,
  ChangeEmailInput,
  ChangePasswordInput,
  EmailOnlyInput,
  LoginInput,
  LoginResult,
  LogoutInput,
  MessageResult,
  RefreshInput,
  ResetPasswordInput,
  SessionProbe,
  SessionTokens,
  SignupInput,
  SignupResult,
  SocialCallbackQuery,
  SocialProviderDto,
  SocialProviderParams,
  SocialStartQuery,
  VerifyAccountInput,
  VerifyEmailChangeInput,
} from '@quota/shared/contracts/auth'
import { Answers, DataEnvelope, ErrorResponses, ListEnvelope } from '@quota/shared/contracts/common'
import type { Server } from 'bun'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import { clientAddress } from '../../plugins/client-address'
import { REDIRECT_ANSWER_DOCS } from '../../plugins/openapi-responses'
import { moduleBase } from '../module-base'
import { getMe } from '../users/get-me'
import { listAuthLogs, recordClientAuthLog } from './auth-logs'
import { requestEmailChange, verifyEmailChange } from './change-email'
import { checkAvailability } from './check-availability'
import { type AuthDeps, appOriginOf, type RequestMeta } from './context'
import {
  clearCookie,
  readCookie,
  SESSION_COOKIE,
  SOCIAL_COOKIE_PATH,
  SOCIAL_STATE_COOKIE,
  serializeCookie,
  wantsSecureCookies,
} from './cookies'
import { assertSameOrigin } from './csrf'
import { createAuthLimiters } from './limits'
import { login } from './login'
import { logout } from './logout'
import { changePassword, forgotPassword, resetPassword } from './passwords'
import { refresh } from './refresh'
import type { IssuedSession } from './sessions'
import { signup } from './signup'
import { configuredProviders } from './social/providers'
import { finishSocialLogin, startSocialLogin } from './social/social-login'
import { resendCode, verifyAccount } from './verify-account'

const NO_STORE = { 'cache-control': 'no-store' }

export function tokensOf(issued: IssuedSession): SessionTokens {
  return {
    accessToken: issued.accessToken,
    accessTokenExpiresAt: issued.accessTokenExpiresAt.toISOString(),
    sessionExpiresAt: issued.sessionExpiresAt.toISOString(),
    ...(issued.refreshToken ? { refreshToken: issued.refreshToken } : {}),
    ...(issued.refreshTokenExpiresAt ? { refreshTokenExpiresAt: issued.refreshTokenExpiresAt.toISOString() } : {}),
  }
}

/** The web app's session cookie: remember-me lives its days, otherwise until the browser closes. */
export function sessionCookie(issued: IssuedSession, secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, issued.cookieToken!, secure, {
    ...(issued.rememberMeDays ? { maxAge: Math.floor((issued.sessionExpiresAt.getTime() - Date.now()) / 1000) } : {}),
  })
}

export const authRoutes = (deps: AppDeps) => {
  const authDeps: AuthDeps = {
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    limiters: createAuthLimiters(deps.db),
  }
  const metaOf = (request: Request, server: Server<unknown> | null, requestId: string): RequestMeta => ({
    ip: clientAddress(request, server, deps.config.TRUST_PROXY),
    userAgent: request.headers.get('user-agent'),
    requestId,
    appOrigin: appOriginOf(request, deps.config),
  })
  const secure = (request: Request) => wantsSecureCookies(request, deps.config)

  return new Elysia({ name: 'auth-routes', prefix: '/api/auth', tags: ['Auth'] })
    .use(moduleBase(deps))
    .post(
      '/signup',
      async ({ body, request, server, requestId }) => ({
        data: await signup(authDeps, metaOf(request, server, requestId), body),
      }),
      {
        isPublic: true,
        body: SignupInput,
        response: { 200: DataEnvelope(SignupResult), ...ErrorResponses, ...Answers(409, 429) },
        detail: {
          summary: 'Sign up (step 1) as a candidate or a client recruiter; e-mails a 6-digit code',
          operationId: 'signup',
        },
      },
    )
    .post(
      '/verify-account',
      async ({ body, request, server, requestId }) => ({
        data: await verifyAccount(authDeps, metaOf(request, server, requestId), body),
      }),
      {
        isPublic: true,
        body: VerifyAccountInput,
        response: { 200: DataEnvelope(MessageResult), ...ErrorResponses, ...Answers(429) },
        detail: { summary: 'Verify the e-mail address with the 6-digit code', operationId: 'verifyAccount' },
      },
    )
    .post(
      '/resend-code',
      async ({ body, request, server, requestId }) => ({
        data: await resendCode(authDeps, metaOf(request, server, requestId), body),
      }),
      {
        isPublic: true,
        body: EmailOnlyInput,
        response: { 200: DataEnvelope(MessageResult), ...ErrorResponses, ...Answers(429) },
        detail: { summary: 'Send a new verification code', operationId: 'resendVerificationCode' },
      },
    )
    .post(
      '/login',
      async ({ body, request, server, requestId, set }) => {
        const mode = body.session ?? 'cookie'
        // login-CSRF: a foreign page must not sign a browser into another account
        if (mode === 'cookie') assertSameOrigin(request, deps.config)
        const issued = await login(authDeps, metaOf(request, server, requestId), body)
        Object.assign(set.headers, NO_STORE)
        if (mode === 'cookie') set.headers['set-cookie'] = sessionCookie(issued, secure(request))
        return { data: { ...tokensOf(issued), user: await getMe(deps.db, deps.config, issued.userId) } }
      },
      {
        isPublic: true,
        body: LoginInput,
        response: { 200: DataEnvelope(LoginResult), ...ErrorResponses, ...Answers(401, 403, 429) },
        detail: {
          summary: 'Log in with e-mail and password; sets the session cookie (or answers tokens in token mode)',
          operationId: 'login',
        },
      },
    )
    .post(
      '/refresh',
      async ({ body, request, server, requestId, set }) => {
        const issued = await refresh(authDeps, metaOf(request, server, requestId), body.refreshToken ?? null)
        Object.assign(set.headers, NO_STORE)
        return { data: tokensOf(issued) }
      },
      {
        isPublic: true,
        body: RefreshInput,
        response: { 200: DataEnvelope(SessionTokens), ...ErrorResponses, ...Answers(401, 403, 429) },
        detail: {
          summary: 'Exchange a refresh token for new tokens (rotation; reusing an old one ends the session)',
          operationId: 'refreshSession',
        },
      },
    )
    .post(
      '/logout',
      async ({ body, request, server, requestId, set }) => {
        const data = await logout(authDeps, metaOf(request, server, requestId), request, body?.refreshToken ?? null)
        set.headers['set-cookie'] = clearCookie(SESSION_COOKIE, secure(request))
        return { data }
      },
      {
        isPublic: true,
        body: LogoutInput.optional(),
        response: { 200: DataEnvelope(MessageResult), ...ErrorResponses, ...Answers(401, 429) },
        detail: { summary: 'Log out: end the session and clear the cookie', operationId: 'logout' },
      },
    )
    .post(
      '/forgot-password',
      async ({ body, request, server, requestId }) => ({
        data: await forgotPassword(authDeps, metaOf(request, server, requestId), body),
      }),
      {
        isPublic: true,
        body: EmailOnlyInput,
        response: { 200: DataEnvelope(MessageResult), ...ErrorResponses, ...Answers(429, 503) },
        detail: { summary: 'E-mail a single-use link to reset the password', operationId: 'forgotPassword' },
      },
    )
    .post(
      '/reset-password',
      async ({ body, request, server, requestId }) => ({
        data: await resetPassword(authDeps, metaOf(request, server, requestId), body),
      }),
      {
        isPublic: true,
        body: ResetPasswordInput,
        response: { 200: DataEnvelope(MessageResult), ...ErrorResponses, ...Answers(404, 409, 429) },
        detail: {
          summary: 'Set a new password with the e-mailed link (reset or invitation)',
          operationId: 'resetPassword',
        },
      },
    )
    .post(
      '/change-password',
      async ({ body, request, server, requestId, actor }) => ({
        data: await changePassword(authDeps, metaOf(request, server, requestId), actor, body),
      }),
      {
        auth: 'user',
        body: ChangePasswordInput,
        response: { 200: DataEnvelope(MessageResult), ...ErrorResponses, ...Answers(429) },
        detail: { summary: 'Change the password (the current one is required)', operationId: 'changePassword' },
      },
    )
    .get(
      '/session',
      async ({ request, set }) => {
        // a page that only wants to know (the sign-in page) asks here: no 401 in the browser's console
        const actor = await deps.authenticate(request).catch(() => null)
        Object.assign(set.headers, NO_STORE)
        return { data: { signedIn: actor !== null } }
      },
      {
        isPublic: true,
        response: { 200: DataEnvelope(SessionProbe), ...ErrorResponses },
        detail: {
          summary: 'Whether this request carries a live session (200 either way; the user is GET users/me)',
          operationId: 'probeSession',
        },
      },
    )
    .post(
      '/change-email',
      async ({ body, request, server, requestId, actor }) => ({
        data: await requestEmailChange(authDeps, metaOf(request, server, requestId), actor, body),
      }),
      {
        auth: 'user',
        body: ChangeEmailInput,
        response: { 200: DataEnvelope(MessageResult), ...ErrorResponses, ...Answers(409, 429) },
        detail: {
          summary: 'Change the sign-in e-mail (current password required): e-mails a 6-digit code to the new address',
          operationId: 'requestEmailChange',
        },
      },
    )
    .post(
      '/verify-email-change',
      async ({ body, request, server, requestId, actor }) => ({
        data: await verifyEmailChange(authDeps, metaOf(request, server, requestId), actor, body),
      }),
      {
        auth: 'user',
        body: VerifyEmailChangeInput,
        response: { 200: DataEnvelope(MessageResult), ...ErrorResponses, ...Answers(409, 429) },
        detail: {
          summary: 'Enter the code sent to the new address: the sign-in e-mail changes and the old one is told',
          operationId: 'verifyEmailChange',
        },
      },
    )
    .get(
      '/check-availability/:email',
      async ({ params, query, request, server, requestId }) => ({
        data: await checkAvailability(authDeps, metaOf(request, server, requestId), {
          email: params.email,
          connectId: query.connectId,
        }),
      }),
      {
        isPublic: true,
        params: AvailabilityParams,
        query: AvailabilityQuery,
        response: { 200: DataEnvelope(AvailabilityResult), ...ErrorResponses, ...Answers(429) },
        detail: {
          summary: 'Whether an e-mail address is available (or taken, on the CRM, or by a prospect)',
          operationId: 'checkEmailAvailability',
        },
      },
    )
    .post(
      '/logs',
      async ({ body, request, server, requestId }) => {
        const actor = await deps.authenticate(request).catch(() => null)
        return { data: await recordClientAuthLog(authDeps, metaOf(request, server, requestId), actor, body) }
      },
      {
        isPublic: true,
        body: AuthLogInput,
        response: { 200: DataEnvelope(z.object({ recorded: z.literal(true) })), ...ErrorResponses, ...Answers(429) },
        detail: {
          summary: 'Record an auth step (pending, success or failure) seen by a client',
          operationId: 'recordAuthLog',
        },
      },
    )
    .get('/logs', ({ query }) => listAuthLogs(authDeps, query), {
      auth: { permission: 'manage-users' },
      query: AuthLogQuery,
      response: { 200: ListEnvelope(AuthLogDto), ...ErrorResponses, ...Answers(429) },
      detail: { summary: 'The sign-in history (every auth step), newest first', operationId: 'listAuthLogs' },
    })
    .get(
      '/social/providers',
      () => ({
        data: configuredProviders(deps.config).map((p) => ({
          provider: p.provider,
          startUrl: `/api/auth/social/${p.provider}`,
        })),
      }),
      {
        isPublic: true,
        response: { 200: DataEnvelope(z.array(SocialProviderDto)), ...ErrorResponses },
        detail: { summary: 'Social sign-in providers configured on this server', operationId: 'listSocialProviders' },
      },
    )
    .get(
      '/social/:provider',
      async ({ params, query, request, server, requestId }) => {
        const started = await startSocialLogin(
          authDeps,
          metaOf(request, server, requestId),
          params.provider,
          query.returnUrl,
        )
        const headers = new Headers({ location: started.redirectTo, ...NO_STORE })
        headers.append(
          'set-cookie',
          serializeCookie(SOCIAL_STATE_COOKIE, started.stateCookie, secure(request), {
            path: SOCIAL_COOKIE_PATH,
            maxAge: started.maxAgeSeconds,
          }),
        )
        return new Response(null, { status: 302, headers })
      },
      {
        isPublic: true,
        params: SocialProviderParams,
        query: SocialStartQuery,
        response: { ...ErrorResponses, ...Answers(429, 503) },
        detail: {
          summary: 'Start a social sign-in (OpenID Connect, code + PKCE): redirects to the provider',
          operationId: 'startSocialLogin',
          ...REDIRECT_ANSWER_DOCS,
        },
      },
    )
    .get(
      '/social/:provider/callback',
      async ({ params, query, request, server, requestId }) => {
        const result = await finishSocialLogin(
          authDeps,
          metaOf(request, server, requestId),
          params.provider,
          query,
          readCookie(request, SOCIAL_STATE_COOKIE),
        )
        const headers = new Headers({ location: result.redirectTo, ...NO_STORE })
        headers.append('set-cookie', clearCookie(SOCIAL_STATE_COOKIE, secure(request), SOCIAL_COOKIE_PATH))
        if (result.session) headers.append('set-cookie', sessionCookie(result.session, secure(request)))
        return new Response(null, { status: 302, headers })
      },
      {
        isPublic: true,
        params: SocialProviderParams,
        query: SocialCallbackQuery,
        response: { ...ErrorResponses, ...Answers(409, 429) },
        detail: {
          summary: "The provider's redirect back: signs in and redirects to the web app",
          operationId: 'finishSocialLogin',
          ...REDIRECT_ANSWER_DOCS,
        },
      },
    )
}
