/**
 * Google Meet meetings through the interviewer's connected Google Calendar (Calendar API v3, from
 * Google's documented shapes): POST /calendars/{id}/events?conferenceDataVersion=1 with
 * conferenceData.createRequest (a unique requestId, conferenceSolutionKey.type hangoutsMeet) makes
 * an event with a Meet conference; its join link is `hangoutLink`, or the `video` entry point of
 * conferenceData.entryPoints. A createRequest still `pending` has no link yet: that is an error,
 * never a made-up link. PATCH …/events/{eventId} moves it; DELETE removes it (404/410: already
 * gone). The meeting's id is the event's id. The event is marked free (transparent): the
 * interview itself is what makes the interviewer busy.
 */
import { randomUUID } from 'node:crypto'
import { CalendarHttpError } from '../calendar/calendar-integration'
import { type GoogleCalendarConfig, googleApiClient } from '../calendar/google'
import { type MeetingProvider, MeetingProviderError, type MeetingRequest } from './meeting-provider'

interface GoogleConferenceEvent {
  id?: string
  hangoutLink?: string
  conferenceData?: {
    createRequest?: { status?: { statusCode?: string } }
    entryPoints?: { entryPointType?: string; uri?: string }[]
  }
}

async function asMeetingError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof CalendarHttpError) {
      throw new MeetingProviderError(error.status, error.message.replace('Google Calendar', 'Google Meet'))
    }
    throw error
  }
}

export function googleMeetMeetings(config: GoogleCalendarConfig): MeetingProvider {
  const { call } = googleApiClient(config)
  const events = `/calendars/${encodeURIComponent(config.calendarId)}/events`
  const json = { 'content-type': 'application/json' }
  const times = (m: MeetingRequest) => ({
    summary: m.topic,
    ...(m.agenda ? { description: m.agenda } : {}),
    start: { dateTime: m.startsAt.toISOString(), timeZone: m.timezone },
    end: { dateTime: new Date(m.startsAt.getTime() + m.durationMinutes * 60_000).toISOString(), timeZone: m.timezone },
  })
  return {
    create: (meeting) =>
      asMeetingError(async () => {
        const res = await call(
          `${events}?conferenceDataVersion=1`,
          {
            method: 'POST',
            headers: json,
            body: JSON.stringify({
              ...times(meeting),
              transparency: 'transparent',
              conferenceData: {
                createRequest: { requestId: randomUUID(), conferenceSolutionKey: { type: 'hangoutsMeet' } },
              },
            }),
          },
          'Meet creation',
        )
        const event = (await res.json()) as GoogleConferenceEvent
        const link =
          event.hangoutLink ?? event.conferenceData?.entryPoints?.find((e) => e.entryPointType === 'video')?.uri
        if (!event.id || !link) {
          if (event.id)
            await call(`${events}/${encodeURIComponent(event.id)}`, { method: 'DELETE' }, 'Meet deletion', [404, 410])
          const status = event.conferenceData?.createRequest?.status?.statusCode ?? 'no conference'
          throw new MeetingProviderError(502, `Google Calendar answered the event without a Meet link (${status}).`)
        }
        return { meetingId: event.id, meetingUrl: link }
      }),
    update: (meetingId, meeting) =>
      asMeetingError(async () => {
        await call(
          `${events}/${encodeURIComponent(meetingId)}?conferenceDataVersion=1`,
          { method: 'PATCH', headers: json, body: JSON.stringify(times(meeting)) },
          'Meet update',
        )
      }),
    delete: (meetingId) =>
      asMeetingError(async () => {
        await call(`${events}/${encodeURIComponent(meetingId)}`, { method: 'DELETE' }, 'Meet deletion', [404, 410])
      }),
  }
}
