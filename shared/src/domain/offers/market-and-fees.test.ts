import { describe, expect, it } from 'vitest'
import { BUCKET_WIDTH, benchmark } from '../compensation/index'
import { oteSplit, quotaToOte } from '../compensation/ote'
import { marketPosition, quotaPosition, splitPosition } from './market-position'
import { isFallOff, placementFee, sumFees } from './placement-fee'

// base amounts: 100k, 110k, 120k, 130k (bars of 10k, one each) → p25 107.5k, median 115k, p75 122.5k
const bases = benchmark([100_000, 110_000, 120_000, 130_000], BUCKET_WIDTH.base)

describe('market position', () => {
  it.each([
    { amount: 95_000, percentile: 1, band: 'belowP25' },
    { amount: 105_000, percentile: 13, band: 'belowP25' },
    { amount: 110_000, percentile: 25, band: 'p25ToMedian' },
    { amount: 115_000, percentile: 38, band: 'medianToP75' },
    { amount: 125_000, percentile: 63, band: 'aboveP75' },
    { amount: 200_000, percentile: 99, band: 'aboveP75' },
  ])('$amount → $percentile ($band)', ({ amount, percentile, band }) => {
    const p = marketPosition(amount, bases)
    expect(p).toMatchObject({ suppressed: false, percentile, band, sampleSize: 4, median: 115_000 })
  })

  it('withholds the position below the minimum sample', () => {
    const few = benchmark([100_000, 300_000], BUCKET_WIDTH.base)
    expect(marketPosition(150_000, few)).toEqual({
      amount: 150_000,
      sampleSize: 2,
      suppressed: true,
      percentile: null,
      band: null,
      p25: null,
      median: null,
      p75: null,
    })
  })

  it('split and quota ratio', () => {
    const market = oteSplit([
      { base: 100, ote: 200 },
      { base: 120, ote: 200 },
      { base: 140, ote: 200 },
    ])
    expect(splitPosition({ baseSalary: 150_000, ote: 300_000 }, market)).toEqual({
      offerBasePercent: 50,
      marketBasePercent: 60,
      sampleSize: 3,
      suppressed: false,
    })
    expect(splitPosition({ baseSalary: 150_000, ote: 300_000 }, oteSplit([{ base: 1, ote: 2 }])).suppressed).toBe(true)
    const ratios = quotaToOte([
      { quota: 1_000_000, ote: 200_000 },
      { quota: 1_200_000, ote: 200_000 },
      { quota: 800_000, ote: 200_000 },
    ])
    expect(quotaPosition(null, 300_000, ratios)).toBeNull()
    expect(quotaPosition(1_500_000, 300_000, ratios)).toEqual({
      ratio: 5,
      marketMedian: 5,
      marketP25: 4.5,
      marketP75: 5.5,
      sampleSize: 3,
      suppressed: false,
    })
  })
})

describe('placement fee', () => {
  it.each([
    { basis: 'base', pct: 20, salary: 150_000, ote: 300_000, fee: 30_000 },
    { basis: 'ote', pct: 20, salary: 150_000, ote: 300_000, fee: 60_000 },
    { basis: 'base', pct: 22.5, salary: 133_333, ote: null, fee: 30_000 },
    { basis: 'ote', pct: 20, salary: 150_000, ote: null, fee: null },
    { basis: 'base', pct: 1, salary: null, ote: 300_000, fee: null },
  ] as const)('$pct % of $basis → $fee', ({ basis, pct, salary, ote, fee }) => {
    const f = placementFee({ salary, ote, joiningDate: '2025-03-01' }, { basis, feePercentage: pct, guaranteeDays: 90 })
    expect(f.fee).toBe(fee)
    expect(f.guaranteeEndsOn).toBe('2025-05-29')
  })

  it('guarantee and fall-offs', () => {
    expect(
      placementFee({ salary: 1, ote: null, joiningDate: null }, { basis: 'base', feePercentage: 1, guaranteeDays: 90 })
        .guaranteeEndsOn,
    ).toBeNull()
    expect(
      placementFee(
        { salary: 1, ote: null, joiningDate: '2025-01-01' },
        { basis: 'base', feePercentage: 1, guaranteeDays: 0 },
      ).guaranteeEndsOn,
    ).toBeNull()
    expect(isFallOff('2025-05-29', '2025-05-29')).toBe(true)
    expect(isFallOff('2025-05-30', '2025-05-29')).toBe(false)
    expect(isFallOff('2025-01-01', null)).toBe(false)
    expect(
      sumFees([
        { fee: 30_000, fellOff: false },
        { fee: 20_000, fellOff: true },
        { fee: null, fellOff: false },
        { fee: 5_000, fellOff: false },
      ]),
    ).toEqual({ hires: 4, earned: 35_000, fellOff: 20_000, unknown: 1 })
  })
})
