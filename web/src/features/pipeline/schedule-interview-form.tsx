/**
 * The schedule-interview form (spec 000 §3; defaults: 9:00 AM, 30 minutes, the user's time zone,
 * everyone notified): checks the spec's rules (validators.ts), then hands the action's body to
 * `onSubmit`, which makes the call; the server's field messages go on their fields. Used by the
 * job workspace's action dialog and the candidate profile's Schedule tab: it knows neither store.
 */
import type { ActionInputs } from '@quota/shared/contracts/pipeline'
import {
  INTERVIEW_NOTIFICATION_AUDIENCE_LABELS,
  INTERVIEW_NOTIFICATION_AUDIENCES,
  INTERVIEW_TYPE_LABELS,
  INTERVIEW_TYPES,
} from '@quota/shared/domain/enums'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { type FormEvent, type ReactNode, useMemo, useState } from 'react'
import { Alert } from '../../ui/alert'
import { DialogFormActions } from '../../ui/dialog-actions'
import { Select } from '../../ui/select'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import { NotesField, useFormSubmit } from './action-form'
import { type Errors, isValid, type ScheduleValues, splitEmails, validateSchedule } from './validators'

/** What the form sends: the action's body without the stage version (the caller adds it). */
export type ScheduleInterviewBody = Partial<ActionInputs['scheduleInterview']>

export interface ScheduleInterviewFormProps {
  /** The line above the fields: whom the interview is with. */
  subject: ReactNode
  /** The time zone the form starts in (the user's, see defaultTimeZone). */
  timezone: string
  /** Schedules the interview; a thrown API error's messages are shown on the form. */
  onSubmit: (body: ScheduleInterviewBody) => Promise<void>
  onCancel: () => void
}

function timeZones(current: string): string[] {
  const all: string[] =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC']
  return all.includes(current) ? all : [current, ...all]
}

export function defaultTimeZone(userTimeZone?: string | null): string {
  return userTimeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

export function ScheduleInterviewForm({ subject, timezone, onSubmit, onCancel }: ScheduleInterviewFormProps) {
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
  const { pending, formError, serverErrors, submit } = useFormSubmit(onSubmit)
  const zones = useMemo(() => timeZones(values.interviewTimezone), [values.interviewTimezone])
  const set = (key: keyof ScheduleValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }))
  /** A field's name, value, change handler and message (the form's own, else the server's). */
  const field = (key: keyof ScheduleValues) => ({
    name: key,
    value: values[key],
    onChange: set(key),
    error: errors[key] ?? serverErrors[key],
  })

  function onFormSubmit(e: FormEvent) {
    e.preventDefault()
    const found = validateSchedule(values)
    setErrors(found)
    if (!isValid(found)) return
    void submit({
      type: values.type as (typeof INTERVIEW_TYPES)[number],
      interviewDate: values.interviewDate.trim(),
      interviewTime: values.interviewTime.trim(),
      interviewTimezone: values.interviewTimezone,
      duration: Number(values.duration),
      interviewers: splitEmails(values.interviewers).map((email) => ({ email })),
      calendarInviteRecipients: values.calendarInviteRecipients as (typeof INTERVIEW_NOTIFICATION_AUDIENCES)[number],
      ...(values.interviewTitle.trim() ? { interviewTitle: values.interviewTitle.trim() } : {}),
      ...(values.location.trim() ? { location: values.location.trim() } : {}),
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    })
  }

  return (
    <form className="form" onSubmit={onFormSubmit} noValidate aria-label="Schedule interview">
      {subject}
      <div className="form-grid-2">
        <Select
          label="Interview type"
          name="type"
          options={INTERVIEW_TYPES.map((t) => ({ value: t, label: INTERVIEW_TYPE_LABELS[t] }))}
          value={values.type}
          onChange={set('type')}
        />
        <TextField label="Title" {...field('interviewTitle')} />
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
      <TextArea
        label="Interviewers"
        {...field('interviewers')}
        rows={2}
        hint={`E-mail addresses, separated by commas (up to ${LIMITS.interviewers})`}
      />
      <TextField label="Location or meeting link" {...field('location')} />
      <Select
        label="Send calendar invites to"
        name="calendarInviteRecipients"
        options={INTERVIEW_NOTIFICATION_AUDIENCES.map((a) => ({
          value: a,
          label: INTERVIEW_NOTIFICATION_AUDIENCE_LABELS[a],
        }))}
        value={values.calendarInviteRecipients}
        onChange={set('calendarInviteRecipients')}
      />
      <NotesField {...field('notes')} />
      {formError && <Alert>{formError}</Alert>}
      <DialogFormActions pending={pending} label="Schedule" onCancel={onCancel} />
    </form>
  )
}
