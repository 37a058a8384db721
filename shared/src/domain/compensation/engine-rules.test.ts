import { describe, expect, it } from 'vitest'
import { normalizeCurrentPay } from './current-pay'
import { equityBenchmark, parseEquity } from './equity'
import { oteSplit, quotaAmount, quotaToOte, splitFromMedianShare } from './ote'

describe('parseEquity', () => {
  it.each([
    [null, false, null],
    ['', false, null],
    ['None', false, null],
    ['no equity', false, null],
    ['0%', false, null],
    ['RSUs', true, null],
    ['0.01% options', true, 0.01],
    ['0.02%–0.04% options', true, 0.03],
    ['0.25%-0.4% options', true, 0.325],
    ['0.1 to 0.3 %', true, 0.2],
    ['25% of the company', true, null], // above MAX_EQUITY_PERCENT: offered, no percent
  ] as const)('%j → offered %s, percent %s', (text, offered, percent) => {
    const t = parseEquity(text)
    expect(t.offered).toBe(offered)
    if (percent === null) expect(t.percent).toBeNull()
    else expect(t.percent).toBeCloseTo(percent, 10)
  })
})

describe('equityBenchmark', () => {
  it('suppresses percentiles below the minimum sample but keeps the counts', () => {
    expect(equityBenchmark(['0.1% options', 'RSUs', null])).toEqual({
      consideredCount: 3,
      offeringCount: 2,
      count: 1,
      p25Percent: null,
      medianPercent: null,
      p75Percent: null,
    })
  })
  it('gives quartiles of the stated percents (three decimals)', () => {
    expect(equityBenchmark(['0.01% options', '0.02%–0.04% options', '0.05% options', 'RSUs', ''])).toEqual({
      consideredCount: 5,
      offeringCount: 4,
      count: 3,
      p25Percent: 0.02,
      medianPercent: 0.03,
      p75Percent: 0.04,
    })
  })
})

describe('OTE split', () => {
  it.each([
    ['too few', [{ base: 100, ote: 200 }], { count: 1, basePercent: null, variablePercent: null }],
    [
      'median base share',
      [
        { base: 100, ote: 200 },
        { base: 120, ote: 200 },
        { base: 70, ote: 100 },
        { base: null, ote: 100 },
        { base: 300, ote: 200 }, // base above OTE: no split
      ],
      { count: 3, basePercent: 60, variablePercent: 40 },
    ],
  ] as const)('%s', (_name, points, expected) => {
    expect(oteSplit(points)).toEqual(expected)
  })
  it('clamps and rounds a database median', () => {
    expect(splitFromMedianShare(4, 0.655)).toEqual({ count: 4, basePercent: 66, variablePercent: 34 })
    expect(splitFromMedianShare(2, 0.5)).toEqual({ count: 2, basePercent: null, variablePercent: null })
  })
})

describe('quota to OTE', () => {
  it.each([
    [800_000, null, 800_000],
    [null, { min: 500_000, max: 750_000 }, 625_000],
    [null, { min: 5_000_000, max: null }, 5_000_000],
    [null, null, null],
    [0, { min: 0, max: 250_000 }, 125_000],
  ] as const)('quotaAmount(%j, %j) → %j', (entered, band, expected) => {
    expect(quotaAmount(entered, band)).toBe(expected)
  })
  it('answers quartiles of quota ÷ OTE from at least three roles', () => {
    expect(
      quotaToOte([
        { quota: 600_000, ote: 150_000 },
        { quota: 1_000_000, ote: 200_000 },
        { quota: 1_200_000, ote: 200_000 },
        { quota: null, ote: 200_000 },
      ]),
    ).toEqual({ count: 3, p25: 4.5, median: 5, p75: 5.5 })
    expect(quotaToOte([{ quota: 600_000, ote: 150_000 }])).toEqual({ count: 1, p25: null, median: null, p75: null })
  })
})

describe('normalizeCurrentPay', () => {
  it.each([
    ['base only', { salary: 100_000, variable: null, ote: null }, { salary: 100_000, variable: null, ote: null }],
    [
      'base and OTE',
      { salary: 100_000, variable: null, ote: 180_000 },
      { salary: 100_000, variable: 80_000, ote: 180_000 },
    ],
    [
      'base and variable',
      { salary: 100_000, variable: 50_000, ote: null },
      { salary: 100_000, variable: 50_000, ote: 150_000 },
    ],
    [
      'all three agree',
      { salary: 100_000, variable: 50_000, ote: 150_000 },
      { salary: 100_000, variable: 50_000, ote: 150_000 },
    ],
    ['no variable', { salary: 100_000, variable: 0, ote: null }, { salary: 100_000, variable: 0, ote: null }],
  ] as const)('%s', (_n, input, pay) => {
    expect(normalizeCurrentPay(input)).toEqual({ ok: true, pay })
  })
  it.each([
    ['no base', { salary: null, variable: null, ote: 100_000 }, 'salary'],
    ['base too low', { salary: 5_000, variable: null, ote: null }, 'salary'],
    ['OTE too high', { salary: 100_000, variable: null, ote: 2_000_000 }, 'ote'],
    ['negative variable', { salary: 100_000, variable: -1, ote: null }, 'variable'],
    ['disagree', { salary: 100_000, variable: 10_000, ote: 150_000 }, 'ote'],
    ['base not below OTE', { salary: 150_000, variable: null, ote: 150_000 }, 'ote'],
  ] as const)('refuses %s', (_n, input, field) => {
    const out = normalizeCurrentPay(input)
    expect(out.ok).toBe(false)
    if (!out.ok) expect(out.field).toBe(field)
  })
})
