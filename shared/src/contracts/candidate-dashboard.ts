/**
 * The candidate's dashboard (001 §2, §3 "Candidate dashboard job", "Feed item", §7 "Candidate
 * dashboard"), the jobs hidden by JIT and a candidate's audit trail (001 §7).
 */
import * as z from 'zod'
import { INTERVIEW_RESPONSES, INTERVIEW_SOURCES, INTERVIEW_TYPES, JOB_STATUSES, MEETING_METHODS } from '../domain/enums'
import { PAGE_SIZE } from '../domain/validation/limits'
import { STAGE_STATUSES, STAGE_TYPES, SUB_STATUSES } from '../domain/workflow/vocabulary'

export const DASHBOARD_ACTIONS = ['jobs', 'feeds', 'assignedOwner', 'reInboundRequest'] as const

export const DashboardQuery = z.strictObject({
  action: z.enum(DASHBOARD_ACTIONS).default('jobs').describe('Which part of the dashboard'),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial).describe('Feed page size'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export type DashboardQuery = z.infer<typeof DashboardQuery>

export const DashboardOrganization = z.object({ id: z.uuid(), name: z.string() })

export const DashboardJob = z.object({
  organization: DashboardOrganization,
  job: z.object({
    id: z.uuid(),
    name: z.string(),
    postingLink: z.string().nullable(),
    jobLocations: z.array(
      z.object({ cityId: z.string().nullable(), cityName: z.string().nullable(), stateCode: z.string().nullable() }),
    ),
  }),
  isNew: z.boolean().describe('Changed since the candidate last looked at this job'),
  currentStatus: z.enum(SUB_STATUSES).nullable(),
  stageStatusKey: z.enum(STAGE_STATUSES),
  stageTypeKey: z.enum(STAGE_TYPES),
  stageDisplayName: z.string().describe('Shown when jobLabel is null'),
  statusUpdatedAt: z.string(),
  stageId: z.uuid(),
  interviewStage: z.number().int().nullable().describe('Round of the latest interview'),
  interviewDate: z.string().nullable(),
  isInterviewDatePassed: z.boolean(),
  rejectionNotification: z.uuid().nullable(),
  jobStatus: z.enum(JOB_STATUSES),
  unreadMessagesCount: z.number().int(),
  historyId: z.uuid().nullable().describe('The latest stage history entry'),
  isSuggestedToCandidate: z.boolean(),
  isAllowCandidateToBookMeeting: z.boolean(),
  jobLabel: z.object({ key: z.string(), text: z.string() }).nullable(),
})
export type DashboardJob = z.infer<typeof DashboardJob>

export const FeedItem = z.object({
  id: z.uuid(),
  jobId: z.uuid().nullable(),
  jobName: z.string().nullable(),
  organization: DashboardOrganization.nullable(),
  createdAt: z.string(),
  daysElapsed: z.number().int(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  stage: z.object({ stageType: z.string(), stageStatus: z.string(), currentStatus: z.string().nullable() }).nullable(),
  isNew: z.boolean(),
})
export type FeedItem = z.infer<typeof FeedItem>

export const ContactCard = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  timezone: z.string().nullable(),
  role: z.string().nullable(),
})

export const ReInboundRequestDto = z.object({
  id: z.uuid(),
  state: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

const Meta = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() })

export const DashboardAnswer = z.union([
  z.object({ action: z.literal('jobs'), data: z.array(DashboardJob), meta: Meta }),
  z.object({
    action: z.literal('feeds'),
    data: z.array(FeedItem),
    meta: Meta.extend({ lastViewedAt: z.string().nullable() }),
  }),
  z.object({ action: z.literal('assignedOwner'), data: ContactCard.nullable() }),
  z.object({ action: z.literal('reInboundRequest'), data: ReInboundRequestDto.nullable() }),
])
export type DashboardAnswer = z.infer<typeof DashboardAnswer>

export const LastViewedAnswer = z.object({ lastViewedAt: z.string() })

/**
 * The feed's "New" marks (001 §7): an item is new until the candidate has seen it, the whole feed
 * (PUT candidates/dashboard/lastViewed), a job's items (PUT jobs/activity-view-status) or the item
 * itself (PATCH activity-history/{id}).
 */
export const ActivityViewStatusInput = z.strictObject({
  jobId: z.uuid().describe('The job whose feed items were seen'),
})
/** PUT guest/candidate/activity-view-status: the hash of the opportunity link the candidate opened from a mail. */
export const GuestActivityViewStatusInput = z.strictObject({
  hash: z.string().min(16).max(200).describe('The opportunity link’s hash'),
})
export const ActivityViewStatusAnswer = z.object({
  jobId: z.uuid(),
  viewedAt: z.string(),
  marked: z.number().int().describe('Feed items of the job marked seen now'),
})

export const CandidateIdParams = z.strictObject({ id: z.uuid().describe('The candidate') })

export const JobCandidateParams = z.strictObject({
  id: z.uuid().describe('The job'),
  candidateId: z.uuid().describe('The candidate (the signed-in candidate only)'),
})

export const AuditTrailQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export type AuditTrailQuery = z.infer<typeof AuditTrailQuery>

export const AuditTrailEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.uuid(),
  field: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  actor: z.object({ id: z.uuid().nullable(), fullName: z.string().nullable(), userType: z.string().nullable() }),
  job: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  requestId: z.string().nullable(),
})
export type AuditTrailEntry = z.infer<typeof AuditTrailEntry>

/** One of the signed-in candidate's interviews, for their calendar (000 §3 "Interview schedule"; 001 §"Calendar notices").
 * Interviewers and the notes are the hiring side's and are not shown to the candidate. */
export const CandidateInterview = z.object({
  id: z.uuid(),
  job: z.object({ id: z.uuid(), name: z.string() }),
  organization: DashboardOrganization,
  title: z.string().describe('interviewTitle, or a title made of the job and the company'),
  type: z.enum(INTERVIEW_TYPES),
  round: z.number().int(),
  startsAt: z.string().describe('interviewDateTime (UTC, ISO 8601)'),
  endsAt: z.string(),
  interviewDate: z.string().describe('YYYY-MM-DD in interviewTimezone'),
  interviewTime: z.string().describe('HH:mm in interviewTimezone'),
  timezone: z.string().describe('interviewTimezone (IANA)'),
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  meetingMethod: z.enum(MEETING_METHODS),
  meetingUrl: z.string().nullable(),
  source: z.enum(INTERVIEW_SOURCES),
  isPast: z.boolean().describe('Ended before now'),
  response: z
    .enum(INTERVIEW_RESPONSES)
    .describe("The candidate's answer to the invite: pending, accepted, declined or rescheduleRequested"),
  respondedAt: z.string().nullable().describe('When the candidate answered (UTC, ISO 8601)'),
  responseNote: z.string().nullable().describe('What the candidate wrote with the answer'),
})
export type CandidateInterview = z.infer<typeof CandidateInterview>

/** An interviewer: a user, or an outside person by e-mail (hiring side; provider staff only). */
export const InterviewerRef = z.object({
  userId: z.string().nullable(),
  email: z.string(),
  name: z.string().nullable(),
})
export type InterviewerRef = z.infer<typeof InterviewerRef>

/** GET candidates/{id}/interviews (provider staff): the candidate's interviews across jobs, with interviewers. */
export const StaffCandidateInterview = CandidateInterview.extend({ interviewers: z.array(InterviewerRef) })
export type StaffCandidateInterview = z.infer<typeof StaffCandidateInterview>

export const InterviewIdParams = z.strictObject({ id: z.uuid().describe('The interview') })
