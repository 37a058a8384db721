/**
 * Interview feedback the client's ATS holds on a candidate we pushed (002 §7 `GET ats/feedback`):
 * Greenhouse scorecards and Lever feedback forms, newest first, shown inside the candidate card's
 * ATS entry. Read when the entry is opened (each read is a call to the vendor); a refusal (route
 * switched off, vendor down) is said as the API said it, never shown as "no feedback".
 */
import { useState } from 'react'
import { isApiError } from '../../app/http'
import { formatDate } from '../pipeline/format'
import { type AtsFeedbackDto, fetchAtsFeedback } from './ats-api'
import './ats-feedback.css'

/** The vendors' overall words, as people say them. */
const RECOMMENDATIONS: Record<string, string> = {
  definitely_not: 'Definitely not',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
  no_decision: 'No decision',
}
const recommendationLabel = (r: string) => RECOMMENDATIONS[r] ?? r.replace(/_/g, ' ')

type Loaded =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ok'; rows: AtsFeedbackDto[] }
  | { kind: 'error'; message: string }

export function AtsFeedbackList({
  candidateId,
  organizationId,
  atsDisplayName,
}: {
  candidateId: string
  organizationId: string
  atsDisplayName: string
}) {
  const [state, setState] = useState<Loaded>({ kind: 'idle' })
  const load = () => {
    setState({ kind: 'loading' })
    fetchAtsFeedback(candidateId, organizationId)
      .then((rows) => setState({ kind: 'ok', rows }))
      .catch((e) =>
        setState({
          kind: 'error',
          message: isApiError(e) ? e.message : `The interview feedback could not be read from ${atsDisplayName}.`,
        }),
      )
  }
  return (
    <div className="ats-feedback stack" data-state={state.kind}>
      <div className="row">
        <h3 className="ats-feedback-title">Interview feedback in {atsDisplayName}</h3>
        <button
          type="button"
          className="btn btn-secondary ats-feedback-load"
          onClick={load}
          disabled={state.kind === 'loading'}
        >
          <span>{state.kind === 'idle' ? 'Show feedback' : 'Refresh'}</span>
        </button>
      </div>
      {state.kind === 'loading' && <p className="muted">Reading from {atsDisplayName}…</p>}
      {state.kind === 'error' && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'ok' && !state.rows.length && (
        <p className="muted ats-feedback-empty">No submitted interview feedback in {atsDisplayName} yet.</p>
      )}
      {state.kind === 'ok' && state.rows.length > 0 && (
        <ul className="ats-feedback-list stack">
          {state.rows.map((f) => (
            <li key={f.id} className="ats-feedback-item" data-feedback-id={f.id}>
              <p>
                <strong>{f.interview ?? 'Interview'}</strong>
                {f.interviewer && <span> · {f.interviewer}</span>}
                {f.submittedAt && <span className="muted"> · {formatDate(f.submittedAt)}</span>}
                {f.recommendation && (
                  <span className="badge badge-info ats-feedback-recommendation">
                    {recommendationLabel(f.recommendation)}
                  </span>
                )}
              </p>
              {f.summary && <p className="ats-feedback-summary">{f.summary}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
