/** Re-inbound request calls: the candidate's own (send, update, cancel) and the recruiters' queue. */
import type { ReinboundQueueItem } from '@quota/shared/contracts/reinbound-requests'
import type { ReinboundRequestState } from '@quota/shared/domain/enums'
import { http } from '../../app/http'

export type { ReinboundQueueItem }

export interface OwnReinboundRequest {
  id: string
  state: string
  notes: string | null
  createdAt: string
  updatedAt: string
}

/** The candidate's open request, if any (GET candidates/dashboard?action=reInboundRequest). */
export async function fetchOwnRequest(): Promise<OwnReinboundRequest | null> {
  return (
    await http.get<{ data: OwnReinboundRequest | null }>('/candidates/dashboard', {
      query: { action: 'reInboundRequest' },
    })
  ).data
}

export async function sendOwnRequest(candidateId: string, notes: string | null): Promise<OwnReinboundRequest> {
  return (await http.patch<{ data: OwnReinboundRequest }>(`/candidates/${candidateId}/re-inbound-request`, { notes }))
    .data
}

export async function cancelOwnRequest(candidateId: string): Promise<void> {
  await http.delete(`/candidates/${candidateId}/re-inbound-request`)
}

export const QUEUE_PAGE = 25

export async function fetchQueue(
  state: ReinboundRequestState,
  offset: number,
): Promise<{ data: ReinboundQueueItem[]; meta: { total: number } }> {
  return http.get('/candidates/re-inbound-requests', { query: { state, limit: QUEUE_PAGE, offset } })
}

export async function markHandled(candidateId: string, assignToMe: boolean): Promise<ReinboundQueueItem> {
  return (
    await http.put<{ data: ReinboundQueueItem }>(`/candidates/${candidateId}/re-inbound-request/handled`, {
      assignToMe,
    })
  ).data
}
