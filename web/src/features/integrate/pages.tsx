/**
 * The integration landing (/integrate; 002 §2 route table, 002 §3 "Webhook List (Event, Url,
 * Created At)"): a client recruiter subscribes https URLs to events, sees each webhook's state,
 * re-activates a paused one, regenerates its signing secret (shown once), and reads its
 * recent deliveries, and creates the keys of its career site's widgets (WidgetsSection).
 * Provider staff do the same for a client organization they choose (`?organizationId=`;
 * recruiters change, other staff read).
 */
import { WEBHOOK_EVENTS } from '@quota/shared/domain/enums'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useSearch } from 'wouter'
import { confirmDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { CopyButton } from '../../ui/copy-button'
import { DataTable } from '../../ui/data-table'
import { EmptyState } from '../../ui/empty-state'
import { ListError } from '../../ui/list'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { formatDate } from '../pipeline/format'
import { sessionState } from '../session/state'
import { hasPermission } from '../session/user'
import type { WebhookDto } from './api'
import { AtsSection } from './ats-section'
import { OrgPicker } from './org-picker'
import { integrateOrg } from './org-state'
import {
  addWebhook,
  integrateState,
  loadWebhooks,
  openIntegrate,
  reactivateWebhook,
  regenerateWebhookSecret,
  removeWebhook,
  showDeliveries,
} from './state'
import { WidgetsSection } from './widgets-section'
import './integrate.css'

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((e) => ({ value: e, label: e }))

const stateLabel = (w: WebhookDto) =>
  !w.isActive
    ? 'Paused'
    : w.lastDeliveryState === 'failed'
      ? `Failing (${w.failureCount})`
      : w.lastDeliveryState === 'succeeded'
        ? 'Active, last delivery succeeded'
        : 'Active'

export function IntegratePage() {
  const { user } = useSnapshot(sessionState)
  const staff = user?.userType === 'staff'
  const search = useSearch()
  const requested = staff ? new URLSearchParams(search).get('organizationId') : null
  const org = useSnapshot(integrateOrg).organizationId
  const readOnly = staff && !!user && !hasPermission(user, 'recruiter')
  useEffect(() => {
    integrateOrg.organizationId = requested
    integrateOrg.readOnly = readOnly
  }, [requested, readOnly])
  const header = (
    <header className="page-header">
      <h1>Integrations</h1>
      <p className="muted">
        Webhooks send your systems an HTTPS POST when something happens to your jobs and candidates.
      </p>
    </header>
  )
  if (staff && !requested) {
    return (
      <section className="page integrate-page">
        {header}
        <OrgPicker value={null} />
      </section>
    )
  }
  // the calls below carry the chosen organization: wait until it is the one in the URL
  if (org !== requested) return <Spinner label="Opening the integrations" />
  return (
    <section className="page integrate-page">
      {header}
      {staff && <OrgPicker value={requested} />}
      <IntegrateContent key={requested ?? 'own'} />
    </section>
  )
}

function IntegrateContent() {
  const s = useSnapshot(integrateState)
  const { readOnly, organizationId } = useSnapshot(integrateOrg)
  const { user } = useSnapshot(sessionState)
  // a client its own keys; staff a client's keys only with the access-key permission (the API's rule)
  const keys = user?.userType === 'client' || (!!user && hasPermission(user, 'manage-configurations'))
  useEffect(() => {
    openIntegrate()
  }, [])
  const webhooks = s.webhooks as WebhookDto[] | null

  async function onDelete(w: WebhookDto) {
    const sure = await confirmDialog({
      title: 'Delete this webhook?',
      icon: 'warning',
      danger: true,
      body: `${w.url} stops receiving ${w.event}, and its delivery log is removed.`,
      confirmLabel: 'Delete',
    })
    if (sure) await removeWebhook(w.id)
  }

  async function onRegenerate(w: WebhookDto) {
    const sure = await confirmDialog({
      title: 'Regenerate the signing secret?',
      icon: 'warning',
      body: 'Deliveries are signed with the new secret at once; the receiver must use it to verify them.',
      confirmLabel: 'Regenerate',
    })
    if (sure) await regenerateWebhookSecret(w.id)
  }

  return (
    <>
      <AtsSection />
      {s.secret && <SecretCard url={s.secret.url} value={s.secret.value} />}
      {!readOnly && <AddWebhookForm />}
      <section className="card stack" aria-labelledby="webhook-list-title">
        <h2 id="webhook-list-title" className="section-title">
          Webhook List
        </h2>
        {s.error ? (
          <ListError message={s.error} onRetry={() => void loadWebhooks()} />
        ) : !webhooks ? (
          <Spinner label="Loading the webhooks" />
        ) : webhooks.length === 0 ? (
          <EmptyState title="No webhooks yet.">Add one above to receive events.</EmptyState>
        ) : (
          <DataTable columns={['Event', 'Url', 'Created At', 'Status', 'Actions']} className="webhook-list">
            {webhooks.map((w) => (
              <tr key={w.id} data-webhook-id={w.id}>
                <td>{w.event}</td>
                <td className="webhook-url">{w.url}</td>
                <td>
                  <time dateTime={w.createdAt}>{formatDate(w.createdAt)}</time>
                </td>
                <td>{stateLabel(w)}</td>
                <td className="webhook-actions">
                  {!readOnly && !w.isActive && (
                    <Button
                      variant="secondary"
                      loading={s.busyId === w.id}
                      onClick={() => void reactivateWebhook(w.id)}
                    >
                      Re-activate
                    </Button>
                  )}
                  <Button variant="ghost" onClick={() => void showDeliveries(w.id)}>
                    Deliveries
                  </Button>
                  {!readOnly && (
                    <>
                      <Button variant="ghost" disabled={s.busyId === w.id} onClick={() => void onRegenerate(w)}>
                        Regenerate secret
                      </Button>
                      <Button variant="danger" disabled={s.busyId === w.id} onClick={() => void onDelete(w)}>
                        Delete
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <Deliveries />
      {keys && <WidgetsSection organizationId={organizationId} />}
      <section className="card stack" aria-labelledby="verify-title">
        <h2 id="verify-title" className="section-title">
          Verifying a delivery
        </h2>
        <p>
          Each delivery is a POST of JSON <code>{'{ id, event, occurredAt, data }'}</code>. The header{' '}
          <code>X-Quota-Signature: sha256=&lt;hex&gt;</code> carries the HMAC-SHA256 of the exact request body, keyed
          with the webhook's secret. Compute it over the raw body and compare in constant time; use <code>id</code> to
          ignore a retried delivery you already handled.
        </p>
        <pre className="integrate-code">
          {`const expected = 'sha256=' + crypto.createHmac('sha256', secret).update(rawBody).digest('hex')
crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(req.headers['x-quota-signature']))`}
        </pre>
      </section>
    </>
  )
}

function SecretCard({ url, value }: { url: string; value: string }) {
  return (
    <section className="card stack secret-card" aria-labelledby="secret-title">
      <h2 id="secret-title" className="section-title">
        Signing secret
      </h2>
      <p>
        The secret for <strong>{url}</strong>. Copy it now: it is not shown again.
      </p>
      <div className="secret-row">
        <code className="webhook-secret">{value}</code>
        <CopyButton text={value} what="secret" />
        <Button variant="ghost" onClick={() => (integrateState.secret = null)}>
          Done
        </Button>
      </div>
    </section>
  )
}

function AddWebhookForm() {
  const s = useSnapshot(integrateState)
  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (await addWebhook()) toast.success('Webhook added.')
  }
  return (
    <form
      className="card stack add-webhook"
      aria-labelledby="add-webhook-title"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <h2 id="add-webhook-title" className="section-title">
        Add a webhook
      </h2>
      <div className="add-webhook-fields">
        <Select
          label="Event"
          name="event"
          placeholder="Choose an event"
          options={EVENT_OPTIONS}
          value={s.form.event}
          error={s.fieldErrors.event}
          onChange={(e) => (integrateState.form.event = e.target.value as typeof integrateState.form.event)}
        />
        <TextField
          label="Url"
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://example.com/quota-events"
          value={s.form.url}
          error={s.fieldErrors.url}
          onChange={(e) => (integrateState.form.url = e.target.value)}
        />
      </div>
      <div>
        <Button type="submit" loading={s.saving}>
          Add webhook
        </Button>
      </div>
    </form>
  )
}

function Deliveries() {
  const s = useSnapshot(integrateState)
  const d = s.deliveries
  if (!d) return null
  const hook = s.webhooks?.find((w) => w.id === d.webhookId)
  return (
    <section className="card stack" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title" className="section-title">
        Deliveries{hook ? ` of ${hook.event} to ${hook.url}` : ''}
      </h2>
      {d.loading && d.rows.length === 0 ? (
        <Spinner label="Loading the deliveries" />
      ) : d.rows.length === 0 ? (
        <EmptyState title="No deliveries yet.">Deliveries appear here once the event happens.</EmptyState>
      ) : (
        <>
          <DataTable
            columns={['Time', 'Event', 'State', 'Status', 'Duration', 'Attempt']}
            className="webhook-deliveries"
          >
            {d.rows.map((r) => (
              <tr key={r.id}>
                <td>
                  <time dateTime={r.createdAt}>{new Date(r.createdAt).toLocaleString()}</time>
                </td>
                <td>{r.event}</td>
                <td>{r.state === 'failed' && r.error ? `failed: ${r.error}` : r.state}</td>
                <td>{r.responseStatus ?? '—'}</td>
                <td>{r.durationMs === null ? '—' : `${r.durationMs} ms`}</td>
                <td>{r.attempt}</td>
              </tr>
            ))}
          </DataTable>
          {d.rows.length < d.total && (
            <Button
              variant="secondary"
              loading={d.loading}
              onClick={() => void showDeliveries(d.webhookId, d.rows.length)}
            >
              Show more
            </Button>
          )}
        </>
      )}
    </section>
  )
}
