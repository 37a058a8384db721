import { describe, expect, it } from 'vitest'
import { availabilitySlotProblems, isCalendarUpdateRequestShown } from './index'

const NOW = new Date('2031-03-03T12:00:00Z')
const at = (iso: string) => new Date(iso)
const slot = (from: string, to: string) => ({ startsAt: at(from), endsAt: at(to) })

describe('availabilitySlotProblems (next 7 days)', () => {
  it.each([
    ['none', [], []],
    ['one tomorrow', [slot('2031-03-04T14:00:00Z', '2031-03-04T16:00:00Z')], []],
    ['on the 7th day', [slot('2031-03-10T09:00:00Z', '2031-03-10T10:00:00Z')], []],
    ['ends before it starts', [slot('2031-03-04T16:00:00Z', '2031-03-04T14:00:00Z')], [[0, 'slotOrder']]],
    ['ten minutes', [slot('2031-03-04T14:00:00Z', '2031-03-04T14:10:00Z')], [[0, 'slotTooShort']]],
    ['yesterday', [slot('2031-03-02T14:00:00Z', '2031-03-02T15:00:00Z')], [[0, 'slotInPast']]],
    ['in 8 days', [slot('2031-03-11T13:00:00Z', '2031-03-11T14:00:00Z')], [[0, 'slotBeyondWindow']]],
    [
      'overlapping',
      [slot('2031-03-04T14:00:00Z', '2031-03-04T16:00:00Z'), slot('2031-03-04T15:00:00Z', '2031-03-04T17:00:00Z')],
      [[1, 'slotOverlap']],
    ],
    [
      'touching is fine',
      [slot('2031-03-04T14:00:00Z', '2031-03-04T15:00:00Z'), slot('2031-03-04T15:00:00Z', '2031-03-04T16:00:00Z')],
      [],
    ],
  ] as const)('%s', (_name, slots, expected) => {
    expect(availabilitySlotProblems(slots, NOW).map((p) => [p.index, p.rule])).toEqual(expected)
  })

  it('refuses more than 60 slots', () => {
    const many = Array.from({ length: 61 }, (_, i) => {
      const start = new Date(NOW.getTime() + 3_600_000 + i * 3_600_000)
      return { startsAt: start, endsAt: new Date(start.getTime() + 30 * 60_000) }
    })
    expect(availabilitySlotProblems(many, NOW).map((p) => p.rule)).toContain('tooManySlots')
  })
})

describe('isCalendarUpdateRequestShown (7 days)', () => {
  it.each([
    [null, false],
    ['2031-03-03T11:00:00Z', true],
    ['2031-02-24T12:00:01Z', true],
    ['2031-02-24T12:00:00Z', false],
    ['2031-01-01T00:00:00Z', false],
    ['2031-03-04T00:00:00Z', false],
  ] as const)('requested %s -> %s', (requestedAt, expected) => {
    expect(isCalendarUpdateRequestShown(requestedAt ? at(requestedAt) : null, NOW)).toBe(expected)
  })
})
