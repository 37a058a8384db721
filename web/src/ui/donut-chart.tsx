/**
 * A donut chart: plain SVG sectors (no chart library) with a legend table that is also the
 * chart's text alternative (name, count, share). Used by the client executive report (rejection
 * reasons: top 7, the rest and "Other" as "Others", the spec's 8 fixed colours) and by the
 * extension's reading statistics (reads by kind).
 */
import { useId } from 'react'
import { DEFAULT_GEOMETRY, donutArcs } from './donut'
import './donut-chart.css'

export interface DonutSliceView {
  key: string
  name: string
  count: number
  percentage: number
}

const formatShare = (p: number) => `${p.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`

export function DonutChart({
  title,
  slices,
  total,
  centerLabel,
  nameHeader = 'Name',
}: {
  title: string
  /** The legend's first column (what a slice is: "Reason", "Kind"). */
  nameHeader?: string
  slices: readonly DonutSliceView[]
  total: number
  centerLabel: string
}) {
  const id = useId()
  const arcs = donutArcs(slices)
  const size = DEFAULT_GEOMETRY.center * 2
  const summary = slices.map((s) => `${s.name}: ${s.count} (${formatShare(s.percentage)})`).join('; ')
  return (
    <div className="donut">
      <svg
        className="donut-svg"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        focusable="false"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {arcs.map((a, i) => (
          <path key={a.key} d={a.path} fill={a.color} className="donut-slice" data-slice={a.key}>
            <title>{`${slices[i]!.name}: ${slices[i]!.count} (${formatShare(slices[i]!.percentage)})`}</title>
          </path>
        ))}
        <text x={DEFAULT_GEOMETRY.center} y={DEFAULT_GEOMETRY.center - 2} textAnchor="middle" className="donut-total">
          {total}
        </text>
        <text x={DEFAULT_GEOMETRY.center} y={DEFAULT_GEOMETRY.center + 20} textAnchor="middle" className="donut-center">
          {centerLabel}
        </text>
      </svg>
      <div className="donut-caption data-table-wrap">
        <table className="data-table donut-legend">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{nameHeader}</th>
              <th scope="col" className="num">
                Count
              </th>
              <th scope="col" className="num">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {slices.map((s, i) => (
              <tr key={s.key} data-slice-key={s.key}>
                <th scope="row">
                  <span className="donut-swatch" style={{ background: arcs[i]!.color }} aria-hidden="true" />
                  {s.name}
                </th>
                <td className="num" data-cell="count">
                  {s.count}
                </td>
                <td className="num" data-cell="share">
                  {formatShare(s.percentage)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
