/**
 * Functional roles: the job roles of go-to-market hiring, each mapped into one of
 * the sales-role segments that message templates are written for (spec 000 §3:
 * Default, SDR, AE/EAE, Sales Leadership, CSM/AM, Marketing; segment ids as in
 * `SALES_SEGMENTS` of db/schema/enums.ts). Every position is exactly one
 * functional role (same identifier); marketing and operations roles have no position.
 */
import type { PositionIdentifier } from './positions'
import { stableUuid } from './stable-id'

export const FUNCTIONAL_ROLE_SEGMENTS = [
  { identifier: 'default', name: 'Default' },
  { identifier: 'sdr', name: 'SDR' },
  { identifier: 'ae', name: 'AE/EAE' },
  { identifier: 'salesLeadership', name: 'Sales Leadership' },
  { identifier: 'csmAm', name: 'CSM/AM' },
  { identifier: 'marketing', name: 'Marketing' },
] as const

export type FunctionalRoleSegment = (typeof FUNCTIONAL_ROLE_SEGMENTS)[number]['identifier']

export interface FunctionalRole {
  readonly identifier: string
  readonly name: string
  readonly segment: FunctionalRoleSegment
  /** The `position` list-of-values identifier this role is, when there is one. */
  readonly position: PositionIdentifier | null
}

export const FUNCTIONAL_ROLES = [
  // SDR
  {
    identifier: 'salesDevelopmentRepresentative',
    name: 'Sales Development Representative (SDR/BDR)',
    segment: 'sdr',
    position: 'salesDevelopmentRepresentative',
  },
  // AE/EAE
  { identifier: 'accountExecutive', name: 'Account Executive (SMB)', segment: 'ae', position: 'accountExecutive' },
  { identifier: 'midMarketAe', name: 'Mid-Market Account Executive', segment: 'ae', position: 'midMarketAe' },
  {
    identifier: 'accountExecutiveEnterprise',
    name: 'Enterprise Account Executive',
    segment: 'ae',
    position: 'accountExecutiveEnterprise',
  },
  { identifier: 'channelAe', name: 'Channel / Partner Account Executive', segment: 'ae', position: 'channelAe' },
  // Sales leadership
  { identifier: 'sdrManager', name: 'SDR Manager', segment: 'salesLeadership', position: 'sdrManager' },
  {
    identifier: 'directorOfSalesDevelopment',
    name: 'Director of Sales Development',
    segment: 'salesLeadership',
    position: 'directorOfSalesDevelopment',
  },
  {
    identifier: 'managerAndDirector',
    name: 'Sales Manager / Director',
    segment: 'salesLeadership',
    position: 'managerAndDirector',
  },
  { identifier: 'directorOfSales', name: 'Director of Sales', segment: 'salesLeadership', position: 'directorOfSales' },
  { identifier: 'headOfSales', name: 'Head of Sales', segment: 'salesLeadership', position: 'headOfSales' },
  { identifier: 'vpAndCro', name: 'VP of Sales / CRO', segment: 'salesLeadership', position: 'vpAndCro' },
  { identifier: 'cro', name: 'Chief Revenue Officer (CRO)', segment: 'salesLeadership', position: 'cro' },
  { identifier: 'ceo', name: 'Chief Executive Officer (CEO)', segment: 'salesLeadership', position: 'ceo' },
  // CSM/AM
  {
    identifier: 'customerSuccessManager',
    name: 'Customer Success Manager',
    segment: 'csmAm',
    position: 'customerSuccessManager',
  },
  { identifier: 'accountManager', name: 'Account Manager', segment: 'csmAm', position: 'accountManager' },
  {
    identifier: 'technicalAccountManager',
    name: 'Technical Account Manager',
    segment: 'csmAm',
    position: 'technicalAccountManager',
  },
  {
    identifier: 'customerSuccessDirector',
    name: 'Director of Customer Success',
    segment: 'csmAm',
    position: 'customerSuccessDirector',
  },
  { identifier: 'customerSuccessVP', name: 'VP of Customer Success', segment: 'csmAm', position: 'customerSuccessVP' },
  // Default
  {
    identifier: 'salesEngineer',
    name: 'Sales Engineer / Solutions Consultant',
    segment: 'default',
    position: 'salesEngineer',
  },
  { identifier: 'revenueOperations', name: 'Revenue / Sales Operations', segment: 'default', position: null },
  { identifier: 'salesEnablement', name: 'Sales Enablement', segment: 'default', position: null },
  { identifier: 'other', name: 'Other', segment: 'default', position: 'other' },
  // Marketing
  { identifier: 'demandGeneration', name: 'Demand Generation', segment: 'marketing', position: null },
  { identifier: 'productMarketing', name: 'Product Marketing', segment: 'marketing', position: null },
  { identifier: 'growthMarketing', name: 'Growth / Digital Marketing', segment: 'marketing', position: null },
  { identifier: 'fieldAndEventMarketing', name: 'Field & Event Marketing', segment: 'marketing', position: null },
  { identifier: 'contentMarketing', name: 'Content Marketing', segment: 'marketing', position: null },
  { identifier: 'partnerMarketing', name: 'Partner Marketing', segment: 'marketing', position: null },
  { identifier: 'marketingOperations', name: 'Marketing Operations', segment: 'marketing', position: null },
  {
    identifier: 'marketingLeadership',
    name: 'Marketing Leadership (VP Marketing / CMO)',
    segment: 'marketing',
    position: null,
  },
] as const satisfies readonly FunctionalRole[]

/** The message-template segment of a position ('default' when unknown). */
export function segmentForPosition(position: string): FunctionalRoleSegment {
  const role = (FUNCTIONAL_ROLES as readonly FunctionalRole[]).find((r) => r.position === position)
  return role?.segment ?? 'default'
}

/** The deterministic id of a functional role row. */
export function functionalRoleId(identifier: string): string {
  return stableUuid(`functional-role:${identifier}`)
}
