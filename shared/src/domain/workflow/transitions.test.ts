import { describe, expect, it, test } from 'vitest'
import {
  type AnyStageAction,
  listOf,
  NOT_IN_JOB,
  type StageChanges,
  type StageState,
  stageMoved,
  type TransitionContext,
  transition,
} from './transitions'
import { ACTIONS } from './vocabulary'

const now = new Date('2026-03-02T10:00:00Z')
const ctx: TransitionContext = { now, actorId: 'user-1', party: 'provider' }

function state(
  stageType: StageState['stageType'],
  stageStatus: StageState['stageStatus'] = 'current',
  currentStatus: StageState['currentStatus'] = null,
  extra: Partial<StageState> = {},
): StageState {
  return {
    ...NOT_IN_JOB,
    stageType,
    stageStatus,
    currentStatus,
    rejectedBy: stageStatus === 'rejected' ? 'client' : null,
    ...extra,
  }
}

const cleared = { rejectedBy: null, rejectionReasonIds: [], rejectionNotes: null, rejectionNotificationId: null }

interface Case {
  name: string
  action: AnyStageAction
  from: StageState
  context?: Partial<TransitionContext>
  expected: StageChanges
}

const CASES: Case[] = [
  {
    name: 'submit: pending account-manager approval, not seen by the client',
    action: 'submit',
    from: state('shortlist'),
    expected: {
      stageType: 'submittal',
      stageStatus: 'current',
      currentStatus: 'pending_am_approval',
      ...cleared,
      isSubmittedToClient: false,
      submittedToClientAt: null,
      isLocked: false,
    },
  },
  ...(['submitToClient', 'bulkApprove'] as const).map(
    (action): Case => ({
      name: `${action}: AM Submitted, now seen by the client`,
      action,
      from: state('submittal', 'current', 'pending_am_approval'),
      expected: {
        stageType: 'submittal',
        stageStatus: 'current',
        currentStatus: 'am_submitted',
        ...cleared,
        isSubmittedToClient: true,
        submittedToClientAt: now,
      },
    }),
  ),
  {
    name: 'accept: submittal accepted, scheduling the first round',
    action: 'accept',
    from: state('submittal', 'current', 'am_submitted', { isSubmittedToClient: true }),
    expected: {
      stageType: 'submittal',
      stageStatus: 'accepted',
      currentStatus: 'scheduling_first_round',
      ...cleared,
      isSubmittedToClient: true,
    },
  },
  ...(['requestForInfo', 'pitchOpportunity'] as const).map(
    (action): Case => ({
      name: `${action}: pending the candidate's response, stamped as submitted now`,
      action,
      from: state('shortlist'),
      expected: {
        stageType: 'submittal',
        stageStatus: 'current',
        currentStatus: 'pending_candidate_response',
        ...cleared,
        isSubmittedToClient: true,
        submittedToClientAt: now,
        isSuggestedToCandidate: true,
        candidateAcceptedJitAt: null,
      },
    }),
  ),
  {
    name: 'requestForInfo on a row already submitted keeps its submission time',
    action: 'requestForInfo',
    from: state('submittal', 'current', 'am_submitted', { isSubmittedToClient: true }),
    expected: {
      stageType: 'submittal',
      stageStatus: 'current',
      currentStatus: 'pending_candidate_response',
      ...cleared,
      isSubmittedToClient: true,
      submittedToClientAt: undefined,
      isSuggestedToCandidate: true,
      candidateAcceptedJitAt: null,
    },
  },
  {
    name: 'the candidate answers interested: AM Submitted, the client decides',
    action: 'respondToOpportunity',
    from: state('submittal', 'current', 'pending_candidate_response'),
    context: { interested: true, party: 'candidate' },
    expected: {
      stageType: 'submittal',
      stageStatus: 'current',
      currentStatus: 'am_submitted',
      ...cleared,
      candidateAcceptedJitAt: now,
    },
  },
  {
    name: 'the candidate answers not interested: rejected by the candidate',
    action: 'respondToOpportunity',
    from: state('submittal', 'current', 'pending_candidate_response'),
    context: { interested: false, party: 'candidate' },
    expected: { stageStatus: 'rejected', rejectedBy: 'candidate' },
  },
  {
    name: 'withdrawOpportunity: rejected by the client, whoever withdraws',
    action: 'withdrawOpportunity',
    from: state('submittal', 'current', 'pending_candidate_response'),
    expected: { stageStatus: 'rejected', rejectedBy: 'client' },
  },
  {
    name: 'scheduleInterview: interviewing, scheduled with no action items',
    action: 'scheduleInterview',
    from: state('submittal', 'accepted', 'scheduling_first_round'),
    expected: {
      stageType: 'send_out',
      stageStatus: 'current',
      currentStatus: 'scheduled_no_action_items',
      ...cleared,
      isSubmittedToClient: true,
    },
  },
  {
    name: 'trackOffer: offer current',
    action: 'trackOffer',
    from: state('send_out', 'current', 'waiting_for_next_steps'),
    expected: { stageType: 'offer', stageStatus: 'current', currentStatus: null, ...cleared },
  },
  {
    name: 'moveToHired: offer accepted (= hired)',
    action: 'moveToHired',
    from: state('offer'),
    expected: { stageType: 'offer', stageStatus: 'accepted', currentStatus: null, ...cleared },
  },
  {
    name: "reject: same stage, rejected by the caller's party",
    action: 'reject',
    from: state('send_out', 'current', 'reference_checks'),
    context: { party: 'client' },
    expected: { stageStatus: 'rejected', rejectedBy: 'client' },
  },
  {
    name: 'closeJob: rejected for the closing party',
    action: 'closeJob',
    from: state('offer'),
    expected: { stageStatus: 'rejected', rejectedBy: 'provider' },
  },
  {
    name: 'unreject restores the status held before the rejection',
    action: 'unreject',
    from: state('submittal', 'rejected', 'scheduling_first_round'),
    context: { statusBeforeRejection: 'accepted' },
    expected: { stageStatus: 'accepted', ...cleared },
  },
  {
    name: 'unrejectOpportunity without a known earlier status: current',
    action: 'unrejectOpportunity',
    from: state('submittal', 'rejected', 'pending_candidate_response'),
    expected: { stageStatus: 'current', ...cleared },
  },
  {
    name: 'unreject never restores "rejected"',
    action: 'unreject',
    from: state('offer', 'rejected'),
    context: { statusBeforeRejection: 'rejected' },
    expected: { stageStatus: 'current', ...cleared },
  },
  {
    name: 'unsubmit: back to the shortlist, no longer submitted',
    action: 'unsubmit',
    from: state('submittal', 'current', 'am_submitted', { isSubmittedToClient: true }),
    expected: {
      stageType: 'shortlist',
      stageStatus: 'current',
      currentStatus: null,
      ...cleared,
      isSubmittedToClient: false,
      submittedToClientAt: null,
    },
  },
  {
    name: 'shortlist: shortlist current, unlocked',
    action: 'shortlist',
    from: state('matching'),
    expected: { stageType: 'shortlist', stageStatus: 'current', currentStatus: null, ...cleared, isLocked: false },
  },
  ...(
    [
      ['unShortlist', 'shortlist'],
      ['unHide', 'hidden'],
    ] as const
  ).map(
    ([action, stageType]): Case => ({
      name: `${action}: back to matching`,
      action,
      from: state(stageType),
      expected: { stageType: 'matching', stageStatus: 'current', currentStatus: null, ...cleared, isLocked: false },
    }),
  ),
  {
    name: 'hide: hidden current',
    action: 'hide',
    from: state('matching'),
    expected: { stageType: 'hidden', stageStatus: 'current', currentStatus: null, ...cleared, isLocked: false },
  },
  ...(['recommended', 'matching', 'hidden'] as const).flatMap((stageType) =>
    (['pitch', 'pitchInMail'] as const).map(
      (action): Case => ({
        name: `${action} from the ${stageType} pool: pitched`,
        action,
        from: state(stageType),
        expected: { stageType: 'pitched', stageStatus: 'current', currentStatus: null, ...cleared },
      }),
    ),
  ),
  {
    name: 'pitch on the shortlist: Pitched: Pending',
    action: 'pitch',
    from: state('shortlist', 'current', 'not_pitched'),
    expected: { currentStatus: 'pitched_pending' },
  },
  {
    name: 'pitchInMail on the shortlist: InMail Sequence (drafted, not sent)',
    action: 'pitchInMail',
    from: state('shortlist'),
    expected: { currentStatus: 'inmail_sequence' },
  },
  {
    name: 'confirmInMail sent on the shortlist: InMail Sent',
    action: 'confirmInMail',
    from: state('shortlist', 'current', 'inmail_sequence'),
    context: { inMailSent: true },
    expected: { currentStatus: 'inmail_sent' },
  },
  {
    name: 'confirmInMail failed on the shortlist: InMail Error',
    action: 'confirmInMail',
    from: state('shortlist', 'current', 'inmail_sequence'),
    context: { inMailSent: false },
    expected: { currentStatus: 'inmail_error' },
  },
  { name: 'confirmInMail on a pitched row: no change', action: 'confirmInMail', from: state('pitched'), expected: {} },
  { name: 'pitch on an already pitched row: no change', action: 'pitch', from: state('pitched'), expected: {} },
  {
    name: 'pitch on a rejected shortlist row: no change',
    action: 'pitch',
    from: state('shortlist', 'rejected'),
    expected: {},
  },
  { name: 'pitch on a submittal: no change', action: 'pitch', from: state('submittal'), expected: {} },
  {
    name: 'jitFarm: shortlist / JIT Farming, flagged now, not handed off yet',
    action: 'jitFarm',
    from: state('matching'),
    expected: {
      stageType: 'shortlist',
      stageStatus: 'current',
      currentStatus: 'jit_farming',
      ...cleared,
      isLocked: false,
      jitFlaggedAt: now,
      jitHandedOffAt: null,
    },
  },
  {
    name: 'jitHandoff: locked and pushed to the CRM',
    action: 'jitHandoff',
    from: state('shortlist', 'current', 'jit_farming'),
    expected: { isLocked: true, jitHandedOffAt: now, isPushedToCrm: true },
  },
  {
    name: 'unlock a JIT-farming row: still shortlisted, JIT status cleared',
    action: 'unlock',
    from: state('shortlist', 'current', 'jit_farming', { isLocked: true }),
    expected: { isLocked: false, unlockedAt: now, unlockedBy: 'user-1', currentStatus: null },
  },
  {
    name: 'unlock keeps any other sub-status',
    action: 'unlock',
    from: state('shortlist', 'current', 'interested', { isLocked: true }),
    expected: { isLocked: false, unlockedAt: now, unlockedBy: 'user-1', currentStatus: 'interested' },
  },
  ...(['sendSnippet', 'resendSnippet'] as const).map(
    (action): Case => ({
      name: `${action}: stamps the snippet`,
      action,
      from: state('submittal', 'current', 'am_submitted'),
      expected: { snippetSentAt: now, snippetSentBy: 'user-1' },
    }),
  ),
  {
    // the push is done later by the ATS outbox worker, which stamps pushedToAtsAt once the ATS has the candidate
    name: 'pushToATS: stamps nothing (the push has not happened yet)',
    action: 'pushToATS',
    from: state('offer', 'accepted'),
    expected: {},
  },
  {
    name: "delete: the row leaves the job's lists",
    action: 'delete',
    from: state('shortlist'),
    expected: { removedAt: now, removedBy: 'user-1' },
  },
  { name: 'updateOffer: no row change', action: 'updateOffer', from: state('offer'), expected: {} },
]

describe('transition: where each action takes the row', () => {
  it.each(CASES)('$name', ({ action, from, context, expected }) => {
    expect(transition(action, from, { ...ctx, ...context })).toStrictEqual(expected)
  })
})

describe('every action has a case', () => {
  it.each([...ACTIONS, 'jitFarm', 'jitHandoff', 'respondToOpportunity', 'closeJob'] satisfies AnyStageAction[])(
    '%s',
    (action) => {
      expect(CASES.some((c) => c.action === action)).toBe(true)
    },
  )
})

describe('stageMoved', () => {
  it.each([
    { name: 'a new stage type', changes: { stageType: 'submittal' }, expected: true },
    { name: 'a new stage status', changes: { stageStatus: 'rejected' }, expected: true },
    {
      name: 'the same stage written again',
      changes: { stageType: 'shortlist', stageStatus: 'current' },
      expected: false,
    },
    { name: 'a sub-status only', changes: { currentStatus: 'pitched_pending' }, expected: false },
    { name: 'flags only', changes: { isLocked: true }, expected: false },
  ] satisfies { name: string; changes: StageChanges; expected: boolean }[])('$name', ({ changes, expected }) => {
    expect(stageMoved(state('shortlist'), changes)).toBe(expected)
  })
})

describe('listOf: the list a row shows in', () => {
  test.each([
    ['recommended', null, 'recommended'],
    ['matching', null, 'matching'],
    ['pitched', null, 'matching'],
    ['hidden', null, 'hidden'],
    ['shortlist', null, 'shortlist'],
    ['shortlist', 'jit_farming', 'jitFarming'],
    ['submittal', 'pending_am_approval', 'jobStage'],
    ['send_out', null, 'jobStage'],
    ['offer', null, 'jobStage'],
  ] as const)('%s / %s -> %s', (stageType, currentStatus, list) => {
    expect(listOf({ stageType, currentStatus })).toBe(list)
  })
})
