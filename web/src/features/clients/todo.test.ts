import type { JobAggregatesDto } from '@quota/shared/contracts/pipeline'
import { describe, expect, test } from 'vitest'
import { engagementTotals, funnelShares, jobFunnel, sumFunnels } from './analytics'
import { clientTodos } from './todo'

const counts = (total = 0, accepted = 0, current = 0, rejected = 0) => ({ current, accepted, rejected, total })

function agg(
  p: { awaiting?: number; submittals?: number; shortlisted?: number } = {},
  c: { awaiting?: number; submittal?: number; sendOut?: number; offer?: number; hired?: number } = {},
): JobAggregatesDto {
  return {
    provider: {
      pitched: counts(),
      shortList: {
        ...counts(p.shortlisted ?? 0),
        currentStatusCount: { notPitched: 0, pitchedPending: 0, interested: 0, notInterested: 0 },
      },
      submittal: counts(p.submittals ?? 0),
      hidden: counts(),
      awaitingAction: p.awaiting ?? 0,
      requiresProviderAction: (p.awaiting ?? 0) > 0,
    },
    client: {
      submittal: counts(c.submittal ?? 0),
      sendOut: counts(c.sendOut ?? 0),
      offer: counts(c.offer ?? 0, c.hired ?? 0),
      awaitingAction: c.awaiting ?? 0,
      requiresClientAction: (c.awaiting ?? 0) > 0,
    },
    mainStage: null,
  }
}

const client = {
  id: 'c1',
  kickoffDate: '2025-01-01',
  accountManager: { id: 'u1', name: 'Morgan Ellis', firstName: 'Morgan', lastName: 'Ellis', email: 'm@x.test' },
  contactsCount: 2,
  isActive: true,
}
const job = (id: string, name: string, elapsedDays = 5, status: 'open' | 'closed' = 'open') => ({
  id,
  name,
  elapsedDays,
  status: { id: status, name: status },
})
const contact = (id: string, patch: Record<string, unknown> = {}) => ({
  id,
  firstName: 'Dana',
  lastName: id.toUpperCase(),
  title: 'VP Sales',
  email: { email: `${id}@x.test` },
  lastLogin: '2025-02-01T00:00:00Z',
  manualInviteSentAt: null,
  noLongerAtCompany: false,
  isActive: true,
  ...patch,
})

type Input = Parameters<typeof clientTodos>[0]
const run = (patch: Partial<Input>) =>
  clientTodos({ client, jobs: [], aggregates: {}, contacts: [], ...patch }).map((t) => [t.kind, t.title, t.href])

describe('clientTodos', () => {
  test.each<[string, Partial<Input>, (string | null)[][]]>([
    ['nothing to do', {}, []],
    [
      'candidates waiting for approval, then for the client',
      { jobs: [job('j1', 'SDR')], aggregates: { j1: agg({ awaiting: 2, submittals: 3 }, { awaiting: 1 }) } },
      [
        ['approve', 'Review 2 candidates waiting for approval', '/job/j1/candidates'],
        ['followUp', 'Chase the client on 1 candidate', '/job/j1/candidates'],
      ],
    ],
    [
      'approvals of every job first, by job name',
      {
        jobs: [job('j2', 'Zeta AE'), job('j1', 'Alpha SDR')],
        aggregates: { j1: agg({ submittals: 1 }, { awaiting: 4 }), j2: agg({ awaiting: 1, submittals: 1 }) },
      },
      [
        ['approve', 'Review 1 candidate waiting for approval', '/job/j2/candidates'],
        ['followUp', 'Chase the client on 4 candidates', '/job/j1/candidates'],
      ],
    ],
    [
      'a job open 14 days without a submittal needs sourcing; 13 days does not',
      {
        jobs: [job('j1', 'AE', 14), job('j2', 'SE', 13)],
        aggregates: { j1: agg(), j2: agg() },
      },
      [['source', 'No candidates submitted in 14 days', '/job/j1/search']],
    ],
    [
      'closed jobs and jobs without counts are skipped',
      { jobs: [job('j1', 'AE', 40, 'closed'), job('j2', 'SE', 40)], aggregates: { j1: agg({ awaiting: 3 }) } },
      [],
    ],
    [
      'an inactive client is not flagged for sourcing',
      { client: { ...client, isActive: false }, jobs: [job('j1', 'AE', 30)], aggregates: { j1: agg() } },
      [],
    ],
    [
      'contacts never invited nor logged in are to invite',
      {
        contacts: [
          contact('a', { lastLogin: null }),
          contact('b'),
          contact('c', { lastLogin: null, manualInviteSentAt: '2025-01-02T00:00:00Z' }),
          contact('d', { lastLogin: null, noLongerAtCompany: true }),
          contact('e', { lastLogin: null, isActive: false }),
        ],
      },
      [['invite', 'Invite Dana A to the client portal', null]],
    ],
    [
      'account gaps last: kickoff, account manager, contacts',
      { client: { ...client, kickoffDate: null, accountManager: null, contactsCount: 0 } },
      [
        ['setup', 'Set the kickoff date', '/client/c1/details'],
        ['setup', 'Assign an account manager', '/client/c1/details'],
        ['setup', 'Add a contact', '/client/c1/details'],
      ],
    ],
  ])('%s', (_name, patch, expected) => {
    expect(run(patch)).toEqual(expected)
  })
})

describe('analytics sums', () => {
  test('a job funnel reads each step’s total, hires from accepted offers', () => {
    expect(jobFunnel(agg({ shortlisted: 9, submittals: 5 }, { submittal: 4, sendOut: 2, offer: 1, hired: 1 }))).toEqual(
      {
        shortlisted: 9,
        submitted: 4,
        interviewing: 2,
        offered: 1,
        hired: 1,
      },
    )
  })

  test.each([
    [[], { shortlisted: 0, submitted: 0, interviewing: 0, offered: 0, hired: 0 }],
    [
      [
        { shortlisted: 4, submitted: 2, interviewing: 1, offered: 0, hired: 0 },
        { shortlisted: 6, submitted: 3, interviewing: 2, offered: 1, hired: 1 },
      ],
      { shortlisted: 10, submitted: 5, interviewing: 3, offered: 1, hired: 1 },
    ],
  ])('sumFunnels %#', (funnels, sum) => {
    expect(sumFunnels(funnels)).toEqual(sum)
  })

  test.each([
    [
      { shortlisted: 10, submitted: 5, interviewing: 3, offered: 1, hired: 0 },
      { shortlisted: 100, submitted: 50, interviewing: 30, offered: 10, hired: 0 },
    ],
    [
      { shortlisted: 0, submitted: 0, interviewing: 0, offered: 0, hired: 0 },
      { shortlisted: 0, submitted: 0, interviewing: 0, offered: 0, hired: 0 },
    ],
    [
      { shortlisted: 2, submitted: 3, interviewing: 1, offered: 0, hired: 0 },
      { shortlisted: 66.7, submitted: 100, interviewing: 33.3, offered: 0, hired: 0 },
    ],
  ])('funnelShares %j', (funnel, shares) => {
    expect(funnelShares(funnel)).toEqual(shares)
  })

  test('engagement totals add every contact up', () => {
    const c = (n: number) => ({
      cardViews: n,
      profileViews: n * 2,
      shortlistedCount: 1,
      opportunityPitchedCount: 0,
      interviewsCount: n,
    })
    expect(engagementTotals([c(1), c(3)])).toEqual({
      cardViews: 4,
      profileViews: 8,
      shortlistedCount: 2,
      opportunityPitchedCount: 0,
      interviewsCount: 4,
    })
  })
})
