/**
 * Connecting a Google Calendar (issue 17 item 6): GET settings/integrate-calendar/google/start
 * sends the browser to Google's consent page, Google sends it back to .../google/callback with a
 * code, which is exchanged for a refresh token; the token is sealed at rest (secret-box) like every
 * other calendar credential and the calendar becomes the user's live calendar integration. Both
 * steps answer a redirect: the callback goes back to Settings, saying what went wrong if anything.
 *
 * The `state` parameter (RFC 6749 §10.12) is sealed with the server's key and names the user who
 * started and when: a callback for another signed-in user, or older than ten minutes, is refused,
 * so nobody can slip their own Google account into someone else's settings.
 */
import { randomBytes } from 'node:crypto'
import type { CalendarConnectOptions, GoogleCalendarCallbackQuery } from '@quota/shared/contracts/availability'
import { AppError } from '@quota/shared/errors/index'
import type { Config } from '../../config/env'
import { CalendarHttpError } from '../../integrations/calendar/calendar-integration'
import {
  exchangeGoogleCode,
  type GoogleOAuthClient,
  googleAuthorizationUrl,
} from '../../integrations/calendar/google-oauth'
import { connectIntegration } from '../../integrations/calendar/integration-state'
import { openSecret, sealSecret } from '../../integrations/secret-box'
import type { UseCaseContext } from '../context'

const STATE_TTL_MS = 10 * 60_000
export const GOOGLE_CALLBACK_PATH = '/api/settings/integrate-calendar/google/callback'

export function calendarConnectOptions(config: Config): CalendarConnectOptions {
  return { caldav: true, google: !!(config.GOOGLE_CALENDAR_CLIENT_ID && config.GOOGLE_CALENDAR_CLIENT_SECRET) }
}

/** The configured Google OAuth client, or 409 when this server has none. */
function googleClient(config: Config, origin: string): GoogleOAuthClient {
  if (!config.GOOGLE_CALENDAR_CLIENT_ID || !config.GOOGLE_CALENDAR_CLIENT_SECRET) {
    throw new AppError('CONFLICT', {
      message: 'Google Calendar is not configured on this server.',
      meta: { rule: 'providerNotConfigured' },
    })
  }
  return {
    clientId: config.GOOGLE_CALENDAR_CLIENT_ID,
    clientSecret: config.GOOGLE_CALENDAR_CLIENT_SECRET,
    authUrl: config.GOOGLE_CALENDAR_AUTH_URL,
    tokenUrl: config.GOOGLE_CALENDAR_TOKEN_URL,
    apiUrl: config.GOOGLE_CALENDAR_API_URL,
    redirectUri: `${origin}${GOOGLE_CALLBACK_PATH}`,
  }
}

/** Where to send the browser: Google's consent page for this user. */
export function startGoogleCalendar({ ctx, config, origin }: { ctx: UseCaseContext; config: Config; origin: string }) {
  const client = googleClient(config, origin)
  const state = sealSecret(
    config,
    JSON.stringify({ u: ctx.actor.userId, exp: Date.now() + STATE_TTL_MS, n: randomBytes(8).toString('hex') }),
  )
  return googleAuthorizationUrl(client, state)
}

function stateUser(config: Config, state: string | undefined): string | null {
  if (!state) return null
  try {
    const opened = JSON.parse(openSecret(config, state)) as { u?: string; exp?: number }
    return opened.u && (opened.exp ?? 0) > Date.now() ? opened.u : null
  } catch {
    return null
  }
}

/** Google's redirect back: the calendar connected, or why not. Answers where Settings is to be shown. */
export async function finishGoogleCalendar({
  ctx,
  config,
  origin,
  query,
}: {
  ctx: UseCaseContext
  config: Config
  origin: string
  query: GoogleCalendarCallbackQuery
}): Promise<string> {
  const back = (outcome: Record<string, string>) => `${origin}/settings?${new URLSearchParams(outcome)}#calendar`
  const client = googleClient(config, origin)
  if (stateUser(config, query.state) !== ctx.actor.userId) {
    return back({ calendarError: 'The Google sign-in expired or was not started here: please connect again.' })
  }
  if (query.error || !query.code) {
    return back({
      calendarError:
        query.error === 'access_denied'
          ? 'Google Calendar was not connected: access was not granted.'
          : `Google answered ${query.error ?? 'no code'}.`,
    })
  }
  let grant: Awaited<ReturnType<typeof exchangeGoogleCode>>
  try {
    grant = await exchangeGoogleCode(client, query.code)
  } catch (error) {
    if (!(error instanceof CalendarHttpError)) throw error
    return back({ calendarError: error.message })
  }
  await connectIntegration(ctx, 'calendar', {
    provider: 'google',
    externalAccountId: grant.calendarId,
    accountEmail: grant.calendarId,
    credentialsEncrypted: sealSecret(
      config,
      JSON.stringify({ refreshToken: grant.refreshToken, calendarId: grant.calendarId }),
    ),
    scopes: grant.scopes,
  })
  return back({ calendarConnected: 'google' })
}
