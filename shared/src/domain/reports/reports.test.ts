import { describe, expect, it } from 'vitest'
import { parseReportDateFilter, rejectionDonut, reportRange } from './index'

describe('parseReportDateFilter', () => {
  it.each([
    [{}, { kind: 'kickoff' }],
    [{ dateFilter: 'kickoff' }, { kind: 'kickoff' }],
    [{ dateFilter: 'Kickoff' }, { kind: 'kickoff' }],
    [{ dateFilter: '30' }, { kind: 'days', days: 30 }],
    [{ dateFilter: '1' }, { kind: 'days', days: 1 }],
    [{ dateFilter: '9999' }, { kind: 'days', days: 9999 }],
    [
      { startDate: '2024-01-01', endDate: '2024-03-31' },
      { kind: 'range', start: '2024-01-01', end: '2024-03-31' },
    ],
    [
      { startDate: '2024-01-01', endDate: '2024-01-01' },
      { kind: 'range', start: '2024-01-01', end: '2024-01-01' },
    ],
  ])('%j -> %j', (q, value) => {
    expect(parseReportDateFilter(q)).toEqual({ ok: true, value })
  })

  it.each([
    [{ dateFilter: '0' }, [['query.dateFilter', 'oneOf']]],
    [{ dateFilter: '10000' }, [['query.dateFilter', 'oneOf']]],
    [{ dateFilter: '-5' }, [['query.dateFilter', 'oneOf']]],
    [{ dateFilter: '7.5' }, [['query.dateFilter', 'oneOf']]],
    [{ dateFilter: 'lastWeek' }, [['query.dateFilter', 'oneOf']]],
    [{ startDate: '2024-01-01' }, [['query.endDate', 'required']]],
    [{ endDate: '2024-01-01' }, [['query.startDate', 'required']]],
    [{ startDate: '2024-02-30', endDate: '2024-03-01' }, [['query.startDate', 'format']]],
    [{ startDate: '01-02-2024', endDate: '2024-03-01' }, [['query.startDate', 'format']]],
    [{ startDate: '2024-03-02', endDate: '2024-03-01' }, [['query.endDate', 'notLessThan']]],
    [{ dateFilter: '30', startDate: '2024-01-01', endDate: '2024-01-02' }, [['query.dateFilter', 'invalid']]],
  ])('%j is refused', (q, expected) => {
    const r = parseReportDateFilter(q)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.details.map((d) => [d.path, d.rule])).toEqual(expected)
  })
})

describe('reportRange', () => {
  const today = '2024-03-10'
  it.each([
    [{ kind: 'kickoff' as const }, '2024-01-15', { start: '2024-01-15', end: today }],
    [{ kind: 'kickoff' as const }, null, { start: null, end: today }],
    [{ kind: 'days' as const, days: 1 }, null, { start: today, end: today }],
    [{ kind: 'days' as const, days: 7 }, null, { start: '2024-03-04', end: today }],
    [{ kind: 'days' as const, days: 30 }, '2024-03-01', { start: '2024-02-10', end: today }],
    [
      { kind: 'range' as const, start: '2023-01-01', end: '2023-12-31' },
      null,
      { start: '2023-01-01', end: '2023-12-31' },
    ],
  ])('%j with kickoff %s', (filter, kickoffDate, expected) => {
    expect(reportRange(filter, { kickoffDate, today })).toEqual(expected)
  })
})

describe('rejectionDonut: top 7 by count, the rest plus "Other" as "Others"', () => {
  const r = (name: string, count: number) => ({ key: name.toLowerCase().replace(/\s/g, '-'), name, count })

  it('keeps every reason when there are 7 or fewer and no Other', () => {
    const d = rejectionDonut([r('A', 3), r('B', 5), r('C', 2)])
    expect(d.total).toBe(10)
    expect(d.slices.map((s) => [s.name, s.count, s.percentage])).toEqual([
      ['B', 5, 50],
      ['A', 3, 30],
      ['C', 2, 20],
    ])
  })

  it('groups the 8th reason onwards with Other into Others, shown last', () => {
    const reasons = [
      r('R1', 10),
      r('R2', 9),
      r('R3', 8),
      r('R4', 7),
      r('R5', 6),
      r('R6', 5),
      r('R7', 4),
      r('R8', 3),
      r('R9', 2),
      r('Other', 6),
    ]
    const d = rejectionDonut(reasons)
    expect(d.total).toBe(60)
    expect(d.slices.map((s) => [s.name, s.count])).toEqual([
      ['R1', 10],
      ['R2', 9],
      ['R3', 8],
      ['R4', 7],
      ['R5', 6],
      ['R6', 5],
      ['R7', 4],
      ['Others', 11],
    ])
    expect(d.slices.at(-1)!.percentage).toBe(18.3)
  })

  it('never gives "Other" its own slice, even when it is the biggest', () => {
    const d = rejectionDonut([r('Other', 50), r('A', 1)])
    expect(d.slices.map((s) => [s.name, s.count])).toEqual([
      ['A', 1],
      ['Others', 50],
    ])
  })

  it('merges reasons of the same name from different lists, case-insensitively for Other', () => {
    const d = rejectionDonut([
      { key: 'p-tenure', name: 'Short tenures', count: 2 },
      { key: 'c-tenure', name: 'Short tenures', count: 3 },
      { key: 'p-other', name: 'Other', count: 1 },
      { key: 'c-other', name: ' other ', count: 1 },
    ])
    expect(d.slices.map((s) => [s.name, s.count])).toEqual([
      ['Short tenures', 5],
      ['Others', 2],
    ])
  })

  it('breaks ties by name and drops zero counts; no Others slice when nothing is left', () => {
    const d = rejectionDonut([r('Beta', 2), r('Alpha', 2), r('Zero', 0)])
    expect(d.slices.map((s) => s.name)).toEqual(['Alpha', 'Beta'])
  })

  it('answers an empty donut for no rejections', () => {
    expect(rejectionDonut([])).toEqual({ total: 0, slices: [] })
  })

  it('takes a different top when asked', () => {
    expect(rejectionDonut([r('A', 3), r('B', 2), r('C', 1)], 1).slices.map((s) => [s.name, s.count])).toEqual([
      ['A', 3],
      ['Others', 3],
    ])
  })
})
