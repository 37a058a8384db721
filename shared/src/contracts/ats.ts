/**
 * The applicant-tracking integration (002 §3 "ATS details", §7 "ATS", `GET ats/jobs`; job fields
 * jobAts*; 000 §8 ATS messages). A client organization has at most one live connection
 * (Greenhouse or Lever); its credentials are sealed at rest and never answered back.
 */
import * as z from 'zod'
import { ATS_CANDIDATE_STATUSES, ATS_PROVIDERS } from '../domain/enums'
import { Uuid } from './common'

export const ATS_MESSAGES = {
  organizationRequired: 'Organization id is required.',
  noConnection: 'This organization has no applicant tracking system connected.',
  alreadyConnected: 'This organization already has an applicant tracking system connected. Disconnect it first.',
  notFound: 'ATS connection not found',
  jobNotLinked: 'This job is not linked to a job in the applicant tracking system.',
  jobNotFound: 'The job was not found in the applicant tracking system.',
} as const

export const ATS_TEST_KINDS = ['atsConnectionTest', 'jobVerificationTest', 'candidateVerificationTest'] as const

export const AtsOrgQuery = z.object({
  organizationId: Uuid.optional().describe('Provider staff: the client organization (client users: their own)'),
})
export type AtsOrgQuery = z.infer<typeof AtsOrgQuery>

const url = z.string().trim().url().max(500)
const secret = z.string().trim().min(1).max(500)

export const ConnectAtsInput = z.discriminatedUnion('provider', [
  z.strictObject({
    provider: z.literal('greenhouse'),
    clientId: secret.describe('Harvest v3 (OAuth) client id'),
    clientSecret: secret.describe('Harvest v3 (OAuth) client secret'),
    userId: z.string().trim().min(1).max(50).describe('The Greenhouse user id calls are made as'),
    baseUrl: url.optional().describe('Harvest API base (default https://harvest.greenhouse.io)'),
    authUrl: url.optional().describe('OAuth token host (default https://auth.greenhouse.io)'),
  }),
  z.strictObject({
    provider: z.literal('lever'),
    apiKey: secret.describe('Lever API key'),
    performAs: z.string().trim().min(1).max(100).describe('The Lever user id writes are made as (perform_as)'),
    baseUrl: url.optional().describe('Lever API base (default https://api.lever.co; EU https://api.eu.lever.co)'),
    webhookSecret: z
      .string()
      .trim()
      .min(16)
      .max(200)
      .optional()
      .describe('The signature token Lever shows for the webhooks pointed at us (Lever issues it)'),
  }),
])
export type ConnectAtsInput = z.infer<typeof ConnectAtsInput>

export const AtsConnectionDto = z.object({
  id: Uuid,
  organizationId: Uuid,
  provider: z.enum(ATS_PROVIDERS),
  baseUrl: z.string(),
  /** Where the ATS posts its webhooks to us (with the webhook secret). */
  webhookUrl: z.string(),
  createdAt: z.string(),
  lastTestedAt: z.string().nullable(),
  lastTestOk: z.boolean().nullable(),
  lastTestMessage: z.string().nullable(),
})
export type AtsConnectionDto = z.infer<typeof AtsConnectionDto>

export const AtsConnectionWithSecretDto = AtsConnectionDto.extend({
  webhookSecret: z.string().describe('The secret the ATS signs its webhooks with; shown only in this answer'),
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
