/**
 * Donut geometry (ui/donut-chart.tsx), drawn as plain SVG paths (no chart library). Which slices
 * exist is the caller's rule (the rejection reasons: `rejectionDonut`, top 7 reasons, the rest
 * plus "Other" as "Others", answered by the API); this only turns counts into ring sectors and
 * colours.
 */
import { DONUT_TOP_REASONS, OTHERS_LABEL } from '@quota/shared/domain/reports/index'

/**
 * The 8 fixed colours (spec 002 §9): one per kept reason in rank order, the last one always for
 * "Others". Each has at least 3:1 contrast on white (WCAG 1.4.11, graphical objects).
 */
export const DONUT_COLORS = [
  '#1f3a8a',
  '#0f766e',
  '#b45309',
  '#7e22ce',
  '#be123c',
  '#15803d',
  '#0369a1',
  '#5b6474',
] as const

export const OTHERS_COLOR = DONUT_COLORS[DONUT_TOP_REASONS]!

export interface SliceInput {
  key: string
  name: string
  count: number
}

export interface DonutArc {
  key: string
  /** The ring sector as an SVG path ("" for a slice of nothing). */
  path: string
  color: string
  /** Angles in degrees, clockwise from 12 o'clock. */
  startAngle: number
  endAngle: number
}

export interface DonutGeometry {
  /** Centre (the view box is 2 × outer radius wide and high, from 0). */
  center: number
  outerRadius: number
  innerRadius: number
}

export const DEFAULT_GEOMETRY: DonutGeometry = { center: 100, outerRadius: 100, innerRadius: 62 }

const round = (n: number) => {
  const r = Math.round(n * 1000) / 1000
  return Object.is(r, -0) ? 0 : r
}

/** The point at `angle` degrees (clockwise from 12 o'clock) on a circle of radius `r`. */
export function pointAt(center: number, r: number, angle: number): [number, number] {
  const rad = ((angle - 90) * Math.PI) / 180
  return [round(center + r * Math.cos(rad)), round(center + r * Math.sin(rad))]
}

/** The colour of the i-th slice: rank colours for reasons, the fixed last colour for "Others". */
export function sliceColor(slice: Pick<SliceInput, 'key' | 'name'>, index: number): string {
  if (slice.key === 'others' || slice.name === OTHERS_LABEL) return OTHERS_COLOR
  return DONUT_COLORS[index % DONUT_TOP_REASONS]!
}

/** One ring sector from `start` to `end` degrees; a full turn is drawn as two half rings. */
export function sectorPath(g: DonutGeometry, start: number, end: number): string {
  const sweep = end - start
  if (sweep <= 0) return ''
  if (sweep >= 360) {
    return `${sectorPath(g, start, start + 180)} ${sectorPath(g, start + 180, start + 360)}`
  }
  const large = sweep > 180 ? 1 : 0
  const [x1, y1] = pointAt(g.center, g.outerRadius, start)
  const [x2, y2] = pointAt(g.center, g.outerRadius, end)
  const [x3, y3] = pointAt(g.center, g.innerRadius, end)
  const [x4, y4] = pointAt(g.center, g.innerRadius, start)
  const R = g.outerRadius
  const r = g.innerRadius
  return `M${x1} ${y1}A${R} ${R} 0 ${large} 1 ${x2} ${y2}L${x3} ${y3}A${r} ${r} 0 ${large} 0 ${x4} ${y4}Z`
}

/**
 * The sectors of the slices, in order, clockwise from 12 o'clock, each as wide as its share of
 * the total. Slices of 0 (or a total of 0) get no path.
 */
export function donutArcs(slices: readonly SliceInput[], g: DonutGeometry = DEFAULT_GEOMETRY): DonutArc[] {
  const total = slices.reduce((s, x) => s + Math.max(0, x.count), 0)
  let counted = 0
  return slices.map((slice, i) => {
    const start = total > 0 ? (counted / total) * 360 : 0
    counted += Math.max(0, slice.count)
    const end = total > 0 ? (counted / total) * 360 : 0
    return {
      key: slice.key,
      path: sectorPath(g, start, end),
      color: sliceColor(slice, i),
      startAngle: round(start),
      endAngle: round(end),
    }
  })
}
