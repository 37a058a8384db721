/**
 * The applicant-tracking integration (002 §3 "ATS details", §7 "ATS", `GET ats/jobs`; job fields
 * jobAts*; 000 §8 ATS messages). A client organization has at most one live connection
 * (Greenhouse or Lever); its credentials are sealed at rest and never answered back.
 */
import * as z from 'zod'
import {
  ALL_ATS_WEBHOOK_EVENTS,
  ATS_REQUEST_TYPES,
  ATS_ROUTE_KEYS,
  ATS_WEBHOOK_ACTIONS,
  type ATS_WEBHOOK_EVENTS,
} from '../domain/ats/routes'
import { ATS_CANDIDATE_STATUSES, ATS_PROVIDERS } from '../domain/enums'
import { EmailField } from './auth'
import { Uuid } from './common'

export const ATS_MESSAGES = {
  organizationRequired: 'Organization id is required.',
  noConnection: 'This organization has no applicant tracking system connected.',
  alreadyConnected: 'This organization already has an applicant tracking system connected. Disconnect it first.',
  notFound: 'ATS connection not found',
  jobNotLinked: 'This job is not linked to a job in the applicant tracking system.',
  jobNotFound: 'The job was not found in the applicant tracking system.',
  routeOff: 'This route is turned off for the applicant tracking system (see ats/routes).',
  candidateNotPushed: 'This candidate is not in the applicant tracking system yet.',
  notSubscribed: 'That event is not one this applicant tracking system sends.',
} as const

export const ATS_TEST_KINDS = ['atsConnectionTest', 'jobVerificationTest', 'candidateVerificationTest'] as const

export const AtsOrgQuery = z.object({
  organizationId: Uuid.optional().describe('Provider staff: the client organization (client users: their own)'),
})
export type AtsOrgQuery = z.infer<typeof AtsOrgQuery>

const url = z.string().trim().url().max(500)
const leverToken = z.string().trim().min(16).max(200)
const secret = z.string().trim().min(1).max(500)

/**
 * Greenhouse Candidate Ingestion API (sourcing partners): Basic auth with the partner API key the
 * client created for us, plus `On-Behalf-Of: <e-mail of a Greenhouse user>` on every request.
 */
export const GreenhouseSourcingPartnerInput = z.strictObject({
  apiKey: secret.describe('The Candidate Ingestion API key the client created for us'),
  onBehalfOf: EmailField.describe(
    'E-mail of the Greenhouse user (normally a service user) the candidates are submitted as',
  ),
  baseUrl: url.optional().describe('Ingestion API host (default https://api.greenhouse.io)'),
})
export type GreenhouseSourcingPartnerInput = z.infer<typeof GreenhouseSourcingPartnerInput>

export const ConnectAtsInput = z.discriminatedUnion('provider', [
  z.strictObject({
    provider: z.literal('greenhouse'),
    clientId: secret.describe('Harvest v3 (OAuth) client id'),
    clientSecret: secret.describe('Harvest v3 (OAuth) client secret'),
    userId: z.string().trim().min(1).max(50).describe('The Greenhouse user id calls are made as'),
    baseUrl: url.optional().describe('Harvest API base (default https://harvest.greenhouse.io)'),
    authUrl: url.optional().describe('OAuth token host (default https://auth.greenhouse.io)'),
    sourcingPartner: GreenhouseSourcingPartnerInput.optional().describe(
      'Set when the client gave us a Candidate Ingestion API key: pushes then go through the Ingestion API (candidates credited to us as a sourcing partner) instead of Harvest writes',
    ),
  }),
  z.strictObject({
    provider: z.literal('lever'),
    apiKey: secret.describe('Lever API key'),
    performAs: z.string().trim().min(1).max(100).describe('The Lever user id writes are made as (perform_as)'),
    baseUrl: url.optional().describe('Lever API base (default https://api.lever.co; EU https://api.eu.lever.co)'),
    webhookSecret: leverToken
      .optional()
      .describe(
        'The one signature token Lever shows for all webhooks (Lever accounts from before per-webhook tokens); Lever issues it, we never make one up',
      ),
    webhookTokens: z
      .strictObject({
        candidateStageChange: leverToken.optional(),
        candidateHired: leverToken.optional(),
        candidateArchiveChange: leverToken.optional(),
      } satisfies Record<(typeof ATS_WEBHOOK_EVENTS.lever)[number], unknown>)
      .optional()
      .describe(
        'The signature token Lever shows for each webhook pointed at us, by event (Lever issues one per webhook); given ones replace the stored ones',
      ),
  }),
])
export type ConnectAtsInput = z.infer<typeof ConnectAtsInput>

/** One event the ATS sends us (002 §3 "Webhook: event, url, createdAt"). */
export const AtsWebhookDto = z.object({
  event: z.enum(ALL_ATS_WEBHOOK_EVENTS),
  /** Our receiving URL, to enter in the ATS's webhook settings for this event. */
  url: z.string(),
  createdAt: z.string(),
})
export type AtsWebhookDto = z.infer<typeof AtsWebhookDto>

export const AtsConnectionDto = z.object({
  id: Uuid,
  organizationId: Uuid,
  provider: z.enum(ATS_PROVIDERS),
  baseUrl: z.string(),
  /**
   * Greenhouse: pushes go through the Candidate Ingestion API as a sourcing partner (a partner key
   * was given); false: through Harvest writes. Always false for Lever.
   */
  sourcingPartner: z.boolean(),
  /** Where the ATS posts its webhooks to us (with the webhook secret). */
  webhookUrl: z.string(),
  createdAt: z.string(),
  lastTestedAt: z.string().nullable(),
  lastTestOk: z.boolean().nullable(),
  lastTestMessage: z.string().nullable(),
  /** The Webhook List: the events the ATS sends us (subscribe / unsubscribe). */
  webhooks: z.array(AtsWebhookDto),
})
export type AtsConnectionDto = z.infer<typeof AtsConnectionDto>

export const AtsConnectionWithSecretDto = AtsConnectionDto.extend({
  webhookSecret: z
    .string()
    .nullable()
    .describe(
      'Greenhouse: the secret to enter in its webhook settings, shown only in this answer. Lever: null (Lever issues its signature tokens; they are entered here, never shown back)',
    ),
})
export type AtsConnectionWithSecretDto = z.infer<typeof AtsConnectionWithSecretDto>

export const AtsTestParams = z.strictObject({ id: Uuid, kind: z.enum(ATS_TEST_KINDS) })
export const AtsTestResultDto = z.object({
  kind: z.enum(ATS_TEST_KINDS),
  ok: z.boolean(),
  /** 200 when the test passed (002 §3 "success status code 200"), else the vendor's status or null. */
  statusCode: z.number().int().nullable(),
  message: z.string(),
})
export type AtsTestResultDto = z.infer<typeof AtsTestResultDto>

export const AtsJobDto = z.object({
  id: z.string(),
  name: z.string(),
  requisitionId: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string().nullable(),
  status: z.string().nullable(),
  url: z.string().nullable(),
})
export type AtsJobDto = z.infer<typeof AtsJobDto>

export const LinkAtsJobInput = z.strictObject({
  jobId: Uuid,
  atsJobId: z.string().trim().min(1).max(100),
})
export type LinkAtsJobInput = z.infer<typeof LinkAtsJobInput>

export const JobIdParams = z.strictObject({ jobId: Uuid })

export const AtsJobLinkDto = z.object({
  jobId: Uuid,
  jobAtsSystemId: z.string(),
  jobAtsUrl: z.string().nullable(),
  jobAtsName: z.string().nullable(),
  jobAtsRequisitionId: z.string().nullable(),
  jobAtsEmail: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string().nullable(),
  status: z.string().nullable(),
  provider: z.enum(ATS_PROVIDERS),
})
export type AtsJobLinkDto = z.infer<typeof AtsJobLinkDto>

/** A candidate's ATS fields (001 §3 card). */
export const CandidateAtsDto = z.object({
  /** The client organization whose ATS holds this record (names it for `ats/feedback`). */
  organizationId: Uuid,
  atsKey: z.enum(ATS_PROVIDERS),
  atsDisplayName: z.string(),
  atsUrl: z.string().nullable(),
  atsCandidateId: z.string(),
  atsActive: z.boolean(),
  atsCandidateActive: z.boolean(),
  atsCandidateDisconnected: z.boolean(),
  atsCandidateCreatedAt: z.string(),
  atsStatus: z.enum(ATS_CANDIDATE_STATUSES),
  atsStage: z.string().nullable(),
})
export type CandidateAtsDto = z.infer<typeof CandidateAtsDto>

export const DisconnectedDto = z.object({ id: Uuid, disconnected: z.literal(true) })

export const CandidateIdParams = z.strictObject({ candidateId: Uuid })

export const InboundWebhookAnswer = z.object({
  outcome: z.enum(['ping', 'duplicate', 'updated', 'ignored']),
})

// -------------------------------------------------------------------------------------------------
// Webhook list (subscribe / unsubscribe), routes and their switches, interview feedback, push, integrate

export const AtsWebhookParams = z.strictObject({ id: Uuid, action: z.enum(ATS_WEBHOOK_ACTIONS) })
export const AtsWebhookInput = z.strictObject({
  event: z.enum(ALL_ATS_WEBHOOK_EVENTS).describe("The vendor's event (Greenhouse action, Lever event)"),
})
export type AtsWebhookInput = z.infer<typeof AtsWebhookInput>

export const AtsRoutesQuery = AtsOrgQuery.extend({
  requestType: z.enum(ATS_REQUEST_TYPES).optional().describe('Only routes of this kind'),
  atsKey: z.enum(ATS_PROVIDERS).optional().describe("The ATS (default: the organization's connected one)"),
})
export type AtsRoutesQuery = z.infer<typeof AtsRoutesQuery>

export const AtsRouteDto = z.object({
  key: z.enum(ATS_ROUTE_KEYS),
  requestType: z.enum(ATS_REQUEST_TYPES),
  direction: z.enum(['toAts', 'fromAts']),
  /** The vendor events that take this route. */
  events: z.array(z.enum(ALL_ATS_WEBHOOK_EVENTS)),
  target: z.string(),
  enabled: z.boolean(),
})
export type AtsRouteDto = z.infer<typeof AtsRouteDto>

export const AtsRouteStatusInput = z.strictObject({
  routeKey: z.enum(ATS_ROUTE_KEYS),
  enabled: z.boolean(),
})
export type AtsRouteStatusInput = z.infer<typeof AtsRouteStatusInput>

export const AtsFeedbackQuery = AtsOrgQuery.extend({
  candidateId: Uuid.describe('A candidate pushed to the organization’s ATS'),
})
export type AtsFeedbackQuery = z.infer<typeof AtsFeedbackQuery>

/** One interview feedback (Greenhouse scorecard, Lever feedback form) as the ATS holds it. */
export const AtsFeedbackDto = z.object({
  id: z.string(),
  interview: z.string().nullable(),
  interviewer: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** The vendor's overall word (strong_yes, yes, no, definitely_not, no_decision; Lever's score). */
  recommendation: z.string().nullable(),
  summary: z.string().nullable(),
})
export type AtsFeedbackDto = z.infer<typeof AtsFeedbackDto>

export const PostAtsFeedbackInput = z.strictObject({
  candidateId: Uuid,
  body: z.string().trim().min(1).max(10_000).describe('The feedback, posted to the ATS as a note on the candidate'),
})
export type PostAtsFeedbackInput = z.infer<typeof PostAtsFeedbackInput>

export const PostedAtsFeedbackDto = z.object({
  atsCandidateId: z.string(),
  atsNoteId: z.string().nullable(),
  postedAt: z.string(),
})
export type PostedAtsFeedbackDto = z.infer<typeof PostedAtsFeedbackDto>

export const PushAtsCandidateInput = z.strictObject({
  jobId: Uuid,
  candidateId: Uuid,
  expectedVersion: z.number().int().min(0).optional(),
})
export type PushAtsCandidateInput = z.infer<typeof PushAtsCandidateInput>
