/**
 * The words of the job-stage workflow (spec 000 §3–4, 001 §4, 002 §4), as `as const` arrays so one
 * list feeds TypeScript unions, `z.enum(...)`, database enums and select boxes alike.
 *
 * Keys are stable (they are stored and sent over the wire); display names are what screens show.
 * Keys of current statuses are snake_case because the spec names several of them that way
 * (`pending_candidate_response`, `am_submitted`, `jit_farming`, ...); we keep one style for all.
 */

// ---------------------------------------------------------------------------------------------
// Stages

export const STAGE_TYPES = [
  'matching',
  'hidden',
  'shortlist',
  'submittal',
  'send_out',
  'offer',
  'hired',
  'pitched',
  'recommended',
] as const
export type StageType = (typeof STAGE_TYPES)[number]

/** Submittal is shown as "Pending" and send-out as "Interviewing" (spec 000 §1, §4). */
export const STAGE_TYPE_NAMES: Record<StageType, string> = {
  matching: 'Matching',
  hidden: 'Hidden',
  shortlist: 'Shortlist',
  submittal: 'Pending',
  send_out: 'Interviewing',
  offer: 'Offer',
  hired: 'Hired',
  pitched: 'Pitched',
  recommended: 'Recommended',
}

export const STAGE_STATUSES = ['current', 'accepted', 'rejected'] as const
export type StageStatus = (typeof STAGE_STATUSES)[number]

export const STAGE_STATUS_NAMES: Record<StageStatus, string> = {
  current: 'Current',
  accepted: 'Accepted',
  rejected: 'Rejected',
}

export const REJECTING_PARTIES = ['provider', 'client', 'candidate'] as const
export type RejectingParty = (typeof REJECTING_PARTIES)[number]

export const REJECTING_PARTY_NAMES: Record<RejectingParty, string> = {
  provider: 'Provider',
  client: 'Client',
  candidate: 'Candidate',
}

// ---------------------------------------------------------------------------------------------
// Current statuses (sub-statuses) per stage

/** The four "Holding Off" submittal statuses; they are grouped under one heading in choices. */
export const HOLDING_OFF_STATUSES = [
  'holding_off_too_many_in_process',
  'holding_off_search_on_hold',
  'holding_off_need_feedback',
  'holding_off_final_interview_pending_offer',
] as const
export type HoldingOffStatus = (typeof HOLDING_OFF_STATUSES)[number]
export const HOLDING_OFF_GROUP_NAME = 'Holding Off'

export const SUBMITTAL_STATUSES = [
  'am_submitted',
  'pending_am_approval',
  'scheduling_first_round',
  'scheduling_next_round',
  'additional_info_needed',
  'pending_candidate_response',
  ...HOLDING_OFF_STATUSES,
] as const
export type SubmittalStatus = (typeof SUBMITTAL_STATUSES)[number]

export const INTERVIEW_STATUSES = [
  'waiting_for_next_steps',
  'reference_checks',
  'scheduled_no_action_items',
  'rescheduling_client',
  'rescheduling_candidate',
] as const
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number]

/** Shortlist statuses track the pitch (e-mail, InMail) and the just-in-time (JIT) pool. */
export const SHORTLIST_STATUSES = [
  'not_pitched',
  'pitched_pending',
  'interested',
  'not_interested',
  'jit_suggested',
  'jit_farming',
  'jit_error',
  'interested_not_a_fit',
  'inmail_sequence',
  'inmail_sent',
  'inmail_error',
] as const
export type ShortlistStatus = (typeof SHORTLIST_STATUSES)[number]

export const SUB_STATUSES = [...SUBMITTAL_STATUSES, ...INTERVIEW_STATUSES, ...SHORTLIST_STATUSES] as const
export type SubStatus = (typeof SUB_STATUSES)[number]

/** The stages that have sub-statuses, and which ones. */
export const SUB_STATUSES_BY_STAGE = {
  submittal: SUBMITTAL_STATUSES,
  send_out: INTERVIEW_STATUSES,
  shortlist: SHORTLIST_STATUSES,
} as const satisfies Partial<Record<StageType, readonly SubStatus[]>>
export type StageWithSubStatuses = keyof typeof SUB_STATUSES_BY_STAGE

/** The spec's name of each status. Where the spec says "shown as", see SUB_STATUS_DISPLAY_NAMES. */
export const SUB_STATUS_NAMES: Record<SubStatus, string> = {
  am_submitted: 'AM Submitted',
  pending_am_approval: 'Pending AM Approval',
  scheduling_first_round: 'Scheduling First Round',
  scheduling_next_round: 'Scheduling Next Round',
  additional_info_needed: 'Additional Info Needed',
  pending_candidate_response: 'Pending Candidate Response',
  holding_off_too_many_in_process: 'Too Many in Process',
  holding_off_search_on_hold: 'Search on Hold',
  holding_off_need_feedback: 'Need Feedback on Outstanding Submittals',
  holding_off_final_interview_pending_offer: 'Final Interview/Pending Offer',
  waiting_for_next_steps: 'Waiting for Next Steps/Feedback',
  reference_checks: 'Reference Checks',
  scheduled_no_action_items: 'Scheduled/No Action Items',
  rescheduling_client: 'Rescheduling - Client',
  rescheduling_candidate: 'Rescheduling - Candidate',
  not_pitched: 'Not Pitched',
  pitched_pending: 'Pitched: Pending',
  interested: 'Interested',
  not_interested: 'Not Interested',
  jit_suggested: 'JIT Suggested',
  jit_farming: 'JIT Farming',
  jit_error: 'JIT Error',
  interested_not_a_fit: 'Interested - Not a Fit',
  inmail_sequence: 'InMail Sequence',
  inmail_sent: 'InMail Sent',
  inmail_error: 'InMail Error',
}

/** What screens show: the spec's name, except the two statuses it says are "shown as" something else. */
export const SUB_STATUS_DISPLAY_NAMES: Record<SubStatus, string> = {
  ...SUB_STATUS_NAMES,
  am_submitted: 'Pending Client Approval',
  waiting_for_next_steps: 'Waiting for Next Steps',
}

export function isHoldingOff(status: SubStatus | null | undefined): status is HoldingOffStatus {
  return status != null && (HOLDING_OFF_STATUSES as readonly string[]).includes(status)
}

/** Which stage a sub-status belongs to (keys are unique across stages). */
export function stageOfSubStatus(status: SubStatus): StageWithSubStatuses {
  if ((SUBMITTAL_STATUSES as readonly string[]).includes(status)) return 'submittal'
  if ((INTERVIEW_STATUSES as readonly string[]).includes(status)) return 'send_out'
  return 'shortlist'
}

// ---------------------------------------------------------------------------------------------
// Display statuses (what the candidate dashboard and job lists show)

export const DISPLAY_STATUSES = [
  'interview_request',
  'scheduling_first_round',
  'offered',
  'closed',
  'awaiting_next_steps',
  'withdrew',
  'hired',
  'suggested',
  'opportunity_withdrawn',
  'pending_review',
  'pending_client_approval',
] as const
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number]

/** Capitalised as in the decisions doc's label texts, so a label and its display status agree. */
export const DISPLAY_STATUS_NAMES: Record<DisplayStatus, string> = {
  interview_request: 'Interview Request',
  scheduling_first_round: 'Scheduling 1st Round',
  offered: 'Offered',
  closed: 'Closed',
  awaiting_next_steps: 'Awaiting Next Steps',
  withdrew: 'Withdrew',
  hired: 'Hired',
  suggested: 'Suggested',
  opportunity_withdrawn: 'Opportunity Withdrawn',
  pending_review: 'Pending Review',
  pending_client_approval: 'Pending Client Approval',
}

// ---------------------------------------------------------------------------------------------
// Jobs, viewers, lists

export const JOB_STATUSES = ['open', 'opportunistic', 'pending', 'closed'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

export const JOB_STATUS_NAMES: Record<JobStatus, string> = {
  open: 'Open',
  opportunistic: 'Opportunistic',
  pending: 'Pending',
  closed: 'Closed',
}

/**
 * Who looks at a candidate row. `recruiter` is an internal or a fractional recruiter (they act
 * alike in the workflow); `nonStaff` is provider staff without recruiter rights; `client` is any
 * client-company recruiter.
 */
export const VIEWER_KINDS = ['recruiter', 'nonStaff', 'client'] as const
export type ViewerKind = (typeof VIEWER_KINDS)[number]

export const RECRUITER_TYPES = ['internal', 'fractional'] as const
export type RecruiterType = (typeof RECRUITER_TYPES)[number]

/** Provider users: the marketplace operator's own staff. */
export function isProviderViewer(viewer: ViewerKind): boolean {
  return viewer === 'recruiter' || viewer === 'nonStaff'
}

/** The party recorded when this viewer rejects a candidate. */
export function rejectingPartyOf(viewer: ViewerKind): RejectingParty {
  return viewer === 'client' ? 'client' : 'provider'
}

/** The candidate lists of a job. `jitFarming` is the JIT-farming variant of the shortlist. */
export const LIST_KINDS = ['recommended', 'matching', 'shortlist', 'hidden', 'jitFarming', 'jobStage'] as const
export type ListKind = (typeof LIST_KINDS)[number]

export const LIST_KIND_NAMES: Record<ListKind, string> = {
  recommended: 'Recommended',
  matching: 'Matching',
  shortlist: 'Shortlist',
  hidden: 'Hidden',
  jitFarming: 'JIT Farming',
  jobStage: 'Job Stage',
}

// ---------------------------------------------------------------------------------------------
// Actions

export const ACTIONS = [
  'accept',
  'submitToClient',
  'reject',
  'unreject',
  'requestForInfo',
  'scheduleInterview',
  'trackOffer',
  'moveToHired',
  'updateOffer',
  'pitchOpportunity',
  'withdrawOpportunity',
  'unrejectOpportunity',
  'submit',
  'unsubmit',
  'shortlist',
  'unShortlist',
  'hide',
  'unHide',
  'sendSnippet',
  'resendSnippet',
  'pushToATS',
  'unlock',
  'delete',
  'pitch',
  'pitchInMail',
  'bulkApprove',
] as const
export type Action = (typeof ACTIONS)[number]

/** Button texts. Un-reject of either kind reads the same to the user. */
export const ACTION_NAMES: Record<Action, string> = {
  accept: 'Accept',
  submitToClient: 'Submit to Client',
  reject: 'Reject',
  unreject: 'Un-Reject',
  requestForInfo: 'Request for Info',
  scheduleInterview: 'Schedule',
  trackOffer: 'Track Offer',
  moveToHired: 'Move to Hired',
  updateOffer: 'Update Offer',
  pitchOpportunity: 'Pitch Opportunity',
  withdrawOpportunity: 'Withdraw Opportunity',
  unrejectOpportunity: 'Un-Reject',
  submit: 'Submit',
  unsubmit: 'Un-Submit',
  shortlist: 'Shortlist',
  unShortlist: 'Un-Shortlist',
  hide: 'Hide',
  unHide: 'Un-Hide',
  sendSnippet: 'Send Snippet',
  resendSnippet: 'Resend Snippet',
  pushToATS: 'Push to ATS',
  unlock: 'Unlock',
  delete: 'Delete',
  pitch: 'Pitch',
  pitchInMail: 'Pitch by InMail',
  bulkApprove: 'Approve Selected',
}

// ---------------------------------------------------------------------------------------------
// Sub-status choices

/**
 * The statuses a viewer may pick for a row in `stage` (empty for stages without sub-statuses).
 *
 * Pending Candidate Response is never offered to provider users: the spec removes it for the
 * internal recruiter type, fractional recruiters act as internal ones, and the decisions doc
 * says it is only ever set by a client pitching an opportunity or requesting information.
 * `recruiterType` is accepted for parity with the spec's rule; it does not change the answer.
 */
export function subStatusChoices(
  stage: StageType,
  viewer: ViewerKind,
  _recruiterType?: RecruiterType | null,
): readonly SubStatus[] {
  if (stage !== 'submittal' && stage !== 'send_out' && stage !== 'shortlist') return []
  const all: readonly SubStatus[] = SUB_STATUSES_BY_STAGE[stage]
  if (!isProviderViewer(viewer)) return all
  return all.filter((status) => status !== 'pending_candidate_response')
}
