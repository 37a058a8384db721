/**
 * The profile's schedule tab (spec 000 §2 "Candidate profile tabs ... schedule"): the candidate's
 * jobs with their stage, and on each job stage where the workflow offers scheduleInterview to
 * this user, the pipeline's schedule-interview form, sent through the pipeline's action route
 * (POST jobs/{jobId}/candidates/{candidateId}/actions/scheduleInterview).
 */
import { useSnapshot } from 'valtio'
import { openDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { performAction } from '../pipeline/api'
import { formatDate, stageText } from '../pipeline/format'
import { defaultTimeZone, ScheduleInterviewForm } from '../pipeline/schedule-interview-form'
import { sessionState } from '../session/state'
import { interviewScheduled, profileState } from './state'

const canSchedule = (j: { actions: { primary: readonly string[]; secondary: readonly string[] } }) =>
  j.actions.primary.includes('scheduleInterview') || j.actions.secondary.includes('scheduleInterview')

export function ScheduleTab() {
  const s = useSnapshot(profileState)
  const { user } = useSnapshot(sessionState)
  if (!s.jobStagesLoaded) return <Spinner label="Loading the candidate’s jobs" />
  if (s.jobStagesError) return <Alert>{s.jobStagesError}</Alert>
  const timezone = defaultTimeZone(user?.timezone)
  const name = s.summary?.fullName ?? 'the candidate'

  async function schedule(jobId: string) {
    // the store's entry, not the read-only snapshot: the form sends its stage version
    const entry = profileState.jobStages.find((j) => j.job.id === jobId)
    if (!entry) return
    const done = await openDialog<true>('Schedule interview', (close) => (
      <ScheduleInterviewForm
        subject={
          <p className="dialog-subject">
            <strong>{name}</strong> · {entry.job.name} · {stageText(entry.stage)}
          </p>
        }
        timezone={timezone}
        defaultsFor={{ jobId: entry.job.id, candidateId: entry.stage.candidateId }}
        onSubmit={async (body) => {
          const result = await performAction(entry.job.id, entry.stage.candidateId, 'scheduleInterview', {
            expectedVersion: entry.stage.version,
            ...body,
          })
          toast.success(`${name}: ${stageText(result.stage)}`)
          close(true)
          return result
        }}
        onCancel={() => close()}
      />
    ))
    if (done) interviewScheduled()
  }

  return (
    <section className="card" aria-labelledby="schedule-title">
      <h2 id="schedule-title">Schedule an interview</h2>
      {s.jobStages.length === 0 ? (
        <EmptyState title="This candidate is in no job yet." />
      ) : (
        <>
          {!s.jobStages.some(canSchedule) && (
            <p className="muted">
              An interview can be scheduled once the candidate is submitted to a job (not pending approval) or
              interviewing.
            </p>
          )}
          <ul className="job-stage-list row-list">
            {s.jobStages.map((j) => (
              <li key={j.job.id} data-job-id={j.job.id} className="job-stage row-list-item">
                <div>
                  <h3>
                    {j.job.name} <span className="muted">· {j.job.organizationName}</span>
                  </h3>
                  <p className="muted small">
                    {stageText(j.stage)}
                    {j.job.status !== 'open' ? ` · job ${j.job.status}` : ''}
                    {j.interview
                      ? ` · round ${j.interview.round} on ${formatDate(j.interview.startsAt)} (${j.interview.timezone})`
                      : ''}
                  </p>
                </div>
                {canSchedule(j) && (
                  <Button variant="secondary" onClick={() => void schedule(j.job.id)}>
                    Schedule interview
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
