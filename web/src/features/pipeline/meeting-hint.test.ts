import { describe, expect, it } from 'vitest'
import { meetingMethodHint } from './meeting-hint'

const on = (provider: 'zoom' | 'personalLink') => ({ active: true, provider, account: 'me', connectedAt: '2026-01-01' })
const off = { active: false, provider: null, account: null, connectedAt: null }

describe('meetingMethodHint', () => {
  it.each([
    ['zoom', on('zoom'), /A Zoom meeting is created/],
    ['zoom', off, /Zoom account is not connected/],
    ['zoom', on('personalLink'), /Zoom account is not connected/],
    ['customLink', on('personalLink'), /personal meeting link goes in the invitation/],
    ['customLink', on('zoom'), /personal meeting link is not connected/],
    ['googleMeet', on('zoom'), /Google Meet meetings are not created here yet/],
    ['microsoftTeams', off, /Microsoft Teams/],
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
  })
})
