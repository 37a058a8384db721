/**
 * The candidate's answer to an interview invite as a badge: on the candidate's own calendar
 * ("Your response") and on the staff candidate profile's interviews. Nothing while they have not
 * answered, unless the caller names what to say then (an interview saved without an invite has
 * nothing to answer, so the calendar stays quiet; staff want to see who has not answered yet).
 */
import type { CandidateInterview } from '@quota/shared/contracts/candidate-dashboard'
import { INTERVIEW_RESPONSE_LABELS } from '@quota/shared/domain/interview-response/index'

const TONES = {
  accepted: 'badge-success',
  declined: 'badge-danger',
  rescheduleRequested: 'badge-warning',
} as const

export function InterviewResponseBadge({
  interview,
  label = 'Your response',
  pendingText,
}: {
  interview: Pick<CandidateInterview, 'response' | 'responseNote'>
  /** Said before the badge; null for none (a table column already says it). */
  label?: string | null
  /** Shown, muted, while the candidate has not answered; nothing when absent. */
  pendingText?: string
}) {
  if (interview.response === 'pending') {
    return pendingText ? (
      <p className="interview-response small muted" data-response="pending">
        {pendingText}
      </p>
    ) : null
  }
  return (
    <p className="interview-response small" data-response={interview.response}>
      {label && <span className="muted">{label}: </span>}
      <span className={`badge ${TONES[interview.response]}`}>{INTERVIEW_RESPONSE_LABELS[interview.response]}</span>
      {interview.responseNote && <span className="interview-response-note muted"> “{interview.responseNote}”</span>}
    </p>
  )
}
