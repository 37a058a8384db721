/**
 * The CalDAV adapter (RFC 4791) of the calendar integration, for any standards calendar server:
 * events are PUT as `{uid}.ics` into the calendar collection, and busy time is read with a
 * calendar-query REPORT over the range (VEVENTs that are not cancelled or transparent). Times are
 * read as UTC (`...Z`), as a TZID wall time (resolved with the shared wall-time rules), or as a
 * whole day (DATE). Recurring events are read as their first occurrence only (RRULE is not expanded).
 */
import { resolveWallTime } from '@quota/shared/domain/interview-schedule/index'
import { type BusyInterval, CalendarHttpError, type CalendarIntegration } from './calendar-integration'

export interface CalDavConfig {
  /** The calendar collection, ending in `/` (e.g. https://dav.example.com/alice/interviews/). */
  calendarUrl: string
  username: string
  password: string
  fetch?: typeof fetch
}

const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Unfolds iCalendar lines (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)

/** DTSTART/DTEND value with its parameters -> an instant. */
export function icsInstant(line: string): Date | null {
  const m = line.match(/^[A-Z-]+((?:;[^:]*)?):(\d{8})(?:T(\d{6})(Z?))?$/)
  if (!m) return null
  const [, params = '', date, time, utc] = m
  const y = date!.slice(0, 4)
  const mo = date!.slice(4, 6)
  const d = date!.slice(6, 8)
  if (!time) return new Date(`${y}-${mo}-${d}T00:00:00Z`)
  const hh = time.slice(0, 2)
  const mm = time.slice(2, 4)
  const ss = time.slice(4, 6)
  if (utc) return new Date(`${y}-${mo}-${d}T${hh}:${mm}:${ss}Z`)
  const zone = params.match(/TZID=("?)([^";:]+)\1/)?.[2]
  if (!zone) return new Date(`${y}-${mo}-${d}T${hh}:${mm}:${ss}Z`)
  const wall = resolveWallTime(`${y}-${mo}-${d}`, `${hh}:${mm}`, zone)
  if (wall.kind === 'exact') return wall.instant
  if (wall.kind === 'ambiguous') return wall.earlier
  return null
}

/** The busy intervals of the VEVENTs in iCalendar text (cancelled and transparent ones left out). */
export function busyFromIcs(text: string): BusyInterval[] {
  const out: BusyInterval[] = []
  let current: Record<string, string> | null = null
  for (const line of unfold(text)) {
    if (line === 'BEGIN:VEVENT') current = {}
    else if (line === 'END:VEVENT' && current) {
      const start = current.DTSTART ? icsInstant(current.DTSTART) : null
      let end = current.DTEND ? icsInstant(current.DTEND) : null
      const isDate = !!current.DTSTART && !/T\d{6}/.test(current.DTSTART)
      if (start && !end) end = new Date(start.getTime() + (isDate ? 86_400_000 : 0))
      const cancelled = current.STATUS === 'CANCELLED'
      const transparent = current.TRANSP === 'TRANSPARENT'
      if (start && end && !cancelled && !transparent && end > start) out.push({ start, end })
      current = null
    } else if (current) {
      const name = line.match(/^([A-Z-]+)[;:]/)?.[1]
      if (name === 'DTSTART' || name === 'DTEND') current[name] = line
      else if (name === 'STATUS' || name === 'TRANSP') current[name] = line.slice(line.indexOf(':') + 1).trim()
    }
  }
  return out
}

function decodeXml(text: string): string {
  return text
    .replace(/&#13;/g, '\r')
    .replace(/&#10;/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

export class CalDavError extends CalendarHttpError {}

export function calDavCalendar(config: CalDavConfig): CalendarIntegration {
  const doFetch = config.fetch ?? fetch
  const base = config.calendarUrl.endsWith('/') ? config.calendarUrl : `${config.calendarUrl}/`
  const auth = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`
  const eventUrl = (uid: string) => `${base}${encodeURIComponent(uid)}.ics`

  return {
    async busy(from, to) {
      const body = `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">
    <C:time-range start="${icsTime(from)}" end="${icsTime(to)}"/>
  </C:comp-filter></C:comp-filter></C:filter>
</C:calendar-query>`
      const res = await doFetch(base, {
        method: 'REPORT',
        headers: { authorization: auth, depth: '1', 'content-type': 'application/xml; charset=utf-8' },
        body,
      })
      if (res.status !== 207) throw new CalDavError(res.status, `CalDAV REPORT answered ${res.status}`)
      const xml = await res.text()
      const datas = [
        ...xml.matchAll(/<(?:[A-Za-z]+:)?calendar-data[^>]*>([\s\S]*?)<\/(?:[A-Za-z]+:)?calendar-data>/g),
      ].map((m) => decodeXml(m[1]!.replace(/^<!\[CDATA\[|\]\]>$/g, '')))
      return datas
        .flatMap(busyFromIcs)
        .filter((b) => b.end > from && b.start < to)
        .sort((a, b) => a.start.getTime() - b.start.getTime())
    },
    async putEvent(uid, ics) {
      // a stored calendar object has no METHOD (RFC 4791 §4.1); the invitation's copy does
      const res = await doFetch(eventUrl(uid), {
        method: 'PUT',
        headers: { authorization: auth, 'content-type': 'text/calendar; charset=utf-8' },
        body: ics.replace(/^METHOD:[^\r\n]*\r?\n/m, ''),
      })
      if (res.status !== 201 && res.status !== 204) {
        throw new CalDavError(res.status, `CalDAV PUT answered ${res.status}: ${(await res.text()).slice(0, 200)}`)
      }
      return { status: res.status }
    },
    async deleteEvent(uid) {
      const res = await doFetch(eventUrl(uid), { method: 'DELETE', headers: { authorization: auth } })
      if (res.status !== 200 && res.status !== 204 && res.status !== 404) {
        throw new CalDavError(res.status, `CalDAV DELETE answered ${res.status}`)
      }
      return { status: res.status }
    },
  }
}
