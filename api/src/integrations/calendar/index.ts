/**
 * The calendar adapter of a user's connected calendar (calendar_integrations row of kind
 * `calendar`), or null when the provider has no adapter yet: callers then say so, never pretend.
 */
import { and, eq } from 'drizzle-orm'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import { type CalendarIntegrationRow, calendarIntegrationsTable } from '../../db/schema'
import { openSecret } from '../secret-box'
import { calDavCalendar } from './caldav'
import type { CalendarIntegration } from './calendar-integration'

export async function liveCalendarIntegration(db: DbOrTx, userId: string, kind: 'calendar' | 'meeting' = 'calendar') {
  const [row] = await db
    .select()
    .from(calendarIntegrationsTable)
    .where(
      and(
        eq(calendarIntegrationsTable.userId, userId),
        eq(calendarIntegrationsTable.kind, kind),
        eq(calendarIntegrationsTable.isActive, true),
      ),
    )
    .limit(1)
  return row
}

export function calendarFor(config: Config, row: CalendarIntegrationRow): CalendarIntegration | null {
  if (row.provider === 'caldav') return calDavCalendar(JSON.parse(openSecret(config, row.credentialsEncrypted)))
  return null
}
