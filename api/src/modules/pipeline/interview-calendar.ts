/**
 * An interview as an iCalendar object (RFC 5545) for iMIP (RFC 5546/6047): one stable UID per
 * interview, the SEQUENCE the interview row holds (raised on every change), DTSTAMP in UTC, the
 * ORGANIZER (who scheduled it), an ATTENDEE with RSVP for every invitee, and the VTIMEZONE of the
 * interview's own zone so DTSTART/DTEND read as the wall-clock time that was entered.
 */
import { TZDate } from '@date-fns/tz'
import type { Invitee } from '@quota/shared/domain/interview-schedule/index'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

export type InterviewCalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH'

export interface InterviewCalendarInput {
  interviewId: string
  sequence: number
  method: InterviewCalendarMethod
  startsAt: Date
  durationMinutes: number
  timezone: string
  title: string
  description: string
  location: string | null
  url: string | null
  organizer: { name: string; email: string }
  attendees: readonly Pick<Invitee, 'email' | 'name'>[]
  /** DTSTAMP: when this version of the object was made. */
  stamp: Date
}

/** The UID every version of an interview's invitation shares. */
export const interviewUid = (interviewId: string) => `${interviewId}@quota`

export function interviewCalendar(input: InterviewCalendarInput): string {
  const calendar = ical({ prodId: { company: 'Quota', product: 'Interviews' } })
  calendar.method(ICalCalendarMethod[input.method])
  // name null: only the VTIMEZONE blocks, so DTSTAMP stays in UTC (ical-generator formats it in a named calendar zone)
  calendar.timezone({ name: null, generator: getVtimezoneComponent })
  const event = calendar.createEvent({
    id: interviewUid(input.interviewId),
    sequence: input.sequence,
    stamp: input.stamp,
    // TZDate reads as the wall clock of the zone, which ical-generator writes after TZID=
    start: new TZDate(input.startsAt.getTime(), input.timezone),
    end: new TZDate(input.startsAt.getTime() + input.durationMinutes * 60_000, input.timezone),
    timezone: input.timezone,
    summary: input.title,
    description: input.description,
    location: input.location,
    url: input.url,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: input.organizer.name, email: input.organizer.email },
  })
  for (const attendee of input.attendees) {
    event.createAttendee({
      email: attendee.email,
      name: attendee.name ?? undefined,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: input.method === 'REQUEST',
    })
  }
  return calendar.toString()
}

/** The invitations' organizer when the scheduler is gone: the sender of our mail (MAIL_FROM). */
export function invitationOrganizer(config: { MAIL_FROM: string }): { name: string; email: string } {
  const from = config.MAIL_FROM.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/)
  return from ? { name: from[1]! || 'Quota', email: from[2]! } : { name: 'Quota', email: config.MAIL_FROM }
}
