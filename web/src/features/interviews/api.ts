/**
 * The interview lifecycle calls (issue 17): a job's Scheduled Interviews table, PATCH
 * interviews/{id} (reschedule) and DELETE interviews/{id} (cancel). The dialogs show 409 (a clash,
 * a cancelled or external interview) and 422 (a field: a time the clocks skip or repeat, a past
 * date) themselves.
 */
import type { InterviewDto, JobInterviewRow, RescheduleInterviewInput } from '@quota/shared/contracts/interviews'
import { type DataAnswer, http } from '../../app/http'

export type { InterviewDto, JobInterviewRow, RescheduleInterviewInput }

/** Statuses the reschedule and cancel dialogs show themselves. */
export const INTERVIEW_FORM_STATUSES = [400, 404, 409, 422]

export async function fetchJobInterviews(jobId: string): Promise<JobInterviewRow[]> {
  return (await http.get<DataAnswer<JobInterviewRow[]>>(`/jobs/${jobId}/interviews`)).data
}

export async function rescheduleInterview(id: string, body: RescheduleInterviewInput): Promise<InterviewDto> {
  return (
    await http.patch<DataAnswer<InterviewDto>>(`/interviews/${id}`, body, { handledStatuses: INTERVIEW_FORM_STATUSES })
  ).data
}

export async function cancelInterview(id: string, saveMode: 'save' | 'send'): Promise<InterviewDto> {
  return (
    await http.delete<DataAnswer<InterviewDto>>(`/interviews/${id}`, {
      query: { saveMode },
      handledStatuses: INTERVIEW_FORM_STATUSES,
    })
  ).data
}
