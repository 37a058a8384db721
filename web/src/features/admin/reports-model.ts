/** Pure rules of the reports: names of feedback types and states, percentages. */
import type { FeedbackState } from '@quota/shared/domain/enums'

export { FEEDBACK_TYPE_LABELS } from '../feedback/model'

export const FEEDBACK_STATE_LABELS: Record<FeedbackState, string> = {
  new: 'New',
  triaged: 'Triaged',
  closed: 'Closed',
}

/** 12.345 -> "12.3%"; whole numbers without a decimal; not a number -> "—". */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '—'
  const rounded = Math.round(value * 10) / 10
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`
}
