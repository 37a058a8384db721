/**
 * Video meetings (issue 17 item 7): connect a meeting integration (Zoom, checked by signing in
 * before it is stored; or a personal meeting link; Google Meet and Teams come with the connected
 * Google or Microsoft 365 calendar), see it (GET settings/integrate-meeting/{id}/
 * active), and create or delete a meeting with it (POST meeting-invite, DELETE meeting-invite/{id}).
 * A user's integration makes meetings for that user only. What the provider refuses answers 503
 * with its status and message: no link is made up.
 */
import type {
  ConnectPersonalLinkInput,
  ConnectZoomInput,
  DeleteMeetingInviteQuery,
  MeetingIntegrationState,
  MeetingInviteDto,
  MeetingInviteInput,
  MeetingType,
} from '@quota/shared/contracts/meetings'
import { AppError } from '@quota/shared/errors/index'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import {
  connectIntegration,
  disconnectIntegration,
  integrationState,
  liveCalendarIntegration,
} from '../../integrations/calendar/integration-state'
import { meetingProviderFor, PROVIDER_OF_MEETING_TYPE } from '../../integrations/meetings/index'
import { MeetingProviderError } from '../../integrations/meetings/meeting-provider'
import { zoomMeetings } from '../../integrations/meetings/zoom'
import { sealSecret } from '../../integrations/secret-box'
import type { UseCaseContext } from '../context'

const PROVIDER_NAMES = {
  zoom: 'Zoom',
  google: 'Google Meet',
  microsoft: 'Microsoft Teams',
  personalLink: 'Your meeting link',
  caldav: 'CalDAV',
} as const

/** 503 with what the provider answered (and when to try again, if it said). */
export function providerUnavailable(error: unknown): AppError {
  if (!(error instanceof MeetingProviderError)) throw error
  return new AppError('SERVICE_UNAVAILABLE', {
    message: error.message,
    meta: {
      rule: 'meetingProvider',
      providerStatus: error.status,
      ...(error.retryAfterMs !== null ? { retryAfterSeconds: Math.ceil(error.retryAfterMs / 1000) } : {}),
    },
  })
}

/** What a user connects, in Settings, to have meetings of each provider made. */
const WHAT_TO_CONNECT = {
  zoom: 'No Zoom account is connected: connect Zoom under Settings, Meetings.',
  personalLink: 'No personal meeting link is connected: add it under Settings, Meetings.',
  google:
    'Google Meet meetings are made through your Google Calendar, and none is connected: connect Google Calendar under Settings, Calendar.',
  microsoft:
    'Microsoft Teams meetings are made through your Microsoft 365 account, and none is connected: connect Microsoft 365 under Settings, Calendar.',
} as const

/**
 * The provider for a meeting method through the user's live integration, or why not: Zoom and
 * the personal link are meeting integrations, Google Meet and Teams come with the connected
 * Google or Microsoft 365 calendar.
 */
export async function meetingProviderOf(db: DbOrTx, config: Config, userId: string, meetingType: MeetingType) {
  const wanted = PROVIDER_OF_MEETING_TYPE[meetingType]
  const viaCalendar = wanted === 'google' || wanted === 'microsoft'
  const row = await liveCalendarIntegration(db, userId, viaCalendar ? 'calendar' : 'meeting')
  if (!row || row.provider !== wanted) {
    return { provider: null, row: null, reason: WHAT_TO_CONNECT[wanted] } as const
  }
  const provider = meetingProviderFor(config, row, db)
  if (!provider) {
    return {
      provider: null,
      row: null,
      reason: `${PROVIDER_NAMES[wanted]} is not configured on this server any more.`,
    } as const
  }
  return { provider, row, reason: null } as const
}

export async function connectZoom({
  ctx,
  input,
  config,
}: {
  ctx: UseCaseContext
  input: ConnectZoomInput
  config: Config
}): Promise<MeetingIntegrationState> {
  try {
    await zoomMeetings({ ...input, apiUrl: config.ZOOM_API_URL, oauthUrl: config.ZOOM_OAUTH_URL }).token()
  } catch (error) {
    if (!(error instanceof MeetingProviderError)) throw error
    throw AppError.field(
      'clientId',
      'meetingUnreachable',
      error.status
        ? `${error.message}. Check the account id, client id and client secret of your Zoom app.`
        : 'Zoom could not be reached.',
    )
  }
  return connectIntegration(ctx, 'meeting', {
    provider: 'zoom',
    externalAccountId: input.accountId,
    accountEmail: input.zoomUserId,
    credentialsEncrypted: sealSecret(config, JSON.stringify(input)),
  })
}

export async function connectPersonalLink({
  ctx,
  input,
  config,
}: {
  ctx: UseCaseContext
  input: ConnectPersonalLinkInput
  config: Config
}): Promise<MeetingIntegrationState> {
  return connectIntegration(ctx, 'meeting', {
    provider: 'personalLink',
    externalAccountId: input.url,
    accountEmail: null,
    credentialsEncrypted: sealSecret(config, JSON.stringify({ url: input.url })),
  })
}

export const disconnectMeeting = ({ ctx }: { ctx: UseCaseContext }) => disconnectIntegration(ctx, 'meeting')

export const activeMeetingIntegration = ({ ctx, input }: { ctx: UseCaseContext; input: { userId: string } }) =>
  integrationState(ctx, 'meeting', input.userId)

function ownIntegration(ctx: UseCaseContext, userId: string) {
  if (userId !== ctx.actor.userId) {
    throw AppError.field(
      'userId',
      'ownIntegration',
      'Meetings are made with your own meeting integration.',
      'FORBIDDEN',
    )
  }
}

async function providerOrConflict(ctx: UseCaseContext, config: Config, userId: string, meetingType: MeetingType) {
  const found = await meetingProviderOf(ctx.db, config, userId, meetingType)
  if (!found.provider) {
    throw new AppError('CONFLICT', {
      message: found.reason,
      meta: {
        rule: 'noMeetingIntegration',
        connect: meetingType === 'googleMeet' ? 'google' : meetingType === 'microsoftTeams' ? 'microsoft' : meetingType,
      },
    })
  }
  return found.provider
}

export async function createMeetingInvite({
  ctx,
  input,
  config,
}: {
  ctx: UseCaseContext
  input: MeetingInviteInput
  config: Config
}): Promise<MeetingInviteDto> {
  ownIntegration(ctx, input.userId)
  const provider = await providerOrConflict(ctx, config, input.userId, input.meetingType)
  try {
    const created = await provider.create({
      topic: input.topic,
      startsAt: new Date(input.startsAt),
      durationMinutes: input.duration,
      timezone: input.timezone,
    })
    return { meetingType: input.meetingType, userId: input.userId, ...created }
  } catch (error) {
    throw providerUnavailable(error)
  }
}

export async function deleteMeetingInvite({
  ctx,
  input,
  config,
}: {
  ctx: UseCaseContext
  input: { meetingId: string } & DeleteMeetingInviteQuery
  config: Config
}) {
  ownIntegration(ctx, input.userId)
  const provider = await providerOrConflict(ctx, config, input.userId, input.meetingType)
  try {
    await provider.delete(input.meetingId)
  } catch (error) {
    throw providerUnavailable(error)
  }
  return { meetingId: input.meetingId, deleted: true as const }
}
