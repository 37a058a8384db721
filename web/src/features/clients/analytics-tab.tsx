/** The Analytics tab: the candidate funnel of the client's open jobs and its contacts' engagement. */
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { formatDate, timeAgo } from '../pipeline/format'
import {
  ENGAGEMENT_KEYS,
  ENGAGEMENT_LABELS,
  engagementTotals,
  FUNNEL_LABELS,
  FUNNEL_STEPS,
  type Funnel,
  funnelShares,
  jobFunnel,
  sumFunnels,
} from './analytics'
import type { ClientContact, JobListItem } from './api'
import {
  ANALYTICS_WINDOWS,
  type AnalyticsWindow,
  clientsState,
  loadAnalytics,
  loadClientWork,
  setAnalyticsWindow,
} from './state'

const WINDOW_LABELS: Record<AnalyticsWindow, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  all: 'All time',
}

export function ClientAnalyticsTab({ clientId }: { clientId: string }) {
  useEffect(() => {
    void loadClientWork(clientId)
    void loadAnalytics()
  }, [clientId])

  return (
    <div className="client-analytics stack">
      <PipelineSection clientId={clientId} />
      <EngagementSection />
    </div>
  )
}

function PipelineSection({ clientId }: { clientId: string }) {
  const w = useSnapshot(clientsState.work)
  const ready = w.for === clientId && !w.loading && !w.error
  const rows = ready
    ? (w.jobs as JobListItem[])
        .filter((j) => w.aggregates[j.id])
        .map((j) => ({ job: j, funnel: jobFunnel(w.aggregates[j.id]!) }))
    : []
  const total = sumFunnels(rows.map((r) => r.funnel))
  return (
    <section className="card" aria-labelledby="client-funnel-title">
      <h2 id="client-funnel-title">Candidate funnel, open jobs</h2>
      {w.error ? (
        <Alert>
          {w.error}{' '}
          <Button variant="link" onClick={() => void loadClientWork(clientId, { force: true })}>
            Try again
          </Button>
        </Alert>
      ) : !ready ? (
        <Spinner label="Loading the funnel" />
      ) : rows.length === 0 ? (
        <EmptyState title="The client has no open jobs." />
      ) : (
        <>
          <FunnelBars funnel={total} />
          <div className="data-table-wrap">
            <table className="data-table funnel-table">
              <caption className="visually-hidden">Candidates per open job and step</caption>
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col" className="num">
                    Days open
                  </th>
                  {FUNNEL_STEPS.map((s) => (
                    <th key={s} scope="col" className="num">
                      {FUNNEL_LABELS[s]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(({ job, funnel }) => (
                  <tr key={job.id} data-job-id={job.id}>
                    <th scope="row">
                      <Link href={`/job/${job.id}/candidates`}>{job.name}</Link>
                    </th>
                    <td className="num">{job.elapsedDays}</td>
                    {FUNNEL_STEPS.map((s) => (
                      <td key={s} className="num">
                        {funnel[s]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">All open jobs</th>
                  <td />
                  {FUNNEL_STEPS.map((s) => (
                    <td key={s} className="num" data-total={s}>
                      {total[s]}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

/** Horizontal bars, one per step, as wide as its share of the widest; the numbers are in the text. */
function FunnelBars({ funnel }: { funnel: Funnel }) {
  const shares = funnelShares(funnel)
  return (
    <ul className="funnel-bars" aria-label="All open jobs">
      {FUNNEL_STEPS.map((s) => (
        <li key={s} className="funnel-bar">
          <span className="funnel-label">{FUNNEL_LABELS[s]}</span>
          <span className="funnel-track" aria-hidden="true">
            <span className="funnel-fill" style={{ width: `${shares[s]}%` }} />
          </span>
          <span className="funnel-value">{funnel[s]}</span>
        </li>
      ))}
    </ul>
  )
}

function EngagementSection() {
  const a = useSnapshot(clientsState.analytics)
  const contacts = a.contacts as ClientContact[]
  const totals = engagementTotals(contacts)
  return (
    <section className="card" aria-labelledby="client-engagement-title">
      <div className="list-toolbar">
        <h2 id="client-engagement-title" className="list-title">
          Contact engagement
        </h2>
        <Select
          label="Activity in"
          name="analyticsWindow"
          options={ANALYTICS_WINDOWS.map((w) => ({ value: w, label: WINDOW_LABELS[w] }))}
          value={a.window}
          onChange={(e) => setAnalyticsWindow(e.target.value as AnalyticsWindow)}
        />
      </div>
      {a.error ? (
        <Alert>
          {a.error}{' '}
          <Button variant="link" onClick={() => void loadAnalytics()}>
            Try again
          </Button>
        </Alert>
      ) : a.loading && !contacts.length ? (
        <Spinner label="Loading engagement" />
      ) : contacts.length === 0 ? (
        <EmptyState title="No contacts yet." />
      ) : (
        <div aria-busy={a.loading || undefined}>
          <dl className="report-numbers engagement-totals">
            {ENGAGEMENT_KEYS.map((k) => (
              <div key={k} className="report-number" data-metric={k}>
                <dt>{ENGAGEMENT_LABELS[k]}</dt>
                <dd>{totals[k]}</dd>
              </div>
            ))}
          </dl>
          <p className="muted report-note">
            Shortlists, pitches and interviews count the chosen period; views count all time.
          </p>
          <div className="data-table-wrap">
            <table className="data-table engagement-table">
              <caption className="visually-hidden">Engagement per contact</caption>
              <thead>
                <tr>
                  <th scope="col">Contact</th>
                  <th scope="col">Last login</th>
                  {ENGAGEMENT_KEYS.map((k) => (
                    <th key={k} scope="col" className="num">
                      {ENGAGEMENT_LABELS[k]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {contacts.map((c) => (
                  <tr key={c.id} data-contact-id={c.id}>
                    <th scope="row">
                      {c.firstName} {c.lastName}
                      {c.title && <span className="muted engagement-title">{c.title}</span>}
                    </th>
                    <td>
                      {c.lastLogin
                        ? timeAgo(c.lastLogin)
                        : c.manualInviteSentAt
                          ? `Invited ${formatDate(c.manualInviteSentAt)}`
                          : 'Never'}
                    </td>
                    {ENGAGEMENT_KEYS.map((k) => (
                      <td key={k} className="num">
                        {c[k]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  )
}
