/**
 * Lists-of-values management (manage-lists): add, rename, deactivate, reorder; position aliases,
 * blacklisted words and the recommended position.
 */
import { ADMIN_MESSAGES, type ManagedValue } from '@quota/shared/contracts/admin'
import type { ListOfValuesKey } from '@quota/shared/domain/enums'
import { recommendedPositionProblem } from '@quota/shared/domain/lists/recommended-position'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { type ListOfValueRow, listOfValuesTable, positionMappingsTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { iso } from '../jobs/to-dto'

/** Keys whose values sit under a parent value of another key. */
const PARENT_KEY: Partial<Record<ListOfValuesKey, ListOfValuesKey>> = {
  position: 'positionCategory',
  rejectionNotificationReason: 'rejectionNotification',
}

const toValue = (r: ListOfValueRow): ManagedValue => ({
  id: r.id,
  key: r.key,
  value: r.value,
  identifier: r.identifier,
  parentId: r.parentId,
  sortOrder: r.sortOrder,
  isActive: r.isActive,
  meta: r.meta,
})
const exists = (path: string, message: string) =>
  new AppError('ALREADY_EXISTS', { message, details: [{ path, rule: 'alreadyExists', message }] })

export async function listManagedValues({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { key: ListOfValuesKey; includeInactive?: boolean | undefined; parentId?: string | undefined }
}) {
  const rows = await ctx.db
    .select()
    .from(listOfValuesTable)
    .where(
      and(
        eq(listOfValuesTable.key, input.key),
        input.includeInactive ? undefined : eq(listOfValuesTable.isActive, true),
        input.parentId ? eq(listOfValuesTable.parentId, input.parentId) : undefined,
      ),
    )
    .orderBy(asc(listOfValuesTable.sortOrder), asc(listOfValuesTable.value))
  return rows.map(toValue)
}

async function valueById(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(listOfValuesTable).where(eq(listOfValuesTable.id, id))
  if (!row) throw new AppError('NOT_FOUND', { message: 'Value not found' })
  return row
}

async function sameName(tx: DbOrTx, key: ListOfValuesKey, parentId: string | null, value: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: listOfValuesTable.id })
    .from(listOfValuesTable)
    .where(
      and(
        eq(listOfValuesTable.key, key),
        parentId ? eq(listOfValuesTable.parentId, parentId) : isNull(listOfValuesTable.parentId),
        sql`lower(${listOfValuesTable.value}) = lower(${value})`,
        exceptId ? ne(listOfValuesTable.id, exceptId) : undefined,
      ),
    )
  return !!row
}

export async function addValue({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: {
    key: ListOfValuesKey
    value: string
    identifier?: string | undefined
    parentId?: string | undefined
    meta?: Record<string, unknown> | undefined
  }
}): Promise<ManagedValue> {
  return ctx.db.transaction(async (tx) => {
    const parentKey = PARENT_KEY[input.key]
    if (parentKey && !input.parentId)
      throw AppError.field('parentId', 'required', `A ${input.key} value belongs to a ${parentKey} value`)
    if (input.parentId) {
      const parent = await tx.select().from(listOfValuesTable).where(eq(listOfValuesTable.id, input.parentId))
      if (!parent[0] || parent[0].key !== parentKey)
        throw AppError.field(
          'parentId',
          'unknownValue',
          parentKey ? `Not a ${parentKey} value` : 'This list has no parent values',
        )
    }
    if (await sameName(tx, input.key, input.parentId ?? null, input.value))
      throw exists('value', ADMIN_MESSAGES.valueExists)
    if (input.identifier) {
      const [taken] = await tx
        .select({ id: listOfValuesTable.id })
        .from(listOfValuesTable)
        .where(and(eq(listOfValuesTable.key, input.key), eq(listOfValuesTable.identifier, input.identifier)))
      if (taken) throw exists('identifier', 'This identifier is already used in the list')
    }
    const [{ max }] = (await tx
      .select({ max: sql<number>`coalesce(max(${listOfValuesTable.sortOrder}), -1)::int` })
      .from(listOfValuesTable)
      .where(
        and(
          eq(listOfValuesTable.key, input.key),
          input.parentId ? eq(listOfValuesTable.parentId, input.parentId) : isNull(listOfValuesTable.parentId),
        ),
      )) as [{ max: number }]
    const [row] = await tx
      .insert(listOfValuesTable)
      .values({
        key: input.key,
        value: input.value,
        identifier: input.identifier ?? null,
        parentId: input.parentId ?? null,
        meta: input.meta ?? {},
        sortOrder: Number(max) + 1,
      })
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'listOfValue',
      entityId: row!.id,
      action: 'create',
      after: { key: row!.key, value: row!.value },
    })
    return toValue(row!)
  })
}

export async function updateValue({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: {
    id: string
    patch: { value?: string | undefined; isActive?: boolean | undefined; meta?: Record<string, unknown> | undefined }
  }
}): Promise<ManagedValue> {
  return ctx.db.transaction(async (tx) => {
    const row = await valueById(tx, input.id)
    if (input.patch.value !== undefined && (await sameName(tx, row.key, row.parentId, input.patch.value, row.id)))
      throw exists('value', ADMIN_MESSAGES.valueExists)
    const [updated] = await tx
      .update(listOfValuesTable)
      .set(input.patch)
      .where(eq(listOfValuesTable.id, row.id))
      .returning()
    const action =
      input.patch.isActive === false
        ? 'deactivate'
        : input.patch.isActive === true && !row.isActive
          ? 'reactivate'
          : 'update'
    await writeAudit(tx, ctx, {
      entityType: 'listOfValue',
      entityId: row.id,
      action,
      before: { value: row.value, isActive: row.isActive },
      after: input.patch,
    })
    return toValue(updated!)
  })
}

export async function reorderValues({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { key: ListOfValuesKey; parentId?: string | undefined; ids: string[] }
}): Promise<ManagedValue[]> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: listOfValuesTable.id })
      .from(listOfValuesTable)
      .where(
        and(
          eq(listOfValuesTable.key, input.key),
          input.parentId ? eq(listOfValuesTable.parentId, input.parentId) : isNull(listOfValuesTable.parentId),
        ),
      )
    const have = new Set(rows.map((r) => r.id))
    if (
      new Set(input.ids).size !== input.ids.length ||
      input.ids.length !== have.size ||
      input.ids.some((id) => !have.has(id))
    ) {
      throw AppError.field('ids', 'invalid', 'Give every value of the list exactly once')
    }
    for (const [i, id] of input.ids.entries())
      await tx.update(listOfValuesTable).set({ sortOrder: i }).where(eq(listOfValuesTable.id, id))
    await writeAudit(tx, ctx, {
      entityType: 'listOfValue',
      entityId: input.ids[0]!,
      action: 'reorder',
      after: { key: input.key, parentId: input.parentId ?? null, ids: input.ids },
    })
    return (
      await listManagedValues({
        ctx: { ...ctx, db: tx },
        input: { key: input.key, includeInactive: true, parentId: input.parentId },
      })
    ).filter((v) => !input.parentId || v.parentId === input.parentId)
  })
}

// ---------------------------------------------------------------------------------------------
// Positions: aliases, blacklisted words, recommended position

async function positionById(tx: DbOrTx, id: string) {
  const row = await valueById(tx, id)
  if (row.key !== 'position') throw new AppError('NOT_FOUND', { message: 'Position not found' })
  return row
}

export async function positionMappings({ ctx, input }: { ctx: UseCaseContext; input: { id: string } }) {
  const position = await positionById(ctx.db, input.id)
  const rows = await ctx.db
    .select()
    .from(positionMappingsTable)
    .where(eq(positionMappingsTable.positionId, position.id))
    .orderBy(asc(sql`lower(${positionMappingsTable.term})`))
  const map = (r: (typeof rows)[number]) => ({
    id: r.id,
    positionId: r.positionId,
    kind: r.kind,
    term: r.term,
    createdAt: iso(r.createdAt),
  })
  return {
    positionId: position.id,
    recommendedPositionId: position.recommendedPositionId,
    aliases: rows.filter((r) => r.kind === 'alias').map(map),
    blacklistedWords: rows.filter((r) => r.kind === 'blacklistedWord').map(map),
  }
}

export async function addPositionTerm({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; kind: 'alias' | 'blacklistedWord'; term: string }
}) {
  await ctx.db.transaction(async (tx) => {
    const position = await positionById(tx, input.id)
    const [taken] = await tx
      .select({ id: positionMappingsTable.id })
      .from(positionMappingsTable)
      .where(
        and(
          eq(positionMappingsTable.positionId, position.id),
          eq(positionMappingsTable.kind, input.kind),
          sql`lower(${positionMappingsTable.term}) = lower(${input.term})`,
        ),
      )
    if (taken)
      throw exists('term', input.kind === 'alias' ? ADMIN_MESSAGES.aliasExists : ADMIN_MESSAGES.blacklistedWordExists)
    const [row] = await tx
      .insert(positionMappingsTable)
      .values({ positionId: position.id, kind: input.kind, term: input.term })
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'listOfValue',
      entityId: position.id,
      action: input.kind === 'alias' ? 'addPositionAlias' : 'addBlacklistedWord',
      after: { mappingId: row!.id, term: input.term },
    })
  })
  return positionMappings({ ctx, input: { id: input.id } })
}

export async function removePositionTerm({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; mappingId: string }
}) {
  await ctx.db.transaction(async (tx) => {
    const position = await positionById(tx, input.id)
    const removed = await tx
      .delete(positionMappingsTable)
      .where(and(eq(positionMappingsTable.positionId, position.id), eq(positionMappingsTable.id, input.mappingId)))
      .returning()
    if (!removed.length) throw new AppError('NOT_FOUND', { message: 'Alias or blacklisted word not found' })
    await writeAudit(tx, ctx, {
      entityType: 'listOfValue',
      entityId: position.id,
      action: 'removePositionTerm',
      before: { term: removed[0]!.term, kind: removed[0]!.kind },
    })
  })
  return positionMappings({ ctx, input: { id: input.id } })
}

/**
 * The position a title mapped here is recommended as. Rule (shared/domain/lists): another active
 * position; choosing the one already set answers "Recommended Position is already set"; null
 * clears it.
 */
export async function setRecommendedPosition({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; recommendedPositionId: string | null }
}) {
  await ctx.db.transaction(async (tx) => {
    const position = await positionById(tx, input.id)
    const current = position.recommendedPositionId
    const problem = recommendedPositionProblem({
      positionId: position.id,
      current,
      chosen: input.recommendedPositionId,
    })
    if (problem === 'alreadySet') throw exists('recommendedPositionId', ADMIN_MESSAGES.recommendedPositionSet)
    if (problem === 'self')
      throw AppError.field('recommendedPositionId', 'notSelf', 'A position cannot be its own recommended position')
    if (input.recommendedPositionId !== null) {
      const [target] = await tx
        .select()
        .from(listOfValuesTable)
        .where(eq(listOfValuesTable.id, input.recommendedPositionId))
      if (target?.key !== 'position' || !target.isActive)
        throw AppError.field('recommendedPositionId', 'unknownValue', 'Not a known active position')
    }
    if (current === input.recommendedPositionId) return // clearing what is not set: nothing to do
    await tx
      .update(listOfValuesTable)
      .set({ recommendedPositionId: input.recommendedPositionId })
      .where(eq(listOfValuesTable.id, position.id))
    await writeAudit(tx, ctx, {
      entityType: 'listOfValue',
      entityId: position.id,
      action: 'setRecommendedPosition',
      before: { recommendedPositionId: current },
      after: { recommendedPositionId: input.recommendedPositionId },
    })
  })
  return positionMappings({ ctx, input: { id: input.id } })
}
