/** Feature flags (manage-feature-configs): on for everyone, or per organization / user. */
import type { FeatureFlag } from '@quota/shared/contracts/admin'
import type { FeatureFlagKey } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { featureFlagEnablementsTable, featureFlagsTable, organizationsTable, usersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'

async function flagsOf(db: DbOrTx, key?: FeatureFlagKey): Promise<FeatureFlag[]> {
  const flags = await db
    .select()
    .from(featureFlagsTable)
    .where(key ? eq(featureFlagsTable.key, key) : undefined)
    .orderBy(asc(featureFlagsTable.key))
  const enablements = await db
    .select({ e: featureFlagEnablementsTable, orgName: organizationsTable.name, email: usersTable.email })
    .from(featureFlagEnablementsTable)
    .leftJoin(organizationsTable, eq(organizationsTable.id, featureFlagEnablementsTable.organizationId))
    .leftJoin(usersTable, eq(usersTable.id, featureFlagEnablementsTable.userId))
    .orderBy(asc(featureFlagEnablementsTable.createdAt))
  return flags.map((f) => ({
    key: f.key,
    name: f.name,
    description: f.description,
    isEnabledGlobally: f.isEnabledGlobally,
    organizations: enablements
      .filter((x) => x.e.featureFlagId === f.id && x.e.organizationId)
      .map((x) => ({ organizationId: x.e.organizationId!, name: x.orgName ?? '', isEnabled: x.e.isEnabled })),
    users: enablements
      .filter((x) => x.e.featureFlagId === f.id && x.e.userId)
      .map((x) => ({ userId: x.e.userId!, email: x.email ?? '', isEnabled: x.e.isEnabled })),
  }))
}

async function flagRow(tx: DbOrTx, key: FeatureFlagKey) {
  const [row] = await tx.select().from(featureFlagsTable).where(eq(featureFlagsTable.key, key))
  if (!row) throw new AppError('NOT_FOUND', { message: 'Feature flag not found' })
  return row
}

export const listFeatureFlags = ({ ctx }: { ctx: UseCaseContext }) => flagsOf(ctx.db)

export async function updateFeatureFlag({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { key: FeatureFlagKey; isEnabledGlobally?: boolean | undefined; description?: string | null | undefined }
}) {
  await ctx.db.transaction(async (tx) => {
    const flag = await flagRow(tx, input.key)
    const values = Object.fromEntries(
      Object.entries({ isEnabledGlobally: input.isEnabledGlobally, description: input.description }).filter(
        ([, v]) => v !== undefined,
      ),
    )
    if (Object.keys(values).length)
      await tx.update(featureFlagsTable).set(values).where(eq(featureFlagsTable.id, flag.id))
    await writeAudit(tx, ctx, {
      entityType: 'featureFlag',
      entityId: flag.id,
      action: 'update',
      before: { isEnabledGlobally: flag.isEnabledGlobally },
      after: values,
    })
  })
  return (await flagsOf(ctx.db, input.key))[0]!
}

/** Turns a flag on or off for one organization or one user (the user's own setting wins). */
export async function setFeatureFlagTarget({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { key: FeatureFlagKey; target: 'organization' | 'user'; targetId: string; isEnabled: boolean | null }
}) {
  await ctx.db.transaction(async (tx) => {
    const flag = await flagRow(tx, input.key)
    const column =
      input.target === 'organization' ? featureFlagEnablementsTable.organizationId : featureFlagEnablementsTable.userId
    if (input.target === 'organization') {
      if (
        !(
          await tx
            .select({ id: organizationsTable.id })
            .from(organizationsTable)
            .where(eq(organizationsTable.id, input.targetId))
        ).length
      )
        throw new AppError('NOT_FOUND', { message: 'Organization not found' })
    } else if (
      !(await tx.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.id, input.targetId))).length
    )
      throw new AppError('NOT_FOUND', { message: 'User not found' })
    const where = and(eq(featureFlagEnablementsTable.featureFlagId, flag.id), eq(column, input.targetId))
    const [existing] = await tx.select().from(featureFlagEnablementsTable).where(where)
    if (input.isEnabled === null) {
      if (!existing) throw new AppError('NOT_FOUND', { message: 'No setting for this target' })
      await tx.delete(featureFlagEnablementsTable).where(where)
    } else if (existing) await tx.update(featureFlagEnablementsTable).set({ isEnabled: input.isEnabled }).where(where)
    else {
      await tx.insert(featureFlagEnablementsTable).values({
        featureFlagId: flag.id,
        isEnabled: input.isEnabled,
        createdBy: ctx.actor.userId,
        ...(input.target === 'organization' ? { organizationId: input.targetId } : { userId: input.targetId }),
      })
    }
    await writeAudit(tx, ctx, {
      entityType: 'featureFlag',
      entityId: flag.id,
      action: input.isEnabled === null ? 'clearTarget' : 'setTarget',
      before: existing ? { isEnabled: existing.isEnabled } : null,
      after: { target: input.target, targetId: input.targetId, isEnabled: input.isEnabled },
    })
  })
  return (await flagsOf(ctx.db, input.key))[0]!
}
