/**
 * The calendar adapter of a user's connected calendar (calendar_integrations row of kind
 * `calendar`), or null when the provider has no adapter yet: callers then say so, never pretend.
 */
import type { Config } from '../../config/env'
import type { CalendarIntegrationRow } from '../../db/schema'
import { openSecret } from '../secret-box'
import { calDavCalendar } from './caldav'
import type { CalendarIntegration } from './calendar-integration'

export { liveCalendarIntegration } from './integration-state'

export function calendarFor(config: Config, row: CalendarIntegrationRow): CalendarIntegration | null {
  if (row.provider === 'caldav') return calDavCalendar(JSON.parse(openSecret(config, row.credentialsEncrypted)))
  return null
}
