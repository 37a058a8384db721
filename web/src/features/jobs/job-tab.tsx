/**
 * The job page's Job tab: the job's facts, and for those who may, its edit form (every field the
 * API takes; the provider's own only for provider staff), status, clone and delete.
 */
import { type FormEvent, type RefObject, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useFormChangedWarning } from '../../app/form-guard'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { JobAtsLink } from '../integrate/job-ats-link'
import { ScheduledInterviews } from '../interviews/scheduled-interviews'
import { sessionState } from '../session/state'
import { hasPermission } from '../session/user'
import { type JobDetail, updateJob } from './api'
import { useEditMode } from './edit-mode'
import { JobActions } from './job-actions'
import { JobContacts } from './job-contacts'
import { JobFacts } from './job-facts'
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
} from './job-form'
import { JobMoreFields } from './job-more-fields'
import { JobStatusForm } from './job-status'

function JobEditForm({
  job,
  staff,
  formRef,
  onSaved,
  onCancel,
}: {
  job: JobDetail
  staff: boolean
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
    const found = jobFormProblems(values, 'edit', staff)
    setErrors(found)
    if (hasProblems(found)) return
    const patch = jobPatchOf(values, before, staff)
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
      <JobMoreFields job={job} values={values} errors={errors} set={set} staff={staff} />
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
  staff,
  listPath,
  onSaved,
  onStatusChanged,
}: {
  job: JobDetail
  canEdit: boolean
  /** Provider staff: the provider's own fields are shown (and edited, with `canEdit`). */
  staff: boolean
  listPath: string
  onSaved: (job: JobDetail) => void
  /** Load the job again: its status or its contacts changed (their calls answer only part of it). */
  onStatusChanged: () => Promise<void>
}) {
  const { editing, setEditing, viewRef, formRef } = useEditMode()
  const { user } = useSnapshot(sessionState)
  if (editing && canEdit) {
    return (
      <JobEditForm
        job={job}
        staff={staff}
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
      <JobFacts job={job} staff={staff} />
      <JobContacts job={job} canEdit={canEdit} staff={staff} onChanged={onStatusChanged} />
      <JobAtsLink jobId={job.id} organizationId={job.organization.id} canEdit={canEdit} />
      {/* the API's rule: provider recruiters and the job's client (other staff are refused) */}
      {(!staff || (user && hasPermission(user, 'recruiter'))) && <ScheduledInterviews jobId={job.id} />}
      {canEdit && <JobStatusForm key={`${job.id}-${job.status.id}`} job={job} onChanged={onStatusChanged} />}
    </div>
  )
}
