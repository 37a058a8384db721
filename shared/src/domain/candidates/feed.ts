/**
 * Which stage moves reach the candidate's activity feed (001 §3 feed item; §7 candidates/dashboard
 * ?action=feeds) and as what type. One rule for the live workflow (the API writes a feed item with
 * each stage change) and for the demo data (written from the same moves), so the feed shows the
 * real events: a candidate hears of moves from the moment they are submitted (submittal, send-out,
 * offer, both sides of the move) and of JIT suggestions, never of the recruiters' own bookkeeping.
 */
import type { ActivityType } from '../enums'

export const FEED_STAGE_TYPES: ReadonlySet<string> = new Set(['submittal', 'send_out', 'offer'])

/** Actions whose feed item has its own type (the rest read "stage changed"). */
const FEED_TYPE_OF_ACTION: Readonly<Record<string, ActivityType>> = {
  pitchOpportunity: 'opportunityPitched',
  requestForInfo: 'opportunityPitched',
  scheduleInterview: 'interviewScheduled',
  trackOffer: 'offerTracked',
  updateOffer: 'offerTracked',
  moveToHired: 'hired',
}

/** Actions that never show to the candidate (removal from a list, the ATS push, the JIT hand-off). */
const NOT_IN_FEED = new Set(['delete', 'pushToATS', 'jitHandoff'])

export interface FeedMove {
  action: string
  from: { stageType: string } | null
  to: { stageType: string; currentStatus: string | null }
}

/** The feed item type a move makes, or null when the candidate does not hear of it. */
export function feedTypeOf(move: FeedMove): ActivityType | null {
  if (NOT_IN_FEED.has(move.action)) return null
  const seen =
    FEED_STAGE_TYPES.has(move.to.stageType) ||
    (move.from !== null && FEED_STAGE_TYPES.has(move.from.stageType)) ||
    move.to.currentStatus === 'jit_farming'
  return seen ? (FEED_TYPE_OF_ACTION[move.action] ?? 'stageChanged') : null
}
