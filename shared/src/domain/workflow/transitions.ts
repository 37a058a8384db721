/**
 * Where each action takes a candidate's row in a job: the stage, status and sub-status after the
 * action, and the row flags it sets. Pure; whether the action is allowed at all is decided first
 * by `denialReason` in shared/domain/workflow. The readings beyond the spec's tables are listed
 * in this module's README section of the report (and in design/workflow-decisions.md once
 * merged there):
 *
 * - submit         -> submittal / current / Pending AM Approval (the account manager approves)
 * - submitToClient, bulkApprove -> submittal / current / AM Submitted, now seen by the client
 * - accept         -> submittal / accepted / Scheduling First Round
 * - requestForInfo, pitchOpportunity -> submittal / current / Pending Candidate Response
 *                     (the candidate answers through the opportunity link)
 * - candidate answers interested -> submittal / current / AM Submitted (client decides);
 *                     not interested -> rejected by the candidate
 * - withdrawOpportunity -> rejected by the client
 * - scheduleInterview -> send_out / current / Scheduled-No Action Items
 * - trackOffer     -> offer / current; moveToHired -> offer / accepted (= hired)
 * - reject         -> same stage, rejected by the caller's party; unreject(Opportunity) restores
 *                     the status held before the rejection
 * - unsubmit       -> shortlist / current; shortlist -> shortlist / current;
 *   unShortlist, unHide -> matching / current; hide -> hidden / current
 * - pitch          -> from a pool: pitched / current; on the shortlist: Pitched: Pending
 *                     (InMail: InMail Sequence, the draft placed in the site's message box and
 *                     not sent by us); elsewhere the stage stays
 * - confirmInMail  -> the recruiter reports the drafted InMail's outcome: on the shortlist,
 *                     InMail Sent or InMail Error; elsewhere the stage stays
 * - jitSuggest     -> shortlist / current / JIT Suggested (the engine's JIT pool above the job's
 *                     jitAutoSuggestionThreshold, synced every 30 s)
 * - jitFarm        -> shortlist / current / JIT Farming (locked 15 minutes later by jitHandoff)
 * - unlock         -> still shortlisted, unlocked, JIT status cleared
 * - delete         -> the row leaves the job's lists (removedAt); history kept
 */
import type { StageCurrentStatus, StoredStageType } from '../enums'
import type { Action, ListKind, RejectingParty, StageStatus } from './vocabulary'

/** Moves made by the system or the candidate rather than a button (STAGE_ACTIONS "ours"). */
export type SystemAction =
  | 'jitFarm'
  | 'jitHandoff'
  | 'jitSuggest'
  | 'respondToOpportunity'
  | 'closeJob'
  | 'confirmInMail'
export type AnyStageAction = Action | SystemAction

/**
 * The part of a stored job-candidate row an action reads and writes (the API's row type has these
 * columns with these types; removed rows keep their `removedAt`).
 */
export interface StageState {
  stageType: StoredStageType
  stageStatus: StageStatus
  currentStatus: StageCurrentStatus | null
  /** Who rejected; set exactly when `stageStatus` is `rejected`. */
  rejectedBy: RejectingParty | null
  isSubmittedToClient: boolean
  isSuggestedToCandidate: boolean
  isLocked: boolean
  removedAt: Date | null
}

/** The other columns actions stamp (user columns hold user ids). */
export interface StageStamps {
  rejectionReasonIds: string[]
  rejectionNotes: string | null
  rejectionNotificationId: string | null
  submittedToClientAt: Date | null
  candidateAcceptedJitAt: Date | null
  jitFlaggedAt: Date | null
  jitHandedOffAt: Date | null
  isPushedToCrm: boolean
  unlockedAt: Date | null
  unlockedBy: string | null
  snippetSentAt: Date | null
  snippetSentBy: string | null
  pushedToAtsAt: Date | null
  removedBy: string | null
}

/** The columns an action changes; a column left out keeps its value. */
export type StageChanges = Partial<StageState & StageStamps>

/** A candidate not (or no longer) in a job's lists: a matching candidate, as the rules read it. */
export const NOT_IN_JOB: StageState = {
  stageType: 'matching',
  stageStatus: 'current',
  currentStatus: null,
  rejectedBy: null,
  isSubmittedToClient: false,
  isSuggestedToCandidate: false,
  isLocked: false,
  removedAt: null,
}

export interface TransitionContext {
  now: Date
  actorId: string | null
  /** The party a reject/close is recorded for. */
  party: RejectingParty
  /** For unreject: the status the row held before it was rejected. */
  statusBeforeRejection?: StageStatus
  /** For respondToOpportunity. */
  interested?: boolean
  /** For confirmInMail: whether the recruiter's InMail went out. */
  inMailSent?: boolean
}

const clearRejection: StageChanges = {
  rejectedBy: null,
  rejectionReasonIds: [],
  rejectionNotes: null,
  rejectionNotificationId: null,
}

function move(
  stageType: StoredStageType,
  stageStatus: StageStatus,
  currentStatus: StageCurrentStatus | null,
  extra: StageChanges = {},
): StageChanges {
  return { stageType, stageStatus, currentStatus, ...clearRejection, ...extra }
}

const POOLS: readonly StoredStageType[] = ['recommended', 'matching', 'pitched', 'hidden']

/** The columns an action changes. Columns every action sets (who, when, version) are added by the caller. */
export function transition(action: AnyStageAction, row: StageState, ctx: TransitionContext): StageChanges {
  const { now } = ctx
  switch (action) {
    case 'submit':
      return move('submittal', 'current', 'pending_am_approval', {
        isSubmittedToClient: false,
        submittedToClientAt: null,
        isLocked: false,
      })
    case 'submitToClient':
    case 'bulkApprove':
      return move('submittal', 'current', 'am_submitted', { isSubmittedToClient: true, submittedToClientAt: now })
    case 'accept':
      return move('submittal', 'accepted', 'scheduling_first_round', { isSubmittedToClient: true })
    case 'requestForInfo':
    case 'pitchOpportunity':
      return move('submittal', 'current', 'pending_candidate_response', {
        isSubmittedToClient: true,
        submittedToClientAt: row.isSubmittedToClient ? undefined : now,
        isSuggestedToCandidate: true,
        candidateAcceptedJitAt: null,
      })
    case 'respondToOpportunity':
      return ctx.interested
        ? move('submittal', 'current', 'am_submitted', { candidateAcceptedJitAt: now })
        : { stageStatus: 'rejected', rejectedBy: 'candidate' }
    case 'withdrawOpportunity':
      return { stageStatus: 'rejected', rejectedBy: 'client' }
    case 'scheduleInterview':
      return move('send_out', 'current', 'scheduled_no_action_items', { isSubmittedToClient: true })
    case 'trackOffer':
      return move('offer', 'current', null)
    case 'moveToHired':
      return move('offer', 'accepted', null)
    case 'reject':
    case 'closeJob':
      return { stageStatus: 'rejected', rejectedBy: ctx.party }
    case 'unreject':
    case 'unrejectOpportunity': {
      const status =
        ctx.statusBeforeRejection && ctx.statusBeforeRejection !== 'rejected' ? ctx.statusBeforeRejection : 'current'
      return { stageStatus: status, ...clearRejection }
    }
    case 'unsubmit':
      return move('shortlist', 'current', null, { isSubmittedToClient: false, submittedToClientAt: null })
    case 'shortlist':
      return move('shortlist', 'current', null, { isLocked: false })
    case 'unShortlist':
    case 'unHide':
      return move('matching', 'current', null, { isLocked: false })
    case 'hide':
      return move('hidden', 'current', null, { isLocked: false })
    case 'pitch':
    case 'pitchInMail':
      if (POOLS.includes(row.stageType) && row.stageType !== 'pitched') return move('pitched', 'current', null)
      if (row.stageType === 'shortlist' && row.stageStatus === 'current')
        return { currentStatus: action === 'pitch' ? 'pitched_pending' : 'inmail_sequence' }
      return {}
    case 'confirmInMail':
      if (row.stageType === 'shortlist' && row.stageStatus === 'current')
        return { currentStatus: ctx.inMailSent ? 'inmail_sent' : 'inmail_error' }
      return {}
    case 'jitSuggest':
      return move('shortlist', 'current', 'jit_suggested', { isSuggestedToCandidate: true })
    case 'jitFarm':
      return move('shortlist', 'current', 'jit_farming', { isLocked: false, jitFlaggedAt: now, jitHandedOffAt: null })
    case 'jitHandoff':
      return { isLocked: true, jitHandedOffAt: now, isPushedToCrm: true }
    case 'unlock':
      return {
        isLocked: false,
        unlockedAt: now,
        unlockedBy: ctx.actorId,
        currentStatus: row.currentStatus === 'jit_farming' ? null : row.currentStatus,
      }
    case 'sendSnippet':
    case 'resendSnippet':
      return { snippetSentAt: now, snippetSentBy: ctx.actorId }
    case 'pushToATS':
      // the push happens later (api outbox `ats.push`); pushedToAtsAt is set only once the ATS has the candidate
      return {}
    case 'delete':
      return { removedAt: now, removedBy: ctx.actorId }
    case 'updateOffer':
      return {}
  }
}

/** Whether the row's stage (type, status or sub-status) differs after the change. */
export function stageMoved(before: StageState, changes: StageChanges): boolean {
  return (
    (changes.stageType !== undefined && changes.stageType !== before.stageType) ||
    (changes.stageStatus !== undefined && changes.stageStatus !== before.stageStatus)
  )
}

/** Which of a job's lists a row shows in: its stage, and on the shortlist whether it is JIT farming. */
export function listOf(row: { stageType: string; currentStatus: string | null }): ListKind {
  switch (row.stageType) {
    case 'recommended':
      return 'recommended'
    case 'matching':
    case 'pitched':
      return 'matching'
    case 'hidden':
      return 'hidden'
    case 'shortlist':
      return row.currentStatus === 'jit_farming' ? 'jitFarming' : 'shortlist'
    default:
      return 'jobStage'
  }
}
