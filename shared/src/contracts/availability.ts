/**
 * A user's availability for interviews (002 §3 "User availability", §7 GET users/{id}/availability
 * (timezone); 000 §9 candidate availability 7 days) and a recruiter's calendar update request
 * (001 §4: shown within 7 days).
 */
import { z } from 'zod'
import { MAX_AVAILABILITY_SLOTS } from '../domain/availability/index'
import { CALENDAR_INTEGRATION_PROVIDERS } from '../domain/enums'
import { isTimeZone } from './pipeline'

export const AvailabilityParams = z.strictObject({ id: z.uuid().describe('The user') })
export type AvailabilityParams = z.infer<typeof AvailabilityParams>

export const AvailabilityQuery = z.strictObject({
  timezone: z
    .string()
    .min(1)
    .max(64)
    .refine(isTimeZone, { message: 'Unknown time zone', params: { rule: 'invalidTimezone' } })
    .optional()
    .describe("IANA zone the slots' local dates and times are given in; the user's own, else UTC"),
})
export type AvailabilityQuery = z.infer<typeof AvailabilityQuery>

const instant = z.iso.datetime({ offset: true }).describe('ISO 8601 with an offset or Z')

export const SaveAvailabilityInput = z.strictObject({
  slots: z
    .array(z.strictObject({ startsAt: instant, endsAt: instant }))
    .max(MAX_AVAILABILITY_SLOTS)
    .describe('Replaces the slots of the next 7 days; an empty list clears them'),
})
export type SaveAvailabilityInput = z.infer<typeof SaveAvailabilityInput>

export const AvailabilitySlot = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  date: z.string().describe('YYYY-MM-DD in the asked time zone'),
  startTime: z.string().describe('HH:mm in the asked time zone'),
  endTime: z.string().describe('HH:mm in the asked time zone'),
})
export type AvailabilitySlot = z.infer<typeof AvailabilitySlot>

export const CalendarUpdateRequestState = z.object({
  requestedAt: z.string(),
  isShown: z.boolean().describe('Within 7 days of the request'),
})

export const UserAvailability = z.object({
  userId: z.uuid(),
  timezone: z.string(),
  windowDays: z.number().int(),
  slots: z.array(AvailabilitySlot).describe('Slots that have not ended and start within the next 7 days'),
  lastEventUpdatedAt: z.string().nullable().describe('When the user last saved their slots'),
  lastEventElapsedTime: z.number().int().nullable().describe('Seconds since lastEventUpdatedAt'),
  calendarUpdateRequest: CalendarUpdateRequestState.nullable().describe(
    "A recruiter's latest request to update the calendar (candidates only)",
  ),
})
export type UserAvailability = z.infer<typeof UserAvailability>

export const CalendarUpdateRequestAnswer = z.object({
  requestedAt: z.string(),
  shownUntil: z.string(),
  mailQueuedFor: z.string().nullable().describe('The candidate address the request mail was queued for'),
})
export type CalendarUpdateRequestAnswer = z.infer<typeof CalendarUpdateRequestAnswer>

/** PUT settings/integrate-calendar/caldav: connect your own CalDAV calendar (checked with a query first). */
export const ConnectCalDavInput = z.strictObject({
  calendarUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .describe('The calendar collection, e.g. https://dav.example.com/alice/calendar/'),
  username: z.string().min(1).max(320),
  password: z.string().min(1).max(1000),
})
export type ConnectCalDavInput = z.infer<typeof ConnectCalDavInput>

/** GET settings/integrate-calendar/{id}/active: the user's live calendar integration, if any. */
export const CalendarIntegrationState = z.object({
  active: z.boolean(),
  provider: z.enum(CALENDAR_INTEGRATION_PROVIDERS).nullable(),
  accountEmail: z.string().nullable(),
  connectedAt: z.string().nullable(),
})
export type CalendarIntegrationState = z.infer<typeof CalendarIntegrationState>

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
export const IntegratedCalendarQuery = z.strictObject({
  startDate: isoDay.describe('First day, in `timezone`'),
  endDate: isoDay.describe('Last day (included), in `timezone`; at most 31 days after startDate'),
  timezone: z
    .string()
    .min(1)
    .max(64)
    .refine(isTimeZone, { message: 'Unknown time zone', params: { rule: 'invalidTimezone' } })
    .default('UTC'),
})
export type IntegratedCalendarQuery = z.infer<typeof IntegratedCalendarQuery>

export const IntegratedCalendarAvailability = z.object({
  userId: z.uuid(),
  provider: z.enum(CALENDAR_INTEGRATION_PROVIDERS),
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  busy: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })).describe('Busy intervals, soonest first'),
})
export type IntegratedCalendarAvailability = z.infer<typeof IntegratedCalendarAvailability>

/** GET settings/integrate-calendar/options: which calendars this server can connect. */
export const CalendarConnectOptions = z.object({
  caldav: z.literal(true).describe('Any CalDAV server, with its address, user name and password'),
  google: z.boolean().describe('Google Calendar: true when the server has a Google OAuth client configured'),
  microsoft: z
    .boolean()
    .describe(
      'Microsoft 365 (Outlook calendar and Teams): true when the server has a Microsoft app registration configured',
    ),
})
export type CalendarConnectOptions = z.infer<typeof CalendarConnectOptions>

/**
 * GET settings/integrate-calendar/{google|microsoft}/callback: the provider's redirect back
 * (RFC 6749 §4.1.2; Microsoft adds error_description and session_state).
 */
export const OAuthCalendarCallbackQuery = z.object({
  state: z.string().max(2000).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  scope: z.string().max(2000).optional(),
  session_state: z.string().max(200).optional(),
})
export type OAuthCalendarCallbackQuery = z.infer<typeof OAuthCalendarCallbackQuery>
