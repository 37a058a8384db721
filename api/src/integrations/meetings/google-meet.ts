/**
 * Google Meet meetings through the interviewer's connected Google Calendar (Calendar API v3, from
 * Google's documented shapes): POST /calendars/{id}/events?conferenceDataVersion=1 with
 * conferenceData.createRequest (a unique requestId, conferenceSolutionKey.type hangoutsMeet) makes
 * an event with a Meet conference; its join link is `hangoutLink`, or the `video` entry point of
 * conferenceData.entryPoints. Google may answer the createRequest `pending` (the conference is made
 * asynchronously): as Google documents, the event is then read again (GET …/events/{eventId})
 * until its createRequest status is `success` (the link) or `failure`, a few times over some
 * seconds (MEET_PENDING_POLL_MS). Failure, or still pending after that, removes the half-made
 * event and is said as an error: never a made-up link. PATCH …/events/{eventId} moves it; DELETE removes it (404/410: already
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

/**
 * Waits before each re-read of a pending Meet (about 7.5 s in all): long enough for Google's usual
 * few seconds, short enough for the request that asked for the meeting to wait on it.
 */
export const MEET_PENDING_POLL_MS = [500, 1000, 2000, 4000] as const

const meetLink = (event: GoogleConferenceEvent) =>
  event.hangoutLink ?? event.conferenceData?.entryPoints?.find((e) => e.entryPointType === 'video')?.uri
const meetStatus = (event: GoogleConferenceEvent) => event.conferenceData?.createRequest?.status?.statusCode

export function googleMeetMeetings(
  config: GoogleCalendarConfig,
  options: { pendingPollMs?: readonly number[] } = {},
): MeetingProvider {
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
        let event = (await res.json()) as GoogleConferenceEvent
        const id = event.id
        if (!id) throw new MeetingProviderError(502, 'Google Calendar answered the Meet event without an id.')
        const eventPath = `${events}/${encodeURIComponent(id)}`
        for (const waitMs of options.pendingPollMs ?? MEET_PENDING_POLL_MS) {
          if (meetLink(event) || meetStatus(event) !== 'pending') break
          await new Promise((resolve) => setTimeout(resolve, waitMs))
          event = (await (await call(eventPath, { method: 'GET' }, 'Meet status')).json()) as GoogleConferenceEvent
        }
        const link = meetLink(event)
        if (link) return { meetingId: id, meetingUrl: link }
        // no link: the event is removed again, and why is said (failure, still pending, none asked)
        await call(eventPath, { method: 'DELETE' }, 'Meet deletion', [404, 410])
        const status = meetStatus(event)
        throw new MeetingProviderError(
          502,
          status === 'pending'
            ? 'Google Meet was still being set up after several seconds: please try again.'
            : status === 'failure'
              ? 'Google could not create the Meet conference (failure): please try again or choose another meeting method.'
              : `Google Calendar answered the event without a Meet link (${status ?? 'no conference'}).`,
        )
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
