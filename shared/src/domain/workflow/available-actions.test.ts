import { describe, expect, it } from 'vitest'
import { isActionPermitted } from './action-permissions'
import { VIEW_BUTTONS, viewFor } from './action-views'
import { availableActions, canBulkApprove, isActionAvailable, MAX_BULK_SELECTION } from './available-actions'
import type { CandidateStage } from './stage-row'
import { type InputOptions, input, row } from './test-helpers'
import { type Action, LIST_KINDS, type ListKind, VIEWER_KINDS, type ViewerKind } from './vocabulary'

interface ViewCase {
  name: string
  viewer: ViewerKind
  list: ListKind
  candidate: CandidateStage
  options?: InputOptions
  primary: Action[]
  secondary: Action[]
}

// The "Action buttons per view" table (000 §6, 001 §6), one or more rows per table row. Each
// case names the row of the table it checks and a candidate row that permits as much of it as
// one row can.
const VIEWS: ViewCase[] = [
  {
    name: 'Recruiter, matching: Pitch, Shortlist, Submit, Hide | Delete',
    viewer: 'recruiter',
    list: 'matching',
    candidate: row('matching'),
    primary: ['pitch', 'pitchInMail', 'shortlist', 'submit', 'hide'],
    secondary: ['delete'],
  },
  {
    name: 'Recruiter, recommended: Pitch, Shortlist, Submit, Hide | Delete',
    viewer: 'recruiter',
    list: 'recommended',
    candidate: row('recommended'),
    primary: ['pitch', 'pitchInMail', 'shortlist', 'submit', 'hide'],
    secondary: ['delete'],
  },
  {
    name: 'Recruiter, hidden (not in the table; a pool like matching): no Hide from hidden',
    viewer: 'recruiter',
    list: 'hidden',
    candidate: row('hidden'),
    primary: ['pitch', 'pitchInMail', 'shortlist', 'submit'],
    secondary: ['delete'],
  },
  {
    name: 'Recruiter, shortlist: adds Send Snippet (no Shortlist from the shortlist)',
    viewer: 'recruiter',
    list: 'shortlist',
    candidate: row('shortlist', 'current', 'interested'),
    primary: ['pitch', 'pitchInMail', 'submit', 'hide', 'sendSnippet'],
    secondary: ['delete'],
  },
  {
    name: 'Recruiter, shortlist: Resend Snippet once one was sent',
    viewer: 'recruiter',
    list: 'shortlist',
    candidate: row('shortlist', 'current', 'interested', { hasSnippetBeenSent: true }),
    primary: ['pitch', 'pitchInMail', 'submit', 'hide', 'resendSnippet'],
    secondary: ['delete'],
  },
  {
    name: 'Recruiter, shortlist: no snippet while JIT suggested',
    viewer: 'recruiter',
    list: 'shortlist',
    candidate: row('shortlist', 'current', 'jit_suggested'),
    primary: ['pitch', 'pitchInMail', 'submit', 'hide'],
    secondary: ['delete'],
  },
  {
    name: 'Recruiter, JIT farming: Unlock, Submit only (locked row)',
    viewer: 'recruiter',
    list: 'jitFarming',
    candidate: row('shortlist', 'current', 'jit_farming', { isLocked: true }),
    primary: ['unlock', 'submit'],
    secondary: [],
  },
  {
    name: 'Recruiter, JIT farming: Submit only before the hand-off locks the row',
    viewer: 'recruiter',
    list: 'jitFarming',
    candidate: row('shortlist', 'current', 'jit_farming'),
    primary: ['submit'],
    secondary: [],
  },
  {
    name: 'Recruiter, job stage: AM Submitted',
    viewer: 'recruiter',
    list: 'jobStage',
    candidate: row('submittal', 'current', 'am_submitted'),
    primary: ['reject', 'accept', 'scheduleInterview'],
    secondary: ['sendSnippet', 'pushToATS', 'delete', 'pitch', 'pitchInMail', 'submit', 'unsubmit'],
  },
  {
    name: 'Recruiter, job stage: Pending AM Approval',
    viewer: 'recruiter',
    list: 'jobStage',
    candidate: row('submittal', 'current', 'pending_am_approval'),
    primary: ['reject', 'submitToClient'],
    secondary: ['sendSnippet', 'delete', 'pitch', 'pitchInMail', 'submit', 'unsubmit'],
  },
  {
    name: 'Recruiter, job stage: Interviewing',
    viewer: 'recruiter',
    list: 'jobStage',
    candidate: row('send_out', 'current', 'scheduled_no_action_items', { hasSnippetBeenSent: true }),
    primary: ['reject', 'scheduleInterview', 'trackOffer'],
    secondary: ['resendSnippet', 'pushToATS', 'delete', 'pitch', 'pitchInMail', 'submit'],
  },
  {
    name: 'Recruiter, job stage: Offer (Track Offer updates it)',
    viewer: 'recruiter',
    list: 'jobStage',
    candidate: row('offer', 'current'),
    primary: ['reject', 'updateOffer'],
    secondary: ['sendSnippet', 'pushToATS', 'delete', 'pitch', 'pitchInMail', 'submit'],
  },
  {
    name: 'Recruiter, job stage: rejected submittal (Shortlist, Submit, Un-Reject)',
    viewer: 'recruiter',
    list: 'jobStage',
    candidate: row('submittal', 'rejected', 'am_submitted', { rejectedBy: 'client' }),
    primary: [],
    secondary: ['pushToATS', 'delete', 'pitch', 'pitchInMail', 'shortlist', 'submit', 'unreject'],
  },
  {
    name: 'Recruiter, job stage: closed job keeps Reject, Push to ATS, Delete, Submit, Un-Submit is gone',
    viewer: 'recruiter',
    list: 'jobStage',
    candidate: row('submittal', 'current', 'am_submitted'),
    options: { job: 'closed' },
    primary: ['reject'],
    secondary: ['pushToATS', 'delete', 'submit'],
  },
  {
    name: 'Non-staff, matching: Pitch, Delete (Hide is permitted but not listed)',
    viewer: 'nonStaff',
    list: 'matching',
    candidate: row('matching'),
    primary: ['pitch', 'pitchInMail', 'delete'],
    secondary: [],
  },
  {
    name: 'Non-staff, matching view of a shortlist row: Un-Shortlist',
    viewer: 'nonStaff',
    list: 'shortlist',
    candidate: row('shortlist'),
    primary: ['pitch', 'pitchInMail', 'unShortlist', 'delete'],
    secondary: [],
  },
  {
    name: 'Non-staff, matching view of a hidden row: Un-Hide',
    viewer: 'nonStaff',
    list: 'hidden',
    candidate: row('hidden'),
    primary: ['pitch', 'pitchInMail', 'unHide', 'delete'],
    secondary: [],
  },
  {
    name: 'Non-staff, job stage: no job stage actions',
    viewer: 'nonStaff',
    list: 'jobStage',
    candidate: row('submittal', 'current', 'am_submitted'),
    primary: [],
    secondary: [],
  },
  {
    name: 'Non-staff, recommended: Hide (Pitch and Delete are permitted but not listed)',
    viewer: 'nonStaff',
    list: 'recommended',
    candidate: row('recommended'),
    primary: ['hide'],
    secondary: [],
  },
  {
    name: 'Client, lists (matching): Shortlist, Pitch Opportunity, Hide',
    viewer: 'client',
    list: 'matching',
    candidate: row('matching'),
    primary: ['shortlist', 'pitchOpportunity', 'hide'],
    secondary: [],
  },
  {
    name: 'Client, lists (shortlist): Pitch Opportunity, Hide, Un-Shortlist',
    viewer: 'client',
    list: 'shortlist',
    candidate: row('shortlist'),
    primary: ['pitchOpportunity', 'hide', 'unShortlist'],
    secondary: [],
  },
  {
    name: 'Client, lists (hidden): Shortlist, Pitch Opportunity, Un-Hide',
    viewer: 'client',
    list: 'hidden',
    candidate: row('hidden'),
    primary: ['shortlist', 'pitchOpportunity', 'unHide'],
    secondary: [],
  },
  {
    name: 'Client, job stage: AM Submitted | Request for Info, Push to ATS',
    viewer: 'client',
    list: 'jobStage',
    candidate: row('submittal', 'current', 'am_submitted'),
    primary: ['reject', 'accept', 'scheduleInterview'],
    secondary: ['requestForInfo', 'pushToATS'],
  },
  {
    name: 'Client, job stage: Offer: Reject, Track Offer (update), Move to Hired',
    viewer: 'client',
    list: 'jobStage',
    candidate: row('offer', 'current'),
    primary: ['reject', 'updateOffer', 'moveToHired'],
    secondary: ['pushToATS'],
  },
  {
    name: 'Client, job stage: Interviewing: Reject, Schedule, Track Offer',
    viewer: 'client',
    list: 'jobStage',
    candidate: row('send_out', 'accepted'),
    primary: ['reject', 'scheduleInterview', 'trackOffer'],
    secondary: ['pushToATS'],
  },
  {
    name: 'Client, job stage: pitched opportunity awaiting the candidate can be withdrawn',
    viewer: 'client',
    list: 'jobStage',
    candidate: row('submittal', 'current', 'pending_candidate_response'),
    primary: ['reject', 'scheduleInterview', 'withdrawOpportunity'],
    secondary: [],
  },
  {
    name: 'Client, job stage: rejected by the client: Pitch Opportunity, Un-Reject',
    viewer: 'client',
    list: 'jobStage',
    candidate: row('submittal', 'rejected', 'am_submitted', { rejectedBy: 'client' }),
    primary: ['pitchOpportunity', 'unreject'],
    secondary: ['pushToATS'],
  },
  {
    name: 'Client, job stage: rejected by the candidate: Un-Reject undoes the opportunity rejection',
    viewer: 'client',
    list: 'jobStage',
    candidate: row('send_out', 'rejected', null, { rejectedBy: 'candidate' }),
    primary: ['unrejectOpportunity'],
    secondary: ['pushToATS'],
  },
  {
    name: 'Client, job stage: Pending AM Approval (Submit to Client is permitted but not listed)',
    viewer: 'client',
    list: 'jobStage',
    candidate: row('submittal', 'current', 'pending_am_approval'),
    primary: ['reject'],
    secondary: ['requestForInfo'],
  },
  {
    name: 'Client, recommended: nothing',
    viewer: 'client',
    list: 'recommended',
    candidate: row('recommended'),
    primary: [],
    secondary: [],
  },
]

describe('buttons per view (000 §6)', () => {
  it.each(VIEWS)('$name', ({ viewer, list, candidate, options, primary, secondary }) => {
    expect(availableActions(input(viewer, candidate, { ...options, list }))).toEqual({ primary, secondary })
  })
})

describe('presentation rule: a permitted action a view does not list is not shown', () => {
  it.each([
    {
      name: 'non-staff may hide from matching, but the view lists no Hide',
      viewer: 'nonStaff',
      list: 'matching',
      candidate: row('matching'),
      action: 'hide',
    },
    {
      name: 'non-staff may pitch from recommended, but the view lists only Hide',
      viewer: 'nonStaff',
      list: 'recommended',
      candidate: row('recommended'),
      action: 'pitch',
    },
    {
      name: 'a client may submit a Pending AM Approval row to the client, not a button',
      viewer: 'client',
      list: 'jobStage',
      candidate: row('submittal', 'current', 'pending_am_approval'),
      action: 'submitToClient',
    },
    {
      name: 'bulk approval is never a row button',
      viewer: 'recruiter',
      list: 'jobStage',
      candidate: row('submittal', 'current', 'pending_am_approval'),
      action: 'bulkApprove',
    },
    {
      name: 'recruiters see no Un-Shortlist on their shortlist',
      viewer: 'recruiter',
      list: 'shortlist',
      candidate: row('shortlist'),
      action: 'unShortlist',
    },
    {
      name: 'a locked JIT-farming row shows no Delete in the JIT farming view',
      viewer: 'recruiter',
      list: 'jitFarming',
      candidate: row('shortlist', 'current', 'jit_farming', { isLocked: true }),
      action: 'delete',
    },
    {
      name: 'client recommended shows nothing even where pitching would be allowed elsewhere',
      viewer: 'client',
      list: 'recommended',
      candidate: row('matching'),
      action: 'pitchOpportunity',
    },
  ] as const)('$name', ({ viewer, list, candidate, action }) => {
    const at = input(viewer, candidate, { list })
    expect(isActionPermitted(at, action)).toBe(true)
    expect(isActionAvailable(at, action)).toBe(false)
  })

  it('isActionAvailable agrees with availableActions for every viewer, list and action', () => {
    const rows = [
      row('recommended'),
      row('matching'),
      row('hidden'),
      row('shortlist'),
      row('shortlist', 'current', 'jit_farming', { isLocked: true }),
      row('submittal', 'current', 'am_submitted'),
      row('submittal', 'rejected', null, { rejectedBy: 'candidate' }),
      row('send_out', 'current'),
      row('offer', 'current'),
    ]
    for (const viewer of VIEWER_KINDS)
      for (const list of LIST_KINDS)
        for (const candidate of rows) {
          const at = input(viewer, candidate, { list })
          const { primary, secondary } = availableActions(at)
          for (const action of [...primary, ...secondary]) expect(isActionAvailable(at, action)).toBe(true)
          for (const action of VIEW_BUTTONS[viewFor(viewer, list)].primary)
            expect(isActionAvailable(at, action)).toBe(primary.includes(action))
        }
  })
})

describe('bulk approval (Other rules: only Pending AM Approval)', () => {
  const pending = input('recruiter', row('submittal', 'current', 'pending_am_approval'))
  it.each([
    { name: 'one Pending AM Approval row', selection: [pending], expected: true },
    {
      name: `${MAX_BULK_SELECTION} Pending AM Approval rows`,
      selection: Array(MAX_BULK_SELECTION).fill(pending),
      expected: true,
    },
    {
      name: 'NOT more than the selection limit',
      selection: Array(MAX_BULK_SELECTION + 1).fill(pending),
      expected: false,
    },
    { name: 'NOT an empty selection', selection: [], expected: false },
    {
      name: 'NOT a selection with an AM Submitted row',
      selection: [pending, input('recruiter', row('submittal', 'current', 'am_submitted'))],
      expected: false,
    },
    {
      name: 'NOT a selection with a submittal without status',
      selection: [pending, input('recruiter', row('submittal', 'current', null))],
      expected: false,
    },
    {
      name: 'NOT on a closed job',
      selection: [input('recruiter', row('submittal', 'current', 'pending_am_approval'), { job: 'closed' })],
      expected: false,
    },
    {
      name: 'NOT for non-staff',
      selection: [input('nonStaff', row('submittal', 'current', 'pending_am_approval'))],
      expected: false,
    },
  ])('$name', ({ selection, expected }) => {
    expect(canBulkApprove(selection)).toBe(expected)
  })
})
