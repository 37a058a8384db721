import { describe, expect, test } from 'vitest'
import { FEEDBACK_STATE_LABELS, FEEDBACK_TYPE_LABELS, formatPercent } from './reports-model'

describe('reports', () => {
  test.each([
    [0, '0%'],
    [50, '50%'],
    [36.3636, '36.4%'],
    [9.96, '10%'],
    [Number.NaN, '—'],
  ])('formatPercent(%d)', (value, text) => expect(formatPercent(value)).toBe(text))

  test('feedback names', () => {
    expect(Object.values(FEEDBACK_TYPE_LABELS)).toEqual(['Suggestion', 'Defect', 'Other'])
    expect(Object.values(FEEDBACK_STATE_LABELS)).toEqual(['New', 'Triaged', 'Closed'])
  })
})
