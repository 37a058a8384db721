/**
 * The candidate's answer to an interview invite, by the link in the invite mail (000 §2 route
 * "interview", 002 §2 "Interview responses (public)", 000 §8 "Interview responses: already
 * responded, offering login"): whether a link can still be answered, which answers need a note,
 * and the words the mail, the page and the calendar use. Pure; the API and the web app share it.
 */
import type { InterviewResponse } from '../enums'
import { LIMITS } from '../validation/limits'

/** What a candidate can answer (`pending` is the state before any answer). */
export const INTERVIEW_RESPONSE_CHOICES = ['accepted', 'declined', 'rescheduleRequested'] as const
export type InterviewResponseChoice = (typeof INTERVIEW_RESPONSE_CHOICES)[number]

/** How the answer reads to everyone (buttons, mail, calendar badge). */
export const INTERVIEW_RESPONSE_LABELS: Record<InterviewResponse, string> = {
  pending: 'Awaiting your response',
  accepted: 'Accepted',
  declined: 'Declined',
  rescheduleRequested: 'Another time proposed',
}

/** The button each answer has on the page and in the mail. */
export const INTERVIEW_RESPONSE_ACTIONS: Record<InterviewResponseChoice, string> = {
  accepted: 'Accept',
  declined: 'Decline',
  rescheduleRequested: 'Propose another time',
}

/** Page and API messages (the spec's "Invalid link!" and "already responded, offering login"). */
export const INTERVIEW_LINK_MESSAGES = {
  invalid: 'Invalid link!',
  expired: 'This link has expired: the interview has already taken place.',
  cancelled: 'This interview has been cancelled.',
  alreadyResponded: 'You have already responded to this interview. Log in to see your interviews.',
} as const

/** The note's limit (the spec's notes limit). */
export const INTERVIEW_RESPONSE_NOTE_MAX = LIMITS.notes
export const RESCHEDULE_NOTE_REQUIRED = 'Please tell us which days and times suit you.'

/** What opening a link finds. */
export type InterviewLinkState = 'open' | 'alreadyResponded' | 'cancelled' | 'expired'

export interface InterviewLinkFacts {
  /** The interview's own state. */
  state: 'scheduled' | 'cancelled' | 'completed'
  candidateResponse: InterviewResponse
  /** When the interview ends: after it, the invite can no longer be answered. */
  endsAt: Date
  /** The link was revoked (a new invite replaced it). */
  revoked: boolean
}

/**
 * A cancelled interview says so, answered or not: "already responded" would let a candidate who
 * accepted believe it is still on. Otherwise an answered invite stays "already responded" once
 * the interview is over or its link replaced (the candidate is told what they answered, and
 * offered to log in); an unanswered one can be answered until the interview ends.
 */
export function interviewLinkState(facts: InterviewLinkFacts, now: Date): InterviewLinkState {
  if (facts.state === 'cancelled') return 'cancelled'
  if (facts.candidateResponse !== 'pending') return 'alreadyResponded'
  if (facts.revoked) return 'cancelled'
  if (facts.state === 'completed' || facts.endsAt.getTime() <= now.getTime()) return 'expired'
  return 'open'
}

/** The note's rule: proposing another time needs one (which times suit); the others may have one. */
export function interviewResponseNoteProblem(
  response: InterviewResponseChoice,
  note: string | null | undefined,
): { rule: 'required'; message: string } | null {
  if (response === 'rescheduleRequested' && !note?.trim())
    return { rule: 'required', message: RESCHEDULE_NOTE_REQUIRED }
  return null
}
