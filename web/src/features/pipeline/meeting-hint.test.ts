import { describe, expect, it } from 'vitest'
import { meetingMethodHint } from './meeting-hint'

const noCalendar = { active: false, provider: null, accountEmail: null, connectedAt: null }
const calendar = (provider: 'google' | 'microsoft' | 'caldav') => ({
  meeting: { active: false, provider: null, account: null, connectedAt: null },
  calendar: { active: true, provider, accountEmail: 'me@x.test', connectedAt: '2026-01-01' },
})
const on = (provider: 'zoom' | 'personalLink') => ({
  meeting: { active: true, provider, account: 'me', connectedAt: '2026-01-01' },
  calendar: noCalendar,
})
const off = { meeting: { active: false, provider: null, account: null, connectedAt: null }, calendar: noCalendar }

describe('meetingMethodHint', () => {
  it.each([
    ['zoom', on('zoom'), /A Zoom meeting is created/],
    ['zoom', off, /Zoom account is not connected/],
    ['zoom', on('personalLink'), /Zoom account is not connected/],
    ['customLink', on('personalLink'), /personal meeting link goes in the invitation/],
    ['customLink', on('zoom'), /personal meeting link is not connected/],
    ['googleMeet', on('zoom'), /Google Meet meetings are made with your Google Calendar, which is not connected/],
    ['googleMeet', calendar('google'), /A Google Meet meeting is created with your Google Calendar/],
    ['googleMeet', calendar('microsoft'), /Google Calendar, which is not connected/],
    [
      'microsoftTeams',
      off,
      /Microsoft Teams meetings are made with your Microsoft 365 account, which is not connected/,
    ],
    ['microsoftTeams', calendar('microsoft'), /A Microsoft Teams meeting is created with your Microsoft 365 account/],
    ['microsoftTeams', calendar('caldav'), /not connected/],
  ] as const)('%s with %j', (method, integration, expected) => {
    expect(meetingMethodHint(method, integration)).toMatch(expected)
  })

  it('says nothing for phone or in person', () => {
    expect(meetingMethodHint('phone', off)).toBeNull()
    expect(meetingMethodHint('inPerson', on('zoom'))).toBeNull()
  })

  it('holds the place while the integration is asked for, and says when it could not be', () => {
    expect(meetingMethodHint('zoom', 'loading')).toBe('Checking your meeting connection…')
    expect(meetingMethodHint('customLink', 'loading')).toBe('Checking your meeting connection…')
    expect(meetingMethodHint('zoom', 'unknown')).toMatch(/Zoom account could not be checked/)
    expect(meetingMethodHint('phone', 'loading')).toBeNull()
    expect(meetingMethodHint('microsoftTeams', 'unknown')).toMatch(/Microsoft 365 account could not be checked/)
  })
})
