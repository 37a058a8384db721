import { describe, expect, it } from 'vitest'
import { chosenInstant, resolveWallTime, wallTimeProblem, zonedParts } from './wall-time'

describe('resolveWallTime', () => {
  it.each([
    // zone, date, time, kind, instant(s)
    ['America/New_York', '2099-01-15', '09:30', 'exact', ['2099-01-15T14:30:00.000Z']],
    ['America/New_York', '2099-07-15', '09:30', 'exact', ['2099-07-15T13:30:00.000Z']],
    ['America/New_York', '2025-03-09', '01:59', 'exact', ['2025-03-09T06:59:00.000Z']],
    ['America/New_York', '2025-03-09', '03:00', 'exact', ['2025-03-09T07:00:00.000Z']],
    ['America/New_York', '2025-11-02', '01:30', 'ambiguous', ['2025-11-02T05:30:00.000Z', '2025-11-02T06:30:00.000Z']],
    ['America/New_York', '2025-11-02', '02:00', 'exact', ['2025-11-02T07:00:00.000Z']],
    ['Europe/London', '2025-03-30', '01:30', 'gap', []],
    ['Europe/London', '2025-03-30', '02:00', 'exact', ['2025-03-30T01:00:00.000Z']],
    ['Europe/London', '2025-10-26', '01:15', 'ambiguous', ['2025-10-26T00:15:00.000Z', '2025-10-26T01:15:00.000Z']],
    ['Europe/London', '2025-06-01', '09:00', 'exact', ['2025-06-01T08:00:00.000Z']],
    ['UTC', '2025-03-09', '02:30', 'exact', ['2025-03-09T02:30:00.000Z']],
    ['Asia/Kolkata', '2025-03-09', '09:00', 'exact', ['2025-03-09T03:30:00.000Z']],
    ['Australia/Sydney', '2025-10-05', '02:30', 'gap', []],
    ['Australia/Sydney', '2025-04-06', '02:30', 'ambiguous', ['2025-04-05T15:30:00.000Z', '2025-04-05T16:30:00.000Z']],
  ] as const)('%s %s %s is %s', (zone, date, time, kind, instants) => {
    const wall = resolveWallTime(date, time, zone)
    expect(wall.kind).toBe(kind)
    if (wall.kind === 'exact') expect([wall.instant.toISOString()]).toEqual(instants)
    if (wall.kind === 'ambiguous') expect([wall.earlier.toISOString(), wall.later.toISOString()]).toEqual(instants)
  })

  it.each([
    ['America/New_York', '2025-03-09', '02:30', '02:00', '03:00', '2025-03-09T07:00:00.000Z'],
    ['Europe/London', '2025-03-30', '01:30', '01:00', '02:00', '2025-03-30T01:00:00.000Z'],
  ])('%s %s %s is skipped: clocks jump %s -> %s', (zone, date, time, from, to, at) => {
    const wall = resolveWallTime(date, time, zone)
    expect(wall).toEqual({ kind: 'gap', transition: new Date(at), skippedFrom: from, skippedTo: to })
    expect(wallTimeProblem(date, time, zone, wall)).toBe(
      `${time} on ${date} does not exist in ${zone}: the clocks jump from ${from} to ${to} for daylight saving time. Which time is meant: before ${from} or from ${to}?`,
    )
    expect(chosenInstant(wall, 'earlier')).toBeNull()
  })

  it('asks which of a repeated time is meant, and takes the answer', () => {
    const wall = resolveWallTime('2025-11-02', '01:30', 'America/New_York')
    expect(wallTimeProblem('2025-11-02', '01:30', 'America/New_York', wall)).toBe(
      '01:30 on 2025-11-02 happens twice in America/New_York (the clocks go back). Which one is meant: the earlier (UTC-04:00) or the later (UTC-05:00)?',
    )
    expect(chosenInstant(wall)).toBeNull()
    expect(chosenInstant(wall, 'earlier')?.toISOString()).toBe('2025-11-02T05:30:00.000Z')
    expect(chosenInstant(wall, 'later')?.toISOString()).toBe('2025-11-02T06:30:00.000Z')
  })

  it('has no problem with an ordinary time', () => {
    const wall = resolveWallTime('2099-01-15', '09:30', 'America/New_York')
    expect(wallTimeProblem('2099-01-15', '09:30', 'America/New_York', wall)).toBeNull()
    expect(chosenInstant(wall)?.toISOString()).toBe('2099-01-15T14:30:00.000Z')
  })
})

describe('zonedParts', () => {
  it.each([
    // instant, zone, date, time
    ['2099-01-15T14:30:00Z', 'America/New_York', '2099-01-15', '09:30'],
    ['2025-11-02T05:30:00Z', 'America/New_York', '2025-11-02', '01:30'],
    ['2025-11-02T06:30:00Z', 'America/New_York', '2025-11-02', '01:30'],
    ['2025-03-30T01:00:00Z', 'Europe/London', '2025-03-30', '02:00'],
    ['2025-03-09T23:30:00Z', 'Asia/Kolkata', '2025-03-10', '05:00'],
    ['2025-03-09T23:30:00Z', 'Not/AZone', '2025-03-09', '23:30'],
  ])('%s in %s reads %s %s', (at, zone, date, time) => {
    expect(zonedParts(new Date(at), zone)).toEqual({ date, time })
  })

  it('reads back what resolveWallTime resolved', () => {
    const wall = resolveWallTime('2025-10-26', '01:15', 'Europe/London')
    expect(zonedParts(chosenInstant(wall, 'later')!, 'Europe/London')).toEqual({ date: '2025-10-26', time: '01:15' })
  })
})
