import { describe, expect, it } from 'vitest'
import { WEBHOOK_EVENTS } from '../enums'
import { type StagePosition, webhookEventsOfAction } from './pipeline-events'

const at = (stageType: string, stageStatus = 'current', currentStatus: string | null = null): StagePosition => ({
  stageType,
  stageStatus,
  currentStatus,
})

describe('webhookEventsOfAction', () => {
  it.each([
    ['shortlist', null, at('shortlist'), ['candidate.stageChanged']],
    [
      'submitToClient',
      at('submittal', 'current', 'am_submitted'),
      at('submittal', 'current', 'client_submitted'),
      ['candidate.stageChanged', 'candidate.submitted'],
    ],
    [
      'bulkApprove',
      at('submittal', 'current', 'pending_am_approval'),
      at('submittal', 'current', 'client_submitted'),
      ['candidate.stageChanged', 'candidate.submitted'],
    ],
    ['moveToHired', at('offer', 'accepted'), at('hired'), ['candidate.stageChanged', 'candidate.hired']],
    [
      'scheduleInterview',
      at('submittal', 'accepted'),
      at('interviewing'),
      ['candidate.stageChanged', 'interview.scheduled'],
    ],
    ['scheduleInterview', at('interviewing'), at('interviewing'), ['interview.scheduled']],
    ['trackOffer', at('interviewing'), at('offer'), ['candidate.stageChanged', 'offer.tracked']],
    ['updateOffer', at('offer'), at('offer'), ['offer.tracked']],
    ['pushToATS', at('offer'), at('offer'), []],
    ['sendSnippet', at('shortlist'), at('shortlist'), []],
    ['delete', at('shortlist'), null, ['candidate.stageChanged']],
  ] as const)('%s %j → %j', (action, before, after, expected) => {
    expect(webhookEventsOfAction(action, before, after)).toEqual(expected)
  })

  it('every candidate, interview and offer event on offer has a rule or a use case that fires it', () => {
    const fromActions = new Set(
      ['shortlist', 'submitToClient', 'moveToHired', 'scheduleInterview', 'trackOffer'].flatMap((a) =>
        webhookEventsOfAction(a, at('x'), at('y')),
      ),
    )
    // interview.updated / interview.cancelled come from reschedule / cancel; job.* from the jobs module
    const elsewhere = new Set([
      'interview.updated',
      'interview.cancelled',
      'job.created',
      'job.updated',
      'job.statusChanged',
    ])
    expect(WEBHOOK_EVENTS.filter((e) => !fromActions.has(e) && !elsewhere.has(e))).toEqual([])
  })
})
