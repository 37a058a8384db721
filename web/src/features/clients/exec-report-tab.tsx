/**
 * The Exec Report tab: the date filter (kickoff, N days, start–end), open jobs only, positions;
 * the executive summary numbers, the role-specific metrics and the rejection-reason donut.
 * Gated by the clientExecReporting feature as the API does (a 403 shows "not enabled").
 */
import { type FormEvent, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { CheckboxGroup } from '../../ui/checkbox-group'
import { DonutChart } from '../../ui/donut-chart'
import { EmptyState } from '../../ui/empty-state'
import { ListError, ShowMore } from '../../ui/list'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import type { ExecutiveSummary, RoleMetrics } from './api'
import { DATE_BASES, DATE_BASIS_LABELS, DAY_PRESETS, type DateBasis, describeRange } from './report-filter'
import {
  clientsState,
  loadMoreMetrics,
  loadMoreReasons,
  loadReport,
  openExecReport,
  resetReportFilters,
  setReportFilters,
} from './state'

const percent = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`

/** The summary numbers in the order shown: [key, label, value, hint]. */
function summaryItems(s: ExecutiveSummary): [string, string, string, string?][] {
  return [
    ['jobs', 'Jobs', String(s.jobs)],
    ['openings', 'Openings', `${s.currentOpenings} / ${s.openings}`, 'open now / in total'],
    ['submittals', 'Submittals', String(s.submittals)],
    ['interviews', 'Interviews', String(s.interviews)],
    ['offers', 'Offers', String(s.offers)],
    ['hires', 'Hires', String(s.hires)],
    ['rejections', 'Rejections', String(s.rejections)],
    ['inProcess', 'In process now', String(s.inProcess)],
    ['interviewRate', 'Interview rate', percent(s.interviewRate), 'interviews / submittals'],
    ['offerRate', 'Offer rate', percent(s.offerRate), 'offers / interviews'],
    ['hireRate', 'Hire rate', percent(s.hireRate), 'hires / offers'],
  ]
}

export function ExecReportTab({ clientId }: { clientId: string }) {
  const r = useSnapshot(clientsState.report)

  useEffect(() => {
    void openExecReport(clientId)
  }, [clientId])

  if (r.notEnabled)
    return (
      <div className="card">
        <EmptyState title="Executive reporting is not enabled for this client.">
          An administrator can turn on "Client executive reporting" for this client or for you.
        </EmptyState>
      </div>
    )

  return (
    <div className="exec-report stack">
      <ReportFilters />
      {r.error ? (
        <ListError message={r.error} onRetry={() => void loadReport()} />
      ) : !r.summary ? (
        r.loading ? (
          <Spinner label="Loading the report" />
        ) : null
      ) : (
        <div className="stack" aria-busy={r.loading || undefined}>
          <SummarySection summary={r.summary as ExecutiveSummary} loading={r.loading} />
          <ReasonsSection />
          <MetricsSection rows={r.metrics as RoleMetrics[]} total={r.metricsTotal} />
        </div>
      )}
    </div>
  )
}

function ReportFilters() {
  const r = useSnapshot(clientsState.report)
  const f = r.filters

  function onApply(e: FormEvent) {
    e.preventDefault()
    void loadReport()
  }

  const chosen = f.positionIds.length
  return (
    <form className="card report-filters" aria-label="Report filters" onSubmit={onApply} noValidate>
      <fieldset className="report-date">
        <legend className="field-label">Activity dates</legend>
        <div className="segmented">
          {DATE_BASES.map((b: DateBasis) => (
            <label key={b} className={`segmented-item segmented-radio${f.dateBasis === b ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name="dateBasis"
                value={b}
                checked={f.dateBasis === b}
                onChange={() => setReportFilters({ dateBasis: b }, { apply: 'ifValid' })}
              />
              {DATE_BASIS_LABELS[b]}
            </label>
          ))}
        </div>
        {f.dateBasis === 'days' && (
          <div className="filter-bar report-date-fields">
            <TextField
              label="Number of days"
              name="days"
              inputMode="numeric"
              value={f.days}
              error={r.errors.days}
              onChange={(e) => setReportFilters({ days: e.target.value }, { apply: false })}
            />
            <fieldset className="report-presets">
              <legend className="visually-hidden">Quick choices</legend>
              {DAY_PRESETS.map((d) => (
                <Button
                  key={d}
                  variant="secondary"
                  aria-pressed={f.days === String(d)}
                  onClick={() => setReportFilters({ days: String(d) })}
                >
                  {d} days
                </Button>
              ))}
            </fieldset>
            <Button type="submit">Apply</Button>
          </div>
        )}
        {f.dateBasis === 'range' && (
          <div className="filter-bar report-date-fields">
            <TextField
              label="Start date"
              name="startDate"
              type="date"
              value={f.startDate}
              error={r.errors.startDate}
              onChange={(e) => setReportFilters({ startDate: e.target.value }, { apply: false })}
            />
            <TextField
              label="End date"
              name="endDate"
              type="date"
              value={f.endDate}
              error={r.errors.endDate}
              onChange={(e) => setReportFilters({ endDate: e.target.value }, { apply: false })}
            />
            <Button type="submit">Apply</Button>
          </div>
        )}
      </fieldset>
      <div className="report-toggles">
        <Checkbox
          label="Open jobs only"
          name="isOpenJob"
          checked={f.isOpenJob}
          onChange={(e) => setReportFilters({ isOpenJob: e.target.checked })}
        />
        {r.positions.length > 0 && (
          <details className="report-positions">
            <summary>Positions{chosen ? ` (${chosen} selected)` : ': all'}</summary>
            <CheckboxGroup
              legend="Only jobs for these positions"
              name="positionIds"
              columns={2}
              options={r.positions.map((p) => ({ value: p.id, label: p.name }))}
              value={f.positionIds}
              onChange={(ids) => setReportFilters({ positionIds: ids })}
            />
          </details>
        )}
        <Button variant="link" onClick={() => resetReportFilters()}>
          Reset filters
        </Button>
      </div>
      {r.summary && (
        <p className="report-range" aria-live="polite" data-range-start={r.summary.range.start ?? ''}>
          {r.loading ? 'Updating…' : `Activity ${describeRange(r.summary.range)}`}
        </p>
      )}
    </form>
  )
}

function SummarySection({ summary, loading }: { summary: ExecutiveSummary; loading: boolean }) {
  return (
    <section className="card" aria-labelledby="report-summary-title">
      <h2 id="report-summary-title">Executive summary</h2>
      <dl className={`report-numbers${loading ? ' is-stale' : ''}`}>
        {summaryItems(summary).map(([key, label, value, hint]) => (
          <div key={key} className="report-number" data-metric={key}>
            <dt>
              {label}
              {hint && <span className="report-hint">{hint}</span>}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted report-rejected-by" data-metric="rejectedBy">
        Rejected by the client {summary.rejectedByClient}, by us {summary.rejectedByProvider}, by the candidate{' '}
        {summary.rejectedByCandidate}.
      </p>
    </section>
  )
}

function ReasonsSection() {
  const r = useSnapshot(clientsState.report)
  const reasons = r.reasons
  if (!reasons) return null
  return (
    <section className="card" aria-labelledby="report-reasons-title">
      <h2 id="report-reasons-title">Rejection reasons</h2>
      {reasons.total === 0 ? (
        <EmptyState title="No rejections in this period." />
      ) : (
        <>
          <DonutChart
            title="Rejection reasons"
            nameHeader="Reason"
            slices={reasons.donut}
            total={reasons.total}
            centerLabel={reasons.total === 1 ? 'reason' : 'reasons'}
          />
          <p className="muted report-note">
            The 7 most frequent reasons; the rest and "Other" are grouped as "Others". A rejection with two reasons
            counts twice.
          </p>
          <SuggestedActions />
          {reasons.reasonsTotal > reasons.donut.length || reasons.donut.some((s) => s.key === 'others') ? (
            <details className="report-all-reasons">
              <summary>All {reasons.reasonsTotal} reasons</summary>
              <div className="data-table-wrap">
                <table className="data-table">
                  <caption className="visually-hidden">All rejection reasons</caption>
                  <thead>
                    <tr>
                      <th scope="col">Reason</th>
                      <th scope="col" className="num">
                        Count
                      </th>
                      <th scope="col" className="num">
                        Share
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {reasons.reasons.map((x) => (
                      <tr key={x.key}>
                        <th scope="row">{x.name}</th>
                        <td className="num">{x.count}</td>
                        <td className="num">{percent(x.percentage)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {reasons.reasons.length < reasons.reasonsTotal && (
                <ShowMore loading={r.reasonsLoadingMore} onClick={() => void loadMoreReasons()}>
                  Show more reasons
                </ShowMore>
              )}
            </details>
          ) : null}
        </>
      )}
    </section>
  )
}

/**
 * What the reasons suggest (shared/domain/reports/suggested-actions.ts): a theme with a large
 * share of the reasons, compensation measured against the compensation engine's market median.
 */
function SuggestedActions() {
  const suggestions = useSnapshot(clientsState.report).reasons?.suggestions ?? []
  if (suggestions.length === 0) return null
  return (
    <section className="report-suggestions" aria-labelledby="report-suggestions-title">
      <h3 id="report-suggestions-title">Suggested actions</h3>
      <ul className="report-suggestion-list">
        {suggestions.map((s) => (
          <li key={s.theme} data-theme={s.theme}>
            <strong>{s.title}</strong>
            {s.details.map((d) => (
              <p key={d} className="report-suggestion-detail">
                {d}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The numeric columns of the by-role table, in order: the field of a row and its header. */
const ROLE_METRIC_COLUMNS = [
  ['jobs', 'Jobs'],
  ['openings', 'Openings'],
  ['submittals', 'Submittals'],
  ['interviews', 'Interviews'],
  ['offers', 'Offers'],
  ['hires', 'Hires'],
  ['rejections', 'Rejections'],
] as const

function MetricsSection({ rows, total }: { rows: RoleMetrics[]; total: number }) {
  const { metricsLoadingMore } = useSnapshot(clientsState.report)
  return (
    <section className="card" aria-labelledby="report-roles-title">
      <h2 id="report-roles-title">By role</h2>
      {rows.length === 0 ? (
        <EmptyState title="No jobs match these filters." />
      ) : (
        <>
          <div className="data-table-wrap">
            <table className="data-table role-metrics">
              <caption className="visually-hidden">Role-specific metrics</caption>
              <thead>
                <tr>
                  <th scope="col">Role</th>
                  {ROLE_METRIC_COLUMNS.map(([key, label]) => (
                    <th key={key} scope="col" className="num">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((m) => (
                  <tr key={m.position.id ?? 'none'} data-position-id={m.position.id ?? ''}>
                    <th scope="row">{m.position.name}</th>
                    {ROLE_METRIC_COLUMNS.map(([key]) => (
                      <td key={key} className="num">
                        {m[key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length < total && (
            <ShowMore loading={metricsLoadingMore} onClick={() => void loadMoreMetrics()}>
              Show more roles
            </ShowMore>
          )}
        </>
      )}
    </section>
  )
}
