import { describe, expect, it } from 'vitest'
import { denialReason, isActionPermitted, permittedActions } from './action-permissions'
import type { CandidateStage } from './stage-row'
import { type InputOptions, input, row } from './test-helpers'
import { type Action, HOLDING_OFF_STATUSES, JOB_STATUSES, type ViewerKind } from './vocabulary'

interface Case {
  name: string
  action: Action
  expected: boolean
  viewer: ViewerKind
  candidate: CandidateStage
  options: InputOptions
}

function yes(name: string, action: Action, viewer: ViewerKind, candidate: CandidateStage, options: InputOptions = {}) {
  return { name: `${action}: ${name}`, action, expected: true, viewer, candidate, options }
}
function no(name: string, action: Action, viewer: ViewerKind, candidate: CandidateStage, options: InputOptions = {}) {
  return { name: `${action}: NOT ${name}`, action, expected: false, viewer, candidate, options }
}

const closed: InputOptions = { job: 'closed' }
const byCandidate = { rejectedBy: 'candidate' } as const
const byProvider = { rejectedBy: 'provider' } as const
const byClient = { rejectedBy: 'client' } as const

// One block per row of the spec's action table (000 §4), positives first, then the neighbours
// that must stay out: another stage or status, a closed job, the wrong viewer.
const ACTION_TABLE: Case[] = [
  // accept | recruiter or client | AM Submitted; client also Additional Info Needed (decisions: submittal current)
  yes('recruiter, submittal current AM Submitted', 'accept', 'recruiter', row('submittal', 'current', 'am_submitted')),
  yes('client, submittal current AM Submitted', 'accept', 'client', row('submittal', 'current', 'am_submitted')),
  yes(
    'client, submittal current Additional Info Needed',
    'accept',
    'client',
    row('submittal', 'current', 'additional_info_needed'),
  ),
  yes('client, AM Submitted on a Pending job', 'accept', 'client', row('submittal', 'current', 'am_submitted'), {
    job: 'pending',
  }),
  yes('client, AM Submitted on an Opportunistic job', 'accept', 'client', row('submittal', 'current', 'am_submitted'), {
    job: 'opportunistic',
  }),
  no(
    'recruiter with Additional Info Needed',
    'accept',
    'recruiter',
    row('submittal', 'current', 'additional_info_needed'),
  ),
  no('submittal accepted AM Submitted', 'accept', 'client', row('submittal', 'accepted', 'am_submitted')),
  no('submittal current Pending AM Approval', 'accept', 'client', row('submittal', 'current', 'pending_am_approval')),
  no('interviewing current', 'accept', 'client', row('send_out', 'current')),
  no('non-staff', 'accept', 'nonStaff', row('submittal', 'current', 'am_submitted')),
  no('on a closed job', 'accept', 'client', row('submittal', 'current', 'am_submitted'), closed),

  // submitToClient | recruiter or client | submittal current with no sub-status or Pending AM Approval
  yes('recruiter, submittal current, no sub-status', 'submitToClient', 'recruiter', row('submittal', 'current', null)),
  yes(
    'recruiter, submittal current Pending AM Approval',
    'submitToClient',
    'recruiter',
    row('submittal', 'current', 'pending_am_approval'),
  ),
  yes(
    'client, submittal current Pending AM Approval',
    'submitToClient',
    'client',
    row('submittal', 'current', 'pending_am_approval'),
  ),
  no('submittal current AM Submitted', 'submitToClient', 'recruiter', row('submittal', 'current', 'am_submitted')),
  no(
    'submittal accepted Pending AM Approval',
    'submitToClient',
    'recruiter',
    row('submittal', 'accepted', 'pending_am_approval'),
  ),
  no('shortlist current', 'submitToClient', 'recruiter', row('shortlist')),
  no('non-staff', 'submitToClient', 'nonStaff', row('submittal', 'current', 'pending_am_approval')),
  no('on a closed job', 'submitToClient', 'recruiter', row('submittal', 'current', 'pending_am_approval'), closed),

  // reject | recruiter or client | submittal current/accepted; interviewing current/accepted; offer current; closed jobs too
  yes('recruiter, submittal current', 'reject', 'recruiter', row('submittal', 'current', 'am_submitted')),
  yes('client, submittal accepted', 'reject', 'client', row('submittal', 'accepted', 'scheduling_first_round')),
  yes('client, interviewing current', 'reject', 'client', row('send_out', 'current')),
  yes('recruiter, interviewing accepted', 'reject', 'recruiter', row('send_out', 'accepted')),
  yes('client, offer current', 'reject', 'client', row('offer', 'current')),
  yes('client, submittal current on a closed job', 'reject', 'client', row('submittal', 'current'), closed),
  no('offer accepted (hired)', 'reject', 'client', row('offer', 'accepted')),
  no('hired row', 'reject', 'client', row('hired', 'current')),
  no('submittal already rejected', 'reject', 'client', row('submittal', 'rejected')),
  no('shortlist current', 'reject', 'recruiter', row('shortlist')),
  no('non-staff', 'reject', 'nonStaff', row('submittal', 'current', 'am_submitted')),

  // unreject | recruiter or client | rejected submittal, interviewing or offer; closed jobs too (decisions: by provider or client)
  yes(
    'recruiter, submittal rejected by the client',
    'unreject',
    'recruiter',
    row('submittal', 'rejected', null, byClient),
  ),
  yes(
    'client, interviewing rejected by the provider',
    'unreject',
    'client',
    row('send_out', 'rejected', null, byProvider),
  ),
  yes('client, offer rejected by the client', 'unreject', 'client', row('offer', 'rejected', null, byClient)),
  yes('on a closed job', 'unreject', 'client', row('submittal', 'rejected', null, byClient), closed),
  no(
    "the candidate's own rejection",
    'unreject',
    'client',
    row('submittal', 'rejected', 'pending_candidate_response', byCandidate),
  ),
  no('shortlist rejected', 'unreject', 'recruiter', row('shortlist', 'rejected', null, byClient)),
  no('submittal current', 'unreject', 'client', row('submittal', 'current', 'am_submitted')),
  no('non-staff', 'unreject', 'nonStaff', row('submittal', 'rejected', null, byClient)),

  // requestForInfo | client | submittal current unless in a request-for-info status; accepted until the first interview
  yes('submittal current AM Submitted', 'requestForInfo', 'client', row('submittal', 'current', 'am_submitted')),
  yes('submittal current, no sub-status', 'requestForInfo', 'client', row('submittal', 'current', null)),
  yes(
    'submittal current Holding Off',
    'requestForInfo',
    'client',
    row('submittal', 'current', 'holding_off_search_on_hold'),
  ),
  yes(
    'submittal accepted before the first interview',
    'requestForInfo',
    'client',
    row('submittal', 'accepted', 'scheduling_first_round'),
  ),
  no(
    'submittal current Pending Candidate Response',
    'requestForInfo',
    'client',
    row('submittal', 'current', 'pending_candidate_response'),
  ),
  no(
    'submittal current Additional Info Needed',
    'requestForInfo',
    'client',
    row('submittal', 'current', 'additional_info_needed'),
  ),
  no(
    'submittal current Scheduling First Round',
    'requestForInfo',
    'client',
    row('submittal', 'current', 'scheduling_first_round'),
  ),
  no(
    'submittal current Scheduling Next Round',
    'requestForInfo',
    'client',
    row('submittal', 'current', 'scheduling_next_round'),
  ),
  no(
    'submittal accepted once the first interview is scheduled',
    'requestForInfo',
    'client',
    row('submittal', 'accepted', 'scheduling_first_round', { firstInterviewScheduled: true }),
  ),
  no('interviewing current', 'requestForInfo', 'client', row('send_out', 'current')),
  no('recruiter', 'requestForInfo', 'recruiter', row('submittal', 'current', 'am_submitted')),
  no('on a closed job', 'requestForInfo', 'client', row('submittal', 'current', 'am_submitted'), closed),

  // scheduleInterview | recruiter or client | submittal current with a sub-status other than PAA; submittal accepted; interviewing current/accepted
  yes(
    'recruiter, submittal current AM Submitted',
    'scheduleInterview',
    'recruiter',
    row('submittal', 'current', 'am_submitted'),
  ),
  yes(
    'client, submittal current Scheduling First Round',
    'scheduleInterview',
    'client',
    row('submittal', 'current', 'scheduling_first_round'),
  ),
  yes(
    'client, submittal accepted',
    'scheduleInterview',
    'client',
    row('submittal', 'accepted', 'scheduling_first_round'),
  ),
  yes('recruiter, interviewing current', 'scheduleInterview', 'recruiter', row('send_out', 'current')),
  yes('client, interviewing accepted', 'scheduleInterview', 'client', row('send_out', 'accepted')),
  no(
    'submittal current Pending AM Approval',
    'scheduleInterview',
    'recruiter',
    row('submittal', 'current', 'pending_am_approval'),
  ),
  no('submittal current with no sub-status', 'scheduleInterview', 'recruiter', row('submittal', 'current', null)),
  no('interviewing rejected', 'scheduleInterview', 'client', row('send_out', 'rejected')),
  no('offer current', 'scheduleInterview', 'client', row('offer', 'current')),
  no('non-staff', 'scheduleInterview', 'nonStaff', row('send_out', 'current')),
  no('on a closed job', 'scheduleInterview', 'client', row('send_out', 'current'), closed),

  // trackOffer | recruiter or client | interviewing current or accepted
  yes('recruiter, interviewing current', 'trackOffer', 'recruiter', row('send_out', 'current')),
  yes('client, interviewing accepted', 'trackOffer', 'client', row('send_out', 'accepted')),
  no('interviewing rejected', 'trackOffer', 'client', row('send_out', 'rejected')),
  no('submittal accepted', 'trackOffer', 'client', row('submittal', 'accepted')),
  no('offer current', 'trackOffer', 'client', row('offer', 'current')),
  no('non-staff', 'trackOffer', 'nonStaff', row('send_out', 'current')),
  no('on a closed job', 'trackOffer', 'client', row('send_out', 'current'), closed),

  // moveToHired | client only | offer current
  yes('client, offer current', 'moveToHired', 'client', row('offer', 'current')),
  no('recruiter', 'moveToHired', 'recruiter', row('offer', 'current')),
  no('offer accepted (already hired)', 'moveToHired', 'client', row('offer', 'accepted')),
  no('interviewing current', 'moveToHired', 'client', row('send_out', 'current')),
  no('on a closed job', 'moveToHired', 'client', row('offer', 'current'), closed),

  // updateOffer | not shown in the spec: while the offer is open, by those who track offers
  yes('recruiter, offer current', 'updateOffer', 'recruiter', row('offer', 'current')),
  yes('client, offer current', 'updateOffer', 'client', row('offer', 'current')),
  no('offer accepted', 'updateOffer', 'client', row('offer', 'accepted')),
  no('interviewing current', 'updateOffer', 'client', row('send_out', 'current')),
  no('non-staff', 'updateOffer', 'nonStaff', row('offer', 'current')),
  no('on a closed job', 'updateOffer', 'client', row('offer', 'current'), closed),

  // pitchOpportunity | client | matching, shortlist, hidden (current), or submittal rejected
  yes('matching current', 'pitchOpportunity', 'client', row('matching')),
  yes('shortlist current', 'pitchOpportunity', 'client', row('shortlist', 'current', 'not_pitched')),
  yes('hidden current', 'pitchOpportunity', 'client', row('hidden')),
  yes('pitched (in the matching pool)', 'pitchOpportunity', 'client', row('pitched')),
  yes('submittal rejected', 'pitchOpportunity', 'client', row('submittal', 'rejected', 'am_submitted', byProvider)),
  no('shortlist rejected', 'pitchOpportunity', 'client', row('shortlist', 'rejected')),
  no('recommended', 'pitchOpportunity', 'client', row('recommended')),
  no('submittal current', 'pitchOpportunity', 'client', row('submittal', 'current', 'am_submitted')),
  no('recruiter', 'pitchOpportunity', 'recruiter', row('matching')),
  no('on a closed job', 'pitchOpportunity', 'client', row('matching'), closed),

  // withdrawOpportunity | client | submittal current, only while Pending Candidate Response
  yes(
    'submittal current Pending Candidate Response',
    'withdrawOpportunity',
    'client',
    row('submittal', 'current', 'pending_candidate_response'),
  ),
  no('submittal current AM Submitted', 'withdrawOpportunity', 'client', row('submittal', 'current', 'am_submitted')),
  no(
    'submittal rejected Pending Candidate Response',
    'withdrawOpportunity',
    'client',
    row('submittal', 'rejected', 'pending_candidate_response', byCandidate),
  ),
  no('recruiter', 'withdrawOpportunity', 'recruiter', row('submittal', 'current', 'pending_candidate_response')),
  no(
    'on a closed job',
    'withdrawOpportunity',
    'client',
    row('submittal', 'current', 'pending_candidate_response'),
    closed,
  ),

  // unrejectOpportunity | client | rejected (by the candidate) at submittal, interviewing or offer
  yes(
    'submittal rejected by the candidate',
    'unrejectOpportunity',
    'client',
    row('submittal', 'rejected', 'pending_candidate_response', byCandidate),
  ),
  yes(
    'interviewing rejected by the candidate',
    'unrejectOpportunity',
    'client',
    row('send_out', 'rejected', null, byCandidate),
  ),
  yes('offer rejected by the candidate', 'unrejectOpportunity', 'client', row('offer', 'rejected', null, byCandidate)),
  no('submittal rejected by the client', 'unrejectOpportunity', 'client', row('submittal', 'rejected', null, byClient)),
  no(
    'shortlist rejected by the candidate',
    'unrejectOpportunity',
    'client',
    row('shortlist', 'rejected', null, byCandidate),
  ),
  no('recruiter', 'unrejectOpportunity', 'recruiter', row('submittal', 'rejected', null, byCandidate)),
  no('on a closed job', 'unrejectOpportunity', 'client', row('submittal', 'rejected', null, byCandidate), closed),

  // submit | recruiter only | recommended, matching, shortlist, hidden, submittal current/rejected, interviewing, offer; closed from submittal onward
  yes('from recommended', 'submit', 'recruiter', row('recommended')),
  yes('from matching', 'submit', 'recruiter', row('matching')),
  yes('from shortlist', 'submit', 'recruiter', row('shortlist', 'current', 'interested')),
  yes('from hidden', 'submit', 'recruiter', row('hidden')),
  yes('from pitched', 'submit', 'recruiter', row('pitched')),
  yes('from submittal current', 'submit', 'recruiter', row('submittal', 'current', 'pending_am_approval')),
  yes('from submittal rejected', 'submit', 'recruiter', row('submittal', 'rejected')),
  yes('from interviewing current', 'submit', 'recruiter', row('send_out', 'current')),
  yes('from interviewing accepted', 'submit', 'recruiter', row('send_out', 'accepted')),
  yes('from offer current', 'submit', 'recruiter', row('offer', 'current')),
  yes('from offer accepted', 'submit', 'recruiter', row('offer', 'accepted')),
  yes('closed job, submittal current', 'submit', 'recruiter', row('submittal', 'current'), closed),
  yes('closed job, submittal rejected', 'submit', 'recruiter', row('submittal', 'rejected'), closed),
  yes('closed job, interviewing current', 'submit', 'recruiter', row('send_out', 'current'), closed),
  yes('closed job, offer current', 'submit', 'recruiter', row('offer', 'current'), closed),
  no('closed job, from matching', 'submit', 'recruiter', row('matching'), closed),
  no('closed job, from shortlist', 'submit', 'recruiter', row('shortlist'), closed),
  no('closed job, from recommended', 'submit', 'recruiter', row('recommended'), closed),
  no('from submittal accepted', 'submit', 'recruiter', row('submittal', 'accepted')),
  no('from interviewing rejected', 'submit', 'recruiter', row('send_out', 'rejected')),
  no('from offer rejected', 'submit', 'recruiter', row('offer', 'rejected')),
  no('client', 'submit', 'client', row('matching')),
  no('non-staff', 'submit', 'nonStaff', row('matching')),

  // unsubmit | recruiter only | submittal current; blocked when the candidate accepted a JIT opportunity
  yes('submittal current', 'unsubmit', 'recruiter', row('submittal', 'current', 'pending_am_approval')),
  no(
    'after the candidate accepted a JIT opportunity',
    'unsubmit',
    'recruiter',
    row('submittal', 'current', 'am_submitted', { candidateAcceptedJit: true }),
  ),
  no('submittal accepted', 'unsubmit', 'recruiter', row('submittal', 'accepted')),
  no('interviewing current', 'unsubmit', 'recruiter', row('send_out', 'current')),
  no('client', 'unsubmit', 'client', row('submittal', 'current')),
  no('on a closed job', 'unsubmit', 'recruiter', row('submittal', 'current'), closed),

  // shortlist | recruiters from recommended, matching, hidden, rejected submittal; clients from matching, hidden; never from shortlist
  yes('recruiter from recommended', 'shortlist', 'recruiter', row('recommended')),
  yes('recruiter from matching', 'shortlist', 'recruiter', row('matching')),
  yes('recruiter from hidden', 'shortlist', 'recruiter', row('hidden')),
  yes('recruiter from a rejected submittal', 'shortlist', 'recruiter', row('submittal', 'rejected')),
  yes('client from matching', 'shortlist', 'client', row('matching')),
  yes('client from hidden', 'shortlist', 'client', row('hidden')),
  no('recruiter from shortlist', 'shortlist', 'recruiter', row('shortlist')),
  no('recruiter from a current submittal', 'shortlist', 'recruiter', row('submittal', 'current')),
  no('client from recommended', 'shortlist', 'client', row('recommended')),
  no('client from shortlist', 'shortlist', 'client', row('shortlist')),
  no('client from a rejected submittal', 'shortlist', 'client', row('submittal', 'rejected')),
  no('non-staff', 'shortlist', 'nonStaff', row('matching')),
  no('on a closed job', 'shortlist', 'recruiter', row('matching'), closed),

  // unShortlist | whoever may shortlist or hide | shortlist current, closed jobs too
  yes('recruiter, shortlist current', 'unShortlist', 'recruiter', row('shortlist')),
  yes('client, shortlist current', 'unShortlist', 'client', row('shortlist')),
  yes('non-staff, shortlist current', 'unShortlist', 'nonStaff', row('shortlist')),
  yes('on a closed job', 'unShortlist', 'client', row('shortlist'), closed),
  no('shortlist rejected', 'unShortlist', 'client', row('shortlist', 'rejected')),
  no('matching', 'unShortlist', 'client', row('matching')),

  // hide | recruiters from recommended; everyone from matching and shortlist; non-staff also recommended; never from hidden
  yes('recruiter from recommended', 'hide', 'recruiter', row('recommended')),
  yes('recruiter from matching', 'hide', 'recruiter', row('matching')),
  yes('recruiter from shortlist', 'hide', 'recruiter', row('shortlist')),
  yes('non-staff from recommended', 'hide', 'nonStaff', row('recommended')),
  yes('non-staff from matching', 'hide', 'nonStaff', row('matching')),
  yes('non-staff from shortlist', 'hide', 'nonStaff', row('shortlist')),
  yes('client from matching', 'hide', 'client', row('matching')),
  yes('client from shortlist', 'hide', 'client', row('shortlist')),
  no('client from recommended', 'hide', 'client', row('recommended')),
  no('recruiter from hidden', 'hide', 'recruiter', row('hidden')),
  no('client from hidden', 'hide', 'client', row('hidden')),
  no('from a submittal', 'hide', 'recruiter', row('submittal')),
  no('on a closed job', 'hide', 'recruiter', row('matching'), closed),

  // unHide | whoever may shortlist or hide | from hidden
  yes('recruiter from hidden', 'unHide', 'recruiter', row('hidden')),
  yes('non-staff from hidden', 'unHide', 'nonStaff', row('hidden')),
  yes('client from hidden', 'unHide', 'client', row('hidden')),
  no('from matching', 'unHide', 'client', row('matching')),
  no('on a closed job', 'unHide', 'client', row('hidden'), closed),

  // sendSnippet, resendSnippet | recruiter only | shortlist, submittal, interviewing, offer, current or accepted (+ snippet rule)
  yes('shortlist current, none sent', 'sendSnippet', 'recruiter', row('shortlist', 'current', 'interested')),
  yes('submittal accepted', 'sendSnippet', 'recruiter', row('submittal', 'accepted')),
  yes('interviewing current', 'sendSnippet', 'recruiter', row('send_out', 'current')),
  yes('offer current', 'sendSnippet', 'recruiter', row('offer', 'current')),
  yes('offer accepted', 'sendSnippet', 'recruiter', row('offer', 'accepted')),
  no(
    'once a snippet was sent',
    'sendSnippet',
    'recruiter',
    row('shortlist', 'current', null, { hasSnippetBeenSent: true }),
  ),
  no('submittal rejected', 'sendSnippet', 'recruiter', row('submittal', 'rejected')),
  no('client', 'sendSnippet', 'client', row('shortlist')),
  yes(
    'shortlist current, one sent',
    'resendSnippet',
    'recruiter',
    row('shortlist', 'current', null, { hasSnippetBeenSent: true }),
  ),
  yes(
    'interviewing accepted, one sent',
    'resendSnippet',
    'recruiter',
    row('send_out', 'accepted', null, { hasSnippetBeenSent: true }),
  ),
  no('when none was sent', 'resendSnippet', 'recruiter', row('shortlist')),
  no('non-staff', 'resendSnippet', 'nonStaff', row('shortlist', 'current', null, { hasSnippetBeenSent: true })),

  // pushToATS | recruiter or client | see the table; closed jobs allowed
  yes('submittal current AM Submitted', 'pushToATS', 'recruiter', row('submittal', 'current', 'am_submitted')),
  yes(
    'submittal current Scheduling First Round',
    'pushToATS',
    'client',
    row('submittal', 'current', 'scheduling_first_round'),
  ),
  yes(
    'submittal current Scheduling Next Round',
    'pushToATS',
    'client',
    row('submittal', 'current', 'scheduling_next_round'),
  ),
  yes(
    'submittal current Additional Info Needed',
    'pushToATS',
    'client',
    row('submittal', 'current', 'additional_info_needed'),
  ),
  no('submittal current with no status', 'pushToATS', 'client', row('submittal', 'current', null)),
  ...HOLDING_OFF_STATUSES.map((status) =>
    no(`submittal current ${status}`, 'pushToATS', 'client', row('submittal', 'current', status)),
  ),
  no(
    'submittal current Pending Candidate Response',
    'pushToATS',
    'client',
    row('submittal', 'current', 'pending_candidate_response'),
  ),
  no(
    'submittal current Pending AM Approval',
    'pushToATS',
    'recruiter',
    row('submittal', 'current', 'pending_am_approval'),
  ),
  yes('submittal accepted', 'pushToATS', 'client', row('submittal', 'accepted', 'scheduling_first_round')),
  yes('submittal rejected AM Submitted', 'pushToATS', 'client', row('submittal', 'rejected', 'am_submitted')),
  no(
    'submittal rejected Pending AM Approval',
    'pushToATS',
    'recruiter',
    row('submittal', 'rejected', 'pending_am_approval'),
  ),
  yes('interviewing current', 'pushToATS', 'client', row('send_out', 'current', 'reference_checks')),
  yes('interviewing accepted', 'pushToATS', 'client', row('send_out', 'accepted')),
  yes('interviewing rejected', 'pushToATS', 'client', row('send_out', 'rejected')),
  yes('offer current', 'pushToATS', 'recruiter', row('offer', 'current')),
  yes('offer accepted', 'pushToATS', 'recruiter', row('offer', 'accepted')),
  yes('offer rejected', 'pushToATS', 'recruiter', row('offer', 'rejected')),
  yes('on a closed job', 'pushToATS', 'client', row('send_out', 'current'), closed),
  no('shortlist', 'pushToATS', 'recruiter', row('shortlist')),
  no('non-staff', 'pushToATS', 'nonStaff', row('send_out', 'current')),

  // unlock | recruiter | shortlist current rows that are locked
  yes(
    'locked JIT-farming shortlist row',
    'unlock',
    'recruiter',
    row('shortlist', 'current', 'jit_farming', { isLocked: true }),
  ),
  no('shortlist row that is not locked', 'unlock', 'recruiter', row('shortlist', 'current', 'jit_farming')),
  no('client', 'unlock', 'client', row('shortlist', 'current', 'jit_farming', { isLocked: true })),
  no('on a closed job', 'unlock', 'recruiter', row('shortlist', 'current', 'jit_farming', { isLocked: true }), closed),

  // delete | no stage rules: every list, closed jobs too; provider users
  yes('recruiter, recommended', 'delete', 'recruiter', row('recommended')),
  yes('recruiter, matching', 'delete', 'recruiter', row('matching')),
  yes('recruiter, hidden', 'delete', 'recruiter', row('hidden')),
  yes('recruiter, submittal rejected', 'delete', 'recruiter', row('submittal', 'rejected')),
  yes('recruiter, offer accepted', 'delete', 'recruiter', row('offer', 'accepted')),
  yes('non-staff, matching', 'delete', 'nonStaff', row('matching')),
  yes(
    'recruiter, locked JIT-farming row',
    'delete',
    'recruiter',
    row('shortlist', 'current', 'jit_farming', { isLocked: true }),
  ),
  yes('on a closed job', 'delete', 'recruiter', row('shortlist'), closed),
  no('client', 'delete', 'client', row('matching')),

  // pitch, pitchInMail | no stage rule: provider users on open jobs
  yes('recruiter, matching', 'pitch', 'recruiter', row('matching')),
  yes('non-staff, matching', 'pitch', 'nonStaff', row('matching')),
  yes('recruiter, submittal', 'pitch', 'recruiter', row('submittal', 'current', 'am_submitted')),
  no('client', 'pitch', 'client', row('matching')),
  no('on a closed job', 'pitch', 'recruiter', row('matching'), closed),
  yes('recruiter, recommended', 'pitchInMail', 'recruiter', row('recommended')),
  no('client', 'pitchInMail', 'client', row('matching')),
  no('on a closed job', 'pitchInMail', 'nonStaff', row('matching'), closed),

  // bulkApprove | only Pending AM Approval (Other rules)
  yes('recruiter, Pending AM Approval', 'bulkApprove', 'recruiter', row('submittal', 'current', 'pending_am_approval')),
  yes('client, Pending AM Approval', 'bulkApprove', 'client', row('submittal', 'current', 'pending_am_approval')),
  no('submittal with no status', 'bulkApprove', 'recruiter', row('submittal', 'current', null)),
  no('AM Submitted', 'bulkApprove', 'recruiter', row('submittal', 'current', 'am_submitted')),
  no('non-staff', 'bulkApprove', 'nonStaff', row('submittal', 'current', 'pending_am_approval')),
  no('on a closed job', 'bulkApprove', 'recruiter', row('submittal', 'current', 'pending_am_approval'), closed),
]

describe('action table (000 §4)', () => {
  it.each(ACTION_TABLE)('$name', ({ action, expected, viewer, candidate, options }) => {
    expect(isActionPermitted(input(viewer, candidate, options), action)).toBe(expected)
  })

  it('has unique case names', () => {
    const names = ACTION_TABLE.map((c) => c.name)
    expect(new Set(names).size).toBe(names.length)
  })
})

// "Other rules" of 000 §4 that decide permissions, each with what must not pass.
describe('snippet rule', () => {
  const ok = row('shortlist', 'current', 'interested')
  it.each([
    {
      name: 'sendable: snippet available, open job, shortlisted, live, not JIT, none sent',
      candidate: ok,
      options: {},
      expected: true,
    },
    { name: 'not when the job has no snippet', candidate: ok, options: { snippetAvailable: false }, expected: false },
    { name: 'not when the job is closed', candidate: ok, options: closed, expected: false },
    { name: 'not in the default (untouched matching) list', candidate: row('matching'), options: {}, expected: false },
    { name: 'not from recommended', candidate: row('recommended'), options: {}, expected: false },
    { name: 'not from hidden', candidate: row('hidden'), options: {}, expected: false },
    {
      name: 'not on a history row',
      candidate: row('shortlist', 'current', null, { isHistory: true }),
      options: {},
      expected: false,
    },
    {
      name: 'not when JIT suggested',
      candidate: row('shortlist', 'current', 'jit_suggested'),
      options: {},
      expected: false,
    },
    {
      name: 'not when JIT farming',
      candidate: row('shortlist', 'current', 'jit_farming'),
      options: {},
      expected: false,
    },
    { name: 'still when JIT error', candidate: row('shortlist', 'current', 'jit_error'), options: {}, expected: true },
    {
      name: 'not once a snippet was sent (that is a resend)',
      candidate: row('shortlist', 'current', null, { hasSnippetBeenSent: true }),
      options: {},
      expected: false,
    },
  ])('$name', ({ candidate, options, expected }) => {
    expect(isActionPermitted(input('recruiter', candidate, options), 'sendSnippet')).toBe(expected)
  })
})

describe('JIT farming: a locked row offers only Unlock and Submit (and Delete, allowed in every list)', () => {
  const locked = row('shortlist', 'current', 'jit_farming', { isLocked: true })

  it('permits exactly unlock, submit and delete to a recruiter', () => {
    expect(permittedActions(input('recruiter', locked))).toEqual(new Set(['unlock', 'submit', 'delete']))
  })
  it.each([
    { action: 'hide', viewer: 'recruiter' },
    { action: 'unShortlist', viewer: 'recruiter' },
    { action: 'pitch', viewer: 'recruiter' },
    { action: 'pitchOpportunity', viewer: 'client' },
    { action: 'hide', viewer: 'client' },
  ] as const)('refuses $action to a $viewer as lockedRow', ({ action, viewer }) => {
    expect(denialReason(input(viewer, locked), action)).toBe('lockedRow')
  })
  it('an unlocked JIT-farming row keeps the shortlist rules', () => {
    const unlocked = row('shortlist', 'current', 'jit_farming')
    expect(isActionPermitted(input('recruiter', unlocked), 'hide')).toBe(true)
    expect(isActionPermitted(input('recruiter', unlocked), 'unlock')).toBe(false)
  })
})

describe('general rules', () => {
  it('only Open, Pending and Opportunistic jobs allow the actions not marked for closed jobs', () => {
    for (const status of JOB_STATUSES) {
      const permitted = isActionPermitted(input('recruiter', row('matching'), { job: status }), 'shortlist')
      expect(permitted, status).toBe(status !== 'closed')
    }
  })

  it('on a closed job, only reject, unreject, submit (submittal onward), unShortlist, pushToATS and delete remain', () => {
    const everything = new Set<Action>()
    const rows = [
      row('recommended'),
      row('matching'),
      row('hidden'),
      row('shortlist'),
      row('submittal', 'current', 'am_submitted'),
      row('submittal', 'rejected', 'am_submitted'),
      row('send_out', 'current'),
      row('offer', 'current'),
    ]
    for (const viewer of ['recruiter', 'nonStaff', 'client'] as const)
      for (const candidate of rows)
        for (const action of permittedActions(input(viewer, candidate, closed))) everything.add(action)
    expect([...everything].sort()).toEqual(
      ['delete', 'pushToATS', 'reject', 'submit', 'unShortlist', 'unreject'].sort(),
    )
  })

  it('a history row is read-only', () => {
    const history = row('submittal', 'current', 'am_submitted', { isHistory: true })
    for (const viewer of ['recruiter', 'nonStaff', 'client'] as const)
      expect(permittedActions(input(viewer, history)).size, viewer).toBe(0)
    expect(denialReason(input('client', history), 'accept')).toBe('historyRow')
  })

  it('a hired row is read as an accepted offer', () => {
    for (const viewer of ['recruiter', 'client'] as const)
      expect(permittedActions(input(viewer, row('hired', 'current')))).toEqual(
        permittedActions(input(viewer, row('offer', 'accepted'))),
      )
  })

  it.each([
    {
      name: 'wrong viewer',
      viewer: 'nonStaff',
      candidate: row('submittal', 'current', 'am_submitted'),
      action: 'accept',
      reason: 'wrongViewer',
    },
    {
      name: 'closed job',
      viewer: 'client',
      candidate: row('submittal', 'current', 'am_submitted'),
      action: 'accept',
      reason: 'jobClosed',
      job: 'closed',
    },
    {
      name: 'stage or status',
      viewer: 'client',
      candidate: row('send_out', 'current'),
      action: 'accept',
      reason: 'stageOrStatus',
    },
    {
      name: 'JIT accepted',
      viewer: 'recruiter',
      candidate: row('submittal', 'current', null, { candidateAcceptedJit: true }),
      action: 'unsubmit',
      reason: 'candidateAcceptedJit',
    },
    {
      name: 'permitted',
      viewer: 'client',
      candidate: row('submittal', 'current', 'am_submitted'),
      action: 'accept',
      reason: null,
    },
  ] as const)('denialReason: $name', ({ viewer, candidate, action, reason, ...rest }) => {
    const job = 'job' in rest ? rest.job : undefined
    expect(denialReason(input(viewer, candidate, job ? { job } : {}), action)).toBe(reason)
  })
})
