/**
 * The Analytics tab's sums (the spec names the tab; its content is ours): how far the client's
 * candidates got per open job (a funnel from the job aggregates) and how its contacts engage.
 */
import type { ClientContact } from '@quota/shared/contracts/clients'
import type { JobAggregatesDto } from '@quota/shared/contracts/pipeline'

export const FUNNEL_STEPS = ['shortlisted', 'submitted', 'interviewing', 'offered', 'hired'] as const
export type FunnelStep = (typeof FUNNEL_STEPS)[number]
export type Funnel = Record<FunnelStep, number>

export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  shortlisted: 'Shortlisted',
  submitted: 'Submitted',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
}

/** How many candidates of a job reached each step (a stage's total counts everyone who got there). */
export function jobFunnel(a: JobAggregatesDto): Funnel {
  return {
    shortlisted: a.provider.shortList.total,
    submitted: a.client.submittal.total,
    interviewing: a.client.sendOut.total,
    offered: a.client.offer.total,
    hired: a.client.offer.accepted,
  }
}

export function sumFunnels(funnels: readonly Funnel[]): Funnel {
  const sum: Funnel = { shortlisted: 0, submitted: 0, interviewing: 0, offered: 0, hired: 0 }
  for (const f of funnels) for (const step of FUNNEL_STEPS) sum[step] += f[step]
  return sum
}

/** Each step as a share of the first (the bar widths), in percent with one decimal. */
export function funnelShares(f: Funnel): Record<FunnelStep, number> {
  const base = Math.max(...FUNNEL_STEPS.map((s) => f[s]))
  const out = {} as Record<FunnelStep, number>
  for (const step of FUNNEL_STEPS) out[step] = base > 0 ? Math.round((f[step] / base) * 1000) / 10 : 0
  return out
}

export const ENGAGEMENT_KEYS = [
  'cardViews',
  'profileViews',
  'shortlistedCount',
  'opportunityPitchedCount',
  'interviewsCount',
] as const
export type EngagementKey = (typeof ENGAGEMENT_KEYS)[number]

export const ENGAGEMENT_LABELS: Record<EngagementKey, string> = {
  cardViews: 'Card views',
  profileViews: 'Profile views',
  shortlistedCount: 'Shortlisted',
  opportunityPitchedCount: 'Pitched',
  interviewsCount: 'Interviews',
}

/** The contacts' activity added up. */
export function engagementTotals(
  contacts: readonly Pick<ClientContact, EngagementKey>[],
): Record<EngagementKey, number> {
  const sum = Object.fromEntries(ENGAGEMENT_KEYS.map((k) => [k, 0])) as Record<EngagementKey, number>
  for (const c of contacts) for (const k of ENGAGEMENT_KEYS) sum[k] += c[k]
  return sum
}
