/**
 * The admin registers (issue 20 item 11), one screen per permission key: e-mail whitelist,
 * location mappings, compensation-estimate mappings, next-gen filters and LinkedIn projects per
 * job. Each page says in its help text what the register changes in the product.
 */
import { REGISTER_LIMITS } from '@quota/shared/domain/admin/registers'
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { fetchManagedValues, type ManagedValue } from './api'
import { apiFieldError } from './form-errors'
import {
  addCompMapping,
  addLocationMapping,
  addProject,
  addWhitelist,
  fetchCompMappings,
  fetchLocationMappings,
  fetchRegisterJobs,
  fetchWhitelist,
  type RegisterJob,
  removeCompMapping,
  removeLocationMapping,
  removeProject,
  removeWhitelist,
  searchCities,
  setNextGen,
} from './registers-api'
import './admin.css'

export const REGISTER_HELP = {
  whitelist:
    'Outside production, once this list has an entry, mail goes only to the addresses and domains (@example.com) listed here. Mail to anyone else is not sent and shows as failed in the dev mailbox and the candidate’s messages. Production mail is never filtered.',
  locations:
    'Map a location as people type it ("Bay Area", "NYC") to a city. Typing the mapped text in any city search offers that city first, and a radius search typed that way centres on it.',
  comp: 'Map a job title as candidates type it ("Enterprise AE II") to a position. The compensation engine then counts current roles with that title, and no position of their own, under the mapped position.',
  nextGen:
    'Switch next-gen search filters on or off per job. Only holders of this permission may switch them; the job form shows the setting read-only to everyone else.',
  projects:
    'Keep the LinkedIn Recruiter project URLs (linkedin.com/talent/hire/…) of each job, at most 10 per job, so the team finds the project a job is sourced in.',
} as const

function RegisterPage({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <section className="page admin-page">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="muted" data-testid="register-help">
          {help}
        </p>
      </header>
      {children}
    </section>
  )
}

/** Loads a register and reloads it after a change. */
function useRegister<T>(load: () => Promise<T[]>) {
  const [items, setItems] = useState<T[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const reload = useCallback(
    () =>
      load().then(
        (rows) => {
          setItems(rows)
          setError(null)
        },
        () => setError('The register could not be loaded.'),
      ),
    [load],
  )
  useEffect(() => {
    void reload()
  }, [reload])
  return { items, error, reload }
}

function Entries<T extends { id: string }>({
  label,
  items,
  text,
  onRemove,
}: {
  label: string
  items: readonly T[]
  text: (item: T) => string
  onRemove: (item: T) => Promise<unknown>
}) {
  const [removing, setRemoving] = useState<string | null>(null)
  if (!items.length) return <p className="muted">Nothing in this register yet.</p>
  return (
    <ul className="register-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="register-row">
          <span className="register-text">{text(item)}</span>
          <Button
            variant="secondary"
            aria-label={`Remove ${text(item)}`}
            loading={removing === item.id}
            onClick={async () => {
              setRemoving(item.id)
              try {
                await onRemove(item)
                toast.success(`"${text(item)}" was removed.`)
              } catch {
                // the global handling shows why
              } finally {
                setRemoving(null)
              }
            }}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  )
}

/** Submits, shows the API's field message on refusal, and a success toast only after the save. */
function useSubmit(save: () => Promise<string>, field: string, fallback: string) {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    setPending(true)
    setError(null)
    try {
      toast.success(await save())
    } catch (err) {
      setError(apiFieldError(err, field) ?? fallback)
    } finally {
      setPending(false)
    }
  }
  return { pending, error, setError, onSubmit }
}

export function AdminEmailWhitelistPage() {
  const { items, error, reload } = useRegister(fetchWhitelist)
  const [email, setEmail] = useState('')
  const form = useSubmit(
    async () => {
      const added = await addWhitelist(email)
      setEmail('')
      await reload()
      return `${added.email} was whitelisted.`
    },
    'email',
    'The address could not be added.',
  )
  return (
    <RegisterPage title="E-mail whitelist" help={REGISTER_HELP.whitelist}>
      <form className="lov-add" aria-label="Whitelist an address" noValidate onSubmit={(e) => void form.onSubmit(e)}>
        <TextField
          label="Address or @domain"
          name="email"
          type="text"
          autoComplete="off"
          maxLength={REGISTER_LIMITS.emailMax}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={form.error}
        />
        <Button type="submit" loading={form.pending} disabled={!email.trim()}>
          Add
        </Button>
      </form>
      {error && <Alert>{error}</Alert>}
      {items ? (
        <Entries
          label="Whitelisted addresses"
          items={items}
          text={(i) => i.email}
          onRemove={async (i) => {
            await removeWhitelist(i.id)
            await reload()
          }}
        />
      ) : (
        !error && <Spinner label="Loading the whitelist" />
      )}
    </RegisterPage>
  )
}

export function AdminLocationMappingsPage() {
  const { items, error, reload } = useRegister(fetchLocationMappings)
  const [term, setTerm] = useState('')
  const [cityText, setCityText] = useState('')
  const [cities, setCities] = useState<{ value: string; label: string }[]>([])
  const [cityId, setCityId] = useState('')
  useEffect(() => {
    const text = cityText.trim()
    if (text.length < 2) return setCities([])
    let live = true
    searchCities(text).then(
      (found) => {
        if (!live) return
        const options = found
          .filter((c) => c.cityId)
          .map((c) => ({ value: c.cityId!, label: `${c.cityName}, ${c.stateCode ?? c.countryCode}` }))
        setCities(options)
        setCityId(options[0]?.value ?? '')
      },
      () => {},
    )
    return () => {
      live = false
    }
  }, [cityText])
  const form = useSubmit(
    async () => {
      const added = await addLocationMapping(term, cityId)
      setTerm('')
      await reload()
      return `"${added.term}" now leads to ${added.cityName}.`
    },
    'term',
    'The mapping could not be added.',
  )
  return (
    <RegisterPage title="Location mappings" help={REGISTER_HELP.locations}>
      <form className="register-form" aria-label="Map a location" noValidate onSubmit={(e) => void form.onSubmit(e)}>
        <TextField
          label="Location as typed"
          name="term"
          autoComplete="off"
          maxLength={REGISTER_LIMITS.termMax}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          error={form.error}
        />
        <TextField
          label="Find the city"
          name="citySearch"
          autoComplete="off"
          value={cityText}
          onChange={(e) => setCityText(e.target.value)}
        />
        <Select
          label="City"
          name="cityId"
          placeholder={cities.length ? undefined : 'Type a city name above'}
          options={cities}
          value={cityId}
          onChange={(e) => setCityId(e.target.value)}
        />
        <Button type="submit" loading={form.pending} disabled={!term.trim() || !cityId}>
          Add mapping
        </Button>
      </form>
      {error && <Alert>{error}</Alert>}
      {items ? (
        <Entries
          label="Location mappings"
          items={items}
          text={(i) => `${i.term} → ${i.cityName}${i.stateCode ? `, ${i.stateCode}` : ''}`}
          onRemove={async (i) => {
            await removeLocationMapping(i.id)
            await reload()
          }}
        />
      ) : (
        !error && <Spinner label="Loading the mappings" />
      )}
    </RegisterPage>
  )
}

export function AdminCompensationMappingsPage() {
  const { items, error, reload } = useRegister(fetchCompMappings)
  const [positions, setPositions] = useState<ManagedValue[]>([])
  const [title, setTitle] = useState('')
  const [positionId, setPositionId] = useState('')
  useEffect(() => {
    fetchManagedValues('position').then(
      (all) => setPositions(all.filter((p) => p.isActive)),
      () => {},
    )
  }, [])
  const form = useSubmit(
    async () => {
      const added = await addCompMapping(title, positionId)
      setTitle('')
      await reload()
      return `"${added.title}" now counts as ${added.positionName}.`
    },
    'title',
    'The mapping could not be added.',
  )
  return (
    <RegisterPage title="Compensation-estimate mappings" help={REGISTER_HELP.comp}>
      <form className="register-form" aria-label="Map a job title" noValidate onSubmit={(e) => void form.onSubmit(e)}>
        <TextField
          label="Job title as typed"
          name="title"
          autoComplete="off"
          maxLength={REGISTER_LIMITS.termMax}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={form.error}
        />
        <Select
          label="Position"
          name="positionId"
          placeholder="Choose a position"
          options={positions.map((p) => ({ value: p.id, label: p.value }))}
          value={positionId}
          onChange={(e) => setPositionId(e.target.value)}
        />
        <Button type="submit" loading={form.pending} disabled={!title.trim() || !positionId}>
          Add mapping
        </Button>
      </form>
      {error && <Alert>{error}</Alert>}
      {items ? (
        <Entries
          label="Compensation-estimate mappings"
          items={items}
          text={(i) => `${i.title} → ${i.positionName}`}
          onRemove={async (i) => {
            await removeCompMapping(i.id)
            await reload()
          }}
        />
      ) : (
        !error && <Spinner label="Loading the mappings" />
      )}
    </RegisterPage>
  )
}

function useJobs(register: 'next-gen-filters' | 'linkedin-projects') {
  const [searchText, setSearchText] = useState('')
  const [jobs, setJobs] = useState<RegisterJob[] | null>(null)
  const reload = useCallback(
    () =>
      fetchRegisterJobs(register, searchText).then(
        (rows) => setJobs(rows),
        () => setJobs([]),
      ),
    [register, searchText],
  )
  useEffect(() => {
    void reload()
  }, [reload])
  return { searchText, setSearchText, jobs, reload }
}

export function AdminNextGenFiltersPage() {
  const { searchText, setSearchText, jobs, reload } = useJobs('next-gen-filters')
  const [busy, setBusy] = useState<string | null>(null)
  return (
    <RegisterPage title="Next-gen filters" help={REGISTER_HELP.nextGen}>
      <TextField
        label="Find a job"
        name="jobSearch"
        value={searchText}
        onChange={(e) => setSearchText(e.target.value)}
      />
      {jobs ? (
        jobs.length ? (
          <ul className="register-list" aria-label="Jobs">
            {jobs.map((j) => (
              <li key={j.id} className="register-row">
                <Checkbox
                  label={`${j.name} (${j.organizationName})`}
                  name={`nextGen-${j.id}`}
                  checked={j.isNextGenFiltersEnable}
                  disabled={busy === j.id}
                  onChange={async (e) => {
                    const on = e.target.checked
                    setBusy(j.id)
                    try {
                      await setNextGen(j.id, on)
                      await reload()
                      toast.success(`Next-gen filters ${on ? 'on' : 'off'} for ${j.name}.`)
                    } catch {
                      // the global handling shows why
                    } finally {
                      setBusy(null)
                    }
                  }}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No job matches.</p>
        )
      ) : (
        <Spinner label="Loading the jobs" />
      )}
    </RegisterPage>
  )
}

function ProjectJob({ job, reload }: { job: RegisterJob; reload: () => Promise<unknown> }) {
  const [url, setUrl] = useState('')
  const form = useSubmit(
    async () => {
      await addProject(job.id, url)
      setUrl('')
      await reload()
      return `The project URL was kept for ${job.name}.`
    },
    'url',
    'The project URL could not be added.',
  )
  const headingId = `project-${job.id}`
  return (
    <li className="register-job">
      <h2 id={headingId} className="section-title">
        {job.name} <span className="muted">({job.organizationName})</span>
      </h2>
      <Entries
        label={`Project URLs of ${job.name}`}
        items={job.linkedInProjects}
        text={(p) => p.url}
        onRemove={async (p) => {
          await removeProject(p.id)
          await reload()
        }}
      />
      <form className="lov-add" aria-labelledby={headingId} noValidate onSubmit={(e) => void form.onSubmit(e)}>
        <TextField
          label="Project URL"
          name="url"
          type="url"
          autoComplete="off"
          maxLength={REGISTER_LIMITS.urlMax}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={form.error}
        />
        <Button type="submit" variant="secondary" loading={form.pending} disabled={!url.trim()}>
          Add
        </Button>
      </form>
    </li>
  )
}

export function AdminLinkedInProjectsPage() {
  const { searchText, setSearchText, jobs, reload } = useJobs('linkedin-projects')
  return (
    <RegisterPage title="LinkedIn projects" help={REGISTER_HELP.projects}>
      <TextField
        label="Find a job"
        name="jobSearch"
        value={searchText}
        onChange={(e) => setSearchText(e.target.value)}
      />
      {jobs ? (
        jobs.length ? (
          <ul className="register-jobs" aria-label="Jobs">
            {jobs.map((j) => (
              <ProjectJob key={j.id} job={j} reload={reload} />
            ))}
          </ul>
        ) : (
          <p className="muted">No job matches.</p>
        )
      ) : (
        <Spinner label="Loading the jobs" />
      )}
    </RegisterPage>
  )
}
