/** The compensation engine's filters and answer (valtio). */
import { proxy } from 'valtio'
import { isApiError } from '../../app/http'
import {
  type CompensationEngineResult,
  fetchBenchmarks,
  fetchPositionCategories,
  fetchStates,
  type Location,
  type PositionCategory,
} from './api'

export type Pool = 'active' | 'all'

export const compEngineState = proxy({
  positionId: '',
  stateId: '',
  levelId: '',
  experienceId: '',
  pool: 'active' as Pool,
  positions: [] as PositionCategory[],
  states: [] as Location[],
  result: null as CompensationEngineResult | null,
  loading: false,
  error: null as string | null,
})

/** The body the page sends for its current filters. */
export function currentBody() {
  const s = compEngineState
  return {
    positionIds: s.positionId ? [s.positionId] : [],
    stateIds: s.stateId ? [s.stateId] : [],
    cityIds: [],
    levelIds: s.levelId ? [s.levelId] : [],
    experienceIds: s.experienceId ? [s.experienceId] : [],
    pool: s.pool,
  }
}

let seq = 0
export async function loadBenchmarks(): Promise<void> {
  const mine = ++seq
  compEngineState.loading = true
  compEngineState.error = null
  try {
    const result = await fetchBenchmarks(currentBody())
    if (mine === seq) compEngineState.result = result
  } catch (e) {
    if (mine === seq) compEngineState.error = isApiError(e) ? e.message : 'The benchmarks could not be loaded.'
  } finally {
    if (mine === seq) compEngineState.loading = false
  }
}

export async function loadFilters(): Promise<void> {
  const [positions, states] = await Promise.all([
    fetchPositionCategories().catch(() => []),
    fetchStates().catch(() => []),
  ])
  compEngineState.positions = positions
  compEngineState.states = states
}

export function setFilter(
  patch: Partial<Pick<typeof compEngineState, 'positionId' | 'stateId' | 'levelId' | 'experienceId' | 'pool'>>,
): void {
  Object.assign(compEngineState, patch)
  void loadBenchmarks()
}
