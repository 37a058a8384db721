/**
 * The browser extension's calls on a professional-network profile page (issue 15): match the
 * profile to a Quota candidate, add an unknown one. Provider recruiters only; the extension
 * calls with its bearer token from its background worker.
 */
import { Answers, DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import {
  AddProfileCandidateInput,
  ExtensionActionInput,
  ExtensionActionResult,
  ExtensionDailyCaps,
  ExtensionDailyCapsQuery,
  ProfileMatch,
  ProfileMatchInput,
} from '@quota/shared/contracts/extension'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { pipelineContextOf } from '../pipeline/routes'
import { addProfileCandidate } from './add-profile-candidate'
import { extensionDailyCaps, performExtensionAction } from './daily-caps'
import { matchProfile } from './match-profile'

/** Provider recruiters (internal and fractional) run the extension. */
const EXTENSION_USERS = { userTypes: ['staff'], permission: 'recruiter' } as const

export const extensionRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  const pipelineCtxOf = pipelineContextOf(deps)
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
}
