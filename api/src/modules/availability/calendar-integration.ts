/**
 * A user's own calendar integration (issue 17 item 6; CalDAV first): connect it
 * (PUT settings/integrate-calendar/caldav, checked with a real query before it is stored, the
 * credentials sealed), see whether one is live (GET settings/integrate-calendar/{id}/active), and
 * read its busy time (GET users/{id}/integrated-calendar-availability; the same readers as
 * users/{id}/availability). A server that refuses answers 503 with its status: nothing is made up.
 */
import type {
  CalendarIntegrationState,
  ConnectCalDavInput,
  IntegratedCalendarAvailability,
} from '@quota/shared/contracts/availability'
import { chosenInstant, resolveWallTime } from '@quota/shared/domain/interview-schedule/index'
import { AppError } from '@quota/shared/errors/index'
import type { Config } from '../../config/env'
import { calDavCalendar } from '../../integrations/calendar/caldav'
import { CALENDAR_UNREACHABLE, CalendarHttpError } from '../../integrations/calendar/calendar-integration'
import { calendarFor } from '../../integrations/calendar/index'
import {
  connectIntegration,
  disconnectIntegration,
  integrationState,
  liveCalendarIntegration,
} from '../../integrations/calendar/integration-state'
import { sealSecret } from '../../integrations/secret-box'
import { OutboundError } from '../../net/outbound'
import type { UseCaseContext } from '../context'
import { canReadUser } from './availability'

const DAY = 86_400_000
const MAX_RANGE_DAYS = 31

export async function connectCalDav({
  ctx,
  input,
  config,
}: {
  ctx: UseCaseContext
  input: ConnectCalDavInput
  config: Config
}): Promise<CalendarIntegrationState> {
  const calendar = calDavCalendar(input)
  const now = new Date()
  try {
    await calendar.busy(now, new Date(now.getTime() + DAY))
  } catch {
    // one message for every failure, whatever answered (see CALENDAR_UNREACHABLE)
    throw AppError.field(
      'calendarUrl',
      'calendarUnreachable',
      `${CALENDAR_UNREACHABLE} Check the calendar address (https), user name and password.`,
    )
  }
  return connectIntegration(ctx, 'calendar', {
    provider: 'caldav',
    externalAccountId: input.calendarUrl,
    accountEmail: input.username,
    credentialsEncrypted: sealSecret(config, JSON.stringify(input)),
  })
}

/** DELETE settings/integrate-calendar: your calendar is disconnected; nothing is written to it any more. */
export const disconnectCalendar = ({ ctx }: { ctx: UseCaseContext }) => disconnectIntegration(ctx, 'calendar')

export const activeCalendarIntegration = ({ ctx, input }: { ctx: UseCaseContext; input: { userId: string } }) =>
  integrationState(ctx, 'calendar', input.userId)

export async function integratedCalendarAvailability({
  ctx,
  input,
  config,
}: {
  ctx: UseCaseContext
  input: { userId: string; startDate: string; endDate: string; timezone: string }
  config: Config
}): Promise<IntegratedCalendarAvailability> {
  if (!(await canReadUser(ctx, input.userId))) throw new AppError('NOT_FOUND', { message: 'User not found' })
  const from = chosenInstant(resolveWallTime(input.startDate, '00:00', input.timezone), 'earlier')
  const lastDay = new Date(`${input.endDate}T00:00:00Z`)
  const next = new Date(lastDay.getTime() + DAY).toISOString().slice(0, 10)
  const to = chosenInstant(resolveWallTime(next, '00:00', input.timezone), 'earlier')
  if (!from || !to || to <= from)
    throw AppError.field('endDate', 'dateRange', 'The end date must not be before the start date.')
  if (to.getTime() - from.getTime() > (MAX_RANGE_DAYS + 1) * DAY)
    throw AppError.field('endDate', 'dateRange', `At most ${MAX_RANGE_DAYS} days at a time.`)
  const row = await liveCalendarIntegration(ctx.db, input.userId)
  if (!row) {
    throw new AppError('CONFLICT', { message: 'No calendar is connected for this user.', meta: { rule: 'noCalendar' } })
  }
  const calendar = calendarFor(config, row, ctx.db)
  if (!calendar) {
    throw new AppError('CONFLICT', {
      message: `Reading a ${row.provider} calendar is not available on this server.`,
      meta: { rule: 'providerNotSupported' },
    })
  }
  let busy: Awaited<ReturnType<typeof calendar.busy>>
  try {
    busy = await calendar.busy(from, to)
  } catch (error) {
    if (!(error instanceof CalendarHttpError) && !(error instanceof OutboundError)) throw error
    throw new AppError('SERVICE_UNAVAILABLE', { message: CALENDAR_UNREACHABLE })
  }
  return {
    userId: input.userId,
    provider: row.provider,
    timezone: input.timezone,
    from: from.toISOString(),
    to: to.toISOString(),
    busy: busy.map((b) => ({ startsAt: b.start.toISOString(), endsAt: b.end.toISOString() })),
  }
}
