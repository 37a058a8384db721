/** The recruiters' re-inbound queue store: one state's requests, paged, and the rows being handled. */
import type { ReinboundRequestState } from '@quota/shared/domain/enums'
import { proxy } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { toast } from '../../app/toasts'
import { fetchQueue, markHandled, type ReinboundQueueItem } from './api'

function initial() {
  return {
    state: 'open' as ReinboundRequestState,
    items: [] as ReinboundQueueItem[],
    total: 0,
    loading: true,
    error: null as string | null,
    /** Candidate ids whose request is being marked handled. */
    busy: {} as Record<string, boolean>,
  }
}
export const queueState = proxy(initial())
onResetAll(() => Object.assign(queueState, initial()))

export async function loadQueue(state: ReinboundRequestState) {
  const s = queueState
  s.state = state
  s.loading = true
  s.error = null
  s.items = []
  try {
    const page = await fetchQueue(state, 0)
    if (s.state !== state) return
    s.items = page.data
    s.total = page.meta.total
  } catch (error) {
    if (s.state === state) s.error = isApiError(error) ? error.message : 'The requests could not be loaded.'
  } finally {
    if (s.state === state) s.loading = false
  }
}

export async function loadMoreQueue() {
  const s = queueState
  if (s.loading || s.items.length >= s.total) return
  s.loading = true
  try {
    const page = await fetchQueue(s.state, s.items.length)
    const seen = new Set(s.items.map((i) => i.id))
    s.items.push(...page.data.filter((i) => !seen.has(i.id)))
    s.total = page.meta.total
  } catch {
    // the app's error toast said why; the rows shown stay
  } finally {
    s.loading = false
  }
}

/** Marks the candidate's request handled; the row leaves the open list only once the API said so. */
export async function handleRequest(item: ReinboundQueueItem, assignToMe: boolean) {
  const s = queueState
  const candidateId = item.candidate.id
  if (s.busy[candidateId]) return
  s.busy[candidateId] = true
  try {
    const done = await markHandled(candidateId, assignToMe)
    s.items = s.items.filter((i) => i.id !== item.id)
    s.total = Math.max(0, s.total - 1)
    toast.success(
      assignToMe
        ? `${done.candidate.fullName}'s request is handled and you are now the owner.`
        : `${done.candidate.fullName}'s request is handled.`,
    )
  } catch (error) {
    // the app's error toast said why; 404: cancelled by the candidate or handled by a colleague
    // meanwhile, so the list is stale
    if (isApiError(error) && error.status === 404) void loadQueue(s.state)
  } finally {
    delete s.busy[candidateId]
  }
}
