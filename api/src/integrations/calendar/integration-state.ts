/**
 * A user's calendar and meeting integrations (calendar_integrations rows, one live per kind):
 * what the settings show of them (GET settings/integrate-calendar/{id}/active and
 * settings/integrate-meeting/{id}/active), connecting one (the live one of that kind is replaced)
 * and disconnecting it (nothing is written with it any more). Both kinds share these; only what
 * their answers name the account differs (a calendar shows its e-mail, a meeting integration the
 * Zoom user or the personal link).
 */
import type { CalendarIntegrationState } from '@quota/shared/contracts/availability'
import type { MeetingIntegrationState } from '@quota/shared/contracts/meetings'
import type { CalendarIntegrationKind } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { type CalendarIntegrationRow, calendarIntegrationsTable, type NewCalendarIntegrationRow } from '../../db/schema'
import { canReadUser } from '../../modules/availability/availability'
import type { UseCaseContext } from '../../modules/context'

interface StateOf {
  calendar: CalendarIntegrationState
  meeting: MeetingIntegrationState
}

const PRESENT: { [K in CalendarIntegrationKind]: (row: CalendarIntegrationRow | undefined) => StateOf[K] } = {
  calendar: (row) =>
    row
      ? {
          active: true,
          provider: row.provider,
          accountEmail: row.accountEmail,
          connectedAt: row.createdAt.toISOString(),
        }
      : { active: false, provider: null, accountEmail: null, connectedAt: null },
  meeting: (row) =>
    row
      ? {
          active: true,
          provider: row.provider,
          account: row.provider === 'personalLink' ? row.externalAccountId : row.accountEmail,
          connectedAt: row.createdAt.toISOString(),
        }
      : { active: false, provider: null, account: null, connectedAt: null },
}

const live = (userId: string, kind: CalendarIntegrationKind) =>
  and(
    eq(calendarIntegrationsTable.userId, userId),
    eq(calendarIntegrationsTable.kind, kind),
    eq(calendarIntegrationsTable.isActive, true),
  )

/** The user's live integration of this kind, if any. */
export async function liveCalendarIntegration(db: DbOrTx, userId: string, kind: CalendarIntegrationKind = 'calendar') {
  const [row] = await db.select().from(calendarIntegrationsTable).where(live(userId, kind)).limit(1)
  return row
}

/** What the settings show of a user's integration of this kind (404 for a user the caller cannot see). */
export async function integrationState<K extends CalendarIntegrationKind>(
  ctx: UseCaseContext,
  kind: K,
  userId: string,
): Promise<StateOf[K]> {
  if (!(await canReadUser(ctx, userId))) throw new AppError('NOT_FOUND', { message: 'User not found' })
  return PRESENT[kind](await liveCalendarIntegration(ctx.db, userId, kind))
}

/** The caller's new integration of this kind, in place of the live one (credentials already sealed). */
export async function connectIntegration<K extends CalendarIntegrationKind>(
  ctx: UseCaseContext,
  kind: K,
  values: Pick<
    NewCalendarIntegrationRow,
    'provider' | 'externalAccountId' | 'accountEmail' | 'credentialsEncrypted' | 'scopes'
  >,
): Promise<StateOf[K]> {
  const now = new Date()
  const row = await ctx.db.transaction(async (tx) => {
    await tx
      .update(calendarIntegrationsTable)
      .set({ isActive: false, disconnectedAt: now, updatedAt: now })
      .where(live(ctx.actor.userId, kind))
    const [created] = await tx
      .insert(calendarIntegrationsTable)
      .values({ userId: ctx.actor.userId, kind, ...values })
      .returning()
    return created!
  })
  return PRESENT[kind](row)
}

/** Disconnects the caller's integration of this kind: nothing is written with it any more. */
export async function disconnectIntegration<K extends CalendarIntegrationKind>(
  ctx: UseCaseContext,
  kind: K,
): Promise<StateOf[K]> {
  const now = new Date()
  await ctx.db
    .update(calendarIntegrationsTable)
    .set({ isActive: false, disconnectedAt: now, updatedAt: now })
    .where(live(ctx.actor.userId, kind))
  return PRESENT[kind](undefined)
}
