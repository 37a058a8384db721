/**
 * The job's Scheduled Interviews table (002 §2: Name, Interviewers, Date, Time, Duration, Created
 * By, Created At) on the job page, for provider recruiters and the job's client, with each row's
 * reschedule and cancel buttons (or the calendar notice for interviews made elsewhere), and the
 * feedback link once an interview has started.
 */
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { isApiError } from '../../app/http'
import { Alert } from '../../ui/alert'
import { DataTable } from '../../ui/data-table'
import { Spinner } from '../../ui/spinner'
import { offersFeedback } from '../interview-feedback/model'
import { formatDate } from '../pipeline/format'
import { fetchJobInterviews, type JobInterviewRow } from './api'
import { InterviewActions } from './interview-actions'

export const SCHEDULED_INTERVIEW_COLUMNS = [
  'Name',
  'Interviewers',
  'Date',
  'Time',
  'Duration',
  'Created By',
  'Created At',
  'Actions',
] as const

export function ScheduledInterviews({ jobId }: { jobId: string }) {
  const [rows, setRows] = useState<JobInterviewRow[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = useCallback(async () => {
    try {
      setRows(await fetchJobInterviews(jobId))
      setError(null)
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The interviews could not be loaded.')
    }
  }, [jobId])
  useEffect(() => {
    void load()
  }, [load])

  return (
    <section className="scheduled-interviews" aria-labelledby="scheduled-interviews-title">
      <h2 id="scheduled-interviews-title">Scheduled Interviews</h2>
      {error ? (
        <Alert>{error}</Alert>
      ) : !rows ? (
        <Spinner label="Loading the interviews" />
      ) : !rows.length ? (
        <p className="muted">No interviews scheduled for this job.</p>
      ) : (
        <DataTable columns={SCHEDULED_INTERVIEW_COLUMNS} className="scheduled-interviews-table">
          {rows.map((r) => (
            <tr key={r.id} data-interview-id={r.id}>
              <td>
                {r.candidate.fullName}
                <br />
                <span className="muted small">{r.title}</span>
              </td>
              <td>{r.interviewers.map((p) => p.name || p.email).join(', ') || '—'}</td>
              <td>{formatDate(r.interviewDate)}</td>
              <td>
                {r.interviewTime} <span className="muted small">{r.interviewTimezone}</span>
              </td>
              <td>{r.duration} min</td>
              <td>{r.createdBy?.fullName || '—'}</td>
              <td>
                <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
              </td>
              <td>
                <InterviewActions
                  interview={{
                    id: r.id,
                    label: `${r.candidate.fullName}, ${r.title}`,
                    interviewDate: r.interviewDate,
                    interviewTime: r.interviewTime,
                    timezone: r.interviewTimezone,
                    duration: r.duration,
                    changeability: r.changeability,
                  }}
                  onChanged={load}
                />
                {offersFeedback(r) && (
                  <Link
                    href={`/interviews/${r.id}/feedback`}
                    className="btn btn-link feedback-link"
                    aria-label={`Feedback on ${r.candidate.fullName}, ${r.title}`}
                  >
                    Feedback
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  )
}
