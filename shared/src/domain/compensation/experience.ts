/**
 * Two rules the compensation engine filters by, kept here so the API's SQL and any client agree:
 *   - `experienceMonths`: a candidate's months of work, with overlapping roles merged (two jobs
 *     held at once count their shared months once; the API computes the same in SQL with
 *     `range_agg`, checked against this function in compensation-engine.test.ts);
 *   - `levelKey`: a level written as free text (a job's "Senior IC", "Mid-level IC") and a `level`
 *     value ("Senior Individual Contributor", "Mid Level") or identifier ("midLevel") compare
 *     equal when their keys do.
 */

/** A role's dates as ISO `YYYY-MM-DD`; no end date means it runs to today. */
export interface RoleDates {
  fromDate: string | null
  toDate: string | null
}

/** Whole months from `from` to `to` (what PostgreSQL's `age()` gives as years·12 + months). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number]
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0)
}

/**
 * Months of experience over dated roles: each role is the span [from, to ?? today); spans that
 * overlap or touch are merged first, then each merged span counts its whole months. Roles
 * without a start, or ending before they start, count nothing.
 */
export function experienceMonths(roles: readonly RoleDates[], today: string): number {
  const spans = roles
    .filter((r): r is { fromDate: string; toDate: string | null } => !!r.fromDate)
    .map((r) => ({ from: r.fromDate, to: r.toDate ?? today }))
    .filter((s) => s.to >= s.from)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
  let total = 0
  let current: { from: string; to: string } | null = null
  for (const span of spans) {
    if (current && span.from <= current.to) {
      if (span.to > current.to) current.to = span.to
      continue
    }
    if (current) total += monthsBetween(current.from, current.to)
    current = { ...span }
  }
  if (current) total += monthsBetween(current.from, current.to)
  return total
}

/** Short forms people write for a level, by the words they stand for. */
const ABBREVIATIONS: Record<string, string[]> = {
  sr: ['senior'],
  snr: ['senior'],
  jr: ['junior'],
  mgr: ['manager'],
  dir: ['director'],
  vp: ['vice', 'president'],
  svp: ['senior', 'vice', 'president'],
  evp: ['executive', 'vice', 'president'],
}
/** Words that do not tell levels apart ("Senior IC" is "Senior", "Mid-level" is "Mid"). */
const FILLER = new Set(['ic', 'individual', 'contributor', 'level'])

/**
 * The comparable form of a level: accents, case, punctuation and camelCase ignored,
 * abbreviations written out, filler words dropped ("Senior IC", "senior individual contributor"
 * and "senior" → "senior"). A level made only of filler ("IC") keeps its words.
 */
export function levelKey(text: string | null | undefined): string {
  if (!text) return ''
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap((w) => ABBREVIATIONS[w] ?? [w])
  const meaningful = words.filter((w) => !FILLER.has(w))
  return (meaningful.length > 0 ? meaningful : words).join('')
}
