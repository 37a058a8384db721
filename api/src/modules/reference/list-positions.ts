import type { PositionCategory } from '@quota/shared/contracts/reference'
import type { UseCaseContext } from '../context'
import { findActiveByKey, findChildren } from './repository'

/** Position categories with their positions, carrying the spec's position identifiers. */
/**
 * GET positions (002 §7: isCompEngine, isMarketMapping): categories with their positions; the
 * flags keep only positions the compensation engine or market mapping offers (a position's meta).
 */
export async function listPositions({
  ctx,
  input = {},
}: {
  ctx: UseCaseContext<null>
  input?: { isCompEngine?: 'true' | 'false' | undefined; isMarketMapping?: 'true' | 'false' | undefined }
}): Promise<PositionCategory[]> {
  const categories = await findActiveByKey(ctx.db, 'positionCategory')
  const positions = await findChildren(
    ctx.db,
    categories.map((c) => c.id),
  )
  const flag = (p: (typeof positions)[number], name: 'isCompEngine' | 'isMarketMapping') =>
    (p.meta as Record<string, unknown> | null)?.[name] === true
  const kept = positions.filter(
    (p) =>
      (input.isCompEngine === undefined || flag(p, 'isCompEngine') === (input.isCompEngine === 'true')) &&
      (input.isMarketMapping === undefined || flag(p, 'isMarketMapping') === (input.isMarketMapping === 'true')),
  )
  const byCategory = Map.groupBy(kept, (p) => p.parentId!)
  return categories
    .filter((c) =>
      input.isCompEngine === undefined && input.isMarketMapping === undefined ? true : byCategory.has(c.id),
    )
    .map((c) => ({
      id: c.id,
      identifier: c.identifier,
      name: c.value,
      positions: (byCategory.get(c.id) ?? []).map((p) => ({ id: p.id, identifier: p.identifier, value: p.value })),
    }))
}
