/**
 * A client's outbound webhooks (/integrate): list, subscribe, unsubscribe, re-activate, rotate the
 * signing secret, and the delivery log. Each webhook has its own secret (webhook-delivery.ts signs
 * with `secretEncrypted` of the row), sealed at rest and answered in the clear only on creation and
 * on regeneration. Who: a client recruiter for its own organization; provider staff for any
 * organization (`organizationId`), recruiters to change. Another organization's webhook is 404.
 */
import type {
  CreateWebhookInput,
  WebhookDeliveriesQuery,
  WebhookDeliveryDto,
  WebhookDto,
  WebhookOrgQuery,
  WebhookWithSecretDto,
} from '@quota/shared/contracts/webhooks'
import { WEBHOOK_LIMIT_PER_ORGANIZATION } from '@quota/shared/contracts/webhooks'
import { AppError } from '@quota/shared/errors/index'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { Config } from '../../config/env'
import { type WebhookRow, webhookDeliveriesTable, webhooksTable } from '../../db/schema'
import { sealSecret } from '../../integrations/secret-box'
import { webhookDeliverySettings } from '../../integrations/webhook-delivery'
import { defaultResolve, isBlockedAddress, parseFetchableUrl, resolveChecked } from '../../net/safe-fetch'
import { randomToken } from '../auth/secrets'
import { clientViewerOf } from '../clients/access'
import type { UseCaseContext } from '../context'
import { findOrganization } from '../organizations/profile'

/** Tests that point webhooks at a local http receiver lift the https rule here. */
export const webhookSubscriptionSettings = { allowHttp: false }

const notFound = () => new AppError('NOT_FOUND', { message: 'Webhook not found' })

/** The organization the caller manages webhooks of. */
async function organizationFor(ctx: UseCaseContext, requested: string | undefined, write: boolean): Promise<string> {
  const viewer = clientViewerOf(ctx.actor)
  if (viewer.kind === 'client') {
    if (requested && requested !== viewer.organizationId) throw notFound()
    return viewer.organizationId
  }
  if (write && !viewer.canWrite) throw new AppError('FORBIDDEN')
  if (!requested) throw AppError.field('organizationId', 'required', 'Choose the client organization.')
  const found = await findOrganization(ctx.db, requested)
  if (!found?.account) throw new AppError('NOT_FOUND', { message: 'Client not found' })
  return requested
}

type LastDelivery = { state: WebhookDto['lastDeliveryState']; at: Date | null }

function toWebhookDto(row: WebhookRow, last?: LastDelivery): WebhookDto {
  return {
    id: row.id,
    organizationId: row.organizationId as string,
    event: row.event,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    isActive: row.isActive,
    failureCount: row.failureCount,
    lastDeliveryState: last?.state ?? null,
    lastDeliveryAt: last?.at ? last.at.toISOString() : null,
  }
}

async function loadWebhook(ctx: UseCaseContext, id: string, organizationId: string): Promise<WebhookRow> {
  const [row] = await ctx.db
    .select()
    .from(webhooksTable)
    .where(and(eq(webhooksTable.id, id), eq(webhooksTable.organizationId, organizationId)))
  if (!row) throw notFound()
  return row
}

const newSecret = () => `whsec_${randomToken(32)}`

/** The URL must be https and reach a public address: the same policy as the delivery. */
async function checkUrl(raw: string): Promise<string> {
  const options = webhookDeliverySettings.options
  const url = parseFetchableUrl(raw, { ports: options.ports, field: 'url' })
  if (url.protocol !== 'https:' && !webhookSubscriptionSettings.allowHttp)
    throw AppError.field('url', 'httpsRequired', 'The URL must start with https://.')
  await resolveChecked(url, {
    resolve: options.resolve ?? defaultResolve,
    isBlocked: options.isBlocked ?? isBlockedAddress,
    field: 'url',
  })
  return url.toString()
}

export async function listWebhooks({ ctx, input }: { ctx: UseCaseContext; input: WebhookOrgQuery }) {
  const organizationId = await organizationFor(ctx, input.organizationId, false)
  const rows = await ctx.db
    .select()
    .from(webhooksTable)
    .where(eq(webhooksTable.organizationId, organizationId))
    .orderBy(desc(webhooksTable.createdAt))
  const last = new Map<string, LastDelivery>()
  if (rows.length) {
    const latest = await ctx.db
      .selectDistinctOn([webhookDeliveriesTable.webhookId], {
        webhookId: webhookDeliveriesTable.webhookId,
        state: webhookDeliveriesTable.state,
        at: webhookDeliveriesTable.createdAt,
      })
      .from(webhookDeliveriesTable)
      .innerJoin(webhooksTable, eq(webhooksTable.id, webhookDeliveriesTable.webhookId))
      .where(eq(webhooksTable.organizationId, organizationId))
      .orderBy(webhookDeliveriesTable.webhookId, desc(webhookDeliveriesTable.createdAt))
    for (const l of latest) last.set(l.webhookId, { state: l.state, at: l.at })
  }
  return rows.map((r) => toWebhookDto(r, last.get(r.id)))
}

export async function createWebhook({
  ctx,
  config,
  input,
}: {
  ctx: UseCaseContext
  config: Config
  input: CreateWebhookInput & WebhookOrgQuery
}): Promise<WebhookWithSecretDto> {
  const organizationId = await organizationFor(ctx, input.organizationId, true)
  const url = await checkUrl(input.url)
  const secret = newSecret()
  return ctx.db.transaction(async (tx) => {
    // one subscription change per organization at a time, so the limit holds under concurrency
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${organizationId}`}))`)
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(webhooksTable)
      .where(eq(webhooksTable.organizationId, organizationId))
    if (n >= WEBHOOK_LIMIT_PER_ORGANIZATION)
      throw AppError.field('url', 'max', `At most ${WEBHOOK_LIMIT_PER_ORGANIZATION} webhooks per organization.`)
    const [dup] = await tx
      .select({ id: webhooksTable.id })
      .from(webhooksTable)
      .where(
        and(
          eq(webhooksTable.organizationId, organizationId),
          eq(webhooksTable.event, input.event),
          eq(webhooksTable.url, url),
        ),
      )
    if (dup) throw AppError.field('url', 'alreadySubscribed', 'This URL already receives this event.', 'CONFLICT')
    const [row] = await tx
      .insert(webhooksTable)
      .values({
        organizationId,
        event: input.event,
        url,
        secretEncrypted: sealSecret(config, secret),
        createdBy: ctx.actor.userId,
      })
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'organization',
      entityId: organizationId,
      action: 'webhook.created',
      after: { id: row!.id, event: row!.event, url: row!.url },
    })
    return { ...toWebhookDto(row!), secret }
  })
}

export async function deleteWebhook({ ctx, input }: { ctx: UseCaseContext; input: { id: string } & WebhookOrgQuery }) {
  const organizationId = await organizationFor(ctx, input.organizationId, true)
  return ctx.db.transaction(async (tx) => {
    const row = await loadWebhook({ ...ctx, db: tx }, input.id, organizationId)
    await tx.delete(webhooksTable).where(eq(webhooksTable.id, row.id))
    await writeAudit(tx, ctx, {
      entityType: 'organization',
      entityId: organizationId,
      action: 'webhook.deleted',
      before: { id: row.id, event: row.event, url: row.url },
    })
    return { id: row.id, deleted: true as const }
  })
}

export async function activateWebhook({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string } & WebhookOrgQuery
}): Promise<WebhookDto> {
  const organizationId = await organizationFor(ctx, input.organizationId, true)
  return ctx.db.transaction(async (tx) => {
    const row = await loadWebhook({ ...ctx, db: tx }, input.id, organizationId)
    const [updated] = await tx
      .update(webhooksTable)
      .set({ isActive: true, failureCount: 0, updatedAt: sql`now()` })
      .where(eq(webhooksTable.id, row.id))
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'organization',
      entityId: organizationId,
      action: 'webhook.activated',
      before: { id: row.id, isActive: row.isActive, failureCount: row.failureCount },
      after: { id: row.id, isActive: true, failureCount: 0 },
    })
    return toWebhookDto(updated!)
  })
}

export async function regenerateWebhookSecret({
  ctx,
  config,
  input,
}: {
  ctx: UseCaseContext
  config: Config
  input: { id: string } & WebhookOrgQuery
}): Promise<WebhookWithSecretDto> {
  const organizationId = await organizationFor(ctx, input.organizationId, true)
  const secret = newSecret()
  return ctx.db.transaction(async (tx) => {
    const row = await loadWebhook({ ...ctx, db: tx }, input.id, organizationId)
    const [updated] = await tx
      .update(webhooksTable)
      .set({ secretEncrypted: sealSecret(config, secret), updatedAt: sql`now()` })
      .where(eq(webhooksTable.id, row.id))
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'organization',
      entityId: organizationId,
      action: 'webhook.secretRegenerated',
      after: { id: row.id },
    })
    return { ...toWebhookDto(updated!), secret }
  })
}

export async function listWebhookDeliveries({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string } & WebhookDeliveriesQuery
}) {
  const organizationId = await organizationFor(ctx, input.organizationId, false)
  const row = await loadWebhook(ctx, input.id, organizationId)
  const where = eq(webhookDeliveriesTable.webhookId, row.id)
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(webhookDeliveriesTable).where(where)
  const rows = await ctx.db
    .select()
    .from(webhookDeliveriesTable)
    .where(where)
    .orderBy(desc(webhookDeliveriesTable.createdAt), desc(webhookDeliveriesTable.id))
    .limit(input.limit)
    .offset(input.offset)
  const data: WebhookDeliveryDto[] = rows.map((d) => ({
    id: d.id,
    event: d.event,
    state: d.state,
    attempt: d.attempt,
    responseStatus: d.responseStatus,
    durationMs: d.durationMs,
    error: d.error,
    createdAt: d.createdAt.toISOString(),
  }))
  return { data, meta: { total, limit: input.limit, offset: input.offset } }
}
