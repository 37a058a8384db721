import type { Action, ListKind, ViewerKind } from './vocabulary'

/**
 * The spec's "Action buttons per view" table (000 §6, 001 §6): which actions a screen lists, and
 * whether as primary or secondary buttons. A view shows a listed action only when it is permitted
 * (action-permissions.ts); a permitted action the view does not list is not shown there.
 *
 * Some buttons of the table stand for a pair of actions, one of which is permitted at a time:
 * - "Pitch" is the e-mail or the InMail pitch (decisions doc): `pitch`, `pitchInMail`;
 * - "Send/Resend Snippet" (and "snippets"): `sendSnippet`, `resendSnippet`;
 * - "Un-Reject" undoes a provider/client rejection or the candidate's own: `unreject`, `unrejectOpportunity`;
 * - "Track Offer" tracks a new offer from Interviewing or updates the offer on an Offer row:
 *   `trackOffer`, `updateOffer`;
 * - the client's "Pitch Opportunity" also withdraws the opportunity it pitched:
 *   `pitchOpportunity`, `withdrawOpportunity`.
 * `bulkApprove` is a toolbar action over selected rows, never a row button (see canBulkApprove).
 */

export interface ActionGroups {
  primary: Action[]
  secondary: Action[]
}

export const VIEW_KEYS = [
  'recruiterPool',
  'recruiterShortlist',
  'recruiterJitFarming',
  'recruiterJobStage',
  'nonStaffLists',
  'nonStaffRecommended',
  'clientLists',
  'clientJobStage',
  'clientRecommended',
  'none',
] as const
export type ViewKey = (typeof VIEW_KEYS)[number]

const PITCH: Action[] = ['pitch', 'pitchInMail']
const SNIPPETS: Action[] = ['sendSnippet', 'resendSnippet']
const UN_REJECT: Action[] = ['unreject', 'unrejectOpportunity']
const TRACK_OFFER: Action[] = ['trackOffer', 'updateOffer']

export const VIEW_BUTTONS: Record<ViewKey, Readonly<ActionGroups>> = {
  // "Recruiter, matching or recommended": Pitch, Shortlist, Submit, Hide | Delete.
  recruiterPool: { primary: [...PITCH, 'shortlist', 'submit', 'hide'], secondary: ['delete'] },
  // "Recruiter, shortlist": the same, plus Send/Resend Snippet.
  recruiterShortlist: { primary: [...PITCH, 'shortlist', 'submit', 'hide', ...SNIPPETS], secondary: ['delete'] },
  // "Recruiter, JIT farming": Unlock, Submit only.
  recruiterJitFarming: { primary: ['unlock', 'submit'], secondary: [] },
  // "Recruiter, job stage".
  recruiterJobStage: {
    primary: ['reject', 'accept', 'submitToClient', 'scheduleInterview', ...TRACK_OFFER],
    secondary: [...SNIPPETS, 'pushToATS', 'delete', ...PITCH, 'shortlist', 'submit', ...UN_REJECT, 'unsubmit'],
  },
  // "Non-staff, matching": Pitch, Un-Hide, Un-Shortlist, Delete; no job stage actions.
  nonStaffLists: { primary: [...PITCH, 'unHide', 'unShortlist', 'delete'], secondary: [] },
  // "Non-staff, recommended": Hide.
  nonStaffRecommended: { primary: ['hide'], secondary: [] },
  // "Client, lists".
  clientLists: { primary: ['shortlist', 'pitchOpportunity', 'hide', 'unShortlist', 'unHide'], secondary: [] },
  // "Client, job stage".
  clientJobStage: {
    primary: [
      'reject',
      'accept',
      'scheduleInterview',
      ...TRACK_OFFER,
      'pitchOpportunity',
      'withdrawOpportunity',
      'moveToHired',
      ...UN_REJECT,
    ],
    secondary: ['requestForInfo', 'pushToATS'],
  },
  // "Client, recommended": nothing.
  clientRecommended: { primary: [], secondary: [] },
  // Views the table does not have (non-staff job stage, anything but recruiters on JIT farming).
  none: { primary: [], secondary: [] },
}

/**
 * Which row of the buttons table a viewer on a list sees (viewFor).
 *
 * The table has no row for a recruiter's hidden list; it is a pool like matching, so it gets the
 * matching buttons. Non-staff "matching" lists Un-Hide and Un-Shortlist, which only ever apply to
 * hidden and shortlist rows, so it is read as the non-staff view of all three lists, as the
 * client's "lists" row is.
 */
const VIEW_OF: Record<ViewerKind, Record<ListKind, ViewKey>> = {
  recruiter: {
    recommended: 'recruiterPool',
    matching: 'recruiterPool',
    hidden: 'recruiterPool',
    shortlist: 'recruiterShortlist',
    jitFarming: 'recruiterJitFarming',
    jobStage: 'recruiterJobStage',
  },
  nonStaff: {
    recommended: 'nonStaffRecommended',
    matching: 'nonStaffLists',
    shortlist: 'nonStaffLists',
    hidden: 'nonStaffLists',
    jitFarming: 'none',
    jobStage: 'none',
  },
  client: {
    recommended: 'clientRecommended',
    matching: 'clientLists',
    shortlist: 'clientLists',
    hidden: 'clientLists',
    // JIT farming is the provider's hand-off to marketing; clients have no such list.
    jitFarming: 'none',
    jobStage: 'clientJobStage',
  },
}

export function viewFor(viewer: ViewerKind, list: ListKind): ViewKey {
  return VIEW_OF[viewer][list]
}
