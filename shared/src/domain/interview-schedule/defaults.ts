/**
 * The schedule form's defaults (000 §9: interview time 9:00 AM, 30 minutes; business hours test 9
 * to 18 local; 002 §1: Zoom is the default meeting method; calendar invites to all) and the
 * business-hours test in the candidate's zone. Pure; request-interview-default-details and the web
 * form use them.
 */
import { zoneOffsetMs } from './wall-time'

export const BUSINESS_HOURS = { start: '09:00', end: '18:00' } as const
export const SCHEDULE_FORM_DEFAULTS = {
  interviewTime: '09:00',
  duration: 30,
  type: 'video',
  meetingMethod: 'zoom',
  calendarInviteRecipients: 'all',
  timezone: 'UTC',
} as const

export type DefaultTimezoneSource = 'candidate' | 'user' | 'default'

export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The form's time zone: the candidate's (the business hours are theirs), else the scheduler's, else UTC. */
export function defaultInterviewTimezone(
  candidateZone: string | null | undefined,
  userZone: string | null | undefined,
): { timezone: string; source: DefaultTimezoneSource } {
  if (isKnownTimeZone(candidateZone)) return { timezone: candidateZone, source: 'candidate' }
  if (isKnownTimeZone(userZone)) return { timezone: userZone, source: 'user' }
  return { timezone: SCHEDULE_FORM_DEFAULTS.timezone, source: 'default' }
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/**
 * Whether an interview from `startsAt` for `durationMinutes` lies within 9:00 to 18:00 on one day
 * in `timeZone` (the candidate's): it starts at or after 9:00 and ends by 18:00 the same day.
 */
export function withinBusinessHours(startsAt: Date, durationMinutes: number, timeZone: string): boolean {
  const local = new Date(startsAt.getTime() + zoneOffsetMs(startsAt.getTime(), timeZone))
  const start = local.getUTCHours() * 60 + local.getUTCMinutes()
  return start >= minutesOf(BUSINESS_HOURS.start) && start + durationMinutes <= minutesOf(BUSINESS_HOURS.end)
}
