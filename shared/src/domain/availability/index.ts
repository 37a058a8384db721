/**
 * Candidate availability (000 §9: candidate availability 7 days; 001 §4: a calendar update request
 * is shown within 7 days): the slots a user offers for interviews in the next 7 days, and when a
 * recruiter's request to update them is still shown. Pure; the API and the web use them.
 */

export const AVAILABILITY_WINDOW_DAYS = 7
export const CALENDAR_UPDATE_REQUEST_SHOWN_DAYS = 7
export const MAX_AVAILABILITY_SLOTS = 60
export const MIN_SLOT_MINUTES = 15
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export interface SlotInput {
  startsAt: Date
  endsAt: Date
}

export interface SlotProblem {
  /** The slot's position in the list, or null for the list as a whole. */
  index: number | null
  rule: 'slotOrder' | 'slotTooShort' | 'slotInPast' | 'slotBeyondWindow' | 'slotOverlap' | 'tooManySlots'
  message: string
}

/** The window slots may lie in: from now to 7 days ahead. */
export function availabilityWindow(now: Date): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + AVAILABILITY_WINDOW_DAYS * DAY) }
}

/**
 * What is wrong with a list of slots saved at `now`: each must end after it starts, last at least
 * 15 minutes, end in the future and start within the next 7 days; slots may not overlap; at most
 * 60. An empty list is fine (no availability).
 */
export function availabilitySlotProblems(slots: readonly SlotInput[], now: Date): SlotProblem[] {
  const problems: SlotProblem[] = []
  if (slots.length > MAX_AVAILABILITY_SLOTS) {
    problems.push({ index: null, rule: 'tooManySlots', message: `At most ${MAX_AVAILABILITY_SLOTS} slots.` })
  }
  const window = availabilityWindow(now)
  slots.forEach((s, index) => {
    const start = s.startsAt.getTime()
    const end = s.endsAt.getTime()
    if (end <= start) problems.push({ index, rule: 'slotOrder', message: 'A slot must end after it starts.' })
    else if (end - start < MIN_SLOT_MINUTES * MINUTE)
      problems.push({ index, rule: 'slotTooShort', message: `A slot lasts at least ${MIN_SLOT_MINUTES} minutes.` })
    if (end <= now.getTime()) problems.push({ index, rule: 'slotInPast', message: 'This slot is in the past.' })
    if (start >= window.to.getTime() || end > window.to.getTime() + DAY)
      problems.push({
        index,
        rule: 'slotBeyondWindow',
        message: `Availability covers the next ${AVAILABILITY_WINDOW_DAYS} days only.`,
      })
  })
  const order = slots.map((s, index) => ({ s, index })).sort((a, b) => a.s.startsAt.getTime() - b.s.startsAt.getTime())
  for (let i = 1; i < order.length; i++) {
    const prev = order[i - 1]!
    const cur = order[i]!
    if (cur.s.startsAt.getTime() < prev.s.endsAt.getTime()) {
      problems.push({ index: cur.index, rule: 'slotOverlap', message: 'This slot overlaps another one.' })
    }
  }
  return problems
}

/** Whether a recruiter's calendar update request is still shown (within 7 days of it). */
export function isCalendarUpdateRequestShown(requestedAt: Date | null | undefined, now: Date): boolean {
  if (!requestedAt) return false
  const age = now.getTime() - requestedAt.getTime()
  return age >= 0 && age < CALENDAR_UPDATE_REQUEST_SHOWN_DAYS * DAY
}
