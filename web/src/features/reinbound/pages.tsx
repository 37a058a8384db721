/**
 * Re-inbound requests (001 §2, §4), the provider staff's screen: candidates who asked to be
 * considered again, oldest first, with their note, search status and owner. A recruiter opens the
 * profile, then marks the request handled, or handles it and becomes the candidate's owner; an
 * administrator without recruiter rights reads the queue only. The handled
 * and cancelled tabs keep the history (who handled it, when). One chunk.
 */
import { REINBOUND_REQUEST_STATES, type ReinboundRequestState, SEARCH_STATUS_LABELS } from '@quota/shared/domain/enums'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useSearch } from 'wouter'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { TabLinks } from '../../ui/tabs'
import { formatDate, timeAgo } from '../pipeline/format'
import { sessionState } from '../session/state'
import { hasPermission } from '../session/user'
import { handleRequest, loadMoreQueue, loadQueue, queueState } from './state'
import './reinbound.css'

const TAB_LABELS: Record<ReinboundRequestState, string> = { open: 'Open', handled: 'Handled', cancelled: 'Cancelled' }
const EMPTY: Record<ReinboundRequestState, string> = {
  open: 'No open re-inbound requests.',
  handled: 'No handled requests yet.',
  cancelled: 'No cancelled requests.',
}

export function ReinboundRequestsPage() {
  const s = useSnapshot(queueState)
  // provider staff without recruiter rights (an administrator) read the queue; recruiters handle it
  const { user } = useSnapshot(sessionState)
  const canHandle = Boolean(user && hasPermission(user, 'recruiter'))
  const asked = new URLSearchParams(useSearch()).get('state')
  const state = (REINBOUND_REQUEST_STATES as readonly string[]).includes(asked ?? '')
    ? (asked as ReinboundRequestState)
    : 'open'

  useEffect(() => {
    void loadQueue(state)
  }, [state])

  return (
    <section className="page reinbound-page">
      <header className="page-header">
        <h1>Re-inbound requests</h1>
        <p className="muted">
          Candidates who asked to be considered again. Open requests wait oldest first;{' '}
          {canHandle
            ? 'mark one handled once you have reached out.'
            : 'a recruiter marks one handled once they have reached out.'}
        </p>
      </header>
      <TabLinks
        label="Request state"
        tabs={REINBOUND_REQUEST_STATES.map((key) => ({
          href: key === 'open' ? '/candidate/re-inbound' : `/candidate/re-inbound?state=${key}`,
          label: TAB_LABELS[key],
          count: key === state && !s.loading ? s.total : null,
          current: key === state,
        }))}
      />
      {s.error ? (
        <Alert>{s.error}</Alert>
      ) : s.loading && !s.items.length ? (
        <Spinner label="Loading the requests" />
      ) : s.items.length === 0 ? (
        <EmptyState title={EMPTY[state]}>
          {state === 'open' && 'A candidate sends one from their dashboard when they want to be considered again.'}
        </EmptyState>
      ) : (
        <>
          <ul className="reinbound-list row-list card" aria-label={`${TAB_LABELS[state]} requests`}>
            {s.items.map((item) => (
              <li key={item.id} className="reinbound-item row-list-item" data-candidate-id={item.candidate.id}>
                <div className="reinbound-main">
                  <h2 className="reinbound-name">
                    <Link href={`/candidate/profile?candidateId=${item.candidate.id}`}>{item.candidate.fullName}</Link>
                  </h2>
                  <p className="muted small">
                    {[
                      item.candidate.email,
                      item.candidate.searchStatus ? SEARCH_STATUS_LABELS[item.candidate.searchStatus] : null,
                      item.candidate.owner ? `Owner: ${item.candidate.owner.name}` : 'No owner',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="small">
                    Sent <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
                    {item.updatedAt !== item.createdAt &&
                      state === 'open' &&
                      ` · updated ${formatDate(item.updatedAt)}`}
                    {item.handledAt &&
                      ` · handled ${formatDate(item.handledAt)}${item.handledBy ? ` by ${item.handledBy.name}` : ''}`}
                    {item.cancelledAt && ` · cancelled by the candidate ${formatDate(item.cancelledAt)}`}
                  </p>
                  {item.notes ? (
                    <blockquote className="reinbound-notes">{item.notes}</blockquote>
                  ) : (
                    <p className="muted small">No note.</p>
                  )}
                </div>
                {state === 'open' && canHandle && (
                  <div className="reinbound-actions">
                    <Button
                      variant="secondary"
                      className="reinbound-handle"
                      loading={!!s.busy[item.candidate.id]}
                      onClick={() => void handleRequest(item, false)}
                    >
                      Mark handled
                    </Button>
                    <Button
                      className="reinbound-take"
                      loading={!!s.busy[item.candidate.id]}
                      onClick={() => void handleRequest(item, true)}
                    >
                      Handle and own
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
          {s.items.length < s.total && (
            <Button variant="secondary" loading={s.loading} onClick={() => void loadMoreQueue()}>
              Show more
            </Button>
          )}
        </>
      )}
    </section>
  )
}
