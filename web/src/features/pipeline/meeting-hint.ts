/**
 * What the schedule form says under "Meeting method" (issue 17 item 7): whether a meeting will be
 * made with the scheduler's own meeting integration (Zoom, the default, or the personal link), or
 * why the interview will have no meeting link. The API decides; this only tells ahead. While the
 * integration is being asked for, a placeholder stands in its place (the form's field reserves two
 * lines for it), so the buttons below do not move when the answer arrives.
 */
import type { MeetingIntegrationState } from '@quota/shared/contracts/meetings'
import type { MeetingMethod } from '@quota/shared/domain/enums'
import { type DataAnswer, http } from '../../app/http'

/** The scheduler's meeting integration: still being asked, could not be asked, or what the API answered. */
export type KnownMeetingIntegration = MeetingIntegrationState | 'loading' | 'unknown'

export function meetingMethodHint(method: MeetingMethod, integration: KnownMeetingIntegration): string | null {
  if (method === 'phone' || method === 'inPerson') return null
  if (method === 'googleMeet' || method === 'microsoftTeams') {
    return `${method === 'googleMeet' ? 'Google Meet' : 'Microsoft Teams'} meetings are not created here yet: put the link in Location.`
  }
  const wanted = method === 'zoom' ? 'zoom' : 'personalLink'
  const name = method === 'zoom' ? 'Zoom account' : 'personal meeting link'
  // a hint while the answer is on its way keeps the field's height: nothing moves when it arrives
  if (integration === 'loading') return 'Checking your meeting connection…'
  if (integration === 'unknown') {
    return `Your ${name} could not be checked: the interview gets a meeting link only if it is connected.`
  }
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
