/**
 * The Recommended tab's parts (000 §1, 001 §4 and §7): the pool switch (active / JIT), the
 * engine's status while it computes (`recommend/status`, polled until ready), each candidate's
 * explanation (the rules met, the score part per dimension, and for a near-miss what would
 * change it), the job's best near-misses, and for staff with `enable-re-debug` the engine's whole
 * decision (every rule with its inputs and outcome, every score part).
 */
import { useEffect, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { isApiError } from '../../app/http'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import {
  fetchNearMisses,
  fetchRecommendationDetails,
  fetchRecommendStatus,
  type NearMissesDto,
  type RecommendationDetailsDto,
  type RecommendPool,
  type RecommendStatusDto,
  recomputeRecommendations,
} from './api'
import { loadCandidates, type PoolFilter, setPool, workspaceState } from './state'

export const POOL_LABELS: Record<RecommendPool, string> = { active: 'Active', jit: 'JIT' }
const POOL_FILTERS: { pool: PoolFilter; label: string }[] = [
  { pool: 'all', label: 'Both pools' },
  { pool: 'active', label: 'Active' },
  { pool: 'jit', label: 'JIT' },
]
/** How often the status is asked again while the engine computes. */
export const STATUS_POLL_MS = 2_000

const messageOf = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback)

/**
 * Above the recommended list: the pool switch, the engine's status (and its message: still in
 * progress, too many, retry) and, for recruiters, "Recompute now". While a run is in progress
 * the status is asked again every 2 s; when it turns ready the list loads again.
 */
export function RecommendedToolbar({ jobId, canRecompute }: { jobId: string; canRecompute: boolean }) {
  const { pool } = useSnapshot(workspaceState)
  const [status, setStatus] = useState<RecommendStatusDto | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [recomputing, setRecomputing] = useState(false)

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | null = null
    let wasInProgress = false
    async function poll() {
      try {
        const answer = await fetchRecommendStatus(jobId)
        if (stopped) return
        setStatus(answer)
        setError(null)
        if (answer.status === 'inProgress') {
          wasInProgress = true
          timer = setTimeout(() => void poll(), STATUS_POLL_MS)
        } else if (wasInProgress) {
          wasInProgress = false
          void loadCandidates()
        }
      } catch (e) {
        if (!stopped) setError(messageOf(e, 'The recommendations’ status could not be loaded.'))
      }
    }
    void poll()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [jobId])

  async function recompute() {
    setRecomputing(true)
    try {
      await recomputeRecommendations(jobId)
      setStatus(await fetchRecommendStatus(jobId))
      await loadCandidates()
    } catch (e) {
      setError(messageOf(e, 'The recommendations could not be computed.'))
    } finally {
      setRecomputing(false)
    }
  }

  const counts = Object.fromEntries((status?.pools ?? []).map((p) => [p.pool, p]))
  return (
    <div className="recommended-toolbar">
      <fieldset className="segmented" aria-label="Pool">
        <legend className="visually-hidden">Pool</legend>
        {POOL_FILTERS.map(({ pool: p, label }) => {
          const count = p === 'all' ? null : counts[p]?.resultCount
          return (
            <button
              key={p}
              type="button"
              className="segmented-item"
              data-pool={p}
              aria-pressed={pool === p}
              onClick={() => setPool(p)}
            >
              {label}
              {count != null && <span className="tab-count">{count}</span>}
            </button>
          )
        })}
      </fieldset>
      <div className="recommend-status" data-status={status?.status ?? 'loading'} aria-live="polite">
        {error ? (
          <Alert>{error}</Alert>
        ) : !status ? (
          <span className="muted">Checking the recommendations…</span>
        ) : status.status === 'inProgress' ? (
          <span className="recommend-status-text">
            <span className="spinner" aria-hidden="true" /> {status.message ?? 'Computing recommendations…'}
          </span>
        ) : status.status === 'none' ? (
          <span className="recommend-status-text muted">Recommendations have not been computed for this job yet.</span>
        ) : status.status === 'error' ? (
          <Alert>{status.message}</Alert>
        ) : (
          <span className="recommend-status-text muted">
            Ready
            {status.pools[0]?.finishedAt && ` · computed ${new Date(status.pools[0].finishedAt).toLocaleString()}`}
          </span>
        )}
        {status?.status === 'ready' && status.message && <Alert tone="warning">{status.message}</Alert>}
      </div>
      {canRecompute && (
        <Button
          variant="secondary"
          loading={recomputing}
          disabled={status?.status === 'inProgress'}
          onClick={() => void recompute()}
        >
          Recompute now
        </Button>
      )}
    </div>
  )
}

/** A rule's inputs as "name: value" lines (the debug view). */
function inputText(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

type Rule = RecommendationDetailsDto['rules'][number]
type ScorePart = RecommendationDetailsDto['score']['parts'][number]

/**
 * The numbered rules, one table for everyone: the rules met with their detail, or for staff
 * with `enable-re-debug` every rule with its outcome and inputs (two more columns).
 */
function RulesTable({ rules, debug }: { rules: readonly Rule[]; debug: boolean }) {
  return (
    <table className="recommendation-rules">
      <caption>{debug ? 'Every rule (engine decision)' : 'Rules met'}</caption>
      <thead>
        <tr>
          <th scope="col">Rule</th>
          {debug && <th scope="col">Outcome</th>}
          <th scope="col">Detail</th>
          {debug && <th scope="col">Inputs</th>}
        </tr>
      </thead>
      <tbody>
        {rules.map((r) => (
          <tr key={r.id} data-rule={r.number} data-met={r.met}>
            <th scope="row">
              {r.number}. {r.text}
            </th>
            {debug && <td>{r.met ? 'Met' : 'Failed'}</td>}
            <td>{r.detail}</td>
            {debug && (
              <td>
                <dl className="rule-inputs">
                  {Object.entries(r.inputs ?? {}).map(([k, v]) => (
                    <div key={k}>
                      <dt>{k}</dt>
                      <dd>{inputText(v)}</dd>
                    </div>
                  ))}
                </dl>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The fit score's parts: those that apply, or for debug every part with whether it applies. */
function ScorePartsTable({ parts, debug }: { parts: readonly ScorePart[]; debug: boolean }) {
  return (
    <table className="score-parts">
      <caption>Score parts</caption>
      <thead>
        <tr>
          <th scope="col">Dimension</th>
          {debug && <th scope="col">Applies</th>}
          <th scope="col">Points</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {parts.map((p) => (
          <tr key={p.dimension} data-dimension={p.dimension}>
            <th scope="row">{p.label}</th>
            {debug && <td>{p.applies ? 'Yes' : 'No'}</td>}
            <td>
              {p.points}/{p.max}
            </td>
            <td>{p.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const PREFERRED_OUTCOME = {
  true: 'matches',
  false: 'does not match',
  null: 'not judged here (ranks the Matching list)',
}

/**
 * The job filter's preferred items: which the candidate matches, and the rank that gives (the fit
 * score times the boost per match). Nothing when the job's filter has none.
 */
function PreferredFilters({ preferred }: { preferred: RecommendationDetailsDto['preferred'] }) {
  if (!preferred.items.length) return null
  return (
    <section aria-label="Preferred filters" className="preferred-filters">
      <h4>Preferred filters</h4>
      <ul>
        {preferred.items.map((i) => (
          <li key={i.key} data-matched={String(i.matched)}>
            {i.label}: {PREFERRED_OUTCOME[String(i.matched) as keyof typeof PREFERRED_OUTCOME]}
          </li>
        ))}
      </ul>
      <p className="preferred-rank">
        {preferred.matched
          ? `Ranked ×${preferred.factor} (${preferred.matched} matched, ×${preferred.boost} each): ${preferred.rank}`
          : 'No preferred filter matched: ranked by the fit score'}
      </p>
    </section>
  )
}

/**
 * The explanation of one candidate for one job, shown once loaded: the rules met and the score
 * parts that apply; staff with `enable-re-debug` see the same tables with every rule and part.
 */
export function RecommendationExplanation({ details }: { details: RecommendationDetailsDto }) {
  const debug = details.debug
  const rules = debug ? details.rules : details.rules.filter((r) => r.met)
  const parts = debug ? details.score.parts : details.score.parts.filter((p) => p.applies)
  return (
    <div className="recommendation-explanation" data-debug={debug}>
      <p className="recommendation-score">
        Fit score <strong>{details.score.total}</strong>/100
        {details.pool && ` · ${POOL_LABELS[details.pool]} pool`}
        {!details.eligible && ' · not eligible'}
      </p>
      {rules.length > 0 && <RulesTable rules={rules} debug={debug} />}
      {parts.length > 0 && <ScorePartsTable parts={parts} debug={debug} />}
      <PreferredFilters preferred={details.preferred} />
      {details.nearMiss && (
        <section aria-label="What would change it" className="near-miss">
          <h4>What would change it</h4>
          <p>
            Fails rule {details.nearMiss.ruleNumber}: {details.nearMiss.ruleText}
          </p>
          <ul>
            {details.nearMiss.wouldChange.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

/** "Why recommended": a disclosure on a row that loads the candidate's explanation when opened. */
export function RecommendationWhy({
  jobId,
  candidateId,
  name,
  label = 'Why recommended',
  initiallyOpen = false,
}: {
  jobId: string
  candidateId: string
  name: string
  label?: string
  /** The JIT Suggested list shows its reasons at once. */
  initiallyOpen?: boolean
}) {
  const [open, setOpen] = useState(initiallyOpen)
  const [details, setDetails] = useState<RecommendationDetailsDto | null>(null)
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  useEffect(() => {
    if (!open || details) return
    let stopped = false
    fetchRecommendationDetails(jobId, candidateId)
      .then((d) => {
        if (!stopped) setDetails(d)
      })
      .catch((e) => {
        if (!stopped) setError(messageOf(e, 'The explanation could not be loaded.'))
      })
    return () => {
      stopped = true
    }
  }, [open, details, jobId, candidateId])

  return (
    <div className="recommendation-why">
      <Button
        variant="link"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${label}: ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </Button>
      <div id={id} hidden={!open}>
        {open &&
          (error ? (
            <Alert>{error}</Alert>
          ) : details ? (
            <RecommendationExplanation details={details} />
          ) : (
            <Spinner label="Loading the explanation" />
          ))}
      </div>
    </div>
  )
}

/** The job's best near-misses (one fixable rule away) with what would change each. */
export function NearMisses({ jobId }: { jobId: string }) {
  const { pool } = useSnapshot(workspaceState)
  const [rows, setRows] = useState<NearMissesDto['data'] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let stopped = false
    fetchNearMisses(jobId)
      .then((r) => {
        if (!stopped) setRows(r)
      })
      .catch((e) => {
        if (!stopped) setError(messageOf(e, 'The near-misses could not be loaded.'))
      })
    return () => {
      stopped = true
    }
  }, [jobId])

  if (pool === 'jit') return null
  return (
    <section className="card near-misses" aria-labelledby="near-misses-title">
      <h2 id="near-misses-title" className="list-title">
        Near misses
      </h2>
      <p className="muted">Candidates one rule away from this job, and what would change it.</p>
      {error ? (
        <Alert>{error}</Alert>
      ) : !rows ? (
        <Spinner label="Loading near misses" />
      ) : rows.length === 0 ? (
        <p className="muted">No near misses.</p>
      ) : (
        <ul className="row-list">
          {rows.map((m) => (
            <li key={m.candidateId} className="row-list-item near-miss-row" data-candidate-id={m.candidateId}>
              <h3 className="candidate-name">
                <Link href={`/candidate/profile?candidateId=${m.candidateId}&jobId=${jobId}`}>{m.name}</Link>
                <span className="badge badge-neutral">Fit {m.score}</span>
              </h3>
              <p>
                Fails rule {m.ruleNumber}: {m.ruleText}
              </p>
              <ul className="would-change">
                {m.wouldChange.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
