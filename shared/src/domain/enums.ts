/**
 * Every closed list of the domain, declared once as an `as const` array.
 *
 * This file imports nothing (no Drizzle), so `shared/` can take it over verbatim: the arrays
 * feed the schema's check constraints / typed text columns here and `z.enum(...)` in
 * `shared/contracts`. Stored values are stable identifiers; the display text the spec shows
 * lives in the `*_LABELS` maps (or in list-of-values rows that carry the same `identifier`).
 *
 * Two kinds of lists:
 * - lists the spec fixes: enforced in the database by a check constraint;
 * - lists we chose where the spec names none (marked "ours"): typed in TypeScript only, so
 *   adding a value needs no migration.
 */

// ---------------------------------------------------------------------------------------------
// Users, roles, permissions (000 §3, §6)
// ---------------------------------------------------------------------------------------------

/** 000 §3: candidate, client, staff (the provider's own users), system. */
import { ACTIONS, INTERVIEW_STATUSES, SHORTLIST_STATUSES, SUBMITTAL_STATUSES } from './workflow/vocabulary'

export const USER_TYPES = ['candidate', 'client', 'staff', 'system'] as const
export type UserType = (typeof USER_TYPES)[number]

/** 000 §3 role views (derived from roles, not stored). */
export const ROLE_VIEWS = ['staff', 'nonStaff', 'client', 'candidate'] as const
export type RoleView = (typeof ROLE_VIEWS)[number]

/**
 * 000 §6 role dictionary. Roles are rows (their permissions are data), so the database does not
 * restrict role keys; these are the keys the code relies on and the seed creates.
 */
export const ROLE_KEYS = [
  'candidate',
  'internal-recruiter',
  'fractional-recruiter',
  'client-recruiter',
  'client-sourcing',
  'client-recruiter-basic',
  'manage-lists',
  'manage-users',
] as const
export type RoleKey = (typeof ROLE_KEYS)[number]

/** 000 §6 permission keys, exactly as spelled there. Checked in the database. */
export const PERMISSION_KEYS = [
  'candidate',
  'recruiter',
  'fractional-recruiter',
  'client-recruiter',
  'client-sourcing',
  'client-recruiter-basic',
  'manage-lists',
  'manage-users',
  'delete-candidates',
  'demographic-filter',
  'manage-next-gen-filters',
  'enable-re-debug',
  'manage-feature-configs',
  'manage-linkedIn-projects',
  'manage-reports',
  'manage-configurations',
  'manage-location-mappings',
  'manage-email-whitelisting',
  'allow-elastic-search-resync',
  'manage-compensation-estimates-mappings',
] as const
export type PermissionKey = (typeof PERMISSION_KEYS)[number]

/** 000 §6 global search entities (clients search candidate and job only). Also recent clicks. */
export const SEARCH_ENTITIES = ['candidate', 'client', 'job', 'organization'] as const
export type SearchEntity = (typeof SEARCH_ENTITIES)[number]

/** 000 §3 feature flags. */
export const FEATURE_FLAG_KEYS = [
  'submittalRequiredField',
  'compEngine',
  'marketMapping',
  'clientExecReporting',
] as const
export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number]

/** Ours (issue 3): scopes an access key (X-Access-Key) can carry. Typed only, not checked. */
export const ACCESS_KEY_SCOPES = [
  'apply', // the inbound apply form and its widget: temp files, guest candidate answers
  'hire', // the inbound hire form and its widget
  'comp-engine', // the free compensation planning tool and its widget
  'read', // guest reads: lists of values, locations, positions, organizations, media streams
] as const
export type AccessKeyScope = (typeof ACCESS_KEY_SCOPES)[number]

// ---------------------------------------------------------------------------------------------
// Authentication (000 §7, §8; api-conventions "Sign-in calls")
// ---------------------------------------------------------------------------------------------

/** 000 §7 "auth/logs": every auth step is logged as pending, success or failure. */
export const AUTH_LOG_STATES = ['pending', 'success', 'failure'] as const
export type AuthLogState = (typeof AUTH_LOG_STATES)[number]

/** Ours: the auth steps (one per sign-in call). */
export const AUTH_STEPS = [
  'signup',
  'verifyAccount',
  'resendCode',
  'login',
  'refresh',
  'logout',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'changeEmail',
  'socialLogin',
  /** Ours: the extension signed in from a web session's one-time code (issue 15). */
  'extensionHandOver',
] as const
export type AuthStep = (typeof AUTH_STEPS)[number]

/** Ours: what a one-time verification code proves. */
export const VERIFICATION_PURPOSES = ['verifyEmail', 'changeEmail'] as const
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number]

/** Ours: social login providers (the spec names none). */
export const SOCIAL_PROVIDERS = ['google', 'linkedin', 'microsoft'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

// ---------------------------------------------------------------------------------------------
// Candidates (001 §3, §4)
// ---------------------------------------------------------------------------------------------

/** 000/001 §3 search status identifiers. */
export const SEARCH_STATUSES = ['activelySearching', 'passivelySearching', 'openToOffers', 'offTheMarket'] as const
export type SearchStatus = (typeof SEARCH_STATUSES)[number]
export const SEARCH_STATUS_LABELS = {
  activelySearching: 'Actively Searching',
  passivelySearching: 'Passively Searching',
  openToOffers: 'Open to Offers but Not Looking',
  offTheMarket: 'Off the Market', // hidden from clients
} as const satisfies Record<SearchStatus, string>

/** 000 §3 remote option values. */
export const REMOTE_OPTIONS = ['yes', 'no', 'remoteOnly'] as const
export type RemoteOption = (typeof REMOTE_OPTIONS)[number]

/**
 * 000 §3 work arrangement: how many days in the office. Stored on candidates (the arrangements
 * they accept) and jobs (the one the job offers). Not to be confused with the
 * `preferredOfficeHours` list of values (business hours by time zone), referenced by id.
 */
export const WORK_ARRANGEMENTS = [
  'fullyRemote',
  'oneToTwoDaysPerWeek',
  'threeToFourDaysPerWeek',
  'fullyAtOffice',
] as const
export type WorkArrangement = (typeof WORK_ARRANGEMENTS)[number]
export const WORK_ARRANGEMENT_LABELS = {
  fullyRemote: 'Fully Remote',
  oneToTwoDaysPerWeek: '1-2 days/week',
  threeToFourDaysPerWeek: '3-4 days/week',
  fullyAtOffice: 'Fully at Office',
} as const satisfies Record<WorkArrangement, string>

/** 000/001 §3 inbound lead statuses: identifiers of the `leadStatus` list of values. */
export const INBOUND_LEAD_STATUSES = [
  'newInbound',
  'accepted',
  'handoff',
  'handoffToMarketing',
  'handoffToRoundRobin',
  'disqualified',
  'connectInbound',
] as const
export type InboundLeadStatus = (typeof INBOUND_LEAD_STATUSES)[number]
export const INBOUND_LEAD_STATUS_LABELS = {
  newInbound: 'New Inbound',
  accepted: 'Accepted',
  handoff: 'Handoff',
  handoffToMarketing: 'Handoff to Marketing',
  handoffToRoundRobin: 'Handoff to Round Robin',
  disqualified: 'Disqualified',
  connectInbound: 'Connect Inbound',
} as const satisfies Record<InboundLeadStatus, string>

/** Ours: how a candidate record came to exist. */
export const CANDIDATE_SOURCES = [
  'signup',
  'inboundForm',
  'extension',
  'recruiter',
  'resumeUpload',
  'ats',
  'import',
] as const
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number]

/**
 * Ours (issue 31): why a candidate is in the duplicate review queue. `possibleDuplicate`: a
 * fuzzy match (name with company or city) was created anyway; `alternateEmail`: an exact key
 * matched a record holding another e-mail, the new one kept as an alternate; `conflictingKeys`:
 * the arriving keys pointed at two different records.
 */
export const DUPLICATE_REVIEW_REASONS = ['possibleDuplicate', 'alternateEmail', 'conflictingKeys'] as const
export type DuplicateReviewReason = (typeof DUPLICATE_REVIEW_REASONS)[number]
export const DUPLICATE_REVIEW_STATES = ['open', 'dismissed', 'merged'] as const
export type DuplicateReviewState = (typeof DUPLICATE_REVIEW_STATES)[number]

/** Ours: internal note types (001 §7 "GET accepts a type filter"; the types are not shown). */
export const CANDIDATE_NOTE_TYPES = ['general', 'call', 'email', 'meeting', 'interview', 'reference', 'system'] as const
export type CandidateNoteType = (typeof CANDIDATE_NOTE_TYPES)[number]

/** Ours: a portfolio item is a link or an uploaded file (pdf or image). */
export const PORTFOLIO_ITEM_TYPES = ['link', 'file'] as const
export type PortfolioItemType = (typeof PORTFOLIO_ITEM_TYPES)[number]

/** 001 §4 deletion life-cycle of a candidate. */
export const CANDIDATE_DELETION_STATES = ['marked', 'restored', 'purged'] as const
export type CandidateDeletionState = (typeof CANDIDATE_DELETION_STATES)[number]

/** 001 §4 re-inbound request: sent or updated, then cancelled (or handled by a recruiter). */
export const REINBOUND_REQUEST_STATES = ['open', 'cancelled', 'handled'] as const
export type ReinboundRequestState = (typeof REINBOUND_REQUEST_STATES)[number]

/** 000 §9, 001 §4 recommendation candidate pools. */
export const RECOMMENDATION_POOLS = ['active', 'jit'] as const
export type RecommendationPool = (typeof RECOMMENDATION_POOLS)[number]

/** Ours: status of a recommendation run (001 §8: in progress, retry error). */
/** The search indexes (one per searchable entity), as `sync-elastic-search/resync/{indexType}` names them. */
export const SEARCH_INDEX_NAMES = ['candidates', 'jobs', 'clients', 'organizations'] as const
export type SearchIndexName = (typeof SEARCH_INDEX_NAMES)[number]

/** A whole-index rebuild asked for from the admin screen: queued, running, then done or failed. */
export const SEARCH_REINDEX_STATES = ['queued', 'running', 'done', 'failed'] as const
export type SearchReindexState = (typeof SEARCH_REINDEX_STATES)[number]

export const RECOMMENDATION_RUN_STATES = ['pending', 'running', 'complete', 'error'] as const
export type RecommendationRunState = (typeof RECOMMENDATION_RUN_STATES)[number]

/** 001 §7 recommendation-details entity types. */
export const RECOMMENDATION_ENTITY_TYPES = ['candidate', 'job'] as const
export type RecommendationEntityType = (typeof RECOMMENDATION_ENTITY_TYPES)[number]

// ---------------------------------------------------------------------------------------------
// Job stages (000 §4, 001 §4, workflow-decisions.md)
// ---------------------------------------------------------------------------------------------

/**
 * 000 §4 stage types a job-candidate row may hold. `hired` is part of the vocabulary but never
 * stored: a hire is the offer stage with status accepted (workflow-decisions.md).
 */
export const STORED_STAGE_TYPES = [
  'recommended',
  'matching',
  'hidden',
  'pitched',
  'shortlist',
  'submittal',
  'send_out',
  'offer',
] as const
export type StoredStageType = (typeof STORED_STAGE_TYPES)[number]
/** 000 §4 stage types, the whole vocabulary (API and display). */
export const STAGE_TYPES = [...STORED_STAGE_TYPES, 'hired'] as const
export type StageType = (typeof STAGE_TYPES)[number]

// Stage statuses, rejecting parties and sub-statuses are the workflow's vocabulary, defined once there.
export { REJECTING_PARTIES, type RejectingParty, STAGE_STATUSES, type StageStatus } from './workflow/vocabulary'

/** Sub-statuses as stored in job_candidates.current_status, per stage (display names: workflow vocabulary). */
export const SUBMITTAL_CURRENT_STATUSES = SUBMITTAL_STATUSES
export const SEND_OUT_CURRENT_STATUSES = INTERVIEW_STATUSES
export const SHORTLIST_CURRENT_STATUSES = SHORTLIST_STATUSES

/** Every sub-status a job-candidate row may hold (`currentStatus`). */
export const STAGE_CURRENT_STATUSES = [
  ...SUBMITTAL_CURRENT_STATUSES,
  ...SEND_OUT_CURRENT_STATUSES,
  ...SHORTLIST_CURRENT_STATUSES,
] as const
export type StageCurrentStatus = (typeof STAGE_CURRENT_STATUSES)[number]

/** 000 §4 action names (workflow-decisions adds bulkApprove), plus the system's own moves. */
export const STAGE_ACTIONS = [
  ...ACTIONS,
  'updateCurrentStatus',
  'changeStatus',
  // ours: moves made by the system rather than a button
  'recommend',
  'jitSuggest',
  'jitFarm',
  'jitHandoff',
  'respondToOpportunity',
  'closeJob',
  'confirmInMail',
] as const
export type StageAction = (typeof STAGE_ACTIONS)[number]

/** Stage buckets of a job's aggregates (002 §3). */
export const AGGREGATE_STAGES = ['pitched', 'shortlist', 'hidden', 'submittal', 'send_out', 'offer'] as const
export type AggregateStage = (typeof AGGREGATE_STAGES)[number]

/** The two blocks of a job's aggregates: what the provider works, what the client sees. */
export const AGGREGATE_AUDIENCES = ['provider', 'client'] as const
export type AggregateAudience = (typeof AGGREGATE_AUDIENCES)[number]

// ---------------------------------------------------------------------------------------------
// Jobs, clients, organizations (002 §3)
// ---------------------------------------------------------------------------------------------

/** 000 §3 job-level statuses Open, Opportunistic, Pending, Closed (workflow vocabulary). */
export { JOB_STATUSES, type JobStatus } from './workflow/vocabulary'

/** 002 §3 company types (of a client account). */
export const COMPANY_TYPES = [
  'permanent',
  'connectDemo',
  'connectPermanent',
  'connectTrial',
  'preKickoffSales',
] as const
export type CompanyType = (typeof COMPANY_TYPES)[number]
export const COMPANY_TYPE_LABELS = {
  permanent: 'Permanent',
  connectDemo: 'Connect Demo',
  connectPermanent: 'Connect Permanent',
  connectTrial: 'Connect Trial',
  preKickoffSales: 'Pre Kickoff (Sales)',
} as const satisfies Record<CompanyType, string>

/** 002 §3 client sourcing location types. */
export const SOURCING_LOCATION_TYPES = [
  'anywhereInUs',
  'anywhereInUsAndCanada',
  'specificCities',
  'specificStates',
  'specificTimeZones',
  'excludedStates',
] as const
export type SourcingLocationType = (typeof SOURCING_LOCATION_TYPES)[number]
export const SOURCING_LOCATION_TYPE_LABELS = {
  anywhereInUs: 'Anywhere in the US',
  anywhereInUsAndCanada: 'Anywhere in US & Canada',
  specificCities: 'Specific Cities',
  specificStates: 'Specific States',
  specificTimeZones: 'Specific Time Zones',
  excludedStates: 'Excluded States',
} as const satisfies Record<SourcingLocationType, string>

/** 002 §3 job contact types and roles. */
export const JOB_CONTACT_TYPES = ['jobContact', 'hiringManager'] as const
export type JobContactType = (typeof JOB_CONTACT_TYPES)[number]
export const JOB_CONTACT_ROLES = ['salesContact', 'accountManager', 'sourcer'] as const
export type JobContactRole = (typeof JOB_CONTACT_ROLES)[number]

/**
 * Ours (the spec names no values): an interviewer's overall recommendation in interview feedback,
 * worst to best, in the words Greenhouse scorecards use (ATS feedback reads the same scale).
 */
export const INTERVIEW_RECOMMENDATIONS = ['strongNo', 'no', 'yes', 'strongYes'] as const
export type InterviewRecommendation = (typeof INTERVIEW_RECOMMENDATIONS)[number]

/** Ours: whose jobs the interview report covers (the spec's default is "my jobs"). */
export const INTERVIEW_REPORT_SCOPES = ['myJobs', 'allJobs'] as const
export type InterviewReportScope = (typeof INTERVIEW_REPORT_SCOPES)[number]

/** 002 §3 offer filter of the interview report (not stored). */
export const OFFER_FILTERS = ['byInterviewer', 'byRound'] as const
export type OfferFilter = (typeof OFFER_FILTERS)[number]

/** 000 §3 link-by-hash results (job link, JIT opportunity link). */
export const LINK_HASH_RESULTS = ['not_found', 'invalid_hash', 'hash_expired', 'already_submitted'] as const
export type LinkHashResult = (typeof LINK_HASH_RESULTS)[number]

/** Ours: what a public (hashed) link grants. */
export const PUBLIC_LINK_PURPOSES = [
  'profileShare', // public profile, expiry by creator: staff 90, client 30, candidate 6 days
  'jitOpportunity', // candidate answers a JIT opportunity
  'searchStatusUpdate', // candidate updates their search status without signing in
  'jobSnippet', // public job snippet
  'jobApplication', // job link by hash (already_submitted once used)
  'organizationProfile', // public organization profile
  'interviewResponse', // interview invite response
  'interviewFeedback', // an outside interviewer (no Quota account) gives feedback; valid 14 days
] as const
export type PublicLinkPurpose = (typeof PUBLIC_LINK_PURPOSES)[number]

/** 000 §3 sales-role segments for message templates. */
export const SALES_SEGMENTS = ['default', 'sdr', 'ae', 'salesLeadership', 'csmAm', 'marketing'] as const
export type SalesSegment = (typeof SALES_SEGMENTS)[number]
export const SALES_SEGMENT_LABELS = {
  default: 'Default',
  sdr: 'SDR',
  ae: 'AE/EAE',
  salesLeadership: 'Sales Leadership',
  csmAm: 'CSM/AM',
  marketing: 'Marketing',
} as const satisfies Record<SalesSegment, string>

/** 002 §3 position identifiers (`position` list of values, grouped by `positionCategory`). */
export const POSITION_IDENTIFIERS = [
  'accountManager',
  'technicalAccountManager',
  'customerSuccessManager',
  'salesDevelopmentRepresentative',
  'sdrManager',
  'accountExecutive',
  'midMarketAe',
  'channelAe',
  'directorOfSales',
  'headOfSales',
  'cro',
  'ceo',
  'accountExecutiveEnterprise',
  'managerAndDirector',
  'vpAndCro',
  'salesEngineer',
  'customerSuccessDirector',
  'customerSuccessVP',
  'directorOfSalesDevelopment',
  'other',
] as const
export type PositionIdentifier = (typeof POSITION_IDENTIFIERS)[number]

/** Ours: a position mapping is an alias (title -> position) or a blacklisted word. */
export const POSITION_MAPPING_KINDS = ['alias', 'blacklistedWord'] as const
export type PositionMappingKind = (typeof POSITION_MAPPING_KINDS)[number]

/** 002 §3 list-of-values keys (001 §3's list is a subset). */
export const LIST_OF_VALUES_KEYS = [
  'position',
  'positionCategory',
  'leadStatus',
  'crunchbaseStatus',
  'disqualifiedNotification',
  'disqualifiedTemporaryReason',
  'workExperienceTitle',
  'skill',
  'degree',
  'fieldOfStudy',
  'targetMarket',
  'searchStatus',
  'genderPronoun',
  'customerSize',
  'soldIntoLevel',
  'industry',
  'soldIntoDepartment',
  'averageDealSize',
  'averageDealCycle',
  'annualQuota',
  'netBusinessQuota',
  'dateAdded',
  'feedbackType',
  'branch',
  'assignedBranch',
  'contactStatus',
  'bookOfBusiness',
  'responsibility',
  'measuredBy',
  'monthlyQualifiedMeetingsQuota',
  'annualPipelineQuota',
  'additionalInfoQuestions',
  'jobScheduleType',
  'interviewTime',
  'interviewDuration',
  'offerType',
  'submittalCurrentStatus',
  'sendOutCurrentStatus',
  'rejectionNotification',
  'rejectionNotificationReason',
  'jitOpportunityNotInterestedReason',
  'yearsOfRequiredExperience',
  'companySize',
  'interviewRejectionReason',
  'level',
  'race',
  'age',
  'genderIdentity',
  'sexualOrientation',
  'militaryStatus',
  'accountStatus',
  'extracurricularActivity',
  'teamArr',
  'teamsManaged',
  'salesMethodologies',
  'annualTeamQuota',
  'highestLevelManaged',
  'reportedInto',
  'deleteCandidateReason',
  'shortListStatus',
  'jobStageFeedback',
  'jobCloseReasons',
  'benefit',
  'fundingRounds',
  'tenure',
  'fundingAmountUnit',
  'hidingCandidateReason',
  'averageNumberOfAccounts',
  'jobRecordTypes',
  'jitAutoSuggestionThreshold',
  'jobLocationTypes',
  'preferredOfficeHours',
] as const
export type ListOfValuesKey = (typeof LIST_OF_VALUES_KEYS)[number]

// ---------------------------------------------------------------------------------------------
// Interviews, offers (000 §3, 002 §3)
// ---------------------------------------------------------------------------------------------

/** 000 §3 interview types. */
export const INTERVIEW_TYPES = [
  'phone',
  'video',
  'inPerson',
  'other',
  'hiringEvent',
  'finalInterview',
  'referenceChecks',
  'project',
] as const
export type InterviewType = (typeof INTERVIEW_TYPES)[number]
export const INTERVIEW_TYPE_LABELS = {
  phone: 'Phone',
  video: 'Video',
  inPerson: 'In person',
  other: 'Other',
  hiringEvent: 'Hiring event',
  finalInterview: 'Final interview',
  referenceChecks: 'Reference checks',
  project: 'Project',
} as const satisfies Record<InterviewType, string>

/** 000 §3 save modes: Save, Send, Download ICS. */
export const INTERVIEW_SAVE_MODES = ['save', 'send', 'downloadIcs'] as const
export type InterviewSaveMode = (typeof INTERVIEW_SAVE_MODES)[number]

/**
 * 000 §3 notification audience (calendarInviteRecipients): all (candidates, interviewers, account
 * manager, candidate owner), staff only (account manager, candidate owner), or none.
 */
export const INTERVIEW_NOTIFICATION_AUDIENCES = ['all', 'staffOnly', 'none'] as const
export type InterviewNotificationAudience = (typeof INTERVIEW_NOTIFICATION_AUDIENCES)[number]
export const INTERVIEW_NOTIFICATION_AUDIENCE_LABELS = {
  all: 'Everyone (candidate, interviewers, account manager, candidate owner)',
  staffOnly: 'Provider staff only (account manager, candidate owner)',
  none: 'Nobody',
} as const satisfies Record<InterviewNotificationAudience, string>

/**
 * Ours: where an interview was made. Schedules from an ATS, a downloaded ICS or Open in Google
 * cannot be changed in the product (000 §8).
 */
export const INTERVIEW_SOURCES = ['quota', 'ats', 'ics', 'googleCalendar'] as const
export type InterviewSource = (typeof INTERVIEW_SOURCES)[number]

/** Ours: the interview's own state (deleting an interview cancels it). */
export const INTERVIEW_STATES = ['scheduled', 'cancelled', 'completed'] as const
export type InterviewState = (typeof INTERVIEW_STATES)[number]

/** Ours: a candidate's answer to an interview invite ("already responded", 000 §8); rescheduleRequested = proposes another time. */
export const INTERVIEW_RESPONSES = ['pending', 'accepted', 'declined', 'rescheduleRequested'] as const
export type InterviewResponse = (typeof INTERVIEW_RESPONSES)[number]

/** Ours: meeting methods; 002 §1 says Zoom is the default. */
export const MEETING_METHODS = ['zoom', 'googleMeet', 'microsoftTeams', 'phone', 'inPerson', 'customLink'] as const
export type MeetingMethod = (typeof MEETING_METHODS)[number]

/** Ours: calendar and meeting integrations of a user (settings/integrate-calendar, -meeting). */
export const CALENDAR_INTEGRATION_KINDS = ['calendar', 'meeting'] as const
export type CalendarIntegrationKind = (typeof CALENDAR_INTEGRATION_KINDS)[number]
/** personalLink: the user's own meeting room URL (a meeting integration with nothing to call). */
export const CALENDAR_INTEGRATION_PROVIDERS = ['google', 'microsoft', 'zoom', 'caldav', 'personalLink'] as const
export type CalendarIntegrationProvider = (typeof CALENDAR_INTEGRATION_PROVIDERS)[number]
/**
 * Ours: what became of an interview in an interviewer's connected calendar (calendar.interview):
 * written or removed there, or not, and why (no calendar connected, not a user of ours, failed).
 */
export const CALENDAR_SYNC_STATES = ['written', 'removed', 'notConnected', 'notAUser', 'failed'] as const
export type CalendarSyncState = (typeof CALENDAR_SYNC_STATES)[number]

// ---------------------------------------------------------------------------------------------
// Media (000 §3, 002 §3)
// ---------------------------------------------------------------------------------------------

/** 000 §3 media upload source. */
export const MEDIA_SOURCES = ['file', 'url', 'blob'] as const
export type MediaSource = (typeof MEDIA_SOURCES)[number]

/** 000 §3 media status. */
export const MEDIA_STATUSES = ['waiting', 'uploading', 'transcoding', 'complete', 'error'] as const
export type MediaStatus = (typeof MEDIA_STATUSES)[number]

/** 000 §3 upload kinds, plus the other uploads the spec sizes (feedback attachment, inbound picture, temp file). */
export const MEDIA_KINDS = [
  'resume',
  'profilePicture',
  'organizationLogo',
  'organizationCover',
  'portfolioThumbnail',
  'portfolioFile',
  'pitchedVideo',
  'candidateAudio',
  'organizationAudio',
  'cultureFile',
  'cultureMediaThumbnail',
  'feedbackAttachment',
  'inboundPicture',
  'tempFile',
] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

/** Ours: what a culture media item shows. */
export const CULTURE_MEDIA_TYPES = ['image', 'video', 'audio', 'link'] as const
export type CultureMediaType = (typeof CULTURE_MEDIA_TYPES)[number]

// ---------------------------------------------------------------------------------------------
// Integrations, configuration, feedback, messaging, real time
// ---------------------------------------------------------------------------------------------

/** 002 §1 applicant tracking systems named. */
export const ATS_PROVIDERS = ['greenhouse', 'lever'] as const
export type AtsProvider = (typeof ATS_PROVIDERS)[number]

/** Ours: where a pushed candidate stands in the client's ATS (from its webhooks). */
export const ATS_CANDIDATE_STATUSES = ['active', 'hired', 'rejected', 'archived'] as const
export type AtsCandidateStatus = (typeof ATS_CANDIDATE_STATUSES)[number]

/** Ours: state of a job row's Push to ATS. */
export const ATS_PUSH_STATES = ['pending', 'pushed', 'failed'] as const
export type AtsPushState = (typeof ATS_PUSH_STATES)[number]

/** Ours: events a webhook subscription can receive. */
export const WEBHOOK_EVENTS = [
  'candidate.stageChanged',
  'candidate.submitted',
  'candidate.hired',
  'interview.scheduled',
  'interview.updated',
  'interview.cancelled',
  'offer.tracked',
  'job.created',
  'job.updated',
  'job.statusChanged',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** Ours: state of one webhook delivery attempt. */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'succeeded', 'failed'] as const
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number]

/** Ours: configuration rows are settings (typed JSON values) or links (configurations/links). */
export const CONFIGURATION_TYPES = ['setting', 'link'] as const
export type ConfigurationType = (typeof CONFIGURATION_TYPES)[number]

/** 002 §3 campaign config configurationType: apply form or hire. */
export const INBOUND_FORM_TYPES = ['apply', 'hire'] as const
export type InboundFormType = (typeof INBOUND_FORM_TYPES)[number]
/** Ours: what an inbound submission records: an application, a hire request, or the compensation widget's sales ping. */
export const INBOUND_SUBMISSION_KINDS = [...INBOUND_FORM_TYPES, 'salesPing'] as const
export type InboundSubmissionKind = (typeof INBOUND_SUBMISSION_KINDS)[number]

/** Ours: channels a notification template renders for. */
export const NOTIFICATION_CHANNELS = ['email', 'inMail', 'inApp'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

/** 000 §1 user feedback types. */
export const FEEDBACK_TYPES = ['suggestion', 'defect', 'other'] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]

/** Ours: triage state of a feedback item. */
export const FEEDBACK_STATES = ['new', 'triaged', 'closed'] as const
export type FeedbackState = (typeof FEEDBACK_STATES)[number]

/** Ours: message channels (pitch by e-mail or InMail, in-product messages). */
export const MESSAGE_CHANNELS = ['inApp', 'email', 'inMail'] as const
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]

/** Ours: candidate feed / activity history item types (001 §3 feed item `type`). */
export const ACTIVITY_TYPES = [
  'stageChanged',
  'opportunityPitched',
  'interviewScheduled',
  'interviewUpdated',
  'interviewDeleted',
  'offerTracked',
  'hired',
  'jobRecommended',
  'message',
] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

/** 000 §3 real-time channel message types (not stored; the outbox carries them). */
export const REALTIME_MESSAGE_TYPES = [
  'filterRemoved',
  'jobStageChange',
  'newMessage',
  'candidateATSChange',
  'interviewScheduled',
  'interviewDeleted',
  'mediaContentStatusChange',
  'recommendedCandidates',
  'JitRecommendedCandidate',
  'jitFarmingError',
  'recommendedJobs',
  'jitFarmingSuccess',
  'validateLinkedInUrl',
  'chromeBotStatsModalViewed',
] as const
export type RealtimeMessageType = (typeof REALTIME_MESSAGE_TYPES)[number]

/** Ours: outbox topics (work handed to the queue after commit). Typed only, not checked. */
export const OUTBOX_TOPICS = [
  'mail.send',
  'webhook.deliver',
  'search.sync',
  'realtime.publish',
  'media.transcode',
  'candidate.purge',
  'jit.handoff',
  'ats.push',
  'recommendation.run',
  'recommendation.candidate',
  'search.jobMatching',
  'search.reindex',
  'calendar.interview',
] as const
export type OutboxTopic = (typeof OUTBOX_TOPICS)[number]
