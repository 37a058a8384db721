/**
 * The applicant tracking system on /integrate (002 §2: connection-test dialog, link-ATS-job
 * confirmation showing ID, name, requisition ID, location, created date): connect Greenhouse or
 * Lever, run the three connection tests, copy where the ATS sends its webhooks (and the secret,
 * shown once), and link one of our jobs to an ATS job.
 */

import { ATS_WEBHOOK_EVENTS } from '@quota/shared/domain/ats/routes'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { confirmDialog, openDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { DataTable } from '../../ui/data-table'
import { ListError } from '../../ui/list'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { formatDate } from '../pipeline/format'
import type { AtsJobDto, AtsTestResultDto } from './ats-api'
import * as api from './ats-api'
import { AtsJobConfirmBody } from './ats-job-confirm'
import {
  atsState,
  connect,
  disconnect,
  loadAts,
  loadJobs,
  regenerateSecret,
  resetAts,
  runAllTests,
  switchRoute,
  switchWebhook,
} from './ats-state'
import { integrateOrg } from './org-state'

const PROVIDER_NAMES = { greenhouse: 'Greenhouse', lever: 'Lever' } as const
const TEST_NAMES: Record<AtsTestResultDto['kind'], string> = {
  atsConnectionTest: 'Connection',
  jobVerificationTest: 'Jobs',
  candidateVerificationTest: 'Candidates',
}

type CredentialField = {
  name: Exclude<keyof typeof atsState.form, 'provider'>
  label: string
  type?: 'password' | 'url'
  placeholder?: string
  hint?: string
}

/** What each system asks for to connect, in the order the form shows it. */
const PROVIDER_FIELDS: Record<keyof typeof PROVIDER_NAMES, CredentialField[]> = {
  greenhouse: [
    { name: 'clientId', label: 'Client ID' },
    { name: 'clientSecret', label: 'Client secret', type: 'password' },
    { name: 'userId', label: 'Greenhouse user ID', hint: 'The user the calls are made as' },
    {
      name: 'baseUrl',
      label: 'API base URL (optional)',
      type: 'url',
      placeholder: 'https://harvest.greenhouse.io',
    },
    { name: 'authUrl', label: 'OAuth token URL (optional)', type: 'url', placeholder: 'https://auth.greenhouse.io' },
    {
      name: 'ingestionApiKey',
      label: 'Candidate Ingestion API key (optional)',
      type: 'password',
      hint: 'Given to us as a sourcing partner: candidates are then pushed through the Ingestion API, credited to us',
    },
    {
      name: 'ingestionOnBehalfOf',
      label: 'Ingestion user e-mail (On-Behalf-Of)',
      hint: 'The Greenhouse user (normally a service user) candidates are submitted as',
    },
  ],
  lever: [
    { name: 'apiKey', label: 'API key', type: 'password' },
    { name: 'performAs', label: 'Lever user ID', hint: 'Candidates are added as this user' },
    {
      name: 'baseUrl',
      label: 'API base URL (optional)',
      type: 'url',
      placeholder: 'https://api.lever.co',
      hint: 'For the EU data centre: https://api.eu.lever.co',
    },
  ],
}

export function AtsSection() {
  const s = useSnapshot(atsState)
  const { readOnly } = useSnapshot(integrateOrg)
  useEffect(() => {
    resetAts()
    void loadAts()
  }, [])
  return (
    <section className="card stack ats-section" aria-labelledby="ats-title">
      <h2 id="ats-title" className="section-title">
        Applicant tracking system
      </h2>
      {s.error ? (
        <ListError message={s.error} onRetry={() => void loadAts()} />
      ) : !s.loaded ? (
        <Spinner label="Loading the ATS connection" />
      ) : s.connection ? (
        <Connected />
      ) : readOnly ? (
        <p className="muted">No applicant tracking system is connected.</p>
      ) : (
        <ConnectForm />
      )}
    </section>
  )
}

function ConnectForm() {
  const s = useSnapshot(atsState)
  const f = s.form
  const set = (k: keyof typeof atsState.form) => (e: { target: { value: string } }) => {
    ;(atsState.form as Record<string, string>)[k] = e.target.value
  }
  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (await connect()) toast.success(`${PROVIDER_NAMES[atsState.form.provider]} is connected.`)
  }
  return (
    <form className="stack ats-connect" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Connect an ATS">
      <p className="muted">Connect your Greenhouse or Lever account to link jobs and push submitted candidates.</p>
      <Select
        label="System"
        name="provider"
        options={[
          { value: 'greenhouse', label: 'Greenhouse' },
          { value: 'lever', label: 'Lever' },
        ]}
        value={f.provider}
        onChange={(e) => (atsState.form.provider = e.target.value as 'greenhouse' | 'lever')}
      />
      {PROVIDER_FIELDS[f.provider].map((field) => (
        <TextField
          key={`${f.provider}-${field.name}`}
          label={field.label}
          name={field.name}
          type={field.type}
          autoComplete={field.type === 'password' ? 'off' : undefined}
          placeholder={field.placeholder}
          hint={field.hint}
          value={f[field.name]}
          error={s.fieldErrors[field.name]}
          onChange={set(field.name)}
        />
      ))}
      {s.fieldErrors.form && (
        <p className="field-error" role="alert">
          {s.fieldErrors.form}
        </p>
      )}
      <div>
        <Button type="submit" loading={s.saving}>
          Connect
        </Button>
      </div>
    </form>
  )
}

function TestDialog({ close }: { close: () => void }) {
  const [results, setResults] = useState<AtsTestResultDto[]>([])
  const [running, setRunning] = useState(true)
  useEffect(() => {
    runAllTests((r) => setResults((rs) => [...rs, r]))
      .catch(() => {})
      .finally(() => setRunning(false))
  }, [])
  return (
    <div className="stack ats-test-dialog">
      <ul className="ats-test-results">
        {results.map((r) => (
          <li key={r.kind} data-test-kind={r.kind} data-ok={r.ok}>
            <strong>{TEST_NAMES[r.kind]}:</strong> {r.ok ? 'Passed' : 'Failed'} — {r.message}
          </li>
        ))}
      </ul>
      {running && <Spinner label="Testing the connection" />}
      <div>
        <Button variant="secondary" onClick={close} disabled={running}>
          Close
        </Button>
      </div>
    </div>
  )
}

function Connected() {
  const s = useSnapshot(atsState)
  const { readOnly } = useSnapshot(integrateOrg)
  const c = s.connection!
  async function onDisconnect() {
    const sure = await confirmDialog({
      title: `Disconnect ${PROVIDER_NAMES[c.provider]}?`,
      icon: 'warning',
      danger: true,
      body: 'Jobs stop being linked and pushed candidates show as disconnected.',
      confirmLabel: 'Disconnect',
    })
    if (sure) await disconnect()
  }
  return (
    <div className="stack">
      <p>
        Connected to <strong>{PROVIDER_NAMES[c.provider]}</strong> ({c.baseUrl}) since{' '}
        <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>.{' '}
        {c.provider === 'greenhouse' && (
          <span className="ats-push-route" data-sourcing-partner={c.sourcingPartner}>
            {c.sourcingPartner
              ? 'Candidates are pushed through the Candidate Ingestion API, as a sourcing partner.'
              : 'Candidates are pushed through Harvest.'}
          </span>
        )}
        {c.lastTestedAt && (
          <span className="muted ats-last-test">
            {' '}
            Last test: {c.lastTestOk ? 'passed' : `failed (${c.lastTestMessage})`}.
          </span>
        )}
      </p>
      <p>
        Webhooks from {PROVIDER_NAMES[c.provider]}: <code className="ats-webhook-url">{c.webhookUrl}</code>
      </p>
      {s.secret && (
        <p className="secret-row">
          Webhook secret (shown once): <code className="ats-webhook-secret">{s.secret}</code>
          <Button variant="ghost" onClick={() => (atsState.secret = null)}>
            Done
          </Button>
        </p>
      )}
      <div className="webhook-actions">
        <Button onClick={() => void openDialog('ATS connection test', (close) => <TestDialog close={() => close()} />)}>
          Test connection
        </Button>
        {!readOnly && (
          <>
            <Button variant="secondary" onClick={() => void loadJobs()}>
              Link jobs
            </Button>
            <Button variant="ghost" onClick={() => void regenerateSecret()}>
              Regenerate webhook secret
            </Button>
            <Button variant="danger" onClick={() => void onDisconnect()}>
              Disconnect
            </Button>
          </>
        )}
      </div>
      <AtsEvents />
      <AtsRoutes />
      <LinkJobs />
    </div>
  )
}

/** The Webhook List: which of the ATS's events it sends us (enter our URL for each in its settings). */
function AtsEvents() {
  const s = useSnapshot(atsState)
  const { readOnly } = useSnapshot(integrateOrg)
  const c = s.connection!
  const subscribed = new Map(c.webhooks.map((w) => [w.event, w]))
  return (
    <fieldset className="stack ats-events">
      <legend className="section-title">Events from {PROVIDER_NAMES[c.provider]}</legend>
      <p className="muted">
        Set these up in {PROVIDER_NAMES[c.provider]}'s webhook settings with the URL above; events not ticked here are
        taken and ignored.
      </p>
      {ATS_WEBHOOK_EVENTS[c.provider].map((event) => {
        const hook = subscribed.get(event)
        return (
          <Checkbox
            key={event}
            name={`atsEvent-${event}`}
            label={hook ? `${event} (since ${formatDate(hook.createdAt)})` : event}
            checked={Boolean(hook)}
            disabled={readOnly || s.busyKey === event}
            onChange={(e) => void switchWebhook(event, e.target.checked)}
          />
        )
      })}
    </fieldset>
  )
}

/** Which events and calls go where (GET ats/routes), each switched on or off (POST ats/route-status). */
function AtsRoutes() {
  const s = useSnapshot(atsState)
  const { readOnly } = useSnapshot(integrateOrg)
  if (!s.routes) return null
  return (
    <DataTable columns={['Route', 'Kind', 'Direction', 'Goes to', 'On']} className="ats-routes">
      {s.routes.map((r) => (
        <tr key={r.key} data-route-key={r.key} data-enabled={r.enabled}>
          <td>{r.key}</td>
          <td>{r.requestType}</td>
          <td>{r.direction === 'toAts' ? 'To the ATS' : `From the ATS (${r.events.join(', ')})`}</td>
          <td>{r.target}</td>
          <td>
            <Checkbox
              name={`atsRoute-${r.key}`}
              label={<span className="visually-hidden">{`${r.key} on`}</span>}
              checked={r.enabled}
              disabled={readOnly || s.busyKey === r.key}
              onChange={(e) => void switchRoute(r.key, e.target.checked)}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  )
}

function LinkJobs() {
  const s = useSnapshot(atsState)
  const [ourJob, setOurJob] = useState<Record<string, string>>({})
  if (s.jobsError) return <ListError message={s.jobsError} onRetry={() => void loadJobs()} />
  if (!s.atsJobs) return null
  async function onLink(job: AtsJobDto) {
    const jobId = ourJob[job.id]
    if (!jobId) {
      toast.error('Choose which of your jobs to link first.')
      return
    }
    const sure = await confirmDialog({
      title: 'Link this ATS job?',
      icon: 'info',
      body: <AtsJobConfirmBody job={job} />,
      confirmLabel: 'Link',
    })
    if (!sure) return
    try {
      const link = await api.linkAtsJob(jobId, job.id)
      toast.success(`Linked to ${link.jobAtsName ?? link.jobAtsSystemId}.`)
    } catch {
      // the HTTP layer has shown the error
    }
  }
  const options = s.ourJobs.map((j) => ({ value: j.id, label: j.name }))
  return (
    <DataTable columns={['ID', 'Name', 'Requisition ID', 'Location', 'Created', 'Your job', '']} className="ats-jobs">
      {s.atsJobs.map((j) => (
        <tr key={j.id} data-ats-job-id={j.id}>
          <td>{j.id}</td>
          <td>{j.name}</td>
          <td>{j.requisitionId ?? '—'}</td>
          <td>{j.location ?? '—'}</td>
          <td>{j.createdAt ? formatDate(j.createdAt) : '—'}</td>
          <td>
            <Select
              label={`Your job for ${j.name}`}
              name={`ourJob-${j.id}`}
              placeholder="Choose a job"
              options={options}
              value={ourJob[j.id] ?? ''}
              onChange={(e) => setOurJob((m) => ({ ...m, [j.id]: e.target.value }))}
            />
          </td>
          <td>
            <Button variant="secondary" onClick={() => void onLink(j)}>
              Link
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
