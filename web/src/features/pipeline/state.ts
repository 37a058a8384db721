/**
 * The job workspace store: the job, the open candidate list (which list, which stage filter), its
 * rows with the buttons the API gave each, the job's aggregate counts, the actions in flight,
 * and the client's anti-bias mode.
 *
 * Aggregates move optimistically: an action applies its predicted stage move at once
 * (`applyStageMove`, the same counting the API uses); the server's answer then replaces the
 * counts, with any other actions still in flight re-applied on top. A failed action drops its
 * move and the counts are fetched again, so what is shown always ends equal to the server.
 */
import type { JobAggregatesDto } from '@quota/shared/contracts/pipeline'
import {
  type Action,
  type AggregateRow,
  applyStageMove,
  type ListKind,
  type StageStatus,
  type StageType,
} from '@quota/shared/domain/workflow/index'
import { proxy, ref } from 'valtio'
import { http, isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { fetchJobSearchFilter } from '../candidates/api'
import { sessionState } from '../session/state'
import {
  bulkApprove,
  type CandidatesQuery,
  confirmInMailOutcome,
  fetchAggregates,
  fetchJobCandidates,
  fetchJobDetails,
  type JobCandidateListItem,
  type JobDetail,
  performAction,
  type RecommendPool,
  type StageActionResult,
} from './api'
import { listOfStage, predictStage, toAggregateRow } from './predict'

/** Filters of the job-stage list. */
export const STAGE_FILTERS = ['all', 'submittal', 'send_out', 'offer', 'hired', 'rejected'] as const
export type StageFilter = (typeof STAGE_FILTERS)[number]

export const STAGE_FILTER_LABELS: Record<StageFilter, string> = {
  all: 'All',
  submittal: 'Pending',
  send_out: 'Interviewing',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
}

const STAGE_FILTER_QUERY: Record<StageFilter, Pick<CandidatesQuery, 'stageType' | 'stageStatus'>> = {
  all: {},
  submittal: { stageType: 'submittal' },
  send_out: { stageType: 'send_out' },
  offer: { stageType: 'offer', stageStatus: 'current' },
  hired: { stageType: 'hired' },
  rejected: { stageStatus: 'rejected' },
}

function matchesFilter(filter: StageFilter, stage: { stageType: StageType; stageStatus: StageStatus }): boolean {
  const type = stage.stageType === 'hired' ? 'offer' : stage.stageType
  const status = stage.stageType === 'hired' ? 'accepted' : stage.stageStatus
  switch (filter) {
    case 'all':
      return true
    case 'submittal':
    case 'send_out':
      return type === filter
    case 'offer':
      return type === 'offer' && status === 'current'
    case 'hired':
      return type === 'offer' && status === 'accepted'
    case 'rejected':
      return status === 'rejected'
  }
}

export const PAGE_SIZE = 25

/** The shortlist's JIT Suggested variant: the JIT pool's candidates the sync put on the shortlist. */
export type ShortlistVariant = 'jit_suggested'

interface InFlight {
  id: number
  from: AggregateRow | null
  to: AggregateRow | null
}

function initial() {
  return {
    jobId: null as string | null,
    job: null as JobDetail | null,
    jobError: null as string | null,
    list: 'jobStage' as ListKind,
    stageFilter: 'all' as StageFilter,
    /** The recommended list's pool: both, active candidates or the just-in-time pool. */
    pool: 'all' as PoolFilter,
    /** A shortlist variant (000: the shortlist has JIT Suggested and JIT Farming variants): only the rows of this sub-status (JIT Suggested), or the whole shortlist. */
    variant: null as ShortlistVariant | null,
    rows: [] as JobCandidateListItem[],
    total: 0,
    offset: 0,
    loading: false,
    loadingMore: false,
    listError: null as string | null,
    aggregates: null as JobAggregatesDto | null,
    /** Candidate id -> the action running on that row. */
    pending: {} as Record<string, Action>,
    /** Rows ticked for bulk approval (at most 10). */
    selected: [] as string[],
    bulkPending: false,
    /** The job's matching list is being refilled from its saved filter (the search worker). */
    matchingRefreshing: false,
    /** Client users: hide identifying details (names, e-mail, links). */
    antiBias: readAntiBias(),
  }
}

/** The server keeps the setting (users/me antiBiasMode) and applies it to every answer about candidates. */
function readAntiBias(): boolean {
  return sessionState.user?.antiBiasMode === true
}

export const workspaceState = proxy(initial())

onResetAll(() => {
  Object.assign(workspaceState, initial(), { antiBias: false })
  inFlight.length = 0
})

let loadToken = 0
let baseAggregates: JobAggregatesDto | null = null
const inFlight: InFlight[] = []
let nextMoveId = 1

/** A move on the shown counts: the funnel by the shared rule, the hidden pool by one in or out. */
function moved(a: JobAggregatesDto, from: AggregateRow | null, to: AggregateRow | null): JobAggregatesDto {
  const next = applyStageMove(a, from, to)
  const live = (r: AggregateRow | null) => r?.stageType === 'hidden' && !r.isHistory
  const hidden = Math.max(0, a.provider.hidden.current + (live(to) ? 1 : 0) - (live(from) ? 1 : 0))
  return {
    ...next,
    provider: { ...next.provider, hidden: { current: hidden, accepted: 0, rejected: 0, total: hidden } },
    mainStage: a.mainStage,
  }
}

function showAggregates() {
  let a = baseAggregates
  if (a) for (const move of inFlight) a = moved(a, move.from, move.to)
  workspaceState.aggregates = a ? ref(a) : null
}

function setBaseAggregates(a: JobAggregatesDto) {
  baseAggregates = a
  showAggregates()
}

/** Tests start from known counts without a server. */
export function setBaseForTest(a: JobAggregatesDto) {
  inFlight.length = 0
  setBaseAggregates(a)
}

export function candidatesQuery(): CandidatesQuery {
  const s = workspaceState
  return {
    candidateType: s.list,
    ...(s.list === 'jobStage' ? STAGE_FILTER_QUERY[s.stageFilter] : {}),
    ...(s.list === 'recommended' && s.pool !== 'all' ? { pool: s.pool } : {}),
    ...(s.list === 'shortlist' && s.variant ? { stageCurrentStatus: s.variant } : {}),
    ...(s.antiBias ? { isAntiBiasMode: true } : {}),
    limit: PAGE_SIZE,
  }
}

/**
 * Opens a job's workspace on a list: loads the job and its counts when the job changes (the
 * counts again otherwise), and the list's first page.
 */
export async function openWorkspace(jobId: string, list: ListKind, variant: ShortlistVariant | null = null) {
  const s = workspaceState
  if (s.jobId !== jobId) {
    s.jobId = jobId
    s.job = null
    s.jobError = null
    s.aggregates = null
    s.stageFilter = 'all'
    s.pool = 'all'
    s.rows = []
    s.total = 0
    baseAggregates = null
    inFlight.length = 0
    void loadJob(jobId)
  } else if (!inFlight.length) {
    void refreshAggregates()
  }
  if (s.list !== list || s.variant !== variant) {
    s.list = list
    s.variant = variant
    s.rows = []
    s.total = 0
  }
  s.selected = []
  await loadCandidates()
}

/**
 * One candidate's row on a job, for the stage actions beside a profile (a client reviewing whom
 * they decide on). The row joins the workspace's rows so an action updates it like on the list.
 */
export async function openCandidateOnJob(
  jobId: string,
  candidateId: string,
  antiBias: boolean,
): Promise<JobCandidateListItem | null> {
  const s = workspaceState
  if (s.jobId !== jobId) {
    s.jobId = jobId
    s.job = null
    s.jobError = null
    s.aggregates = null
    s.rows = []
    s.total = 0
    baseAggregates = null
    inFlight.length = 0
    void loadJob(jobId)
  }
  const answer = await fetchJobCandidates(jobId, {
    candidateId,
    limit: 1,
    ...(antiBias ? { isAntiBiasMode: true } : {}),
  })
  const item = answer.data[0] ?? null
  if (item && s.jobId === jobId) {
    const i = s.rows.findIndex((r) => r.candidate.id === candidateId)
    if (i >= 0) s.rows[i] = item
    else s.rows.push(item)
  }
  return item
}

async function loadJob(jobId: string) {
  try {
    const [job, aggregates] = await Promise.all([fetchJobDetails(jobId), fetchAggregates(jobId)])
    if (workspaceState.jobId !== jobId) return
    workspaceState.job = ref(job)
    setBaseAggregates(aggregates.aggregates)
  } catch (error) {
    if (workspaceState.jobId !== jobId) return
    workspaceState.jobError = isApiError(error) ? error.message : 'The job could not be loaded.'
  }
}

/** The job as its details tabs saved it (PATCH answers the whole job). */
export function setWorkspaceJob(job: JobDetail) {
  if (workspaceState.jobId === job.id) workspaceState.job = ref(job)
}

/** The job and its counts again, after a change that moves both (a status change may reject candidates). */
export async function reloadWorkspaceJob() {
  const jobId = workspaceState.jobId
  if (jobId) await loadJob(jobId)
}

export async function refreshAggregates() {
  const jobId = workspaceState.jobId
  if (!jobId) return
  try {
    const answer = await fetchAggregates(jobId)
    if (workspaceState.jobId === jobId) setBaseAggregates(answer.aggregates)
  } catch {
    // the next action's answer brings the counts again
  }
}

/** Loads the first page of the current list. */
export async function loadCandidates() {
  const s = workspaceState
  const jobId = s.jobId
  if (!jobId) return
  const token = ++loadToken
  s.loading = true
  s.listError = null
  try {
    const answer = await fetchJobCandidates(jobId, { ...candidatesQuery(), offset: 0 })
    if (token !== loadToken) return
    s.rows = answer.data
    s.total = answer.meta.total
    s.offset = answer.data.length
  } catch (error) {
    if (token !== loadToken) return
    s.rows = []
    s.total = 0
    s.listError = isApiError(error) ? error.message : 'The candidates could not be loaded.'
  } finally {
    if (token === loadToken) s.loading = false
  }
}

export async function loadMoreCandidates() {
  const s = workspaceState
  if (!s.jobId || s.loadingMore || s.rows.length >= s.total) return
  const token = loadToken
  s.loadingMore = true
  try {
    const answer = await fetchJobCandidates(s.jobId, { ...candidatesQuery(), offset: s.rows.length })
    if (token !== loadToken) return
    const seen = new Set(s.rows.map((r) => r.candidate.id))
    s.rows.push(...answer.data.filter((r) => !seen.has(r.candidate.id)))
    s.total = answer.meta.total
  } finally {
    s.loadingMore = false
  }
}

export function setStageFilter(filter: StageFilter) {
  if (workspaceState.stageFilter === filter) return
  workspaceState.stageFilter = filter
  void loadCandidates()
}

/** The recommended list's pool switch: both pools, active or JIT. */
export type PoolFilter = 'all' | RecommendPool

export function setPool(pool: PoolFilter) {
  if (workspaceState.pool === pool) return
  workspaceState.pool = pool
  void loadCandidates()
}

export function setAntiBias(on: boolean) {
  workspaceState.antiBias = on
  if (sessionState.user) sessionState.user.antiBiasMode = on
  // saved on the server, which from then on anonymises every answer (JSON, PDF, share links)
  void http
    .patch('/users', { antiBiasMode: on })
    .catch(() => undefined)
    .finally(() => {
      if (workspaceState.jobId) void loadCandidates()
    })
}

/** Whether a row still belongs to the open list (and filter) after its stage changed. */
function belongsHere(stage: JobCandidateListItem['stage']): boolean {
  const s = workspaceState
  if (listOfStage(stage) !== s.list) return false
  if (s.variant && stage.stageCurrentStatus !== s.variant) return false
  return s.list !== 'jobStage' || matchesFilter(s.stageFilter, stage)
}

/**
 * Runs a stage action on a row: moves the counts at once, asks the server, then shows its
 * answer (the row's new stage and buttons, the counts). Throws the API error for the dialog to show.
 */
export async function runAction<A extends Action>(
  item: JobCandidateListItem,
  action: A,
  body: Parameters<typeof performAction<A>>[3],
  options?: { handledStatuses?: number[] },
): Promise<StageActionResult> {
  const s = workspaceState
  const jobId = s.jobId
  if (!jobId) throw new Error('No job is open')
  const candidateId = item.candidate.id
  const from = toAggregateRow(item.stage)
  const predicted = action === 'delete' ? null : predictStage(action, item.stage)
  const move: InFlight | null = action === 'delete' || predicted ? { id: nextMoveId++, from, to: predicted } : null
  if (move) {
    inFlight.push(move)
    showAggregates()
  }
  s.pending[candidateId] = action
  const drop = () => {
    const i = move ? inFlight.indexOf(move) : -1
    if (i >= 0) inFlight.splice(i, 1)
  }
  try {
    const result = await performAction(
      jobId,
      candidateId,
      action,
      { expectedVersion: item.stage.version, ...body },
      options,
    )
    if (workspaceState.jobId !== jobId) return result
    drop()
    setBaseAggregates(result.aggregates)
    const i = s.rows.findIndex((r) => r.candidate.id === candidateId)
    if (i >= 0) {
      if (action === 'delete' || !belongsHere(result.stage)) {
        s.rows.splice(i, 1)
        s.total = Math.max(0, s.total - 1)
      } else {
        s.rows[i] = { ...s.rows[i]!, stage: result.stage, actions: result.actions }
      }
    }
    return result
  } catch (error) {
    drop()
    showAggregates()
    void refreshAggregates()
    // The row changed elsewhere (or the action is no longer available): show what is there now.
    if (isApiError(error) && (error.status === 409 || error.status === 404)) void loadCandidates()
    throw error
  } finally {
    delete s.pending[candidateId]
  }
}

/**
 * Confirms how a drafted InMail ended (InMail Sent / InMail Error), the call the extension makes:
 * the row and the counts show the server's answer. Throws the API error for the row to show.
 */
export async function confirmInMail(item: JobCandidateListItem, outcome: 'sent' | 'failed') {
  const s = workspaceState
  const jobId = s.jobId
  if (!jobId) throw new Error('No job is open')
  const result = await confirmInMailOutcome(jobId, item.candidate.id, outcome)
  if (workspaceState.jobId !== jobId) return result
  setBaseAggregates(result.aggregates)
  const i = s.rows.findIndex((r) => r.candidate.id === item.candidate.id)
  if (i >= 0) s.rows[i] = { ...s.rows[i]!, stage: result.stage, actions: result.actions }
  return result
}

// ---- bulk approval (spec 000 §4: Pending AM Approval only, at most 10) --------------------------

export const MAX_SELECTED = 10

/** Ticks or unticks a row; answers false when 10 are already ticked. */
export function toggleRowSelected(candidateId: string): boolean {
  const s = workspaceState
  const i = s.selected.indexOf(candidateId)
  if (i >= 0) {
    s.selected.splice(i, 1)
    return true
  }
  if (s.selected.length >= MAX_SELECTED) return false
  s.selected.push(candidateId)
  return true
}

/** Approves the ticked rows at once: counts move first, then the server's answer and the list again. */
export async function approveSelected(): Promise<number> {
  const s = workspaceState
  const jobId = s.jobId
  if (!jobId || !s.selected.length || s.bulkPending) return 0
  const ids = [...s.selected]
  const rows = s.rows.filter((r) => ids.includes(r.candidate.id))
  const moves: InFlight[] = rows.map((r) => ({
    id: nextMoveId++,
    from: toAggregateRow(r.stage),
    to: predictStage('bulkApprove', r.stage),
  }))
  inFlight.push(...moves)
  showAggregates()
  s.bulkPending = true
  try {
    const answer = await bulkApprove(jobId, ids)
    for (const m of moves) inFlight.splice(inFlight.indexOf(m), 1)
    setBaseAggregates(answer.aggregates)
    s.selected = []
    await loadCandidates()
    return answer.stages.length
  } catch (error) {
    for (const m of moves) {
      const i = inFlight.indexOf(m)
      if (i >= 0) inFlight.splice(i, 1)
    }
    showAggregates()
    void refreshAggregates()
    throw error
  } finally {
    s.bulkPending = false
  }
}

/** How often the job's filter is asked whether its matching refresh is done, and for how long (2 min). */
export const FOLLOW_MATCHING = { everyMs: 1_500, times: 80 }

/**
 * After the job's saved filter changed, its matching list is refilled in the background (the
 * search worker). The filter says while that refresh is pending; the open list is read again once
 * it is done (or after two minutes, whatever the worker's state).
 */
export async function followMatchingList() {
  const s = workspaceState
  const jobId = s.jobId
  if (!jobId || s.list !== 'matching') return
  const stillOpen = () => s.jobId === jobId && s.list === 'matching'
  s.matchingRefreshing = true
  try {
    for (let i = 0; i < FOLLOW_MATCHING.times; i++) {
      await new Promise((resolve) => setTimeout(resolve, FOLLOW_MATCHING.everyMs))
      if (!stillOpen()) return
      const filter = await fetchJobSearchFilter(jobId).catch(() => null)
      if (filter && !filter.matchingRefreshPending) break
    }
    if (stillOpen()) await loadCandidates()
  } finally {
    if (s.jobId === jobId) s.matchingRefreshing = false
  }
}
