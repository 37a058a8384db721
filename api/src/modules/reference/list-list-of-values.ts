import type { ListOfValuesQuery, ListOfValueWithItems } from '@quota/shared/contracts/reference'
import type { UseCaseContext } from '../context'
import { findChildren, findListOfValues } from './repository'
import { toListOfValueItem } from './to-dto'

/** One list's values (with their child values, e.g. a category's positions), paged unless asked not to be. */
export async function listListOfValues({ ctx, input }: { ctx: UseCaseContext<null>; input: ListOfValuesQuery }) {
  const { rows, total } = await findListOfValues(ctx.db, input)
  const children = await findChildren(
    ctx.db,
    rows.map((r) => r.id),
  )
  const byParent = Map.groupBy(children, (c) => c.parentId!)
  const data: ListOfValueWithItems[] = rows.map((row) => ({
    ...toListOfValueItem(row),
    items: (byParent.get(row.id) ?? []).map(toListOfValueItem),
  }))
  return {
    data,
    meta: {
      total,
      limit: input.doNotApplyLimit ? total : input.limit,
      offset: input.doNotApplyLimit ? 0 : input.offset,
    },
  }
}
