/**
 * The recruiters' client screens (provider staff only; spec 002 §2 "/client/...", tabs Exec
 * Report, Client Details, To Do, Analytics): the list and a client's four tabs. One chunk.
 */
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { navigate } from '../../app/navigation'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { sessionState } from '../session/state'
import { hasFeature } from '../session/user'
import { ClientAnalyticsTab } from './analytics-tab'
import { ClientShell } from './client-shell'
import { ClientDetailsTab } from './details-tab'
import { ExecReportTab } from './exec-report-tab'
import { clientsState, loadClient, openClient, savedClientTab } from './state'
import { ClientTodoTab } from './todo-tab'
import './clients.css'

export { ClientListPage } from './list-page'

type Params = { params: Record<string, string> }

/** /client/{id}: opens the tab this user used last (Exec Report at first). */
export function ClientRedirectPage({ params }: Params) {
  const id = params.clientId ?? ''
  useEffect(() => {
    void navigate(`/client/${encodeURIComponent(id)}/${savedClientTab()}`, { replace: true, force: true })
  }, [id])
  return <Spinner label="Opening the client" />
}

export function ClientExecReportPage({ params }: Params) {
  const id = params.clientId ?? ''
  return (
    <ClientShell clientId={id} tab="exec-report">
      <ExecReportTab clientId={id} />
    </ClientShell>
  )
}

export function ClientDetailsPage({ params }: Params) {
  const id = params.clientId ?? ''
  return (
    <ClientShell clientId={id} tab="details">
      <ClientDetailsTab clientId={id} />
    </ClientShell>
  )
}

export function ClientTodoPage({ params }: Params) {
  const id = params.clientId ?? ''
  return (
    <ClientShell clientId={id} tab="to-do">
      <ClientTodoTab clientId={id} />
    </ClientShell>
  )
}

export function ClientAnalyticsPage({ params }: Params) {
  const id = params.clientId ?? ''
  return (
    <ClientShell clientId={id} tab="analytics">
      <ClientAnalyticsTab clientId={id} />
    </ClientShell>
  )
}

/**
 * A client's own executive report (/exec-report, full client portal): the same report as the
 * staff tab, for the user's own company, while the clientExecReporting feature is on for the
 * company or the user. Without it the page says so and calls nothing.
 */
export function CompanyExecReportPage() {
  const { user } = useSnapshot(sessionState)
  const id = user?.organizationId ?? ''
  const enabled = Boolean(user && hasFeature(user, 'clientExecReporting'))
  const { client: c } = useSnapshot(clientsState)

  useEffect(() => {
    if (enabled && id) void openClient(id)
  }, [enabled, id])

  const details = c.id === id ? c.details : null
  return (
    <section className="page client-page company-exec-report">
      <header className="client-header">
        <div className="client-title">
          <h1>Executive report</h1>
        </div>
        {details && <p className="muted">{details.name}</p>}
      </header>
      {!enabled || !id ? (
        <div className="card">
          <EmptyState title="The executive report is not turned on for your company.">
            Ask your account manager to turn on executive reporting.
          </EmptyState>
        </div>
      ) : details ? (
        <ExecReportTab clientId={id} />
      ) : c.id === id && c.error ? (
        <Alert>
          {c.error}{' '}
          <Button variant="link" onClick={() => void loadClient()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Spinner label="Loading the report" />
      )}
    </section>
  )
}
