import { describe, expect, it } from 'vitest'
import { experienceMonths, levelKey, monthsBetween } from './experience'

const TODAY = '2026-11-26'

describe('monthsBetween', () => {
  it.each([
    ['2020-01-01', '2020-01-01', 0],
    ['2020-01-01', '2020-03-01', 2],
    ['2020-01-01', '2021-01-01', 12],
    ['2020-01-15', '2020-02-14', 0],
    ['2020-01-15', '2020-02-15', 1],
    ['2019-11-01', '2026-11-26', 84],
  ])('%s → %s: %d months', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months)
  })
})

describe('experienceMonths', () => {
  it.each([
    ['no roles', [], 0],
    ['one closed role', [{ fromDate: '2020-01-01', toDate: '2021-01-01' }], 12],
    ['a current role runs to today', [{ fromDate: '2025-11-01', toDate: null }], 12],
    [
      'two roles one after the other',
      [
        { fromDate: '2018-01-01', toDate: '2019-01-01' },
        { fromDate: '2020-01-01', toDate: '2020-07-01' },
      ],
      18,
    ],
    [
      'overlapping roles count shared months once',
      [
        { fromDate: '2020-01-01', toDate: '2021-01-01' },
        { fromDate: '2020-07-01', toDate: '2021-07-01' },
      ],
      18,
    ],
    [
      'a role inside another adds nothing',
      [
        { fromDate: '2020-01-01', toDate: '2022-01-01' },
        { fromDate: '2020-06-01', toDate: '2020-09-01' },
      ],
      24,
    ],
    [
      'touching roles merge',
      [
        { fromDate: '2020-01-01', toDate: '2020-04-01' },
        { fromDate: '2020-04-01', toDate: '2020-07-01' },
      ],
      6,
    ],
    [
      'a side job during a current role',
      [
        { fromDate: '2024-11-01', toDate: null },
        { fromDate: '2025-01-01', toDate: '2025-06-01' },
      ],
      24,
    ],
    [
      'order does not matter; undated and backwards roles count nothing',
      [
        { fromDate: '2021-01-01', toDate: '2021-03-01' },
        { fromDate: null, toDate: '2020-01-01' },
        { fromDate: '2020-05-01', toDate: '2020-01-01' },
        { fromDate: '2020-01-01', toDate: '2020-02-01' },
      ],
      3,
    ],
  ] as const)('%s: %d months', (_name, roles, months) => {
    expect(experienceMonths(roles, TODAY)).toBe(months)
  })
})

describe('levelKey', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['Senior IC', 'senior'],
    ['Senior Individual Contributor', 'senior'],
    ['senior', 'senior'],
    ['Sr.', 'senior'],
    ['Mid-level IC', 'mid'],
    ['Mid Level', 'mid'],
    ['midLevel', 'mid'],
    ['Entry level', 'entry'],
    ['entryLevel', 'entry'],
    ['VP', 'vicepresident'],
    ['Vice President', 'vicepresident'],
    ['vicePresident', 'vicepresident'],
    ['SVP', 'seniorvicepresident'],
    ['Senior Vice-President', 'seniorvicepresident'],
    ['C-Suite', 'csuite'],
    ['cSuite', 'csuite'],
    ['  Señior   MANAGER ', 'seniormanager'],
    ['IC', 'ic'],
  ])('%j → %j', (text, key) => {
    expect(levelKey(text)).toBe(key)
  })

  it('keeps different levels apart', () => {
    expect(levelKey('Senior Manager')).not.toBe(levelKey('Manager'))
    expect(levelKey('Senior Director')).not.toBe(levelKey('Director'))
  })
})
