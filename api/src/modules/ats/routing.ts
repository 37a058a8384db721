/**
 * Which events go where (002 §7 `GET ats/routes` (requestType, atsKey), `POST ats/route-status`)
 * and the Webhook List of a connection (002 §3 "Webhook: event, url, createdAt"; webhook actions
 * subscribe and unsubscribe: `PUT ats/{id}/webhook/{subscribe|unsubscribe}`). The rules are
 * shared (shared/domain/ats/routes.ts); this keeps the switches and the list on the connection
 * (settings.routes, settings.webhooks). Neither Greenhouse nor Lever lets an API create webhooks
 * (both are set up in the vendor's settings, where the URL answered here is entered), so the list
 * is what we take: an event not on it, or whose route is off, is answered 200 "ignored".
 */

import type { AtsOrgQuery } from '@quota/shared/contracts/ats'
import {
  ATS_MESSAGES,
  type AtsRouteDto,
  type AtsRouteStatusInput,
  type AtsRoutesQuery,
  type AtsWebhookDto,
  type AtsWebhookInput,
} from '@quota/shared/contracts/ats'
import { type AtsWebhookAction, atsRoutesOf, isAtsWebhookEvent } from '@quota/shared/domain/ats/routes'
import { AppError } from '@quota/shared/errors/index'
import { eq, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import { atsConnectionsTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { connectionFor, liveConnection, noConnection, organizationFor } from './access'
import { type AtsDeps, receiverUrl, webhookListOf } from './connections'

export async function setAtsWebhook({
  ctx,
  deps,
  id,
  action,
  input,
}: {
  ctx: UseCaseContext
  deps: AtsDeps
  id: string
  action: AtsWebhookAction
  input: AtsWebhookInput
}): Promise<AtsWebhookDto[]> {
  const row = await connectionFor(ctx, id, true)
  if (!isAtsWebhookEvent(row.provider, input.event))
    throw AppError.field('event', 'unknownEvent', ATS_MESSAGES.notSubscribed)
  const current = webhookListOf(row)
  const has = current.some((w) => w.event === input.event)
  const next =
    action === 'subscribe'
      ? has
        ? current
        : [...current, { event: input.event, createdAt: new Date().toISOString() }]
      : current.filter((w) => w.event !== input.event)
  if (next !== current) {
    await ctx.db
      .update(atsConnectionsTable)
      .set({ settings: { ...row.settings, webhooks: next }, updatedAt: sql`now()` })
      .where(eq(atsConnectionsTable.id, row.id))
    await writeAudit(ctx.db, ctx, {
      entityType: 'atsConnection',
      entityId: row.id,
      action: 'update',
      field: 'webhooks',
      after: { [action]: input.event },
    })
  }
  const url = receiverUrl(row, deps)
  return next.map((w) => ({ ...w, url }))
}

/** GET ats/routes: the routes of the organization's ATS (or of `atsKey`), with their switches. */
export async function listAtsRoutes({ ctx, input }: { ctx: UseCaseContext; input: AtsRoutesQuery }) {
  const organizationId = await organizationFor(ctx, input.organizationId, false)
  const connection = await liveConnection(ctx.db, organizationId)
  if (!connection && !input.atsKey) throw noConnection()
  const provider = input.atsKey ?? connection!.provider
  // switches belong to the connected ATS; another one shows its routes as they start (all on)
  const statuses = connection?.provider === provider ? connection.settings.routes : undefined
  return atsRoutesOf(provider, statuses, input.requestType) as AtsRouteDto[]
}

/** POST ats/route-status: turns one route on or off for the organization's connection. */
export async function setAtsRouteStatus({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: AtsRouteStatusInput & AtsOrgQuery
}): Promise<AtsRouteDto[]> {
  const organizationId = await organizationFor(ctx, input.organizationId, true)
  const connection = await liveConnection(ctx.db, organizationId)
  if (!connection) throw noConnection()
  const routes = { ...(connection.settings.routes ?? {}), [input.routeKey]: input.enabled }
  await ctx.db
    .update(atsConnectionsTable)
    .set({ settings: { ...connection.settings, routes }, updatedAt: sql`now()` })
    .where(eq(atsConnectionsTable.id, connection.id))
  await writeAudit(ctx.db, ctx, {
    entityType: 'atsConnection',
    entityId: connection.id,
    action: 'update',
    field: `route:${input.routeKey}`,
    after: { enabled: input.enabled },
  })
  return atsRoutesOf(connection.provider, routes) as AtsRouteDto[]
}
