/**
 * The candidate's availability in the schedule form (issue 17 item 5): their slots for the next 7
 * days in the form's zone, each a button that fills the date and time, and "Ask for a calendar
 * update", which shows what the API answered (when it was asked, who the mail was queued for).
 */
import type { AvailabilitySlot } from '@quota/shared/contracts/availability'
import { useEffect, useState } from 'react'
import { isApiError } from '../../app/http'
import { Button } from '../../ui/button'
import { formatDate } from '../pipeline/format'
import { fetchAvailability, requestCalendarUpdate, type UserAvailability } from './api'
import './availability.css'

export function CandidateAvailability({
  userId,
  timezone,
  onPick,
}: {
  userId: string
  timezone: string
  onPick: (slot: AvailabilitySlot) => void
}) {
  const [answer, setAnswer] = useState<UserAvailability | null>(null)
  const [outcome, setOutcome] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  useEffect(() => {
    let live = true
    void fetchAvailability(userId, timezone, { ignoreError: true }).then(
      (a) => live && setAnswer(a),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [userId, timezone])
  if (!answer) return null

  async function ask() {
    setPending(true)
    try {
      const r = await requestCalendarUpdate(userId)
      setOutcome(
        `Update requested on ${formatDate(r.requestedAt)}${r.mailQueuedFor ? `; mail queued for ${r.mailQueuedFor}` : ''}.`,
      )
    } catch (e) {
      setOutcome(isApiError(e) ? e.message : 'The request could not be made.')
    }
    setPending(false)
  }

  const request = answer.calendarUpdateRequest
  return (
    <fieldset className="candidate-availability">
      <legend>Candidate’s availability (next {answer.windowDays} days)</legend>
      {answer.slots.length ? (
        <div className="availability-picks">
          {answer.slots.map((s) => (
            <Button key={s.id} variant="secondary" onClick={() => onPick(s)} data-slot-start={s.startsAt}>
              {formatDate(s.date)} {s.startTime}–{s.endTime}
            </Button>
          ))}
        </div>
      ) : (
        <p className="muted small">No times given for the next {answer.windowDays} days.</p>
      )}
      <p className="muted small">
        {answer.lastEventUpdatedAt ? `Updated ${formatDate(answer.lastEventUpdatedAt)}. ` : ''}
        {request?.isShown && !outcome ? `Update requested on ${formatDate(request.requestedAt)}. ` : ''}
        <Button variant="link" onClick={() => void ask()} loading={pending}>
          Ask for a calendar update
        </Button>
      </p>
      {outcome && (
        <p className="small availability-request-outcome" role="status">
          {outcome}
        </p>
      )}
    </fieldset>
  )
}
