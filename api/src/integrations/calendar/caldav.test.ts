/**
 * The CalDAV adapter against a real Radicale server (Debian's `radicale`, installed by
 * scripts/ensure-system-packages.sh radicale), started here on a free port with a temporary
 * storage folder: the product's interview invitation is accepted into a calendar (PUT answers 201,
 * a reschedule with the same UID replaces it), busy time is read back in UTC from a TZID event, a
 * cancelled event is not busy, and DELETE removes it; a recurring event is expanded over the asked
 * window (EXDATE, moved and cancelled overrides, across a DST change). Plus the readers, table-tested.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { interviewCalendar, interviewUid } from '../../modules/pipeline/interview-calendar'
import { type RadicaleServer, startRadicale } from '../../testing/radicale'
import { busyFromIcs, calDavCalendar, icsInstant } from './caldav'
import type { CalendarIntegration } from './calendar-integration'

let radicale: RadicaleServer
let base: string
let calendar: CalendarIntegration
const AUTH = `Basic ${Buffer.from('panel:secret').toString('base64')}`

beforeAll(async () => {
  radicale = await startRadicale()
  base = radicale.url
  const collection = await radicale.makeCalendar('panel', 'secret', 'interviews')
  calendar = calDavCalendar({ calendarUrl: collection, username: 'panel', password: 'secret' })
}, 60_000)

afterAll(() => {
  radicale?.stop()
})

/** The VTIMEZONE the product sends with a zone (the package answers null for an unknown one). */
const vtimezone = (zone: string) => getVtimezoneComponent(zone) ?? ''

const interviewId = '0b6f2c1e-5a4d-4c39-9f0e-3f1b2a7c8d90'
const ics = (sequence: number, startsAt: Date, method: 'REQUEST' | 'CANCEL' = 'REQUEST') =>
  interviewCalendar({
    interviewId,
    sequence,
    method,
    startsAt,
    durationMinutes: 45,
    timezone: 'America/New_York',
    title: 'Interview: Enterprise AE',
    description: 'Round 1',
    location: null,
    url: null,
    organizer: { name: 'Quota', email: 'no-reply@quota.test' },
    attendees: [{ email: 'panel@acme.test', name: 'Panel' }],
    stamp: new Date('2031-01-01T00:00:00Z'),
  })

describe('CalDAV adapter against Radicale', () => {
  const day = { from: new Date('2031-01-15T00:00:00Z'), to: new Date('2031-01-16T00:00:00Z') }

  it('accepts the interview (201), reads it back as busy time in UTC, takes the reschedule with the same UID', async () => {
    // 09:30 in New York in January = 14:30 UTC
    expect(await calendar.putEvent(interviewUid(interviewId), ics(0, new Date('2031-01-15T14:30:00Z')))).toEqual({
      status: 201,
    })
    expect(await calendar.busy(day.from, day.to)).toEqual([
      { start: new Date('2031-01-15T14:30:00Z'), end: new Date('2031-01-15T15:15:00Z') },
    ])
    // the reschedule replaces the same resource (Radicale answers 201 again; RFC 4918 allows 200/201/204)
    const replaced = await calendar.putEvent(interviewUid(interviewId), ics(1, new Date('2031-01-15T19:00:00Z')))
    expect([201, 204]).toContain(replaced.status)
    expect(await calendar.busy(day.from, day.to)).toEqual([
      { start: new Date('2031-01-15T19:00:00Z'), end: new Date('2031-01-15T19:45:00Z') },
    ])
    // outside the range: nothing
    expect(await calendar.busy(new Date('2031-01-16T00:00:00Z'), new Date('2031-01-17T00:00:00Z'))).toEqual([])
  })

  it('a cancelled event is not busy; DELETE removes it', async () => {
    await calendar.putEvent(interviewUid(interviewId), ics(2, new Date('2031-01-15T19:00:00Z'), 'CANCEL'))
    expect(await calendar.busy(day.from, day.to)).toEqual([])
    expect((await calendar.deleteEvent(interviewUid(interviewId))).status).toBeLessThan(300)
    const gone = await fetch(`${base}/panel/interviews/${encodeURIComponent(interviewUid(interviewId))}.ics`, {
      headers: { authorization: AUTH },
    })
    expect(gone.status).toBe(404)
  })

  it('expands a recurring event over the window: EXDATE left out, overrides moved or cancelled, DST kept', async () => {
    // a 09:30 New York stand-up every weekday from Monday 3 March 2031 (New York moves to EDT on
    // Sunday the 9th); the 5th is excluded, the 6th moved to 15:00, the 11th cancelled
    const standup = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Quota tests//EN',
      vtimezone('America/New_York'),
      'BEGIN:VEVENT',
      'UID:standup@acme.test',
      'DTSTAMP:20310101T000000Z',
      'SUMMARY:Stand-up',
      'DTSTART;TZID=America/New_York:20310303T093000',
      'DTEND;TZID=America/New_York:20310303T100000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'EXDATE;TZID=America/New_York:20310305T093000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:standup@acme.test',
      'DTSTAMP:20310101T000000Z',
      'SUMMARY:Stand-up (afternoon)',
      'RECURRENCE-ID;TZID=America/New_York:20310306T093000',
      'DTSTART;TZID=America/New_York:20310306T150000',
      'DTEND;TZID=America/New_York:20310306T153000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:standup@acme.test',
      'DTSTAMP:20310101T000000Z',
      'SUMMARY:Stand-up',
      'RECURRENCE-ID;TZID=America/New_York:20310311T093000',
      'DTSTART;TZID=America/New_York:20310311T093000',
      'DTEND;TZID=America/New_York:20310311T100000',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]
      .join('\r\n')
      .replace(/\r?\n/g, '\r\n')
    const put = await fetch(`${base}/panel/interviews/standup.ics`, {
      method: 'PUT',
      headers: { authorization: AUTH, 'content-type': 'text/calendar; charset=utf-8' },
      body: standup,
    })
    expect(put.status).toBe(201)
    const busy = await calendar.busy(new Date('2031-03-04T00:00:00Z'), new Date('2031-03-13T00:00:00Z'))
    expect(busy.map((b) => [b.start.toISOString(), b.end.toISOString()])).toEqual([
      ['2031-03-04T14:30:00.000Z', '2031-03-04T15:00:00.000Z'], // EST: UTC-5
      ['2031-03-06T20:00:00.000Z', '2031-03-06T20:30:00.000Z'], // moved to 15:00
      ['2031-03-07T14:30:00.000Z', '2031-03-07T15:00:00.000Z'],
      ['2031-03-10T13:30:00.000Z', '2031-03-10T14:00:00.000Z'], // EDT from the 9th: UTC-4
      ['2031-03-12T13:30:00.000Z', '2031-03-12T14:00:00.000Z'],
    ])
    // an endless rule, asked years later: only that window's occurrences
    expect(await calendar.busy(new Date('2035-06-04T00:00:00Z'), new Date('2035-06-05T00:00:00Z'))).toEqual([
      { start: new Date('2035-06-04T13:30:00Z'), end: new Date('2035-06-04T14:00:00Z') },
    ])
    await fetch(`${base}/panel/interviews/standup.ics`, { method: 'DELETE', headers: { authorization: AUTH } })
  })

  it('a wrong calendar answers an error, not an empty busy list', async () => {
    const wrong = calDavCalendar({ calendarUrl: `${base}/panel/missing/`, username: 'panel', password: 'secret' })
    await expect(wrong.busy(day.from, day.to)).rejects.toThrow(/REPORT answered/)
  })
})

describe('iCalendar time readers', () => {
  it.each([
    ['DTSTART:20310115T143000Z', '2031-01-15T14:30:00.000Z'],
    ['DTSTART;TZID=America/New_York:20310115T093000', '2031-01-15T14:30:00.000Z'],
    ['DTSTART;TZID=Europe/London:20310715T093000', '2031-07-15T08:30:00.000Z'],
    ['DTSTART;VALUE=DATE:20310115', '2031-01-15T00:00:00.000Z'],
    // 02:30 does not exist in New York on 2031-03-09 (spring forward)
    ['DTSTART;TZID=America/New_York:20310309T023000', null],
  ])('%s -> %s', (line, expected) => {
    expect(icsInstant(line)?.toISOString() ?? null).toBe(expected)
  })

  it('reads a TZID that is not an IANA name by the VTIMEZONE sent with it (Outlook’s names)', () => {
    const text = [
      'BEGIN:VCALENDAR',
      vtimezone('America/New_York').replace(/TZID:America\/New_York/, 'TZID:Eastern Standard Time'),
      'BEGIN:VEVENT',
      'UID:weekly@contoso.test',
      'DTSTART;TZID=Eastern Standard Time:20310303T093000',
      'DTEND;TZID=Eastern Standard Time:20310303T100000',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'END:VEVENT',
      'END:VCALENDAR',
    ]
      .join('\r\n')
      .replace(/\r?\n/g, '\r\n')
    const window = { from: new Date('2031-03-01T00:00:00Z'), to: new Date('2031-04-01T00:00:00Z') }
    expect(busyFromIcs(text, window).map((b) => b.start.toISOString())).toEqual([
      '2031-03-03T14:30:00.000Z',
      '2031-03-10T13:30:00.000Z',
      '2031-03-17T13:30:00.000Z',
    ])
  })

  it('leaves out cancelled and transparent events; an all-day event is busy all day', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'DTSTART:20310115T100000Z',
      'DTEND:20310115T110000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART:20310115T120000Z',
      'DTEND:20310115T130000Z',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART:20310115T140000Z',
      'DTEND:20310115T150000Z',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20310116',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n')
    const window = { from: new Date('2031-01-01T00:00:00Z'), to: new Date('2031-02-01T00:00:00Z') }
    expect(busyFromIcs(text, window).map((b) => [b.start.toISOString(), b.end.toISOString()])).toEqual([
      ['2031-01-15T10:00:00.000Z', '2031-01-15T11:00:00.000Z'],
      ['2031-01-16T00:00:00.000Z', '2031-01-17T00:00:00.000Z'],
    ])
  })
})
