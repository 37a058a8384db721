/** The public opportunity link (guest/candidate/jit-opportunity/{hash}/{response}): check, then answer. */
import type { JitOpportunityAnswer } from '@quota/shared/contracts/pipeline'
import { type DataAnswer, http } from '../../app/http'

export type { JitOpportunityAnswer }
export type OpportunityResponse = 'interested' | 'notInterested'

/** Link problems are shown on the page, not as toasts. */
const PAGE_STATUSES = [400, 404, 409, 410, 422]

const path = (hash: string, response: OpportunityResponse) =>
  `/guest/candidate/jit-opportunity/${encodeURIComponent(hash)}/${response}`

export async function checkOpportunity(hash: string, response: OpportunityResponse): Promise<JitOpportunityAnswer> {
  return (await http.get<DataAnswer<JitOpportunityAnswer>>(path(hash, response), { handledStatuses: PAGE_STATUSES }))
    .data
}

export async function answerOpportunity(
  hash: string,
  response: OpportunityResponse,
  body: { notInterestedReasonIds?: string[]; notes?: string },
): Promise<JitOpportunityAnswer> {
  return (
    await http.post<DataAnswer<JitOpportunityAnswer>>(path(hash, response), body, { handledStatuses: PAGE_STATUSES })
  ).data
}

/** PUT guest/candidate/activity-view-status: the job's feed items are seen (a convenience: failures are silent). */
export async function markOpportunitySeen(hash: string): Promise<void> {
  await http.put('/guest/candidate/activity-view-status', { hash }, { ignoreError: true }).catch(() => undefined)
}
