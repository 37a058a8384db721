/**
 * PUT search/saved-filter/{id}: the owner changes their filter; anyone on the owner's side may
 * change a public, editable one (name and items only: sharing stays the owner's choice).
 */
import { type SavedFilterDto, type SaveFilterBody, SEARCH_MESSAGES } from '@quota/shared/contracts/search'
import { AppError } from '@quota/shared/errors/index'
import type { z } from 'zod'
import type { UseCaseContext } from '../context'
import { findSavedFilter, findSavedFilterByName, updateSavedFilter } from './repository'
import { checkFilterItems } from './save-filter'
import { toSavedFilterDto } from './to-dto'

type Input = { id: string; body: z.output<typeof SaveFilterBody> }

export async function findAccessibleFilter(ctx: UseCaseContext, id: string) {
  const found = await findSavedFilter(ctx.db, id)
  const a = ctx.actor
  const sameSide =
    found && found.ownerType === a.userType && (found.ownerOrganizationId ?? null) === (a.organizationId ?? null)
  if (!found || (found.filter.ownerId !== a.userId && !(found.filter.isPublic && sameSide)))
    throw new AppError('NOT_FOUND')
  return found.filter
}

export async function updateSavedFilterUseCase({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: Input
}): Promise<SavedFilterDto> {
  const filter = await findAccessibleFilter(ctx, input.id)
  const isOwner = filter.ownerId === ctx.actor.userId
  if (!isOwner && !filter.isEditable) throw new AppError('FORBIDDEN')
  const items = checkFilterItems(filter.groupName, input.body.filterItems)
  return ctx.db.transaction(async (tx) => {
    if (await findSavedFilterByName(tx, filter.ownerId, filter.groupName, input.body.displayName, filter.id)) {
      throw AppError.field('displayName', 'filterExists', SEARCH_MESSAGES.filterExists, 'ALREADY_EXISTS')
    }
    const row = await updateSavedFilter(tx, filter.id, {
      name: input.body.displayName,
      filterItems: items,
      ...(isOwner ? { isPublic: input.body.isPublic, isEditable: input.body.isEditable } : {}),
    })
    return toSavedFilterDto(row, ctx.actor.userId)
  })
}
