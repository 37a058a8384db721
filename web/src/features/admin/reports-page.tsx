/**
 * Reports (/admin/reports, manage-reports): the user feedback report (suggestions, defects and
 * other, filtered by type and state, triaged) and the client executive report (a client's
 * submittals, interviews, offers, hires and rejection reasons; provider staff).
 */
import { FEEDBACK_STATES, FEEDBACK_TYPES, type FeedbackState } from '@quota/shared/domain/enums'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useSearch } from 'wouter'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TabLinks } from '../../ui/tabs'
import { formatDate } from '../pipeline/format'
import { sessionState } from '../session/state'
import { hasPermission } from '../session/user'
import type { Feedback } from './api'
import { FEEDBACK_STATE_LABELS, FEEDBACK_TYPE_LABELS, formatPercent } from './reports-model'
import {
  type FeedbackFilters,
  loadExecutiveReport,
  loadFeedback,
  loadFeedbackCounts,
  loadMoreFeedback,
  loadReportClients,
  reportsState,
  setExecutiveReport,
  setFeedbackFilters,
  triage,
} from './reports-state'
import './admin.css'

export const REPORT_TABS = [
  { id: 'feedback', label: 'User feedback' },
  { id: 'executive', label: 'Client executive report' },
] as const
type ReportId = (typeof REPORT_TABS)[number]['id']

export function AdminReportsPage() {
  const asked = new URLSearchParams(useSearch()).get('report')
  const report: ReportId = REPORT_TABS.some((t) => t.id === asked) ? (asked as ReportId) : 'feedback'
  return (
    <section className="page admin-page">
      <header className="page-header">
        <h1>Reports</h1>
      </header>
      <TabLinks
        label="Reports"
        tabs={REPORT_TABS.map((t) => ({
          href: `/admin/reports?report=${t.id}`,
          label: t.label,
          current: t.id === report,
        }))}
      />
      {report === 'feedback' ? <FeedbackReport /> : <ExecutiveReport />}
    </section>
  )
}

// ---------------------------------------------------------------------------------------------

function FeedbackReport() {
  const s = useSnapshot(reportsState).feedback
  useEffect(() => {
    void loadFeedback()
    void loadFeedbackCounts()
  }, [])
  const rows = s.rows as Feedback[]

  return (
    <div className="card">
      <div className="list-toolbar">
        <h2 className="list-title">User feedback</h2>
        {s.counts && (
          <ul className="feedback-counts" aria-label="Feedback by type">
            {FEEDBACK_TYPES.map((t) => (
              <li key={t}>
                <span className="muted">{FEEDBACK_TYPE_LABELS[t]}</span> <strong>{s.counts?.[t] ?? 0}</strong>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="filter-bar">
        <Select
          label="Type"
          name="feedbackType"
          options={[
            { value: '', label: 'All types' },
            ...FEEDBACK_TYPES.map((t) => ({ value: t, label: FEEDBACK_TYPE_LABELS[t] })),
          ]}
          value={s.filters.type}
          onChange={(e) => setFeedbackFilters({ type: e.target.value as FeedbackFilters['type'] })}
        />
        <Select
          label="State"
          name="feedbackState"
          options={[
            { value: '', label: 'All states' },
            ...FEEDBACK_STATES.map((t) => ({ value: t, label: FEEDBACK_STATE_LABELS[t] })),
          ]}
          value={s.filters.state}
          onChange={(e) => setFeedbackFilters({ state: e.target.value as FeedbackFilters['state'] })}
        />
      </div>
      <p className="list-count" aria-live="polite">
        {s.loading ? 'Loading…' : `${s.total} ${s.total === 1 ? 'item' : 'items'}`}
      </p>
      {s.error ? (
        <Alert>
          {s.error}{' '}
          <Button variant="link" onClick={() => void loadFeedback()}>
            Try again
          </Button>
        </Alert>
      ) : s.loading && !rows.length ? (
        <Spinner label="Loading the feedback" />
      ) : rows.length === 0 ? (
        <EmptyState title="No feedback matches.">Feedback people send from the product appears here.</EmptyState>
      ) : (
        <>
          <ul className="feedback-list">
            {rows.map((f) => (
              <li key={f.id}>
                <FeedbackItem item={f} pending={Boolean(s.pending[f.id])} />
              </li>
            ))}
          </ul>
          {rows.length < s.total && (
            <div className="list-more">
              <Button variant="secondary" loading={s.loadingMore} onClick={() => void loadMoreFeedback()}>
                Show more
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  )
}

function FeedbackItem({ item: f, pending }: { item: Feedback; pending: boolean }) {
  const who = f.user ? `${f.user.name || f.user.email}` : 'A deleted user'
  async function onState(state: FeedbackState) {
    if (await triage(f.id, state)) toast.success(`The feedback is now ${FEEDBACK_STATE_LABELS[state].toLowerCase()}.`)
  }
  return (
    <article
      className="feedback-item"
      data-feedback-id={f.id}
      data-type={f.type}
      aria-label={`${FEEDBACK_TYPE_LABELS[f.type]} from ${who}`}
    >
      <header className="feedback-head">
        <span
          className={`badge badge-${f.type === 'defect' ? 'danger' : f.type === 'suggestion' ? 'info' : 'warning'}`}
        >
          {FEEDBACK_TYPE_LABELS[f.type]}
        </span>
        <span className="muted">
          {who}
          {f.user?.name ? ` (${f.user.email})` : ''} · {formatDate(f.createdAt)}
        </span>
      </header>
      <p className="prewrap feedback-text">{f.text}</p>
      <div className="feedback-foot">
        {f.pageUrl && (
          <span className="muted feedback-page">
            Page: <code>{f.pageUrl}</code>
          </span>
        )}
        {f.attachmentUrl && (
          <a href={f.attachmentUrl} target="_blank" rel="noreferrer">
            Attachment
          </a>
        )}
        <Select
          label="State"
          name={`state-${f.id}`}
          className="feedback-state"
          options={FEEDBACK_STATES.map((t) => ({ value: t, label: FEEDBACK_STATE_LABELS[t] }))}
          value={f.state}
          disabled={pending}
          onChange={(e) => void onState(e.target.value as FeedbackState)}
        />
      </div>
    </article>
  )
}

// ---------------------------------------------------------------------------------------------

const PERIODS = [
  { value: 'kickoff', label: 'Since kickoff' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
]

function ExecutiveReport() {
  const e = useSnapshot(reportsState).executive
  const { user } = useSnapshot(sessionState)
  const canManageFeatures = Boolean(user && hasPermission(user, 'manage-feature-configs'))
  useEffect(() => {
    void loadReportClients()
    if (reportsState.executive.clientId) void loadExecutiveReport()
  }, [])
  const report = e.report

  return (
    <div className="card">
      <h2 className="list-title">Client executive report</h2>
      <div className="filter-bar">
        <Select
          label="Client"
          name="clientId"
          placeholder={e.clients ? 'Choose a client' : 'Loading the clients…'}
          options={(e.clients ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={e.clientId}
          onChange={(ev) => setExecutiveReport({ clientId: ev.target.value })}
        />
        <Select
          label="Jobs"
          name="isOpenJob"
          options={[
            { value: 'true', label: 'Open jobs only' },
            { value: 'false', label: 'All jobs' },
          ]}
          value={String(e.filters.isOpenJob)}
          onChange={(ev) => setExecutiveReport({ isOpenJob: ev.target.value === 'true' })}
        />
        <Select
          label="Period"
          name="dateFilter"
          options={PERIODS}
          value={e.filters.dateFilter}
          onChange={(ev) => setExecutiveReport({ dateFilter: ev.target.value })}
        />
      </div>
      {e.error ? (
        <Alert>
          {e.error}
          {canManageFeatures && (
            <>
              {' '}
              It is turned on in <Link href="/admin/features">Features</Link>.
            </>
          )}
        </Alert>
      ) : !e.clientId ? (
        <EmptyState title="Choose a client to see its report." />
      ) : e.loading && !report ? (
        <Spinner label="Loading the report" />
      ) : report ? (
        <div className="stack" aria-busy={e.loading || undefined}>
          <dl className="stat-grid">
            {[
              ['Jobs', report.summary.jobs],
              ['Openings', `${report.summary.currentOpenings} of ${report.summary.openings}`],
              ['Submittals', report.summary.submittals],
              ['Interviews', report.summary.interviews],
              ['Offers', report.summary.offers],
              ['Hires', report.summary.hires],
              ['In process', report.summary.inProcess],
              ['Rejections', report.summary.rejections],
              ['Interview rate', formatPercent(report.summary.interviewRate)],
              ['Offer rate', formatPercent(report.summary.offerRate)],
              ['Hire rate', formatPercent(report.summary.hireRate)],
            ].map(([label, value]) => (
              <div key={label} className="stat">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="exec-roles">
            <h3 id="exec-roles" className="section-title">
              By role
            </h3>
            {report.roles.length === 0 ? (
              <p className="muted">No jobs in this period.</p>
            ) : (
              <div className="data-table-wrap">
                <table className="data-table">
                  <caption className="visually-hidden">Executive report by role</caption>
                  <thead>
                    <tr>
                      <th scope="col">Role</th>
                      <th scope="col">Jobs</th>
                      <th scope="col">Submittals</th>
                      <th scope="col">Interviews</th>
                      <th scope="col">Offers</th>
                      <th scope="col">Hires</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.roles.map((r) => (
                      <tr key={r.position.id ?? r.position.name}>
                        <th scope="row">{r.position.name}</th>
                        <td>{r.jobs}</td>
                        <td>{r.submittals}</td>
                        <td>{r.interviews}</td>
                        <td>{r.offers}</td>
                        <td>{r.hires}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-labelledby="exec-reasons">
            <h3 id="exec-reasons" className="section-title">
              Rejection reasons
            </h3>
            {report.reasons.donut.length === 0 ? (
              <p className="muted">No rejections in this period.</p>
            ) : (
              <ul className="reason-bars">
                {report.reasons.donut.map((r) => (
                  <li key={r.key} className="reason-row">
                    <span className="reason-name">{r.name}</span>
                    <span className="reason-bar" aria-hidden="true">
                      <span style={{ width: `${Math.min(100, Math.max(0, r.percentage))}%` }} />
                    </span>
                    <span className="reason-value">
                      {r.count} ({formatPercent(r.percentage)})
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
    </div>
  )
}
