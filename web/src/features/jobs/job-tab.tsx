/** The job page's Job tab: the job's facts, and for those who may, its edit form, status, clone and delete. */
import { type FormEvent, type RefObject, useState } from 'react'
import { useFormChangedWarning } from '../../app/form-guard'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { formatDate, formatRange } from '../pipeline/format'
import { type JobDetail, updateJob } from './api'
import { useEditMode } from './edit-mode'
import { JobActions } from './job-actions'
import { JobFields } from './job-fields'
import {
  errorsAfterChange,
  formErrorsOf,
  hasProblems,
  type JobFormErrors,
  type JobFormValues,
  jobFormOf,
  jobFormProblems,
  jobPatchOf,
  placeLabel,
} from './job-form'
import { JobStatusForm } from './job-status'

function JobFacts({ job }: { job: JobDetail }) {
  const rows: [string, string][] = [
    ['Client', job.organization.name],
    ['Status', job.status.name],
    ['Openings', `${job.currentOpenings} of ${job.totalOpenings}`],
    ['Open date', formatDate(job.openDate)],
    ['Kickoff date', formatDate(job.kickoffDate)],
    ['Base salary', formatRange(job.baseSalaryLow, job.baseSalaryHigh)],
    ['OTE', formatRange(job.OTERangeLow, job.OTERangeHigh)],
    ['Equity', job.equity ?? '—'],
    ['Remote', job.isRemote ? `Yes${job.jobLocationType ? ` (${job.jobLocationType.value})` : ''}` : 'No'],
    ['Locations', job.jobLocations.map(placeLabel).filter(Boolean).join('; ') || '—'],
    ['Posting link', job.postingLink ?? '—'],
    ['Account manager', job.accountManager?.name ?? '—'],
    ['Hiring manager', job.hiringManager?.name ?? '—'],
  ]
  return (
    <dl className="details-list">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  )
}

function JobEditForm({
  job,
  formRef,
  onSaved,
  onCancel,
}: {
  job: JobDetail
  formRef: RefObject<HTMLFormElement | null>
  onSaved: (job: JobDetail) => void
  onCancel: () => void
}) {
  const [before] = useState(() => jobFormOf(job))
  const [values, setValues] = useState(before)
  const [errors, setErrors] = useState<JobFormErrors>({})
  const [pending, setPending] = useState(false)
  const dirty = JSON.stringify(values) !== JSON.stringify(before)
  useFormChangedWarning(dirty)

  function set<K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => errorsAfterChange(e, key))
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = jobFormProblems(values, 'edit')
    setErrors(found)
    if (hasProblems(found)) return
    const patch = jobPatchOf(values, before)
    if (!Object.keys(patch).length) return onCancel()
    setPending(true)
    try {
      const saved = await updateJob(job.id, patch)
      toast.success(`${saved.name} was saved.`)
      onSaved(saved)
    } catch (error) {
      const own = formErrorsOf(error)
      if (own) setErrors(own)
      setPending(false)
    }
  }

  return (
    <form ref={formRef} className="form" aria-label="Edit job" noValidate onSubmit={(e) => void onSubmit(e)}>
      <JobFields values={values} errors={errors} set={set} mode="edit" />
      {errors.form && <Alert>{errors.form}</Alert>}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          Save job
        </Button>
      </div>
    </form>
  )
}

export function JobTab({
  job,
  canEdit,
  listPath,
  onSaved,
  onStatusChanged,
}: {
  job: JobDetail
  canEdit: boolean
  listPath: string
  onSaved: (job: JobDetail) => void
  onStatusChanged: () => Promise<void>
}) {
  const { editing, setEditing, viewRef, formRef } = useEditMode()
  if (editing && canEdit) {
    return (
      <JobEditForm
        job={job}
        formRef={formRef}
        onCancel={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false)
          onSaved(saved)
        }}
      />
    )
  }
  return (
    <div className="stack">
      {canEdit && (
        <div className="form-row-between" ref={viewRef}>
          <Button onClick={() => setEditing(true)}>Edit job</Button>
          <JobActions job={job} listPath={listPath} />
        </div>
      )}
      <JobFacts job={job} />
      {canEdit && <JobStatusForm key={`${job.id}-${job.status.id}`} job={job} onChanged={onStatusChanged} />}
    </div>
  )
}
