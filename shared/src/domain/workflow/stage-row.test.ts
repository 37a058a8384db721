import { describe, expect, it } from 'vitest'
import { isRejected, normalizeStage } from './stage-row'
import { row } from './test-helpers'

describe('normalizeStage: hired is the accepted state of offer', () => {
  it.each([
    { name: 'a hired row reads as offer accepted', at: row('hired', 'current'), type: 'offer', status: 'accepted' },
    { name: 'an offer row is unchanged', at: row('offer', 'current'), type: 'offer', status: 'current' },
    { name: 'a submittal row is unchanged', at: row('submittal', 'rejected'), type: 'submittal', status: 'rejected' },
  ] as const)('$name', ({ at, type, status }) => {
    const normal = normalizeStage(at)
    expect([normal.stageType, normal.stageStatus]).toEqual([type, status])
  })

  it('keeps the other fields and leaves its input alone', () => {
    const hired = row('hired', 'current', null, { hasSnippetBeenSent: true })
    expect(normalizeStage(hired)).toEqual({ ...hired, stageType: 'offer', stageStatus: 'accepted' })
    expect(hired.stageType).toBe('hired')
  })

  it.each([
    ['rejected', true],
    ['current', false],
    ['accepted', false],
  ] as const)('isRejected(%s) is %s', (status, expected) => {
    expect(isRejected(row('submittal', status))).toBe(expected)
  })
})
