import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { permittedActions } from './action-permissions'
import {
  type AggregateRow,
  applyStageMove,
  emptyAggregates,
  type JobAggregates,
  mainStageOfAggregates,
  recountAggregates,
  type StageCounts,
} from './aggregates'
import { rejectionsOnClose } from './close-job'
import type { CandidateStage } from './stage-row'
import { row } from './test-helpers'
import {
  type Action,
  type JobStatus,
  rejectingPartyOf,
  STAGE_STATUSES,
  STAGE_TYPES,
  SUB_STATUSES,
  VIEWER_KINDS,
  type ViewerKind,
} from './vocabulary'

/** Non-zero numbers and true flags of the aggregates, as "provider.shortList.current" -> 1. */
function flat(value: unknown, prefix = ''): Record<string, number | boolean> {
  const out: Record<string, number | boolean> = {}
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof v === 'object' && v !== null) Object.assign(out, flat(v, path))
    else if (v !== 0 && v !== false) out[path] = v as number | boolean
  }
  return out
}

function stageCounts(a: JobAggregates): StageCounts[] {
  return [
    a.provider.pitched,
    a.provider.shortList,
    a.provider.submittal,
    a.client.submittal,
    a.client.sendOut,
    a.client.offer,
  ]
}

// Where one live row counts: the step it is at, and "accepted" in every earlier funnel step.
const ROW_CONTRIBUTIONS: Array<{ name: string; at: AggregateRow; expected: Record<string, number | boolean> }> = [
  { name: 'matching is a pool: not counted', at: row('matching'), expected: {} },
  { name: 'hidden is a pool: not counted', at: row('hidden'), expected: {} },
  { name: 'recommended is a pool: not counted', at: row('recommended'), expected: {} },
  {
    name: 'a history row is not counted',
    at: row('submittal', 'current', 'am_submitted', { isHistory: true }),
    expected: {},
  },
  {
    name: 'pitched current',
    at: row('pitched'),
    expected: { 'provider.pitched.current': 1, 'provider.pitched.total': 1 },
  },
  {
    name: 'shortlist current, not pitched (no status reads as not pitched)',
    at: row('shortlist'),
    expected: {
      'provider.pitched.accepted': 1,
      'provider.pitched.total': 1,
      'provider.shortList.current': 1,
      'provider.shortList.total': 1,
      'provider.shortList.currentStatusCount.notPitched': 1,
    },
  },
  {
    name: 'shortlist current, Pitched: Pending',
    at: row('shortlist', 'current', 'pitched_pending'),
    expected: {
      'provider.pitched.accepted': 1,
      'provider.pitched.total': 1,
      'provider.shortList.current': 1,
      'provider.shortList.total': 1,
      'provider.shortList.currentStatusCount.pitchedPending': 1,
    },
  },
  {
    name: 'shortlist current, JIT farming: no pitch-status breakdown',
    at: row('shortlist', 'current', 'jit_farming'),
    expected: {
      'provider.pitched.accepted': 1,
      'provider.pitched.total': 1,
      'provider.shortList.current': 1,
      'provider.shortList.total': 1,
    },
  },
  {
    name: 'shortlist rejected',
    at: row('shortlist', 'rejected', 'not_interested'),
    expected: {
      'provider.pitched.accepted': 1,
      'provider.pitched.total': 1,
      'provider.shortList.rejected': 1,
      'provider.shortList.total': 1,
    },
  },
  {
    name: 'submittal Pending AM Approval: provider side, awaiting the provider',
    at: row('submittal', 'current', 'pending_am_approval'),
    expected: {
      'provider.pitched.accepted': 1,
      'provider.pitched.total': 1,
      'provider.shortList.accepted': 1,
      'provider.shortList.total': 1,
      'provider.submittal.current': 1,
      'provider.submittal.total': 1,
      'provider.awaitingAction': 1,
      'provider.requiresProviderAction': true,
    },
  },
  {
    name: 'submittal AM Submitted: client side, awaiting the client',
    at: row('submittal', 'current', 'am_submitted'),
    expected: {
      'provider.pitched.accepted': 1,
      'provider.pitched.total': 1,
      'provider.shortList.accepted': 1,
      'provider.shortList.total': 1,
      'provider.submittal.accepted': 1,
      'provider.submittal.total': 1,
      'client.submittal.current': 1,
      'client.submittal.total': 1,
      'client.awaitingAction': 1,
      'client.requiresClientAction': true,
    },
  },
  {
    name: 'submittal accepted counts as current (stages other than offer: current unless rejected)',
    at: row('submittal', 'accepted', 'scheduling_first_round'),
    expected: {
      'provider.pitched.accepted': 1,
      'provider.pitched.total': 1,
      'provider.shortList.accepted': 1,
      'provider.shortList.total': 1,
      'provider.submittal.accepted': 1,
      'provider.submittal.total': 1,
      'client.submittal.current': 1,
      'client.submittal.total': 1,
    },
  },
  {
    name: 'submittal rejected in Pending AM Approval: rejected on the provider side',
    at: row('submittal', 'rejected', 'pending_am_approval'),
    expected: {
      'provider.pitched.accepted': 1,
      'provider.pitched.total': 1,
      'provider.shortList.accepted': 1,
      'provider.shortList.total': 1,
      'provider.submittal.rejected': 1,
      'provider.submittal.total': 1,
    },
  },
  {
    name: 'submittal Additional Info Needed: awaiting the provider',
    at: row('submittal', 'current', 'additional_info_needed'),
    expected: {
      'provider.pitched.accepted': 1,
      'provider.pitched.total': 1,
      'provider.shortList.accepted': 1,
      'provider.shortList.total': 1,
      'provider.submittal.accepted': 1,
      'provider.submittal.total': 1,
      'client.submittal.current': 1,
      'client.submittal.total': 1,
      'provider.awaitingAction': 1,
      'provider.requiresProviderAction': true,
    },
  },
  {
    name: 'interviewing accepted counts as current, waiting for next steps awaits the client',
    at: row('send_out', 'accepted', 'waiting_for_next_steps'),
    expected: {
      'provider.pitched.accepted': 1,
      'provider.pitched.total': 1,
      'provider.shortList.accepted': 1,
      'provider.shortList.total': 1,
      'provider.submittal.accepted': 1,
      'provider.submittal.total': 1,
      'client.submittal.accepted': 1,
      'client.submittal.total': 1,
      'client.sendOut.current': 1,
      'client.sendOut.total': 1,
      'client.awaitingAction': 1,
      'client.requiresClientAction': true,
    },
  },
  {
    name: 'offer accepted (hired) counts as offer accepted',
    at: row('offer', 'accepted'),
    expected: {
      'provider.pitched.accepted': 1,
      'provider.pitched.total': 1,
      'provider.shortList.accepted': 1,
      'provider.shortList.total': 1,
      'provider.submittal.accepted': 1,
      'provider.submittal.total': 1,
      'client.submittal.accepted': 1,
      'client.submittal.total': 1,
      'client.sendOut.accepted': 1,
      'client.sendOut.total': 1,
      'client.offer.accepted': 1,
      'client.offer.total': 1,
    },
  },
]

describe('recountAggregates: where a row counts', () => {
  it.each(ROW_CONTRIBUTIONS)('$name', ({ at, expected }) => {
    expect(flat(recountAggregates([at]))).toEqual(expected)
  })

  it('a hired row counts as an accepted offer', () => {
    expect(recountAggregates([row('hired', 'current')])).toEqual(recountAggregates([row('offer', 'accepted')]))
  })

  it('offer current and rejected count by status', () => {
    expect(recountAggregates([row('offer', 'current')]).client.offer).toEqual({
      current: 1,
      accepted: 0,
      rejected: 0,
      total: 1,
    })
    expect(recountAggregates([row('offer', 'rejected')]).client.offer).toEqual({
      current: 0,
      accepted: 0,
      rejected: 1,
      total: 1,
    })
  })
})

/** The change one move makes, as non-zero differences. */
function delta(others: AggregateRow[], from: AggregateRow | null, to: AggregateRow | null) {
  const before = recountAggregates(from ? [...others, from] : others)
  const after = applyStageMove(before, from, to)
  const a = flat(after)
  const b = flat(before)
  const out: Record<string, number> = {}
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const av = a[key] ?? 0
    const bv = b[key] ?? 0
    if (typeof av === 'number' && typeof bv === 'number' && av !== bv) out[key] = av - bv
  }
  return out
}

// The spec's counting rules (000 §4, 001 §4, 002 §3), each as the change one move makes.
describe('applyStageMove: the spec’s incremental rules', () => {
  const bystanders = [row('shortlist'), row('send_out', 'current'), row('offer', 'current')]

  it.each([
    {
      name: 'counts move from the old bucket to the new one (submittal current -> rejected)',
      from: row('submittal', 'current', 'am_submitted'),
      to: row('submittal', 'rejected', 'am_submitted'),
      expected: { 'client.submittal.current': -1, 'client.submittal.rejected': 1, 'client.awaitingAction': -1 },
    },
    {
      name: 'counts move from the old bucket to the new one (interviewing -> offer)',
      from: row('send_out', 'current'),
      to: row('offer', 'current'),
      expected: {
        'client.sendOut.current': -1,
        'client.sendOut.accepted': 1,
        'client.offer.current': 1,
        'client.offer.total': 1,
      },
    },
    {
      name: 'submittal to offer adds to send-out accepted and total',
      from: row('submittal', 'accepted', 'scheduling_first_round'),
      to: row('offer', 'current'),
      expected: {
        'client.submittal.current': -1,
        'client.submittal.accepted': 1,
        'client.sendOut.accepted': 1,
        'client.sendOut.total': 1,
        'client.offer.current': 1,
        'client.offer.total': 1,
      },
    },
    {
      name: 'send-out back to submittal decreases the send-out total and the submittal accepted',
      from: row('send_out', 'current', 'scheduled_no_action_items'),
      to: row('submittal', 'current', 'scheduling_next_round'),
      expected: {
        'client.sendOut.current': -1,
        'client.sendOut.total': -1,
        'client.submittal.accepted': -1,
        'client.submittal.current': 1,
      },
    },
    {
      name: 'leaving shortlist for matching lowers the shortlist total',
      from: row('shortlist', 'current', 'interested'),
      to: row('matching'),
      expected: {
        'provider.shortList.current': -1,
        'provider.shortList.total': -1,
        'provider.shortList.currentStatusCount.interested': -1,
        'provider.pitched.accepted': -1,
        'provider.pitched.total': -1,
      },
    },
    {
      name: 'leaving shortlist for hidden lowers the shortlist total',
      from: row('shortlist'),
      to: row('hidden'),
      expected: {
        'provider.shortList.current': -1,
        'provider.shortList.total': -1,
        'provider.shortList.currentStatusCount.notPitched': -1,
        'provider.pitched.accepted': -1,
        'provider.pitched.total': -1,
      },
    },
    {
      name: 'stages other than offer count as current unless rejected (interviewing current -> accepted: no change)',
      from: row('send_out', 'current'),
      to: row('send_out', 'accepted'),
      expected: {},
    },
    {
      name: 'offer counts by its status (offer current -> accepted)',
      from: row('offer', 'current'),
      to: row('offer', 'accepted'),
      expected: { 'client.offer.current': -1, 'client.offer.accepted': 1 },
    },
    {
      name: 'submit to client hands the row from the provider block to the client block',
      from: row('submittal', 'current', 'pending_am_approval'),
      to: row('submittal', 'current', 'am_submitted'),
      expected: {
        'provider.submittal.current': -1,
        'provider.submittal.accepted': 1,
        'client.submittal.current': 1,
        'client.submittal.total': 1,
        'provider.awaitingAction': -1,
        'client.awaitingAction': 1,
      },
    },
    {
      name: 'a candidate added to the job in the shortlist',
      from: null,
      to: row('shortlist', 'current', 'jit_suggested'),
      expected: {
        'provider.shortList.current': 1,
        'provider.shortList.total': 1,
        'provider.pitched.accepted': 1,
        'provider.pitched.total': 1,
      },
    },
    {
      name: 'a candidate deleted from an offer',
      from: row('offer', 'current'),
      to: null,
      expected: {
        'provider.pitched.accepted': -1,
        'provider.pitched.total': -1,
        'provider.shortList.accepted': -1,
        'provider.shortList.total': -1,
        'provider.submittal.accepted': -1,
        'provider.submittal.total': -1,
        'client.submittal.accepted': -1,
        'client.submittal.total': -1,
        'client.sendOut.accepted': -1,
        'client.sendOut.total': -1,
        'client.offer.current': -1,
        'client.offer.total': -1,
      },
    },
  ])('$name', ({ from, to, expected }) => {
    expect(delta(bystanders, from, to)).toEqual(expected)
  })

  it('returns a new object and leaves its input alone', () => {
    const before = recountAggregates([row('shortlist')])
    const copy = structuredClone(before)
    const after = applyStageMove(before, row('shortlist'), row('hidden'))
    expect(before).toEqual(copy)
    expect(after).not.toBe(before)
  })

  it('flags follow the counts both ways', () => {
    const waiting = applyStageMove(emptyAggregates(), null, row('submittal', 'current', 'am_submitted'))
    expect(waiting.client.requiresClientAction).toBe(true)
    const decided = applyStageMove(
      waiting,
      row('submittal', 'current', 'am_submitted'),
      row('submittal', 'accepted', 'scheduling_first_round'),
    )
    expect(decided.client.requiresClientAction).toBe(false)
  })
})

describe('mainStageOfAggregates', () => {
  it.each([
    { name: 'no candidates: null', rows: [], expected: null },
    {
      name: 'submittal counts both sides of the hand-off',
      rows: [
        row('submittal', 'current', 'pending_am_approval'),
        row('submittal', 'current', 'am_submitted'),
        row('send_out', 'current'),
      ],
      expected: 'submittal',
    },
    {
      name: 'a tie goes to the later stage',
      rows: [row('submittal', 'current', 'am_submitted'), row('offer', 'current')],
      expected: 'offer',
    },
    {
      name: 'hires are not current offers',
      rows: [row('offer', 'accepted'), row('offer', 'accepted'), row('send_out', 'current')],
      expected: 'send_out',
    },
  ] as const)('$name', ({ rows, expected }) => {
    expect(mainStageOfAggregates(recountAggregates(rows))).toBe(expected)
  })
})

// ---------------------------------------------------------------------------------------------
// Property: any sequence of legal moves, counted incrementally, equals a recount.

/** What an action does to a row: the test's model of the workflow's moves. */
function afterAction(c: CandidateStage, action: Action, viewer: ViewerKind): CandidateStage | null {
  const set = (patch: Partial<CandidateStage>): CandidateStage => ({ ...c, ...patch })
  const move = (stageType: CandidateStage['stageType'], currentStatus: CandidateStage['currentStatus'] = null) =>
    set({ stageType, stageStatus: 'current', currentStatus, rejectedBy: null, isLocked: false })
  switch (action) {
    case 'accept':
      return set({ stageStatus: 'accepted', currentStatus: 'scheduling_first_round' })
    case 'submitToClient':
    case 'bulkApprove':
      return set({ currentStatus: 'am_submitted' })
    case 'reject':
      return set({ stageStatus: 'rejected', rejectedBy: rejectingPartyOf(viewer) })
    case 'unreject':
    case 'unrejectOpportunity':
      return set({ stageStatus: 'current', rejectedBy: null })
    case 'requestForInfo':
      return set({ stageStatus: 'current', currentStatus: 'pending_candidate_response' })
    case 'scheduleInterview':
      return move('send_out', 'scheduled_no_action_items')
    case 'trackOffer':
      return move('offer')
    case 'moveToHired':
      return set({ stageType: 'hired', stageStatus: 'accepted', currentStatus: null })
    case 'pitchOpportunity':
      return move('submittal', 'pending_candidate_response')
    case 'withdrawOpportunity':
      return set({ stageStatus: 'rejected', rejectedBy: 'client' })
    case 'submit':
      return move('submittal', 'pending_am_approval')
    case 'unsubmit':
    case 'shortlist':
      return move('shortlist', 'not_pitched')
    case 'unShortlist':
    case 'unHide':
      return move('matching')
    case 'hide':
      return move('hidden')
    case 'sendSnippet':
    case 'resendSnippet':
      return set({ hasSnippetBeenSent: true })
    case 'unlock':
      return set({ isLocked: false })
    case 'delete':
      return null
    case 'pitch':
    case 'pitchInMail':
      if (c.stageType === 'shortlist')
        return set({ currentStatus: action === 'pitch' ? 'pitched_pending' : 'inmail_sent' })
      return c.stageType === 'matching' || c.stageType === 'recommended' ? move('pitched') : c
    case 'updateOffer':
    case 'pushToATS':
      return c
  }
}

/** Status changes and the moves the counting rules name that no action of the table makes. */
function statusChanges(c: CandidateStage): CandidateStage[] {
  const set = (patch: Partial<CandidateStage>): CandidateStage => ({ ...c, ...patch })
  if (c.stageStatus === 'rejected') return []
  switch (c.stageType) {
    case 'shortlist':
      return [
        set({ currentStatus: 'interested' }),
        set({ currentStatus: 'not_interested' }),
        set({ currentStatus: 'jit_farming', isLocked: true }),
        set({ stageStatus: 'rejected', rejectedBy: 'candidate', currentStatus: 'not_interested' }),
      ]
    case 'submittal':
      return [
        set({ currentStatus: 'holding_off_too_many_in_process' }),
        set({ currentStatus: 'additional_info_needed' }),
        set({ stageType: 'offer', stageStatus: 'current', currentStatus: null }),
        set({ stageStatus: 'rejected', rejectedBy: 'candidate' }),
      ]
    case 'send_out':
      return [
        set({ stageStatus: 'accepted', currentStatus: 'waiting_for_next_steps' }),
        set({ currentStatus: 'rescheduling_client' }),
        set({ stageType: 'submittal', stageStatus: 'current', currentStatus: 'scheduling_next_round' }),
      ]
    default:
      return []
  }
}

const ENTRIES: CandidateStage[] = [
  row('recommended'),
  row('matching'),
  row('hidden'),
  row('pitched'),
  row('shortlist', 'current', 'jit_suggested'),
  row('submittal', 'current', 'pending_candidate_response'),
]

function legalNext(c: CandidateStage | null, job: JobStatus): Array<CandidateStage | null> {
  if (c === null) return job === 'closed' ? [null] : ENTRIES
  const options: Array<CandidateStage | null> = []
  for (const viewer of VIEWER_KINDS)
    for (const action of permittedActions({ viewer, job: { status: job, snippetAvailable: true }, candidate: c }))
      options.push(afterAction(c, action, viewer))
  if (job !== 'closed') options.push(...statusChanges(c))
  // One entry per distinct result, so the many actions that leave the row as it is (pitch,
  // push to ATS, ...) do not crowd out the moves.
  const distinct = [...new Map(options.map((o) => [JSON.stringify(o), o])).values()]
  return distinct.length > 0 ? distinct : [c]
}

/** Funnel invariants; plain checks (not expect) because they run after every one of ~100k moves. */
function checkInvariants(a: JobAggregates) {
  const problems: string[] = []
  for (const c of stageCounts(a)) {
    if (c.total !== c.current + c.accepted + c.rejected) problems.push(`total is not the sum: ${JSON.stringify(c)}`)
    if (c.current < 0 || c.accepted < 0 || c.rejected < 0) problems.push(`negative count: ${JSON.stringify(c)}`)
  }
  if (Object.values(a.provider.shortList.currentStatusCount).some((n) => n < 0)) problems.push('negative status count')
  if (a.provider.requiresProviderAction !== a.provider.awaitingAction > 0) problems.push('provider flag out of step')
  if (a.client.requiresClientAction !== a.client.awaitingAction > 0) problems.push('client flag out of step')
  if (problems.length > 0) throw new Error(problems.join('; '))
}

interface Step {
  who: number
  pick: number
  jobEvent: number
}
const stepArb = fc.record({ who: fc.nat(), pick: fc.nat(), jobEvent: fc.nat(24) })
const walkArb = fc.tuple(
  fc.integer({ min: 1, max: 4 }),
  fc.array(stepArb, { minLength: 20, maxLength: 80, size: 'max' }),
)

/**
 * Walks one job with `size` candidates through `steps`: each step moves one candidate to one of
 * its legal next rows, or (rarely) closes or reopens the job. Counts incrementally on the way,
 * checking the invariants after every move, and returns the counts with the final rows.
 */
function walk(size: number, steps: Step[], onMove?: (from: CandidateStage | null, to: CandidateStage | null) => void) {
  const rows: Array<CandidateStage | null> = Array(size).fill(null)
  let job: JobStatus = 'open'
  let aggregates = emptyAggregates()
  for (const { who, pick, jobEvent } of steps) {
    if (jobEvent === 0 && job !== 'closed') {
      // Closing the job rejects the in-process candidates, each one a move.
      const live = rows.filter((r): r is CandidateStage => r !== null)
      for (const { before, after } of rejectionsOnClose(live, 'provider')) {
        aggregates = applyStageMove(aggregates, before, after)
        rows[rows.indexOf(before)] = after
        onMove?.(before, after)
      }
      job = 'closed'
      continue
    }
    if (jobEvent === 1 && job === 'closed') {
      job = 'open'
      continue
    }
    const index = who % size
    const from = rows[index] ?? null
    const options = legalNext(from, job)
    const to = options[pick % options.length] ?? null
    aggregates = applyStageMove(aggregates, from, to)
    rows[index] = to
    onMove?.(from, to)
    checkInvariants(aggregates)
  }
  return { aggregates, rows: rows.filter((r): r is CandidateStage => r !== null) }
}

describe('property: incremental counting equals a recount', () => {
  it('over 1,000 random sequences of legal moves (actions, status changes, closing and reopening the job)', () => {
    fc.assert(
      fc.property(walkArb, ([size, steps]) => {
        const { aggregates, rows } = walk(size, steps)
        expect(aggregates).toEqual(recountAggregates(rows))
      }),
      { numRuns: 1000 },
    )
  })

  it('the walk reaches the moves the counting rules are about (fixed seed, so it cannot flake)', () => {
    const key = (r: CandidateStage | null) => (r ? `${r.stageType}/${r.stageStatus}` : 'none')
    const seen = new Map<string, number>()
    for (const [size, steps] of fc.sample(walkArb, { numRuns: 1000, seed: 20240501 }))
      walk(size, steps, (from, to) => {
        const move = `${key(from)} -> ${key(to)}`
        seen.set(move, (seen.get(move) ?? 0) + 1)
      })
    for (const move of [
      'none -> shortlist/current',
      'shortlist/current -> matching/current',
      'shortlist/current -> hidden/current',
      'shortlist/current -> submittal/current',
      'submittal/current -> submittal/accepted',
      'submittal/current -> submittal/rejected',
      'submittal/rejected -> submittal/current',
      'submittal/accepted -> send_out/current',
      'submittal/accepted -> offer/current',
      'send_out/current -> submittal/current',
      'send_out/current -> offer/current',
      'offer/current -> hired/accepted',
      'offer/current -> offer/rejected',
      'offer/current -> none',
    ])
      expect(seen.get(move) ?? 0, move).toBeGreaterThan(0)
  })

  it('over 1,000 random sequences of arbitrary moves between any rows (the rule does not depend on legality)', () => {
    const anyRow = fc.record({
      stageType: fc.constantFrom(...STAGE_TYPES),
      stageStatus: fc.constantFrom(...STAGE_STATUSES),
      currentStatus: fc.option(fc.constantFrom(...SUB_STATUSES), { nil: null }),
      isHistory: fc.boolean(),
    })
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.record({ who: fc.nat(), to: fc.option(anyRow, { nil: null }) }), {
          minLength: 1,
          maxLength: 40,
          size: 'max',
        }),
        (size, moves) => {
          const rows: Array<AggregateRow | null> = Array(size).fill(null)
          let aggregates = emptyAggregates()
          for (const { who, to } of moves) {
            const index = who % size
            aggregates = applyStageMove(aggregates, rows[index] ?? null, to)
            rows[index] = to
          }
          expect(aggregates).toEqual(recountAggregates(rows.filter((r): r is AggregateRow => r !== null)))
          checkInvariants(aggregates)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
