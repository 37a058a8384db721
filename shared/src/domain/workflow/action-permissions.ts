import { type CandidateStage, normalizeStage } from './stage-row'
import {
  ACTIONS,
  type Action,
  isHoldingOff,
  type JobStatus,
  type StageStatus,
  type StageType,
  type SubStatus,
  VIEWER_KINDS,
  type ViewerKind,
} from './vocabulary'

/**
 * What an actor may do to a candidate row: the spec's action table (000 §4 "Action
 * availability") and its "Other rules", as settled by design/workflow-decisions.md. The API
 * enforces exactly this; which permitted actions a screen shows is decided in action-views.ts.
 */

export interface JobContext {
  status: JobStatus
  /** The job has a published e-mail snippet to send. */
  snippetAvailable: boolean
}

export interface PermissionInput {
  viewer: ViewerKind
  job: JobContext
  candidate: CandidateStage
}

/** Why an action is not permitted, so the API can answer with the right message. */
export type DenialReason =
  | 'wrongViewer'
  | 'jobClosed'
  | 'historyRow'
  | 'lockedRow'
  | 'candidateAcceptedJit'
  | 'stageOrStatus'

interface RuleContext {
  viewer: ViewerKind
  job: JobContext
}

interface ActionRule {
  who: readonly ViewerKind[]
  /** Whether the rule still holds on a Closed job ("also on closed jobs" in the table). */
  onClosedJob: boolean | ((stage: CandidateStage) => boolean)
  when: (stage: CandidateStage, ctx: RuleContext) => boolean
}

const RECRUITER = ['recruiter'] as const
const CLIENT = ['client'] as const
const RECRUITER_OR_CLIENT = ['recruiter', 'client'] as const
const PROVIDER = ['recruiter', 'nonStaff'] as const
/** "Whoever may shortlist or hide in that job": every viewer kind may hide somewhere. */
const ANYONE = VIEWER_KINDS

// A locked JIT-farming row belongs to marketing until unlocked: "offers only Unlock and Submit".
// Delete stays: the decisions doc allows it in every list.
const ALLOWED_ON_LOCKED_ROW: ReadonlySet<Action> = new Set<Action>(['unlock', 'submit', 'delete'])

/** Submittal statuses that already are a request for information (spec: requestForInfo). */
const REQUEST_FOR_INFO_STATUSES: readonly SubStatus[] = [
  'pending_candidate_response',
  'additional_info_needed',
  'scheduling_first_round',
  'scheduling_next_round',
]

/** The stages from which a submit keeps working on a Closed job ("from submittal onward"). */
const SUBMITTAL_ONWARD: readonly StageType[] = ['submittal', 'send_out', 'offer']

function at(stage: CandidateStage, type: StageType, ...statuses: StageStatus[]): boolean {
  return stage.stageType === type && (statuses.length === 0 || statuses.includes(stage.stageStatus))
}

/**
 * A `pitched` row is a candidate pitched by e-mail or InMail before being shortlisted; the action
 * table never names it, so it behaves as the matching pool it came from.
 */
function inPool(stage: CandidateStage, ...pools: Array<'recommended' | 'matching' | 'shortlist' | 'hidden'>): boolean {
  const type = stage.stageType === 'pitched' ? 'matching' : stage.stageType
  return (pools as StageType[]).includes(type)
}

/**
 * The snippet rule (000 §4 Other rules), minus "job not closed" (onClosedJob) and "no snippet
 * sent before" (that is what tells send from resend). "Shortlisted" is read as "in the shortlist
 * or a later stage": the table lists shortlist, submittal, interviewing and offer. "Default" is
 * the untouched matching list, which the stage list already leaves out.
 */
function snippetRuleHolds(stage: CandidateStage, job: JobContext): boolean {
  return (
    job.snippetAvailable &&
    !stage.isHistory &&
    (['shortlist', 'submittal', 'send_out', 'offer'] as StageType[]).includes(stage.stageType) &&
    (stage.stageStatus === 'current' || stage.stageStatus === 'accepted') &&
    stage.currentStatus !== 'jit_suggested' &&
    stage.currentStatus !== 'jit_farming'
  )
}

const RULES: Record<Action, ActionRule> = {
  accept: {
    who: RECRUITER_OR_CLIENT,
    onClosedJob: false,
    when: (s, { viewer }) =>
      at(s, 'submittal', 'current') &&
      (s.currentStatus === 'am_submitted' || (viewer === 'client' && s.currentStatus === 'additional_info_needed')),
  },
  submitToClient: {
    who: RECRUITER_OR_CLIENT,
    onClosedJob: false,
    when: (s) =>
      at(s, 'submittal', 'current') && (s.currentStatus === null || s.currentStatus === 'pending_am_approval'),
  },
  reject: {
    who: RECRUITER_OR_CLIENT,
    onClosedJob: true,
    when: (s) =>
      at(s, 'submittal', 'current', 'accepted') ||
      at(s, 'send_out', 'current', 'accepted') ||
      at(s, 'offer', 'current'),
  },
  unreject: {
    who: RECRUITER_OR_CLIENT,
    onClosedJob: true,
    // The candidate's own rejection of a pitched opportunity is undone by unrejectOpportunity.
    when: (s) =>
      (at(s, 'submittal', 'rejected') || at(s, 'send_out', 'rejected') || at(s, 'offer', 'rejected')) &&
      (s.rejectedBy === 'provider' || s.rejectedBy === 'client'),
  },
  requestForInfo: {
    who: CLIENT,
    onClosedJob: false,
    // On an accepted submittal the decisions doc reads "not yet client-viewed beyond Pending AM
    // Approval" as "until the first interview is scheduled".
    when: (s) =>
      (at(s, 'submittal', 'current') &&
        (s.currentStatus === null || !REQUEST_FOR_INFO_STATUSES.includes(s.currentStatus))) ||
      (at(s, 'submittal', 'accepted') && !s.firstInterviewScheduled),
  },
  scheduleInterview: {
    who: RECRUITER_OR_CLIENT,
    onClosedJob: false,
    // "With a sub-status other than Pending AM Approval": a submittal with no status yet has not
    // reached the client, so there is nobody to schedule with.
    when: (s) =>
      (at(s, 'submittal', 'current') && s.currentStatus !== null && s.currentStatus !== 'pending_am_approval') ||
      at(s, 'submittal', 'accepted') ||
      at(s, 'send_out', 'current', 'accepted'),
  },
  trackOffer: {
    who: RECRUITER_OR_CLIENT,
    onClosedJob: false,
    when: (s) => at(s, 'send_out', 'current', 'accepted'),
  },
  moveToHired: {
    who: CLIENT,
    onClosedJob: false,
    when: (s) => at(s, 'offer', 'current'),
  },
  updateOffer: {
    // The spec gives no rule. An offer can be changed while it is open, by those who track it.
    who: RECRUITER_OR_CLIENT,
    onClosedJob: false,
    when: (s) => at(s, 'offer', 'current'),
  },
  pitchOpportunity: {
    who: CLIENT,
    onClosedJob: false,
    when: (s) =>
      (inPool(s, 'matching', 'shortlist', 'hidden') && s.stageStatus === 'current') || at(s, 'submittal', 'rejected'),
  },
  withdrawOpportunity: {
    who: CLIENT,
    onClosedJob: false,
    when: (s) => at(s, 'submittal', 'current') && s.currentStatus === 'pending_candidate_response',
  },
  unrejectOpportunity: {
    who: CLIENT,
    onClosedJob: false,
    when: (s) =>
      (at(s, 'submittal', 'rejected') || at(s, 'send_out', 'rejected') || at(s, 'offer', 'rejected')) &&
      s.rejectedBy === 'candidate',
  },
  submit: {
    who: RECRUITER,
    onClosedJob: (s) => SUBMITTAL_ONWARD.includes(s.stageType),
    when: (s) =>
      inPool(s, 'recommended', 'matching', 'shortlist', 'hidden') ||
      at(s, 'submittal', 'current', 'rejected') ||
      at(s, 'send_out', 'current', 'accepted') ||
      at(s, 'offer', 'current', 'accepted'),
  },
  unsubmit: {
    who: RECRUITER,
    onClosedJob: false,
    // candidateAcceptedJit is checked apart so the API can answer with the spec's own message.
    when: (s) => at(s, 'submittal', 'current'),
  },
  shortlist: {
    who: RECRUITER_OR_CLIENT,
    onClosedJob: false,
    // Never from the shortlist itself; a client works only the pools it can see.
    when: (s, { viewer }) =>
      viewer === 'recruiter'
        ? inPool(s, 'recommended', 'matching', 'hidden') || at(s, 'submittal', 'rejected')
        : inPool(s, 'matching', 'hidden'),
  },
  unShortlist: {
    who: ANYONE,
    onClosedJob: true,
    when: (s) => at(s, 'shortlist', 'current'),
  },
  hide: {
    who: ANYONE,
    onClosedJob: false,
    when: (s, { viewer }) =>
      viewer === 'client' ? inPool(s, 'matching', 'shortlist') : inPool(s, 'recommended', 'matching', 'shortlist'),
  },
  unHide: {
    who: ANYONE,
    onClosedJob: false,
    when: (s) => s.stageType === 'hidden',
  },
  sendSnippet: {
    who: RECRUITER,
    onClosedJob: false,
    when: (s, { job }) => snippetRuleHolds(s, job) && !s.hasSnippetBeenSent,
  },
  resendSnippet: {
    who: RECRUITER,
    onClosedJob: false,
    when: (s, { job }) => snippetRuleHolds(s, job) && s.hasSnippetBeenSent,
  },
  pushToATS: {
    who: RECRUITER_OR_CLIENT,
    onClosedJob: true,
    // Only what the client has really seen and not parked goes to the client's own system.
    when: (s) =>
      (at(s, 'submittal', 'current') &&
        s.currentStatus !== null &&
        !isHoldingOff(s.currentStatus) &&
        s.currentStatus !== 'pending_candidate_response' &&
        s.currentStatus !== 'pending_am_approval') ||
      at(s, 'submittal', 'accepted') ||
      (at(s, 'submittal', 'rejected') && s.currentStatus !== 'pending_am_approval') ||
      at(s, 'send_out') ||
      at(s, 'offer'),
  },
  unlock: {
    who: RECRUITER,
    onClosedJob: false,
    when: (s) => at(s, 'shortlist', 'current') && s.isLocked,
  },
  delete: {
    // Removes the candidate from this job's lists (history kept). Provider users only: clients
    // hide instead. Deleting the candidate record is a separate, permission-gated operation.
    who: PROVIDER,
    onClosedJob: true,
    when: () => true,
  },
  pitch: {
    // The e-mail pitch; the spec gives no stage rule.
    who: PROVIDER,
    onClosedJob: false,
    when: () => true,
  },
  pitchInMail: {
    // The professional-network (InMail) variant of the pitch; no stage rule either.
    who: PROVIDER,
    onClosedJob: false,
    when: () => true,
  },
  bulkApprove: {
    // Bulk approval is the many-rows form of submitToClient, "only for Pending AM Approval".
    who: RECRUITER_OR_CLIENT,
    onClosedJob: false,
    when: (s) => at(s, 'submittal', 'current') && s.currentStatus === 'pending_am_approval',
  },
}

/** Why `action` is not permitted, or null when it is. Checks run in the order the API reports them. */
export function denialReason(input: PermissionInput, action: Action): DenialReason | null {
  const rule = RULES[action]
  const stage = normalizeStage(input.candidate)
  if (!rule.who.includes(input.viewer)) return 'wrongViewer'
  // History rows are the record of what happened; only the live row changes.
  if (stage.isHistory) return 'historyRow'
  if (stage.isLocked && !ALLOWED_ON_LOCKED_ROW.has(action)) return 'lockedRow'
  if (!rule.when(stage, { viewer: input.viewer, job: input.job })) return 'stageOrStatus'
  if (input.job.status === 'closed') {
    const allowed = typeof rule.onClosedJob === 'function' ? rule.onClosedJob(stage) : rule.onClosedJob
    if (!allowed) return 'jobClosed'
  }
  if (action === 'unsubmit' && stage.candidateAcceptedJit) return 'candidateAcceptedJit'
  return null
}

export function isActionPermitted(input: PermissionInput, action: Action): boolean {
  return denialReason(input, action) === null
}

/** Everything this viewer may do to this row (what the server enforces). */
export function permittedActions(input: PermissionInput): Set<Action> {
  return new Set(ACTIONS.filter((action) => isActionPermitted(input, action)))
}
