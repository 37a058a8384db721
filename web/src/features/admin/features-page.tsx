/**
 * Feature flags (/admin/features, manage-feature-configs): each feature on or off for everyone,
 * with organizations and users that have their own setting (000 §6: submittalRequiredField,
 * compEngine, marketMapping, clientExecReporting).
 */
import { FIELD_MESSAGES, isEmail } from '@quota/shared/domain/auth/index'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { EmptyState } from '../../ui/empty-state'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { type FeatureFlag, fetchClientOrganizations, fetchUsers, type OrganizationOption } from './api'
import { FeatureNotificationsSection } from './feature-notifications-section'
import { featuresState, loadFlags, setGlobal, setTarget } from './features-state'
import './admin.css'

export function AdminFeaturesPage() {
  const s = useSnapshot(featuresState)
  const [organizations, setOrganizations] = useState<OrganizationOption[]>([])

  useEffect(() => {
    void loadFlags()
    void fetchClientOrganizations().then(setOrganizations, () => {})
  }, [])

  return (
    <section className="page admin-page">
      <header className="page-header">
        <h1>Features</h1>
        <p className="muted">
          Turn a feature on or off for everyone; an organization's or a user's own setting wins over it.
        </p>
      </header>
      <FeatureNotificationsSection />
      {s.error ? (
        <Alert>
          {s.error}{' '}
          <Button variant="link" onClick={() => void loadFlags()}>
            Try again
          </Button>
        </Alert>
      ) : s.loading && !s.flags.length ? (
        <div className="card">
          <Spinner label="Loading the features" />
        </div>
      ) : s.flags.length === 0 ? (
        <div className="card">
          <EmptyState title="No features are configured." />
        </div>
      ) : (
        <ul className="flag-list">
          {s.flags.map((f) => (
            <li key={f.key}>
              <FlagCard flag={f as FeatureFlag} pending={Boolean(s.pending[f.key])} organizations={organizations} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function FlagCard({
  flag: f,
  pending,
  organizations,
}: {
  flag: FeatureFlag
  pending: boolean
  organizations: OrganizationOption[]
}) {
  const headingId = `flag-${f.key}`
  async function onToggle(on: boolean) {
    if (await setGlobal(f.key, on)) toast.success(`${f.name} is now ${on ? 'on' : 'off'} for everyone.`)
  }
  return (
    <article className="card flag-card" aria-labelledby={headingId} data-flag={f.key}>
      <header className="flag-header">
        <div>
          <h2 id={headingId} className="flag-name">
            {f.name}
          </h2>
          <code className="muted">{f.key}</code>
          {f.description && <p className="muted flag-description">{f.description}</p>}
        </div>
        <Checkbox
          className="switch"
          role="switch"
          name={`global-${f.key}`}
          label="On for everyone"
          checked={f.isEnabledGlobally}
          disabled={pending}
          onChange={(e) => void onToggle(e.target.checked)}
        />
      </header>
      <div className="flag-targets">
        <div className="flag-target-col">
          <TargetList
            flag={f}
            kind="organizations"
            title="Organizations"
            rows={f.organizations.map((o) => ({ id: o.organizationId, label: o.name, isEnabled: o.isEnabled }))}
            pending={pending}
          />
          <AddOrganization flag={f} organizations={organizations} pending={pending} />
        </div>
        <div className="flag-target-col">
          <TargetList
            flag={f}
            kind="users"
            title="Users"
            rows={f.users.map((u) => ({ id: u.userId, label: u.email, isEnabled: u.isEnabled }))}
            pending={pending}
          />
          <AddUser flag={f} pending={pending} />
        </div>
      </div>
    </article>
  )
}

function TargetList({
  flag,
  kind,
  title,
  rows,
  pending,
}: {
  flag: FeatureFlag
  kind: 'organizations' | 'users'
  title: string
  rows: { id: string; label: string; isEnabled: boolean }[]
  pending: boolean
}) {
  return (
    <section className="flag-target-list" aria-label={`${flag.name}: ${title.toLowerCase()} with their own setting`}>
      <h3 className="section-title">{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">None with their own setting.</p>
      ) : (
        <ul className="target-rows">
          {rows.map((r) => (
            <li key={r.id} className="target-row">
              <span className="target-name">{r.label}</span>
              <span className={`badge badge-${r.isEnabled ? 'success' : 'danger'}`}>{r.isEnabled ? 'On' : 'Off'}</span>
              <Button
                variant="ghost"
                disabled={pending}
                aria-label={`Turn ${r.isEnabled ? 'off' : 'on'} ${flag.name} for ${r.label}`}
                onClick={() => void setTarget(flag.key, kind, r.id, !r.isEnabled)}
              >
                Turn {r.isEnabled ? 'off' : 'on'}
              </Button>
              <Button
                variant="ghost"
                disabled={pending}
                aria-label={`Remove the own setting of ${r.label} for ${flag.name}`}
                onClick={() => void setTarget(flag.key, kind, r.id, null)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const ON_OFF = [
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
]

function AddOrganization({
  flag,
  organizations,
  pending,
}: {
  flag: FeatureFlag
  organizations: OrganizationOption[]
  pending: boolean
}) {
  const [organizationId, setOrganizationId] = useState('')
  const [state, setState] = useState('on')
  const [error, setError] = useState<string | null>(null)
  const taken = new Set(flag.organizations.map((o) => o.organizationId))
  const options = organizations.filter((o) => !taken.has(o.id)).map((o) => ({ value: o.id, label: o.name }))

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!organizationId) return setError('Please choose an organization.')
    setError(null)
    const name = organizations.find((o) => o.id === organizationId)?.name ?? 'The organization'
    if (await setTarget(flag.key, 'organizations', organizationId, state === 'on')) {
      toast.success(`${flag.name} is ${state} for ${name}.`)
      setOrganizationId('')
    }
  }

  return (
    <form
      className="flag-add"
      aria-label={`${flag.name}: add an organization's setting`}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <Select
        label="Organization"
        name="organizationId"
        placeholder="Choose an organization"
        options={options}
        value={organizationId}
        onChange={(e) => setOrganizationId(e.target.value)}
        error={error}
      />
      <Select
        label="Setting"
        name="organizationState"
        options={ON_OFF}
        value={state}
        onChange={(e) => setState(e.target.value)}
      />
      <Button type="submit" variant="secondary" loading={pending}>
        Add organization
      </Button>
    </form>
  )
}

function AddUser({ flag, pending }: { flag: FeatureFlag; pending: boolean }) {
  const [email, setEmail] = useState('')
  const [state, setState] = useState('on')
  const [error, setError] = useState<string | null>(null)
  const [looking, setLooking] = useState(false)

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const v = email.trim()
    if (!v) return setError(FIELD_MESSAGES.required)
    if (!isEmail(v)) return setError(FIELD_MESSAGES.email)
    setError(null)
    setLooking(true)
    try {
      const found = (await fetchUsers({ searchText: v, limit: 5, offset: 0 })).data.find(
        (u) => u.email.toLowerCase() === v.toLowerCase(),
      )
      if (!found) return setError('No user has this e-mail address.')
      if (await setTarget(flag.key, 'users', found.id, state === 'on')) {
        toast.success(`${flag.name} is ${state} for ${found.email}.`)
        setEmail('')
      }
    } catch {
      setError('The user could not be looked up.')
    } finally {
      setLooking(false)
    }
  }

  return (
    <form
      className="flag-add"
      aria-label={`${flag.name}: add a user's setting`}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextField
        label="User e-mail"
        name="userEmail"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <Select
        label="Setting"
        name="userState"
        options={ON_OFF}
        value={state}
        onChange={(e) => setState(e.target.value)}
      />
      <Button type="submit" variant="secondary" loading={pending || looking}>
        Add user
      </Button>
    </form>
  )
}
