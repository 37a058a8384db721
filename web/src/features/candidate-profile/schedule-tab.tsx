/**
 * The profile's schedule tab (spec 000 §2 "Candidate profile tabs ... schedule"): the candidate's
 * jobs with their stage, and on each job stage where the workflow offers scheduleInterview to
 * this user, a form that schedules it through the pipeline's action route
 * (POST jobs/{jobId}/candidates/{candidateId}/actions/scheduleInterview). The pipeline's rules,
 * call and default time zone are imported from features/pipeline; its dialog form is bound to
 * the job workspace's store, so this tab has its own form.
 */
import { INTERVIEW_NOTIFICATION_AUDIENCES, INTERVIEW_TYPES } from '@quota/shared/domain/enums'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { type FormEvent, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { openDialog } from '../../app/dialogs'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { DialogFormActions } from '../../ui/dialog-actions'
import { EmptyState } from '../../ui/empty-state'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import { defaultTimeZone } from '../pipeline/action-dialogs'
import { ACTION_FORM_STATUSES, performAction } from '../pipeline/api'
import { formatDate, stageText } from '../pipeline/format'
import { type Errors, isValid, type ScheduleValues, splitEmails, validateSchedule } from '../pipeline/validators'
import { sessionState } from '../session/state'
import type { CandidateJobStage } from './api'
import { interviewScheduled, profileState } from './state'

const TYPE_LABELS: Record<(typeof INTERVIEW_TYPES)[number], string> = {
  phone: 'Phone',
  video: 'Video',
  inPerson: 'In person',
  other: 'Other',
  hiringEvent: 'Hiring event',
  finalInterview: 'Final interview',
  referenceChecks: 'Reference checks',
  project: 'Project',
}

const AUDIENCE_LABELS: Record<(typeof INTERVIEW_NOTIFICATION_AUDIENCES)[number], string> = {
  all: 'Everyone (candidate, interviewers, account manager, candidate owner)',
  staffOnly: 'Provider staff only (account manager, candidate owner)',
  none: 'Nobody',
}

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
      <ScheduleInterviewForm entry={entry} name={name} timezone={timezone} close={close} />
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
          <ul className="job-stage-list">
            {s.jobStages.map((j) => (
              <li key={j.job.id} data-job-id={j.job.id} className="job-stage">
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

function ScheduleInterviewForm({
  entry,
  name,
  timezone,
  close,
}: {
  entry: CandidateJobStage
  name: string
  timezone: string
  close: (result?: true) => void
}) {
  const [values, setValues] = useState<ScheduleValues>({
    type: 'video',
    interviewTitle: '',
    interviewDate: '',
    interviewTime: '09:00',
    interviewTimezone: timezone,
    duration: '30',
    interviewers: '',
    location: '',
    calendarInviteRecipients: 'all',
    notes: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const zones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    return all.includes(timezone) ? all : [timezone, ...all]
  }, [timezone])
  const set = (key: keyof ScheduleValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }))

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = validateSchedule(values)
    setErrors(found)
    if (!isValid(found)) return
    setPending(true)
    setFormError(null)
    try {
      const result = await performAction(
        entry.job.id,
        entry.stage.candidateId,
        'scheduleInterview',
        {
          expectedVersion: entry.stage.version,
          type: values.type as (typeof INTERVIEW_TYPES)[number],
          interviewDate: values.interviewDate.trim(),
          interviewTime: values.interviewTime.trim(),
          interviewTimezone: values.interviewTimezone,
          duration: Number(values.duration),
          interviewers: splitEmails(values.interviewers).map((email) => ({ email })),
          calendarInviteRecipients:
            values.calendarInviteRecipients as (typeof INTERVIEW_NOTIFICATION_AUDIENCES)[number],
          ...(values.interviewTitle.trim() ? { interviewTitle: values.interviewTitle.trim() } : {}),
          ...(values.location.trim() ? { location: values.location.trim() } : {}),
          ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
        },
        { handledStatuses: ACTION_FORM_STATUSES },
      )
      toast.success(`${name}: ${stageText(result.stage)}`)
      close(true)
    } catch (error) {
      setPending(false)
      if (!isApiError(error)) return setFormError('Something went wrong. Please try again.')
      const fields: Errors = {}
      for (const d of error.details) if (d.path) fields[d.path.split('.')[0]!] = d.message
      setErrors(fields)
      setFormError(Object.keys(fields).length ? null : error.message)
    }
  }

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Schedule interview">
      <p className="dialog-subject">
        <strong>{name}</strong> · {entry.job.name} · {stageText(entry.stage)}
      </p>
      <div className="form-grid-2">
        <Select
          label="Interview type"
          name="type"
          options={INTERVIEW_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          value={values.type}
          onChange={set('type')}
        />
        <TextField
          label="Title"
          name="interviewTitle"
          value={values.interviewTitle}
          onChange={set('interviewTitle')}
          error={errors.interviewTitle}
        />
        <TextField
          label="Date"
          name="interviewDate"
          type="date"
          required
          value={values.interviewDate}
          onChange={set('interviewDate')}
          error={errors.interviewDate}
        />
        <TextField
          label="Time"
          name="interviewTime"
          type="time"
          required
          value={values.interviewTime}
          onChange={set('interviewTime')}
          error={errors.interviewTime}
        />
        <Select
          label="Time zone"
          name="interviewTimezone"
          required
          options={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
          value={values.interviewTimezone}
          onChange={set('interviewTimezone')}
          error={errors.interviewTimezone}
        />
        <TextField
          label="Duration (minutes)"
          name="duration"
          inputMode="numeric"
          required
          value={values.duration}
          onChange={set('duration')}
          error={errors.duration}
        />
      </div>
      <TextArea
        label="Interviewers"
        name="interviewers"
        rows={2}
        hint={`E-mail addresses, separated by commas (up to ${LIMITS.interviewers})`}
        value={values.interviewers}
        onChange={set('interviewers')}
        error={errors.interviewers}
      />
      <TextField
        label="Location or meeting link"
        name="location"
        value={values.location}
        onChange={set('location')}
        error={errors.location}
      />
      <Select
        label="Send calendar invites to"
        name="calendarInviteRecipients"
        options={INTERVIEW_NOTIFICATION_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
        value={values.calendarInviteRecipients}
        onChange={set('calendarInviteRecipients')}
      />
      <TextArea
        label="Notes"
        name="notes"
        maxLength={LIMITS.notes}
        value={values.notes}
        onChange={set('notes')}
        error={errors.notes}
      />
      {formError && <Alert>{formError}</Alert>}
      <DialogFormActions pending={pending} label="Schedule" onCancel={() => close()} />
    </form>
  )
}
