import { describe, expect, it } from 'vitest'
import { isJitFarmingRow, isJitHandOffDue, JIT_MARKETING_DELAY_MS, jitHandOffAt } from './jit-farming'

describe('JIT farming hand-off: to marketing 15 minutes after flagging', () => {
  const flagged = new Date('2024-05-01T10:00:00Z')

  it('waits 15 minutes', () => {
    expect(JIT_MARKETING_DELAY_MS).toBe(900_000)
    expect(jitHandOffAt(flagged).toISOString()).toBe('2024-05-01T10:15:00.000Z')
  })

  it.each([
    { name: 'not due right after flagging', now: '2024-05-01T10:00:01Z', due: false },
    { name: 'not due at 14:59', now: '2024-05-01T10:14:59Z', due: false },
    { name: 'due at exactly 15 minutes', now: '2024-05-01T10:15:00Z', due: true },
    { name: 'due later', now: '2024-05-01T11:00:00Z', due: true },
  ])('$name', ({ now, due }) => {
    expect(isJitHandOffDue(flagged, new Date(now))).toBe(due)
  })

  it.each([
    {
      name: 'shortlist current JIT Farming is a JIT-farming row',
      stageType: 'shortlist',
      stageStatus: 'current',
      currentStatus: 'jit_farming',
      expected: true,
    },
    {
      name: 'NOT a JIT-suggested row',
      stageType: 'shortlist',
      stageStatus: 'current',
      currentStatus: 'jit_suggested',
      expected: false,
    },
    {
      name: 'NOT a rejected JIT-farming row',
      stageType: 'shortlist',
      stageStatus: 'rejected',
      currentStatus: 'jit_farming',
      expected: false,
    },
  ] as const)('$name', ({ expected, ...position }) => {
    expect(isJitFarmingRow(position)).toBe(expected)
  })
})
