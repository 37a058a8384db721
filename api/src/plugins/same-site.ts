import { Elysia } from 'elysia'
import type { Config } from '../config/env'
import { bearerToken } from '../modules/auth/authenticate'
import { readCookie, SESSION_COOKIE } from '../modules/auth/cookies'
import { assertSameOrigin } from '../modules/auth/csrf'

/** True when the session cookie is what a request would be authenticated by (no bearer token). */
export const isCookieSession = (request: Request) =>
  !bearerToken(request) && readCookie(request, SESSION_COOKIE) !== null

/**
 * The inbound gate for browsers, before routing and validation: every unsafe call that carries
 * the session cookie must be same-site (auth/csrf.ts), public routes (logout, refresh, forms)
 * included, so no route can forget it. A login that would set the cookie is checked by its route
 * (the mode is in the body). Refused with 403 and "This request did not come from the Quota app."
 */
export const sameSitePlugin = (config: Config) =>
  new Elysia({ name: 'same-site' }).onRequest(({ request }) => {
    if (isCookieSession(request)) assertSameOrigin(request, config)
  })
