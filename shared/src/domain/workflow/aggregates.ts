import { type MainStage, mainStage } from './main-stage'
import { normalizeStage, type StagePosition } from './stage-row'
import type { SubStatus } from './vocabulary'

/**
 * A job's candidate counts (002 §3 "Job aggregates"), read as a funnel (decisions doc):
 *
 *   current  = candidates there now
 *   accepted = candidates that moved on from there
 *   rejected = candidates rejected there
 *   total    = current + accepted + rejected
 *
 * The funnel runs in one line through both blocks:
 *
 *   provider: pitched → shortList → submittal (not yet seen by the client)
 *   client:   submittal (seen by the client) → sendOut → offer (accepted offer = hired)
 *
 * A candidate counts in the step its live row is at, and as "accepted" in every earlier step,
 * whether or not it stopped there. That is the spec's own reading ("submittal to offer adds to
 * send-out accepted and total"), so a step's total is "how many got at least this far", and each
 * count is a function of the live rows alone; hence a recount always equals the incremental form.
 *
 * Where a row sits:
 * - matching, hidden and recommended are pools, not funnel steps: such rows are not counted;
 * - a submittal with no status or in Pending AM Approval, unless accepted, has not reached the
 *   client: provider submittal. Any other submittal (the client accepted it, pitched it, asked
 *   about it, ...) is the client's. A rejection keeps its status, so it lands on the same side;
 * - offer counts by its status (current, accepted = hired, rejected); every other step counts a
 *   row as current unless it is rejected (so an accepted submittal or interview is still current
 *   there: it has not moved on);
 * - history rows are ignored: only the live row says where a candidate is.
 *
 * The spec's client block also lists "pitched"; a client's pitched opportunity is a submittal
 * row in Pending Candidate Response, so it counts in client.submittal (decisions doc: the client
 * block counts from "submitted to the client" onwards).
 */

export interface StageCounts {
  current: number
  accepted: number
  rejected: number
  total: number
}

/** Current shortlist rows by pitch status; other pitch statuses (JIT, InMail, ...) are not broken out. */
export interface ShortlistStatusCount {
  notPitched: number
  pitchedPending: number
  interested: number
  notInterested: number
}

export interface ProviderAggregates {
  pitched: StageCounts
  shortList: StageCounts & { currentStatusCount: ShortlistStatusCount }
  submittal: StageCounts
  /** Rows waiting on the provider: a submittal to approve (no status, Pending AM Approval) or to complete (Additional Info Needed). */
  awaitingAction: number
  requiresProviderAction: boolean
}

export interface ClientAggregates {
  submittal: StageCounts
  sendOut: StageCounts
  offer: StageCounts
  /** Rows waiting on the client: a submittal to decide on (AM Submitted), an interview waiting for next steps or feedback, or to be rescheduled by the client. */
  awaitingAction: number
  requiresClientAction: boolean
}

export interface JobAggregates {
  provider: ProviderAggregates
  client: ClientAggregates
}

/** What the counting reads of a row. */
export type AggregateRow = StagePosition & { isHistory?: boolean }

type Step =
  | { block: 'provider'; stage: 'pitched' | 'shortList' | 'submittal' }
  | { block: 'client'; stage: 'submittal' | 'sendOut' | 'offer' }

const FUNNEL: readonly Step[] = [
  { block: 'provider', stage: 'pitched' },
  { block: 'provider', stage: 'shortList' },
  { block: 'provider', stage: 'submittal' },
  { block: 'client', stage: 'submittal' },
  { block: 'client', stage: 'sendOut' },
  { block: 'client', stage: 'offer' },
]

const SHORTLIST_STATUS_KEYS: Partial<Record<SubStatus, keyof ShortlistStatusCount>> = {
  not_pitched: 'notPitched',
  pitched_pending: 'pitchedPending',
  interested: 'interested',
  not_interested: 'notInterested',
}

function emptyCounts(): StageCounts {
  return { current: 0, accepted: 0, rejected: 0, total: 0 }
}

export function emptyAggregates(): JobAggregates {
  return {
    provider: {
      pitched: emptyCounts(),
      shortList: {
        ...emptyCounts(),
        currentStatusCount: { notPitched: 0, pitchedPending: 0, interested: 0, notInterested: 0 },
      },
      submittal: emptyCounts(),
      awaitingAction: 0,
      requiresProviderAction: false,
    },
    client: {
      submittal: emptyCounts(),
      sendOut: emptyCounts(),
      offer: emptyCounts(),
      awaitingAction: 0,
      requiresClientAction: false,
    },
  }
}

function cloneAggregates(a: JobAggregates): JobAggregates {
  return {
    provider: {
      ...a.provider,
      pitched: { ...a.provider.pitched },
      shortList: { ...a.provider.shortList, currentStatusCount: { ...a.provider.shortList.currentStatusCount } },
      submittal: { ...a.provider.submittal },
    },
    client: {
      ...a.client,
      submittal: { ...a.client.submittal },
      sendOut: { ...a.client.sendOut },
      offer: { ...a.client.offer },
    },
  }
}

/** The funnel step index of a row, or null when it is not counted. */
function stepIndex(row: StagePosition): number | null {
  switch (row.stageType) {
    case 'pitched':
      return 0
    case 'shortlist':
      return 1
    case 'submittal': {
      const notYetWithClient =
        row.stageStatus !== 'accepted' && (row.currentStatus === null || row.currentStatus === 'pending_am_approval')
      return notYetWithClient ? 2 : 3
    }
    case 'send_out':
      return 4
    case 'offer':
      return 5
    default:
      return null
  }
}

function countsAt(a: JobAggregates, step: Step): StageCounts {
  return step.block === 'provider' ? a.provider[step.stage] : a.client[step.stage]
}

function awaitsProvider(row: StagePosition): boolean {
  return (
    row.stageType === 'submittal' &&
    row.stageStatus === 'current' &&
    (row.currentStatus === null ||
      row.currentStatus === 'pending_am_approval' ||
      row.currentStatus === 'additional_info_needed')
  )
}

function awaitsClient(row: StagePosition): boolean {
  if (row.stageType === 'submittal') return row.stageStatus === 'current' && row.currentStatus === 'am_submitted'
  if (row.stageType === 'send_out')
    return (
      row.stageStatus !== 'rejected' &&
      (row.currentStatus === 'waiting_for_next_steps' || row.currentStatus === 'rescheduling_client')
    )
  return false
}

/** Adds (sign 1) or removes (sign -1) one row's contribution, in place. */
function addRow(a: JobAggregates, input: AggregateRow, sign: 1 | -1): void {
  if (input.isHistory) return
  const row = normalizeStage(input)
  const index = stepIndex(row)
  if (index === null) return

  const bucket = row.stageStatus === 'rejected' ? 'rejected' : row.stageType === 'offer' ? row.stageStatus : 'current'
  for (let i = 0; i <= index; i++) {
    const counts = countsAt(a, FUNNEL[i]!)
    counts[i === index ? bucket : 'accepted'] += sign
    counts.total += sign
  }

  if (row.stageType === 'shortlist' && bucket === 'current') {
    const key = SHORTLIST_STATUS_KEYS[row.currentStatus ?? 'not_pitched']
    if (key) a.provider.shortList.currentStatusCount[key] += sign
  }
  if (awaitsProvider(row)) a.provider.awaitingAction += sign
  if (awaitsClient(row)) a.client.awaitingAction += sign
}

function withFlags(a: JobAggregates): JobAggregates {
  a.provider.requiresProviderAction = a.provider.awaitingAction > 0
  a.client.requiresClientAction = a.client.awaitingAction > 0
  return a
}

/** The aggregates of a job from its candidates' stage rows (history rows are skipped). */
export function recountAggregates(rows: Iterable<AggregateRow>): JobAggregates {
  const a = emptyAggregates()
  for (const row of rows) addRow(a, row, 1)
  return withFlags(a)
}

/**
 * The aggregates after one candidate moved from `from` to `to` (null = not in the job: added or
 * removed). `from` must be the row exactly as it was counted. Returns a new object.
 *
 * This is the spec's incremental rule: counts move from the old bucket to the new one; submittal
 * to offer adds to send-out accepted and total; send-out back to submittal lowers the send-out
 * total and the submittal accepted; leaving the shortlist for matching or hidden lowers the
 * shortlist total.
 */
export function applyStageMove(
  aggregates: JobAggregates,
  from: AggregateRow | null,
  to: AggregateRow | null,
): JobAggregates {
  const a = cloneAggregates(aggregates)
  if (from) addRow(a, from, -1)
  if (to) addRow(a, to, 1)
  return withFlags(a)
}

/** The job's main stage from its aggregates; submittal counts both sides of the client hand-off. */
export function mainStageOfAggregates(a: JobAggregates): MainStage | null {
  return mainStage({
    submittal: a.provider.submittal.current + a.client.submittal.current,
    sendOut: a.client.sendOut.current,
    offer: a.client.offer.current,
  })
}
