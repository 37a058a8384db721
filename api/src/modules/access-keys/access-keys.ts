import type {
  AccessKeyDto,
  CreateAccessKeyInput,
  CreatedAccessKeyDto,
  CurrentAccessKeyDto,
} from '@quota/shared/contracts/access-keys'
import type { AccessKeyScope } from '@quota/shared/domain/enums'
import { originAllowed } from '@quota/shared/domain/inbound/index'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { type AccessKeyRow, accessKeysTable, organizationsTable } from '../../db/schema'
import { randomToken, sha256 } from '../auth/secrets'
import type { UseCaseContext } from '../context'

export const ACCESS_KEY_HEADER = 'x-access-key'
const KEY_PREFIX = 'qk_'
/** How many leading characters identify a key in lists (`qk_` + 8). */
const SHOWN_PREFIX_LENGTH = 11

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function toAccessKeyDto(row: AccessKeyRow): AccessKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    allowedOrigins: row.allowedOrigins,
    organizationId: row.organizationId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
  }
}

/** The scopes a client recruiter may put on its own organization's keys: the widgets'. */
export const WIDGET_SCOPES = ['apply', 'hire', 'comp-engine'] as const satisfies readonly AccessKeyScope[]

/**
 * Who manages keys, and whose: staff with manage-configurations any key; a client recruiter the
 * widget keys of its own organization (the snippet on its Integrations page). Anyone else: 403.
 */
function managerOf(ctx: UseCaseContext): { kind: 'admin' } | { kind: 'client'; organizationId: string } {
  const { actor } = ctx
  if (actor.userType === 'staff' && actor.permissions.includes('manage-configurations')) return { kind: 'admin' }
  if (actor.userType === 'client' && actor.organizationId && actor.roles.includes('client-recruiter'))
    return { kind: 'client', organizationId: actor.organizationId }
  throw new AppError('FORBIDDEN')
}

/** A client's key: its own organization, widget scopes only, and at least one site it runs on. */
function clientKeyInput(input: CreateAccessKeyInput, organizationId: string): CreateAccessKeyInput {
  if (input.organizationId && input.organizationId !== organizationId)
    throw AppError.field('organizationId', 'ownOrganization', 'You can create keys for your own organization only.')
  const details = []
  if (input.scopes.some((s) => !(WIDGET_SCOPES as readonly string[]).includes(s)))
    details.push({
      path: 'scopes',
      rule: 'widgetScopes',
      message: 'Your keys can carry the widget scopes only: apply, hire and comp-engine.',
    })
  if (!input.allowedOrigins.length)
    details.push({
      path: 'allowedOrigins',
      rule: 'required',
      message: 'Add at least one site where the widget runs (e.g. https://careers.example.com).',
    })
  if (details.length) throw new AppError('VALIDATION_FAILED', { message: details[0]!.message, details })
  return { ...input, organizationId }
}

/** POST access-keys: a new key, answered in full this once; only its SHA-256 is stored. */
export async function createAccessKey({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: CreateAccessKeyInput
}): Promise<CreatedAccessKeyDto> {
  const manager = managerOf(ctx)
  if (manager.kind === 'client') input = clientKeyInput(input, manager.organizationId)
  const key = `${KEY_PREFIX}${randomToken(32)}`
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null
  if (expiresAt && expiresAt <= new Date())
    throw AppError.field('expiresAt', 'min', 'The expiry must be in the future.')
  return ctx.db.transaction(async (tx) => {
    if (input.organizationId) {
      const [org] = await tx
        .select({ id: organizationsTable.id })
        .from(organizationsTable)
        .where(eq(organizationsTable.id, input.organizationId))
      if (!org) throw AppError.field('organizationId', 'notFound', 'This organization does not exist.')
    }
    const [row] = await tx
      .insert(accessKeysTable)
      .values({
        name: input.name,
        prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        keyHash: sha256(key),
        scopes: [...new Set(input.scopes)],
        allowedOrigins: [...new Set(input.allowedOrigins)],
        organizationId: input.organizationId ?? null,
        createdBy: ctx.actor.userId,
        expiresAt,
      })
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'accessKey',
      entityId: row!.id,
      action: 'create',
      after: {
        name: row!.name,
        scopes: row!.scopes,
        allowedOrigins: row!.allowedOrigins,
        organizationId: row!.organizationId,
      },
    })
    return { ...toAccessKeyDto(row!), key }
  })
}

export async function listAccessKeys({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { includeRevoked?: 'true' | 'false' | undefined; organizationId?: string | undefined }
}): Promise<AccessKeyDto[]> {
  const manager = managerOf(ctx)
  const organizationId = manager.kind === 'client' ? manager.organizationId : input.organizationId
  const rows = await ctx.db
    .select()
    .from(accessKeysTable)
    .where(
      and(
        input.includeRevoked === 'true' ? undefined : isNull(accessKeysTable.revokedAt),
        organizationId ? eq(accessKeysTable.organizationId, organizationId) : undefined,
      ),
    )
    .orderBy(desc(accessKeysTable.createdAt))
    .limit(500)
  return rows.map(toAccessKeyDto)
}

/** POST access-keys/{id}/revoke: the key stops working on the next call. */
export async function revokeAccessKey({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string }
}): Promise<AccessKeyDto> {
  return ctx.db.transaction(async (tx) => {
    const manager = managerOf(ctx)
    const [row] = await tx.select().from(accessKeysTable).where(eq(accessKeysTable.id, input.id))
    // another organization's key is not there for a client
    if (!row || (manager.kind === 'client' && row.organizationId !== manager.organizationId))
      throw new AppError('NOT_FOUND')
    if (row.revokedAt) return toAccessKeyDto(row)
    const [revoked] = await tx
      .update(accessKeysTable)
      .set({ revokedAt: new Date(), revokedBy: ctx.actor.userId })
      .where(eq(accessKeysTable.id, row.id))
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'accessKey',
      entityId: row.id,
      action: 'revoke',
      field: 'revokedAt',
      after: revoked!.revokedAt,
    })
    return toAccessKeyDto(revoked!)
  })
}

export interface AccessKeyCaller {
  id: string
  name: string
  scopes: AccessKeyScope[]
  organizationId: string | null
}

/**
 * Checks the X-Access-Key of a public call: known, not revoked, not expired, holding the scope,
 * and (for keys bound to origins) sent from one of them. Refusals: 401 without a usable key,
 * 403 for a key that may not do this.
 */
export async function verifyAccessKey(
  db: DbOrTx,
  request: Request,
  scope: AccessKeyScope | 'any',
): Promise<AccessKeyCaller> {
  const key = request.headers.get(ACCESS_KEY_HEADER)?.trim()
  if (!key?.startsWith(KEY_PREFIX) || key.length > 200) {
    throw new AppError('UNAUTHORIZED', { message: 'A valid access key is required (X-Access-Key).' })
  }
  const [row] = await db
    .select()
    .from(accessKeysTable)
    .where(eq(accessKeysTable.keyHash, sha256(key)))
    .limit(1)
  const now = new Date()
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) {
    throw new AppError('UNAUTHORIZED', { message: 'This access key is not valid.' })
  }
  if (scope !== 'any' && !row.scopes.includes(scope)) {
    throw new AppError('FORBIDDEN', { message: 'This access key may not be used for this call.' })
  }
  if (!originAllowed(row.allowedOrigins, request.headers.get('origin'))) {
    throw new AppError('FORBIDDEN', { message: 'This access key may not be used from this site.' })
  }
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(accessKeysTable).set({ lastUsedAt: sql`now()` }).where(eq(accessKeysTable.id, row.id))
  }
  return { id: row.id, name: row.name, scopes: row.scopes, organizationId: row.organizationId }
}

export const currentAccessKey = (caller: AccessKeyCaller): CurrentAccessKeyDto => caller
