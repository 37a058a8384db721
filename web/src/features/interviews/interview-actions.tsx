/**
 * Reschedule and cancel of one interview (issue 17; PATCH and DELETE interviews/{id}), used by the
 * candidate profile's Interviews tab and the job's Scheduled Interviews table. An interview made
 * through an ATS, a downloaded ICS or "Open in Google" shows the spec's calendar notice instead of
 * the buttons. Each dialog shows the server's answer: a clash (409) or a time the clocks skip or
 * repeat (422) on the form, and on success who the update or the cancellation was mailed to.
 */
import { CALENDAR_NOTICE } from '@quota/shared/domain/calendar/index'
import type { InterviewChangeability } from '@quota/shared/domain/interview-schedule/index'
import { resolveWallTime, type WallTimeOccurrence } from '@quota/shared/domain/interview-schedule/index'
import { type FormEvent, useMemo, useState } from 'react'
import { openDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import { useFormSubmit } from '../pipeline/action-form'
import { cancelInterview, type InterviewDto, type RescheduleInterviewInput, rescheduleInterview } from './api'

export interface ChangeableInterview {
  id: string
  /** What the dialogs name it by (the candidate and the title). */
  label: string
  interviewDate: string
  interviewTime: string
  timezone: string
  duration: number
  changeability: InterviewChangeability
}

/** Who the API queued the change's mail for (the outbox sends it), or that nobody is told. */
export function sentToText(result: InterviewDto): string {
  const to = result.invitationsSentTo.map((r) => r.email)
  return to.length ? `Mail queued for ${to.join(', ')}.` : 'Nobody was notified.'
}

function timeZones(current: string): string[] {
  const all: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']
  return all.includes(current) ? all : [current, ...all]
}

interface RescheduleValues {
  interviewDate: string
  interviewTime: string
  interviewTimezone: string
  duration: string
  interviewTimeOccurrence: string
}

function RescheduleForm({
  interview,
  onDone,
  onCancel,
}: {
  interview: ChangeableInterview
  onDone: (result: InterviewDto) => void
  onCancel: () => void
}) {
  const [values, setValues] = useState<RescheduleValues>({
    interviewDate: interview.interviewDate,
    interviewTime: interview.interviewTime,
    interviewTimezone: interview.timezone,
    duration: String(interview.duration),
    interviewTimeOccurrence: '',
  })
  const [errors, setErrors] = useState<Partial<Record<keyof RescheduleValues, string>>>({})
  const { pending, formError, serverErrors, submit } = useFormSubmit(async (body: RescheduleInterviewInput) => {
    onDone(await rescheduleInterview(interview.id, body))
  })
  const zones = useMemo(() => timeZones(values.interviewTimezone), [values.interviewTimezone])
  const field = (key: keyof RescheduleValues) => ({
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: errors[key] ?? serverErrors[key],
  })
  const wellFormed = /^\d{4}-\d{2}-\d{2}$/.test(values.interviewDate) && /^\d{2}:\d{2}$/.test(values.interviewTime)
  const repeated =
    wellFormed &&
    resolveWallTime(values.interviewDate, values.interviewTime, values.interviewTimezone).kind === 'ambiguous'

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const saveMode = submitter?.value === 'send' ? 'send' : 'save'
    const found: typeof errors = {}
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.interviewDate)) found.interviewDate = 'This field is required.'
    if (!/^\d{2}:\d{2}$/.test(values.interviewTime)) found.interviewTime = 'This field is required.'
    const minutes = Number(values.duration)
    if (!Number.isInteger(minutes) || minutes < 5 || minutes > 1440)
      found.duration = 'Enter whole minutes from 5 to 1440.'
    setErrors(found)
    if (Object.keys(found).length) return
    void submit({
      interviewDate: values.interviewDate,
      interviewTime: values.interviewTime,
      interviewTimezone: values.interviewTimezone,
      duration: minutes,
      saveMode,
      ...(repeated && values.interviewTimeOccurrence
        ? { interviewTimeOccurrence: values.interviewTimeOccurrence as WallTimeOccurrence }
        : {}),
    })
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Reschedule interview">
      <p className="dialog-subject">
        <strong>{interview.label}</strong>
      </p>
      <div className="form-grid-2">
        <TextField label="Date" {...field('interviewDate')} type="date" required />
        <TextField label="Time" {...field('interviewTime')} type="time" required />
        <Select
          label="Time zone"
          {...field('interviewTimezone')}
          required
          options={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
        />
        <TextField label="Duration (minutes)" {...field('duration')} inputMode="numeric" required />
      </div>
      {repeated && (
        <Select
          label="This time happens twice (the clocks go back): which one?"
          {...field('interviewTimeOccurrence')}
          required
          options={[
            { value: '', label: 'Choose' },
            { value: 'earlier', label: 'The earlier one (daylight time)' },
            { value: 'later', label: 'The later one (standard time)' },
          ]}
        />
      )}
      {formError && <Alert>{formError}</Alert>}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Keep as it is
        </Button>
        <Button type="submit" name="saveMode" value="save" variant="secondary" loading={pending}>
          Save
        </Button>
        <Button type="submit" name="saveMode" value="send" loading={pending}>
          Send update
        </Button>
      </div>
    </form>
  )
}

function CancelForm({
  interview,
  onDone,
  onCancel,
}: {
  interview: ChangeableInterview
  onDone: (result: InterviewDto) => void
  onCancel: () => void
}) {
  const { pending, formError, submit } = useFormSubmit(async (saveMode: 'save' | 'send') => {
    onDone(await cancelInterview(interview.id, saveMode))
  })
  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    void submit(submitter?.value === 'send' ? 'send' : 'save')
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Cancel interview">
      <p className="dialog-subject">
        <strong>{interview.label}</strong> · {interview.interviewDate} {interview.interviewTime} ({interview.timezone})
      </p>
      <p>
        “Cancel and notify” mails the cancellation to everyone the invitation went to; “Cancel here only” sends nothing.
      </p>
      {formError && <Alert>{formError}</Alert>}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Keep it
        </Button>
        <Button type="submit" name="saveMode" value="save" variant="secondary" loading={pending}>
          Cancel here only
        </Button>
        <Button type="submit" name="saveMode" value="send" variant="danger" loading={pending}>
          Cancel and notify
        </Button>
      </div>
    </form>
  )
}

/** The buttons of one interview row, or the calendar notice; `onChanged` reloads the list. */
export function InterviewActions({
  interview,
  onChanged,
}: {
  interview: ChangeableInterview
  onChanged: () => void | Promise<void>
}) {
  if (interview.changeability === 'external') {
    return <span className="muted small interview-notice">{CALENDAR_NOTICE}</span>
  }
  if (interview.changeability !== 'changeable') return <span className="muted small">—</span>

  async function reschedule() {
    const result = await openDialog<InterviewDto>('Reschedule interview', (close) => (
      <RescheduleForm interview={interview} onDone={(r) => close(r)} onCancel={() => close()} />
    ))
    if (!result) return
    toast.success(
      `The interview was moved to ${result.interviewDate} ${result.interviewTime} (${result.interviewTimezone}). ${sentToText(result)}`,
    )
    await onChanged()
  }

  async function cancel() {
    const result = await openDialog<InterviewDto>('Cancel interview', (close) => (
      <CancelForm interview={interview} onDone={(r) => close(r)} onCancel={() => close()} />
    ))
    if (!result) return
    toast.success(`The interview was cancelled. ${sentToText(result)}`)
    await onChanged()
  }

  return (
    <span className="interview-actions">
      <Button variant="secondary" onClick={() => void reschedule()} aria-label={`Reschedule ${interview.label}`}>
        Reschedule
      </Button>{' '}
      <Button variant="secondary" onClick={() => void cancel()} aria-label={`Cancel ${interview.label}`}>
        Cancel
      </Button>
    </span>
  )
}
