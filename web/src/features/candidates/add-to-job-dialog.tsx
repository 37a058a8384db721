/** The bulk "Add to job" dialog: pick an open job, shortlist or submit the selected candidates. */
import { type FormEvent, useEffect, useId, useState } from 'react'
import { openDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { fetchJobs, type JobListItem } from '../jobs/api'
import { addSelectedToJob, type BulkOutcome } from './state'

function AddToJobForm({ names, close }: { names: string[]; close: (r?: BulkOutcome) => void }) {
  const [search, setSearch] = useState('')
  const [jobs, setJobs] = useState<JobListItem[]>([])
  const [loading, setLoading] = useState(true)
  const [jobId, setJobId] = useState('')
  const [action, setAction] = useState<'submit' | 'shortlist'>('submit')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null)
  const id = useId()

  useEffect(() => {
    let live = true
    setLoading(true)
    const timer = setTimeout(() => {
      fetchJobs(
        { filter: 'allOpenJobs', ...(search.trim() ? { searchText: search.trim() } : {}) },
        { limit: 20, sortBy: 'alphabetical' },
      )
        .then((a) => live && setJobs(a.data))
        .catch(() => live && setJobs([]))
        .finally(() => live && setLoading(false))
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [search])

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!jobId) {
      setError('Please choose a job.')
      return
    }
    setError(null)
    setPending(true)
    const result = await addSelectedToJob(jobId, action)
    setPending(false)
    const job = jobs.find((j) => j.id === jobId)
    if (!result.failed.length) {
      toast.success(
        `${result.done.length} ${result.done.length === 1 ? 'candidate' : 'candidates'} ${action === 'submit' ? 'submitted to' : 'shortlisted for'} ${job?.name ?? 'the job'}.`,
      )
      close(result)
    } else {
      setOutcome(result)
    }
  }

  if (outcome) {
    return (
      <div className="stack">
        {outcome.done.length > 0 && <Alert tone="success">{outcome.done.length} added.</Alert>}
        <Alert>
          Not added:
          <ul>
            {outcome.failed.map((f) => (
              <li key={f.candidateId}>
                {f.name}: {f.message}
              </li>
            ))}
          </ul>
        </Alert>
        <div className="dialog-actions">
          <Button onClick={() => close(outcome)}>Close</Button>
        </div>
      </div>
    )
  }

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Add to job">
      <p className="dialog-subject">{names.join(', ')}</p>
      <TextField
        label="Find a job"
        name="jobSearch"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <fieldset className="choice-list" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="field-label">Job</legend>
        {loading ? (
          <p className="muted">Loading jobs…</p>
        ) : jobs.length === 0 ? (
          <p className="muted">No open jobs match.</p>
        ) : (
          jobs.map((job) => (
            <label key={job.id} className="choice-row">
              <input
                type="radio"
                name="jobId"
                value={job.id}
                checked={jobId === job.id}
                onChange={() => setJobId(job.id)}
              />
              <span>
                {job.name} <small className="muted">· {job.organization.name}</small>
              </span>
            </label>
          ))
        )}
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
      <fieldset className="choice-inline">
        <legend className="field-label">Action</legend>
        <label className="choice-row">
          <input
            type="radio"
            name="action"
            value="submit"
            checked={action === 'submit'}
            onChange={() => setAction('submit')}
          />
          <span>Submit</span>
        </label>
        <label className="choice-row">
          <input
            type="radio"
            name="action"
            value="shortlist"
            checked={action === 'shortlist'}
            onChange={() => setAction('shortlist')}
          />
          <span>Shortlist</span>
        </label>
      </fieldset>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={() => close()} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {action === 'submit' ? 'Submit' : 'Shortlist'}
        </Button>
      </div>
    </form>
  )
}

export function openAddToJobDialog(names: string[]) {
  return openDialog<BulkOutcome>('Add to job', (close) => <AddToJobForm names={names} close={close} />)
}
