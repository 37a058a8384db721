import { antiBiasApplies } from '@quota/shared/domain/candidates/anti-bias'
import { Elysia } from 'elysia'
import { actorOfRequest } from './auth'

/**
 * The anti-bias gate (issue 37): the one place that decides whether an answer about candidates
 * is anonymised. The user's setting (kept on the server: users.anti_bias_mode, else the client
 * organization's default) is applied whatever the request says; the spec's `isAntiBiasMode`
 * query can turn the mode on for one answer, never off.
 *
 * Every route that can show a candidate to a client user or to the public declares it:
 * - `antiBias: true` on signed-in routes: the handler receives `antiBias: boolean`;
 * - `antiBias: 'share-link'` on public share routes, whose link carries the mode of the user who
 *   created it (that user's answer passed this gate when the link was made).
 * The meta-test in app-routes.test.ts fails when such a route declares neither.
 */
export type AntiBiasDeclaration = true | 'share-link'

export const ANTI_BIAS_DETAIL_KEY = 'x-quota-anti-bias'

export const antiBiasPlugin = new Elysia({ name: 'anti-bias' }).macro({
  antiBias: (declaration: AntiBiasDeclaration) => ({
    detail: { [ANTI_BIAS_DETAIL_KEY]: declaration } as { summary?: string },
    resolve({ request, query, body }) {
      if (declaration === 'share-link') return { antiBias: false }
      // GET answers take the flag in the query; POST candidates/search in its body (spec 001 §6)
      const requested =
        (query as Record<string, unknown> | undefined)?.isAntiBiasMode ??
        (body as Record<string, unknown> | null | undefined)?.isAntiBiasMode
      return {
        antiBias: antiBiasApplies(
          actorOfRequest(request)?.antiBiasMode,
          typeof requested === 'boolean' || typeof requested === 'string' ? requested : undefined,
        ),
      }
    },
  }),
})
