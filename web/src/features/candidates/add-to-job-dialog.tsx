/**
 * The bulk "Add to job" dialog: pick an open job, shortlist or submit the selected candidates.
 * The jobs come from GET candidates/jobs, which says where each selected candidate already stands
 * in each job and whether the chosen action is available for them there.
 */

import type { CandidateJobOption } from '@quota/shared/contracts/pipeline'
import { STAGE_TYPE_NAMES } from '@quota/shared/domain/workflow/vocabulary'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { openDialog } from '../../app/dialogs'
import { http } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { addSelectedToJob, type BulkOutcome } from './state'

async function fetchCandidateJobs(candidateIds: string[], action: 'submit' | 'shortlist', searchText: string) {
  return http.get<{ data: CandidateJobOption[] }>('/candidates/jobs', {
    query: {
      type: 'open',
      action,
      candidateIds: candidateIds.join(','),
      limit: 20,
      sortBy: 'name',
      ...(searchText ? { searchText } : {}),
    },
  })
}

/** "2 of 3 cannot be submitted here (Submittal, Offer)": what the job's row says about the selection. */
export function selectionNote(job: CandidateJobOption, actionName: string): string | null {
  const blocked = job.candidates.filter((c) => c.actionAvailable === false)
  if (!blocked.length) return null
  const where = [
    ...new Set(
      blocked.map((c) => (c.stageType ? STAGE_TYPE_NAMES[c.stageType as keyof typeof STAGE_TYPE_NAMES] : null)),
    ),
  ]
    .filter(Boolean)
    .join(', ')
  const count = blocked.length === job.candidates.length ? 'None' : `${blocked.length} of ${job.candidates.length}`
  const verb = blocked.length === job.candidates.length ? 'can be' : 'cannot be'
  return `${count} ${verb} ${actionName} here${where ? ` (already in ${where})` : ''}`
}

function AddToJobForm({ ids, names, close }: { ids: string[]; names: string[]; close: (r?: BulkOutcome) => void }) {
  const [search, setSearch] = useState('')
  const [jobs, setJobs] = useState<CandidateJobOption[]>([])
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
      fetchCandidateJobs(ids, action, search.trim())
        .then((a) => live && setJobs(a.data))
        .catch(() => live && setJobs([]))
        .finally(() => live && setLoading(false))
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [search, action, ids])

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
                {selectionNote(job, action === 'submit' ? 'submitted' : 'shortlisted') && (
                  <small className="muted selection-note">
                    {' '}
                    — {selectionNote(job, action === 'submit' ? 'submitted' : 'shortlisted')}
                  </small>
                )}
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

export function openAddToJobDialog(ids: string[], names: string[]) {
  return openDialog<BulkOutcome>('Add to job', (close) => <AddToJobForm ids={ids} names={names} close={close} />)
}
