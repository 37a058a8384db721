import { describe, expect, test } from 'vitest'
import {
  DEFAULT_EXEC_REPORT_FILTERS,
  describeRange,
  type ExecReportFilters,
  execReportQuery,
  queryKey,
  restoreExecReportFilters,
} from './report-filter'

const f = (patch: Partial<ExecReportFilters>): ExecReportFilters => ({
  ...DEFAULT_EXEC_REPORT_FILTERS,
  positionIds: [],
  ...patch,
})
const P1 = '11111111-1111-4111-8111-111111111111'
const P2 = '22222222-2222-4222-8222-222222222222'

describe('execReportQuery: filters to the report query (002 §5 date filter grammar)', () => {
  test.each([
    ['the default: kickoff, open jobs only', f({}), { isOpenJob: 'true', dateFilter: 'kickoff' }],
    ['every job', f({ isOpenJob: false }), { isOpenJob: 'false', dateFilter: 'kickoff' }],
    ['N days', f({ dateBasis: 'days', days: '30' }), { isOpenJob: 'true', dateFilter: '30' }],
    ['N days, trimmed', f({ dateBasis: 'days', days: ' 7 ' }), { isOpenJob: 'true', dateFilter: '7' }],
    ['1 day', f({ dateBasis: 'days', days: '1' }), { isOpenJob: 'true', dateFilter: '1' }],
    ['9999 days', f({ dateBasis: 'days', days: '9999' }), { isOpenJob: 'true', dateFilter: '9999' }],
    [
      'a start and end date',
      f({ dateBasis: 'range', startDate: '2024-01-01', endDate: '2024-03-31' }),
      { isOpenJob: 'true', startDate: '2024-01-01', endDate: '2024-03-31' },
    ],
    [
      'one day range',
      f({ dateBasis: 'range', startDate: '2024-02-29', endDate: '2024-02-29' }),
      { isOpenJob: 'true', startDate: '2024-02-29', endDate: '2024-02-29' },
    ],
    [
      'the other basis fields are ignored',
      f({ dateBasis: 'kickoff', days: 'oops', startDate: '2024-01-01' }),
      { isOpenJob: 'true', dateFilter: 'kickoff' },
    ],
    [
      'positions, sorted and comma-separated',
      f({ positionIds: [P2, P1] }),
      { isOpenJob: 'true', dateFilter: 'kickoff', positionIds: `${P1},${P2}` },
    ],
  ])('%s', (_name, filters, query) => {
    expect(execReportQuery(filters)).toEqual({ ok: true, query })
  })

  const days = 'Enter a whole number of days from 1 to 9999.'
  test.each([
    ['no number of days', f({ dateBasis: 'days', days: '' }), { days }],
    ['0 days', f({ dateBasis: 'days', days: '0' }), { days }],
    ['10000 days', f({ dateBasis: 'days', days: '10000' }), { days }],
    ['negative days', f({ dateBasis: 'days', days: '-3' }), { days }],
    ['fractional days', f({ dateBasis: 'days', days: '7.5' }), { days }],
    ['words', f({ dateBasis: 'days', days: 'week' }), { days }],
    [
      'no dates',
      f({ dateBasis: 'range' }),
      { startDate: 'This field is required.', endDate: 'This field is required.' },
    ],
    ['no end date', f({ dateBasis: 'range', startDate: '2024-01-01' }), { endDate: 'This field is required.' }],
    ['no start date', f({ dateBasis: 'range', endDate: '2024-01-01' }), { startDate: 'This field is required.' }],
    [
      'an impossible date',
      f({ dateBasis: 'range', startDate: '2024-02-30', endDate: '2024-03-01' }),
      { startDate: 'Enter a date as YYYY-MM-DD.' },
    ],
    [
      'end before start',
      f({ dateBasis: 'range', startDate: '2024-03-02', endDate: '2024-03-01' }),
      { endDate: 'The end date must not be before the start date' },
    ],
  ])('%s is refused', (_name, filters, errors) => {
    expect(execReportQuery(filters)).toEqual({ ok: false, errors })
  })
})

describe('restoreExecReportFilters', () => {
  test.each([
    ['nothing saved', null, f({})],
    ['not an object', 'kickoff', f({})],
    [
      'a valid saved state',
      {
        dateBasis: 'range',
        days: '90',
        startDate: '2024-01-01',
        endDate: '2024-02-01',
        isOpenJob: false,
        positionIds: [P1],
      },
      f({
        dateBasis: 'range',
        days: '90',
        startDate: '2024-01-01',
        endDate: '2024-02-01',
        isOpenJob: false,
        positionIds: [P1],
      }),
    ],
    [
      'odd values fall back',
      { dateBasis: 'year', days: 'x', startDate: '01-01-2024', isOpenJob: 'no', positionIds: ['nope', 3, P2] },
      f({ positionIds: [P2] }),
    ],
  ])('%s', (_name, saved, expected) => {
    expect(restoreExecReportFilters(saved)).toEqual(expected)
  })
})

describe('describeRange and queryKey', () => {
  test.each([
    [{ start: '2025-09-27', end: '2026-11-21' }, '09-27-2025 to 11-21-2026'],
    [{ start: null, end: '2026-11-21' }, 'Up to 11-21-2026'],
  ])('%j -> %s', (range, text) => {
    expect(describeRange(range)).toBe(text)
  })

  test('the key does not depend on the order of the parameters', () => {
    expect(queryKey({ b: '2', a: '1' })).toBe(queryKey({ a: '1', b: '2' }))
    expect(queryKey({ a: '1' })).not.toBe(queryKey({ a: '2' }))
  })
})
