/**
 * /candidate/calendar (000 §2): the candidate's interviews as an agenda. Upcoming ones grouped by
 * day (headings in the candidate's time zone), each with "Download .ics" and "Open in Google
 * Calendar"; past ones collapsed; the calendar notice (001 §"Calendar notices").
 */
import { CALENDAR_NOTICE, googleCalendarUrl } from '@quota/shared/domain/calendar/index'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { InterviewResponseBadge } from '../interview-response/response-badge'
import { sessionState } from '../session/state'
import { type CandidateInterview, interviewIcsUrl } from './api'
import { clock, dayHeading, dayKey, durationText, validZone, zoneName } from './interview-time'
import { calendarState, loadCalendar } from './state'

/** Upcoming interviews grouped by their day in `zone`, in order. */
export function groupByDay(interviews: readonly CandidateInterview[], zone: string) {
  const groups: { key: string; heading: string; items: CandidateInterview[] }[] = []
  for (const interview of interviews) {
    const key = dayKey(interview.startsAt, zone)
    let group = groups.at(-1)
    if (group?.key !== key) {
      group = { key, heading: dayHeading(interview.startsAt, zone), items: [] }
      groups.push(group)
    }
    group.items.push(interview)
  }
  return groups
}

const isLink = (value: string | null) => !!value && /^https?:\/\//i.test(value)

function InterviewItem({ interview, zone }: { interview: CandidateInterview; zone: string }) {
  const headingId = `interview-${interview.id}-title`
  const where = interview.meetingUrl ?? interview.location
  const google = googleCalendarUrl({
    title: interview.title,
    startsAt: interview.startsAt,
    durationMinutes: interview.durationMinutes,
    details: `${interview.job.name} at ${interview.organization.name}`,
    location: where,
  })
  const otherZone = interview.timezone !== zone
  return (
    <li className="interview-item" data-interview-id={interview.id}>
      <div className="interview-when">
        <time dateTime={interview.startsAt}>{clock(interview.startsAt, zone)}</time>
        <span className="muted small">{durationText(interview.durationMinutes)}</span>
      </div>
      <div className="interview-main">
        <h4 id={headingId}>{interview.title}</h4>
        <p className="muted">
          {interview.job.name} · {interview.organization.name}
        </p>
        <InterviewResponseBadge interview={interview} />
        <p className="small">
          {clock(interview.startsAt, zone)} – {clock(interview.endsAt, zone)} {zoneName(interview.startsAt, zone)}
          {otherZone && (
            <span className="muted">
              {' '}
              ({clock(interview.startsAt, interview.timezone)} {zoneName(interview.startsAt, interview.timezone)})
            </span>
          )}
        </p>
        {where && (
          <p className="small interview-where">
            {isLink(where) ? (
              <a href={where} target="_blank" rel="noopener noreferrer">
                Join meeting<span className="visually-hidden"> for {interview.title}</span>
              </a>
            ) : (
              where
            )}
          </p>
        )}
        {interview.source === 'ats' && (
          <p className="muted small">Scheduled through the company’s applicant-tracking system.</p>
        )}
        {!interview.isPast && (
          <div className="interview-actions">
            <a className="btn btn-secondary" href={interviewIcsUrl(interview.id)} download>
              Download .ics<span className="visually-hidden"> for {interview.title}</span>
            </a>
            <a className="btn btn-secondary" href={google} target="_blank" rel="noopener noreferrer">
              Open in Google Calendar<span className="visually-hidden"> for {interview.title} (opens a new tab)</span>
            </a>
          </div>
        )}
      </div>
    </li>
  )
}

export function CandidateCalendarPage() {
  const { user } = useSnapshot(sessionState)
  const s = useSnapshot(calendarState)
  const zone = validZone(user?.timezone)

  useEffect(() => {
    void loadCalendar()
  }, [])

  const upcoming = s.interviews.filter((i) => !i.isPast)
  const past = s.interviews.filter((i) => i.isPast)
  const days = groupByDay(upcoming, zone)

  return (
    <section className="page candidate-calendar" aria-labelledby="calendar-title">
      <header className="page-header">
        <h1 id="calendar-title">Calendar</h1>
        <p className="muted">Your interviews. Times are shown in your time zone ({zone}).</p>
      </header>
      {s.error ? (
        <Alert>
          {s.error}{' '}
          <Button variant="link" onClick={() => void loadCalendar()}>
            Try again
          </Button>
        </Alert>
      ) : s.loading && !s.interviews.length ? (
        <Spinner label="Loading your interviews" />
      ) : (
        <>
          <section className="card" aria-labelledby="upcoming-title">
            <h2 id="upcoming-title">Upcoming interviews</h2>
            {days.length === 0 ? (
              <EmptyState title="No upcoming interviews.">
                When a company schedules an interview with you, it shows here.
              </EmptyState>
            ) : (
              <>
                <p className="calendar-notice muted small" data-testid="calendar-notice">
                  {CALENDAR_NOTICE}
                </p>
                {days.map((day) => (
                  <section key={day.key} className="agenda-day" aria-labelledby={`day-${day.key}`}>
                    <h3 id={`day-${day.key}`} className="agenda-day-heading">
                      <time dateTime={day.key}>{day.heading}</time>
                    </h3>
                    <ul className="interview-list">
                      {day.items.map((interview) => (
                        <InterviewItem key={interview.id} interview={interview} zone={zone} />
                      ))}
                    </ul>
                  </section>
                ))}
              </>
            )}
          </section>
          {past.length > 0 && (
            <details className="card past-interviews">
              <summary className="past-interviews-summary">Past interviews ({past.length})</summary>
              <ul className="interview-list">
                {past.map((interview) => (
                  <li key={interview.id} className="interview-item is-past" data-interview-id={interview.id}>
                    <div className="interview-main">
                      <p className="interview-past-title">{interview.title}</p>
                      <p className="muted small">
                        {interview.job.name} · {interview.organization.name} ·{' '}
                        <time dateTime={interview.startsAt}>
                          {dayHeading(interview.startsAt, zone)}, {clock(interview.startsAt, zone)}
                        </time>{' '}
                        · {durationText(interview.durationMinutes)}
                      </p>
                      <InterviewResponseBadge interview={interview} />
                    </div>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  )
}
