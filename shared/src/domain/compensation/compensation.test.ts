import { describe, expect, it } from 'vitest'
import {
  barCounts,
  benchmark,
  compensationBenchmarks,
  histogram,
  histogramFromBars,
  MAX_BUCKETS,
  quantile,
  rangeMidpoint,
} from './index'

describe('quantile (linear interpolation between closest ranks, whole dollars)', () => {
  it.each([
    [[100], 0.5, 100],
    [[100_000, 120_000, 150_000], 0.25, 110_000],
    [[100_000, 120_000, 150_000], 0.5, 120_000],
    [[100_000, 120_000, 150_000], 0.75, 135_000],
    [[50_000, 60_000, 70_000, 80_000], 0.25, 57_500],
    [[50_000, 60_000, 70_000, 80_000], 0.5, 65_000],
    [[50_000, 60_000, 70_000, 80_000], 0.75, 72_500],
    [[1, 2], 0.5, 2], // 1.5 rounds half up
  ] as const)('%j at %d → %d', (sorted, q, expected) => {
    expect(quantile(sorted, q)).toBe(expected)
  })
})

describe('histogram', () => {
  it.each([
    ['one bar', [105_000], 10_000, 10_000, [[100_000, 110_000, 1]]],
    [
      'contiguous bars with empty ones',
      [100_000, 120_000, 150_000],
      10_000,
      10_000,
      [
        [100_000, 110_000, 1],
        [110_000, 120_000, 0],
        [120_000, 130_000, 1],
        [130_000, 140_000, 0],
        [140_000, 150_000, 0],
        [150_000, 160_000, 1],
      ],
    ],
    [
      'a bound belongs to the upper bar',
      [120_000, 139_999, 140_000],
      20_000,
      20_000,
      [
        [120_000, 140_000, 2],
        [140_000, 160_000, 1],
      ],
    ],
  ] as const)('%s', (_name, amounts, width, expectedWidth, bars) => {
    const h = histogram(amounts, width)
    expect(h.width).toBe(expectedWidth)
    expect(h.buckets.map((b) => [b.from, b.to, b.count])).toEqual(bars)
  })

  it('doubles the width until there are at most MAX_BUCKETS bars', () => {
    const h = histogram([0, 1_000_000], 10_000)
    // 10k → 101 bars, 20k → 51, 40k → 26
    expect(h.width).toBe(40_000)
    expect(h.buckets).toHaveLength(26)
    expect(h.buckets.length).toBeLessThanOrEqual(MAX_BUCKETS)
    expect(h.buckets[0]).toEqual({ from: 0, to: 40_000, count: 1 })
    expect(h.buckets.at(-1)).toEqual({ from: 1_000_000, to: 1_040_000, count: 1 })
  })
})

describe('benchmark: the minimum-sample rule', () => {
  it.each([
    ['no amounts', [], 0],
    ['one amount', [90_000], 1],
    ['two amounts', [90_000, 95_000], 2],
  ] as const)('%s → only the count', (_name, amounts, count) => {
    expect(benchmark(amounts, 10_000)).toEqual({
      count,
      p25: null,
      median: null,
      p75: null,
      bucketWidth: null,
      buckets: [],
    })
  })

  it('reports figures from three amounts', () => {
    const b = benchmark([150_000, 100_000, 120_000], 10_000)
    expect(b).toMatchObject({ count: 3, p25: 110_000, median: 120_000, p75: 135_000, bucketWidth: 10_000 })
    expect(b.buckets.reduce((s, x) => s + x.count, 0)).toBe(3)
  })

  it('honours another minimum', () => {
    expect(benchmark([1, 2, 3], 10, 4).median).toBeNull()
    expect(benchmark([1, 2, 3, 4], 10, 4).median).toBe(3) // 2.5 rounds half up
  })

  it('drops negative and non-finite amounts', () => {
    expect(benchmark([-1, Number.NaN, 10, 20, 30], 10).count).toBe(3)
  })
})

describe('compensationBenchmarks', () => {
  it('takes base and OTE where given, variable only where both are', () => {
    const r = compensationBenchmarks([
      { base: 100_000, ote: 200_000 },
      { base: 120_000, ote: 220_000 },
      { base: 90_000, ote: null },
      { base: null, ote: 180_000 },
      { base: 80_000, ote: 160_000 },
    ])
    // base 80k 90k 100k 120k; OTE 160k 180k 200k 220k; variable 80k 100k 100k
    expect(r.base).toMatchObject({ count: 4, p25: 87_500, median: 95_000, p75: 105_000 })
    expect(r.ote).toMatchObject({ count: 4, p25: 175_000, median: 190_000, p75: 205_000, bucketWidth: 20_000 })
    expect(r.variable).toMatchObject({ count: 3, p25: 90_000, median: 100_000, p75: 100_000 })
    expect(r.ote.buckets.map((b) => b.count)).toEqual([1, 1, 1, 1])
  })

  it('never reports variable from too few complete points', () => {
    const r = compensationBenchmarks([
      { base: 100_000, ote: 150_000 },
      { base: 110_000, ote: null },
      { base: 120_000, ote: null },
    ])
    expect(r.base.median).toBe(110_000)
    expect(r.variable).toMatchObject({ count: 1, median: null })
    expect(r.ote).toMatchObject({ count: 1, median: null, buckets: [] })
  })
})

describe('rangeMidpoint', () => {
  it.each([
    [100_000, 140_000, 120_000],
    [100_000, 100_001, 100_001],
    [100_000, null, 100_000],
    [null, 90_000, 90_000],
    [null, null, null],
  ] as const)('%s–%s → %s', (low, high, mid) => {
    expect(rangeMidpoint(low, high)).toBe(mid)
  })
})

describe('histogramFromBars: the histogram from counts per base-width bar', () => {
  /** The direct definition: widen the bars of the amounts themselves. */
  function direct(amounts: number[], baseWidth: number) {
    const min = Math.min(...amounts)
    const max = Math.max(...amounts)
    let width = baseWidth
    while (Math.floor(max / width) - Math.floor(min / width) + 1 > MAX_BUCKETS) width *= 2
    const buckets = []
    for (let i = Math.floor(min / width); i <= Math.floor(max / width); i++) {
      buckets.push({
        from: i * width,
        to: (i + 1) * width,
        count: amounts.filter((a) => Math.floor(a / width) === i).length,
      })
    }
    return { width, buckets }
  }

  it('answers the direct definition on generated amounts of every spread', () => {
    let seed = 7
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed / 2_147_483_648
    }
    for (let run = 0; run < 200; run++) {
      const spread = 10 ** (3 + Math.floor(next() * 5)) // 1k .. 10M
      const amounts = Array.from({ length: 1 + Math.floor(next() * 60) }, () => Math.floor(next() * spread))
      for (const width of [10_000, 20_000]) {
        expect(histogramFromBars(barCounts(amounts, width), width)).toEqual(direct(amounts, width))
      }
    }
  })
})
