/**
 * Staff recommend jobs to a candidate from the profile (001 §7: GET candidates/{id}/recommended-jobs,
 * POST candidates/{id}/recommend-jobs): the jobs already recommended, the open jobs the engine
 * finds the candidate eligible for (best fit first) to tick, any other open job found by name, a
 * note, at most 5 jobs at a time (000 §9). The candidate is told and sees them on their dashboard.
 */
import type { RecommendedJobDto, RecommendedJobsDto } from '@quota/shared/contracts/recommendations'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { type FormEvent, useEffect, useState } from 'react'
import { openDialog } from '../../app/dialogs'
import { type DataAnswer, http, isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { CheckboxGroup } from '../../ui/checkbox-group'
import { type Choice, ChoicePicker } from '../../ui/choice-picker'
import { Spinner } from '../../ui/spinner'
import { TextArea } from '../../ui/text-area'
import { searchJobChoices } from '../candidates/api'

const fetchRecommendedJobs = async (candidateId: string) =>
  (await http.get<RecommendedJobsDto>(`/candidates/${candidateId}/recommended-jobs`)).data

async function recommendJobs(candidateId: string, jobIds: string[], note: string) {
  return (
    await http.post<RecommendedJobsDto>(
      `/candidates/${candidateId}/recommend-jobs`,
      { jobIds, ...(note.trim() ? { note: note.trim() } : {}) },
      { handledStatuses: [400, 404, 409, 422] },
    )
  ).data
}

const jobText = (j: RecommendedJobDto) =>
  `${j.name} · ${j.organizationName}${j.score !== null ? ` · Fit ${j.score}` : ''}`

function RecommendJobsForm({
  candidateId,
  name,
  close,
}: {
  candidateId: string
  name: string
  close: (count?: number) => void
}) {
  const [jobs, setJobs] = useState<RecommendedJobDto[] | null>(null)
  const [ticked, setTicked] = useState<string[]>([])
  const [others, setOthers] = useState<Choice[]>([])
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  useEffect(() => {
    let live = true
    fetchRecommendedJobs(candidateId)
      .then((j) => live && setJobs(j))
      .catch((e) => live && setError(isApiError(e) ? e.message : 'The jobs could not be loaded.'))
    return () => {
      live = false
    }
  }, [candidateId])

  const already = (jobs ?? []).filter((j) => j.recommendedBy)
  const suggested = (jobs ?? []).filter((j) => !j.recommendedBy && j.eligible)
  const chosen = [...new Set([...ticked, ...others.map((o) => o.id)])]
  const max = LIMITS.selectedJobs

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!chosen.length) {
      setError('Choose at least one job.')
      return
    }
    if (chosen.length > max) {
      setError(`Recommend at most ${max} jobs at a time.`)
      return
    }
    setPending(true)
    setError(null)
    try {
      await recommendJobs(candidateId, chosen, note)
      close(chosen.length)
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The jobs could not be recommended.')
    } finally {
      setPending(false)
    }
  }

  if (!jobs) return error ? <Alert>{error}</Alert> : <Spinner label="Loading the jobs" />
  return (
    <form className="form recommend-jobs" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Recommend jobs">
      <p className="muted">
        {name} is told at once and sees the jobs on their dashboard. At most {max} jobs at a time.
      </p>
      {already.length > 0 && (
        <section aria-label="Already recommended">
          <h3 className="field-label">Already recommended</h3>
          <ul className="recommended-already">
            {already.map((j) => (
              <li key={j.jobId} data-job-id={j.jobId}>
                {jobText(j)} — by {j.recommendedBy?.name}
              </li>
            ))}
          </ul>
        </section>
      )}
      {suggested.length > 0 ? (
        <CheckboxGroup
          legend="Open jobs the engine finds them eligible for"
          name="jobIds"
          options={suggested.map((j) => ({ value: j.jobId, label: jobText(j) }))}
          value={ticked}
          max={max}
          onChange={setTicked}
        />
      ) : (
        <p className="muted">The engine finds no other open job they are eligible for.</p>
      )}
      <ChoicePicker
        legend="Other open jobs"
        name="otherJobIds"
        value={others}
        onChange={setOthers}
        search={searchJobChoices}
        max={max}
        hint={`Up to ${max} jobs in all`}
        searchLabel="Find a job"
        searchHint="Type part of the job title or the client"
        noun="jobs"
      />
      <TextArea
        label="Note to the candidate (optional)"
        name="note"
        maxLength={LIMITS.notes}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={() => close()}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {chosen.length ? `Recommend ${chosen.length} ${chosen.length === 1 ? 'job' : 'jobs'}` : 'Recommend'}
        </Button>
      </div>
    </form>
  )
}

/** The profile header's button (recruiters): opens the dialog, says what was done. */
export function RecommendJobsButton({ candidateId, name }: { candidateId: string; name: string }) {
  async function open() {
    const count = await openDialog<number>('Recommend jobs', (close) => (
      <RecommendJobsForm candidateId={candidateId} name={name} close={close} />
    ))
    if (count) toast.success(`${count} ${count === 1 ? 'job' : 'jobs'} recommended to ${name}.`)
  }
  return (
    <Button variant="secondary" onClick={() => void open()}>
      Recommend jobs
    </Button>
  )
}
