/**
 * Interview feedback calls (issue 17 item 8): an interview's feedback sheet, giving or editing
 * one's own feedback, the job's per-question summary and the interview report. The form shows
 * 409 and 422 itself (a field, an interview not held yet).
 */
import type {
  FeedbackSummaryDto,
  GuestFeedbackSheet,
  InterviewFeedbackDto,
  InterviewFeedbackSheet,
  InterviewReportDto,
  PutInterviewFeedbackInput,
} from '@quota/shared/contracts/interview-feedback'
import { type DataAnswer, http } from '../../app/http'

export type { FeedbackSummaryDto, GuestFeedbackSheet, InterviewFeedbackDto, InterviewFeedbackSheet, InterviewReportDto }

export const FEEDBACK_FORM_STATUSES = [400, 403, 404, 409, 422]

export async function fetchFeedbackSheet(interviewId: string): Promise<InterviewFeedbackSheet> {
  return (await http.get<DataAnswer<InterviewFeedbackSheet>>(`/interviews/${interviewId}/feedback`)).data
}

export async function saveFeedback(
  interviewId: string,
  body: PutInterviewFeedbackInput,
): Promise<InterviewFeedbackDto> {
  return (
    await http.put<DataAnswer<InterviewFeedbackDto>>(`/interviews/${interviewId}/feedback`, body, {
      handledStatuses: FEEDBACK_FORM_STATUSES,
    })
  ).data
}

export async function fetchFeedbackSummary(jobId: string): Promise<FeedbackSummaryDto> {
  return (await http.get<DataAnswer<FeedbackSummaryDto>>('/interview-feedback/summary/questions', { query: { jobId } }))
    .data
}

export interface ReportFilters {
  scope: 'myJobs' | 'allJobs'
  groupBy: 'byInterviewer' | 'byRound'
  includeUpcoming: boolean
  /** Also read the client's ATS (Greenhouse scorecards, Lever feedback) for the page's candidates. */
  includeAts: boolean
  fromDate: string
  toDate: string
  /** One job, or every job in scope. */
  job: { id: string; label: string } | null
}

export async function fetchInterviewReport(filters: ReportFilters, offset: number): Promise<InterviewReportDto> {
  return (
    await http.get<DataAnswer<InterviewReportDto>>('/interview-report', {
      query: {
        scope: filters.scope,
        groupBy: filters.groupBy,
        includeUpcoming: String(filters.includeUpcoming),
        ...(filters.includeAts ? { includeAts: 'true' } : {}),
        fromDate: filters.fromDate || undefined,
        toDate: filters.toDate || undefined,
        jobId: filters.job?.id,
        offset,
      },
      handledStatuses: [422],
    })
  ).data
}

export interface QuestionDraft {
  id?: string
  text: string
}

export async function saveInterviewQuestions(jobId: string, questions: QuestionDraft[]) {
  return (
    await http.put<DataAnswer<{ id: string; text: string; position: number }[]>>(
      `/jobs/${jobId}/interview-questions`,
      { questions },
      { handledStatuses: FEEDBACK_FORM_STATUSES },
    )
  ).data
}

/** The outside interviewer's link (no sign-in): link problems are shown on the page, not as toasts. */
const guestPath = (hash: string) => `/guest/interview-feedback/${encodeURIComponent(hash)}`

export async function readGuestFeedback(hash: string): Promise<GuestFeedbackSheet> {
  return (await http.get<DataAnswer<GuestFeedbackSheet>>(guestPath(hash), { handledStatuses: [404, 409, 410, 422] }))
    .data
}

export async function saveGuestFeedback(hash: string, body: PutInterviewFeedbackInput): Promise<InterviewFeedbackDto> {
  return (
    await http.put<DataAnswer<InterviewFeedbackDto>>(guestPath(hash), body, {
      handledStatuses: [...FEEDBACK_FORM_STATUSES, 410],
    })
  ).data
}
