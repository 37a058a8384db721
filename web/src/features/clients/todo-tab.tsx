/** The To Do tab: what needs doing for this client, most urgent first (see todo.ts). */
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { sessionState } from '../session/state'
import { isRecruiter } from '../session/user'
import type { ClientContact, ClientDetails, JobListItem } from './api'
import { clientsState, inviteContact, loadClientWork } from './state'
import { clientTodos, TODO_KIND_LABELS, type TodoKind } from './todo'

const KIND_TONES: Record<TodoKind, string> = {
  approve: 'badge-danger',
  followUp: 'badge-warning',
  source: 'badge-info',
  invite: 'badge-info',
  setup: '',
}

export function ClientTodoTab({ clientId }: { clientId: string }) {
  const { client } = useSnapshot(clientsState)
  const w = useSnapshot(clientsState.work)
  const { user } = useSnapshot(sessionState)
  const canInvite = Boolean(user && isRecruiter(user))

  useEffect(() => {
    void loadClientWork(clientId)
  }, [clientId])

  const ready = w.for === clientId && !w.loading && !w.error
  const items = ready
    ? clientTodos({
        client: client.details as ClientDetails,
        jobs: w.jobs as JobListItem[],
        aggregates: w.aggregates,
        contacts: w.contacts as ClientContact[],
      })
    : []

  return (
    <section className="card" aria-labelledby="client-todo-title">
      <div className="list-toolbar">
        <h2 id="client-todo-title" className="list-title">
          To Do
        </h2>
        {ready && (
          <p className="list-count" aria-live="polite">
            {items.length} {items.length === 1 ? 'item' : 'items'}
          </p>
        )}
      </div>
      {w.error ? (
        <Alert>
          {w.error}{' '}
          <Button variant="link" onClick={() => void loadClientWork(clientId, { force: true })}>
            Try again
          </Button>
        </Alert>
      ) : !ready ? (
        <Spinner label="Loading the to-do list" />
      ) : items.length === 0 ? (
        <EmptyState title="Nothing to do for this client right now.">
          Candidates waiting for approval or for the client, jobs without submittals and contacts to invite show here.
        </EmptyState>
      ) : (
        <ul className="todo-list">
          {items.map((t) => (
            <li key={t.key} className="todo-item" data-todo-kind={t.kind}>
              <span className={`badge ${KIND_TONES[t.kind]}`}>{TODO_KIND_LABELS[t.kind]}</span>
              <div className="todo-body">
                <p className="todo-title">{t.href ? <Link href={t.href}>{t.title}</Link> : t.title}</p>
                {t.detail && <p className="muted todo-detail">{t.detail}</p>}
              </div>
              {t.contactId && canInvite && (
                <Button
                  variant="secondary"
                  className="todo-action"
                  loading={Boolean(w.inviting[t.contactId])}
                  onClick={() => void inviteContact(t.contactId!)}
                >
                  Send invite
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
