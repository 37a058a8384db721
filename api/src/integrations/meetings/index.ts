/**
 * The meeting provider of a user's live meeting integration (calendar_integrations of kind
 * `meeting`), for a meeting method: Zoom through the user's Zoom app, customLink through the
 * personal meeting link. Google Meet and Microsoft Teams have no adapter yet.
 */
import type { MeetingType } from '@quota/shared/contracts/meetings'
import type { Config } from '../../config/env'
import type { CalendarIntegrationRow } from '../../db/schema'
import { openSecret } from '../secret-box'
import { type MeetingProvider, personalLinkMeetings } from './meeting-provider'
import { zoomMeetings } from './zoom'

/** Which integration provider serves a meeting method. */
export const PROVIDER_OF_MEETING_TYPE = {
  zoom: 'zoom',
  customLink: 'personalLink',
  googleMeet: 'google',
  microsoftTeams: 'microsoft',
} as const satisfies Record<MeetingType, CalendarIntegrationRow['provider']>

export const isMeetingType = (method: string): method is MeetingType => method in PROVIDER_OF_MEETING_TYPE

export function meetingProviderFor(config: Config, row: CalendarIntegrationRow): MeetingProvider | null {
  const secret = JSON.parse(openSecret(config, row.credentialsEncrypted))
  if (row.provider === 'zoom') {
    return zoomMeetings({ ...secret, apiUrl: config.ZOOM_API_URL, oauthUrl: config.ZOOM_OAUTH_URL })
  }
  if (row.provider === 'personalLink') return personalLinkMeetings(secret.url)
  return null
}
