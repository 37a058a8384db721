/**
 * Candidates in jobs: every stage and status of the workflow, reached the way the product
 * reaches it (a path of actions, each leaving a history row), with the interviews, offers and
 * hires those actions create.
 *
 * A placement is a target state (`send_out:waiting_for_next_steps`, `offer:accepted`, ...) and
 * the path of moves leading there. Paths follow the action rules of shared/domain/workflow:
 * shortlist -> pitch -> submit -> AM approval -> client -> interviews -> offer -> hire.
 */
import type {
  RejectingParty,
  StageAction,
  StageCurrentStatus,
  StageStatus,
  StoredStageType,
  UserType,
} from '@quota/shared/domain/enums'
import type {
  NewHireRow,
  NewInterviewFeedbackRow,
  NewInterviewInterviewerRow,
  NewInterviewRow,
  NewJobCandidateHistoryRow,
  NewJobCandidateRow,
  NewOfferRow,
} from '../../schema'
import { lov } from './lov'
import type { Random } from './random'

export const TARGETS = [
  'recommended',
  'recommended_jit',
  'matching',
  'hidden',
  'pitched',
  'shortlist:not_pitched',
  'shortlist:pitched_pending',
  'shortlist:interested',
  'shortlist:not_interested',
  'shortlist:interested_not_a_fit',
  'shortlist:inmail_sequence',
  'shortlist:inmail_sent',
  'shortlist:inmail_error',
  'shortlist:jit_suggested',
  'shortlist:jit_farming',
  'shortlist:jit_farming_unlocked',
  'shortlist:jit_error',
  'submittal:none',
  'submittal:pending_am_approval',
  'submittal:am_submitted',
  'submittal:opportunity_accepted',
  'submittal:scheduling_first_round',
  'submittal:scheduling_next_round',
  'submittal:additional_info_needed',
  'submittal:pending_candidate_response',
  'submittal:holding_off_too_many_in_process',
  'submittal:holding_off_search_on_hold',
  'submittal:holding_off_need_feedback',
  'submittal:holding_off_final_interview_pending_offer',
  'submittal:accepted',
  'submittal:rejected:provider',
  'submittal:rejected:client',
  'submittal:rejected:candidate',
  'send_out:scheduled_no_action_items',
  'send_out:waiting_for_next_steps',
  'send_out:reference_checks',
  'send_out:rescheduling_client',
  'send_out:rescheduling_candidate',
  'send_out:accepted',
  'send_out:rejected:client',
  'send_out:rejected:candidate',
  'send_out:rejected:provider',
  'offer:current',
  'offer:accepted',
  'offer:rejected:candidate',
  'offer:rejected:client',
  'offer:rejected:provider',
  'closed:rejected',
] as const
export type Target = (typeof TARGETS)[number]

/** How far along a target is (to give the best-fitting candidates the furthest placements). */
export function targetRank(target: Target): number {
  if (target.startsWith('offer:')) return 5
  if (target.startsWith('send_out:')) return 4
  if (target.startsWith('submittal:') || target === 'closed:rejected') return 3
  if (target.startsWith('shortlist:') || target === 'pitched') return 2
  return 1
}

/** In process with the client (submittal onward), for per-candidate limits. */
export function isInProcess(target: Target): boolean {
  return targetRank(target) >= 3 && !target.includes(':rejected')
}

type Actor = 'recruiter' | 'am' | 'client' | 'hiringManager' | 'candidate' | 'system'

interface Position {
  stageType: StoredStageType
  stageStatus: StageStatus
  currentStatus: StageCurrentStatus | null
}

export interface Move {
  action: StageAction
  to: Position
  actor: Actor
  rejectedBy?: RejectingParty
  /** scheduleInterview: the interview this move creates. */
  interview?: { round: number; outcome: 'completed' | 'upcoming' | 'cancelled' }
  /** trackOffer / updateOffer: the offer this move records. */
  offer?: 'verbal' | 'written'
  hire?: boolean
  /** unlock after a JIT hand-off. */
  unlock?: boolean
  jitHandoff?: boolean
  jitFlag?: boolean
  pool?: 'active' | 'jit'
  suggested?: boolean
  candidateAccepted?: boolean
}

const at = (
  stageType: StoredStageType,
  stageStatus: StageStatus = 'current',
  currentStatus: StageCurrentStatus | null = null,
): Position => ({
  stageType,
  stageStatus,
  currentStatus,
})

const shortlisted = (): Move[] => [
  { action: 'shortlist', to: at('shortlist', 'current', 'not_pitched'), actor: 'recruiter' },
]
const pitchPending = (): Move[] => [
  ...shortlisted(),
  { action: 'updateCurrentStatus', to: at('shortlist', 'current', 'pitched_pending'), actor: 'recruiter' },
]
const interested = (): Move[] => [
  ...pitchPending(),
  { action: 'updateCurrentStatus', to: at('shortlist', 'current', 'interested'), actor: 'recruiter' },
]
const submitted = (needsApproval: boolean): Move[] => [
  ...interested(),
  {
    action: 'submit',
    to: at('submittal', 'current', needsApproval ? 'pending_am_approval' : null),
    actor: 'recruiter',
  },
]
const withClient = (): Move[] => [
  ...submitted(true),
  { action: 'submitToClient', to: at('submittal', 'current', 'am_submitted'), actor: 'am' },
]
const acceptedByClient = (): Move[] => [
  ...withClient(),
  { action: 'accept', to: at('submittal', 'accepted', 'am_submitted'), actor: 'client' },
]
const jitSuggested = (): Move[] => [
  { action: 'recommend', to: at('recommended'), actor: 'system', pool: 'jit' },
  { action: 'jitSuggest', to: at('shortlist', 'current', 'jit_suggested'), actor: 'system', suggested: true },
]
const pitchedByClient = (): Move[] => [
  {
    action: 'pitchOpportunity',
    to: at('submittal', 'current', 'pending_candidate_response'),
    actor: 'client',
    suggested: true,
  },
]

/** Interviews from an accepted submittal: `rounds` rounds, the last one ends as `last`. */
export function interviewing(rounds: number, last: 'completed' | 'upcoming' | 'cancelled'): Move[] {
  const moves = acceptedByClient()
  for (let round = 1; round <= rounds; round++) {
    moves.push({
      action: 'scheduleInterview',
      to: at('send_out', 'current', 'scheduled_no_action_items'),
      actor: round === 1 ? 'client' : 'hiringManager',
      interview: { round, outcome: round < rounds ? 'completed' : last },
    })
    if (round < rounds)
      moves.push({
        action: 'updateCurrentStatus',
        to: at('send_out', 'current', 'waiting_for_next_steps'),
        actor: 'client',
      })
  }
  return moves
}

const offered = (): Move[] => [
  ...interviewing(2, 'completed'),
  { action: 'changeStatus', to: at('send_out', 'accepted', 'reference_checks'), actor: 'client' },
  { action: 'trackOffer', to: at('offer'), actor: 'am', offer: 'verbal' },
]

/** The moves that lead to `target`. */
export function movesFor(target: Target, rng: Random): Move[] {
  switch (target) {
    case 'recommended':
      return [{ action: 'recommend', to: at('recommended'), actor: 'system', pool: 'active' }]
    case 'recommended_jit':
      return [{ action: 'recommend', to: at('recommended'), actor: 'system', pool: 'jit' }]
    case 'matching':
      return [...shortlisted(), { action: 'unShortlist', to: at('matching'), actor: 'recruiter' }]
    case 'hidden':
      return [
        { action: 'recommend', to: at('recommended'), actor: 'system', pool: 'active' },
        { action: 'hide', to: at('hidden'), actor: rng.chance(0.7) ? 'recruiter' : 'client' },
      ]
    case 'pitched':
      return [{ action: 'pitchInMail', to: at('pitched'), actor: 'recruiter' }]
    case 'shortlist:not_pitched':
      return shortlisted()
    case 'shortlist:pitched_pending':
      return pitchPending()
    case 'shortlist:interested':
      return interested()
    case 'shortlist:not_interested':
      return [
        ...pitchPending(),
        { action: 'updateCurrentStatus', to: at('shortlist', 'current', 'not_interested'), actor: 'recruiter' },
      ]
    case 'shortlist:interested_not_a_fit':
      return [
        ...interested(),
        { action: 'updateCurrentStatus', to: at('shortlist', 'current', 'interested_not_a_fit'), actor: 'recruiter' },
      ]
    case 'shortlist:inmail_sequence':
    case 'shortlist:inmail_sent':
    case 'shortlist:inmail_error':
      return [
        ...shortlisted(),
        {
          action: 'pitchInMail',
          to: at('shortlist', 'current', target.slice('shortlist:'.length) as StageCurrentStatus),
          actor: 'recruiter',
        },
      ]
    case 'shortlist:jit_suggested':
      return jitSuggested()
    case 'shortlist:jit_farming':
      return [
        ...jitSuggested(),
        { action: 'jitFarm', to: at('shortlist', 'current', 'jit_farming'), actor: 'recruiter', jitFlag: true },
        { action: 'jitHandoff', to: at('shortlist', 'current', 'jit_farming'), actor: 'system', jitHandoff: true },
      ]
    case 'shortlist:jit_farming_unlocked':
      return [
        ...jitSuggested(),
        { action: 'jitFarm', to: at('shortlist', 'current', 'jit_farming'), actor: 'recruiter', jitFlag: true },
        { action: 'jitHandoff', to: at('shortlist', 'current', 'jit_farming'), actor: 'system', jitHandoff: true },
        { action: 'unlock', to: at('shortlist', 'current', 'jit_farming'), actor: 'recruiter', unlock: true },
      ]
    case 'shortlist:jit_error':
      return [
        ...jitSuggested(),
        { action: 'jitFarm', to: at('shortlist', 'current', 'jit_farming'), actor: 'recruiter', jitFlag: true },
        { action: 'jitHandoff', to: at('shortlist', 'current', 'jit_error'), actor: 'system' },
      ]
    case 'submittal:none':
      return submitted(false)
    case 'submittal:pending_am_approval':
      return submitted(true)
    case 'submittal:am_submitted':
      return withClient()
    case 'submittal:opportunity_accepted':
      return [
        ...pitchedByClient(),
        {
          action: 'respondToOpportunity',
          to: at('submittal', 'current', 'am_submitted'),
          actor: 'candidate',
          candidateAccepted: true,
        },
      ]
    case 'submittal:scheduling_first_round':
    case 'submittal:scheduling_next_round':
    case 'submittal:additional_info_needed':
      return [
        ...withClient(),
        {
          action: 'requestForInfo',
          to: at('submittal', 'current', target.slice('submittal:'.length) as StageCurrentStatus),
          actor: 'client',
        },
      ]
    case 'submittal:pending_candidate_response':
      return rng.chance(0.5)
        ? pitchedByClient()
        : [
            ...withClient(),
            {
              action: 'requestForInfo',
              to: at('submittal', 'current', 'pending_candidate_response'),
              actor: 'client',
              suggested: true,
            },
          ]
    case 'submittal:holding_off_too_many_in_process':
    case 'submittal:holding_off_search_on_hold':
    case 'submittal:holding_off_need_feedback':
    case 'submittal:holding_off_final_interview_pending_offer':
      return [
        ...withClient(),
        {
          action: 'updateCurrentStatus',
          to: at('submittal', 'current', target.slice('submittal:'.length) as StageCurrentStatus),
          actor: 'am',
        },
      ]
    case 'submittal:accepted':
      return acceptedByClient()
    case 'submittal:rejected:provider':
      return [
        ...submitted(true),
        {
          action: 'reject',
          to: at('submittal', 'rejected', 'pending_am_approval'),
          actor: 'am',
          rejectedBy: 'provider',
        },
      ]
    case 'submittal:rejected:client':
      return [
        ...withClient(),
        { action: 'reject', to: at('submittal', 'rejected', 'am_submitted'), actor: 'client', rejectedBy: 'client' },
      ]
    case 'submittal:rejected:candidate':
      return [
        ...pitchedByClient(),
        {
          action: 'respondToOpportunity',
          to: at('submittal', 'rejected', 'pending_candidate_response'),
          actor: 'candidate',
          rejectedBy: 'candidate',
        },
      ]
    case 'send_out:scheduled_no_action_items':
      return interviewing(rng.int(1, 2), 'upcoming')
    case 'send_out:waiting_for_next_steps':
      return [
        ...interviewing(rng.int(1, 2), 'completed'),
        { action: 'updateCurrentStatus', to: at('send_out', 'current', 'waiting_for_next_steps'), actor: 'client' },
      ]
    case 'send_out:reference_checks':
      return [
        ...interviewing(2, 'completed'),
        { action: 'updateCurrentStatus', to: at('send_out', 'current', 'reference_checks'), actor: 'client' },
      ]
    case 'send_out:rescheduling_client':
    case 'send_out:rescheduling_candidate':
      return [
        ...interviewing(rng.int(1, 2), 'cancelled'),
        {
          action: 'updateCurrentStatus',
          to: at('send_out', 'current', target.slice('send_out:'.length) as StageCurrentStatus),
          actor: target.endsWith('client') ? 'client' : 'recruiter',
        },
      ]
    case 'send_out:accepted':
      return [
        ...interviewing(2, 'completed'),
        { action: 'changeStatus', to: at('send_out', 'accepted', 'reference_checks'), actor: 'client' },
      ]
    case 'send_out:rejected:client': {
      const rounds = rng.int(1, 2)
      return [
        ...interviewing(rounds, 'completed'),
        { action: 'updateCurrentStatus', to: at('send_out', 'current', 'waiting_for_next_steps'), actor: 'client' },
        {
          action: 'reject',
          to: at('send_out', 'rejected', 'waiting_for_next_steps'),
          actor: 'hiringManager',
          rejectedBy: 'client',
        },
      ]
    }
    case 'send_out:rejected:candidate':
      return [
        ...interviewing(1, 'completed'),
        {
          action: 'reject',
          to: at('send_out', 'rejected', 'scheduled_no_action_items'),
          actor: 'recruiter',
          rejectedBy: 'candidate',
        },
      ]
    case 'send_out:rejected:provider':
      return [
        ...interviewing(1, 'completed'),
        {
          action: 'reject',
          to: at('send_out', 'rejected', 'scheduled_no_action_items'),
          actor: 'recruiter',
          rejectedBy: 'provider',
        },
      ]
    case 'offer:current':
      return offered()
    case 'offer:accepted':
      return [
        ...offered(),
        { action: 'updateOffer', to: at('offer'), actor: 'am', offer: 'written' },
        { action: 'moveToHired', to: at('offer', 'accepted'), actor: 'client', hire: true },
      ]
    case 'offer:rejected:candidate':
      return [
        ...offered(),
        { action: 'reject', to: at('offer', 'rejected'), actor: 'recruiter', rejectedBy: 'candidate' },
      ]
    case 'offer:rejected:client':
      return [...offered(), { action: 'reject', to: at('offer', 'rejected'), actor: 'client', rejectedBy: 'client' }]
    case 'offer:rejected:provider':
      // e.g. references or the background check did not hold up
      return [...offered(), { action: 'reject', to: at('offer', 'rejected'), actor: 'am', rejectedBy: 'provider' }]
    case 'closed:rejected': {
      const path = rng.pick([() => submitted(true), withClient, acceptedByClient, () => interviewing(1, 'completed')])()
      const last = path[path.length - 1]!.to
      return [
        ...path,
        { action: 'closeJob', to: { ...last, stageStatus: 'rejected' }, actor: 'am', rejectedBy: 'provider' },
      ]
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Which placements each job gets

/** The rarer states, dealt round-robin over the open jobs so each appears at least twice. */
export const COVERAGE_TARGETS: readonly Target[] = [
  'shortlist:jit_suggested',
  'shortlist:jit_farming',
  'shortlist:jit_farming_unlocked',
  'shortlist:jit_error',
  'shortlist:interested_not_a_fit',
  'shortlist:inmail_sequence',
  'shortlist:inmail_sent',
  'shortlist:inmail_error',
  'submittal:scheduling_first_round',
  'submittal:scheduling_next_round',
  'submittal:additional_info_needed',
  'submittal:pending_candidate_response',
  'submittal:opportunity_accepted',
  'submittal:holding_off_too_many_in_process',
  'submittal:holding_off_search_on_hold',
  'submittal:holding_off_need_feedback',
  'submittal:holding_off_final_interview_pending_offer',
  'submittal:rejected:candidate',
  'send_out:reference_checks',
  'send_out:rescheduling_client',
  'send_out:rescheduling_candidate',
  'send_out:accepted',
  'send_out:rejected:candidate',
  'send_out:rejected:provider',
  'offer:current',
  'offer:accepted',
  'offer:rejected:candidate',
  'offer:rejected:client',
  'offer:rejected:provider',
]

const OPEN_CORE: readonly Target[] = [
  'recommended',
  'recommended',
  'recommended_jit',
  'recommended_jit',
  'matching',
  'matching',
  'hidden',
  'hidden',
  'pitched',
  'pitched',
  'shortlist:not_pitched',
  'shortlist:not_pitched',
  'shortlist:pitched_pending',
  'shortlist:pitched_pending',
  'shortlist:interested',
  'shortlist:interested',
  'shortlist:not_interested',
  'submittal:none',
  'submittal:pending_am_approval',
  'submittal:pending_am_approval',
  'submittal:am_submitted',
  'submittal:am_submitted',
  'submittal:accepted',
  'submittal:rejected:provider',
  'submittal:rejected:client',
  'send_out:scheduled_no_action_items',
  'send_out:waiting_for_next_steps',
  'send_out:rejected:client',
]

const OPPORTUNISTIC_CORE: readonly Target[] = [
  'recommended',
  'recommended',
  'recommended_jit',
  'hidden',
  'pitched',
  'shortlist:not_pitched',
  'shortlist:pitched_pending',
  'shortlist:interested',
  'shortlist:jit_suggested',
  'submittal:pending_am_approval',
  'submittal:am_submitted',
  'submittal:holding_off_search_on_hold',
  'submittal:holding_off_too_many_in_process',
  'submittal:rejected:client',
  'send_out:waiting_for_next_steps',
  'send_out:scheduled_no_action_items',
]

const PENDING_CORE: readonly Target[] = [
  'recommended',
  'recommended',
  'recommended',
  'recommended_jit',
  'matching',
  'hidden',
  'pitched',
  'shortlist:not_pitched',
  'shortlist:not_pitched',
  'shortlist:pitched_pending',
]

const CLOSED_FILLED: readonly Target[] = [
  'offer:accepted',
  'closed:rejected',
  'closed:rejected',
  'closed:rejected',
  'closed:rejected',
  'submittal:rejected:client',
  'submittal:rejected:client',
  'submittal:rejected:provider',
  'send_out:rejected:client',
  'send_out:rejected:client',
  'offer:rejected:candidate',
  'shortlist:not_pitched',
  'shortlist:not_interested',
  'hidden',
  'recommended',
]

const CLOSED_CANCELLED: readonly Target[] = [
  'closed:rejected',
  'closed:rejected',
  'closed:rejected',
  'closed:rejected',
  'submittal:rejected:client',
  'submittal:rejected:provider',
  'send_out:rejected:client',
  'shortlist:pitched_pending',
  'recommended',
]

/** The targets of one job: its core set, plus the rarer states dealt to open jobs. */
export function targetsForJob(
  pipeline: 'open' | 'opportunistic' | 'pending' | 'closedFilled' | 'closedCancelled',
  coverage: () => Target,
  rng: Random,
): Target[] {
  switch (pipeline) {
    case 'open': {
      const extra = Array.from({ length: 4 }, coverage)
      const filler = rng.sample(
        [
          'recommended',
          'shortlist:interested',
          'shortlist:pitched_pending',
          'submittal:pending_am_approval',
          'matching',
        ] as const,
        rng.int(1, 4),
      )
      return [...OPEN_CORE, ...extra, ...filler]
    }
    case 'opportunistic':
      return [...OPPORTUNISTIC_CORE]
    case 'pending':
      return [...PENDING_CORE]
    case 'closedFilled':
      return [...CLOSED_FILLED]
    case 'closedCancelled':
      return [...CLOSED_CANCELLED]
  }
}

// ---------------------------------------------------------------------------------------------
// Rows of one placement

export interface PlacementPeople {
  recruiterId: string
  amId: string
  client: { id: string; email: string; name: string }
  hiringManager: { id: string; email: string; name: string }
  candidateUserId: string | null
}

export interface PlacementInput {
  jobId: string
  candidateId: string
  target: Target
  moves: Move[]
  people: PlacementPeople
  asOf: Date
  /** Days before asOf the job opened, and (closed jobs) closed. */
  openedDaysAgo: number
  closedDaysAgo: number | null
  timezone: string
  /** The job's pay ranges, for offers. */
  base: readonly [number, number]
  ote: readonly [number, number]
  snippetPublished: boolean
  submittalBlurbHtml: string
  candidateFirstName: string
  /** Days before asOf the last move happened (defaults: recent). */
  lastMoveDaysAgo?: number
}

export interface PlacementRows {
  jobCandidate: NewJobCandidateRow & { id: string }
  history: NewJobCandidateHistoryRow[]
  interviews: (NewInterviewRow & { id: string })[]
  interviewers: NewInterviewInterviewerRow[]
  feedback: NewInterviewFeedbackRow[]
  offers: NewOfferRow[]
  hire: NewHireRow | null
}

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

const PROVIDER_REASONS = [
  'providerExperienceMismatch',
  'providerCompensationMismatch',
  'providerTrackRecord',
  'providerTenure',
  'providerUnresponsive',
  'providerRoleFilled',
]
const CLIENT_REASONS = [
  'clientIndustryExperience',
  'clientSegmentExperience',
  'clientTrackRecord',
  'clientTooJunior',
  'clientCompensation',
  'clientMovedForwardWithOthers',
  'clientCultureFit',
]
const CANDIDATE_REASONS = [
  'candidateAcceptedOtherOffer',
  'candidateAcceptedCounterOffer',
  'candidateCompensation',
  'candidateRoleNotAsExpected',
  'candidateProcessTooLong',
]
const INTERVIEW_REASONS = [
  'weakDiscovery',
  'weakMockPitch',
  'lackOfPreparation',
  'segmentExperience',
  'trackRecord',
  'strongerCandidate',
]
const OPPORTUNITY_REASONS = [
  'compensationTooLow',
  'notInterestedInCompany',
  'roleLevelNotAFit',
  'happyInCurrentRole',
  'timingNotRight',
]

const INTERVIEW_TITLES = [
  'Hiring manager interview',
  'Panel: mock discovery call',
  'Meet the team',
  'Executive conversation',
  'Reference checks',
]

/** The rows a placement writes: the stage row, one history row per move, interviews, offers, hire. */
export function buildPlacement(input: PlacementInput, rng: Random): PlacementRows {
  const { moves, people, asOf } = input
  const id = rng.uuid()
  const n = moves.length

  // When: spread the moves between the job's opening (or a later start) and the last move.
  const closedAgo = input.closedDaysAgo
  const endDays =
    input.target === 'closed:rejected' && closedAgo !== null
      ? closedAgo
      : (input.lastMoveDaysAgo ??
        (closedAgo ?? 0) + rng.int(0, Math.max(0, Math.min(12, input.openedDaysAgo - (closedAgo ?? 0) - n))))
  const latestStart = Math.max(endDays + n, input.openedDaysAgo - 1)
  const startDays = rng.int(Math.min(latestStart, endDays + n), latestStart)
  const startMs = asOf.getTime() - startDays * DAY + rng.int(13, 17) * HOUR
  const endMs = Math.max(startMs + n * HOUR, asOf.getTime() - endDays * DAY - rng.int(3, 9) * HOUR)
  const cuts = Array.from({ length: Math.max(0, n - 2) }, () => rng.next()).sort((a, b) => a - b)
  const fractions = n === 1 ? [1] : [0, ...cuts, 1]
  // Office hours: each instant's time of day is squeezed into 13:00-23:00 UTC (order is kept).
  const officeHours = (ms: number) => {
    const dayStart = Math.floor(ms / DAY) * DAY
    return dayStart + 13 * HOUR + Math.round(((ms - dayStart) / DAY) * 10 * HOUR)
  }
  const times = fractions.map((f, i) => new Date(officeHours(Math.round(startMs + f * (endMs - startMs))) + i * 60_000))

  const actor = (who: Actor): { id: string | null; type: UserType } => {
    switch (who) {
      case 'recruiter':
        return { id: people.recruiterId, type: 'staff' }
      case 'am':
        return { id: people.amId, type: 'staff' }
      case 'client':
        return { id: people.client.id, type: 'client' }
      case 'hiringManager':
        return { id: people.hiringManager.id, type: 'client' }
      case 'candidate':
        return { id: people.candidateUserId, type: 'candidate' }
      case 'system':
        return { id: null, type: 'system' }
    }
  }

  const history: NewJobCandidateHistoryRow[] = []
  const interviews: PlacementRows['interviews'] = []
  const interviewers: NewInterviewInterviewerRow[] = []
  const feedback: NewInterviewFeedbackRow[] = []
  const offers: NewOfferRow[] = []
  let hire: NewHireRow | null = null

  const row: PlacementRows['jobCandidate'] = {
    id,
    jobId: input.jobId,
    candidateId: input.candidateId,
    stageType: moves[n - 1]!.to.stageType,
    stageStatus: moves[n - 1]!.to.stageStatus,
    currentStatus: moves[n - 1]!.to.currentStatus,
    version: n,
  }
  let from: Position | null = null
  let stageStartedAt = times[0]!
  let rejection: { by: RejectingParty; reasons: string[]; notification: string; notes: string } | null = null

  moves.forEach((move, i) => {
    const when = times[i]!
    const who = actor(move.actor)
    const data: Record<string, unknown> = {}
    if (!from || from.stageType !== move.to.stageType) stageStartedAt = when
    if (i === 0) {
      row.createdBy = who.id
      row.createdByUserType = who.type
      row.createdAt = when
    }
    if (move.pool) {
      row.pool = move.pool
      row.score = Math.round((move.pool === 'jit' ? 70 : 60) + rng.next() * 28)
      data.score = row.score
    }
    if (move.suggested) row.isSuggestedToCandidate = true
    if (move.candidateAccepted) row.candidateAcceptedJitAt = when
    if (move.jitFlag) row.jitFlaggedAt = when
    if (move.jitHandoff) {
      row.jitHandedOffAt = when
      row.isLocked = true
    }
    if (move.action === 'jitHandoff' && !move.jitHandoff) {
      row.jitHandedOffAt = when
      data.error = 'Marketing automation rejected the contact: no valid e-mail address'
    }
    if (move.unlock) {
      row.isLocked = false
      row.unlockedAt = when
      row.unlockedBy = who.id
    }
    if (
      move.to.stageType === 'submittal' &&
      (move.to.currentStatus === 'am_submitted' || move.action === 'pitchOpportunity') &&
      !row.isSubmittedToClient
    ) {
      row.isSubmittedToClient = true
      row.submittedToClientAt = when
    }
    if (move.action === 'hide') {
      const reason = rng.pick([
        'notAFit',
        'tooJunior',
        'compensationMismatch',
        'locationMismatch',
        'industryMismatch',
        'alreadyInProcess',
      ])
      row.feedbackId = lov('hidingCandidateReason', reason)
      data.reason = reason
    }
    if (move.to.currentStatus === 'not_interested' || move.to.currentStatus === 'interested_not_a_fit') {
      row.feedbackId = lov(
        'jobStageFeedback',
        rng.pick(['compensationMismatch', 'happyInCurrentRole', 'notInterestedInCompany', 'timing', 'segmentMismatch']),
      )
    }
    if (move.rejectedBy) {
      const by = move.rejectedBy
      const fromOpportunity = move.action === 'respondToOpportunity'
      const interview = move.to.stageType === 'send_out' && by === 'client'
      const reasons = fromOpportunity
        ? [lov('jitOpportunityNotInterestedReason', rng.pick(OPPORTUNITY_REASONS))]
        : interview
          ? [
              lov('interviewRejectionReason', rng.pick(INTERVIEW_REASONS)),
              lov('rejectionNotificationReason', rng.pick(CLIENT_REASONS)),
            ]
          : [
              lov(
                'rejectionNotificationReason',
                rng.pick(
                  move.action === 'closeJob'
                    ? ['providerRoleFilled']
                    : by === 'provider'
                      ? PROVIDER_REASONS
                      : by === 'client'
                        ? CLIENT_REASONS
                        : CANDIDATE_REASONS,
                ),
              ),
            ]
      const notes =
        move.action === 'closeJob'
          ? 'Job closed; candidate notified.'
          : by === 'candidate'
            ? `${input.candidateFirstName} withdrew from the process.`
            : by === 'client'
              ? 'Client passed after review.'
              : 'Not moving forward at this time.'
      rejection = { by, reasons, notification: lov('rejectionNotification', by), notes }
      data.rejectionReasonIds = reasons
    }
    if (move.interview) {
      const interviewId = rng.uuid()
      const next = times[i + 1]
      let startsAt: Date
      if (move.interview.outcome === 'completed') {
        // Between this move and the next, on a business day afternoon (UTC), never after the next move.
        const until = (next ?? new Date(asOf.getTime() - 6 * HOUR)).getTime()
        const middle = when.getTime() + Math.max(HOUR, (until - when.getTime()) * 0.6)
        const dayStart = Math.floor(middle / DAY) * DAY
        let slot = dayStart + rng.int(14, 20) * HOUR + (rng.chance(0.5) ? 30 * 60_000 : 0)
        if (slot >= until) slot -= DAY
        if (slot <= when.getTime()) slot = when.getTime() + HOUR
        startsAt = new Date(slot)
      } else {
        startsAt = new Date(
          asOf.getTime() + rng.int(1, 8) * DAY + rng.int(14, 21) * HOUR + (rng.chance(0.5) ? 30 * 60_000 : 0),
        )
      }
      startsAt = new Date(Math.ceil(startsAt.getTime() / (15 * 60_000)) * 15 * 60_000)
      const round = move.interview.round
      const cancelled = move.interview.outcome === 'cancelled'
      interviews.push({
        id: interviewId,
        jobCandidateId: id,
        jobId: input.jobId,
        candidateId: input.candidateId,
        type: round === 1 ? 'video' : rng.pick(['video', 'inPerson', 'finalInterview'] as const),
        title: INTERVIEW_TITLES[Math.min(round - 1, INTERVIEW_TITLES.length - 1)]!,
        round,
        startsAt,
        durationMinutes: round === 1 ? 30 : rng.pick([45, 60]),
        timezone: input.timezone,
        notes:
          round === 1
            ? 'Focus on recent quota attainment and deal examples.'
            : 'Bring a 10-minute walkthrough of a recent closed-won deal.',
        meetingMethod: 'zoom',
        meetingId: `${800_000_000 + rng.int(0, 199_999_999)}`,
        meetingUrl: `https://zoom.example.com/j/${800_000_000 + rng.int(0, 199_999_999)}`,
        state: cancelled ? 'cancelled' : move.interview.outcome === 'completed' ? 'completed' : 'scheduled',
        cancelledAt: cancelled ? times[n - 1] : null,
        cancelledBy: cancelled ? who.id : null,
        candidateResponse: move.interview.outcome === 'upcoming' && rng.chance(0.4) ? 'pending' : 'accepted',
        candidateRespondedAt: move.interview.outcome === 'upcoming' ? null : new Date(when.getTime() + 3 * HOUR),
        createdBy: who.id,
        createdAt: when,
        updatedAt: cancelled ? times[n - 1] : when,
      })
      interviewers.push({
        interviewId,
        userId: people.hiringManager.id,
        email: people.hiringManager.email,
        name: people.hiringManager.name,
      })
      if (round > 1 && people.client.id !== people.hiringManager.id) {
        interviewers.push({
          interviewId,
          userId: people.client.id,
          email: people.client.email,
          name: people.client.name,
        })
      }
      if (move.interview.outcome === 'completed') {
        const rating = rng.int(3, 5)
        const discovery = rng.int(2, 5)
        rng.int(3, 5) // was a third score: drawn still, so the rest of the seed stays the same
        feedback.push({
          interviewId,
          jobCandidateId: id,
          authorId: people.hiringManager.id,
          rating,
          recommendation: rating + discovery >= 9 ? 'strongYes' : rating >= 4 ? 'yes' : 'no',
          // the demo jobs set no interview questions: answers stay empty
          answers: {},
          notes:
            rating >= 4
              ? 'Strong discovery and crisp storytelling on deal examples.'
              : 'Good energy; thinner on enterprise process than we hoped.',
          createdAt: new Date(startsAt.getTime() + 2 * HOUR),
          updatedAt: new Date(startsAt.getTime() + 2 * HOUR),
        })
      }
      data.interviewId = interviewId
      data.round = round
      data.startsAt = startsAt.toISOString()
    }
    if (move.offer) {
      const salary = Math.round(rng.int(input.base[0], input.base[1]) / 5000) * 5000
      const ote = Math.max(salary + 10_000, Math.round(rng.int(input.ote[0], input.ote[1]) / 5000) * 5000)
      const live = offers[offers.length - 1]
      if (live) live.supersededAt = when
      offers.push({
        jobCandidateId: id,
        jobId: input.jobId,
        candidateId: input.candidateId,
        offerTypeId: lov('offerType', move.offer),
        salary,
        ote,
        additionalInfoNotes:
          move.offer === 'verbal'
            ? 'Verbal offer; written offer to follow after references.'
            : 'Written offer sent through DocuSign.',
        createdBy: who.id,
        createdAt: when,
        updatedAt: when,
      })
      data.salary = salary
      data.ote = ote
    }
    if (move.hire) {
      const live = offers[offers.length - 1]!
      const joining = new Date(when.getTime() + rng.int(14, 30) * DAY)
      hire = {
        jobCandidateId: id,
        jobId: input.jobId,
        candidateId: input.candidateId,
        joiningDate: joining.toISOString().slice(0, 10),
        hiredNotes: 'Signed; start date confirmed with the hiring manager.',
        salary: live.salary,
        ote: live.ote,
        stockOptions: rng.chance(0.7) ? 'Standard new-hire grant' : null,
        createdBy: who.id,
        createdAt: when,
        updatedAt: when,
      }
      data.joiningDate = hire.joiningDate
    }
    history.push({
      jobCandidateId: id,
      jobId: input.jobId,
      candidateId: input.candidateId,
      action: move.action,
      fromStageType: from?.stageType ?? null,
      fromStageStatus: from?.stageStatus ?? null,
      fromCurrentStatus: from?.currentStatus ?? null,
      toStageType: move.to.stageType,
      toStageStatus: move.to.stageStatus,
      toCurrentStatus: move.to.currentStatus,
      rejectedBy: move.rejectedBy ?? null,
      rejectionReasonIds: (data.rejectionReasonIds as string[] | undefined) ?? [],
      notes: move.rejectedBy ? ((rejection as { notes: string } | null)?.notes ?? null) : null,
      data,
      actorId: who.id,
      actorUserType: who.type,
      createdAt: when,
    })
    from = move.to
    row.statusUpdatedAt = when
    row.statusUpdatedBy = who.id
    row.statusUpdatedByUserType = who.type
    row.updatedAt = when
  })

  row.stageStartedAt = stageStartedAt
  const finalRejection = rejection as {
    by: RejectingParty
    reasons: string[]
    notification: string
    notes: string
  } | null
  if (row.stageStatus === 'rejected' && finalRejection) {
    row.rejectedBy = finalRejection.by
    row.rejectionReasonIds = finalRejection.reasons
    row.rejectionNotificationId = finalRejection.notification
    row.rejectionNotes = finalRejection.notes
  }
  if (['submittal', 'send_out', 'offer'].includes(row.stageType)) row.submittalBlurbHtml = input.submittalBlurbHtml
  const snippetStage =
    row.stageType !== 'recommended' &&
    row.stageType !== 'matching' &&
    row.stageType !== 'hidden' &&
    row.stageType !== 'pitched'
  if (
    input.snippetPublished &&
    snippetStage &&
    row.currentStatus !== 'jit_suggested' &&
    row.currentStatus !== 'jit_farming' &&
    rng.chance(0.35)
  ) {
    row.snippetSentAt = new Date(row.stageStartedAt.getTime() + HOUR)
    row.snippetSentBy = people.recruiterId
  }
  if (['submittal', 'send_out', 'offer'].includes(row.stageType) && row.isSubmittedToClient && rng.chance(0.2)) {
    row.pushedToAtsAt = new Date((row.submittedToClientAt ?? stageStartedAt).getTime() + 2 * HOUR)
  }
  return { jobCandidate: row, history, interviews, interviewers, feedback, offers, hire }
}
