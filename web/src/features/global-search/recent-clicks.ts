/**
 * Recently opened records (GET and POST users/recent-clicks), for the header's search: a page
 * that opens a candidate, job or client records it; the search dialog lists them while its box is
 * empty. Recording never bothers the user: a failure is silent (the list is a convenience).
 */
import type { RecentClickDto } from '@quota/shared/contracts/users'
import type { SearchEntity } from '@quota/shared/domain/enums'
import { http } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { sessionState } from '../session/state'

export type { RecentClickDto }

/** Only provider staff and client recruiters have a search (and so a recent list). */
const hasSearch = () => {
  const user = sessionState.user
  return user?.userType === 'staff' || user?.userType === 'client'
}

const lastRecorded = new Map<string, number>()
// another user signing in on this tab starts afresh
onResetAll(() => lastRecorded.clear())
/** The same record opened again within this time is not recorded again. */
const AGAIN_AFTER_MS = 30_000

export function recordRecentClick(entityType: SearchEntity, entityId: string): void {
  if (!hasSearch()) return
  const key = `${entityType}:${entityId}`
  const now = Date.now()
  if ((lastRecorded.get(key) ?? 0) > now - AGAIN_AFTER_MS) return
  lastRecorded.set(key, now)
  void http.post('/users/recent-clicks', { entityType, entityId }, { ignoreError: true }).catch(() => {})
}

export async function fetchRecentClicks(): Promise<RecentClickDto[]> {
  return (await http.get<{ data: RecentClickDto[] }>('/users/recent-clicks', { ignoreError: true })).data
}
