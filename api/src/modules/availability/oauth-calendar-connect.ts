/**
 * Connecting a Google Calendar or a Microsoft 365 calendar (issue 17 item 6), both by OAuth 2.0
 * authorization code: GET settings/integrate-calendar/{google|microsoft}/start sends the browser to
 * the provider's consent page, the provider sends it back to .../callback with a code, which is
 * exchanged for a refresh token; the token is sealed at rest (secret-box) like every other
 * calendar credential and the calendar becomes the user's live calendar integration. Both steps
 * answer a redirect: the callback goes back to Settings, saying what went wrong if anything.
 *
 * The `state` parameter (RFC 6749 §10.12) is sealed with the server's key and names the user who
 * started, the provider and when: a callback for another signed-in user or provider, or older than
 * ten minutes, is refused, so nobody can slip their own account into someone else's settings.
 */
import { randomBytes } from 'node:crypto'
import type { CalendarConnectOptions, OAuthCalendarCallbackQuery } from '@quota/shared/contracts/availability'
import { AppError } from '@quota/shared/errors/index'
import type { Config } from '../../config/env'
import type { NewCalendarIntegrationRow } from '../../db/schema'
import { CalendarHttpError } from '../../integrations/calendar/calendar-integration'
import { exchangeGoogleCode, googleAuthorizationUrl } from '../../integrations/calendar/google-oauth'
import { connectIntegration } from '../../integrations/calendar/integration-state'
import { exchangeMicrosoftCode, microsoftAuthorizationUrl } from '../../integrations/calendar/microsoft-oauth'
import { microsoftConfigured } from '../../integrations/microsoft/connection'
import { openSecret, sealSecret } from '../../integrations/secret-box'
import type { UseCaseContext } from '../context'

const STATE_TTL_MS = 10 * 60_000

export type OAuthCalendarProvider = 'google' | 'microsoft'

export const callbackPath = (provider: OAuthCalendarProvider) => `/api/settings/integrate-calendar/${provider}/callback`

type Stored = Pick<NewCalendarIntegrationRow, 'externalAccountId' | 'accountEmail' | 'scopes'> & { secret: object }

interface OAuthProvider {
  name: string
  configured(config: Config): boolean
  authorizationUrl(config: Config, redirectUri: string, state: string): string
  exchange(config: Config, redirectUri: string, code: string): Promise<Stored>
}

const PROVIDERS: Record<OAuthCalendarProvider, OAuthProvider> = {
  google: {
    name: 'Google',
    configured: (config) => !!(config.GOOGLE_CALENDAR_CLIENT_ID && config.GOOGLE_CALENDAR_CLIENT_SECRET),
    authorizationUrl: (config, redirectUri, state) => googleAuthorizationUrl(googleClient(config, redirectUri), state),
    async exchange(config, redirectUri, code) {
      const grant = await exchangeGoogleCode(googleClient(config, redirectUri), code)
      return {
        externalAccountId: grant.calendarId,
        accountEmail: grant.calendarId,
        scopes: grant.scopes,
        secret: { refreshToken: grant.refreshToken, calendarId: grant.calendarId },
      }
    },
  },
  microsoft: {
    name: 'Microsoft',
    configured: microsoftConfigured,
    authorizationUrl: (config, redirectUri, state) =>
      microsoftAuthorizationUrl(microsoftClient(config, redirectUri), state),
    async exchange(config, redirectUri, code) {
      const grant = await exchangeMicrosoftCode(microsoftClient(config, redirectUri), code)
      return {
        externalAccountId: grant.accountId,
        accountEmail: grant.email,
        scopes: grant.scopes,
        secret: { refreshToken: grant.refreshToken, email: grant.email },
      }
    },
  },
}

const googleClient = (config: Config, redirectUri: string) => ({
  clientId: config.GOOGLE_CALENDAR_CLIENT_ID!,
  clientSecret: config.GOOGLE_CALENDAR_CLIENT_SECRET!,
  authUrl: config.GOOGLE_CALENDAR_AUTH_URL,
  tokenUrl: config.GOOGLE_CALENDAR_TOKEN_URL,
  apiUrl: config.GOOGLE_CALENDAR_API_URL,
  redirectUri,
})
const microsoftClient = (config: Config, redirectUri: string) => ({
  clientId: config.MICROSOFT_CALENDAR_CLIENT_ID!,
  clientSecret: config.MICROSOFT_CALENDAR_CLIENT_SECRET!,
  authUrl: config.MICROSOFT_CALENDAR_AUTH_URL,
  tokenUrl: config.MICROSOFT_CALENDAR_TOKEN_URL,
  apiUrl: config.MICROSOFT_CALENDAR_API_URL,
  redirectUri,
})

export function calendarConnectOptions(config: Config): CalendarConnectOptions {
  return {
    caldav: true,
    google: PROVIDERS.google.configured(config),
    microsoft: PROVIDERS.microsoft.configured(config),
  }
}

/** The provider, or 409 when this server has no OAuth client for it. */
function configuredProvider(config: Config, provider: OAuthCalendarProvider): OAuthProvider {
  const p = PROVIDERS[provider]
  if (!p.configured(config)) {
    throw new AppError('CONFLICT', {
      message: `${provider === 'google' ? 'Google Calendar' : 'Microsoft 365'} is not configured on this server.`,
      meta: { rule: 'providerNotConfigured' },
    })
  }
  return p
}

/** Where to send the browser: the provider's consent page for this user. */
export function startOAuthCalendar({
  ctx,
  config,
  origin,
  provider,
}: {
  ctx: UseCaseContext
  config: Config
  origin: string
  provider: OAuthCalendarProvider
}) {
  const p = configuredProvider(config, provider)
  const state = sealSecret(
    config,
    JSON.stringify({
      u: ctx.actor.userId,
      p: provider,
      exp: Date.now() + STATE_TTL_MS,
      n: randomBytes(8).toString('hex'),
    }),
  )
  return p.authorizationUrl(config, `${origin}${callbackPath(provider)}`, state)
}

function stateMatches(config: Config, state: string | undefined, userId: string, provider: OAuthCalendarProvider) {
  if (!state) return false
  try {
    const opened = JSON.parse(openSecret(config, state)) as { u?: string; p?: string; exp?: number }
    return opened.u === userId && (opened.p ?? 'google') === provider && (opened.exp ?? 0) > Date.now()
  } catch {
    return false
  }
}

const CALENDAR_NAMES: Record<OAuthCalendarProvider, string> = {
  google: 'Google Calendar',
  microsoft: 'Microsoft 365 calendar',
}

/**
 * Where the provider's redirect back goes when the Quota session ended meanwhile (a consent page
 * left open outlives a session): to sign-in, then back to Settings saying to connect again. The
 * code is not used: the sealed state names who started, but only a live session of that user may
 * attach a calendar to the account, so a link with someone's code cannot be replayed signed out.
 */
export function signInAgainUrl(origin: string, provider: OAuthCalendarProvider): string {
  const settings = `/settings?${new URLSearchParams({
    calendarError: `Your Quota session ended while you were at ${PROVIDERS[provider].name}, so your ${CALENDAR_NAMES[provider]} was not connected: please connect it again.`,
  })}#calendar`
  return `${origin}/auth/login?${new URLSearchParams({ returnUrl: settings })}`
}

/** The provider's redirect back: the calendar connected, or why not. Answers where Settings is to be shown. */
export async function finishOAuthCalendar({
  ctx,
  config,
  origin,
  provider,
  query,
}: {
  ctx: UseCaseContext
  config: Config
  origin: string
  provider: OAuthCalendarProvider
  query: OAuthCalendarCallbackQuery
}): Promise<string> {
  const back = (outcome: Record<string, string>) => `${origin}/settings?${new URLSearchParams(outcome)}#calendar`
  const p = configuredProvider(config, provider)
  if (!stateMatches(config, query.state, ctx.actor.userId, provider)) {
    return back({ calendarError: `The ${p.name} sign-in expired or was not started here: please connect again.` })
  }
  if (query.error || !query.code) {
    return back({
      calendarError:
        query.error === 'access_denied'
          ? `${provider === 'google' ? 'Google Calendar' : 'Microsoft 365'} was not connected: access was not granted.`
          : `${p.name} answered ${query.error ?? 'no code'}${query.error_description ? `: ${query.error_description.split(/\r?\n/)[0]}` : ''}.`,
    })
  }
  let stored: Stored
  try {
    stored = await p.exchange(config, `${origin}${callbackPath(provider)}`, query.code)
  } catch (error) {
    if (!(error instanceof CalendarHttpError)) throw error
    return back({ calendarError: error.message })
  }
  const { secret, ...values } = stored
  await connectIntegration(ctx, 'calendar', {
    provider,
    ...values,
    credentialsEncrypted: sealSecret(config, JSON.stringify(secret)),
  })
  return back({ calendarConnected: provider })
}
