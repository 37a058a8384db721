/**
 * The CalDAV adapter against a real Radicale server (Debian's `radicale`, installed by
 * scripts/ensure-system-packages.sh radicale), started here on a free port with a temporary
 * storage folder: the product's interview invitation is accepted into a calendar (PUT answers 201,
 * a reschedule with the same UID replaces it), busy time is read back in UTC from a TZID event, a
 * cancelled event is not busy, and DELETE removes it. Plus the line-level readers, table-tested.
 */
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
    expect(busyFromIcs(text).map((b) => [b.start.toISOString(), b.end.toISOString()])).toEqual([
      ['2031-01-15T10:00:00.000Z', '2031-01-15T11:00:00.000Z'],
      ['2031-01-16T00:00:00.000Z', '2031-01-17T00:00:00.000Z'],
    ])
  })
})
