/**
 * The calendar adapter of a user's connected calendar (calendar_integrations row of kind
 * `calendar`), or null when the provider has no adapter yet: callers then say so, never pretend.
 */
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import type { CalendarIntegrationRow } from '../../db/schema'
import { microsoftGraphConfig } from '../microsoft/connection'
import { openSecret } from '../secret-box'
import { calDavCalendar } from './caldav'
import type { CalendarIntegration } from './calendar-integration'
import { type GoogleCalendarConfig, googleCalendar } from './google'
import { microsoftCalendar } from './microsoft'

export { liveCalendarIntegration } from './integration-state'

/** `db`, when given, is where a refresh token the provider replaced is stored again (Microsoft). */
export function calendarFor(config: Config, row: CalendarIntegrationRow, db?: DbOrTx): CalendarIntegration | null {
  if (row.provider === 'caldav') return calDavCalendar(JSON.parse(openSecret(config, row.credentialsEncrypted)))
  if (row.provider === 'google') {
    const google = googleCalendarConfig(config, row)
    return google ? googleCalendar(google) : null
  }
  if (row.provider === 'microsoft') {
    const graph = microsoftGraphConfig(config, row, db)
    return graph ? microsoftCalendar(graph) : null
  }
  return null
}

/** The Google adapters' settings for a Google connection; null without the server's OAuth client. */
export function googleCalendarConfig(config: Config, row: CalendarIntegrationRow): GoogleCalendarConfig | null {
  // the OAuth client is the server's (env): without it the stored refresh token cannot be used
  if (!config.GOOGLE_CALENDAR_CLIENT_ID || !config.GOOGLE_CALENDAR_CLIENT_SECRET) return null
  const { refreshToken, calendarId } = JSON.parse(openSecret(config, row.credentialsEncrypted))
  return {
    clientId: config.GOOGLE_CALENDAR_CLIENT_ID,
    clientSecret: config.GOOGLE_CALENDAR_CLIENT_SECRET,
    refreshToken,
    calendarId,
    apiUrl: config.GOOGLE_CALENDAR_API_URL,
    tokenUrl: config.GOOGLE_CALENDAR_TOKEN_URL,
  }
}
