/**
 * The calendar adapter of a user's connected calendar (calendar_integrations row of kind
 * `calendar`), or null when the provider has no adapter yet: callers then say so, never pretend.
 */
import type { Config } from '../../config/env'
import type { CalendarIntegrationRow } from '../../db/schema'
import { openSecret } from '../secret-box'
import { calDavCalendar } from './caldav'
import type { CalendarIntegration } from './calendar-integration'
import { googleCalendar } from './google'

export { liveCalendarIntegration } from './integration-state'

export function calendarFor(config: Config, row: CalendarIntegrationRow): CalendarIntegration | null {
  if (row.provider === 'caldav') return calDavCalendar(JSON.parse(openSecret(config, row.credentialsEncrypted)))
  if (row.provider === 'google') {
    // the OAuth client is the server's (env): without it the stored refresh token cannot be used
    if (!config.GOOGLE_CALENDAR_CLIENT_ID || !config.GOOGLE_CALENDAR_CLIENT_SECRET) return null
    const { refreshToken, calendarId } = JSON.parse(openSecret(config, row.credentialsEncrypted))
    return googleCalendar({
      clientId: config.GOOGLE_CALENDAR_CLIENT_ID,
      clientSecret: config.GOOGLE_CALENDAR_CLIENT_SECRET,
      refreshToken,
      calendarId,
      apiUrl: config.GOOGLE_CALENDAR_API_URL,
      tokenUrl: config.GOOGLE_CALENDAR_TOKEN_URL,
    })
  }
  return null
}
