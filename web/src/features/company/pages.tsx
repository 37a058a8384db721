/**
 * The client portal: company home with its jobs, their counts, the candidates submitted, and the
 * company's culture media (managed here by its client recruiters). One chunk.
 */
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { CultureMediaSection } from '../culture-media/culture-media-section'
import { canManageCultureMedia } from '../culture-media/model'
import { StageBadge } from '../pipeline/components'
import { formatDate, formatRange } from '../pipeline/format'
import { setAntiBias, workspaceState } from '../pipeline/state'
import { sessionState } from '../session/state'
import { companyState, loadCompanyHome, reloadSubmitted } from './state'
import './company.css'

export function CompanyHomePage() {
  const s = useSnapshot(companyState)
  const { antiBias } = useSnapshot(workspaceState)
  const { user } = useSnapshot(sessionState)

  useEffect(() => {
    void loadCompanyHome()
  }, [])

  return (
    <section className="page company-home">
      <header className="page-header company-header">
        <div>
          <h1>{user?.organizationName ?? 'Company home'}</h1>
          <p className="muted">Your open jobs and the candidates submitted to you.</p>
        </div>
        <Checkbox
          label="Anti-bias mode"
          name="antiBias"
          checked={antiBias}
          onChange={(e) => {
            setAntiBias(e.target.checked)
            void reloadSubmitted()
          }}
        />
      </header>

      {s.error && (
        <Alert>
          {s.error}{' '}
          <Button variant="link" onClick={() => void loadCompanyHome()}>
            Try again
          </Button>
        </Alert>
      )}

      <section className="card" aria-labelledby="company-jobs-title">
        <h2 id="company-jobs-title">Your jobs</h2>
        {s.loading ? (
          <Spinner label="Loading your jobs" />
        ) : s.jobs.length === 0 ? (
          <EmptyState title="You have no open jobs yet." />
        ) : (
          <ul className="company-jobs">
            {s.jobs.map((job) => {
              const a = s.aggregates[job.id]
              return (
                <li key={job.id} className="company-job" data-job-id={job.id}>
                  <h3>
                    <Link href={`/job/${job.id}/candidates`}>{job.name}</Link>
                  </h3>
                  <p className="muted">
                    {job.status.name} · opened {formatDate(job.openDate)} · base{' '}
                    {formatRange(job.baseSalaryLow, job.baseSalaryHigh)}
                  </p>
                  {a ? (
                    <dl className="company-job-counts">
                      <div data-aggregate="submitted">
                        <dt>To review</dt>
                        <dd>{a.client.submittal.current}</dd>
                      </div>
                      <div data-aggregate="interviewing">
                        <dt>Interviewing</dt>
                        <dd>{a.client.sendOut.current}</dd>
                      </div>
                      <div data-aggregate="offer">
                        <dt>Offer</dt>
                        <dd>{a.client.offer.current}</dd>
                      </div>
                      <div data-aggregate="hired">
                        <dt>Hired</dt>
                        <dd>{a.client.offer.accepted}</dd>
                      </div>
                    </dl>
                  ) : (
                    <p className="muted">Loading counts…</p>
                  )}
                  {a?.client.requiresClientAction && (
                    <p className="badge badge-warning">{a.client.awaitingAction} waiting for you</p>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="company-submitted-title">
        <h2 id="company-submitted-title">Candidates submitted to you</h2>
        {s.submittedLoading && !s.submitted.length ? (
          <Spinner label="Loading candidates" />
        ) : s.submitted.length === 0 ? (
          <EmptyState title="No candidates are waiting for your review." />
        ) : (
          <ul className="submitted-list row-list">
            {s.submitted.map(({ job, item }) => (
              <li
                key={`${job.id}-${item.candidate.id}`}
                className="submitted-item row-list-item"
                data-candidate-id={item.candidate.id}
              >
                <div>
                  <p className="submitted-name">{item.candidate.fullName}</p>
                  <p className="muted">
                    {job.name} · {formatDate(item.stage.statusUpdatedAt)}
                  </p>
                </div>
                <StageBadge stage={item.stage} />
                <Link
                  className="btn btn-secondary"
                  href={`/candidate/profile?candidateId=${item.candidate.id}&jobId=${job.id}`}
                >
                  Review<span className="visually-hidden">: {item.candidate.fullName}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {user?.organizationId && (
        <div className="card">
          <CultureMediaSection
            organizationId={user.organizationId}
            organizationName={user.organizationName ?? 'Your company'}
            canManage={canManageCultureMedia(user, user.organizationId)}
            heading={<h2>Culture</h2>}
          />
        </div>
      )}
    </section>
  )
}
