/**
 * Meetings (002 §7): POST meeting-invite, DELETE meeting-invite/{id} (meetingType, userId), and the
 * meeting integration under settings/integrate-meeting. Rules in meeting-invites.ts.
 */
import { AvailabilityParams } from '@quota/shared/contracts/availability'
import { Answers, DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import {
  ConnectPersonalLinkInput,
  ConnectZoomInput,
  DeletedMeetingInvite,
  DeleteMeetingInviteQuery,
  MeetingIntegrationState,
  MeetingInviteDto,
  MeetingInviteInput,
  MeetingInviteParams,
} from '@quota/shared/contracts/meetings'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import {
  activeMeetingIntegration,
  connectPersonalLink,
  connectZoom,
  createMeetingInvite,
  deleteMeetingInvite,
  disconnectMeeting,
} from './meeting-invites'

export const meetingRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return new Elysia({ name: 'meetings', prefix: '/api', tags: ['Meetings'] })
    .use(moduleBase(deps))
    .post(
      '/meeting-invite',
      async ({ body, actor, requestId }) => ({
        data: await createMeetingInvite({ ctx: ctxOf(actor, requestId), input: body, config: deps.config }),
      }),
      {
        auth: 'user',
        body: MeetingInviteInput,
        response: { 200: DataEnvelope(MeetingInviteDto), ...ErrorResponses, ...Answers(409, 503) },
        detail: {
          summary: 'Create a video meeting with your meeting integration (Zoom by default): its id and join URL',
          operationId: 'createMeetingInvite',
        },
      },
    )
    .delete(
      '/meeting-invite/:id',
      async ({ params, query, actor, requestId }) => ({
        data: await deleteMeetingInvite({
          ctx: ctxOf(actor, requestId),
          input: { meetingId: params.id, ...query },
          config: deps.config,
        }),
      }),
      {
        auth: 'user',
        params: MeetingInviteParams,
        query: DeleteMeetingInviteQuery,
        response: { 200: DataEnvelope(DeletedMeetingInvite), ...ErrorResponses, ...Answers(409, 503) },
        detail: {
          summary: 'Delete a video meeting made with your meeting integration (one already gone counts as deleted)',
          operationId: 'deleteMeetingInvite',
        },
      },
    )
    .put(
      '/settings/integrate-meeting/zoom',
      async ({ body, actor, requestId }) => ({
        data: await connectZoom({ ctx: ctxOf(actor, requestId), input: body, config: deps.config }),
      }),
      {
        auth: 'user',
        body: ConnectZoomInput,
        response: { 200: DataEnvelope(MeetingIntegrationState), ...ErrorResponses },
        detail: {
          summary:
            'Connect your Zoom account (a Server-to-Server OAuth app; checked by signing in before it is stored)',
          operationId: 'connectZoomMeetings',
        },
      },
    )
    .put(
      '/settings/integrate-meeting/personal-link',
      async ({ body, actor, requestId }) => ({
        data: await connectPersonalLink({ ctx: ctxOf(actor, requestId), input: body, config: deps.config }),
      }),
      {
        auth: 'user',
        body: ConnectPersonalLinkInput,
        response: { 200: DataEnvelope(MeetingIntegrationState), ...ErrorResponses },
        detail: {
          summary: 'Use your personal meeting link for interviews',
          operationId: 'connectPersonalMeetingLink',
        },
      },
    )
    .delete(
      '/settings/integrate-meeting',
      async ({ actor, requestId }) => ({ data: await disconnectMeeting({ ctx: ctxOf(actor, requestId) }) }),
      {
        auth: 'user',
        response: { 200: DataEnvelope(MeetingIntegrationState), ...ErrorResponses },
        detail: { summary: 'Disconnect your meeting integration', operationId: 'disconnectMeetings' },
      },
    )
    .get(
      '/settings/integrate-meeting/:id/active',
      async ({ params, actor, requestId }) => ({
        data: await activeMeetingIntegration({ ctx: ctxOf(actor, requestId), input: { userId: params.id } }),
      }),
      {
        auth: 'user',
        params: AvailabilityParams,
        response: { 200: DataEnvelope(MeetingIntegrationState), ...ErrorResponses },
        detail: {
          summary: "The user's live meeting integration, if any",
          operationId: 'getActiveMeetingIntegration',
        },
      },
    )
}
