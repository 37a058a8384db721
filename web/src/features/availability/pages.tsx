/**
 * /candidate/availability: the candidate keeps the times they are free for interviews over the
 * next 7 days (000 §9), in their own time zone; a recruiter's calendar update request is shown for
 * 7 days (001 §4). Saved with PUT users/{id}/availability; the server's refusals show on the slot.
 */
import { AVAILABILITY_WINDOW_DAYS } from '@quota/shared/domain/availability/index'
import { chosenInstant, isKnownTimeZone, resolveWallTime } from '@quota/shared/domain/interview-schedule/index'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { formatDate } from '../pipeline/format'
import { sessionState } from '../session/state'
import { fetchAvailability, saveAvailability, type UserAvailability } from './api'
import './availability.css'

interface SlotRow {
  key: number
  date: string
  start: string
  end: string
}

/** One row's inputs; the row's error shows under the last one. */
const SLOT_FIELDS = [
  { field: 'date', label: 'Date', type: 'date' },
  { field: 'start', label: 'From', type: 'time' },
  { field: 'end', label: 'To', type: 'time' },
] as const

let nextKey = 1

function instantOf(date: string, time: string, zone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null
  return chosenInstant(resolveWallTime(date, time, zone), 'earlier')
}

export function CandidateAvailabilityPage() {
  const { user } = useSnapshot(sessionState)
  const zone = isKnownTimeZone(user?.timezone)
    ? user!.timezone!
    : Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  const [answer, setAnswer] = useState<UserAvailability | null>(null)
  const [rows, setRows] = useState<SlotRow[]>([])
  const [error, setError] = useState<string | null>(null)
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({})
  const [pending, setPending] = useState(false)
  const userId = user?.id

  useEffect(() => {
    if (!userId) return
    void fetchAvailability(userId, zone).then(
      (a) => {
        setAnswer(a)
        setRows(a.slots.map((s) => ({ key: nextKey++, date: s.date, start: s.startTime, end: s.endTime })))
      },
      (e) => setError(isApiError(e) ? e.message : 'Your availability could not be loaded.'),
    )
  }, [userId, zone])

  if (!userId) return null
  if (error && !answer) return <Alert>{error}</Alert>
  if (!answer) return <Spinner label="Loading your availability" />

  const set = (key: number, field: keyof SlotRow) => (e: { target: { value: string } }) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: e.target.value } : r)))

  async function onSave(e: FormEvent) {
    e.preventDefault()
    const problems: Record<number, string> = {}
    const slots = rows.map((r, i) => {
      const startsAt = instantOf(r.date, r.start, zone)
      const endsAt = instantOf(r.date, r.end, zone)
      if (!startsAt || !endsAt) problems[i] = 'Give a date, a start and an end.'
      return { startsAt: startsAt?.toISOString() ?? '', endsAt: endsAt?.toISOString() ?? '' }
    })
    setRowErrors(problems)
    setError(null)
    if (Object.keys(problems).length) return
    setPending(true)
    try {
      const saved = await saveAvailability(userId!, { slots })
      setAnswer(await fetchAvailability(userId!, zone))
      toast.success(
        `Your availability was saved (${saved.slots.length} ${saved.slots.length === 1 ? 'slot' : 'slots'}).`,
      )
    } catch (err) {
      if (isApiError(err)) {
        const fields: Record<number, string> = {}
        for (const d of err.details) {
          const m = d.path?.match(/^slots\.(\d+)/)
          if (m) fields[Number(m[1])] = d.message
        }
        setRowErrors(fields)
        setError(Object.keys(fields).length ? null : err.message)
      } else setError('Something went wrong. Please try again.')
    }
    setPending(false)
  }

  const request = answer.calendarUpdateRequest
  return (
    <section className="card availability-page" aria-labelledby="availability-title">
      <h1 id="availability-title">My availability</h1>
      <p className="muted">
        The times you are free for interviews over the next {AVAILABILITY_WINDOW_DAYS} days, in{' '}
        {zone.replace(/_/g, ' ')}. Recruiters see them when they schedule.
        {answer.lastEventUpdatedAt && <> Last updated {formatDate(answer.lastEventUpdatedAt)}.</>}
      </p>
      {request?.isShown && (
        <Alert tone="info">
          A recruiter asked you on {formatDate(request.requestedAt)} to update your availability.
        </Alert>
      )}
      <form className="form" aria-label="Availability" noValidate onSubmit={(e) => void onSave(e)}>
        {!rows.length && <p className="muted">No times yet.</p>}
        <ul className="availability-slots">
          {rows.map((r, i) => (
            <li key={r.key} className="availability-slot" data-slot={i}>
              {SLOT_FIELDS.map((f) => (
                <TextField
                  key={f.field}
                  label={f.label}
                  type={f.type}
                  name={`slot-${i}-${f.field}`}
                  value={r[f.field]}
                  onChange={set(r.key, f.field)}
                  error={f.field === 'end' ? rowErrors[i] : undefined}
                />
              ))}
              <Button
                variant="secondary"
                aria-label={`Remove slot ${i + 1}`}
                onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {error && <Alert>{error}</Alert>}
        <div className="dialog-actions">
          <Button
            variant="secondary"
            onClick={() => setRows((all) => [...all, { key: nextKey++, date: '', start: '09:00', end: '10:00' }])}
          >
            Add a time
          </Button>
          <Button type="submit" loading={pending}>
            Save availability
          </Button>
        </div>
      </form>
    </section>
  )
}
