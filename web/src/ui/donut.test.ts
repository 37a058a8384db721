import { rejectionDonut } from '@quota/shared/domain/reports/index'
import { describe, expect, test } from 'vitest'
import { DEFAULT_GEOMETRY, DONUT_COLORS, donutArcs, OTHERS_COLOR, pointAt, sectorPath, sliceColor } from './donut'

const s = (key: string, count: number, name = key) => ({ key, name, count })

describe('pointAt: clockwise from 12 o’clock', () => {
  test.each([
    [0, [100, 0]],
    [90, [200, 100]],
    [180, [100, 200]],
    [270, [0, 100]],
    [360, [100, 0]],
    [45, [170.711, 29.289]],
  ] as const)('%d° -> %j', (angle, point) => {
    expect(pointAt(100, 100, angle)).toEqual(point)
  })
})

describe('donutArcs: angles follow the shares', () => {
  test.each([
    ['one slice is a full ring', [s('a', 5)], [[0, 360]]],
    [
      'halves',
      [s('a', 1), s('b', 1)],
      [
        [0, 180],
        [180, 360],
      ],
    ],
    [
      'quarters',
      [s('a', 3), s('b', 1)],
      [
        [0, 270],
        [270, 360],
      ],
    ],
    [
      'thirds end exactly at 360',
      [s('a', 1), s('b', 1), s('c', 1)],
      [
        [0, 120],
        [120, 240],
        [240, 360],
      ],
    ],
    [
      'a zero slice has no width',
      [s('a', 2), s('b', 0), s('c', 2)],
      [
        [0, 180],
        [180, 180],
        [180, 360],
      ],
    ],
    ['nothing counted', [s('a', 0)], [[0, 0]]],
  ] as const)('%s', (_name, slices, angles) => {
    expect(donutArcs(slices).map((a) => [a.startAngle, a.endAngle])).toEqual(angles)
  })

  test('paths: a sector, a large sector, a full ring (two halves), nothing', () => {
    const g = DEFAULT_GEOMETRY
    expect(sectorPath(g, 0, 90)).toBe('M100 0A100 100 0 0 1 200 100L162 100A62 62 0 0 0 100 38Z')
    expect(sectorPath(g, 0, 270)).toBe('M100 0A100 100 0 1 1 0 100L38 100A62 62 0 1 0 100 38Z')
    expect(sectorPath(g, 0, 360)).toBe(`${sectorPath(g, 0, 180)} ${sectorPath(g, 180, 360)}`)
    expect(sectorPath(g, 90, 90)).toBe('')
    expect(donutArcs([s('a', 0), s('b', 4)])[0]!.path).toBe('')
  })
})

describe('colours: 8 fixed, rank order, the last always for "Others"', () => {
  test.each([
    [{ key: 'r1', name: 'R1' }, 0, DONUT_COLORS[0]],
    [{ key: 'r7', name: 'R7' }, 6, DONUT_COLORS[6]],
    [{ key: 'others', name: 'Others' }, 7, OTHERS_COLOR],
    [{ key: 'others', name: 'Others' }, 2, OTHERS_COLOR],
    [{ key: 'x', name: 'Others' }, 1, OTHERS_COLOR],
  ])('%j at %d', (slice, index, color) => {
    expect(sliceColor(slice, index)).toBe(color)
  })

  test('the colours are distinct and Others is the 8th', () => {
    expect(new Set(DONUT_COLORS).size).toBe(8)
    expect(OTHERS_COLOR).toBe(DONUT_COLORS[7])
  })

  test('with the shared rule: 9 reasons and Other give 7 slices plus Others, each its own colour', () => {
    const reasons = [10, 9, 8, 7, 6, 5, 4, 3, 2].map((n, i) => s(`r${i + 1}`, n, `R${i + 1}`))
    const { slices } = rejectionDonut([...reasons, s('other', 6, 'Other')])
    const arcs = donutArcs(slices)
    expect(slices.map((x) => x.name)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'Others'])
    expect(arcs.map((a) => a.color)).toEqual([...DONUT_COLORS])
    expect(arcs.at(-1)!.endAngle).toBe(360)
    // Others: 3 + 2 + 6 = 11 of 60
    expect(arcs.at(-1)!.endAngle - arcs.at(-1)!.startAngle).toBeCloseTo(66, 3)
  })
})
