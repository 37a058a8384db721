import { describe, expect, it } from 'vitest'
import { type CandidateJobLabelInput, candidateJobLabel, ordinal } from './candidate-job-label'
import type { JobStatus, RejectingParty, StageStatus, StageType, SubStatus } from './vocabulary'

function job(
  stageType: StageType,
  stageStatus: StageStatus,
  currentStatus: SubStatus | null = null,
  extra: Partial<CandidateJobLabelInput> = {},
): CandidateJobLabelInput {
  return {
    stageType,
    stageStatus,
    currentStatus,
    rejectedBy: stageStatus === 'rejected' ? 'client' : null,
    jobStatus: 'open' as JobStatus,
    isSuggestedToCandidate: false,
    interviewRound: null,
    isInterviewDatePassed: false,
    ...extra,
  }
}

const closedJob = { jobStatus: 'closed' as JobStatus }
const by = (party: RejectingParty) => ({ rejectedBy: party })

// Each of the 11 rules (000 §4, 001 §4), its neighbours that fall through to a later rule, and
// the cases where an earlier rule wins.
const CASES: Array<{ name: string; at: CandidateJobLabelInput; key: string | null; text?: string }> = [
  // 1. offer accepted: Hired
  { name: 'rule 1: offer accepted is Hired', at: job('offer', 'accepted'), key: 'hired', text: 'Hired' },
  { name: 'rule 1: a hired row is Hired', at: job('hired', 'current'), key: 'hired' },
  {
    name: 'rule 1 beats rule 2: hired on a closed job is still Hired',
    at: job('offer', 'accepted', null, closedJob),
    key: 'hired',
  },

  // 2. job closed: Closed
  {
    name: 'rule 2: closed job is Closed',
    at: job('send_out', 'current', null, closedJob),
    key: 'closed',
    text: 'Closed',
  },
  {
    name: 'rule 2 beats rule 3: closed job with a pending interview request',
    at: job('submittal', 'current', 'pending_candidate_response', closedJob),
    key: 'closed',
  },

  // 3. submittal current and pending candidate response: Interview Request
  {
    name: 'rule 3: submittal current Pending Candidate Response',
    at: job('submittal', 'current', 'pending_candidate_response'),
    key: 'interview_request',
    text: 'Interview Request',
  },
  {
    name: 'rule 3 NOT when accepted (falls through to no label)',
    at: job('submittal', 'accepted', 'pending_candidate_response'),
    key: null,
  },

  // 4. submittal am_submitted suggested to the candidate, current or accepted: Pending Client Approval
  {
    name: 'rule 4: AM Submitted, suggested, current',
    at: job('submittal', 'current', 'am_submitted', { isSuggestedToCandidate: true }),
    key: 'pending_client_approval',
    text: 'Pending Client Approval',
  },
  {
    name: 'rule 4: AM Submitted, suggested, accepted',
    at: job('submittal', 'accepted', 'am_submitted', { isSuggestedToCandidate: true }),
    key: 'pending_client_approval',
  },
  {
    name: 'rule 4 NOT when not suggested (rule 5 applies)',
    at: job('submittal', 'current', 'am_submitted'),
    key: 'scheduling_first_round',
  },
  {
    name: 'rule 4 NOT when rejected (rule 8 applies)',
    at: job('submittal', 'rejected', 'am_submitted', { isSuggestedToCandidate: true }),
    key: 'closed',
  },

  // 5. submittal neither PAA nor PCR, current or accepted: Scheduling 1st Round
  {
    name: 'rule 5: submittal current Scheduling First Round',
    at: job('submittal', 'current', 'scheduling_first_round'),
    key: 'scheduling_first_round',
    text: 'Scheduling 1st Round',
  },
  {
    name: 'rule 5: submittal accepted with no status',
    at: job('submittal', 'accepted'),
    key: 'scheduling_first_round',
  },
  {
    name: 'rule 5: submittal current Holding Off',
    at: job('submittal', 'current', 'holding_off_search_on_hold'),
    key: 'scheduling_first_round',
  },
  {
    name: 'rule 5 NOT for Pending AM Approval (rule 11 applies)',
    at: job('submittal', 'current', 'pending_am_approval'),
    key: 'pending_review',
  },

  // 6. send-out not rejected: Awaiting Next Steps, or Pending {round} Round
  {
    name: 'rule 6: interviewing with no interview stage',
    at: job('send_out', 'current'),
    key: 'awaiting_next_steps',
    text: 'Awaiting Next Steps',
  },
  {
    name: 'rule 6: interviewing whose interview date has passed',
    at: job('send_out', 'accepted', null, { interviewRound: 2, isInterviewDatePassed: true }),
    key: 'awaiting_next_steps',
  },
  {
    name: 'rule 6: interviewing with an upcoming 2nd round',
    at: job('send_out', 'current', null, { interviewRound: 2 }),
    key: 'pending_round',
    text: 'Pending 2nd Round',
  },
  {
    name: 'rule 6: interviewing with an upcoming 1st round',
    at: job('send_out', 'current', null, { interviewRound: 1 }),
    key: 'pending_round',
    text: 'Pending 1st Round',
  },
  {
    name: 'rule 6: interviewing with an upcoming 3rd round',
    at: job('send_out', 'accepted', null, { interviewRound: 3 }),
    key: 'pending_round',
    text: 'Pending 3rd Round',
  },
  {
    name: 'rule 6: a round of 0 is no interview stage',
    at: job('send_out', 'current', null, { interviewRound: 0 }),
    key: 'awaiting_next_steps',
  },
  {
    name: 'rule 6 NOT when rejected (rule 8 applies)',
    at: job('send_out', 'rejected', null, { interviewRound: 2 }),
    key: 'closed',
  },

  // 7. offer current: Offered
  { name: 'rule 7: offer current', at: job('offer', 'current'), key: 'offered', text: 'Offered' },
  {
    name: 'rule 7 NOT when rejected by the candidate (rule 9)',
    at: job('offer', 'rejected', null, by('candidate')),
    key: 'withdrew',
  },

  // 8. rejected but not by the candidate: Closed
  { name: 'rule 8: rejected by the client', at: job('submittal', 'rejected', null, by('client')), key: 'closed' },
  { name: 'rule 8: rejected by the provider', at: job('offer', 'rejected', null, by('provider')), key: 'closed' },
  {
    name: 'rule 8: a rejected JIT-farming row, rejected by the provider',
    at: job('shortlist', 'rejected', 'jit_farming', by('provider')),
    key: 'closed',
  },

  // 9. rejected by the candidate and not JIT farming: Withdrew
  {
    name: 'rule 9: the candidate turned down a pitched opportunity',
    at: job('submittal', 'rejected', 'pending_candidate_response', by('candidate')),
    key: 'withdrew',
    text: 'Withdrew',
  },
  {
    name: 'rule 9 NOT for a JIT-farming row (no rule left: null)',
    at: job('shortlist', 'rejected', 'jit_farming', by('candidate')),
    key: null,
  },

  // 10. JIT farming and not rejected: Suggested
  { name: 'rule 10: JIT farming', at: job('shortlist', 'current', 'jit_farming'), key: 'suggested', text: 'Suggested' },
  {
    name: 'rule 10 NOT for JIT suggested (no label)',
    at: job('shortlist', 'current', 'jit_suggested'),
    key: null,
  },

  // 11. submittal pending AM approval: Pending Review
  {
    name: 'rule 11: submittal current Pending AM Approval',
    at: job('submittal', 'current', 'pending_am_approval'),
    key: 'pending_review',
    text: 'Pending Review',
  },
  {
    name: 'rule 11 NOT when rejected (rule 8)',
    at: job('submittal', 'rejected', 'pending_am_approval', by('provider')),
    key: 'closed',
  },

  // No rule: the dashboard shows the stage's own name.
  { name: 'no rule: shortlist current', at: job('shortlist', 'current', 'interested'), key: null },
  { name: 'no rule: matching', at: job('matching', 'current'), key: null },
]

describe('candidateJobLabel: first match wins', () => {
  it.each(CASES)('$name', ({ at, key, text }) => {
    const label = candidateJobLabel(at)
    expect(label?.key ?? null).toBe(key)
    if (text !== undefined) expect(label?.text).toBe(text)
  })
})

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
  ])('%i is %s', (n, text) => {
    expect(ordinal(n)).toBe(text)
  })
})
