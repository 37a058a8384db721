/**
 * Interview availability: GET/PUT users/{id}/availability (002 §7, the next 7 days) and
 * POST users/{id}/calendar-update-request (001 §4). Access rules in availability.ts.
 */
import {
  AvailabilityParams,
  AvailabilityQuery,
  CalendarConnectOptions,
  CalendarIntegrationState,
  CalendarUpdateRequestAnswer,
  ConnectCalDavInput,
  IntegratedCalendarAvailability,
  IntegratedCalendarQuery,
  OAuthCalendarCallbackQuery,
  SaveAvailabilityInput,
  UserAvailability,
} from '@quota/shared/contracts/availability'
import { Answers, DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import { REDIRECT_ANSWER_DOCS } from '../../plugins/openapi-responses'
import { mailLinkOrigin } from '../auth/context'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { getAvailability, requestCalendarUpdate, saveAvailability } from './availability'
import {
  activeCalendarIntegration,
  connectCalDav,
  disconnectCalendar,
  integratedCalendarAvailability,
} from './calendar-integration'
import {
  calendarConnectOptions,
  finishOAuthCalendar,
  type OAuthCalendarProvider,
  signInAgainUrl,
  startOAuthCalendar,
} from './oauth-calendar-connect'

/** A 302 that no cache keeps (it carries a one-time state). */
const redirect = (location: string) =>
  new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } })

export const availabilityRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return new Elysia({ name: 'availability', prefix: '/api', tags: ['Availability'] })
    .use(moduleBase(deps))
    .get(
      '/users/:id/availability',
      async ({ params, query, actor, requestId }) => ({
        data: await getAvailability({
          ctx: ctxOf(actor, requestId),
          input: { userId: params.id, timezone: query.timezone },
        }),
      }),
      {
        auth: 'user',
        params: AvailabilityParams,
        query: AvailabilityQuery,
        response: { 200: DataEnvelope(UserAvailability), ...ErrorResponses },
        detail: {
          summary:
            "A user's interview availability for the next 7 days, with lastEventUpdatedAt and a candidate's calendar update request",
          operationId: 'getUserAvailability',
        },
      },
    )
    .put(
      '/users/:id/availability',
      async ({ params, body, actor, requestId }) => ({
        data: await saveAvailability({ ctx: ctxOf(actor, requestId), input: { userId: params.id, ...body } }),
      }),
      {
        auth: 'user',
        params: AvailabilityParams,
        body: SaveAvailabilityInput,
        response: { 200: DataEnvelope(UserAvailability), ...ErrorResponses },
        detail: {
          summary: 'Replace your own availability slots for the next 7 days',
          operationId: 'saveUserAvailability',
        },
      },
    )
    .post(
      '/users/:id/calendar-update-request',
      async ({ params, actor, requestId, request }) => ({
        data: await requestCalendarUpdate({
          ctx: ctxOf(actor, requestId),
          input: { userId: params.id },
          appUrl: mailLinkOrigin(deps.config, new URL(request.url).origin),
        }),
      }),
      {
        auth: { userTypes: ['staff', 'client'] },
        params: AvailabilityParams,
        response: { 200: DataEnvelope(CalendarUpdateRequestAnswer), ...ErrorResponses },
        detail: {
          summary: 'Ask a candidate to update their availability (mailed; shown for 7 days)',
          operationId: 'requestCalendarUpdate',
        },
      },
    )
    .get(
      '/users/:id/integrated-calendar-availability',
      async ({ params, query, actor, requestId }) => ({
        data: await integratedCalendarAvailability({
          ctx: ctxOf(actor, requestId),
          input: { userId: params.id, ...query },
          config: deps.config,
        }),
      }),
      {
        auth: 'user',
        params: AvailabilityParams,
        query: IntegratedCalendarQuery,
        response: { 200: DataEnvelope(IntegratedCalendarAvailability), ...ErrorResponses, ...Answers(409, 503) },
        detail: {
          summary: "Busy time from the user's connected calendar (CalDAV) between two dates in a time zone",
          operationId: 'getIntegratedCalendarAvailability',
        },
      },
    )
    .put(
      '/settings/integrate-calendar/caldav',
      async ({ body, actor, requestId }) => ({
        data: await connectCalDav({ ctx: ctxOf(actor, requestId), input: body, config: deps.config }),
      }),
      {
        auth: 'user',
        body: ConnectCalDavInput,
        response: { 200: DataEnvelope(CalendarIntegrationState), ...ErrorResponses },
        detail: {
          summary: 'Connect your own CalDAV calendar (checked with a query before it is stored)',
          operationId: 'connectCalDavCalendar',
        },
      },
    )
    .get('/settings/integrate-calendar/options', () => ({ data: calendarConnectOptions(deps.config) }), {
      auth: 'user',
      response: { 200: DataEnvelope(CalendarConnectOptions), ...ErrorResponses },
      detail: {
        summary:
          'Which calendars this server can connect (Google Calendar and Microsoft 365 only with their OAuth clients configured)',
        operationId: 'getCalendarConnectOptions',
      },
    })
    .use(oauthConnectRoutes(deps, 'google'))
    .use(oauthConnectRoutes(deps, 'microsoft'))
    .delete(
      '/settings/integrate-calendar',
      async ({ actor, requestId }) => ({ data: await disconnectCalendar({ ctx: ctxOf(actor, requestId) }) }),
      {
        auth: 'user',
        response: { 200: DataEnvelope(CalendarIntegrationState), ...ErrorResponses },
        detail: {
          summary: 'Disconnect your calendar: interviews are no longer written to it',
          operationId: 'disconnectCalendar',
        },
      },
    )
    .get(
      '/settings/integrate-calendar/:id/active',
      async ({ params, actor, requestId }) => ({
        data: await activeCalendarIntegration({ ctx: ctxOf(actor, requestId), input: { userId: params.id } }),
      }),
      {
        auth: 'user',
        params: AvailabilityParams,
        response: { 200: DataEnvelope(CalendarIntegrationState), ...ErrorResponses },
        detail: {
          summary: "The user's live calendar integration, if any",
          operationId: 'getActiveCalendarIntegration',
        },
      },
    )
}

const OAUTH_NAMES = { google: 'Google Calendar', microsoft: 'Microsoft 365 calendar' } as const
const OAUTH_CONSENT = {
  google: "Google's consent page",
  microsoft: "Microsoft's sign-in and consent page (Microsoft identity platform)",
} as const

/** GET settings/integrate-calendar/{provider}/start and /callback: one OAuth 2.0 authorization-code connect. */
function oauthConnectRoutes(deps: AppDeps, provider: OAuthCalendarProvider) {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  const Provider = provider === 'google' ? 'Google' : 'Microsoft'
  // no prefix: the parent's /api applies to these routes too
  return new Elysia({ name: `availability-oauth-${provider}`, tags: ['Availability'] })
    .use(moduleBase(deps))
    .get(
      `/settings/integrate-calendar/${provider}/start`,
      ({ actor, requestId, request }) =>
        redirect(
          startOAuthCalendar({
            ctx: ctxOf(actor, requestId),
            config: deps.config,
            origin: mailLinkOrigin(deps.config, new URL(request.url).origin),
            provider,
          }),
        ),
      {
        auth: 'user',
        response: { ...ErrorResponses, ...Answers(409) },
        detail: {
          summary: `Connect your ${OAUTH_NAMES[provider]}: redirects to ${OAUTH_CONSENT[provider]} (OAuth 2.0 authorization code)`,
          operationId: `start${Provider}Calendar`,
          ...REDIRECT_ANSWER_DOCS,
        },
      },
    )
    .get(
      `/settings/integrate-calendar/${provider}/callback`,
      async ({ requestId, request, query }) => {
        const origin = mailLinkOrigin(deps.config, new URL(request.url).origin)
        // a browser coming back from the provider is a person, not an API client: a session that
        // ended while they were away gets them signed in again (then Settings), never a bare 401
        const actor = await deps.authenticate(request).catch(() => null)
        if (!actor) return redirect(signInAgainUrl(origin, provider))
        return redirect(
          await finishOAuthCalendar({ ctx: ctxOf(actor, requestId), config: deps.config, origin, provider, query }),
        )
      },
      {
        // signed-in checked in the handler (above): the signed-out answer is a redirect to sign-in
        isPublic: true,
        query: OAuthCalendarCallbackQuery,
        response: { ...ErrorResponses, ...Answers(409) },
        detail: {
          summary: `${Provider}'s redirect back: stores the calendar (refresh token sealed) and redirects to Settings; with the session ended, to sign-in and then Settings`,
          operationId: `finish${Provider}Calendar`,
          ...REDIRECT_ANSWER_DOCS,
        },
      },
    )
}
