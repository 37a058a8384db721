/** The public interview-response link (guest/candidate/interviews/{hash}): read, then answer once. */
import type { InterviewLinkAnswer, InterviewResponseInput } from '@quota/shared/contracts/interview-response'
import { type DataAnswer, http } from '../../app/http'

export type { InterviewLinkAnswer, InterviewResponseInput }

/** Link problems are shown on the page, not as toasts. */
const PAGE_STATUSES = [400, 404, 409, 410, 422]

const path = (hash: string) => `/guest/candidate/interviews/${encodeURIComponent(hash)}`

export async function readInterviewLink(hash: string): Promise<InterviewLinkAnswer> {
  return (await http.get<DataAnswer<InterviewLinkAnswer>>(path(hash), { handledStatuses: PAGE_STATUSES })).data
}

export async function respondToInterview(hash: string, body: InterviewResponseInput): Promise<InterviewLinkAnswer> {
  return (
    await http.post<DataAnswer<InterviewLinkAnswer>>(`${path(hash)}/response`, body, {
      handledStatuses: PAGE_STATUSES,
    })
  ).data
}
