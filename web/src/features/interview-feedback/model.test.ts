import { describe, expect, it } from 'vitest'
import { DEFAULT_REPORT_FILTERS, formatStars, offersFeedback, reportFiltersFrom } from './model'

describe('offersFeedback', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  it.each([
    [{ startsAt: '2026-06-01T11:00:00Z' }, true],
    [{ startsAt: '2026-06-01T12:00:00Z', state: 'scheduled' }, true],
    [{ startsAt: '2026-06-01T13:00:00Z' }, false],
    [{ startsAt: '2026-05-01T11:00:00Z', state: 'cancelled' }, false],
  ])('%o -> %s', (i, expected) => {
    expect(offersFeedback(i, now)).toBe(expected)
  })
})

describe('reportFiltersFrom', () => {
  it.each([
    [undefined, DEFAULT_REPORT_FILTERS],
    ['junk', DEFAULT_REPORT_FILTERS],
    [
      {
        scope: 'allJobs',
        groupBy: 'byRound',
        includeUpcoming: true,
        includeAts: true,
        fromDate: '2026-01-01',
        toDate: '2026-02-01',
      },
      {
        scope: 'allJobs',
        groupBy: 'byRound',
        includeUpcoming: true,
        includeAts: true,
        fromDate: '2026-01-01',
        toDate: '2026-02-01',
        job: null,
      },
    ],
    [
      { job: { id: '0b9e6a51-3f7c-4d8e-9a2b-1c3d4e5f6a7b', label: 'Enterprise AE · Acme' } },
      { ...DEFAULT_REPORT_FILTERS, job: { id: '0b9e6a51-3f7c-4d8e-9a2b-1c3d4e5f6a7b', label: 'Enterprise AE · Acme' } },
    ],
    [{ job: { id: 'not-a-uuid', label: 'x' } }, DEFAULT_REPORT_FILTERS],
    [{ job: { id: '0b9e6a51-3f7c-4d8e-9a2b-1c3d4e5f6a7b' } }, DEFAULT_REPORT_FILTERS],
    [
      { scope: 'everything', groupBy: 'byStage', includeUpcoming: 'yes', includeAts: 'yes', fromDate: '1/1/2026' },
      DEFAULT_REPORT_FILTERS,
    ],
  ])('%o', (saved, expected) => {
    expect(reportFiltersFrom(saved)).toEqual(expected)
  })
})

describe('formatStars', () => {
  it.each([
    [null, '—'],
    [4, '4 ★'],
    [3.333, '3.33 ★'],
  ])('%s -> %s', (rating, expected) => {
    expect(formatStars(rating)).toBe(expected)
  })
})
