/**
 * <quota-comp-engine>: the free compensation planning tool on a client's site (spec 000 line 15,
 * 002 §7 POST compensation-engine): position, level, state, experience and pool in; base,
 * variable, OTE and equity benchmarks out (25th percentile, median, 75th percentile and how many
 * amounts each rests on; figures from too few amounts are suppressed by the API), the base/variable
 * split and quota ÷ OTE where the data allows, with candidate, job and placement counts and a
 * "ping the sales team" form (sales-ping.tsx: the visitor's contact and what they looked at, sent
 * under the widget's access key). Attributes: position-id, access-key.
 */
import { useEffect, useMemo, useState } from 'preact/hooks'
import { apiOf, call, type WidgetApiError } from '../ui/api'
import { defineWidget, emit, type WidgetProps } from '../ui/define'
import { Field } from '../ui/field'
import { SalesPing } from '../ui/sales-ping'
import { useWidgetSetup } from '../ui/setup'

interface Props extends WidgetProps {
  positionId?: string
  accessKey?: string
}

interface Benchmark {
  count: number
  p25: number | null
  median: number | null
  p75: number | null
}
interface Figures {
  count: number
  p25: number | null
  median: number | null
  p75: number | null
}
interface Result {
  minimumSample: number
  equity: {
    count: number
    offeringCount: number
    consideredCount: number
    p25Percent: number | null
    medianPercent: number | null
    p75Percent: number | null
  }
  split: { count: number; basePercent: number | null; variablePercent: number | null }
  quotaToOte: Figures
  activeCandidateCount: number
  allCandidateCount: number
  activeJobCount: number
  placementCount: number
  buckets: { base: Benchmark; variable: Benchmark; ote: Benchmark }
}
interface PositionCategory {
  id: string
  name: string
  positions: { id: string; value: string }[]
}
interface Value {
  id: string
  value: string
}
interface State {
  stateId: string | null
  stateName: string | null
}

const MEASURES = [
  ['base', 'Base salary'],
  ['variable', 'Variable'],
  ['ote', 'OTE'],
] as const
const pct = (n: number | null) => (n === null ? '—' : `${n}%`)
const times = (n: number | null) => (n === null ? '—' : `${n}×`)
const listOf = (key: string) => `/api/guest/list-of-values?key=${key}&doNotApplyLimit=true&cache=true`
const usd = (n: number | null) => (n === null ? '—' : `$${Math.round(n).toLocaleString('en-US')}`)

function CompEngine(props: Props) {
  const api = useMemo(() => apiOf(props.accessKey), [props.accessKey])
  useWidgetSetup(props.container, api, 'comp-engine')
  const [positions, setPositions] = useState<PositionCategory[]>([])
  const [states, setStates] = useState<State[]>([])
  const [positionId, setPositionId] = useState(props.positionId ?? '')
  const [stateId, setStateId] = useState('')
  const [levels, setLevels] = useState<Value[]>([])
  const [experiences, setExperiences] = useState<Value[]>([])
  const [levelId, setLevelId] = useState('')
  const [experienceId, setExperienceId] = useState('')
  const [pool, setPool] = useState<'active' | 'all'>('all')
  const [result, setResult] = useState<Result | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    call<PositionCategory[]>(api, '/api/positions?isCompEngine=true').then(setPositions, () => setPositions([]))
    call<State[]>(api, '/api/locations/states').then(setStates, () => setStates([]))
    call<Value[]>(api, listOf('level')).then(setLevels, () => setLevels([]))
    call<Value[]>(api, listOf('yearsOfRequiredExperience')).then(setExperiences, () => setExperiences([]))
  }, [api])

  useEffect(() => {
    let live = true
    setError(null)
    call<Result>(api, '/api/inbound/compensation-engine', {
      json: {
        positionIds: positionId ? [positionId] : [],
        stateIds: stateId ? [stateId] : [],
        levelIds: levelId ? [levelId] : [],
        experienceIds: experienceId ? [experienceId] : [],
        pool,
      },
    }).then(
      (r) => {
        if (!live) return
        setResult(r)
        // an estimate shown is not a conversion: `quota:submitted` is only the sales ping's real submit
        emit(props.container, 'quota:estimated', {
          widget: 'comp-engine',
          positionId,
          stateId,
          levelId,
          experienceId,
          pool,
          result: r,
        })
      },
      (e: WidgetApiError) => {
        if (!live) return
        setError(e.message)
        emit(props.container, 'quota:error', {
          widget: 'comp-engine',
          code: e.code,
          status: e.status,
          message: e.message,
        })
      },
    )
    return () => {
      live = false
    }
  }, [api, positionId, stateId, levelId, experienceId, pool])

  const suppressed = result && MEASURES.every(([m]) => result.buckets[m].median === null)
  return (
    <div class="q-root">
      <h2>Compensation benchmarks</h2>
      <p class="q-sub">Base, variable and OTE from placements, open jobs and candidates of the last 6 months.</p>
      <div class="q-row">
        <Field id="q-position" label="Position">
          {(a) => (
            <select {...a} onChange={(e) => setPositionId((e.target as HTMLSelectElement).value)}>
              <option value="">All positions</option>
              {positions.map((c) => (
                <optgroup key={c.id} label={c.name}>
                  {c.positions.map((p) => (
                    <option key={p.id} value={p.id} selected={p.id === positionId}>
                      {p.value}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Field id="q-state" label="Location (state)">
          {(a) => (
            <select {...a} onChange={(e) => setStateId((e.target as HTMLSelectElement).value)}>
              <option value="">Anywhere in the US</option>
              {states.map((s) => (
                <option key={s.stateId} value={s.stateId ?? ''}>
                  {s.stateName}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div class="q-row">
        <Field id="q-level" label="Level">
          {(a) => (
            <select {...a} onChange={(e) => setLevelId((e.target as HTMLSelectElement).value)}>
              <option value="">Any level</option>
              {levels.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.value}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="q-experience" label="Experience">
          {(a) => (
            <select {...a} onChange={(e) => setExperienceId((e.target as HTMLSelectElement).value)}>
              <option value="">Any experience</option>
              {experiences.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.value}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field id="q-pool" label="Candidates">
        {(a) => (
          <select {...a} onChange={(e) => setPool((e.target as HTMLSelectElement).value as 'active' | 'all')}>
            <option value="all">All candidates</option>
            <option value="active">Active candidates only</option>
          </select>
        )}
      </Field>
      <p class="q-alert" role="alert" hidden={!error}>
        {error}
      </p>
      <div aria-live="polite">
        {result ? (
          <div>
            <p class="q-sub" data-counts="">
              {result.allCandidateCount} candidates ({result.activeCandidateCount} active) · {result.activeJobCount}{' '}
              jobs · {result.placementCount} placements
            </p>
            {suppressed ? (
              <p class="q-sub">
                Not enough data for these filters yet: figures need at least {result.minimumSample} amounts.
              </p>
            ) : (
              // a region that scrolls sideways at 320 px rather than cutting the 75th percentile off; focusable
              // so a keyboard can scroll it (axe: scrollable-region-focusable)
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
              <section class="q-scroll" aria-label="Compensation benchmarks" tabIndex={0}>
                <table>
                  <caption class="q-sr">Compensation benchmarks</caption>
                  <thead>
                    <tr>
                      <th scope="col">Measure</th>
                      <th scope="col">25th</th>
                      <th scope="col">Median</th>
                      <th scope="col">75th</th>
                      <th scope="col">Amounts</th>
                    </tr>
                  </thead>
                  <tbody>
                    {MEASURES.map(([m, label]) => (
                      <tr key={m} data-measure={m}>
                        <th scope="row">{label}</th>
                        <td>{usd(result.buckets[m].p25)}</td>
                        <td>{usd(result.buckets[m].median)}</td>
                        <td>{usd(result.buckets[m].p75)}</td>
                        <td>{result.buckets[m].count}</td>
                      </tr>
                    ))}
                    <tr data-measure="equity">
                      <th scope="row">Equity (% of company)</th>
                      <td>{pct(result.equity.p25Percent)}</td>
                      <td>{pct(result.equity.medianPercent)}</td>
                      <td>{pct(result.equity.p75Percent)}</td>
                      <td>{result.equity.count}</td>
                    </tr>
                    <tr data-measure="quotaToOte">
                      <th scope="row">Quota ÷ OTE</th>
                      <td>{times(result.quotaToOte.p25)}</td>
                      <td>{times(result.quotaToOte.median)}</td>
                      <td>{times(result.quotaToOte.p75)}</td>
                      <td>{result.quotaToOte.count}</td>
                    </tr>
                  </tbody>
                </table>
              </section>
            )}
            {result.split.basePercent !== null ? (
              <p class="q-sub" data-split="">
                OTE splits {result.split.basePercent} % base / {result.split.variablePercent} % variable (median of{' '}
                {result.split.count}).
              </p>
            ) : null}
            <p class="q-sub" data-equity-offered="">
              {result.equity.offeringCount} of {result.equity.consideredCount} jobs offer equity.
            </p>
          </div>
        ) : null}
      </div>
      <SalesPing api={api} container={props.container} lookedAt={{ positionId, stateId, levelId, experienceId }} />
    </div>
  )
}

defineWidget<Props>('quota-comp-engine', CompEngine, { positionId: 'string', accessKey: 'string' })
