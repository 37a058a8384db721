/**
 * The compensation engine (spec 000 line 15, 002 §"Compensation engine"): salary, variable and
 * OTE benchmarks of the last 6 months by position, location and candidate pool. Figures come
 * only from at least `minimumSample` amounts; otherwise the page says there is too little data.
 * Beside them: equity (from jobs' equity terms), the base/variable split and the quota-to-OTE
 * ratio (OTE-aware), filters by level and experience, and "ping the sales team". One chunk.
 */
import { COMPENSATION_MESSAGES } from '@quota/shared/domain/compensation/index'
import { useEffect, useId, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { isApiError } from '../../app/http'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Select, type SelectOption } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import { useListOfValues } from '../reference/state'
import { sessionState } from '../session/state'
import { hasFeature } from '../session/user'
import { type CompensationEngineResult, pingSalesTeam } from './api'
import { compEngineState, loadBenchmarks, loadFilters, type Pool, setFilter } from './state'
import './comp-engine.css'

const MEASURES = [
  { key: 'base', label: 'Base salary' },
  { key: 'variable', label: 'Variable' },
  { key: 'ote', label: 'OTE' },
] as const

type SelectFilter = 'positionId' | 'stateId' | 'levelId' | 'experienceId'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
/** Whole dollars as shown in the table ("$110,000"); a dash without a figure. */
export const formatUsd = (n: number | null) => (n === null ? '—' : usd.format(n))
/** A bar's lower bound, short ("$110k"). */
const shortUsd = (n: number) => (n >= 1_000_000 ? `$${n / 1_000_000}M` : `$${Math.round(n / 1000)}k`)

export function CompEnginePage() {
  const s = useSnapshot(compEngineState)
  const { user } = useSnapshot(sessionState)
  // The compEngine feature flag (users/me); the API refuses the same way when it is off.
  const enabled = !!user && hasFeature(user, 'compEngine')

  useEffect(() => {
    if (!enabled) return
    void loadFilters()
    void loadBenchmarks()
  }, [enabled])

  const positionOptions = useMemo(
    () =>
      s.positions.flatMap((c) =>
        c.positions.map((p) => ({ value: p.id, label: c.positions.length > 1 ? `${c.name}: ${p.value}` : p.value })),
      ),
    [s.positions],
  )
  const levels = useListOfValues(enabled ? 'level' : null)
  const experiences = useListOfValues(enabled ? 'yearsOfRequiredExperience' : null)
  const levelOptions = useMemo(() => levels.items.map((l) => ({ value: l.id, label: l.value })), [levels.items])
  const experienceOptions = useMemo(
    () => experiences.items.map((l) => ({ value: l.id, label: l.value })),
    [experiences.items],
  )
  const stateOptions = useMemo(
    () =>
      s.states
        .filter((st) => st.stateId)
        .map((st) => ({ value: st.stateId!, label: st.stateName ?? st.stateCode ?? st.stateId! })),
    [s.states],
  )

  // The four single-choice filters, one row each: the state field, its label and its options
  const filters: { name: SelectFilter; label: string; placeholder: string; options: SelectOption[] }[] = [
    { name: 'positionId', label: 'Position', placeholder: 'Any position', options: positionOptions },
    { name: 'stateId', label: 'State', placeholder: 'Any state', options: stateOptions },
    { name: 'levelId', label: 'Level', placeholder: 'Any level', options: levelOptions },
    { name: 'experienceId', label: 'Experience', placeholder: 'Any experience', options: experienceOptions },
  ]

  if (!enabled) {
    return (
      <section className="page comp-engine" data-route="/comp-engine">
        <header className="page-header">
          <h1>Compensation engine</h1>
        </header>
        <Alert tone="info">{COMPENSATION_MESSAGES.notEnabled}.</Alert>
      </section>
    )
  }

  const r = s.result
  const hasFigures = r ? MEASURES.some((m) => r.buckets[m.key].median !== null) : false

  return (
    <section className="page comp-engine" data-route="/comp-engine">
      <header className="page-header">
        <h1>Compensation engine</h1>
        <p className="muted">
          Salary, variable and OTE benchmarks from candidates' wishes, placements and open jobs of the last 6 months.
        </p>
      </header>

      <form className="card comp-filters" aria-label="Benchmark filters" onSubmit={(e) => e.preventDefault()}>
        {filters.map((f) => (
          <Select
            key={f.name}
            label={f.label}
            name={f.name}
            placeholder={f.placeholder}
            options={f.options}
            value={s[f.name]}
            onChange={(e) => setFilter({ [f.name]: e.target.value })}
          />
        ))}
        <fieldset className="comp-pool">
          <legend className="field-label">Candidate pool</legend>
          {(
            [
              ['active', 'Active (JIT)'],
              ['all', 'All candidates'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="comp-pool-option">
              <input
                type="radio"
                name="pool"
                value={value}
                checked={s.pool === value}
                onChange={() => setFilter({ pool: value as Pool })}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      </form>

      {s.error && (
        <Alert>
          {s.error}{' '}
          <Button variant="link" onClick={() => void loadBenchmarks()}>
            Try again
          </Button>
        </Alert>
      )}

      <section className="card comp-results" aria-labelledby="comp-results-title" aria-busy={s.loading}>
        <h2 id="comp-results-title">Benchmarks</h2>
        {!r ? (
          s.loading && <Spinner label="Loading benchmarks" />
        ) : (
          <>
            <dl className="comp-counts">
              <div data-count="activeCandidateCount">
                <dt>Active candidates</dt>
                <dd>{r.activeCandidateCount}</dd>
              </div>
              <div data-count="allCandidateCount">
                <dt>All candidates</dt>
                <dd>{r.allCandidateCount}</dd>
              </div>
              <div data-count="activeJobCount">
                <dt>Open jobs</dt>
                <dd>{r.activeJobCount}</dd>
              </div>
              <div data-count="placementCount">
                <dt>Offers and hires</dt>
                <dd>{r.placementCount}</dd>
              </div>
              <div data-count="currentRoleCount">
                <dt>Current roles with pay</dt>
                <dd>{r.currentRoleCount}</dd>
              </div>
            </dl>
            {!hasFigures ? (
              <EmptyState title="Not enough data for these filters.">
                Figures are shown only when at least {r.minimumSample} salaries match, to protect individuals' pay. Try
                another position, any state, or all candidates.
              </EmptyState>
            ) : (
              <>
                <div className="comp-table-wrap">
                  <table className="comp-table">
                    <caption className="visually-hidden">
                      Compensation benchmarks ({r.selectedPool === 'active' ? 'active pool' : 'all candidates'})
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Measure</th>
                        <th scope="col" className="comp-sample">
                          Sample
                        </th>
                        <th scope="col">25th pct.</th>
                        <th scope="col">Median</th>
                        <th scope="col">75th pct.</th>
                      </tr>
                    </thead>
                    <tbody>
                      {MEASURES.map((m) => {
                        const b = r.buckets[m.key]
                        return (
                          <tr key={m.key} data-measure={m.key}>
                            <th scope="row">{m.label}</th>
                            <td data-figure="count" className="comp-sample">
                              {b.count}
                            </td>
                            <td data-figure="p25">{formatUsd(b.p25)}</td>
                            <td data-figure="median">{formatUsd(b.median)}</td>
                            <td data-figure="p75">{formatUsd(b.p75)}</td>
                          </tr>
                        )
                      })}
                    </tbody>
                  </table>
                </div>
                <p className="muted comp-note">
                  A dash means fewer than {r.minimumSample} amounts: too few to show without revealing someone's pay.
                </p>
                <div className="comp-charts">
                  {MEASURES.map((m) => (
                    <Histogram key={m.key} label={m.label} measure={m.key} benchmark={r.buckets[m.key]} />
                  ))}
                </div>
              </>
            )}
            <OteAndEquity result={r} />
          </>
        )}
      </section>
      <PingSalesTeam />
    </section>
  )
}

const percent = (n: number | null) => (n === null ? '—' : `${n}%`)
const ratio = (n: number | null) => (n === null ? '—' : `${n}×`)

/** Equity, the base/variable split and quota ÷ OTE: each with its sample, a dash below the minimum. */
function OteAndEquity({ result: r }: { result: Pick<CompensationEngineResult, 'equity' | 'split' | 'quotaToOte'> }) {
  return (
    <div className="comp-table-wrap">
      <table className="comp-table comp-extra">
        <caption>Equity and OTE structure</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col" className="comp-sample">
              Sample
            </th>
            <th scope="col">25th pct.</th>
            <th scope="col">Median</th>
            <th scope="col">75th pct.</th>
          </tr>
        </thead>
        <tbody>
          <tr data-extra="equity">
            <th scope="row">
              Equity (% of company)
              <span className="muted comp-extra-note">
                {' '}
                {r.equity.offeringCount} of {r.equity.consideredCount} jobs offer equity
              </span>
            </th>
            <td className="comp-sample">{r.equity.count}</td>
            <td>{percent(r.equity.p25Percent)}</td>
            <td>{percent(r.equity.medianPercent)}</td>
            <td>{percent(r.equity.p75Percent)}</td>
          </tr>
          <tr data-extra="split">
            <th scope="row">Base / variable split</th>
            <td className="comp-sample">{r.split.count}</td>
            <td>—</td>
            <td>{r.split.basePercent === null ? '—' : `${r.split.basePercent} / ${r.split.variablePercent}`}</td>
            <td>—</td>
          </tr>
          <tr data-extra="quotaToOte">
            <th scope="row">Quota ÷ OTE</th>
            <td className="comp-sample">{r.quotaToOte.count}</td>
            <td>{ratio(r.quotaToOte.p25)}</td>
            <td>{ratio(r.quotaToOte.median)}</td>
            <td>{ratio(r.quotaToOte.p75)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}

/** POST compensation-engine/ping-sales-team with the page's filters; says "queued", never "sent". */
function PingSalesTeam() {
  const s = useSnapshot(compEngineState)
  const [headcount, setHeadcount] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const headcountError =
    headcount && !/^\d{1,3}$/.test(headcount.trim()) ? 'Headcount is a whole number from 1 to 999' : null
  const send = async () => {
    if (headcountError) return
    setBusy(true)
    setOutcome(null)
    try {
      const answer = await pingSalesTeam({
        positionId: s.positionId || null,
        stateIds: s.stateId ? [s.stateId] : [],
        levelId: s.levelId || null,
        experienceId: s.experienceId || null,
        headcount: headcount.trim() ? Number(headcount) : null,
        message: message.trim() || null,
      })
      setOutcome({ ok: true, text: answer.message })
      setMessage('')
    } catch (e) {
      setOutcome({ ok: false, text: isApiError(e) ? e.message : 'The request could not be sent. Try again.' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="card comp-ping" aria-labelledby="comp-ping-title">
      <h2 id="comp-ping-title">Hiring for this role?</h2>
      <p className="muted">Ask our sales team to reach out; they see the filters you chose.</p>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void send()
        }}
      >
        <TextField
          label="Headcount"
          name="headcount"
          inputMode="numeric"
          value={headcount}
          error={headcountError}
          onChange={(e) => setHeadcount(e.target.value)}
        />
        <TextArea
          label="Message"
          name="message"
          maxLength={2000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <Button type="submit" disabled={busy || !!headcountError}>
          {busy ? 'Sending…' : 'Ping the sales team'}
        </Button>
      </form>
      <div aria-live="polite" data-ping-outcome={outcome ? (outcome.ok ? 'queued' : 'error') : undefined}>
        {outcome && <Alert tone={outcome.ok ? 'success' : undefined}>{outcome.text}</Alert>}
      </div>
    </section>
  )
}

const W = 320
const H = 140
const AXIS = 20

/** Simple SVG bars of one measure's histogram. */
function Histogram({
  label,
  measure,
  benchmark,
}: {
  label: string
  measure: string
  benchmark: { readonly count: number; readonly buckets: readonly { from: number; to: number; count: number }[] }
}) {
  const titleId = useId()
  const bars = benchmark.buckets
  if (bars.length === 0) return null
  const max = Math.max(...bars.map((b) => b.count), 1)
  const slot = W / bars.length
  const labelEvery = Math.ceil(bars.length / 6)
  const summary = bars.map((b) => `${shortUsd(b.from)}–${shortUsd(b.to)}: ${b.count}`).join(', ')
  return (
    <figure className="comp-chart" data-histogram={measure}>
      <figcaption id={titleId}>
        {label} <span className="muted">({benchmark.count} amounts)</span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H + AXIS}`} role="img" aria-labelledby={titleId} aria-describedby={`${titleId}-desc`}>
        <title>{`${label}: how many amounts fall in each range`}</title>
        <desc id={`${titleId}-desc`}>{summary}</desc>
        {bars.map((b, i) => {
          const h = (b.count / max) * (H - 4)
          return (
            <g key={b.from}>
              <rect className="comp-bar" x={i * slot + 1} y={H - h} width={Math.max(slot - 2, 1)} height={h}>
                <title>{`${shortUsd(b.from)}–${shortUsd(b.to)}: ${b.count}`}</title>
              </rect>
              {i % labelEvery === 0 && (
                <text className="comp-axis" x={i * slot + 1} y={H + 14}>
                  {shortUsd(b.from)}
                </text>
              )}
            </g>
          )
        })}
        <line className="comp-baseline" x1={0} x2={W} y1={H} y2={H} />
      </svg>
    </figure>
  )
}
