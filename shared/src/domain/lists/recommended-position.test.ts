import { describe, expect, it } from 'vitest'
import { recommendedPositionProblem } from './recommended-position'

describe('recommended position', () => {
  it.each([
    ['none set, choose one', null, 'b', null],
    ['one set, choose the same', 'b', 'b', 'alreadySet'],
    ['one set, choose another', 'b', 'c', null],
    ['one set, clear it', 'b', null, null],
    ['none set, clear', null, null, null],
    ['choose itself', null, 'a', 'self'],
    ['itself while another is set', 'b', 'a', 'self'],
  ] as const)('%s -> %s', (_why, current, chosen, problem) => {
    expect(recommendedPositionProblem({ positionId: 'a', current, chosen })).toBe(problem)
  })
})
