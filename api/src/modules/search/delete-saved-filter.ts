/** DELETE search/saved-filter/{id}: only the owner deletes a filter (others get 404 or 403). */
import { AppError } from '@quota/shared/errors/index'
import type { UseCaseContext } from '../context'
import { deleteSavedFilter } from './repository'
import { findAccessibleFilter } from './update-saved-filter'

export async function deleteSavedFilterUseCase({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string }
}): Promise<{ id: string }> {
  const filter = await findAccessibleFilter(ctx, input.id)
  if (filter.ownerId !== ctx.actor.userId) throw new AppError('FORBIDDEN')
  await deleteSavedFilter(ctx.db, filter.id)
  return { id: filter.id }
}
