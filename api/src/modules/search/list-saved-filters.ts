/** GET search/saved-filters: the user's own filters first, then the public ones of their side. */
import type { SavedFilterDto } from '@quota/shared/contracts/search'
import type { UseCaseContext } from '../context'
import { findVisibleSavedFilters } from './repository'
import { scopeOf } from './scope'
import { toSavedFilterDto } from './to-dto'

export async function listSavedFilters({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { groupName?: string | undefined }
}): Promise<SavedFilterDto[]> {
  scopeOf(ctx.actor)
  const rows = await findVisibleSavedFilters(ctx.db, ctx.actor, input.groupName)
  return rows.map((row) => toSavedFilterDto(row, ctx.actor.userId))
}
