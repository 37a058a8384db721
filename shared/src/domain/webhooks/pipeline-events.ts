/**
 * Which outbound webhook events a pipeline action raises (the events a client can subscribe to on
 * /integrate; api/src/integrations/webhook-delivery.ts delivers them). One place, so every event
 * the web app offers has exactly one rule that fires it.
 */
import type { WebhookEvent } from '../enums'

export interface StagePosition {
  stageType: string
  stageStatus: string
  currentStatus: string | null
}

const moved = (a: StagePosition | null, b: StagePosition | null) =>
  !a || !b
    ? a !== b
    : a.stageType !== b.stageType || a.stageStatus !== b.stageStatus || a.currentStatus !== b.currentStatus

/** Events of one stage action; `before`/`after` null when the row was not (or no longer is) in the job. */
export function webhookEventsOfAction(
  action: string,
  before: StagePosition | null,
  after: StagePosition | null,
): WebhookEvent[] {
  const events: WebhookEvent[] = []
  if (moved(before, after)) events.push('candidate.stageChanged')
  if (action === 'submitToClient' || action === 'bulkApprove') events.push('candidate.submitted')
  if (action === 'moveToHired') events.push('candidate.hired')
  if (action === 'scheduleInterview') events.push('interview.scheduled')
  if (action === 'trackOffer' || action === 'updateOffer') events.push('offer.tracked')
  return events
}
