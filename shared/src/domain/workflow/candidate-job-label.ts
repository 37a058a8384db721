import { normalizeStage, type StagePosition } from './stage-row'
import { DISPLAY_STATUS_NAMES, type DisplayStatus, type JobStatus, type RejectingParty } from './vocabulary'

/**
 * The label of a job on the candidate's dashboard (000 §4, 001 §4): eleven rules, first match
 * wins. The order matters: a hire or a closed job says so whatever the stage, and the specific
 * submittal states come before the general "Scheduling 1st Round".
 * When no rule matches the label is null and the dashboard shows the stage's own display name.
 */

export interface CandidateJobLabelInput extends StagePosition {
  rejectedBy: RejectingParty | null
  jobStatus: JobStatus
  /** The submittal was suggested to the candidate (a JIT suggestion they answered). */
  isSuggestedToCandidate: boolean
  /** The round of the interview stage the candidate is in (1 = first); null when there is none. */
  interviewRound: number | null
  /** The date of that interview has passed. */
  isInterviewDatePassed: boolean
}

/** Label keys are display statuses, plus `pending_round` whose text carries the round. */
export type CandidateJobLabelKey =
  | Extract<
      DisplayStatus,
      | 'hired'
      | 'closed'
      | 'interview_request'
      | 'pending_client_approval'
      | 'scheduling_first_round'
      | 'awaiting_next_steps'
      | 'offered'
      | 'withdrew'
      | 'suggested'
      | 'pending_review'
    >
  | 'pending_round'

export interface CandidateJobLabel {
  key: CandidateJobLabelKey
  text: string
}

/** 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, ... 21st, 22nd, ... */
export function ordinal(n: number): string {
  const lastTwo = n % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`
  switch (n % 10) {
    case 1:
      return `${n}st`
    case 2:
      return `${n}nd`
    case 3:
      return `${n}rd`
    default:
      return `${n}th`
  }
}

function label(key: Exclude<CandidateJobLabelKey, 'pending_round'>): CandidateJobLabel {
  return { key, text: DISPLAY_STATUS_NAMES[key] }
}

export function candidateJobLabel(input: CandidateJobLabelInput): CandidateJobLabel | null {
  const row = normalizeStage(input)
  const { stageType: type, stageStatus: status, currentStatus: sub } = row
  const currentOrAccepted = status === 'current' || status === 'accepted'

  // 1. offer accepted
  if (type === 'offer' && status === 'accepted') return label('hired')
  // 2. job closed
  if (input.jobStatus === 'closed') return label('closed')
  // 3. submittal current, pending candidate response (a client pitched or asked the candidate)
  if (type === 'submittal' && status === 'current' && sub === 'pending_candidate_response')
    return label('interview_request')
  // 4. submittal am_submitted, suggested to the candidate, current or accepted
  if (type === 'submittal' && sub === 'am_submitted' && input.isSuggestedToCandidate && currentOrAccepted)
    return label('pending_client_approval')
  // 5. submittal neither pending AM approval nor pending candidate response, current or accepted
  if (
    type === 'submittal' &&
    sub !== 'pending_am_approval' &&
    sub !== 'pending_candidate_response' &&
    currentOrAccepted
  )
    return label('scheduling_first_round')
  // 6. send-out not rejected
  if (type === 'send_out' && status !== 'rejected') {
    const round = input.interviewRound
    // A round that is not a positive whole number is no interview stage at all.
    const hasInterviewStage = round !== null && Number.isInteger(round) && round >= 1
    if (!hasInterviewStage || input.isInterviewDatePassed) return label('awaiting_next_steps')
    return { key: 'pending_round', text: `Pending ${ordinal(round)} Round` }
  }
  // 7. offer current
  if (type === 'offer' && status === 'current') return label('offered')
  // 8. rejected, not by the candidate
  if (status === 'rejected' && input.rejectedBy !== 'candidate') return label('closed')
  // 9. rejected by the candidate, not JIT farming
  if (status === 'rejected' && input.rejectedBy === 'candidate' && sub !== 'jit_farming') return label('withdrew')
  // 10. JIT farming, not rejected
  if (sub === 'jit_farming' && status !== 'rejected') return label('suggested')
  // 11. submittal pending AM approval
  if (type === 'submittal' && sub === 'pending_am_approval') return label('pending_review')
  return null
}
