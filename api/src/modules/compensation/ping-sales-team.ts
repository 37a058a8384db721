/**
 * POST compensation-engine/ping-sales-team (spec 002 §7): from the compensation engine, a client
 * (or staff) asks the provider's sales team to reach out about a role. The sales team is mailed
 * through the mail outbox in the same transaction as the audit row; the answer says "queued" and
 * names the outbox row, never "sent": delivery is the mail worker's (a failed delivery is retried
 * and shows in the outbox, not here).
 */
import type { PingSalesTeamBody, PingSalesTeamResult } from '@quota/shared/contracts/compensation'
import { COMPENSATION_MESSAGES } from '@quota/shared/domain/compensation/index'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { Config } from '../../config/env'
import { citiesTable, listOfValuesTable, organizationsTable, usersTable, usStatesTable } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import type { UseCaseContext } from '../context'
import { allowedFeatures } from '../users/get-me'

export const PING_MESSAGE = 'Our sales team has your request and will reach out.'

type Input = Required<{ [K in keyof PingSalesTeamBody]: Exclude<PingSalesTeamBody[K], undefined> }>

/** The name of a list-of-values id of the given key; an unknown id is the caller's error (400). */
async function valueName(
  db: UseCaseContext['db'],
  field: string,
  key: 'position' | 'level' | 'yearsOfRequiredExperience',
  id: string | null,
): Promise<string | null> {
  if (!id) return null
  const [row] = await db
    .select({ value: listOfValuesTable.value, key: listOfValuesTable.key })
    .from(listOfValuesTable)
    .where(eq(listOfValuesTable.id, id))
  if (!row || row.key !== key) throw AppError.field(field, 'exists', `Unknown ${field.replace(/Id$/, '')}`)
  return row.value
}

/**
 * What the requester looked at, as mail lines (position, level, experience, locations); an
 * unknown id is the caller's error (400). Shared by the signed-in ping and the widget's.
 */
export async function lookedAtLines(
  db: UseCaseContext['db'],
  input: Pick<Input, 'positionId' | 'levelId' | 'experienceId' | 'stateIds' | 'cityIds'>,
): Promise<[string, string][]> {
  const position = await valueName(db, 'positionId', 'position', input.positionId)
  const level = await valueName(db, 'levelId', 'level', input.levelId)
  const experience = await valueName(db, 'experienceId', 'yearsOfRequiredExperience', input.experienceId)
  const states = input.stateIds.length
    ? await db.select({ name: usStatesTable.name }).from(usStatesTable).where(inArray(usStatesTable.id, input.stateIds))
    : []
  const cities = input.cityIds.length
    ? await db
        .select({ name: citiesTable.name, stateCode: citiesTable.stateCode })
        .from(citiesTable)
        .where(and(inArray(citiesTable.id, input.cityIds)))
    : []
  if (states.length !== new Set(input.stateIds).size) throw AppError.field('stateIds', 'exists', 'Unknown state')
  if (cities.length !== new Set(input.cityIds).size) throw AppError.field('cityIds', 'exists', 'Unknown city')
  const locations = [
    ...cities.map((c) => (c.stateCode ? `${c.name}, ${c.stateCode}` : c.name)),
    ...states.map((s) => s.name),
  ]
  return [
    ['Position', position ?? 'any'],
    ['Level', level ?? 'any'],
    ['Experience', experience ?? 'any'],
    ['Locations', locations.join('; ') || 'anywhere in the US'],
  ]
}

export async function pingSalesTeam({
  ctx,
  config,
  input,
}: {
  ctx: UseCaseContext
  config: Pick<Config, 'SALES_TEAM_EMAIL'>
  input: Input
}): Promise<PingSalesTeamResult> {
  const features = await allowedFeatures(ctx.db, ctx.actor.userId, ctx.actor.organizationId)
  if (!features.includes('compEngine')) throw new AppError('FORBIDDEN', { message: COMPENSATION_MESSAGES.notEnabled })
  const [user] = await ctx.db
    .select({
      firstName: usersTable.firstName,
      lastName: usersTable.lastName,
      email: usersTable.email,
      organization: organizationsTable.name,
    })
    .from(usersTable)
    .leftJoin(organizationsTable, eq(organizationsTable.id, usersTable.organizationId))
    .where(eq(usersTable.id, ctx.actor.userId))
  if (!user) throw new AppError('UNAUTHORIZED')
  const requester = `${user.firstName} ${user.lastName}`.trim() || user.email
  const lines: [string, string][] = [
    ['From', `${requester} <${user.email}>`],
    ['Organization', user.organization ?? 'none'],
    ...(await lookedAtLines(ctx.db, input)),
    ['Headcount', input.headcount === null ? 'not given' : String(input.headcount)],
    ...(input.message ? ([['Message', input.message]] as [string, string][]) : []),
  ]
  return ctx.db.transaction(async (tx) => {
    const outboxId = await enqueueMail(tx, {
      to: config.SALES_TEAM_EMAIL,
      template: 'compEngineSalesPing',
      data: { requester, organization: user.organization, lines },
      requestId: ctx.requestId,
      aggregateType: 'user',
      aggregateId: ctx.actor.userId,
    })
    await writeAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId },
      {
        entityType: 'user',
        entityId: ctx.actor.userId,
        action: 'compEnginePingSalesTeam',
        after: { outboxId, positionId: input.positionId, headcount: input.headcount },
      },
    )
    return { status: 'queued' as const, outboxId, message: PING_MESSAGE }
  })
}
