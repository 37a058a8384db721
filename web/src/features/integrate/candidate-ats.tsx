/**
 * The candidate card's applicant-tracking fields (001 §3: atsKey, atsDisplayName, atsUrl,
 * atsCandidateId, atsActive, atsCandidateActive, atsCandidateDisconnected, atsCandidateCreatedAt),
 * with where the ATS has the candidate now (stage, status) and the interview feedback it holds
 * (ats-feedback.tsx). Provider staff see every ATS the
 * candidate was pushed to; a client only its own (nothing when never pushed there). In anti-bias
 * mode the link into the ATS (which shows the name) is left out.
 */
import { useEffect, useState } from 'react'
import { formatDate } from '../pipeline/format'
import { CANDIDATE_ATS_CHANGED } from '../realtime/refresh'
import { type CandidateAtsDto, fetchCandidateAts } from './ats-api'
import { AtsFeedbackList } from './ats-feedback'

const STATUS_LABELS: Record<CandidateAtsDto['atsStatus'], string> = {
  active: 'Active',
  hired: 'Hired',
  rejected: 'Rejected',
  archived: 'Archived',
}

export function CandidateAtsFields({ candidateId, hideLinks }: { candidateId: string; hideLinks: boolean }) {
  const [rows, setRows] = useState<CandidateAtsDto[] | null>(null)
  useEffect(() => {
    let live = true
    const load = () =>
      fetchCandidateAts(candidateId)
        .then((r) => live && setRows(r))
        .catch(() => live && setRows((kept) => kept ?? []))
    void load()
    // the ATS moved this candidate (a webhook, a push's outcome): read the card again
    const onChange = (e: Event) => {
      if ((e as CustomEvent<string>).detail === candidateId) void load()
    }
    window.addEventListener(CANDIDATE_ATS_CHANGED, onChange)
    return () => {
      live = false
      window.removeEventListener(CANDIDATE_ATS_CHANGED, onChange)
    }
  }, [candidateId])
  if (!rows?.length) return null
  return (
    <section className="card stack candidate-ats" aria-labelledby="candidate-ats-title">
      <h2 id="candidate-ats-title" className="section-title">
        Applicant tracking system
      </h2>
      {rows.map((r) => (
        <div
          key={`${r.atsKey}-${r.atsCandidateId}`}
          className="candidate-ats-entry"
          data-ats-key={r.atsKey}
          data-disconnected={r.atsCandidateDisconnected}
        >
          <p>
            <strong>{r.atsDisplayName}</strong>{' '}
            {r.atsCandidateDisconnected ? (
              <span className="badge badge-danger">Disconnected</span>
            ) : (
              <span
                className={`badge badge-${r.atsStatus === 'active' ? 'info' : r.atsStatus === 'hired' ? 'success' : 'danger'}`}
              >
                {STATUS_LABELS[r.atsStatus]}
              </span>
            )}
          </p>
          <dl className="details-list">
            <div data-field="atsCandidateId">
              <dt>ATS candidate ID</dt>
              <dd>{r.atsCandidateId}</dd>
            </div>
            <div data-field="atsStage">
              <dt>Stage in the ATS</dt>
              <dd>{r.atsStage ?? '—'}</dd>
            </div>
            <div data-field="atsCandidateCreatedAt">
              <dt>In the ATS since</dt>
              <dd>{formatDate(r.atsCandidateCreatedAt)}</dd>
            </div>
          </dl>
          {r.atsCandidateDisconnected && (
            <p className="muted">
              {r.atsActive
                ? 'This candidate is no longer linked to the connected system.'
                : `${r.atsDisplayName} was disconnected: changes there no longer reach us.`}
            </p>
          )}
          {r.atsUrl && !hideLinks && !r.atsCandidateDisconnected && (
            <a
              className="btn btn-secondary candidate-ats-url"
              href={r.atsUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span>Open in {r.atsDisplayName}</span>
            </a>
          )}
          {!r.atsCandidateDisconnected && (
            <AtsFeedbackList
              candidateId={candidateId}
              organizationId={r.organizationId}
              atsDisplayName={r.atsDisplayName}
            />
          )}
        </div>
      ))}
    </section>
  )
}
