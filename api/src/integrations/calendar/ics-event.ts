/**
 * The first VEVENT of an iCalendar object as plain fields, for calendar APIs that take JSON
 * (Google Calendar, Microsoft 365) instead of the .ics the CalDAV adapter PUTs as it is.
 */
import { icsInstant } from './caldav'

export interface IcsEvent {
  uid: string
  sequence: number
  summary: string
  description: string
  location: string | null
  url: string | null
  start: Date
  end: Date
  /** The TZID of DTSTART (the zone the interview was entered in), else UTC. */
  timeZone: string
  attendees: string[]
  cancelled: boolean
}

const unescapeText = (v: string) => v.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1')

export function eventFromIcs(ics: string): IcsEvent {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)
  const start = lines.indexOf('BEGIN:VEVENT')
  const end = lines.indexOf('END:VEVENT', start)
  if (start < 0 || end < 0) throw new Error('No VEVENT in the calendar object')
  const props = lines.slice(start + 1, end)
  const first = (name: string) => props.find((l) => new RegExp(`^${name}[;:]`).test(l))
  // a property value starts after the first ':' outside quoted parameters
  const propertyValue = (line: string) => line.replace(/^(?:[^:"]|"[^"]*")*?:/, '')
  const value = (name: string) => {
    const line = first(name)
    return line ? propertyValue(line) : null
  }
  const dtstart = first('DTSTART')
  const dtend = first('DTEND')
  const startsAt = dtstart ? icsInstant(dtstart) : null
  const endsAt = dtend ? icsInstant(dtend) : null
  if (!startsAt || !endsAt) throw new Error('The VEVENT has no readable DTSTART/DTEND')
  return {
    uid: value('UID') ?? '',
    sequence: Number(value('SEQUENCE') ?? 0),
    summary: unescapeText(value('SUMMARY') ?? ''),
    description: unescapeText(value('DESCRIPTION') ?? ''),
    location: value('LOCATION') ? unescapeText(value('LOCATION')!) : null,
    url: first('URL') ? propertyValue(first('URL')!) : null,
    start: startsAt,
    end: endsAt,
    timeZone: dtstart?.match(/TZID=("?)([^";:]+)\1/)?.[2] ?? 'UTC',
    attendees: props
      .filter((l) => l.startsWith('ATTENDEE'))
      .map((l) =>
        propertyValue(l)
          .replace(/^mailto:/i, '')
          .toLowerCase(),
      ),
    cancelled: value('STATUS') === 'CANCELLED',
  }
}
