import { describe, expect, it } from 'vitest'
import { googleCalendarUrl, icsUtc } from './index'

describe('calendar links', () => {
  it('formats UTC times the way ICS and Google expect', () => {
    expect(icsUtc(new Date('2031-01-05T14:00:00.000Z'))).toBe('20310105T140000Z')
  })

  it('builds a Google Calendar event template link', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Interview: AE at Acme',
        startsAt: '2031-01-05T14:00:00.000Z',
        durationMinutes: 45,
        details: 'Job: AE',
        location: 'https://zoom.example/j/1',
      }),
    )
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe('Interview: AE at Acme')
    expect(url.searchParams.get('dates')).toBe('20310105T140000Z/20310105T144500Z')
    expect(url.searchParams.get('details')).toBe('Job: AE')
    expect(url.searchParams.get('location')).toBe('https://zoom.example/j/1')
  })

  it('leaves out empty details and location', () => {
    const url = new URL(googleCalendarUrl({ title: 'x', startsAt: '2031-01-05T14:00:00Z', durationMinutes: 30 }))
    expect(url.searchParams.has('details')).toBe(false)
    expect(url.searchParams.has('location')).toBe(false)
  })
})
