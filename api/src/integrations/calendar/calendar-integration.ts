/**
 * One interface for a user's calendar (issue 17 item 6): free/busy over a time range, and the
 * interview's event written, replaced and removed by its UID. CalDAV is the first adapter
 * (caldav.ts); Google Calendar (google.ts, connected by OAuth in google-oauth.ts) is tested
 * against a contract server; Microsoft 365 is not built yet.
 */

/**
 * What a user is told when a calendar call fails, whatever happened (refused by the outbound gate,
 * 401/403/404/500, timeout, no answer): telling them apart would turn the connect form into a port
 * scanner of whatever the URL points at. The status goes to the server log only.
 */
export const CALENDAR_UNREACHABLE = 'Could not connect to the calendar server.'

/** A calendar server's refusal, with its HTTP status (0: not reached). */
export class CalendarHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'CalendarHttpError'
  }
}

export interface BusyInterval {
  start: Date
  end: Date
}

export interface CalendarWriteResult {
  /** The server's status: 201 created, 204 replaced (CalDAV). */
  status: number
}

export interface CalendarIntegration {
  /** The busy intervals overlapping [from, to), soonest first. */
  busy(from: Date, to: Date): Promise<BusyInterval[]>
  /** Writes (or replaces) the event with this UID as an iCalendar object. */
  putEvent(uid: string, ics: string): Promise<CalendarWriteResult>
  /** Removes the event with this UID (a missing one is fine). */
  deleteEvent(uid: string): Promise<CalendarWriteResult>
}
