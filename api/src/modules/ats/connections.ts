/**
 * Connect, change, read, disconnect an organization's ATS and rotate the secret the ATS signs its
 * webhooks to us with. Credentials are sealed (integrations/secret-box.ts, as webhook secrets) as
 * one JSON document in `apiKeyEncrypted`; base URLs live in settings.endpoints (EU data centres,
 * test servers) and must be https (the SSRF guard applies to every call made with them).
 * Disconnecting marks the organization's pushed candidates `atsCandidateDisconnected`.
 */
import {
  ATS_MESSAGES,
  type AtsConnectionDto,
  type AtsConnectionWithSecretDto,
  type AtsOrgQuery,
  type ConnectAtsInput,
} from '@quota/shared/contracts/ats'
import { ATS_WEBHOOK_EVENTS, type AtsWebhookEvent } from '@quota/shared/domain/ats/routes'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { Config } from '../../config/env'
import { type AtsConnectionRow, atsCandidateLinksTable, atsConnectionsTable } from '../../db/schema'
import { ATS_TEST_MESSAGES, type AtsCredentials, testFailureMessage } from '../../integrations/ats/adapter'
import { checkIngestionUser } from '../../integrations/ats/greenhouse-ingestion'
import { atsHttpSettings } from '../../integrations/ats/http'
import { adapterFor, endpointsOf } from '../../integrations/ats/index'
import { ALL_EVENTS, type LeverTokens, readLeverTokens } from '../../integrations/ats/lever-tokens'
import { openSecret, sealSecret } from '../../integrations/secret-box'
import { parseFetchableUrl } from '../../net/safe-fetch'
import { randomToken } from '../auth/secrets'
import { clientViewerOf } from '../clients/access'
import type { UseCaseContext } from '../context'
import { connectionFor, liveConnection, noConnection, organizationFor } from './access'

export interface AtsDeps {
  config: Config
  /** Where the ATS reaches our inbound webhook route (PUBLIC_URL). */
  publicUrl: string
}

/** The Webhook List of a connection: as subscribed, or every event we act on when never changed. */
export function webhookListOf(row: AtsConnectionRow): { event: AtsWebhookEvent; createdAt: string }[] {
  const known = ATS_WEBHOOK_EVENTS[row.provider] as readonly string[]
  const list = row.settings.webhooks ?? known.map((event) => ({ event, createdAt: row.createdAt.toISOString() }))
  return list.filter((w) => known.includes(w.event)) as { event: AtsWebhookEvent; createdAt: string }[]
}

export const receiverUrl = (row: { id: string }, deps: AtsDeps) =>
  `${deps.publicUrl.replace(/\/+$/, '')}/api/ats/webhooks/${row.id}`

export function toConnectionDto(row: AtsConnectionRow, deps: AtsDeps): AtsConnectionDto {
  const webhookUrl = receiverUrl(row, deps)
  return {
    id: row.id,
    organizationId: row.organizationId,
    provider: row.provider,
    baseUrl: endpointsOf(row.provider, row.settings).baseUrl,
    sourcingPartner: row.settings.sourcingPartner === true,
    webhookUrl,
    createdAt: row.createdAt.toISOString(),
    lastTestedAt: row.lastTestedAt?.toISOString() ?? null,
    lastTestOk: row.lastTestOk,
    lastTestMessage: row.lastTestMessage,
    webhooks: webhookListOf(row).map((w) => ({ ...w, url: webhookUrl })),
  }
}

const newWebhookSecret = () => randomToken(32)

/** The Lever signature tokens given (the account's single one as `*`, per event otherwise). */
function leverTokensOf(input: ConnectAtsInput): LeverTokens {
  if (input.provider !== 'lever') return {}
  const given: LeverTokens = input.webhookSecret ? { [ALL_EVENTS]: input.webhookSecret } : {}
  for (const [event, token] of Object.entries(input.webhookTokens ?? {})) if (token) given[event] = token
  return given
}

/**
 * What `webhookSecretEncrypted` holds: Greenhouse, the secret we generate (Greenhouse takes the
 * one it is given); Lever, its tokens as JSON, none made up by us (null until one is entered).
 */
function sealedWebhookSecret(config: Config, input: ConnectAtsInput): { sealed: string | null; shown: string | null } {
  if (input.provider === 'greenhouse') {
    const secret = newWebhookSecret()
    return { sealed: sealSecret(config, secret), shown: secret }
  }
  const tokens = leverTokensOf(input)
  return { sealed: Object.keys(tokens).length ? sealSecret(config, JSON.stringify(tokens)) : null, shown: null }
}

function checkBaseUrl(field: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined
  const options = atsHttpSettings.options
  const url = parseFetchableUrl(raw, { ports: options.ports, field })
  if (url.protocol !== 'https:' && !options.allowHttp)
    throw AppError.field(field, 'httpsRequired', 'The URL must start with https://.')
  return url.toString().replace(/\/+$/, '')
}

function sealed(config: Config, input: ConnectAtsInput) {
  const credentials: AtsCredentials =
    input.provider === 'greenhouse'
      ? {
          provider: 'greenhouse',
          clientId: input.clientId,
          clientSecret: input.clientSecret,
          userId: input.userId,
          ...(input.sourcingPartner
            ? {
                sourcingPartner: {
                  apiKey: input.sourcingPartner.apiKey,
                  onBehalfOf: input.sourcingPartner.onBehalfOf.toLowerCase(),
                },
              }
            : {}),
        }
      : { provider: 'lever', apiKey: input.apiKey, performAs: input.performAs }
  const ingestionUrl = input.provider === 'greenhouse' ? input.sourcingPartner?.baseUrl : undefined
  const endpoints = {
    ...(input.baseUrl ? { baseUrl: checkBaseUrl('baseUrl', input.baseUrl) } : {}),
    ...(input.provider === 'greenhouse' && input.authUrl ? { authUrl: checkBaseUrl('authUrl', input.authUrl) } : {}),
    ...(ingestionUrl ? { ingestionUrl: checkBaseUrl('sourcingPartner.baseUrl', ingestionUrl) } : {}),
  }
  // whether pushes go through the Ingestion API: kept in the clear so answers need not unseal
  const sourcingPartner = input.provider === 'greenhouse' && !!input.sourcingPartner
  return { apiKeyEncrypted: sealSecret(config, JSON.stringify(credentials)), endpoints, sourcingPartner }
}

export async function connectAts({
  ctx,
  deps,
  input,
}: {
  ctx: UseCaseContext
  deps: AtsDeps
  input: ConnectAtsInput & AtsOrgQuery
}): Promise<AtsConnectionWithSecretDto> {
  const { organizationId: requested, ...connect } = input
  const organizationId = await organizationFor(ctx, requested, true)
  const { apiKeyEncrypted, endpoints, sourcingPartner } = sealed(deps.config, connect as ConnectAtsInput)
  const webhook = sealedWebhookSecret(deps.config, connect as ConnectAtsInput)
  return ctx.db.transaction(async (tx) => {
    if (await liveConnection(tx, organizationId))
      throw new AppError('CONFLICT', { message: ATS_MESSAGES.alreadyConnected })
    const inserted = await tx
      .insert(atsConnectionsTable)
      .values({
        organizationId,
        provider: connect.provider,
        apiKeyEncrypted,
        webhookSecretEncrypted: webhook.sealed,
        settings: { endpoints, sourcingPartner },
        connectedBy: ctx.actor.userId,
      })
      .onConflictDoNothing()
      .returning()
    const row = inserted[0]
    if (!row) throw new AppError('CONFLICT', { message: ATS_MESSAGES.alreadyConnected })
    await writeAudit(tx, ctx, {
      entityType: 'atsConnection',
      entityId: row.id,
      action: 'create',
      after: { provider: row.provider, organizationId },
    })
    return { ...toConnectionDto(row, deps), webhookSecret: webhook.shown }
  })
}

/**
 * POST ats/integrate: connect only with credentials that work. The connection test
 * (atsConnectionTest: the users resource) runs first against the ATS with what was given; a
 * failure answers 422 with the spec's message on the credential field and keeps nothing.
 */
export async function integrateAts({
  ctx,
  deps,
  input,
}: {
  ctx: UseCaseContext
  deps: AtsDeps
  input: ConnectAtsInput & AtsOrgQuery
}): Promise<AtsConnectionWithSecretDto> {
  const { organizationId: requested, ...connect } = input
  const organizationId = await organizationFor(ctx, requested, true)
  if (await liveConnection(ctx.db, organizationId))
    throw new AppError('CONFLICT', { message: ATS_MESSAGES.alreadyConnected })
  const { apiKeyEncrypted, endpoints } = sealed(deps.config, connect as ConnectAtsInput)
  try {
    await adapterFor(deps.config, { provider: connect.provider, apiKeyEncrypted, settings: { endpoints } }).test(
      'atsConnectionTest',
    )
  } catch (error) {
    const field = connect.provider === 'greenhouse' ? 'clientSecret' : 'apiKey'
    throw AppError.field(field, 'atsTestFailed', testFailureMessage('atsConnectionTest', error))
  }
  // a sourcing-partner key is tried too: pushes would otherwise fail only later, on the row
  if (connect.provider === 'greenhouse' && connect.sourcingPartner) {
    try {
      await checkIngestionUser(
        { apiKey: connect.sourcingPartner.apiKey, onBehalfOf: connect.sourcingPartner.onBehalfOf.toLowerCase() },
        endpointsOf('greenhouse', { endpoints }).ingestionUrl,
      )
    } catch (error) {
      throw AppError.field(
        'sourcingPartner.apiKey',
        'atsTestFailed',
        testFailureMessage('candidateVerificationTest', error),
      )
    }
  }
  const created = await connectAts({
    ctx,
    deps,
    input: { ...connect, organizationId } as ConnectAtsInput & AtsOrgQuery,
  })
  const [tested] = await ctx.db
    .update(atsConnectionsTable)
    .set({ lastTestedAt: sql`now()`, lastTestOk: true, lastTestMessage: ATS_TEST_MESSAGES.ok })
    .where(eq(atsConnectionsTable.id, created.id))
    .returning()
  return { ...toConnectionDto(tested!, deps), webhookSecret: created.webhookSecret }
}

/** PATCH ats/integrate/{id}: new credentials or base URLs for the same provider. */
export async function updateAts({
  ctx,
  deps,
  id,
  input,
}: {
  ctx: UseCaseContext
  deps: AtsDeps
  id: string
  input: ConnectAtsInput
}): Promise<AtsConnectionDto> {
  const row = await connectionFor(ctx, id, true)
  if (row.provider !== input.provider)
    throw AppError.field('provider', 'provider', 'Disconnect to change to another applicant tracking system.')
  const { apiKeyEncrypted, endpoints, sourcingPartner } = sealed(deps.config, input)
  // Lever tokens given now replace the stored ones of the same events; the others stay
  const given = leverTokensOf(input)
  const tokens = Object.keys(given).length
    ? {
        ...(row.webhookSecretEncrypted ? readLeverTokens(openSecret(deps.config, row.webhookSecretEncrypted)) : {}),
        ...given,
      }
    : null
  const [updated] = await ctx.db
    .update(atsConnectionsTable)
    .set({
      apiKeyEncrypted,
      ...(tokens ? { webhookSecretEncrypted: sealSecret(deps.config, JSON.stringify(tokens)) } : {}),
      settings: { ...row.settings, endpoints, sourcingPartner },
      lastTestedAt: null,
      lastTestOk: null,
      lastTestMessage: null,
      updatedAt: sql`now()`,
    })
    .where(eq(atsConnectionsTable.id, row.id))
    .returning()
  await writeAudit(ctx.db, ctx, {
    entityType: 'atsConnection',
    entityId: row.id,
    action: 'update',
    field: 'credentials',
  })
  return toConnectionDto(updated!, deps)
}

/** GET ats/details: the organization's live connection, or null. */
export async function atsDetails({ ctx, deps, input }: { ctx: UseCaseContext; deps: AtsDeps; input: AtsOrgQuery }) {
  const organizationId = await organizationFor(ctx, input.organizationId, false)
  const row = await liveConnection(ctx.db, organizationId)
  return row ? toConnectionDto(row, deps) : null
}

/** GET ats: live connections the caller may see (a client: its own; staff: one client's or all). */
export async function listActiveAts({ ctx, deps, input }: { ctx: UseCaseContext; deps: AtsDeps; input: AtsOrgQuery }) {
  const viewer = clientViewerOf(ctx.actor)
  const organizationId =
    viewer.kind === 'client' || input.organizationId ? await organizationFor(ctx, input.organizationId, false) : null
  const rows = await ctx.db
    .select()
    .from(atsConnectionsTable)
    .where(
      and(
        isNull(atsConnectionsTable.disconnectedAt),
        organizationId ? eq(atsConnectionsTable.organizationId, organizationId) : undefined,
      ),
    )
    .orderBy(desc(atsConnectionsTable.createdAt))
  return rows.map((r) => toConnectionDto(r, deps))
}

export async function atsDetailsById({ ctx, deps, id }: { ctx: UseCaseContext; deps: AtsDeps; id: string }) {
  return toConnectionDto(await connectionFor(ctx, id, false), deps)
}

export async function disconnectAts({ ctx, input }: { ctx: UseCaseContext; input: AtsOrgQuery }) {
  const organizationId = await organizationFor(ctx, input.organizationId, true)
  return ctx.db.transaction(async (tx) => {
    const row = await liveConnection(tx, organizationId)
    if (!row) throw noConnection()
    await tx
      .update(atsConnectionsTable)
      .set({ disconnectedAt: sql`now()`, disconnectedBy: ctx.actor.userId, updatedAt: sql`now()` })
      .where(eq(atsConnectionsTable.id, row.id))
    await tx
      .update(atsCandidateLinksTable)
      .set({ disconnectedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(atsCandidateLinksTable.connectionId, row.id), isNull(atsCandidateLinksTable.disconnectedAt)))
    await writeAudit(tx, ctx, { entityType: 'atsConnection', entityId: row.id, action: 'delete' })
    return { id: row.id, disconnected: true as const }
  })
}

export async function regenerateAtsWebhookSecret({
  ctx,
  deps,
  input,
}: {
  ctx: UseCaseContext
  deps: AtsDeps
  input: AtsOrgQuery
}): Promise<AtsConnectionWithSecretDto> {
  const organizationId = await organizationFor(ctx, input.organizationId, true)
  const row = await liveConnection(ctx.db, organizationId)
  if (!row) throw noConnection()
  // Lever signs with the tokens it issues: one we made up would never verify a delivery
  if (row.provider === 'lever')
    throw new AppError('CONFLICT', {
      message: 'Lever issues the webhook signature tokens: enter the token Lever shows for each webhook instead.',
    })
  const webhookSecret = newWebhookSecret()
  const [updated] = await ctx.db
    .update(atsConnectionsTable)
    .set({ webhookSecretEncrypted: sealSecret(deps.config, webhookSecret), updatedAt: sql`now()` })
    .where(eq(atsConnectionsTable.id, row.id))
    .returning()
  await writeAudit(ctx.db, ctx, {
    entityType: 'atsConnection',
    entityId: row.id,
    action: 'update',
    field: 'webhookSecret',
  })
  return { ...toConnectionDto(updated!, deps), webhookSecret }
}
