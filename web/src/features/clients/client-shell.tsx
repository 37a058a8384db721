/** A client's page frame: back link, name, type and status, favourite, status change, the four tabs. */
import { type ReactNode, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { confirmDialog } from '../../app/dialogs'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { TabLinks } from '../../ui/tabs'
import { recordRecentClick } from '../global-search/recent-clicks'
import { sessionState } from '../session/state'
import { isRecruiter } from '../session/user'
import { FavoriteToggle } from './list-page'
import {
  CLIENT_TAB_LABELS,
  CLIENT_TABS,
  type ClientTab,
  changeClientStatus,
  clientsState,
  loadClient,
  openClient,
  rememberClientTab,
} from './state'

export function ClientShell({ clientId, tab, children }: { clientId: string; tab: ClientTab; children: ReactNode }) {
  const { client: c, favoritePending } = useSnapshot(clientsState)
  const { user } = useSnapshot(sessionState)
  const canWrite = Boolean(user && isRecruiter(user))

  useEffect(() => {
    void openClient(clientId)
  }, [clientId])
  useEffect(() => {
    rememberClientTab(tab)
  }, [tab])

  const details = c.id === clientId ? c.details : null
  const loaded = Boolean(details)
  useEffect(() => {
    if (loaded) recordRecentClick('client', clientId)
  }, [clientId, loaded])

  if (c.id === clientId && c.error && !details) {
    return (
      <section className="page client-page">
        <BackLink />
        {c.notFound ? (
          <EmptyState
            title="Client not found"
            action={
              <Link className="btn btn-secondary" href="/client/list">
                <span>Back to clients</span>
              </Link>
            }
          >
            It may have been removed, or the link is wrong.
          </EmptyState>
        ) : (
          <Alert>
            {c.error}{' '}
            <Button variant="link" onClick={() => void loadClient()}>
              Try again
            </Button>
          </Alert>
        )}
      </section>
    )
  }

  async function onStatus() {
    if (!details) return
    const activate = !details.isActive
    const ok = await confirmDialog({
      title: activate ? 'Activate client' : 'Deactivate client',
      body: activate
        ? `Make ${details.name} an active client again?`
        : `Deactivate ${details.name}? Its jobs and history stay; it shows as inactive.`,
      confirmLabel: activate ? 'Activate' : 'Deactivate',
      danger: !activate,
    })
    if (ok) await changeClientStatus(activate)
  }

  return (
    <section className="page client-page" data-client-id={clientId}>
      <BackLink />
      <header className="client-header">
        {details ? (
          <>
            <div className="client-title">
              <FavoriteToggle client={details} pending={Boolean(favoritePending[details.id])} />
              <h1>{details.name}</h1>
            </div>
            <p className="client-badges">
              <span className="badge badge-info">{details.companyType.name}</span>{' '}
              <span className={`badge badge-${details.isActive ? 'success' : 'danger'}`}>
                {details.isActive ? 'Active' : 'Inactive'}
              </span>
            </p>
            <Link className="btn btn-secondary client-integrations" href={`/integrate?organizationId=${clientId}`}>
              Integrations
            </Link>
            {canWrite && (
              <Button variant="secondary" loading={c.statusPending} onClick={() => void onStatus()}>
                {details.isActive ? 'Deactivate' : 'Activate'}
              </Button>
            )}
          </>
        ) : (
          <Spinner label="Loading the client" />
        )}
      </header>
      <TabLinks
        label="Client sections"
        tabs={CLIENT_TABS.map((t) => ({
          href: `/client/${clientId}/${t}`,
          label: CLIENT_TAB_LABELS[t],
          current: t === tab,
        }))}
      />
      {details ? children : null}
    </section>
  )
}

function BackLink() {
  return (
    <p className="breadcrumb">
      <Link href="/client/list">← All clients</Link>
    </p>
  )
}
