/**
 * The meeting provider for a meeting method: Zoom through the user's Zoom app and customLink through
 * the personal meeting link (their live integration of kind `meeting`); Google Meet through their
 * connected Google Calendar and Microsoft Teams through their Microsoft 365 connection (their live
 * integration of kind `calendar`).
 */
import type { MeetingType } from '@quota/shared/contracts/meetings'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import type { CalendarIntegrationRow } from '../../db/schema'
import { googleCalendarConfig } from '../calendar/index'
import { microsoftGraphConfig } from '../microsoft/connection'
import { openSecret } from '../secret-box'
import { googleMeetMeetings } from './google-meet'
import { type MeetingProvider, personalLinkMeetings } from './meeting-provider'
import { teamsMeetings } from './teams'
import { zoomMeetings } from './zoom'

/** Which integration provider serves a meeting method. */
export const PROVIDER_OF_MEETING_TYPE = {
  zoom: 'zoom',
  customLink: 'personalLink',
  googleMeet: 'google',
  microsoftTeams: 'microsoft',
} as const satisfies Record<MeetingType, CalendarIntegrationRow['provider']>

export const isMeetingType = (method: string): method is MeetingType => method in PROVIDER_OF_MEETING_TYPE

/** The provider of this integration row; null when the server lacks the provider's OAuth client. */
export function meetingProviderFor(config: Config, row: CalendarIntegrationRow, db?: DbOrTx): MeetingProvider | null {
  if (row.provider === 'google') {
    const google = googleCalendarConfig(config, row)
    return google ? googleMeetMeetings(google) : null
  }
  if (row.provider === 'microsoft') {
    const graph = microsoftGraphConfig(config, row, db)
    return graph ? teamsMeetings(graph) : null
  }
  if (row.provider === 'caldav') return null
  const secret = JSON.parse(openSecret(config, row.credentialsEncrypted))
  if (row.provider === 'zoom') {
    return zoomMeetings({ ...secret, apiUrl: config.ZOOM_API_URL, oauthUrl: config.ZOOM_OAUTH_URL })
  }
  return personalLinkMeetings(secret.url)
}
