/**
 * Feedback from outside interviewers: people on an interview's panel with no Quota account get
 * the feedback request with a link of their own instead of a sign-in. Rules decided here (the spec
 * is silent, written down in README "Interview feedback from outside interviewers"):
 * - the link is valid 14 days from the mail that carries it;
 * - one feedback per address and interview; the interviewer may edit it while the link is valid;
 * - the link stops working when the address is taken off the panel, the interview is cancelled,
 *   or the address gets a Quota account (then they sign in, so nobody has two feedbacks).
 */

export const GUEST_FEEDBACK_LINK_DAYS = 14

/** When a link mailed at `sentAt` stops working. */
export function guestFeedbackLinkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + GUEST_FEEDBACK_LINK_DAYS * 86_400_000)
}

export type GuestFeedbackLinkState = 'ok' | 'invalid' | 'expired' | 'cancelled' | 'hasAccount' | 'notHeldYet'

export interface GuestFeedbackLinkInput {
  /** The link found by its secret, or null. */
  link: { expiresAt: Date | null; revokedAt: Date | null } | null
  /** The link's address is still on the interview's panel. */
  onPanel: boolean
  /** The address belongs to an active Quota user now. */
  hasAccount: boolean
  interview: { state: string; startsAt: Date }
  now: Date
}

/** Whether a guest feedback link may be read and written now, and why not. */
export function guestFeedbackLinkState(a: GuestFeedbackLinkInput): GuestFeedbackLinkState {
  if (!a.link || a.link.revokedAt || !a.onPanel) return 'invalid'
  if (!a.link.expiresAt || a.link.expiresAt.getTime() <= a.now.getTime()) return 'expired'
  if (a.interview.state === 'cancelled') return 'cancelled'
  if (a.hasAccount) return 'hasAccount'
  if (a.interview.startsAt.getTime() > a.now.getTime()) return 'notHeldYet'
  return 'ok'
}

/** What the guest page says for each state but ok. */
export const GUEST_FEEDBACK_LINK_MESSAGES: Record<Exclude<GuestFeedbackLinkState, 'ok'>, string> = {
  invalid: 'Invalid link!',
  expired: 'This feedback link has expired.',
  cancelled: 'This interview was cancelled.',
  hasAccount: 'Your address now has a Quota account: sign in to give your feedback.',
  notHeldYet: 'Feedback can be given once the interview has started.',
}
