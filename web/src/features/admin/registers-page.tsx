/**
 * The admin registers (issue 20 item 11), one screen per permission key: e-mail whitelist,
 * location mappings, compensation-estimate mappings, next-gen filters and LinkedIn projects per
 * job. Each page says in its help text what the register changes in the product. The three
 * "typed text -> value" registers are rows of REGISTERS driving one page; the two per-job
 * registers share the job search.
 */
import { REGISTER_LIMITS } from '@quota/shared/domain/admin/registers'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { fetchManagedValues } from './api'
import { AddRow, type AddRowProps, type RegisterField } from './register-add-row'
import {
  addCompMapping,
  addLocationMapping,
  addProject,
  addWhitelist,
  type CompensationEstimateMapping,
  fetchCompMappings,
  fetchLocationMappings,
  fetchRegisterJobs,
  fetchWhitelist,
  type LocationMapping,
  type RegisterJob,
  removeCompMapping,
  removeLocationMapping,
  removeProject,
  removeWhitelist,
  setNextGen,
  type WhitelistEntry,
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

/** A register of entries added with one form and removed one by one. */
interface ListRegister<T extends { id: string }> {
  title: string
  help: string
  load: () => Promise<T[]>
  remove: (item: T) => Promise<unknown>
  /** How an entry reads in the list (and in its Remove button's name). */
  text: (item: T) => string
  listLabel: string
  loadingLabel: string
  form: Pick<AddRowProps, 'label' | 'fields' | 'errorField' | 'fallbackError' | 'submitLabel' | 'className' | 'onAdd'>
}

/** Positions the compensation engine may count a title under: the active ones. */
const activePositions = async () =>
  (await fetchManagedValues('position')).filter((p) => p.isActive).map((p) => ({ value: p.id, label: p.value }))

const termField = (name: string, label: string): RegisterField => ({
  kind: 'text',
  name,
  label,
  maxLength: REGISTER_LIMITS.termMax,
})

const WHITELIST: ListRegister<WhitelistEntry> = {
  title: 'E-mail whitelist',
  help: REGISTER_HELP.whitelist,
  load: fetchWhitelist,
  remove: (i) => removeWhitelist(i.id),
  text: (i) => i.email,
  listLabel: 'Whitelisted addresses',
  loadingLabel: 'Loading the whitelist',
  form: {
    label: 'Whitelist an address',
    className: 'lov-add',
    fields: [{ kind: 'text', name: 'email', label: 'Address or @domain', maxLength: REGISTER_LIMITS.emailMax }],
    errorField: 'email',
    fallbackError: 'The address could not be added.',
    submitLabel: 'Add',
    onAdd: async (v) => `${(await addWhitelist(v.email!)).email} was whitelisted.`,
  },
}

const LOCATIONS: ListRegister<LocationMapping> = {
  title: 'Location mappings',
  help: REGISTER_HELP.locations,
  load: fetchLocationMappings,
  remove: (i) => removeLocationMapping(i.id),
  text: (i) => `${i.term} → ${i.cityName}${i.stateCode ? `, ${i.stateCode}` : ''}`,
  listLabel: 'Location mappings',
  loadingLabel: 'Loading the mappings',
  form: {
    label: 'Map a location',
    className: 'register-form',
    fields: [termField('term', 'Location as typed'), { kind: 'city', name: 'cityId', label: 'City' }],
    errorField: 'term',
    fallbackError: 'The mapping could not be added.',
    submitLabel: 'Add mapping',
    onAdd: async (v) => {
      const added = await addLocationMapping(v.term!, v.cityId!)
      return `"${added.term}" now leads to ${added.cityName}.`
    },
  },
}

const COMPENSATION: ListRegister<CompensationEstimateMapping> = {
  title: 'Compensation-estimate mappings',
  help: REGISTER_HELP.comp,
  load: fetchCompMappings,
  remove: (i) => removeCompMapping(i.id),
  text: (i) => `${i.title} → ${i.positionName}`,
  listLabel: 'Compensation-estimate mappings',
  loadingLabel: 'Loading the mappings',
  form: {
    label: 'Map a job title',
    className: 'register-form',
    fields: [
      termField('title', 'Job title as typed'),
      {
        kind: 'choice',
        name: 'positionId',
        label: 'Position',
        placeholder: 'Choose a position',
        options: activePositions,
      },
    ],
    errorField: 'title',
    fallbackError: 'The mapping could not be added.',
    submitLabel: 'Add mapping',
    onAdd: async (v) => {
      const added = await addCompMapping(v.title!, v.positionId!)
      return `"${added.title}" now counts as ${added.positionName}.`
    },
  },
}

function ListRegisterPage<T extends { id: string }>({ register: r }: { register: ListRegister<T> }) {
  const { items, error, reload } = useRegister(r.load)
  return (
    <RegisterPage title={r.title} help={r.help}>
      <AddRow
        {...r.form}
        onAdd={async (values) => {
          const message = await r.form.onAdd(values)
          await reload()
          return message
        }}
      />
      {error && <Alert>{error}</Alert>}
      {items ? (
        <Entries
          label={r.listLabel}
          items={items}
          text={r.text}
          onRemove={async (i) => {
            await r.remove(i)
            await reload()
          }}
        />
      ) : (
        !error && <Spinner label={r.loadingLabel} />
      )}
    </RegisterPage>
  )
}

export const AdminEmailWhitelistPage = () => <ListRegisterPage register={WHITELIST} />
export const AdminLocationMappingsPage = () => <ListRegisterPage register={LOCATIONS} />
export const AdminCompensationMappingsPage = () => <ListRegisterPage register={COMPENSATION} />

/** The per-job registers: a job search, then each job found as the register shows it. */
function JobRegisterPage({
  register,
  title,
  help,
  listClassName,
  children,
}: {
  register: 'next-gen-filters' | 'linkedin-projects'
  title: string
  help: string
  listClassName: string
  children: (job: RegisterJob, reload: () => Promise<unknown>) => ReactNode
}) {
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
  return (
    <RegisterPage title={title} help={help}>
      <TextField
        label="Find a job"
        name="jobSearch"
        value={searchText}
        onChange={(e) => setSearchText(e.target.value)}
      />
      {jobs ? (
        jobs.length ? (
          <ul className={listClassName} aria-label="Jobs">
            {jobs.map((j) => children(j, reload))}
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

function NextGenJob({ job: j, reload }: { job: RegisterJob; reload: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false)
  return (
    <li className="register-row">
      <Checkbox
        label={`${j.name} (${j.organizationName})`}
        name={`nextGen-${j.id}`}
        checked={j.isNextGenFiltersEnable}
        disabled={busy}
        onChange={async (e) => {
          const on = e.target.checked
          setBusy(true)
          try {
            await setNextGen(j.id, on)
            await reload()
            toast.success(`Next-gen filters ${on ? 'on' : 'off'} for ${j.name}.`)
          } catch {
            // the global handling shows why
          } finally {
            setBusy(false)
          }
        }}
      />
    </li>
  )
}

export function AdminNextGenFiltersPage() {
  return (
    <JobRegisterPage
      register="next-gen-filters"
      title="Next-gen filters"
      help={REGISTER_HELP.nextGen}
      listClassName="register-list"
    >
      {(job, reload) => <NextGenJob key={job.id} job={job} reload={reload} />}
    </JobRegisterPage>
  )
}

const PROJECT_FIELDS: RegisterField[] = [
  { kind: 'text', name: 'url', label: 'Project URL', type: 'url', maxLength: REGISTER_LIMITS.urlMax },
]

function ProjectJob({ job, reload }: { job: RegisterJob; reload: () => Promise<unknown> }) {
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
      <AddRow
        className="lov-add"
        labelledBy={headingId}
        fields={PROJECT_FIELDS}
        errorField="url"
        fallbackError="The project URL could not be added."
        submitLabel="Add"
        secondary
        onAdd={async (v) => {
          await addProject(job.id, v.url!)
          await reload()
          return `The project URL was kept for ${job.name}.`
        }}
      />
    </li>
  )
}

export function AdminLinkedInProjectsPage() {
  return (
    <JobRegisterPage
      register="linkedin-projects"
      title="LinkedIn projects"
      help={REGISTER_HELP.projects}
      listClassName="register-jobs"
    >
      {(job, reload) => <ProjectJob key={job.id} job={job} reload={reload} />}
    </JobRegisterPage>
  )
}
