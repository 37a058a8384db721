/**
 * A wall-clock time in an IANA time zone -> the instant it means. Around a DST change a local time
 * may not exist (spring forward: 02:30 on 2025-03-09 in New York) or exist twice (fall back: 01:30
 * on 2025-11-02); an interview at such a time must be chosen explicitly, never silently moved.
 * Pure (Intl only), so the web form and the API decide alike.
 */

export type WallTime =
  | { kind: 'exact'; instant: Date }
  /** The local time is skipped: at `transition` the clocks jump from `skippedFrom` to `skippedTo` (HH:mm). */
  | { kind: 'gap'; transition: Date; skippedFrom: string; skippedTo: string }
  /** The local time happens twice: `earlier` (before the clocks go back) and `later`. */
  | { kind: 'ambiguous'; earlier: Date; later: Date }

/** Which of two occurrences of a repeated local time is meant (fall back). */
export const WALL_TIME_OCCURRENCES = ['earlier', 'later'] as const
export type WallTimeOccurrence = (typeof WALL_TIME_OCCURRENCES)[number]

/** The zone's offset from UTC at an instant, in ms (New York in winter: -5 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return asUtc - Math.floor(instant / 1000) * 1000
}

const HOUR = 3_600_000

/** `2025-03-09`, `02:30`, `America/New_York` -> gap; `09:00` -> exact 14:00Z. */
export function resolveWallTime(date: string, time: string, timeZone: string): WallTime {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  const wall = Date.UTC(y, m - 1, d, hh, mm)
  // every offset the zone could have around this day: a DST change moves it at most once a day
  const offsets = [...new Set([zoneOffsetMs(wall - 24 * HOUR, timeZone), zoneOffsetMs(wall + 24 * HOUR, timeZone)])]
  const matches = offsets
    .map((offset) => wall - offset)
    .filter((instant) => zoneOffsetMs(instant, timeZone) === wall - instant)
    .sort((a, b) => a - b)
  if (matches.length === 1) return { kind: 'exact', instant: new Date(matches[0]!) }
  if (matches.length >= 2)
    return { kind: 'ambiguous', earlier: new Date(matches[0]!), later: new Date(matches.at(-1)!) }
  // skipped: find the minute the offset changes, between the day before and the day after
  let lo = wall - 24 * HOUR
  let hi = wall + 24 * HOUR
  const before = zoneOffsetMs(lo, timeZone)
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000
    if (zoneOffsetMs(mid, timeZone) === before) lo = mid
    else hi = mid
  }
  const after = zoneOffsetMs(hi, timeZone)
  const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16)
  return { kind: 'gap', transition: new Date(hi), skippedFrom: hhmm(hi + before), skippedTo: hhmm(hi + after) }
}

/** `UTC-04:00` for an instant in a zone. */
export function offsetText(instant: Date, timeZone: string): string {
  const minutes = Math.round(zoneOffsetMs(instant.getTime(), timeZone) / 60_000)
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** The instant meant, given the caller's choice for a repeated time; null for a skipped time or an unanswered question. */
export function chosenInstant(wall: WallTime, occurrence?: WallTimeOccurrence | null): Date | null {
  if (wall.kind === 'exact') return wall.instant
  if (wall.kind === 'ambiguous' && occurrence) return wall[occurrence]
  return null
}

/** The message a 422 answers for a time that does not exist or exists twice (null when it is fine). */
export function wallTimeProblem(date: string, time: string, timeZone: string, wall: WallTime): string | null {
  if (wall.kind === 'gap') {
    return `${time} on ${date} does not exist in ${timeZone}: the clocks jump from ${wall.skippedFrom} to ${wall.skippedTo} for daylight saving time. Which time is meant: before ${wall.skippedFrom} or from ${wall.skippedTo}?`
  }
  if (wall.kind === 'ambiguous') {
    return `${time} on ${date} happens twice in ${timeZone} (the clocks go back). Which one is meant: the earlier (${offsetText(wall.earlier, timeZone)}) or the later (${offsetText(wall.later, timeZone)})?`
  }
  return null
}

/**
 * The wall-clock date and time of an instant in a zone (`2031-01-05`, `09:00`): the inverse of
 * resolveWallTime. An unknown zone reads as UTC (rows written before zones were checked).
 */
export function zonedParts(at: Date, timeZone: string): { date: string; time: string } {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(at)
  } catch {
    return zonedParts(at, 'UTC')
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` }
}
