import { describe, expect, it } from 'vitest'
import { hears, type RealtimeEvent, type RealtimeListener, realtimeDeliveries } from './audience'

const ORG = 'org-acme'
const staff: RealtimeListener = {
  userId: 'u-staff',
  userType: 'staff',
  organizationId: null,
  permissions: ['recruiter'],
}
const client: RealtimeListener = {
  userId: 'u-acme',
  userType: 'client',
  organizationId: ORG,
  permissions: ['client-recruiter'],
}
const basicClient: RealtimeListener = { userId: 'u-basic', userType: 'client', organizationId: ORG, permissions: [] }
const otherClient: RealtimeListener = {
  userId: 'u-globex',
  userType: 'client',
  organizationId: 'org-globex',
  permissions: ['client-recruiter'],
}
const candidate: RealtimeListener = { userId: 'u-cand', userType: 'candidate', organizationId: null, permissions: [] }
const otherCandidate: RealtimeListener = {
  userId: 'u-other',
  userType: 'candidate',
  organizationId: null,
  permissions: [],
}
const everyone = { staff, client, basicClient, otherClient, candidate, otherCandidate }

/** Who among `everyone` gets at least one message of the event. */
function heardBy(event: RealtimeEvent): string[] {
  const deliveries = realtimeDeliveries(event)
  return Object.entries(everyone)
    .filter(([, l]) => deliveries.some((d) => hears(l, d.to)))
    .map(([name]) => name)
}

const row = (stageType: string, extra: Record<string, unknown> = {}) => ({
  stageType,
  currentStatus: null,
  isSubmittedToClient: false,
  isLocked: false,
  removed: false,
  ...extra,
})
const move = (from: Record<string, unknown> | null, to: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ({
    type: 'jobStageChange',
    jobId: 'job-1',
    organizationId: ORG,
    candidateId: 'cand-1',
    candidateUserId: 'u-cand',
    stageId: 'stage-1',
    at: '2026-01-01T00:00:00.000Z',
    from,
    ...to,
    ...extra,
  }) as RealtimeEvent

describe('jobStageChange audiences', () => {
  it.each([
    {
      name: 'shortlisting from matching: staff and the client',
      event: move(row('matching'), row('shortlist')),
      heard: ['staff', 'client'],
    },
    {
      name: 'submitted, waiting for the account manager: the client saw it leave its shortlist; the candidate sees it arrive',
      event: move(row('shortlist'), row('submittal', { currentStatus: 'pending_am_approval' })),
      heard: ['staff', 'client', 'candidate'],
    },
    {
      name: 'recommended to submittal pending: nothing the client ever saw',
      event: move(row('recommended'), row('submittal', { currentStatus: 'pending_am_approval' })),
      heard: ['staff', 'candidate'],
    },
    {
      name: 'sent to the client',
      event: move(row('submittal'), row('submittal', { isSubmittedToClient: true, currentStatus: 'am_submitted' })),
      heard: ['staff', 'client', 'candidate'],
    },
    {
      name: 'JIT farming on the shortlist: provider work, but the candidate’s suggestion',
      event: move(row('recommended'), row('shortlist', { currentStatus: 'jit_farming' })),
      heard: ['staff', 'candidate'],
    },
    {
      name: 'a candidate off the market is hidden from the client in its pools',
      event: move(row('matching'), row('shortlist'), { candidateSearchStatus: 'offTheMarket' }),
      heard: ['staff'],
    },
    { name: 'a recommendation only: staff', event: move(null, row('recommended')), heard: ['staff'] },
    {
      name: 'a removed row: those who saw it before',
      event: move(row('shortlist'), row('shortlist', { removed: true })),
      heard: ['staff', 'client'],
    },
    {
      name: 'a candidate without a user: nobody else',
      event: move(row('shortlist'), row('submittal'), { candidateUserId: null }),
      heard: ['staff', 'client'],
    },
  ])('$name', ({ event, heard }) => {
    expect(heardBy(event)).toEqual(heard)
  })

  it('a row leaving the client’s view tells the client only that it moved', () => {
    const deliveries = realtimeDeliveries(
      move(row('shortlist'), row('submittal', { currentStatus: 'pending_am_approval' })),
    )
    const toClient = deliveries.find((d) => d.to.kind === 'clientRecruiters')!
    expect(toClient.message.data).toEqual({
      jobId: 'job-1',
      candidateId: 'cand-1',
      stageId: 'stage-1',
      at: '2026-01-01T00:00:00.000Z',
    })
    const toCandidate = deliveries.find((d) => d.to.kind === 'user')!
    expect(toCandidate.message.data).toEqual({ jobId: 'job-1', stageId: 'stage-1', at: '2026-01-01T00:00:00.000Z' })
  })

  it('never sends routing fields, even to staff', () => {
    for (const d of realtimeDeliveries(move(row('matching'), row('shortlist'), { candidateSearchStatus: 'active' }))) {
      for (const key of ['organizationId', 'candidateUserId', 'from', 'candidateSearchStatus'])
        expect(d.message.data).not.toHaveProperty(key)
    }
  })
})

describe('other message types', () => {
  it.each([
    {
      type: 'interviewScheduled',
      event: { organizationId: ORG, candidateUserId: 'u-cand', jobId: 'j' },
      heard: ['staff', 'client', 'candidate'],
    },
    { type: 'candidateATSChange', event: { organizationId: ORG }, heard: ['staff', 'client'] },
    { type: 'jitFarmingSuccess', event: { organizationId: ORG, candidateId: 'c' }, heard: ['staff'] },
    { type: 'recommendedCandidates', event: {}, heard: ['staff'] },
    { type: 'newMessage', event: { recipientUserId: 'u-cand' }, heard: ['candidate'] },
    { type: 'newMessage', event: { recipientUserId: 'u-acme' }, heard: ['client'] },
    { type: 'newMessage', event: {}, heard: [] },
    { type: 'recommendedJobs', event: { candidateUserId: 'u-other' }, heard: ['otherCandidate'] },
    { type: 'mediaContentStatusChange', event: { userId: 'u-staff' }, heard: ['staff'] },
  ])('$type $event', ({ type, event, heard }) => {
    expect(heardBy({ type, ...event } as RealtimeEvent)).toEqual(heard)
  })

  it('an unknown type goes nowhere', () => {
    expect(realtimeDeliveries({ type: 'somethingElse' } as unknown as RealtimeEvent)).toEqual([])
  })
})
