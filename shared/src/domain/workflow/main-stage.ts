/**
 * A job's main stage and elapsed days (000 §4, 002 §3).
 */

export type MainStage = 'submittal' | 'send_out' | 'offer'

export interface MainStageCounts {
  /** Current candidates in each stage. */
  submittal: number
  sendOut: number
  offer: number
}

/**
 * The stage among submittal, send-out and offer with the most current candidates; null when that
 * most is zero. On a tie the later stage wins (offer, then send-out, then submittal): the job is
 * as far along as its furthest busy stage.
 */
export function mainStage(counts: MainStageCounts): MainStage | null {
  // Later stages first, and only a strictly greater count displaces them: that is the tie rule.
  const ordered: Array<[MainStage, number]> = [
    ['offer', counts.offer],
    ['send_out', counts.sendOut],
    ['submittal', counts.submittal],
  ]
  let best: MainStage | null = null
  let bestCount = 0
  for (const [stage, count] of ordered) {
    if (count > bestCount) {
      best = stage
      bestCount = count
    }
  }
  return best
}

const DAY_MS = 24 * 60 * 60 * 1000

function utcDayNumber(value: Date | string, name: string): number {
  const date = typeof value === 'string' ? new Date(value) : value
  const time = date.getTime()
  if (Number.isNaN(time)) throw new RangeError(`elapsedDays: ${name} is not a valid date`)
  return Math.floor(time / DAY_MS)
}

/**
 * Whole days from the open date to the closed date, or to `now` while the job is open, counted
 * on UTC calendar days so every client and the server agree whatever their time zone. A date
 * string (`2024-05-01`) is read as UTC midnight, as `Date` does. Never negative: a job opening
 * in the future, or a closed date before the open date, has run 0 days.
 */
export function elapsedDays(openDate: Date | string, closedDate: Date | string | null, now: Date | string): number {
  const start = utcDayNumber(openDate, 'openDate')
  const end = utcDayNumber(closedDate ?? now, closedDate === null ? 'now' : 'closedDate')
  return Math.max(0, end - start)
}
