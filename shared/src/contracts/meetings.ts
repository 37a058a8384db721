/**
 * Video meetings of interviews (002 §1 Zoom is the default meeting method; §3 interview and
 * meetings; §7 POST meeting-invite, DELETE meeting-invite/{id} (meetingType, userId),
 * GET settings/integrate-meeting/{id}/active).
 */
import { z } from 'zod'
import { CALENDAR_INTEGRATION_PROVIDERS } from '../domain/enums'
import { isTimeZone } from './pipeline'

/** The meeting methods that are video meetings made through a provider (phone and in person are not). */
export const MEETING_TYPES = ['zoom', 'googleMeet', 'microsoftTeams', 'customLink'] as const
export type MeetingType = (typeof MEETING_TYPES)[number]

const timezone = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, { message: 'Unknown time zone', params: { rule: 'invalidTimezone' } })

export const MeetingInviteInput = z.strictObject({
  meetingType: z
    .enum(MEETING_TYPES)
    .default('zoom')
    .describe('zoom (default), googleMeet, microsoftTeams or customLink (the personal meeting link)'),
  userId: z.uuid().describe('Whose meeting integration (your own)'),
  topic: z.string().trim().min(1).max(200),
  startsAt: z.iso.datetime({ offset: true }).describe('ISO 8601'),
  duration: z.number().int().min(5).max(1440).describe('Minutes'),
  timezone: timezone.default('UTC'),
})
export type MeetingInviteInput = z.infer<typeof MeetingInviteInput>

export const MeetingInviteParams = z.object({ id: z.string().min(1).max(64).describe("The provider's meeting id") })
export const DeleteMeetingInviteQuery = z.strictObject({
  meetingType: z.enum(MEETING_TYPES).default('zoom'),
  userId: z.uuid(),
})
export type DeleteMeetingInviteQuery = z.infer<typeof DeleteMeetingInviteQuery>

export const MeetingInviteDto = z.object({
  meetingType: z.enum(MEETING_TYPES),
  userId: z.uuid(),
  meetingId: z.string().nullable().describe('Null for a personal meeting link (nothing to delete)'),
  meetingUrl: z.string(),
})
export type MeetingInviteDto = z.infer<typeof MeetingInviteDto>

export const DeletedMeetingInvite = z.object({ meetingId: z.string(), deleted: z.literal(true) })

/** PUT settings/integrate-meeting/zoom: a Zoom Server-to-Server OAuth app of your Zoom account. */
export const ConnectZoomInput = z.strictObject({
  accountId: z.string().trim().min(1).max(200),
  clientId: z.string().trim().min(1).max(200),
  clientSecret: z.string().min(1).max(500),
  zoomUserId: z
    .string()
    .trim()
    .min(1)
    .max(320)
    .default('me')
    .describe('Whose meetings: a Zoom user id or e-mail, or me'),
})
export type ConnectZoomInput = z.infer<typeof ConnectZoomInput>

/** PUT settings/integrate-meeting/personal-link: your personal meeting room. */
export const ConnectPersonalLinkInput = z.strictObject({ url: z.url({ protocol: /^https$/ }).max(2000) })
export type ConnectPersonalLinkInput = z.infer<typeof ConnectPersonalLinkInput>

/** GET settings/integrate-meeting/{id}/active: the user's live meeting integration, if any. */
export const MeetingIntegrationState = z.object({
  active: z.boolean(),
  provider: z.enum(CALENDAR_INTEGRATION_PROVIDERS).nullable(),
  account: z.string().nullable().describe('The Zoom user, or the personal link'),
  connectedAt: z.string().nullable(),
})
export type MeetingIntegrationState = z.infer<typeof MeetingIntegrationState>
