/**
 * The create-job dialog (spec 000 §2 Dialogs): provider staff choose the client and the first
 * status; a client recruiter creates a job for its own company. Resolves the new job.
 */
import { JOB_MESSAGES } from '@quota/shared/domain/jobs/index'
import { JOB_STATUS_NAMES } from '@quota/shared/domain/workflow/vocabulary'
import { type FormEvent, useEffect, useState } from 'react'
import { openDialog } from '../../app/dialogs'
import { useFormChangedWarning } from '../../app/form-guard'
import { Alert } from '../../ui/alert'
import { DialogFormActions } from '../../ui/dialog-actions'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import { createJob, type JobDetail, type OrganizationListItem, searchClients } from './api'
import { JobFields } from './job-fields'
import {
  emptyJobForm,
  errorsAfterChange,
  formErrorsOf,
  hasProblems,
  type JobFormErrors,
  type JobFormValues,
  jobFormProblems,
  jobInputOf,
} from './job-form'

const NEW_JOB_STATUSES = ['open', 'opportunistic', 'pending'] as const
type NewJobStatus = (typeof NEW_JOB_STATUSES)[number]
const SEARCH_DELAY_MS = 300

/** The client picker: a name search narrowing a list to choose from (never a typed value). */
function ClientPicker({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (id: string) => void
  error?: string | undefined
}) {
  const [text, setText] = useState('')
  const [clients, setClients] = useState<OrganizationListItem[]>([])
  const [loading, setLoading] = useState(true)
  // The chosen client stays a choice while another search narrows the list.
  const [chosen, setChosen] = useState<OrganizationListItem | null>(null)
  const options = chosen && !clients.some((c) => c.id === chosen.id) ? [chosen, ...clients] : clients

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(
      () => {
        setLoading(true)
        searchClients(text, controller.signal)
          .then(setClients)
          .catch(() => setClients([]))
          .finally(() => {
            if (!controller.signal.aborted) setLoading(false)
          })
      },
      text ? SEARCH_DELAY_MS : 0,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text])

  return (
    <div className="form-grid-2">
      <TextField
        label="Find a client"
        name="clientSearch"
        type="search"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Select
        label="Client"
        name="organizationId"
        required
        placeholder={loading ? 'Loading…' : options.length ? 'Choose a client…' : 'No client matches'}
        options={options.map((c) => ({ value: c.id, label: c.name }))}
        value={value}
        onChange={(e) => {
          setChosen(options.find((c) => c.id === e.target.value) ?? null)
          onChange(e.target.value)
        }}
        error={error}
      />
    </div>
  )
}

function CreateJobForm({ staff, close }: { staff: boolean; close: (job?: JobDetail) => void }) {
  const [values, setValues] = useState<JobFormValues>(emptyJobForm)
  const [organizationId, setOrganizationId] = useState('')
  const [status, setStatus] = useState<NewJobStatus>('open')
  const [errors, setErrors] = useState<JobFormErrors>({})
  const [pending, setPending] = useState(false)
  const [touched, setTouched] = useState(false)
  useFormChangedWarning(touched && !pending)

  function set<K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => errorsAfterChange(e, key))
    setTouched(true)
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = jobFormProblems(values, 'create')
    if (staff && !organizationId) found.organizationId = JOB_MESSAGES.organizationRequired
    setErrors(found)
    if (hasProblems(found)) return
    setPending(true)
    try {
      const job = await createJob({
        ...jobInputOf(values, 'create'),
        ...(staff ? { organizationId, status } : {}),
      })
      close(job)
    } catch (error) {
      const own = formErrorsOf(error)
      if (own) setErrors(own)
      setPending(false)
    }
  }

  return (
    <form className="form" aria-label="Create job" noValidate onSubmit={(e) => void onSubmit(e)}>
      {staff && (
        <>
          <ClientPicker
            value={organizationId}
            onChange={(id) => {
              setOrganizationId(id)
              setTouched(true)
              setErrors((x) => ({ ...x, organizationId: undefined }))
            }}
            error={errors.organizationId}
          />
          <Select
            label="Status"
            name="status"
            options={NEW_JOB_STATUSES.map((s) => ({ value: s, label: JOB_STATUS_NAMES[s] }))}
            value={status}
            onChange={(e) => setStatus(e.target.value as NewJobStatus)}
            error={errors.status}
          />
        </>
      )}
      <JobFields values={values} errors={errors} set={set} mode="create" />
      {errors.form && <Alert>{errors.form}</Alert>}
      <DialogFormActions pending={pending} label="Create job" onCancel={() => close()} />
    </form>
  )
}

/** Opens the dialog; resolves the created job, or undefined when cancelled. */
export function openCreateJobDialog({ staff }: { staff: boolean }): Promise<JobDetail | undefined> {
  return openDialog<JobDetail>('Create job', (close) => <CreateJobForm staff={staff} close={close} />)
}
