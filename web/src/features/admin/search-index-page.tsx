/**
 * Search indexes (/admin/search, allow-elastic-search-resync): each index's latest whole-index
 * rebuild, and a button to start one. A rebuild runs in the background on the server; the page
 * follows its progress every second while one waits or runs, and says how it ended.
 */
import { SEARCH_INDEX_NAMES, type SearchIndexName } from '@quota/shared/domain/enums'
import { useCallback, useEffect, useState } from 'react'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { DataTable } from '../../ui/data-table'
import { ProgressBar } from '../../ui/progress-bar'
import { Spinner } from '../../ui/spinner'
import { formatDate, timeAgo } from '../pipeline/format'
import { fetchReindexRuns, startReindex } from './api'
import './admin.css'

type Run = Awaited<ReturnType<typeof fetchReindexRuns>>[number]

const LABELS: Record<SearchIndexName, string> = {
  candidates: 'Candidates',
  jobs: 'Jobs',
  clients: 'Clients',
  organizations: 'Organizations',
}
const COLUMNS = ['Index', 'Last rebuild', 'Progress', ''] as const
const POLL_MS = 1000

const isLive = (run: Run | undefined) => run?.state === 'queued' || run?.state === 'running'
const percent = (run: Run) => (run.total ? Math.min(100, Math.round((run.done / run.total) * 100)) : 0)

function describe(run: Run | undefined): string {
  if (!run) return 'Never rebuilt from this screen'
  const when = run.finishedAt ?? run.startedAt ?? run.createdAt
  const at = `${timeAgo(when)} (${formatDate(when)})`
  switch (run.state) {
    case 'queued':
      return 'Waiting to start'
    case 'running':
      return `Running since ${at}`
    case 'done':
      return `Done ${at}: ${run.done.toLocaleString('en-US')} records`
    case 'failed':
      return `Failed ${at}: ${run.error ?? 'no reason given'}`
  }
}

export function AdminSearchIndexPage() {
  const [runs, setRuns] = useState<Partial<Record<SearchIndexName, Run>>>({})
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [starting, setStarting] = useState<SearchIndexName | null>(null)

  const load = useCallback(async () => {
    try {
      const list = await fetchReindexRuns()
      setRuns(Object.fromEntries(list.map((r) => [r.indexType, r])))
      setError(null)
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The search indexes could not be loaded.')
    } finally {
      setLoaded(true)
    }
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const anyLive = Object.values(runs).some(isLive)
  useEffect(() => {
    if (!anyLive) return
    const timer = setInterval(() => void load(), POLL_MS)
    return () => clearInterval(timer)
  }, [anyLive, load])

  async function onRebuild(index: SearchIndexName) {
    setStarting(index)
    try {
      const run = await startReindex(index)
      setRuns((r) => ({ ...r, [index]: run }))
      toast.success(`The ${LABELS[index].toLowerCase()} index is being rebuilt.`)
    } catch (e) {
      toast.error(isApiError(e) ? e.message : 'The rebuild could not be started.')
      void load()
    } finally {
      setStarting(null)
    }
  }

  return (
    <section className="page admin-page">
      <header className="page-header">
        <h1>Search indexes</h1>
        <p className="muted">
          Changes reach search within seconds on their own. Rebuild an index when search shows something the database no
          longer holds; searches keep answering from the current index until the rebuild ends.
        </p>
      </header>
      {error ? (
        <Alert>
          {error}{' '}
          <Button variant="link" onClick={() => void load()}>
            Try again
          </Button>
        </Alert>
      ) : !loaded ? (
        <div className="card">
          <Spinner label="Loading the search indexes" />
        </div>
      ) : (
        <DataTable columns={COLUMNS} className="search-indexes">
          {SEARCH_INDEX_NAMES.map((index) => {
            const run = runs[index]
            return (
              <tr key={index} data-index={index} data-state={run?.state ?? 'none'}>
                <th scope="row">{LABELS[index]}</th>
                <td className="search-index-status">{describe(run)}</td>
                <td>
                  {run?.state === 'running' ? (
                    <ProgressBar value={percent(run)} label={`${LABELS[index]} rebuild`} />
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  <Button
                    variant="secondary"
                    loading={starting === index}
                    disabled={isLive(run) || (starting !== null && starting !== index)}
                    onClick={() => void onRebuild(index)}
                  >
                    Rebuild<span className="visually-hidden"> the {LABELS[index].toLowerCase()} index</span>
                  </Button>
                </td>
              </tr>
            )
          })}
        </DataTable>
      )}
    </section>
  )
}
