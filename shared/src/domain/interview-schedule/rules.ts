/**
 * Interview scheduling rules (000 §9 / 002 §9: schedule buffer 10 min, delete limit 30 days,
 * interviewers 15; 000 §3 notification audiences): when an interview clashes with another, when it
 * is in the past, when it may still be cancelled, and who an invitation goes to. Pure; the web
 * form and the API use the same functions.
 */
import type { InterviewNotificationAudience } from '../enums'

export const SCHEDULE_BUFFER_MINUTES = 10
export const SCHEDULE_DELETE_LIMIT_DAYS = 30
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export interface TimedInterview {
  id: string
  startsAt: Date
  durationMinutes: number
  candidateId: string
  /** Lower-cased e-mail addresses. */
  interviewerEmails: string[]
}

export type Clash = { interviewId: string; startsAt: Date } & (
  | { who: 'candidate' }
  | { who: 'interviewer'; email: string }
)

/**
 * The first other interview of the same candidate or of one of the same interviewers that comes
 * closer than the buffer (10 minutes) to the proposed one; the interview itself (same id) is
 * ignored, so a reschedule does not clash with its old time.
 */
export function findClash(
  proposed: TimedInterview,
  others: readonly TimedInterview[],
  bufferMinutes = SCHEDULE_BUFFER_MINUTES,
): Clash | null {
  const start = proposed.startsAt.getTime() - bufferMinutes * MINUTE
  const end = proposed.startsAt.getTime() + (proposed.durationMinutes + bufferMinutes) * MINUTE
  const mine = new Set(proposed.interviewerEmails.map((e) => e.toLowerCase()))
  const sorted = [...others].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
  for (const other of sorted) {
    if (other.id === proposed.id) continue
    const otherStart = other.startsAt.getTime()
    const otherEnd = otherStart + other.durationMinutes * MINUTE
    if (otherStart >= end || otherEnd <= start) continue
    if (other.candidateId === proposed.candidateId) {
      return { interviewId: other.id, startsAt: other.startsAt, who: 'candidate' }
    }
    const shared = other.interviewerEmails.find((e) => mine.has(e.toLowerCase()))
    if (shared) return { interviewId: other.id, startsAt: other.startsAt, who: 'interviewer', email: shared }
  }
  return null
}

export function clashMessage(clash: Clash, timeText: string): string {
  const whose = clash.who === 'candidate' ? 'The candidate' : `The interviewer ${clash.email}`
  return `${whose} already has an interview at ${timeText}; interviews need ${SCHEDULE_BUFFER_MINUTES} minutes between them.`
}

export const PAST_INTERVIEW_MESSAGE = 'The interview cannot be in the past.'

export function isInPast(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() <= now.getTime()
}

export const DELETE_LIMIT_MESSAGE = `An interview can only be cancelled up to ${SCHEDULE_DELETE_LIMIT_DAYS} days after it took place.`

/** An interview can be cancelled until 30 days after it started. */
export function canStillCancel(startsAt: Date, now: Date): boolean {
  return now.getTime() - startsAt.getTime() <= SCHEDULE_DELETE_LIMIT_DAYS * DAY
}

export const INVITEE_ROLES = ['candidate', 'interviewer', 'accountManager', 'candidateOwner'] as const
export type InviteeRole = (typeof INVITEE_ROLES)[number]
export interface Invitee {
  email: string
  name: string | null
  role: InviteeRole
}

/** Which roles an audience reaches (000 §3): all, staff only (account manager, candidate owner), none. */
export const AUDIENCE_ROLES: Record<InterviewNotificationAudience, readonly InviteeRole[]> = {
  all: INVITEE_ROLES,
  staffOnly: ['accountManager', 'candidateOwner'],
  none: [],
}

/**
 * Everyone the invitation goes to for an audience, each address once (the first role wins, in
 * the order candidate, interviewers, account manager, candidate owner).
 */
export function inviteRecipients(
  audience: InterviewNotificationAudience,
  people: {
    candidate?: { email: string; name: string | null } | null
    interviewers?: readonly { email: string; name: string | null }[]
    accountManager?: { email: string; name: string | null } | null
    candidateOwner?: { email: string; name: string | null } | null
  },
): Invitee[] {
  const roles = new Set(AUDIENCE_ROLES[audience])
  const all: Invitee[] = [
    ...(people.candidate ? [{ ...people.candidate, role: 'candidate' as const }] : []),
    ...(people.interviewers ?? []).map((i) => ({ ...i, role: 'interviewer' as const })),
    ...(people.accountManager ? [{ ...people.accountManager, role: 'accountManager' as const }] : []),
    ...(people.candidateOwner ? [{ ...people.candidateOwner, role: 'candidateOwner' as const }] : []),
  ]
  const seen = new Set<string>()
  const out: Invitee[] = []
  for (const person of all) {
    const key = person.email.trim().toLowerCase()
    if (!key || !roles.has(person.role) || seen.has(key)) continue
    seen.add(key)
    out.push({ ...person, email: key })
  }
  return out
}

/**
 * Whether this product may still move or cancel an interview: not one made through an ATS, a
 * downloaded ICS or "Open in Google" (those live in calendars we do not reach: the spec's calendar
 * notice), and not one already cancelled or completed.
 */
export type InterviewChangeability = 'changeable' | 'external' | 'notScheduled'
export function interviewChangeability(interview: {
  source: string
  saveMode: string
  state: string
}): InterviewChangeability {
  if (interview.source !== 'quota' || interview.saveMode === 'downloadIcs') return 'external'
  if (interview.state !== 'scheduled') return 'notScheduled'
  return 'changeable'
}
