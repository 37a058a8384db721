/**
 * POST search/filter: saves the current filters under a name ("Filter already exists" when the
 * user already has one of that name in the group; "Please add some filters first" when empty).
 * Candidate filters are checked as strictly as a search would check them.
 */
import {
  CandidateFilterItem,
  type SavedFilterDto,
  type SaveFilterBody,
  SEARCH_MESSAGES,
} from '@quota/shared/contracts/search'
import { zodIssuesToDetails } from '@quota/shared/contracts/zod-details'
import { AppError } from '@quota/shared/errors/index'
import * as z from 'zod'
import type { FilterItem } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { findSavedFilterByName, insertSavedFilter } from './repository'
import { scopeOf } from './scope'
import { toSavedFilterDto } from './to-dto'

type Input = z.output<typeof SaveFilterBody>

/** Candidate filter items must be valid candidate filters; other groups keep their own shapes. */
export function checkFilterItems(groupName: string, items: readonly unknown[]): FilterItem[] {
  if (!items.length) throw AppError.field('filterItems', 'addFiltersFirst', SEARCH_MESSAGES.addFiltersFirst)
  if (groupName === 'candidates') {
    const parsed = z.array(CandidateFilterItem).safeParse(items)
    if (!parsed.success) {
      throw new AppError('VALIDATION_FAILED', {
        details: zodIssuesToDetails(parsed.error.issues as never, 'filterItems.', items),
      })
    }
  }
  return items as FilterItem[]
}

export async function saveFilter({ ctx, input }: { ctx: UseCaseContext; input: Input }): Promise<SavedFilterDto> {
  scopeOf(ctx.actor)
  const items = checkFilterItems(input.groupName, input.filterItems)
  return ctx.db.transaction(async (tx) => {
    if (await findSavedFilterByName(tx, ctx.actor.userId, input.groupName, input.displayName)) {
      throw AppError.field('displayName', 'filterExists', SEARCH_MESSAGES.filterExists, 'ALREADY_EXISTS')
    }
    const row = await insertSavedFilter(tx, {
      ownerId: ctx.actor.userId,
      name: input.displayName,
      groupName: input.groupName,
      filterItems: items,
      isPublic: input.isPublic,
      isEditable: input.isEditable,
    })
    return toSavedFilterDto(row, ctx.actor.userId)
  })
}
