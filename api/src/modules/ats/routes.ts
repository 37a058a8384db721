import {
  AtsConnectionDto,
  AtsConnectionWithSecretDto,
  AtsFeedbackDto,
  AtsFeedbackQuery,
  AtsJobDto,
  AtsJobLinkDto,
  AtsOrgQuery,
  AtsRouteDto,
  AtsRouteStatusInput,
  AtsRoutesQuery,
  AtsTestParams,
  AtsTestResultDto,
  AtsWebhookDto,
  AtsWebhookInput,
  AtsWebhookParams,
  CandidateAtsDto,
  CandidateIdParams,
  ConnectAtsInput,
  DisconnectedDto,
  InboundWebhookAnswer,
  JobIdParams,
  LinkAtsJobInput,
  PostAtsFeedbackInput,
  PostedAtsFeedbackDto,
  PushAtsCandidateInput,
} from '@quota/shared/contracts/ats'
import { Answers, DataEnvelope, ErrorResponses, IdParams } from '@quota/shared/contracts/common'
import { StageActionResult } from '@quota/shared/contracts/pipeline'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import { rawJsonBody } from '../../plugins/body-limit'
import { CLIENT_USERS } from '../clients/access'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { type PipelineContext, performStageAction } from '../pipeline/perform-stage-action'
import { candidateAtsFields } from './candidate-fields'
import { runConnectionTest } from './connection-tests'
import {
  type AtsDeps,
  atsDetails,
  atsDetailsById,
  connectAts,
  disconnectAts,
  integrateAts,
  listActiveAts,
  regenerateAtsWebhookSecret,
  updateAts,
} from './connections'
import { postAtsFeedback, readAtsFeedback } from './feedback'
import { receiveAtsWebhook } from './inbound-webhooks'
import { getAtsJobLink, linkAtsJob, listAtsJobs, unlinkAtsJob } from './job-links'
import { listAtsRoutes, setAtsRouteStatus, setAtsWebhook } from './routing'

const Unlinked = z.object({ jobId: z.uuid(), unlinked: z.literal(true) })

/** The client's applicant tracking system (/integrate; 002 §7 "ATS"). */
export const atsRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  const atsDeps: AtsDeps = {
    config: deps.config,
    publicUrl: deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`,
  }
  // POST ats/push-candidate is the pipeline's Push to ATS (same rules, same outbox); it sends no mail
  const pipelineCtxOf = (actor: Actor, requestId: string): PipelineContext => ({
    ...ctxOf(actor, requestId),
    publicUrl: atsDeps.publicUrl,
    organizer: { name: 'Quota', email: deps.config.MAIL_FROM },
  })
  return new Elysia({ name: 'ats', prefix: '/api/ats', tags: ['ATS'] })
    .use(moduleBase(deps))
    .post(
      '/connect',
      async ({ actor, body, query, requestId, set }) => {
        set.status = 201
        set.headers['cache-control'] = 'no-store'
        return { data: await connectAts({ ctx: ctxOf(actor, requestId), deps: atsDeps, input: { ...body, ...query } }) }
      },
      {
        auth: CLIENT_USERS,
        query: AtsOrgQuery,
        body: ConnectAtsInput,
        response: { 201: DataEnvelope(AtsConnectionWithSecretDto), ...ErrorResponses, ...Answers(404, 409) },
        detail: {
          summary: 'Connect Greenhouse or Lever (credentials sealed; the webhook secret is shown only here)',
          operationId: 'connectAts',
        },
      },
    )
    .post(
      '/integrate',
      async ({ actor, body, query, requestId, set }) => {
        set.status = 201
        set.headers['cache-control'] = 'no-store'
        return {
          data: await integrateAts({ ctx: ctxOf(actor, requestId), deps: atsDeps, input: { ...body, ...query } }),
        }
      },
      {
        auth: CLIENT_USERS,
        query: AtsOrgQuery,
        body: ConnectAtsInput,
        response: { 201: DataEnvelope(AtsConnectionWithSecretDto), ...ErrorResponses, ...Answers(404, 409) },
        detail: {
          summary:
            'Connect Greenhouse or Lever after the connection test passes with the given credentials (422 with the test message otherwise; nothing kept)',
          operationId: 'integrateAts',
        },
      },
    )
    .put(
      '/:id/webhook/:action',
      async ({ actor, body, params, requestId }) => ({
        data: await setAtsWebhook({
          ctx: ctxOf(actor, requestId),
          deps: atsDeps,
          id: params.id,
          action: params.action,
          input: body,
        }),
      }),
      {
        auth: CLIENT_USERS,
        params: AtsWebhookParams,
        body: AtsWebhookInput,
        response: { 200: DataEnvelope(z.array(AtsWebhookDto)), ...ErrorResponses },
        detail: {
          summary:
            "Subscribe or unsubscribe an ATS event on the connection's Webhook List (events not on it are ignored when they arrive)",
          operationId: 'setAtsWebhook',
        },
      },
    )
    .get(
      '/routes',
      async ({ actor, query, requestId }) => ({
        data: await listAtsRoutes({ ctx: ctxOf(actor, requestId), input: query }),
      }),
      {
        auth: CLIENT_USERS,
        query: AtsRoutesQuery,
        response: { 200: DataEnvelope(z.array(AtsRouteDto)), ...ErrorResponses, ...Answers(404, 409) },
        detail: {
          summary: 'Which ATS events and calls go where (requestType, atsKey), each with its switch',
          operationId: 'listAtsRoutes',
        },
      },
    )
    .post(
      '/route-status',
      async ({ actor, body, query, requestId }) => ({
        data: await setAtsRouteStatus({ ctx: ctxOf(actor, requestId), input: { ...body, ...query } }),
      }),
      {
        auth: CLIENT_USERS,
        query: AtsOrgQuery,
        body: AtsRouteStatusInput,
        response: { 200: DataEnvelope(z.array(AtsRouteDto)), ...ErrorResponses, ...Answers(404, 409) },
        detail: { summary: 'Turn one ATS route on or off for the connection', operationId: 'setAtsRouteStatus' },
      },
    )
    .get(
      '/feedback',
      async ({ actor, query, requestId }) => ({
        data: await readAtsFeedback({ ctx: ctxOf(actor, requestId), deps: atsDeps, input: query }),
      }),
      {
        auth: CLIENT_USERS,
        query: AtsFeedbackQuery,
        response: { 200: DataEnvelope(z.array(AtsFeedbackDto)), ...ErrorResponses, ...Answers(404, 409, 503) },
        detail: {
          summary: 'Interview feedback on a pushed candidate, read from the ATS (scorecards, Lever feedback forms)',
          operationId: 'getAtsFeedback',
        },
      },
    )
    .post(
      '/feedback',
      async ({ actor, body, query, requestId }) => ({
        data: await postAtsFeedback({ ctx: ctxOf(actor, requestId), deps: atsDeps, input: { ...body, ...query } }),
      }),
      {
        auth: CLIENT_USERS,
        query: AtsOrgQuery,
        body: PostAtsFeedbackInput,
        response: { 200: DataEnvelope(PostedAtsFeedbackDto), ...ErrorResponses, ...Answers(404, 409, 503) },
        detail: {
          summary: 'Post interview feedback to the ATS as a note on the pushed candidate',
          operationId: 'postAtsFeedback',
        },
      },
    )
    .post(
      '/push-candidate',
      async ({ actor, body, requestId }) => ({
        data: await performStageAction({
          ctx: pipelineCtxOf(actor, requestId),
          input: {
            jobId: body.jobId,
            candidateId: body.candidateId,
            action: 'pushToATS',
            body: body.expectedVersion === undefined ? {} : { expectedVersion: body.expectedVersion },
          },
        }),
      }),
      {
        auth: CLIENT_USERS,
        body: PushAtsCandidateInput,
        response: { 200: DataEnvelope(StageActionResult), ...ErrorResponses, ...Answers(409) },
        detail: {
          summary:
            "Push a job's candidate to the client's ATS (Push to ATS: queued through the outbox; the row shows the outcome)",
          operationId: 'pushAtsCandidate',
        },
      },
    )
    .patch(
      '/integrate/:id',
      async ({ actor, body, params, requestId }) => ({
        data: await updateAts({ ctx: ctxOf(actor, requestId), deps: atsDeps, id: params.id, input: body }),
      }),
      {
        auth: CLIENT_USERS,
        params: IdParams,
        body: ConnectAtsInput,
        response: { 200: DataEnvelope(AtsConnectionDto), ...ErrorResponses },
        detail: { summary: 'Replace the credentials or base URLs of a connection', operationId: 'updateAts' },
      },
    )
    .get(
      '/details',
      async ({ actor, query, requestId }) => ({
        data: await atsDetails({ ctx: ctxOf(actor, requestId), deps: atsDeps, input: query }),
      }),
      {
        auth: CLIENT_USERS,
        query: AtsOrgQuery,
        response: { 200: DataEnvelope(AtsConnectionDto.nullable()), ...ErrorResponses, ...Answers(404) },
        detail: { summary: "The organization's live ATS connection, or null", operationId: 'getAtsDetails' },
      },
    )
    .get(
      '',
      async ({ actor, query, requestId }) => ({
        data: await listActiveAts({ ctx: ctxOf(actor, requestId), deps: atsDeps, input: query }),
      }),
      {
        auth: CLIENT_USERS,
        query: AtsOrgQuery,
        response: { 200: DataEnvelope(z.array(AtsConnectionDto)), ...ErrorResponses, ...Answers(404) },
        detail: { summary: 'Live ATS connections the caller may see', operationId: 'listAts' },
      },
    )
    .get(
      '/:id/details',
      async ({ actor, params, requestId }) => ({
        data: await atsDetailsById({ ctx: ctxOf(actor, requestId), deps: atsDeps, id: params.id }),
      }),
      {
        auth: CLIENT_USERS,
        params: IdParams,
        response: { 200: DataEnvelope(AtsConnectionDto), ...ErrorResponses },
        detail: { summary: 'One ATS connection', operationId: 'getAtsConnection' },
      },
    )
    .put(
      '/disconnect',
      async ({ actor, query, requestId }) => ({
        data: await disconnectAts({ ctx: ctxOf(actor, requestId), input: query }),
      }),
      {
        auth: CLIENT_USERS,
        query: AtsOrgQuery,
        response: { 200: DataEnvelope(DisconnectedDto), ...ErrorResponses, ...Answers(404, 409) },
        detail: {
          summary: "Disconnect the organization's ATS (pushed candidates show atsCandidateDisconnected)",
          operationId: 'disconnectAts',
        },
      },
    )
    .put(
      '/regenerate-webhook-secret',
      async ({ actor, query, requestId, set }) => {
        set.headers['cache-control'] = 'no-store'
        return { data: await regenerateAtsWebhookSecret({ ctx: ctxOf(actor, requestId), deps: atsDeps, input: query }) }
      },
      {
        auth: CLIENT_USERS,
        query: AtsOrgQuery,
        response: { 200: DataEnvelope(AtsConnectionWithSecretDto), ...ErrorResponses, ...Answers(404, 409) },
        detail: {
          summary: 'New secret for the webhooks the ATS sends us (shown only in this answer)',
          operationId: 'regenerateAtsWebhookSecret',
        },
      },
    )
    .post(
      '/:id/tests/:kind',
      async ({ actor, params, requestId }) => ({
        data: await runConnectionTest({
          ctx: ctxOf(actor, requestId),
          deps: atsDeps,
          id: params.id,
          kind: params.kind,
        }),
      }),
      {
        auth: CLIENT_USERS,
        params: AtsTestParams,
        response: { 200: DataEnvelope(AtsTestResultDto), ...ErrorResponses },
        detail: {
          summary: 'Run a connection test (atsConnectionTest, jobVerificationTest, candidateVerificationTest)',
          operationId: 'runAtsConnectionTest',
        },
      },
    )
    .get(
      '/jobs',
      async ({ actor, query, requestId }) => ({
        data: await listAtsJobs({ ctx: ctxOf(actor, requestId), deps: atsDeps, input: query }),
      }),
      {
        auth: CLIENT_USERS,
        query: AtsOrgQuery,
        response: { 200: DataEnvelope(z.array(AtsJobDto)), ...ErrorResponses, ...Answers(404, 409, 503) },
        detail: { summary: "The ATS's jobs (to link one)", operationId: 'listAtsJobs' },
      },
    )
    .put(
      '/job-link',
      async ({ actor, body, requestId }) => ({
        data: await linkAtsJob({ ctx: ctxOf(actor, requestId), deps: atsDeps, input: body }),
      }),
      {
        auth: CLIENT_USERS,
        body: LinkAtsJobInput,
        response: { 200: DataEnvelope(AtsJobLinkDto), ...ErrorResponses, ...Answers(404, 409, 503) },
        detail: { summary: 'Link a job to an ATS job (stores the jobAts* fields)', operationId: 'linkAtsJob' },
      },
    )
    .get(
      '/job-link/:jobId',
      async ({ actor, params, requestId }) => ({
        data: await getAtsJobLink({ ctx: ctxOf(actor, requestId), jobId: params.jobId }),
      }),
      {
        auth: CLIENT_USERS,
        params: JobIdParams,
        response: { 200: DataEnvelope(AtsJobLinkDto.nullable()), ...ErrorResponses },
        detail: { summary: "A job's ATS link, or null", operationId: 'getAtsJobLink' },
      },
    )
    .delete(
      '/job-link/:jobId',
      async ({ actor, params, requestId }) => ({
        data: await unlinkAtsJob({ ctx: ctxOf(actor, requestId), jobId: params.jobId }),
      }),
      {
        auth: CLIENT_USERS,
        params: JobIdParams,
        response: { 200: DataEnvelope(Unlinked), ...ErrorResponses },
        detail: { summary: "Remove a job's ATS link", operationId: 'unlinkAtsJob' },
      },
    )
    .get(
      '/candidates/:candidateId',
      async ({ actor, params, requestId }) => ({
        data: await candidateAtsFields({ ctx: ctxOf(actor, requestId), candidateId: params.candidateId }),
      }),
      {
        auth: CLIENT_USERS,
        params: CandidateIdParams,
        response: { 200: DataEnvelope(z.array(CandidateAtsDto)), ...ErrorResponses },
        detail: { summary: "A candidate's ATS fields (the card's ats* fields)", operationId: 'getCandidateAtsFields' },
      },
    )
    .post(
      '/webhooks/:id',
      async ({ params, request }) => ({
        data: await receiveAtsWebhook({
          db: deps.db,
          config: deps.config,
          logger: deps.logger,
          connectionId: params.id,
          rawBody: rawJsonBody(request),
          headers: request.headers,
        }),
      }),
      {
        isPublic: true,
        params: IdParams,
        // both vendors send a JSON object; its fields are the vendor's and checked after the signature
        body: z.record(z.string(), z.unknown()).describe("The vendor's event as sent (a JSON object)"),
        response: { 200: DataEnvelope(InboundWebhookAnswer), ...ErrorResponses, ...Answers(401, 503) },
        detail: {
          summary:
            'Webhook receiver for the connected ATS (Greenhouse Signature header; Lever token+triggeredAt signature)',
          operationId: 'receiveAtsWebhook',
        },
      },
    )
}
