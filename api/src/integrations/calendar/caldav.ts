/**
 * The CalDAV adapter (RFC 4791) of the calendar integration, for any standards calendar server:
 * events are PUT as `{uid}.ics` into the calendar collection, and busy time is read with a
 * calendar-query REPORT over the range (VEVENTs that are not cancelled or transparent). Times are
 * read as UTC (`...Z`), as a TZID wall time (resolved with the shared wall-time rules), or as a
 * whole day (DATE). Recurring events (RRULE, RDATE) are expanded with ical.js over the asked
 * window only, leaving out EXDATEs and putting each overridden occurrence (RECURRENCE-ID) where its
 * override says (or leaving it out when the override is cancelled or transparent).
 */
import { resolveWallTime } from '@quota/shared/domain/interview-schedule/index'
import ICAL from 'ical.js'
import { type OutboundFetch, safeFetch } from '../../net/outbound'
import { type BusyInterval, CalendarHttpError, type CalendarIntegration } from './calendar-integration'

export interface CalDavConfig {
  /** The calendar collection, ending in `/` (e.g. https://dav.example.com/alice/interviews/). */
  calendarUrl: string
  username: string
  password: string
  fetch?: OutboundFetch
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

/**
 * At most this many occurrences of one recurring event are walked to reach the window (ical.js
 * walks a rule from its first DTSTART; a daily event for a century is ~37,000, each a few µs).
 */
const MAX_OCCURRENCES = 50_000

/**
 * An ical.js time (its wall-clock fields) as an instant: UTC as is; a TZID by the shared wall-time
 * rules (IANA names), else by the calendar's own VTIMEZONE; a DATE or floating time as UTC. A
 * wall time skipped by a clock change counts from the change, so the event is still busy.
 */
function instantOf(time: ICAL.Time, tzid: string | null, zones: Map<string, ICAL.Timezone>): Date | null {
  const utc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)
  if (time.isDate || !tzid || tzid === 'UTC' || tzid === 'Z') return new Date(utc)
  const pad = (n: number) => String(n).padStart(2, '0')
  try {
    const wall = resolveWallTime(
      `${time.year}-${pad(time.month)}-${pad(time.day)}`,
      `${pad(time.hour)}:${pad(time.minute)}`,
      tzid,
    )
    const second = time.second * 1000
    if (wall.kind === 'exact') return new Date(wall.instant.getTime() + second)
    if (wall.kind === 'ambiguous') return new Date(wall.earlier.getTime() + second)
    return wall.transition
  } catch {
    // not an IANA name (e.g. Outlook's "Eastern Standard Time"): the VTIMEZONE sent with it
    const zone = zones.get(tzid)
    if (!zone) return null
    const local = time.clone()
    local.zone = zone
    return new Date(local.toUnixTime() * 1000)
  }
}

/** The TZID of a VEVENT's DTSTART (null: UTC, a date or floating). */
function startZone(event: ICAL.Event): string | null {
  const prop = event.component.getFirstProperty('dtstart')
  const tzid = prop?.getParameter('tzid')
  if (typeof tzid === 'string') return tzid
  const value = prop?.getFirstValue()
  return value instanceof ICAL.Time && value.zone === ICAL.Timezone.utcTimezone ? 'UTC' : null
}

const isBusy = (event: ICAL.Event) =>
  event.component.getFirstPropertyValue('status')?.toString().toUpperCase() !== 'CANCELLED' &&
  event.component.getFirstPropertyValue('transp')?.toString().toUpperCase() !== 'TRANSPARENT'

/**
 * The busy intervals of the VEVENTs in iCalendar text within [from, to): cancelled and transparent
 * ones left out, recurring ones expanded over the window (EXDATE left out, RECURRENCE-ID overrides
 * applied), an all-day event busy all day.
 */
export function busyFromIcs(text: string, window: { from: Date; to: Date }): BusyInterval[] {
  let calendar: ICAL.Component
  try {
    calendar = new ICAL.Component(ICAL.parse(text))
  } catch {
    return [] // not iCalendar: nothing this reader can call busy
  }
  const zones = new Map<string, ICAL.Timezone>()
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone)
    if (zone.tzid) zones.set(zone.tzid, zone)
  }
  const vevents = calendar.getAllSubcomponents('vevent')
  const overrides = vevents.filter((v) => v.hasProperty('recurrence-id'))
  const out: BusyInterval[] = []
  const add = (start: Date | null, end: Date | null) => {
    if (start && end && end > start && end > window.from && start < window.to) out.push({ start, end })
  }
  const endOf = (event: ICAL.Event, start: ICAL.Time, end: ICAL.Time | null, zone: string | null) => {
    // no DTEND and no DURATION: a day for a date, an instant otherwise (RFC 5545 §3.6.1)
    const hasEnd = event.component.hasProperty('dtend') || event.component.hasProperty('duration')
    if (!hasEnd || !end) {
      const s = instantOf(start, zone, zones)
      return s && new Date(s.getTime() + (start.isDate ? 86_400_000 : 0))
    }
    const endZone = event.component.getFirstProperty('dtend')?.getParameter('tzid')
    return instantOf(end, typeof endZone === 'string' ? endZone : zone, zones)
  }
  for (const component of vevents) {
    if (component.hasProperty('recurrence-id')) continue // read with its master below
    const event = new ICAL.Event(component)
    const uid = event.uid
    for (const o of overrides) if (o.getFirstPropertyValue('uid') === uid) event.relateException(o)
    if (!event.isRecurring()) {
      if (isBusy(event))
        add(
          instantOf(event.startDate, startZone(event), zones),
          endOf(event, event.startDate, event.endDate, startZone(event)),
        )
      continue
    }
    const masterZone = startZone(event)
    const iterator = event.iterator()
    for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; next = iterator.next(), n++) {
      const occurrence = event.getOccurrenceDetails(next)
      const item = occurrence.item
      const zone = item === event ? masterZone : startZone(item)
      const start = instantOf(occurrence.startDate, zone, zones)
      // occurrences come in order of their original start: past the window, none is left
      // (an override may move one, so the original time decides)
      const original = instantOf(next, masterZone, zones)
      if (original && original >= window.to && (!start || start >= window.to)) break
      if (isBusy(item)) add(start, endOf(item, occurrence.startDate, occurrence.endDate, zone))
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
  const doFetch = config.fetch ?? safeFetch
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
        .flatMap((text) => busyFromIcs(text, { from, to }))
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
