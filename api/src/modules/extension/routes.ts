/**
 * The browser extension's calls on a professional-network profile page (issue 15): match the
 * profile to a Quota candidate, add an unknown one. Provider recruiters only; the extension
 * calls with its bearer token from its background worker.
 */
import { LoginResult } from '@quota/shared/contracts/auth'
import { Answers, DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import {
  AddProfileCandidateInput,
  ExtensionActionInput,
  ExtensionActionResult,
  ExtensionDailyCaps,
  ExtensionDailyCapsQuery,
  ExtensionHandOverCode,
  ExtensionHandOverInput,
  PitchTemplates,
  PitchTemplatesQuery,
  ProfileMatch,
  ProfileMatchInput,
} from '@quota/shared/contracts/extension'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import { clientAddress } from '../../plugins/client-address'
import { createLimiter } from '../../plugins/rate-limit'
import { appOriginOf } from '../auth/context'
import { tokensOf } from '../auth/routes'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { pipelineContextOf } from '../pipeline/routes'
import { getMe } from '../users/get-me'
import { addProfileCandidate } from './add-profile-candidate'
import { extensionDailyCaps, performExtensionAction } from './daily-caps'
import { EXTENSION_HAND_OVER_LIMIT, exchangeHandOverCode, issueHandOverCode } from './hand-over'
import { matchProfile } from './match-profile'
import { pitchTemplates } from './pitch-templates'

/** Provider recruiters (internal and fractional) run the extension. */
const EXTENSION_USERS = { userTypes: ['staff'], permission: 'recruiter' } as const

export const extensionRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  const pipelineCtxOf = pipelineContextOf(deps)
  const handOverPerAddress = createLimiter(deps.db, 'extension-hand-over-address', EXTENSION_HAND_OVER_LIMIT)
  return new Elysia({ name: 'extension', prefix: '/api', tags: ['Extension'] })
    .use(moduleBase(deps))
    .post(
      '/extension/profile-match',
      async ({ body, actor, requestId }) => ({
        data: await matchProfile({ ctx: ctxOf(actor, requestId), input: body }),
      }),
      {
        auth: EXTENSION_USERS,
        body: ProfileMatchInput,
        response: { 200: DataEnvelope(ProfileMatch), ...ErrorResponses },
        detail: {
          summary:
            'The Quota candidate of a profile page, by normalised profile URL then e-mail (recruiterUrl and invalidUrl refused)',
          operationId: 'matchExtensionProfile',
        },
      },
    )
    .post(
      '/extension/candidates',
      async ({ body, actor, requestId }) => ({
        data: await addProfileCandidate({ ctx: ctxOf(actor, requestId), input: body }),
      }),
      {
        auth: EXTENSION_USERS,
        body: AddProfileCandidateInput,
        response: { 200: DataEnvelope(ProfileMatch), ...ErrorResponses },
        detail: {
          summary: 'Add the profile on the page as a prospect; refused when its URL or e-mail is already a candidate',
          operationId: 'addExtensionCandidate',
        },
      },
    )
    .get(
      '/extension/daily-caps',
      async ({ query, actor, requestId }) => ({
        data: await extensionDailyCaps({ ctx: ctxOf(actor, requestId), input: query }),
      }),
      {
        auth: EXTENSION_USERS,
        query: ExtensionDailyCapsQuery,
        response: { 200: DataEnvelope(ExtensionDailyCaps), ...ErrorResponses },
        detail: {
          summary: 'Today’s per-recruiter caps on what the extension does (shortlist, pitch e-mail, InMail draft)',
          operationId: 'extensionDailyCaps',
        },
      },
    )
    .get(
      '/extension/pitch-templates',
      async ({ query, actor, requestId }) => ({
        data: await pitchTemplates({ ctx: ctxOf(actor, requestId), input: query }),
      }),
      {
        auth: EXTENSION_USERS,
        query: PitchTemplatesQuery,
        response: { 200: DataEnvelope(PitchTemplates), ...ErrorResponses, ...Answers(404) },
        detail: {
          summary:
            'The admin’s pitch templates (key candidatePitch, e-mail and InMail channels) for the job’s sales segment, else Default; null where none is active',
          operationId: 'extensionPitchTemplates',
        },
      },
    )
    .post(
      '/extension/actions',
      async ({ body, actor, requestId }) => ({
        data: await performExtensionAction({ ctx: pipelineCtxOf(actor, requestId), input: body }),
      }),
      {
        auth: EXTENSION_USERS,
        body: ExtensionActionInput,
        response: { 200: DataEnvelope(ExtensionActionResult), ...ErrorResponses, ...Answers(409, 429) },
        detail: {
          summary:
            'A shortlist, pitch e-mail or InMail draft from the extension: the pipeline action, counted; 429 past today’s cap',
          operationId: 'performExtensionAction',
        },
      },
    )
    .post(
      '/extension/hand-over-codes',
      async ({ actor, set }) => {
        set.headers['cache-control'] = 'no-store'
        return { data: await issueHandOverCode(deps.db, actor) }
      },
      {
        auth: EXTENSION_USERS,
        response: { 200: DataEnvelope(ExtensionHandOverCode), ...ErrorResponses },
        detail: {
          summary:
            'A one-time code (single use, 2 minutes) that connects the browser extension to the signed-in recruiter',
          operationId: 'createExtensionHandOverCode',
        },
      },
    )
    .post(
      '/extension/hand-over',
      async ({ body, request, server, requestId, set }) => {
        const meta = {
          ip: clientAddress(request, server, deps.config.TRUST_PROXY),
          userAgent: request.headers.get('user-agent'),
          requestId,
          appOrigin: appOriginOf(request, deps.config),
        }
        // before the code is looked at, so guessing codes from one address stops at the limit
        await handOverPerAddress.hit(meta.ip)
        const issued = await exchangeHandOverCode(deps, meta, body)
        set.headers['cache-control'] = 'no-store'
        return { data: { ...tokensOf(issued), user: await getMe(deps.db, deps.config, issued.userId) } }
      },
      {
        isPublic: true,
        body: ExtensionHandOverInput,
        response: { 200: DataEnvelope(LoginResult), ...ErrorResponses, ...Answers(403, 404, 409, 429) },
        detail: {
          summary:
            'The extension exchanges a hand-over code for its own token session, a child of the web session that made the code (unknown 404; used or expired 409; inactive user 403; over 10 a minute per address 429)',
          operationId: 'exchangeExtensionHandOverCode',
        },
      },
    )
}
