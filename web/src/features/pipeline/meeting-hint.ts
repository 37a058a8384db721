/**
 * What the schedule form says under "Meeting method" (issue 17 item 7): whether a meeting will be
 * made with the scheduler's own meeting integration (Zoom, the default, or the personal link), or
 * why the interview will have no meeting link. The API decides; this only tells ahead.
 */
import type { MeetingIntegrationState } from '@quota/shared/contracts/meetings'
import type { MeetingMethod } from '@quota/shared/domain/enums'
import { type DataAnswer, http } from '../../app/http'

export function meetingMethodHint(method: MeetingMethod, integration: MeetingIntegrationState | null): string | null {
  if (method === 'phone' || method === 'inPerson') return null
  if (method === 'googleMeet' || method === 'microsoftTeams') {
    return `${method === 'googleMeet' ? 'Google Meet' : 'Microsoft Teams'} meetings are not created here yet: put the link in Location.`
  }
  const wanted = method === 'zoom' ? 'zoom' : 'personalLink'
  const name = method === 'zoom' ? 'Zoom account' : 'personal meeting link'
  if (!integration) return null
  if (integration.active && integration.provider === wanted) {
    return method === 'zoom'
      ? 'A Zoom meeting is created with your Zoom account; its link goes in the invitation.'
      : 'Your personal meeting link goes in the invitation.'
  }
  return `Your ${name} is not connected: the interview will have no meeting link.`
}

export async function fetchMeetingIntegration(userId: string): Promise<MeetingIntegrationState> {
  return (await http.get<DataAnswer<MeetingIntegrationState>>(`/settings/integrate-meeting/${userId}/active`)).data
}
