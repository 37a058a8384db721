import type { PositionCategory } from '@quota/shared/contracts/reference'
import type { UseCaseContext } from '../context'
import { findActiveByKey, findChildren } from './repository'

/** Position categories with their positions, carrying the spec's position identifiers. */
export async function listPositions({ ctx }: { ctx: UseCaseContext<null> }): Promise<PositionCategory[]> {
  const categories = await findActiveByKey(ctx.db, 'positionCategory')
  const positions = await findChildren(
    ctx.db,
    categories.map((c) => c.id),
  )
  const byCategory = Map.groupBy(positions, (p) => p.parentId!)
  return categories.map((c) => ({
    id: c.id,
    identifier: c.identifier,
    name: c.value,
    positions: (byCategory.get(c.id) ?? []).map((p) => ({ id: p.id, identifier: p.identifier, value: p.value })),
  }))
}
