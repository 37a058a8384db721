/**
 * Interview feedback and the interview report (issue 17 item 8; 000 §9 star rating max 5,
 * interview feedback report 100 a page, interview report defaults; 002 §7
 * `interview-feedback/summary/questions` with jobId and questionsFilter; 002 §3 offer filter By
 * Interviewer or By Round): the job's interview questions, each interviewer's feedback on an
 * interview (stars, answers, recommendation), the per-question summary and the report.
 */
import { z } from 'zod'
import { INTERVIEW_RECOMMENDATIONS, INTERVIEW_REPORT_SCOPES, INTERVIEW_TYPES, OFFER_FILTERS } from '../domain/enums'
import { STAR_RATING_MAX, STAR_RATING_MIN } from '../domain/interview-feedback/rules'
import { PAGE_SIZE } from '../domain/validation/limits'
import { AtsFeedbackDto } from './ats'
import { ListMeta, Uuid } from './common'
import { isoDate } from './pipeline'

/** Ours: at most 20 questions of at most 500 characters; answers' words at most 2000; notes 4000 (000 §5 notes). */
export const FEEDBACK_LIMITS = { questions: 20, questionText: 500, answerComment: 2000, notes: 4000 } as const

const stars = z
  .number()
  .int('must be a whole number of stars')
  .min(STAR_RATING_MIN, `must be from ${STAR_RATING_MIN} to ${STAR_RATING_MAX} stars`)
  .max(STAR_RATING_MAX, `must be from ${STAR_RATING_MIN} to ${STAR_RATING_MAX} stars`)

// The job's interview questions -----------------------------------------------------------------

export const InterviewQuestionDto = z.object({ id: Uuid, text: z.string(), position: z.number().int() })
export type InterviewQuestionDto = z.infer<typeof InterviewQuestionDto>

export const PutInterviewQuestionsInput = z.strictObject({
  questions: z
    .array(
      z.strictObject({
        id: Uuid.optional().describe('An existing question of the job, to keep (its answers stay with it)'),
        text: z.string().trim().min(1).max(FEEDBACK_LIMITS.questionText),
      }),
    )
    .max(FEEDBACK_LIMITS.questions)
    .describe('The whole list, in order; questions left out are taken off (their answers stay readable)'),
})
export type PutInterviewQuestionsInput = z.infer<typeof PutInterviewQuestionsInput>

// Feedback on one interview ---------------------------------------------------------------------

export const QuestionAnswerInput = z
  .strictObject({
    rating: stars.optional(),
    comment: z.string().trim().max(FEEDBACK_LIMITS.answerComment).optional(),
  })
  .refine((a) => a.rating !== undefined || !!a.comment, { message: 'An answer needs stars or words' })

export const PutInterviewFeedbackInput = z.strictObject({
  rating: stars.describe('Overall stars, 1 to 5'),
  recommendation: z.enum(INTERVIEW_RECOMMENDATIONS),
  answers: z
    .record(Uuid, QuestionAnswerInput)
    .default({})
    .describe('Answers by question id (the job’s interview questions)'),
  notes: z.string().trim().max(FEEDBACK_LIMITS.notes).optional(),
})
export type PutInterviewFeedbackInput = z.infer<typeof PutInterviewFeedbackInput>

export const InterviewFeedbackDto = z.object({
  id: Uuid,
  interviewId: Uuid,
  author: z.object({ id: Uuid.nullable(), fullName: z.string() }),
  /** Null only on feedback stored before stars and recommendation were required. */
  rating: z.number().int().nullable(),
  recommendation: z.enum(INTERVIEW_RECOMMENDATIONS).nullable(),
  answers: z.record(z.string(), z.object({ rating: z.number().int().optional(), comment: z.string().optional() })),
  notes: z.string().nullable(),
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type InterviewFeedbackDto = z.infer<typeof InterviewFeedbackDto>

/** Everything the feedback form needs: the interview, the job's questions, the feedback given, may I write. */
export const InterviewFeedbackSheet = z.object({
  interview: z.object({
    id: Uuid,
    jobId: Uuid,
    jobName: z.string(),
    candidate: z.object({ id: Uuid, fullName: z.string() }),
    title: z.string(),
    round: z.number().int(),
    startsAt: z.string(),
    state: z.string(),
  }),
  questions: z.array(InterviewQuestionDto).describe('The job’s live interview questions, in order'),
  feedback: z.array(InterviewFeedbackDto),
  canWrite: z.boolean(),
  /** Recruiters and the job's client may set the job's questions. */
  canEditQuestions: z.boolean(),
  /** Why the caller may not write now (not an interviewer, not held yet, cancelled), when not. */
  cannotWriteReason: z.string().nullable(),
})
export type InterviewFeedbackSheet = z.infer<typeof InterviewFeedbackSheet>

// GET interview-feedback/summary/questions -------------------------------------------------------

export const FeedbackSummaryQuery = z.strictObject({
  jobId: Uuid,
  questionsFilter: z
    .string()
    .max(20 * 40)
    .optional()
    .describe('Comma-separated question ids to summarize (default: all the job’s questions, removed ones included)'),
})
export type FeedbackSummaryQuery = z.infer<typeof FeedbackSummaryQuery>

export const QuestionSummaryDto = z.object({
  questionId: Uuid,
  text: z.string(),
  isRemoved: z.boolean(),
  answerCount: z.number().int(),
  ratedCount: z.number().int(),
  averageRating: z.number().nullable(),
  ratingCounts: z.array(z.number().int()).describe('How many gave 1, 2, 3, 4, 5 stars'),
  comments: z.array(z.object({ authorName: z.string(), interviewId: Uuid, comment: z.string() })),
})
export type QuestionSummaryDto = z.infer<typeof QuestionSummaryDto>

export const FeedbackSummaryDto = z.object({
  jobId: Uuid,
  feedbackCount: z.number().int(),
  averageRating: z.number().nullable(),
  recommendations: z.record(z.enum(INTERVIEW_RECOMMENDATIONS), z.number().int()),
  questions: z.array(QuestionSummaryDto),
})
export type FeedbackSummaryDto = z.infer<typeof FeedbackSummaryDto>

// The interview report ---------------------------------------------------------------------------

const booleanish = z.enum(['true', 'false']).transform((v) => v === 'true')

export const InterviewReportQuery = z.strictObject({
  scope: z.enum(INTERVIEW_REPORT_SCOPES).default('myJobs'),
  groupBy: z.enum(OFFER_FILTERS).default('byInterviewer'),
  includeUpcoming: booleanish.default(false).describe('Upcoming interviews are left out by default'),
  fromDate: isoDate.optional().describe('Default: the configured number of days back (interviewReportDaysBack)'),
  toDate: isoDate.optional(),
  jobId: Uuid.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  includeAts: booleanish
    .default(false)
    .describe(
      "Also the interview feedback the client's applicant tracking system holds on this page's candidates (read from the ATS)",
    ),
})
export type InterviewReportQuery = z.input<typeof InterviewReportQuery>

export const InterviewReportRow = z.object({
  interviewId: Uuid,
  job: z.object({ id: Uuid, name: z.string() }),
  candidate: z.object({ id: Uuid, fullName: z.string() }),
  title: z.string(),
  type: z.enum(INTERVIEW_TYPES),
  round: z.number().int(),
  startsAt: z.string(),
  duration: z.number().int(),
  /** By Interviewer: the row's interviewer; By Round: null (see interviewers). */
  interviewer: z.object({ email: z.string(), name: z.string().nullable() }).nullable(),
  interviewers: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
  /** By Interviewer: that interviewer's stars; By Round: the mean over the interview's feedback. */
  rating: z.number().nullable(),
  recommendation: z.enum(INTERVIEW_RECOMMENDATIONS).nullable(),
  feedbackCount: z.number().int(),
})
export type InterviewReportRow = z.infer<typeof InterviewReportRow>

export const InterviewReportGroup = z.object({
  key: z.string(),
  label: z.string(),
  averageRating: z.number().nullable(),
  rows: z.array(InterviewReportRow),
})

/** ATS candidates read per report page at most (each is a call to the vendor). */
export const INTERVIEW_REPORT_ATS_MAX = 25

/** One candidate of the page as the client's ATS has them: its interview feedback, or why not. */
export const InterviewReportAtsEntry = z.object({
  candidate: z.object({ id: Uuid, fullName: z.string() }),
  job: z.object({ id: Uuid, name: z.string() }),
  atsDisplayName: z.string(),
  feedback: z.array(AtsFeedbackDto),
  /** The ATS's refusal or failure; feedback is then empty because it could not be read. */
  error: z.string().nullable(),
})
export type InterviewReportAtsEntry = z.infer<typeof InterviewReportAtsEntry>

export const InterviewReportDto = z.object({
  filters: z.object({
    scope: z.enum(INTERVIEW_REPORT_SCOPES),
    groupBy: z.enum(OFFER_FILTERS),
    includeUpcoming: z.boolean(),
    from: z.string(),
    to: z.string().nullable(),
    daysBack: z.number().int().describe('The configured default window'),
  }),
  groups: z.array(InterviewReportGroup),
  /**
   * With includeAts: the page's candidates that were pushed to their job's client ATS, with the
   * feedback held there (Greenhouse scorecards, Lever feedback forms); null when not asked.
   */
  ats: z.array(InterviewReportAtsEntry).nullable(),
  meta: ListMeta,
})
export type InterviewReportDto = z.infer<typeof InterviewReportDto>

export const INTERVIEW_REPORT_PAGE = PAGE_SIZE.interviewFeedbackReport

// Outside interviewers' feedback by mailed link (GET and PUT guest/interview-feedback/{hash}) -----

export const GuestFeedbackParams = z.strictObject({
  hash: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a link hash')
    .describe('The secret of the feedback link mailed to the interviewer'),
})
export type GuestFeedbackParams = z.infer<typeof GuestFeedbackParams>

/** What an outside interviewer sees: the interview, the job's questions, their own feedback if given. */
export const GuestFeedbackSheet = z.object({
  interview: z.object({
    title: z.string(),
    jobName: z.string(),
    organizationName: z.string(),
    candidateName: z.string(),
    round: z.number().int(),
    startsAt: z.string(),
    timezone: z.string(),
    durationMinutes: z.number().int(),
  }),
  interviewer: z.object({ email: z.string(), name: z.string() }),
  questions: z.array(InterviewQuestionDto),
  /** Their feedback, when given (they may edit it until the link expires). */
  feedback: InterviewFeedbackDto.nullable(),
  expiresAt: z.string(),
  canWrite: z.boolean(),
  cannotWriteReason: z.string().nullable(),
})
export type GuestFeedbackSheet = z.infer<typeof GuestFeedbackSheet>
