/**
 * The schedule-interview form (spec 000 §3; defaults: 9:00 AM, 30 minutes, everyone notified, in
 * the candidate's time zone from request-interview-default-details when the job and candidate are
 * given, else the user's; a note when the time falls outside the candidate's business hours 9 to
 * 18): checks the spec's rules (validators.ts), then hands the action's body to
 * `onSubmit`, which makes the call; the server's field messages go on their fields. Used by the
 * job workspace's action dialog and the candidate profile's Schedule tab: it knows neither store.
 */
import type { ActionInputs, StageActionResult } from '@quota/shared/contracts/pipeline'
import {
  INTERVIEW_NOTIFICATION_AUDIENCE_LABELS,
  INTERVIEW_NOTIFICATION_AUDIENCES,
  INTERVIEW_TYPE_LABELS,
  INTERVIEW_TYPES,
  type InterviewSaveMode,
  MEETING_METHODS,
  type MeetingMethod,
} from '@quota/shared/domain/enums'
import {
  chosenInstant,
  resolveWallTime,
  type WallTimeOccurrence,
  withinBusinessHours,
} from '@quota/shared/domain/interview-schedule/index'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import { CandidateAvailability } from '../availability/candidate-availability'
import { sessionState } from '../session/state'
import { NotesField, useFormSubmit } from './action-form'
import { downloadInterviewIcs, fetchInterviewDefaults, type InterviewDefaultDetails } from './api'
import { fetchMeetingIntegration, type KnownMeetingIntegration, meetingMethodHint } from './meeting-hint'
import './schedule-interview-form.css'
import { type Errors, isValid, type ScheduleValues, splitEmails, validateSchedule } from './validators'

/** What the form sends: the action's body without the stage version (the caller adds it). */
export type ScheduleInterviewBody = Partial<ActionInputs['scheduleInterview']>

export interface ScheduleInterviewFormProps {
  /** The line above the fields: whom the interview is with. */
  subject: ReactNode
  /** The time zone the form starts in (the user's, see defaultTimeZone). */
  timezone: string
  /**
   * Schedules the interview; a thrown API error's messages are shown on the form. Answers the
   * action's result, whose interviewId "Download ICS" fetches.
   */
  onSubmit: (body: ScheduleInterviewBody) => Promise<StageActionResult | undefined>
  onCancel: () => void
  /** The job and candidate: the form asks request-interview-default-details for its defaults. */
  defaultsFor?: { jobId: string; candidateId: string }
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

/** The spec's three save modes (000 §3), as the form's three submit buttons. */
const SAVE_MODE_BUTTONS: { mode: InterviewSaveMode; label: string }[] = [
  { mode: 'save', label: 'Save' },
  { mode: 'send', label: 'Send' },
  { mode: 'downloadIcs', label: 'Download ICS' },
]

const MEETING_METHOD_LABELS: Record<MeetingMethod, string> = {
  zoom: 'Zoom',
  googleMeet: 'Google Meet',
  microsoftTeams: 'Microsoft Teams',
  phone: 'Phone',
  inPerson: 'In person',
  customLink: 'Personal meeting link',
}

export function ScheduleInterviewForm({
  subject,
  timezone,
  onSubmit,
  onCancel,
  defaultsFor,
}: ScheduleInterviewFormProps) {
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
    meetingMethod: 'zoom',
    interviewTimeOccurrence: '',
    notes: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [defaults, setDefaults] = useState<InterviewDefaultDetails | null>(null)
  // whether the chosen meeting method will get a link from the scheduler's own meeting integration
  const me = useSnapshot(sessionState).user?.id
  const [meetingIntegration, setMeetingIntegration] = useState<KnownMeetingIntegration>('loading')
  useEffect(() => {
    if (!me) return
    void fetchMeetingIntegration(me).then(setMeetingIntegration, () => setMeetingIntegration('unknown'))
  }, [me])
  // fields the user changed keep their value when the defaults arrive
  const touched = useRef(new Set<keyof ScheduleValues>())
  const jobId = defaultsFor?.jobId
  const candidateId = defaultsFor?.candidateId
  useEffect(() => {
    if (!jobId || !candidateId) return
    let live = true
    void fetchInterviewDefaults(jobId, candidateId).then((d) => {
      if (!live || !d) return
      setDefaults(d)
      setValues((v) => {
        const next = { ...v }
        const take = (key: keyof ScheduleValues, value: string) => {
          if (!touched.current.has(key)) next[key] = value
        }
        take('interviewTimezone', d.interviewTimezone)
        take('interviewTime', d.interviewTime)
        take('duration', String(d.duration))
        take('type', d.type)
        take('meetingMethod', d.meetingMethod)
        take('calendarInviteRecipients', d.calendarInviteRecipients)
        return next
      })
    })
    return () => {
      live = false
    }
  }, [jobId, candidateId])
  const { pending, formError, serverErrors, submit } = useFormSubmit(async (body: ScheduleInterviewBody) => {
    const result = await onSubmit(body)
    // the interview exists now: the browser saves its .ics (the same UID as any later update)
    if (body.saveMode === 'downloadIcs' && result?.interviewId) downloadInterviewIcs(result.interviewId)
  })
  const zones = useMemo(() => timeZones(values.interviewTimezone), [values.interviewTimezone])
  const set = (key: keyof ScheduleValues) => (e: { target: { value: string } }) => {
    touched.current.add(key)
    setValues((v) => ({ ...v, [key]: e.target.value }))
  }
  /** A field's name, value, change handler and message (the form's own, else the server's). */
  const field = (key: keyof ScheduleValues) => ({
    name: key,
    value: values[key],
    onChange: set(key),
    error: errors[key] ?? serverErrors[key],
  })

  // a local time the clocks repeat (fall back): the form asks which one, as the API would
  const repeated =
    /^\d{4}-\d{2}-\d{2}$/.test(values.interviewDate) && /^\d{2}:\d{2}$/.test(values.interviewTime)
      ? resolveWallTime(values.interviewDate, values.interviewTime, values.interviewTimezone).kind === 'ambiguous'
      : false

  // the candidate's business hours (9 to 18 in their zone): a note, not a refusal
  const outsideBusinessHours = (() => {
    if (!defaults || !/^\d{4}-\d{2}-\d{2}$/.test(values.interviewDate) || !/^\d{2}:\d{2}$/.test(values.interviewTime))
      return false
    const minutes = Number(values.duration)
    if (!Number.isInteger(minutes) || minutes < 5) return false
    const wall = resolveWallTime(values.interviewDate, values.interviewTime, values.interviewTimezone)
    const at = chosenInstant(wall, (values.interviewTimeOccurrence || 'earlier') as WallTimeOccurrence)
    return at ? !withinBusinessHours(at, minutes, defaults.businessHours.timezone) : false
  })()

  function onFormSubmit(e: FormEvent) {
    e.preventDefault()
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const saveMode = (submitter?.value as InterviewSaveMode | undefined) ?? 'save'
    const found = validateSchedule(values, new Date())
    setErrors(found)
    if (!isValid(found)) return
    void submit({
      saveMode,
      meetingMethod: values.meetingMethod as MeetingMethod,
      ...(repeated && values.interviewTimeOccurrence
        ? { interviewTimeOccurrence: values.interviewTimeOccurrence as WallTimeOccurrence }
        : {}),
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
        <TextField
          label="Time"
          {...field('interviewTime')}
          type="time"
          required
          hint={
            defaults
              ? `Business hours ${defaults.businessHours.start}–${defaults.businessHours.end} (${defaults.businessHours.timezone.replace(/_/g, ' ')}${defaults.timezoneSource === 'candidate' ? ', the candidate’s time zone' : ''})`
              : undefined
          }
        />
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
        label="Meeting method"
        name="meetingMethod"
        options={MEETING_METHODS.map((m) => ({ value: m, label: MEETING_METHOD_LABELS[m] }))}
        value={values.meetingMethod}
        onChange={set('meetingMethod')}
        className="schedule-meeting-method"
        hint={meetingMethodHint(values.meetingMethod as MeetingMethod, meetingIntegration) ?? undefined}
      />
      {outsideBusinessHours && defaults && (
        <p className="muted small schedule-business-hours" role="status">
          This is outside {defaults.candidate.fullName}’s business hours ({defaults.businessHours.start}–
          {defaults.businessHours.end}, {defaults.businessHours.timezone.replace(/_/g, ' ')}).
        </p>
      )}
      {defaults?.candidate.userId && (
        <CandidateAvailability
          userId={defaults.candidate.userId}
          timezone={defaults.interviewTimezone}
          onPick={(slot) => {
            for (const key of ['interviewDate', 'interviewTime', 'interviewTimezone'] as const) touched.current.add(key)
            setValues((v) => ({
              ...v,
              interviewDate: slot.date,
              interviewTime: slot.startTime,
              interviewTimezone: defaults.interviewTimezone,
            }))
          }}
        />
      )}
      {defaults?.accountManager && (
        <p className="muted small schedule-account-manager">
          Account manager: {defaults.accountManager.fullName || defaults.accountManager.email}
          {defaults.accountManager.isActive ? '' : ' (inactive: not invited)'} · round {defaults.round}
        </p>
      )}
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
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        {SAVE_MODE_BUTTONS.map((b) => (
          <Button
            key={b.mode}
            type="submit"
            name="saveMode"
            value={b.mode}
            variant={b.mode === 'send' ? 'primary' : 'secondary'}
            loading={pending}
          >
            {b.label}
          </Button>
        ))}
      </div>
    </form>
  )
}
