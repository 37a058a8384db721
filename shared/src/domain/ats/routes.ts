/**
 * Which ATS events go where (002 §7 `GET ats/routes` (requestType, atsKey), `POST ats/route-status`;
 * 002 §3 call keys getJobById, getWebhookList, getJobStatusById; webhook actions subscribe and
 * unsubscribe). A route is one flow between us and the client's ATS: a call we make to it (push a
 * candidate, read a job, read or post interview feedback) or an event it sends us (a stage change,
 * a hire, a job's status). Each can be turned off per connection (route-status); an event route
 * needs its vendor event subscribed too (the connection's webhook list). Pure: the API stores
 * the switches and the list, these rules decide.
 */
import type { AtsProvider } from '../enums'

export const ATS_REQUEST_TYPES = ['job', 'candidate', 'webhook', 'feedback'] as const
export type AtsRequestType = (typeof ATS_REQUEST_TYPES)[number]

export const ATS_ROUTE_KEYS = [
  'getJobById',
  'getJobStatusById',
  'getWebhookList',
  'pushCandidate',
  'candidateStageChange',
  'candidateHired',
  'candidateRejected',
  'getFeedback',
  'postFeedback',
] as const
export type AtsRouteKey = (typeof ATS_ROUTE_KEYS)[number]

export const ATS_WEBHOOK_ACTIONS = ['subscribe', 'unsubscribe'] as const
export type AtsWebhookAction = (typeof ATS_WEBHOOK_ACTIONS)[number]

/** The vendor events we act on (Greenhouse `action`, Lever `event`), by provider. */
export const ATS_WEBHOOK_EVENTS = {
  greenhouse: [
    'candidate_stage_change',
    'hire_candidate',
    'unhire_candidate',
    'reject_candidate',
    'unreject_candidate',
    'application_updated',
    'job_created',
    'job_updated',
    'job_deleted',
    'job_approved',
  ],
  lever: ['candidateStageChange', 'candidateHired', 'candidateArchiveChange'],
} as const satisfies Record<AtsProvider, readonly string[]>
export type AtsWebhookEvent = (typeof ATS_WEBHOOK_EVENTS)[AtsProvider][number]

export const ALL_ATS_WEBHOOK_EVENTS = [
  ...ATS_WEBHOOK_EVENTS.greenhouse,
  ...ATS_WEBHOOK_EVENTS.lever,
] as const satisfies readonly AtsWebhookEvent[]

export interface AtsRouteDefinition {
  key: AtsRouteKey
  requestType: AtsRequestType
  /** toAts: a call we make; fromAts: an event the ATS sends us. */
  direction: 'toAts' | 'fromAts'
  /** The vendor events that take this route (fromAts only). */
  events: Record<AtsProvider, readonly AtsWebhookEvent[]>
  /** Where it goes. */
  target: string
}

const none = { greenhouse: [], lever: [] }

export const ATS_ROUTES: readonly AtsRouteDefinition[] = [
  { key: 'getJobById', requestType: 'job', direction: 'toAts', events: none, target: "The job's ATS link (jobAts*)" },
  {
    key: 'getJobStatusById',
    requestType: 'job',
    direction: 'fromAts',
    events: { greenhouse: ['job_created', 'job_updated', 'job_deleted', 'job_approved'], lever: [] },
    target: "The linked job's ATS status",
  },
  {
    key: 'getWebhookList',
    requestType: 'webhook',
    direction: 'toAts',
    events: none,
    target: 'The events the ATS sends us',
  },
  {
    key: 'pushCandidate',
    requestType: 'candidate',
    direction: 'toAts',
    events: none,
    target: 'A candidate and application in the ATS (Push to ATS)',
  },
  {
    key: 'candidateStageChange',
    requestType: 'candidate',
    direction: 'fromAts',
    events: {
      greenhouse: ['candidate_stage_change', 'application_updated', 'unhire_candidate', 'unreject_candidate'],
      lever: ['candidateStageChange'],
    },
    target: "The candidate's ATS stage",
  },
  {
    key: 'candidateHired',
    requestType: 'candidate',
    direction: 'fromAts',
    events: { greenhouse: ['hire_candidate'], lever: ['candidateHired'] },
    target: "The candidate's ATS status (hired)",
  },
  {
    key: 'candidateRejected',
    requestType: 'candidate',
    direction: 'fromAts',
    events: { greenhouse: ['reject_candidate'], lever: ['candidateArchiveChange'] },
    target: "The candidate's ATS status (rejected or archived)",
  },
  {
    key: 'getFeedback',
    requestType: 'feedback',
    direction: 'toAts',
    events: none,
    target: 'Interview feedback read from the ATS',
  },
  {
    key: 'postFeedback',
    requestType: 'feedback',
    direction: 'toAts',
    events: none,
    target: 'Interview feedback posted to the ATS (as a note)',
  },
]

/** Route switches as stored on a connection; a route never switched is on. */
export type AtsRouteStatuses = Partial<Record<string, boolean>>

export const isAtsRouteEnabled = (statuses: AtsRouteStatuses | undefined, key: AtsRouteKey) => statuses?.[key] !== false

/** The routes of a provider, optionally of one request type, with their switches. */
export function atsRoutesOf(
  provider: AtsProvider,
  statuses: AtsRouteStatuses | undefined,
  requestType?: AtsRequestType,
): (Omit<AtsRouteDefinition, 'events'> & { events: readonly AtsWebhookEvent[]; enabled: boolean })[] {
  return ATS_ROUTES.filter((r) => !requestType || r.requestType === requestType)
    .filter((r) => r.direction === 'toAts' || r.events[provider].length > 0)
    .map((r) => ({ ...r, events: r.events[provider], enabled: isAtsRouteEnabled(statuses, r.key) }))
}

/** The route a vendor event takes, or null (we do nothing with it). */
export function atsRouteForEvent(provider: AtsProvider, event: string): AtsRouteKey | null {
  return ATS_ROUTES.find((r) => (r.events[provider] as readonly string[]).includes(event))?.key ?? null
}

/** Whether the event is one of this provider's we act on (subscribe refuses others). */
export const isAtsWebhookEvent = (provider: AtsProvider, event: string): event is AtsWebhookEvent =>
  (ATS_WEBHOOK_EVENTS[provider] as readonly string[]).includes(event)

/**
 * Whether an arriving event is acted on: one we know, its route on, and subscribed (a connection
 * whose list was never changed takes every event we know).
 */
export function atsEventAccepted(
  provider: AtsProvider,
  event: string,
  statuses: AtsRouteStatuses | undefined,
  subscribed: readonly { event: string }[] | undefined,
): boolean {
  const route = atsRouteForEvent(provider, event)
  if (!route || !isAtsRouteEnabled(statuses, route)) return false
  return subscribed === undefined || subscribed.some((s) => s.event === event)
}
