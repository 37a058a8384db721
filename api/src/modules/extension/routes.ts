/**
 * The browser extension's calls on a professional-network profile page (issue 15): match the
 * profile to a Quota candidate, add an unknown one. Provider recruiters only; the extension
 * calls with its bearer token from its background worker.
 */
import { DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import { AddProfileCandidateInput, ProfileMatch, ProfileMatchInput } from '@quota/shared/contracts/extension'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { addProfileCandidate } from './add-profile-candidate'
import { matchProfile } from './match-profile'

/** Provider recruiters (internal and fractional) run the extension. */
const EXTENSION_USERS = { userTypes: ['staff'], permission: 'recruiter' } as const

export const extensionRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
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
}
