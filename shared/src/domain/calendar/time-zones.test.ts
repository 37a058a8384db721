import { describe, expect, it } from 'vitest'
import { offsetLabel, offsetMinutes, timeZoneLabel, timeZoneOptions } from './time-zones'

const JANUARY = new Date('2026-01-15T12:00:00Z')
const JULY = new Date('2026-07-15T12:00:00Z')

describe('time-zone labels', () => {
  it.each([
    ['America/New_York', JANUARY, -300],
    ['America/New_York', JULY, -240],
    ['Asia/Kolkata', JANUARY, 330],
    ['UTC', JULY, 0],
  ])('%s at %s is %i minutes from UTC', (tz, at, minutes) => {
    expect(offsetMinutes(tz, at)).toBe(minutes)
  })

  it.each([
    [-300, '(UTC−05:00)'],
    [330, '(UTC+05:30)'],
    [0, '(UTC+00:00)'],
  ])('offset %i -> %s', (minutes, label) => {
    expect(offsetLabel(minutes)).toBe(label)
  })

  it.each([
    ['America/New_York', JANUARY, '(UTC−05:00) New York, America — Eastern Standard Time'],
    ['America/Los_Angeles', JULY, '(UTC−07:00) Los Angeles, America — Pacific Daylight Time'],
    ['UTC', JANUARY, '(UTC+00:00) UTC'],
  ])('%s reads %s', (tz, at, label) => {
    expect(timeZoneLabel(tz, at)).toBe(label)
  })

  it('orders choices by offset and keeps an unknown current zone', () => {
    const options = timeZoneOptions(JANUARY, 'America/New_York')
    const ny = options.findIndex((o) => o.value === 'America/New_York')
    const tokyo = options.findIndex((o) => o.value === 'Asia/Tokyo')
    expect(ny).toBeGreaterThan(-1)
    expect(tokyo).toBeGreaterThan(ny)
    expect(options.some((o) => o.value === 'UTC')).toBe(true)
  })
})
