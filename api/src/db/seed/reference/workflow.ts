/**
 * Candidate workflow vocabularies: search, lead and contact statuses, the stage
 * sub-statuses of spec 000 §4, and the reasons people pick when they reject,
 * hide, disqualify, withdraw or delete.
 *
 * Sub-status meta:
 * - `code`: the stored stage current-status code (snake_case; the spec names
 *   am_submitted, pending_am_approval, pending_candidate_response, jit_suggested,
 *   jit_farming and jit_error).
 * - `internalName`: the provider-side name where the display name differs.
 * - `holdingOff`, `requestForInfo`, `providerSelectable`, `bulkApprovable`: flags
 *   the workflow rules read (pushToATS, requestForInfo, bulk approval).
 */
import { childItems, type LovSection } from './types'

const REJECTION_NOTIFICATION_LIST = [
  {
    identifier: 'provider',
    value: 'Not Moving Forward (Recruiter)',
    meta: { rejectedBy: 'provider', candidateLabel: 'Closed' },
    children: {
      key: 'rejectionNotificationReason',
      items: [
        { identifier: 'providerExperienceMismatch', value: 'Experience not aligned with the role' },
        { identifier: 'providerCompensationMismatch', value: 'Compensation expectations outside the range' },
        { identifier: 'providerLocationMismatch', value: 'Location or work arrangement mismatch' },
        { identifier: 'providerTrackRecord', value: 'Quota attainment or track record not strong enough' },
        { identifier: 'providerCommunication', value: 'Communication or presence concerns from screening' },
        { identifier: 'providerTenure', value: 'Short tenures / job-hopping concerns' },
        { identifier: 'providerUnresponsive', value: 'Candidate unresponsive' },
        { identifier: 'providerAlreadyRepresented', value: 'Already submitted by another agency or applied directly' },
        { identifier: 'providerRoleFilled', value: 'Role filled or closed' },
        { identifier: 'providerOther', value: 'Other' },
      ],
    },
  },
  {
    identifier: 'client',
    value: 'Not Moving Forward (Client)',
    meta: { rejectedBy: 'client', candidateLabel: 'Closed' },
    children: {
      key: 'rejectionNotificationReason',
      items: [
        { identifier: 'clientIndustryExperience', value: 'Lacks relevant industry experience' },
        { identifier: 'clientSegmentExperience', value: 'Lacks experience with the customer segment or deal size' },
        { identifier: 'clientTrackRecord', value: 'Quota attainment or track record' },
        { identifier: 'clientTooJunior', value: 'Too junior for the role' },
        { identifier: 'clientTooSenior', value: 'Too senior / overqualified' },
        { identifier: 'clientCompensation', value: 'Compensation expectations too high' },
        { identifier: 'clientLocation', value: 'Location or work arrangement' },
        { identifier: 'clientCultureFit', value: 'Not aligned with the team or company values' },
        { identifier: 'clientTenure', value: 'Short tenures / job-hopping concerns' },
        { identifier: 'clientMovedForwardWithOthers', value: 'Moved forward with stronger candidates' },
        { identifier: 'clientRoleOnHold', value: 'Role on hold or cancelled' },
        { identifier: 'clientFilledInternally', value: 'Filled internally or by another source' },
        { identifier: 'clientOther', value: 'Other' },
      ],
    },
  },
  {
    identifier: 'candidate',
    value: 'Withdrawn by Candidate',
    meta: { rejectedBy: 'candidate', candidateLabel: 'Withdrew' },
    children: {
      key: 'rejectionNotificationReason',
      items: [
        { identifier: 'candidateAcceptedOtherOffer', value: 'Accepted another offer' },
        { identifier: 'candidateAcceptedCounterOffer', value: 'Accepted a counter-offer / staying in current role' },
        { identifier: 'candidateCompensation', value: 'Compensation below expectations' },
        { identifier: 'candidateNotInterestedInCompany', value: 'Lost interest in the company or product' },
        { identifier: 'candidateRoleNotAsExpected', value: 'Role not as expected (territory, segment, quota)' },
        { identifier: 'candidateLocation', value: 'Location, commute or in-office requirement' },
        { identifier: 'candidateProcessTooLong', value: 'Interview process too long' },
        { identifier: 'candidateInterviewExperience', value: 'Poor interview experience' },
        { identifier: 'candidatePersonalReasons', value: 'Personal reasons / timing' },
        { identifier: 'candidateOther', value: 'Other' },
      ],
    },
  },
] as const

export const WORKFLOW_SECTION = {
  /** Candidate search status (spec 000 §3). */
  searchStatus: [
    { identifier: 'activelySearching', value: 'Actively Searching', meta: { hiddenFromClients: false } },
    { identifier: 'passivelySearching', value: 'Passively Searching', meta: { hiddenFromClients: false } },
    { identifier: 'openToOffers', value: 'Open to Offers but Not Looking', meta: { hiddenFromClients: false } },
    { identifier: 'offTheMarket', value: 'Off the Market', meta: { hiddenFromClients: true } },
  ],

  /** Inbound lead status (spec 000 §3). */
  leadStatus: [
    { identifier: 'newInbound', value: 'New Inbound' },
    { identifier: 'accepted', value: 'Accepted' },
    { identifier: 'handoff', value: 'Handoff' },
    { identifier: 'handoffToMarketing', value: 'Handoff to Marketing' },
    { identifier: 'handoffToRoundRobin', value: 'Handoff to Round Robin' },
    { identifier: 'disqualified', value: 'Disqualified' },
    { identifier: 'connectInbound', value: 'Connect Inbound' },
  ],

  /** Where a recruiter's outreach to a candidate stands. */
  contactStatus: [
    { identifier: 'notContacted', value: 'Not Contacted' },
    { identifier: 'attemptedNoResponse', value: 'Attempted - No Response' },
    { identifier: 'leftVoicemail', value: 'Left Voicemail' },
    { identifier: 'emailSent', value: 'Email Sent' },
    { identifier: 'inMailSent', value: 'InMail Sent' },
    { identifier: 'connected', value: 'Connected' },
    { identifier: 'screenScheduled', value: 'Screen Scheduled' },
    { identifier: 'screened', value: 'Screened' },
    { identifier: 'nurture', value: 'Nurture - Follow Up Later' },
    { identifier: 'notInterested', value: 'Not Interested' },
    { identifier: 'badContactInfo', value: 'Bad Contact Info' },
  ],

  /** State of a user account. */
  accountStatus: [
    { identifier: 'invited', value: 'Invited' },
    { identifier: 'pendingVerification', value: 'Pending Verification' },
    { identifier: 'onboarding', value: 'Onboarding' },
    { identifier: 'active', value: 'Active' },
    { identifier: 'inactive', value: 'Inactive' },
    { identifier: 'markedForDeletion', value: 'Marked for Deletion' },
  ],

  /** Why a lead was disqualified; `meta.permanent` sets isPermanentlyDisqualified. */
  disqualifiedNotification: [
    { identifier: 'doNotContact', value: 'Do Not Contact (permanent)', meta: { permanent: true } },
    { identifier: 'notInSalesRole', value: 'Not in a sales or go-to-market role', meta: { permanent: false } },
    {
      identifier: 'insufficientExperience',
      value: 'Insufficient closing or quota-carrying experience',
      meta: { permanent: false },
    },
    { identifier: 'compensationTooHigh', value: 'Compensation expectations above market', meta: { permanent: false } },
    { identifier: 'unsupportedLocation', value: 'Location not supported', meta: { permanent: false } },
    { identifier: 'requiresSponsorship', value: 'Requires visa sponsorship', meta: { permanent: false } },
    { identifier: 'jobHopping', value: 'Pattern of short tenures', meta: { permanent: false } },
    { identifier: 'communicationConcerns', value: 'Communication concerns', meta: { permanent: false } },
    { identifier: 'unresponsive', value: 'Unresponsive', meta: { permanent: false } },
    { identifier: 'professionalismConcerns', value: 'Professionalism concerns', meta: { permanent: true } },
    { identifier: 'duplicateProfile', value: 'Duplicate profile', meta: { permanent: true } },
    {
      identifier: 'temporarilyUnavailable',
      value: 'Temporarily unavailable (see temporary reason)',
      meta: { permanent: false },
    },
  ],

  /** When a disqualification is temporary; `meta.revisitAfterDays` suggests a follow-up. */
  disqualifiedTemporaryReason: [
    { identifier: 'recentlyStartedNewRole', value: 'Recently started a new role', meta: { revisitAfterDays: 180 } },
    { identifier: 'notLookingRightNow', value: 'Not looking right now', meta: { revisitAfterDays: 90 } },
    {
      identifier: 'waitingOnPromotion',
      value: 'Waiting on a promotion or bonus payout',
      meta: { revisitAfterDays: 90 },
    },
    { identifier: 'needsMoreExperience', value: 'Needs more experience', meta: { revisitAfterDays: 365 } },
    { identifier: 'relocationPending', value: 'Relocation pending', meta: { revisitAfterDays: 90 } },
    { identifier: 'onLeave', value: 'On leave', meta: { revisitAfterDays: 90 } },
    { identifier: 'compensationGap', value: 'Compensation gap with current market', meta: { revisitAfterDays: 180 } },
  ],

  /** Required when marking a candidate for deletion. */
  deleteCandidateReason: [
    { identifier: 'candidateRequested', value: 'Candidate requested deletion (privacy request)' },
    { identifier: 'duplicateProfile', value: 'Duplicate profile' },
    { identifier: 'createdInError', value: 'Created in error' },
    { identifier: 'spamOrFake', value: 'Spam or fake profile' },
    { identifier: 'noContactInformation', value: 'No usable contact information' },
    { identifier: 'outsideSupportedMarket', value: 'Outside the markets we serve' },
    { identifier: 'notInSales', value: 'Not pursuing a sales or go-to-market career' },
    { identifier: 'other', value: 'Other' },
  ],

  /** Why a candidate is hidden from a job. */
  hidingCandidateReason: [
    { identifier: 'notAFit', value: 'Not a fit for this role' },
    { identifier: 'tooJunior', value: 'Too junior' },
    { identifier: 'tooSenior', value: 'Too senior' },
    { identifier: 'compensationMismatch', value: 'Compensation mismatch' },
    { identifier: 'locationMismatch', value: 'Location mismatch' },
    { identifier: 'industryMismatch', value: 'No relevant industry experience' },
    { identifier: 'alreadyInProcess', value: 'Already in process with this client' },
    { identifier: 'previouslyRejected', value: 'Previously rejected by this client' },
    { identifier: 'doNotPoach', value: 'Works at the client, a customer or a partner (do not poach)' },
    { identifier: 'candidateNotInterested', value: 'Candidate not interested' },
    { identifier: 'recentlyPlaced', value: 'Recently placed' },
    { identifier: 'other', value: 'Other' },
  ],

  /** A candidate's answer to a just-in-time opportunity they decline. */
  jitOpportunityNotInterestedReason: [
    { identifier: 'compensationTooLow', value: "Compensation doesn't meet my expectations" },
    { identifier: 'notInterestedInCompany', value: 'Not interested in the company or product' },
    { identifier: 'notInterestedInIndustry', value: 'Not interested in the industry' },
    { identifier: 'roleLevelNotAFit', value: "Role level isn't a fit" },
    { identifier: 'segmentNotAFit', value: "Customer segment or territory isn't a fit" },
    { identifier: 'locationOrCommute', value: 'Location or commute' },
    { identifier: 'wantFullyRemote', value: "I'm looking for fully remote roles" },
    { identifier: 'companyStage', value: 'Company size or stage' },
    { identifier: 'happyInCurrentRole', value: "I'm happy in my current role" },
    { identifier: 'timingNotRight', value: "Timing isn't right" },
    { identifier: 'other', value: 'Other' },
  ],

  /** Pitch sub-statuses of the shortlist (spec 000 §4). */
  shortListStatus: [
    { identifier: 'notPitched', value: 'Not Pitched', meta: { code: 'not_pitched' } },
    { identifier: 'pitchedPending', value: 'Pitched: Pending', meta: { code: 'pitched_pending' } },
    { identifier: 'interested', value: 'Interested', meta: { code: 'interested' } },
    { identifier: 'notInterested', value: 'Not Interested', meta: { code: 'not_interested' } },
    { identifier: 'interestedNotAFit', value: 'Interested - Not a Fit', meta: { code: 'interested_not_a_fit' } },
    { identifier: 'inMailSequence', value: 'InMail Sequence', meta: { code: 'inmail_sequence' } },
    { identifier: 'inMailSent', value: 'InMail Sent', meta: { code: 'inmail_sent' } },
    { identifier: 'inMailError', value: 'InMail Error', meta: { code: 'inmail_error' } },
    { identifier: 'jitSuggested', value: 'JIT Suggested', meta: { code: 'jit_suggested' } },
    { identifier: 'jitFarming', value: 'JIT Farming', meta: { code: 'jit_farming' } },
    { identifier: 'jitError', value: 'JIT Error', meta: { code: 'jit_error' } },
  ],

  /** Short-list feedback: why a shortlisted candidate is not moving forward. */
  jobStageFeedback: [
    { identifier: 'compensationMismatch', value: 'Compensation mismatch' },
    { identifier: 'locationMismatch', value: 'Location or work arrangement mismatch' },
    { identifier: 'notEnoughExperience', value: 'Not enough relevant experience' },
    { identifier: 'tooSenior', value: 'Too senior for the role' },
    { identifier: 'industryMismatch', value: 'Industry or product mismatch' },
    { identifier: 'segmentMismatch', value: 'Customer segment or deal size mismatch' },
    { identifier: 'notInterestedInCompany', value: 'Not interested in the company' },
    { identifier: 'happyInCurrentRole', value: 'Happy in current role' },
    { identifier: 'recentlyStartedNewRole', value: 'Recently started a new role' },
    { identifier: 'timing', value: 'Timing' },
    { identifier: 'unresponsive', value: 'No response to outreach' },
    { identifier: 'other', value: 'Other' },
  ],

  /** Sub-statuses of the submittal stage (shown as Pending). */
  submittalCurrentStatus: [
    {
      identifier: 'pendingAmApproval',
      value: 'Pending AM Approval',
      meta: { code: 'pending_am_approval', bulkApprovable: true, providerSelectable: true },
    },
    {
      identifier: 'amSubmitted',
      value: 'Pending Client Approval',
      meta: { code: 'am_submitted', internalName: 'AM Submitted', providerSelectable: true },
    },
    {
      identifier: 'schedulingFirstRound',
      value: 'Scheduling First Round',
      meta: { code: 'scheduling_first_round', requestForInfo: true, providerSelectable: true },
    },
    {
      identifier: 'schedulingNextRound',
      value: 'Scheduling Next Round',
      meta: { code: 'scheduling_next_round', requestForInfo: true, providerSelectable: true },
    },
    {
      identifier: 'additionalInfoNeeded',
      value: 'Additional Info Needed',
      meta: { code: 'additional_info_needed', requestForInfo: true, providerSelectable: true },
    },
    {
      identifier: 'pendingCandidateResponse',
      value: 'Pending Candidate Response',
      meta: { code: 'pending_candidate_response', requestForInfo: true, providerSelectable: false },
    },
    {
      identifier: 'holdingOffTooManyInProcess',
      value: 'Holding Off - Too Many in Process',
      meta: { code: 'holding_off_too_many_in_process', holdingOff: true, providerSelectable: true },
    },
    {
      identifier: 'holdingOffSearchOnHold',
      value: 'Holding Off - Search on Hold',
      meta: { code: 'holding_off_search_on_hold', holdingOff: true, providerSelectable: true },
    },
    {
      identifier: 'holdingOffNeedFeedback',
      value: 'Holding Off - Need Feedback on Outstanding Submittals',
      meta: { code: 'holding_off_need_feedback', holdingOff: true, providerSelectable: true },
    },
    {
      identifier: 'holdingOffFinalInterviewPendingOffer',
      value: 'Holding Off - Final Interview/Pending Offer',
      meta: { code: 'holding_off_final_interview_pending_offer', holdingOff: true, providerSelectable: true },
    },
  ],

  /** Sub-statuses of the send-out stage (shown as Interviewing). */
  sendOutCurrentStatus: [
    {
      identifier: 'waitingForNextSteps',
      value: 'Waiting for Next Steps',
      meta: { code: 'waiting_for_next_steps', internalName: 'Waiting for Next Steps/Feedback' },
    },
    {
      identifier: 'scheduledNoActionItems',
      value: 'Scheduled/No Action Items',
      meta: { code: 'scheduled_no_action_items' },
    },
    { identifier: 'reschedulingClient', value: 'Rescheduling - Client', meta: { code: 'rescheduling_client' } },
    {
      identifier: 'reschedulingCandidate',
      value: 'Rescheduling - Candidate',
      meta: { code: 'rescheduling_candidate' },
    },
    { identifier: 'referenceChecks', value: 'Reference Checks', meta: { code: 'reference_checks' } },
  ],

  /** Who ended a candidate's process in a job; each holds its reasons. */
  rejectionNotification: REJECTION_NOTIFICATION_LIST,
  /** Flat view of the rejection reasons (stored once, under their party). */
  rejectionNotificationReason: childItems(REJECTION_NOTIFICATION_LIST),

  /** Why a client passed after interviewing (executive report donut chart). */
  interviewRejectionReason: [
    { identifier: 'weakDiscovery', value: 'Weak discovery / questioning skills' },
    { identifier: 'weakMockPitch', value: 'Weak mock pitch, demo or role-play' },
    { identifier: 'lackOfPreparation', value: 'Under-prepared / limited company research' },
    { identifier: 'communicationSkills', value: 'Communication or presentation skills' },
    { identifier: 'industryExperience', value: 'Lacks relevant industry experience' },
    { identifier: 'segmentExperience', value: 'Lacks experience with our customer segment' },
    { identifier: 'trackRecord', value: 'Quota attainment or track record' },
    { identifier: 'coachability', value: 'Coachability concerns' },
    { identifier: 'cultureAlignment', value: 'Not aligned with team or company values' },
    { identifier: 'compensationExpectations', value: 'Compensation expectations' },
    { identifier: 'strongerCandidate', value: 'Chose a stronger candidate' },
    { identifier: 'referenceConcerns', value: 'Reference check concerns' },
    { identifier: 'roleChanged', value: 'Role changed, on hold or cancelled' },
    { identifier: 'other', value: 'Other' },
  ],

  /** Kind of offer recorded by Track Offer. */
  offerType: [
    { identifier: 'verbal', value: 'Verbal Offer' },
    { identifier: 'written', value: 'Written Offer' },
    { identifier: 'contingent', value: 'Contingent Offer (pending background or references)' },
    { identifier: 'revised', value: 'Revised Offer' },
  ],

  /** What a client may ask for when requesting more information on a submittal. */
  additionalInfoQuestions: [
    { identifier: 'currentCompensation', value: 'Current base salary and OTE' },
    { identifier: 'compensationExpectations', value: 'Compensation expectations' },
    { identifier: 'quotaAttainment', value: 'Quota attainment for the last 2–3 years' },
    { identifier: 'stackRanking', value: 'Stack ranking on current team' },
    { identifier: 'dealExamples', value: 'Examples of recent closed deals' },
    { identifier: 'reasonForLeaving', value: 'Reason for leaving current role' },
    { identifier: 'employmentGap', value: 'Explanation of an employment gap' },
    { identifier: 'availability', value: 'Availability to interview and start date' },
    { identifier: 'workAuthorization', value: 'Work authorization / sponsorship needs' },
    { identifier: 'locationFlexibility', value: 'Willingness to relocate or work on-site' },
    { identifier: 'otherProcesses', value: 'Other interview processes and offers' },
    { identifier: 'updatedResume', value: 'Updated resume' },
    { identifier: 'references', value: 'Professional references' },
  ],

  /** User feedback kinds (spec 002 §1). */
  feedbackType: [
    { identifier: 'suggestion', value: 'Suggestion' },
    { identifier: 'defect', value: 'Defect' },
    { identifier: 'other', value: 'Other' },
  ],

  /** The provider's recruiting desk a candidate, job or client is assigned to. */
  assignedBranch: [
    { identifier: 'northeast', value: 'Northeast', meta: { timeZone: 'America/New_York' } },
    { identifier: 'southeast', value: 'Southeast', meta: { timeZone: 'America/New_York' } },
    { identifier: 'central', value: 'Central', meta: { timeZone: 'America/Chicago' } },
    { identifier: 'mountain', value: 'Mountain', meta: { timeZone: 'America/Denver' } },
    { identifier: 'westCoast', value: 'West Coast', meta: { timeZone: 'America/Los_Angeles' } },
    { identifier: 'national', value: 'National / Remote', meta: { timeZone: null } },
  ],

  /** Presets of the date-added filter (`meta.days` back from today; null = custom range). */
  dateAdded: [
    { identifier: 'today', value: 'Today', meta: { days: 0 } },
    { identifier: 'last7Days', value: 'Last 7 days', meta: { days: 7 } },
    { identifier: 'last30Days', value: 'Last 30 days', meta: { days: 30 } },
    { identifier: 'last90Days', value: 'Last 90 days', meta: { days: 90 } },
    { identifier: 'last6Months', value: 'Last 6 months', meta: { days: 180 } },
    { identifier: 'lastYear', value: 'Last 12 months', meta: { days: 365 } },
    { identifier: 'customRange', value: 'Custom range', meta: { days: null } },
  ],
} as const satisfies LovSection
