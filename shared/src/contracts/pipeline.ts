/**
 * The pipeline API: a job's candidate lists, the stage actions on a candidate in a job, the job's
 * aggregates and status, and the public answer to an opportunity link.
 * Spec: 000 §3 "Job stage on a candidate", §4 (actions), §5 (track-offer limits, salary < OTE);
 * 001 §7 GET jobs/{jobId}/candidates; 002 §3 "Job aggregates", §7 jobs calls;
 * design/api-conventions.md (stage actions), design/workflow-decisions.md.
 */
import * as z from 'zod'
import {
  ATS_PUSH_STATES,
  INTERVIEW_NOTIFICATION_AUDIENCES,
  INTERVIEW_SAVE_MODES,
  INTERVIEW_TYPES,
  JOB_STATUSES,
  MEETING_METHODS,
  STORED_STAGE_TYPES,
} from '../domain/enums'
import { WALL_TIME_OCCURRENCES } from '../domain/interview-schedule/wall-time'
import { hasUnsafeLinkScheme } from '../domain/jobs/index'
import { LIMITS, PAGE_SIZE } from '../domain/validation/limits'
import {
  ACTIONS,
  LIST_KINDS,
  REJECTING_PARTIES,
  STAGE_STATUSES,
  STAGE_TYPES,
  SUB_STATUSES,
  VIEWER_KINDS,
} from '../domain/workflow/vocabulary'

const booleanish = z.enum(['true', 'false']).transform((v) => v === 'true')
const notes = z.string().trim().max(LIMITS.notes).describe(`Free text, at most ${LIMITS.notes} characters`)
const expectedVersion = z
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .describe('The stage version the caller saw; a different current version answers 409 CONFLICT')
const lovId = z.uuid().describe('A list-of-values id')

export const JobParams = z.strictObject({ id: z.uuid().describe('The job') })
export type JobParams = z.infer<typeof JobParams>
/**
 * Every /jobs/{id}/... route names the job `id` (the router allows one name per path position,
 * and the jobs module's `jobs/{id}/details` has it first).
 */
export const JobCandidatesParams = z.strictObject({ id: z.uuid().describe('The job') })
export const JobCandidateParams = z.strictObject({ id: z.uuid().describe('The job'), candidateId: z.uuid() })
export type JobCandidateParams = z.infer<typeof JobCandidateParams>
export const JobCandidateStatusParams = JobCandidateParams

export const StageAction = z.enum(ACTIONS)
export const ListKind = z.enum(LIST_KINDS)
export const StageTypeEnum = z.enum(STAGE_TYPES)
export const StageStatusEnum = z.enum(STAGE_STATUSES)
export const SubStatusEnum = z.enum(SUB_STATUSES)
export const RejectingPartyEnum = z.enum(REJECTING_PARTIES)

// ---------------------------------------------------------------------------------------------
// GET jobs/{jobId}/candidates

export const JobCandidatesQuery = z.strictObject({
  candidateType: ListKind.default('jobStage').describe(
    'Which list: recommended, matching, shortlist, hidden, jitFarming or jobStage (submittal onwards)',
  ),
  stageType: StageTypeEnum.optional().describe('Only rows in this stage (hired = offer accepted)'),
  stageStatus: StageStatusEnum.optional(),
  stageCurrentStatus: SubStatusEnum.optional().describe('Only rows with this sub-status'),
  stageRejectStatus: RejectingPartyEnum.optional().describe('Only rows rejected by this party'),
  showHistory: booleanish.optional().describe('Include each row’s stage history'),
  isAntiBiasMode: booleanish.optional().describe('Hide identifying details (names, e-mail, links)'),
  recommend: booleanish
    .optional()
    .describe('Recommended list: recompute the job’s pools now before answering (recruiters only)'),
  pool: z.enum(['active', 'jit']).optional().describe('Recommended list: only this pool (active or JIT)'),
  searchInstanceId: z
    .uuid()
    .optional()
    .describe('Recommended list: the recommendation run the caller saw (recommend/status); 404 when not this job’s'),
  candidateUserId: z.uuid().optional().describe('Only the row of the candidate with this user id'),
  includeProspects: booleanish
    .optional()
    .describe('Include candidates without a login (prospects); default true, false lists signed-up candidates only'),
  candidateId: z.uuid().optional().describe("Only this candidate's row (a profile page's stage actions)"),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export type JobCandidatesQuery = z.infer<typeof JobCandidatesQuery>

// ---------------------------------------------------------------------------------------------
// Answers

export const ActionGroups = z.object({
  primary: z.array(StageAction),
  secondary: z.array(StageAction),
})

export const StageHistoryEntry = z.object({
  id: z.uuid(),
  action: z.string(),
  fromStageType: z.string().nullable(),
  fromStageStatus: z.string().nullable(),
  fromCurrentStatus: z.string().nullable(),
  toStageType: z.string(),
  toStageStatus: z.string(),
  toCurrentStatus: z.string().nullable(),
  rejectedBy: RejectingPartyEnum.nullable(),
  notes: z.string().nullable(),
  actorId: z.uuid().nullable(),
  actorUserType: z.string().nullable(),
  createdAt: z.string(),
})
export type StageHistoryEntry = z.infer<typeof StageHistoryEntry>

/** 000 §3 "Job stage on a candidate" (hired is the offer stage accepted; `stageType` says hired then). */
export const JobCandidateStage = z.object({
  stageId: z.uuid(),
  jobId: z.uuid(),
  candidateId: z.uuid(),
  stageType: StageTypeEnum,
  stageStatus: StageStatusEnum,
  stageCurrentStatus: SubStatusEnum.nullable(),
  stageCurrentStatusName: z.string().nullable().describe('Display text of the sub-status'),
  stageStartAt: z.string(),
  rejectedBy: RejectingPartyEnum.nullable(),
  rejectionReasons: z.array(z.uuid()),
  rejectionNotes: z.string().nullable(),
  rejectionNotification: z.uuid().nullable(),
  feedbackId: z.uuid().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.uuid().nullable(),
  createdByUserType: z.string().nullable(),
  statusUpdatedAt: z.string(),
  statusUpdatedBy: z.uuid().nullable(),
  statusUpdatedByUserType: z.string().nullable(),
  isHistory: z.boolean(),
  isSubmittedToClient: z.boolean(),
  isSuggestedToCandidate: z.boolean(),
  isLocked: z.boolean(),
  unlockedAt: z.string().nullable(),
  unlockedBy: z.uuid().nullable(),
  isPushedToHubspot: z.boolean().describe('Pushed to the provider’s CRM'),
  pushedToAtsAt: z.string().nullable().optional().describe('When the client’s ATS last accepted the candidate'),
  atsPushState: z
    .enum(ATS_PUSH_STATES)
    .nullable()
    .optional()
    .describe('Push to ATS: pending (queued or retrying), pushed, failed; null = never pushed'),
  atsPushError: z.string().nullable().optional().describe('The ATS’s reason the last push attempt failed'),
  snippetSentAt: z.string().nullable(),
  jitFlaggedAt: z.string().nullable(),
  pool: z.enum(['active', 'jit']).nullable().describe('Recommended rows: the pool (active or JIT)'),
  score: z.number().nullable().describe('Recommended rows: the fit score, 0-100'),
  version: z.number().int().describe('Send back as expectedVersion to act only on what you saw'),
})
export type JobCandidateStage = z.infer<typeof JobCandidateStage>

export const StageCounts = z.object({
  current: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  total: z.number().int(),
})

/** 002 §3 "Job aggregates": provider and client blocks, flags and the main stage. */
export const JobAggregatesDto = z.object({
  provider: z.object({
    pitched: StageCounts,
    shortList: StageCounts.extend({
      currentStatusCount: z.object({
        notPitched: z.number().int(),
        pitchedPending: z.number().int(),
        interested: z.number().int(),
        notInterested: z.number().int(),
      }),
    }),
    submittal: StageCounts,
    hidden: StageCounts.describe(
      'Candidates hidden for this job now (002 §3 lists the bucket). Hidden is a pool, not a funnel step: current = total, accepted and rejected stay 0',
    ),
    awaitingAction: z.number().int(),
    requiresProviderAction: z.boolean(),
  }),
  client: z.object({
    submittal: StageCounts,
    sendOut: StageCounts,
    offer: StageCounts,
    awaitingAction: z.number().int(),
    requiresClientAction: z.boolean(),
  }),
  mainStage: z.enum(['submittal', 'send_out', 'offer']).nullable(),
})
export type JobAggregatesDto = z.infer<typeof JobAggregatesDto>

export const JobAggregatesAnswer = z.object({
  jobId: z.uuid(),
  jobStatus: z.enum(JOB_STATUSES),
  elapsedDays: z.number().int(),
  aggregates: JobAggregatesDto,
})
export type JobAggregatesAnswer = z.infer<typeof JobAggregatesAnswer>

export const PipelineCandidateCard = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().describe('"Candidate 1a2b3c" in anti-bias mode'),
  email: z.string().nullable().describe('Provider users only; null in anti-bias mode'),
  linkedInProfileUrl: z.string().nullable(),
  searchStatus: z.string().nullable(),
})

export const JobCandidateListItem = z.object({
  candidate: PipelineCandidateCard,
  stage: JobCandidateStage,
  actions: ActionGroups.describe('The buttons this caller gets on this row in this list'),
  history: z.array(StageHistoryEntry).optional(),
})
export type JobCandidateListItem = z.infer<typeof JobCandidateListItem>

/** The answer of every stage action: the candidate's new stage and the job's aggregates. */
export const StageActionResult = z.object({
  stage: JobCandidateStage,
  actions: ActionGroups,
  aggregates: JobAggregatesDto,
  interviewId: z.uuid().optional().describe('scheduleInterview: the interview it made (for Download ICS)'),
})
export type StageActionResult = z.infer<typeof StageActionResult>

export const CandidateJobLabelDto = z.object({ key: z.string(), text: z.string() })

export const CandidateStatusAnswer = z.object({
  stage: JobCandidateStage,
  actions: ActionGroups,
  viewer: z.enum(VIEWER_KINDS),
  label: CandidateJobLabelDto.nullable().describe('What the candidate’s dashboard shows for this job'),
  interview: z
    .object({ id: z.uuid(), round: z.number().int(), startsAt: z.string(), timezone: z.string(), type: z.string() })
    .nullable(),
  offer: z.object({ id: z.uuid(), salary: z.number().int().nullable(), ote: z.number().int().nullable() }).nullable(),
})
export type CandidateStatusAnswer = z.infer<typeof CandidateStatusAnswer>

// ---------------------------------------------------------------------------------------------
// Action bodies (POST jobs/{jobId}/candidates/{candidateId}/actions/{action})

const base = { expectedVersion: expectedVersion.optional(), notes: notes.optional() }
const PlainActionInput = z.strictObject(base)

const money = (what: string) =>
  z
    .number()
    .int()
    .min(LIMITS.trackOffer.min)
    .max(LIMITS.trackOffer.max)
    .describe(`${what}, whole currency units per year (${LIMITS.trackOffer.min} to ${LIMITS.trackOffer.max})`)

/** Salary must be below OTE (000 §5, rule `salaryGreaterThanOTE`). */
function salaryBelowOte(value: { salary?: number | undefined; ote?: number | undefined }, ctx: z.RefinementCtx) {
  if (value.salary !== undefined && value.ote !== undefined && value.salary >= value.ote) {
    ctx.addIssue({
      code: 'custom',
      path: ['salary'],
      message: 'Salary must be less than OTE',
      params: { rule: 'salaryGreaterThanOTE' },
    })
  }
}

export const TrackOfferInput = z
  .strictObject({
    ...base,
    offerTypeId: lovId.optional().describe('`offerType` value'),
    salary: money('Base salary'),
    ote: money('On-target earnings'),
    additionalInfoNotes: notes.optional(),
  })
  .superRefine(salaryBelowOte)
export type TrackOfferInput = z.infer<typeof TrackOfferInput>

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'Not a calendar date',
    },
  )

export const MoveToHiredInput = z
  .strictObject({
    ...base,
    joiningDate: isoDate.describe('First working day, YYYY-MM-DD'),
    salary: money('Base salary').optional().describe('Defaults to the tracked offer'),
    ote: money('On-target earnings').optional().describe('Defaults to the tracked offer'),
    stockOptions: z.string().trim().max(LIMITS.shortText).optional(),
  })
  .superRefine(salaryBelowOte)
export type MoveToHiredInput = z.infer<typeof MoveToHiredInput>

export const RejectInput = z.strictObject({
  ...base,
  reasonIds: z
    .array(lovId)
    .min(1)
    .max(10)
    .describe(
      '`rejectionNotificationReason` (or `interviewRejectionReason`) values; the rejecting party comes from the caller',
    ),
  sendNotification: z.boolean().default(false).describe('Tell the candidate (the notice of the rejecting party)'),
})
export type RejectInput = z.infer<typeof RejectInput>

export const RequestForInfoInput = z.strictObject({
  ...base,
  questionIds: z.array(lovId).max(10).optional().describe('`additionalInfoQuestions` values'),
})
export type RequestForInfoInput = z.infer<typeof RequestForInfoInput>

export const PitchOpportunityInput = z.strictObject({
  expectedVersion: expectedVersion.optional(),
  notes: z.string().trim().max(LIMITS.message).optional().describe('A message to the candidate'),
})
export type PitchOpportunityInput = z.infer<typeof PitchOpportunityInput>

export const SubmitInput = z.strictObject({
  ...base,
  submittalBlurbHtml: z.string().max(LIMITS.internalNotes).optional().describe('The pitch sent with the submittal'),
})
export type SubmitInput = z.infer<typeof SubmitInput>

export const ShortlistInput = z.strictObject({
  ...base,
  feedbackId: lovId.optional().describe('`jobStageFeedback` value'),
})
export type ShortlistInput = z.infer<typeof ShortlistInput>

export const HideInput = z.strictObject({
  ...base,
  reasonId: lovId.optional().describe('`hidingCandidateReason` value'),
})
export type HideInput = z.infer<typeof HideInput>

export const PitchInput = z.strictObject({
  expectedVersion: expectedVersion.optional(),
  subject: z.string().trim().min(1).max(LIMITS.emailSubject),
  message: z.string().trim().min(1).max(LIMITS.message),
})
export type PitchInput = z.infer<typeof PitchInput>

export const PitchInMailInput = z.strictObject({
  expectedVersion: expectedVersion.optional(),
  message: z.string().trim().min(1).max(LIMITS.professionalNetworkMessage),
})
export type PitchInMailInput = z.infer<typeof PitchInMailInput>

export const InterviewerInput = z.strictObject({
  email: z.email().max(LIMITS.shortText),
  name: z.string().trim().max(LIMITS.shortText).optional(),
  userId: z.uuid().optional(),
})

export const INTERVIEW_DEFAULTS = { time: '09:00', durationMinutes: 30, timezone: 'UTC' } as const

export const ScheduleInterviewInput = z.strictObject({
  ...base,
  type: z.enum(INTERVIEW_TYPES).default('video'),
  interviewDate: isoDate.describe('YYYY-MM-DD in the interview time zone'),
  interviewTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:mm')
    .default(INTERVIEW_DEFAULTS.time)
    .describe('HH:mm, 24-hour; 09:00 when not given'),
  interviewTimezone: z
    .string()
    .min(1)
    .max(64)
    .default(INTERVIEW_DEFAULTS.timezone)
    .refine(isTimeZone, { message: 'Unknown time zone', params: { rule: 'invalidTimezone' } })
    .describe('IANA time zone, e.g. America/New_York'),
  interviewTimeOccurrence: z
    .enum(WALL_TIME_OCCURRENCES)
    .optional()
    .describe('Which one is meant when the local time happens twice (the clocks go back)'),
  duration: z
    .number()
    .int()
    .min(5)
    .max(1440)
    .default(INTERVIEW_DEFAULTS.durationMinutes)
    .describe('Minutes; 30 when not given'),
  interviewTitle: z.string().trim().max(LIMITS.shortText).optional(),
  interviewers: z
    .array(InterviewerInput)
    .max(LIMITS.interviewers)
    .default([])
    .describe(`At most ${LIMITS.interviewers}`),
  location: z
    .string()
    .trim()
    .max(LIMITS.postingLink)
    .refine((v) => !hasUnsafeLinkScheme(v), {
      message: 'The location must be an address or an http(s) link',
      params: { rule: 'invalidUrl' },
    })
    .optional(),
  calendarInviteRecipients: z.enum(INTERVIEW_NOTIFICATION_AUDIENCES).default('all'),
  meetingMethod: z.enum(MEETING_METHODS).default('zoom'),
  saveMode: z.enum(INTERVIEW_SAVE_MODES).default('save'),
})
export type ScheduleInterviewInput = z.infer<typeof ScheduleInterviewInput>

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** The body schema of each action. */
export const ACTION_INPUTS = {
  accept: PlainActionInput,
  submitToClient: PlainActionInput,
  reject: RejectInput,
  unreject: PlainActionInput,
  requestForInfo: RequestForInfoInput,
  scheduleInterview: ScheduleInterviewInput,
  trackOffer: TrackOfferInput,
  moveToHired: MoveToHiredInput,
  updateOffer: TrackOfferInput,
  pitchOpportunity: PitchOpportunityInput,
  withdrawOpportunity: PlainActionInput,
  unrejectOpportunity: PlainActionInput,
  submit: SubmitInput,
  unsubmit: PlainActionInput,
  shortlist: ShortlistInput,
  unShortlist: ShortlistInput,
  hide: HideInput,
  unHide: PlainActionInput,
  sendSnippet: PlainActionInput,
  resendSnippet: PlainActionInput,
  pushToATS: PlainActionInput,
  unlock: PlainActionInput,
  delete: PlainActionInput,
  pitch: PitchInput,
  pitchInMail: PitchInMailInput,
  bulkApprove: PlainActionInput,
} as const satisfies Record<(typeof ACTIONS)[number], z.ZodType>

export type ActionInputs = { [K in keyof typeof ACTION_INPUTS]: z.infer<(typeof ACTION_INPUTS)[K]> }
export type AnyActionInput = ActionInputs[keyof ActionInputs]

/** What each action does, for the OpenAPI summaries. */
export const ACTION_SUMMARIES: Record<(typeof ACTIONS)[number], string> = {
  accept: 'Accept a submittal (AM Submitted; a client also from Additional Info Needed)',
  submitToClient: 'Submit a pending submittal to the client',
  reject: 'Reject a candidate in Pending, Interviewing or Offer',
  unreject: 'Undo a rejection by the provider or the client',
  requestForInfo: 'Ask the candidate for more information (client)',
  scheduleInterview: 'Record an interview and move the candidate to Interviewing',
  trackOffer: 'Record an offer and move the candidate to Offer',
  moveToHired: 'Mark the offer accepted: the candidate is hired (client)',
  updateOffer: 'Change the open offer',
  pitchOpportunity: 'Pitch the opportunity to the candidate (client)',
  withdrawOpportunity: 'Withdraw a pitched opportunity (client)',
  unrejectOpportunity: 'Undo the candidate’s own rejection of an opportunity (client)',
  submit: 'Submit the candidate to the job (recruiter)',
  unsubmit: 'Take back a pending submittal (recruiter)',
  shortlist: 'Shortlist the candidate',
  unShortlist: 'Take the candidate off the shortlist',
  hide: 'Hide the candidate from this job',
  unHide: 'Bring a hidden candidate back to matching',
  sendSnippet: 'Send the job snippet to the candidate',
  resendSnippet: 'Send the job snippet again',
  pushToATS: 'Push the candidate to the client’s applicant tracking system',
  unlock: 'Unlock a JIT-farming candidate handed to marketing',
  delete: 'Remove the candidate from this job’s lists (history kept)',
  pitch: 'Pitch the job to the candidate by e-mail',
  pitchInMail: 'Pitch the job to the candidate by professional-network message',
  bulkApprove: 'Approve one Pending AM Approval submittal',
}

export const BulkApproveInput = z.strictObject({
  candidateIds: z
    .array(z.uuid())
    .min(1)
    .max(LIMITS.selectedCandidates)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each candidate once', params: { rule: 'unique' } })
    .describe(`1 to ${LIMITS.selectedCandidates} candidates, all in Pending AM Approval`),
  notes: notes.optional(),
})
export type BulkApproveInput = z.infer<typeof BulkApproveInput>

export const BulkApproveResult = z.object({
  stages: z.array(JobCandidateStage),
  aggregates: JobAggregatesDto,
})

export const FlagJitFarmingInput = z.strictObject({
  expectedVersion: expectedVersion.optional(),
  notes: notes.optional(),
})
export type FlagJitFarmingInput = z.infer<typeof FlagJitFarmingInput>

// ---------------------------------------------------------------------------------------------
// POST jobs/{id}/candidates/{candidateId}/inmail-outcome

/**
 * The product never sends an InMail: the extension places the draft in the professional
 * network's message box and the recruiter presses Send there. This records what the recruiter
 * says happened to the latest drafted InMail.
 */
export const ConfirmInMailInput = z.strictObject({
  expectedVersion: expectedVersion.optional(),
  outcome: z.enum(['sent', 'failed']).describe('sent: the recruiter sent it on the site; failed: it could not be sent'),
})
export type ConfirmInMailInput = z.infer<typeof ConfirmInMailInput>

// ---------------------------------------------------------------------------------------------
// PUT jobs/{id}/status

export const ChangeJobStatusInput = z.strictObject({
  status: z.enum(JOB_STATUSES),
  closedReasonId: lovId.optional().describe('`jobCloseReasons` value, when closing'),
  closedReasonNotes: notes.optional(),
})
export type ChangeJobStatusInput = z.infer<typeof ChangeJobStatusInput>

export const ChangeJobStatusResult = z.object({
  jobId: z.uuid(),
  status: z.enum(JOB_STATUSES),
  closedDate: z.string().nullable(),
  rejectedCandidateIds: z.array(z.uuid()).describe('In-process candidates the closing rejected'),
  aggregates: JobAggregatesDto,
})
export type ChangeJobStatusResult = z.infer<typeof ChangeJobStatusResult>

// ---------------------------------------------------------------------------------------------
// guest/candidate/jit-opportunity/{hash}/{response}

export const OPPORTUNITY_RESPONSES = ['interested', 'notInterested'] as const
export const JitOpportunityParams = z.strictObject({
  hash: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a link hash')
    .describe('The secret of the link the candidate received'),
  response: z.enum(OPPORTUNITY_RESPONSES),
})
export type JitOpportunityParams = z.infer<typeof JitOpportunityParams>

export const JitOpportunityInput = z.strictObject({
  notInterestedReasonIds: z
    .array(lovId)
    .max(10)
    .default([])
    .describe('`jitOpportunityNotInterestedReason` values (not interested only)'),
  notes: notes.optional(),
})
export type JitOpportunityInput = z.infer<typeof JitOpportunityInput>

export const JitOpportunityAnswer = z.object({
  result: z.enum(['valid', 'submitted']),
  response: z.enum(OPPORTUNITY_RESPONSES),
  job: z.object({ id: z.uuid(), name: z.string(), organizationName: z.string() }),
})
export type JitOpportunityAnswer = z.infer<typeof JitOpportunityAnswer>

/** GET candidates/{id}/aggregate (001 §7 "Candidate and job interplay"). */
export const CandidateAggregateParams = z.strictObject({ id: z.uuid().describe('The candidate') })
export const CandidateAggregateQuery = z.strictObject({
  jobId: z.uuid().optional().describe('One job: its live stage row for this candidate is answered as `job`'),
})
export const CandidateAggregate = z.object({
  candidateId: z.uuid(),
  jobCount: z.number().int().describe('Jobs the candidate is in now (live rows), as far as the caller may see'),
  byStage: z
    .record(z.enum(STORED_STAGE_TYPES), z.number().int())
    .describe('Live rows per stage type, rejected ones not included'),
  rejected: z.number().int().describe('Live rows rejected in their stage'),
  hired: z.number().int().describe('Accepted offers'),
  job: JobCandidateStage.nullable().describe('The row in `jobId` when given and present; null otherwise'),
})
export type CandidateAggregate = z.infer<typeof CandidateAggregate>

/**
 * GET and PATCH candidates/submittal-blurb (001 §7): the pitch a recruiter writes for a submitted
 * candidate (sent with the submittal, to the client and to a connected ATS as a note). Provider
 * recruiters read and edit it while the row is in submittal, send-out or offer; a client recruiter
 * reads it once the candidate was submitted to its company.
 */
export const SubmittalBlurbQuery = z.strictObject({
  jobId: z.uuid().describe('The job'),
  candidateId: z.uuid().describe('The candidate in that job'),
  isAntiBiasMode: booleanish
    .optional()
    .describe("Hide the person's name and contacts in the pitch (on regardless when the caller's setting is on)"),
})
export type SubmittalBlurbQuery = z.infer<typeof SubmittalBlurbQuery>
export const SubmittalBlurb = z.object({
  jobId: z.uuid(),
  candidateId: z.uuid(),
  submittalBlurbHtml: z.string().nullable().describe('Sanitized HTML; null when none was written'),
  canEdit: z.boolean().describe('Whether the caller may change it (PATCH)'),
})
export type SubmittalBlurb = z.infer<typeof SubmittalBlurb>
export const UpdateSubmittalBlurbInput = z.strictObject({
  jobId: z.uuid().describe('The job'),
  candidateId: z.uuid().describe('The candidate in that job'),
  submittalBlurbHtml: z
    .string()
    .max(LIMITS.internalNotes)
    .describe('The new pitch (HTML; tags outside the rich-text set are removed). Empty clears it'),
})
export type UpdateSubmittalBlurbInput = z.infer<typeof UpdateSubmittalBlurbInput>

/** GET candidates/jobs (001 §7): the jobs one may add the selected candidates to, and where each already stands. */
export const CANDIDATE_JOBS_TYPES = ['open', 'all'] as const
export const CANDIDATE_JOBS_ACTIONS = ['shortlist', 'submit'] as const
export const CANDIDATE_JOBS_SORTS = ['name', 'createdAt', 'organizationName'] as const
export const CandidateJobsQuery = z.strictObject({
  type: z
    .enum(CANDIDATE_JOBS_TYPES)
    .default('open')
    .describe('`open`: jobs open or opportunistic (default); `all`: every job but deleted ones'),
  action: z
    .enum(CANDIDATE_JOBS_ACTIONS)
    .optional()
    .describe('When given, each candidate says whether this action is available to the caller in that job'),
  searchText: z.string().trim().max(200).optional().describe('Part of the job or company name'),
  candidateIds: z
    .string()
    .max(37 * 10)
    .optional()
    .describe('Comma-separated candidate ids (at most 10, spec §9 selected candidates)')
    .transform((v, c) => {
      const ids = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      if (ids.length > 10 || ids.some((id) => !z.uuid().safeParse(id).success)) {
        c.addIssue({ code: 'custom', message: 'At most 10 candidate ids, comma-separated' })
        return z.NEVER
      }
      return [...new Set(ids)]
    }),
  hasFilters: booleanish.optional().describe('true: only jobs with a saved candidate search filter'),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sortBy: z.enum(CANDIDATE_JOBS_SORTS).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
})
export type CandidateJobsQuery = z.infer<typeof CandidateJobsQuery>
export const CandidateJobOption = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(JOB_STATUSES),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  createdAt: z.string(),
  hasSearchFilter: z.boolean().describe('The job has a saved candidate search filter'),
  candidates: z
    .array(
      z.object({
        candidateId: z.uuid(),
        stageType: z
          .enum(STORED_STAGE_TYPES)
          .nullable()
          .describe('Where the candidate stands in the job; null: not in it'),
        stageStatus: z.enum(STAGE_STATUSES).nullable(),
        actionAvailable: z
          .boolean()
          .nullable()
          .describe('Whether `action` is available for this candidate; null without `action`'),
      }),
    )
    .describe('One entry per requested candidate, in the order asked'),
})
export type CandidateJobOption = z.infer<typeof CandidateJobOption>
