/**
 * The recruiters' client screens (provider staff only; spec 002 §2 "/client/...", tabs Exec
 * Report, Client Details, To Do, Analytics): the list and a client's four tabs. One chunk.
 */
import { useEffect } from 'react'
import { navigate } from '../../app/navigation'
import { Spinner } from '../../ui/spinner'
import { ClientAnalyticsTab } from './analytics-tab'
import { ClientShell } from './client-shell'
import { ClientDetailsTab } from './details-tab'
import { ExecReportTab } from './exec-report-tab'
import { savedClientTab } from './state'
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
