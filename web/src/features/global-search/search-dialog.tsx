/**
 * Global search from the header (000 §1, `GET search`): one box over what the role may search —
 * provider staff candidates, clients, jobs and organizations; a client user their own jobs and the
 * candidates submitted to them (the API decides the scope). Results are grouped by entity and
 * each opens its page. Loaded on first use (its own small chunk).
 */
import type { GlobalSearchRecord, GlobalSearchResponse } from '@quota/shared/contracts/search'
import type { SearchEntity } from '@quota/shared/domain/enums'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { openDialog } from '../../app/dialogs'
import { http, isApiError } from '../../app/http'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { fetchRecentClicks, type RecentClickDto } from './recent-clicks'
import './search.css'

const GROUP_LABELS: Record<SearchEntity, string> = {
  candidate: 'Candidates',
  job: 'Jobs',
  client: 'Clients',
  organization: 'Organizations',
}
const ORDER: SearchEntity[] = ['candidate', 'job', 'client', 'organization']
/** Words typed stop arriving for this long before the search runs. */
const TYPING_PAUSE_MS = 300
const PER_GROUP = 5

/** Where a result opens; null when the product has no page for it (an organization that is not a client). */
export function hrefOf(r: Pick<GlobalSearchRecord, 'id' | 'entity' | 'status'>): string | null {
  switch (r.entity) {
    case 'candidate':
      return `/candidate/profile?candidateId=${r.id}`
    case 'job':
      return `/job/${r.id}/candidates`
    case 'client':
      return `/client/${r.id}`
    case 'organization':
      return r.status === 'client' ? `/client/${r.id}` : null
  }
}

type Answer = GlobalSearchResponse['data']

function SearchPanel({ close }: { close: () => void }) {
  const [text, setText] = useState('')
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const latest = useRef(0)
  const inputId = useId()

  const run = useCallback(async (query: string) => {
    const token = ++latest.current
    if (!query.trim()) {
      setAnswer(null)
      setBusy(false)
      return
    }
    setBusy(true)
    setError(null)
    try {
      const result = await http.get<GlobalSearchResponse>('/search', {
        query: { searchText: query.trim(), limit: PER_GROUP },
        handledStatuses: [400, 422],
      })
      if (token === latest.current) setAnswer(result.data)
    } catch (e) {
      if (token === latest.current) setError(isApiError(e) ? e.message : 'The search failed. Please try again.')
    } finally {
      if (token === latest.current) setBusy(false)
    }
  }, [])

  useEffect(() => {
    const timer = setTimeout(() => void run(text), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text, run])

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    void run(text)
  }

  const [recent, setRecent] = useState<RecentClickDto[] | null>(null)
  useEffect(() => {
    let live = true
    fetchRecentClicks()
      .then((r) => live && setRecent(r))
      .catch(() => live && setRecent([]))
    return () => {
      live = false
    }
  }, [])

  const groups = answer ? ORDER.filter((k) => answer[k]) : []
  const total = groups.reduce((n, k) => n + (answer?.[k]?.totalRecords ?? 0), 0)

  return (
    <div className="global-search">
      <search>
        <form onSubmit={onSubmit} className="global-search-form">
          <label htmlFor={inputId} className="field-label">
            Search for
          </label>
          <div className="field-row">
            <input
              id={inputId}
              className="field-input"
              name="searchText"
              type="search"
              autoComplete="off"
              maxLength={200}
              // biome-ignore lint/a11y/noAutofocus: the dialog opens to type a search
              autoFocus
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
        </form>
      </search>
      <div aria-live="polite" className="global-search-results">
        {busy && <Spinner label="Searching" />}
        {error && <p role="alert">{error}</p>}
        {answer && !busy && total === 0 && <p>Nothing matches “{text.trim()}”.</p>}
        {!text.trim() && !!recent?.length && (
          <section className="global-search-group" aria-label="Recently opened" data-entity="recent">
            <h3>Recently opened</h3>
            <ul>
              {recent.map((r) => {
                const href = hrefOf({
                  id: r.entityId,
                  entity: r.entityType,
                  status: r.entityType === 'organization' ? null : 'client',
                })
                return (
                  <li key={`${r.entityType}:${r.entityId}`}>
                    {href ? (
                      <Link href={href} onClick={close}>
                        {r.name}
                      </Link>
                    ) : (
                      <span>{r.name}</span>
                    )}
                    <span className="muted">
                      {' '}
                      {[GROUP_LABELS[r.entityType].replace(/s$/, ''), r.subtitle].filter(Boolean).join(' · ')}
                    </span>
                  </li>
                )
              })}
            </ul>
          </section>
        )}
        {groups.map((k) => {
          const group = answer![k]!
          if (!group.records.length) return null
          return (
            <section key={k} className="global-search-group" aria-label={GROUP_LABELS[k]} data-entity={k}>
              <h3>
                {GROUP_LABELS[k]} <span className="muted">({group.totalRecords})</span>
              </h3>
              <ul>
                {group.records.map((r) => {
                  const href = hrefOf(r)
                  const detail = [r.subtitle, r.location].filter(Boolean).join(' · ')
                  return (
                    <li key={r.id}>
                      {href ? (
                        <Link href={href} onClick={close}>
                          {r.name}
                        </Link>
                      ) : (
                        <span>{r.name}</span>
                      )}
                      {detail && <span className="muted"> {detail}</span>}
                    </li>
                  )
                })}
              </ul>
            </section>
          )
        })}
      </div>
    </div>
  )
}

export function openGlobalSearch() {
  return openDialog('Search', (close) => <SearchPanel close={() => close()} />)
}
