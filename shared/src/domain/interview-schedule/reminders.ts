/**
 * Interview reminders (002 §1: scheduling "with invites, feedback and reminders"; the spec gives
 * no timings, so these are ours, written down here and in the README):
 *
 * - **Upcoming**: 24 hours before the start, to the interview's audience (the people its
 *   invitation went to), once per person and version of the invitation (SEQUENCE): a moved
 *   interview is reminded of again. Only for invitations Quota sent (save mode "send", an audience
 *   other than "none", made in Quota, not through an ATS), still scheduled, not declined by the
 *   candidate. Not in the last hour before the start, nor within an hour of the last change: an
 *   invitation that has just gone out needs no reminder.
 * - **Feedback**: one hour after the end, each interviewer with a Quota account who has not given
 *   feedback is asked once for it, up to 3 days after the interview (older ones are left alone,
 *   so turning the feature on never mails about interviews long past). Not for cancelled ones.
 */
import type {
  InterviewNotificationAudience,
  InterviewResponse,
  InterviewSaveMode,
  InterviewSource,
  InterviewState,
} from '../enums'

const HOUR = 3_600_000
export const UPCOMING_REMINDER_BEFORE_MS = 24 * HOUR
/** No upcoming reminder this close to the start, nor this soon after the invitation changed. */
export const UPCOMING_REMINDER_QUIET_MS = HOUR
export const FEEDBACK_REMINDER_AFTER_MS = HOUR
export const FEEDBACK_REMINDER_WITHIN_MS = 3 * 24 * HOUR

export const INTERVIEW_REMINDER_KINDS = ['upcoming', 'feedback'] as const
export type InterviewReminderKind = (typeof INTERVIEW_REMINDER_KINDS)[number]

export interface RemindableInterview {
  state: InterviewState
  source: InterviewSource
  saveMode: InterviewSaveMode
  notificationAudience: InterviewNotificationAudience
  candidateResponse: InterviewResponse
  startsAt: Date
  durationMinutes: number
  /** When the invitation last changed (scheduled or moved). */
  changedAt: Date
}

export function upcomingReminderDue(i: RemindableInterview, now: Date): boolean {
  const toStart = i.startsAt.getTime() - now.getTime()
  return (
    i.state === 'scheduled' &&
    i.source === 'quota' &&
    i.saveMode === 'send' &&
    i.notificationAudience !== 'none' &&
    i.candidateResponse !== 'declined' &&
    toStart <= UPCOMING_REMINDER_BEFORE_MS &&
    toStart > UPCOMING_REMINDER_QUIET_MS &&
    now.getTime() - i.changedAt.getTime() >= UPCOMING_REMINDER_QUIET_MS
  )
}

export function feedbackReminderDue(i: RemindableInterview, now: Date): boolean {
  const sinceEnd = now.getTime() - (i.startsAt.getTime() + i.durationMinutes * 60_000)
  return (
    i.state !== 'cancelled' &&
    i.source === 'quota' &&
    sinceEnd >= FEEDBACK_REMINDER_AFTER_MS &&
    sinceEnd <= FEEDBACK_REMINDER_WITHIN_MS
  )
}
