/**
 * The job's status (PUT jobs/{id}/status). Closing rejects the candidates still in process, so
 * it says how many and asks first (002 §4); a close reason may be given.
 */
import { JOB_STATUS_NAMES, JOB_STATUSES, type JobStatus } from '@quota/shared/domain/workflow/vocabulary'
import { type FormEvent, useState } from 'react'
import { confirmDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { useListOfValues } from '../reference/state'
import { changeJobStatus, fetchActiveCandidates, type JobDetail } from './api'
import { formErrorsOf } from './job-form'

export function JobStatusForm({ job, onChanged }: { job: JobDetail; onChanged: () => Promise<void> }) {
  const [status, setStatus] = useState<JobStatus>(job.status.id)
  const [closedReasonId, setClosedReasonId] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [pending, setPending] = useState(false)
  const closing = status === 'closed' && job.status.id !== 'closed'
  const reasons = useListOfValues(closing ? 'jobCloseReasons' : null)

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (status === job.status.id) return
    setErrors({})
    setPending(true)
    try {
      if (closing) {
        const active = await fetchActiveCandidates(job.id)
        const sure = await confirmDialog({
          title: 'Close job',
          icon: 'warning',
          danger: true,
          body: active.length
            ? `Closing ${job.name} rejects the ${active.length === 1 ? 'candidate' : `${active.length} candidates`} still in process.`
            : `Close ${job.name}? No candidate is in process.`,
          confirmLabel: 'Close job',
        })
        if (!sure) return
      }
      await changeJobStatus(job.id, { status, ...(closing && closedReasonId ? { closedReasonId } : {}) })
      await onChanged()
      toast.success(`${job.name} is now ${JOB_STATUS_NAMES[status]}.`)
    } catch (error) {
      setErrors(formErrorsOf(error) ?? {})
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="status-form" aria-label="Job status" noValidate onSubmit={(e) => void onSubmit(e)}>
      <Select
        label="Status"
        name="status"
        options={JOB_STATUSES.map((s) => ({ value: s, label: JOB_STATUS_NAMES[s] }))}
        value={status}
        onChange={(e) => setStatus(e.target.value as JobStatus)}
        error={errors.status}
      />
      {closing && (
        <Select
          label="Close reason"
          name="closedReasonId"
          placeholder={reasons.loading ? 'Loading…' : 'None given'}
          options={reasons.items.map((r) => ({ value: r.id, label: r.value }))}
          value={closedReasonId}
          onChange={(e) => setClosedReasonId(e.target.value)}
          error={errors.closedReasonId}
        />
      )}
      <Button type="submit" variant="secondary" loading={pending} disabled={status === job.status.id}>
        Change status
      </Button>
      {errors.form && <Alert>{errors.form}</Alert>}
    </form>
  )
}
