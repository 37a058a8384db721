/**
 * The Microsoft 365 calendar adapter (Microsoft Graph v1.0, delegated), from Graph's documented
 * shapes: busy time from POST /me/calendar/getSchedule (value[].scheduleItems[{status, start, end}]
 * in UTC, asked with Prefer: outlook.timezone="UTC"; free and workingElsewhere are not busy);
 * the interview written with POST /me/events and replaced with PATCH /me/events/{id}, removed with
 * DELETE /me/events/{id} (204; 404 ErrorItemNotFound when already gone).
 *
 * Graph makes its own iCalUId for an event, so the interview's UID is kept on the event as a
 * single-value extended property and the event is found again by filtering on it. The event has
 * no attendees: Graph would mail every attendee an Outlook invitation from the interviewer, in
 * addition to the invitation Quota sends; the attendees are listed in its body instead.
 */
import { type GraphClientConfig, GraphError, graphClient } from '../microsoft/graph-client'
import { CalendarHttpError, type CalendarIntegration } from './calendar-integration'
import { eventFromIcs } from './ics-event'

/** The extended property holding the interview's UID (a fixed property set GUID of ours). */
export const QUOTA_UID_PROPERTY = 'String {6f4e2c1a-8d3b-4b7e-9a51-2c0d7e3f9b84} Name QuotaInterviewUid'

export interface MicrosoftCalendarConfig extends GraphClientConfig {
  /** The mailbox whose schedule is read (the connected account's address). */
  email: string
}

/** Graph's dateTimeTimeZone in UTC: a local date-time without offset. */
const graphUtc = (d: Date) => ({ dateTime: d.toISOString().replace(/Z$/, ''), timeZone: 'UTC' })
const fromGraphUtc = (v: { dateTime: string }) =>
  new Date(/[zZ]|[+-]\d\d:\d\d$/.test(v.dateTime) ? v.dateTime : `${v.dateTime}Z`)

const BUSY_STATUSES = new Set(['busy', 'tentative', 'oof', 'unknown'])

async function asCalendarError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof GraphError) throw new CalendarHttpError(error.status, error.message)
    throw error
  }
}

export function microsoftCalendar(config: MicrosoftCalendarConfig): CalendarIntegration {
  const graph = graphClient(config)
  const json = { 'content-type': 'application/json' }

  async function findEventIds(uid: string): Promise<string[]> {
    const filter = `singleValueExtendedProperties/Any(ep: ep/id eq '${QUOTA_UID_PROPERTY}' and ep/value eq '${uid.replace(/'/g, "''")}')`
    const res = await graph.call(
      `/me/events?${new URLSearchParams({ $filter: filter, $select: 'id' })}`,
      { method: 'GET' },
      'event lookup',
    )
    return (((await res.json()) as { value?: { id: string }[] }).value ?? []).map((e) => e.id)
  }

  return {
    busy: (from, to) =>
      asCalendarError(async () => {
        const res = await graph.call(
          '/me/calendar/getSchedule',
          {
            method: 'POST',
            headers: { ...json, prefer: 'outlook.timezone="UTC"' },
            body: JSON.stringify({
              schedules: [config.email],
              startTime: graphUtc(from),
              endTime: graphUtc(to),
              availabilityViewInterval: 30,
            }),
          },
          'free/busy',
        )
        const body = (await res.json()) as {
          value?: {
            scheduleId: string
            scheduleItems?: { status: string; start: { dateTime: string }; end: { dateTime: string } }[]
            error?: { message?: string; responseCode?: string }
          }[]
        }
        const schedule = body.value?.find((s) => s.scheduleId.toLowerCase() === config.email.toLowerCase())
        if (!schedule || schedule.error) {
          throw new CalendarHttpError(
            404,
            `Microsoft 365 free/busy: ${schedule?.error?.message ?? schedule?.error?.responseCode ?? 'schedule not answered'}`,
          )
        }
        return (schedule.scheduleItems ?? [])
          .filter((item) => BUSY_STATUSES.has(item.status))
          .map((item) => ({ start: fromGraphUtc(item.start), end: fromGraphUtc(item.end) }))
          .filter((b) => b.end > from && b.start < to)
          .sort((a, b) => a.start.getTime() - b.start.getTime())
      }),
    putEvent: (uid, ics) =>
      asCalendarError(async () => {
        const e = eventFromIcs(ics)
        const fields = {
          subject: e.summary,
          body: {
            contentType: 'text',
            content: [e.description, e.attendees.length ? `Attendees: ${e.attendees.join(', ')}` : '']
              .filter(Boolean)
              .join('\n\n'),
          },
          start: graphUtc(e.start),
          end: graphUtc(e.end),
          location: { displayName: e.location ?? '' },
          showAs: 'busy',
        }
        const [existing] = await findEventIds(uid)
        if (existing) {
          const res = await graph.call(
            `/me/events/${encodeURIComponent(existing)}`,
            { method: 'PATCH', headers: json, body: JSON.stringify(fields) },
            'event update',
          )
          return { status: res.status }
        }
        const res = await graph.call(
          '/me/events',
          {
            method: 'POST',
            headers: json,
            body: JSON.stringify({
              ...fields,
              singleValueExtendedProperties: [{ id: QUOTA_UID_PROPERTY, value: uid }],
            }),
          },
          'event creation',
        )
        return { status: res.status }
      }),
    deleteEvent: (uid) =>
      asCalendarError(async () => {
        let status = 404
        for (const id of await findEventIds(uid)) {
          const res = await graph.call(
            `/me/events/${encodeURIComponent(id)}`,
            { method: 'DELETE' },
            'event deletion',
            [404],
          )
          status = res.status
        }
        return { status }
      }),
  }
}
