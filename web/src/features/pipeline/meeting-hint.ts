/**
 * What the schedule form says under "Meeting method" (issue 17 item 7): whether a meeting will be
 * made with the scheduler's own meeting integration (Zoom, the default, or the personal link) or
 * connected calendar (Google Meet with Google Calendar, Teams with Microsoft 365), or why the
 * interview will have no meeting link. The API decides; this only tells ahead. While the
 * integration is being asked for, a placeholder stands in its place (the form's field reserves two
 * lines for it), so the buttons below do not move when the answer arrives.
 */
import type { CalendarIntegrationState } from '@quota/shared/contracts/availability'
import type { MeetingIntegrationState } from '@quota/shared/contracts/meetings'
import type { MeetingMethod } from '@quota/shared/domain/enums'
import { type DataAnswer, http } from '../../app/http'

/** The scheduler's meeting integration and calendar: still being asked, could not be asked, or what the API answered. */
export type KnownMeetingIntegration =
  | { meeting: MeetingIntegrationState; calendar: CalendarIntegrationState }
  | 'loading'
  | 'unknown'

const VIA_CALENDAR = {
  googleMeet: { product: 'Google Meet', provider: 'google', calendar: 'Google Calendar' },
  microsoftTeams: { product: 'Microsoft Teams', provider: 'microsoft', calendar: 'Microsoft 365 account' },
} as const

export function meetingMethodHint(method: MeetingMethod, integration: KnownMeetingIntegration): string | null {
  if (method === 'phone' || method === 'inPerson') return null
  // a hint while the answer is on its way keeps the field's height: nothing moves when it arrives
  if (integration === 'loading') return 'Checking your meeting connection…'
  if (method === 'googleMeet' || method === 'microsoftTeams') {
    const via = VIA_CALENDAR[method]
    if (integration === 'unknown') {
      return `Your ${via.calendar} could not be checked: the interview gets a ${via.product} link only if it is connected.`
    }
    return integration.calendar.active && integration.calendar.provider === via.provider
      ? `A ${via.product} meeting is created with your ${via.calendar}; its link goes in the invitation.`
      : `${via.product} meetings are made with your ${via.calendar}, which is not connected (Settings, Calendar): the interview will have no meeting link.`
  }
  const wanted = method === 'zoom' ? 'zoom' : 'personalLink'
  const name = method === 'zoom' ? 'Zoom account' : 'personal meeting link'
  if (integration === 'unknown') {
    return `Your ${name} could not be checked: the interview gets a meeting link only if it is connected.`
  }
  if (integration.meeting.active && integration.meeting.provider === wanted) {
    return method === 'zoom'
      ? 'A Zoom meeting is created with your Zoom account; its link goes in the invitation.'
      : 'Your personal meeting link goes in the invitation.'
  }
  return `Your ${name} is not connected: the interview will have no meeting link.`
}

export async function fetchMeetingIntegration(
  userId: string,
): Promise<{ meeting: MeetingIntegrationState; calendar: CalendarIntegrationState }> {
  const [meeting, calendar] = await Promise.all([
    http.get<DataAnswer<MeetingIntegrationState>>(`/settings/integrate-meeting/${userId}/active`),
    http.get<DataAnswer<CalendarIntegrationState>>(`/settings/integrate-calendar/${userId}/active`),
  ])
  return { meeting: meeting.data, calendar: calendar.data }
}
