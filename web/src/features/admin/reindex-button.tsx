/**
 * "Refresh in search" on a record's page, for staff with allow-elastic-search-resync: when a
 * record looks stale in search results, it is written to the index again at once, and the toast
 * says what the index now holds (never "refreshed" for a call that failed).
 */
import type { SearchIndexName } from '@quota/shared/domain/enums'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { type DataAnswer, http } from '../../app/http'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { sessionState } from '../session/state'
import { hasPermission } from '../session/user'

const NOUNS: Record<SearchIndexName, string> = {
  candidates: 'candidate',
  jobs: 'job',
  clients: 'client',
  organizations: 'organization',
}

/** Re-indexes one record now: `indexed`, or `removed` when it no longer belongs in search. */
async function resyncRecord(indexType: SearchIndexName, id: string): Promise<'indexed' | 'removed'> {
  const path = `/sync-elastic-search/resync/${indexType}/${id}`
  return (await http.post<DataAnswer<{ result: 'indexed' | 'removed' }>>(path, {})).data.result
}

export function ReindexButton({ indexType, id }: { indexType: SearchIndexName; id: string }) {
  const { user } = useSnapshot(sessionState)
  const [busy, setBusy] = useState(false)
  if (!user || !hasPermission(user, 'allow-elastic-search-resync')) return null
  const noun = NOUNS[indexType]
  async function refresh() {
    setBusy(true)
    try {
      const result = await resyncRecord(indexType, id)
      if (result === 'indexed') toast.success(`The ${noun} is up to date in search.`)
      else toast.success(`The ${noun} is no longer in search results (closed, hidden or deleted).`)
    } catch {
      // the global handling shows the failure
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" loading={busy} onClick={() => void refresh()}>
      Refresh in search
    </Button>
  )
}
