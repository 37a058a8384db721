import { describe, expect, it } from 'vitest'
import { eventFromIcs } from './ics-event'

const ics = (lines: string[]) =>
  ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n')

describe('eventFromIcs', () => {
  it('reads the fields, unfolded and unescaped, with the zone of DTSTART', () => {
    const e = eventFromIcs(
      ics([
        'UID:abc@quota',
        'SEQUENCE:3',
        'DTSTART;TZID=America/New_York:20990115T093000',
        'DTEND;TZID=America/New_York:20990115T101500',
        'SUMMARY:Interview\\, round 1\\; Ada',
        'DESCRIPTION:Line one\\nJoin: https://zoom.us/j/1',
        'URL;VALUE=URI:https://us05web.zoom.us/j/1?pwd=x',
        'ATTENDEE;CN="Ada: Lovelace";RSVP=TRUE:mailto:ADA@cand.test',
        'ATTENDEE;CN=Panel:mailto:panel@quo',
        ' ta.test',
        'STATUS:CONFIRMED',
      ]),
    )
    expect(e).toEqual({
      uid: 'abc@quota',
      sequence: 3,
      summary: 'Interview, round 1; Ada',
      description: 'Line one\nJoin: https://zoom.us/j/1',
      location: null,
      url: 'https://us05web.zoom.us/j/1?pwd=x',
      start: new Date('2099-01-15T14:30:00Z'),
      end: new Date('2099-01-15T15:15:00Z'),
      timeZone: 'America/New_York',
      attendees: ['ada@cand.test', 'panel@quota.test'],
      cancelled: false,
    })
  })

  it.each([
    [['DTSTART:20990115T093000Z', 'DTEND:20990115T100000Z', 'STATUS:CANCELLED'], 'UTC', true],
    [
      ['DTSTART;TZID=Europe/London:20990701T100000', 'DTEND;TZID=Europe/London:20990701T110000'],
      'Europe/London',
      false,
    ],
  ])('%j: zone %s, cancelled %s', (lines, zone, cancelled) => {
    const e = eventFromIcs(ics(['UID:x', ...lines]))
    expect(e.timeZone).toBe(zone)
    expect(e.cancelled).toBe(cancelled)
  })

  it('refuses an object without an event or times', () => {
    expect(() => eventFromIcs('BEGIN:VCALENDAR\r\nEND:VCALENDAR')).toThrow(/No VEVENT/)
    expect(() => eventFromIcs(ics(['UID:x']))).toThrow(/DTSTART/)
  })
})
