/**
 * List-of-values references: every id a client sends must be a value of the right list
 * (autoCompleteSelectionValidator: a free-typed string is invalid, a chosen option is required).
 */
import type { ListOfValuesKey } from '@quota/shared/domain/enums'
import { AppError, type ErrorDetail } from '@quota/shared/errors/index'
import { inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { type ListOfValueRow, listOfValuesTable } from '../../db/schema'

export interface LovCheck {
  path: string
  key: ListOfValuesKey
  ids: readonly (string | null | undefined)[] | string | null | undefined
}

export async function lovRows(
  db: DbOrTx,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, ListOfValueRow>> {
  const unique = [...new Set(ids.filter((x): x is string => !!x))]
  if (!unique.length) return new Map()
  const rows = await db.select().from(listOfValuesTable).where(inArray(listOfValuesTable.id, unique))
  return new Map(rows.map((r) => [r.id, r]))
}

export async function assertLovIds(db: DbOrTx, checks: LovCheck[]): Promise<Map<string, ListOfValueRow>> {
  const all = checks.flatMap((c) => (Array.isArray(c.ids) ? c.ids : [c.ids]))
  const rows = await lovRows(db, all as string[])
  const details: ErrorDetail[] = []
  for (const check of checks) {
    const list = Array.isArray(check.ids) ? check.ids : [check.ids]
    list.forEach((id, i) => {
      if (!id) return
      const row = rows.get(id)
      if (!row || row.key !== check.key) {
        details.push({
          path: Array.isArray(check.ids) ? `${check.path}.${i}` : check.path,
          rule: 'autoCompleteSelectionValidator',
          message: `Choose a value from the ${check.key} list`,
        })
      }
    })
  }
  if (details.length) throw new AppError('VALIDATION_FAILED', { message: details[0]!.message, details })
  return rows
}

export const named = (rows: Map<string, ListOfValueRow>, id: string | null | undefined) => {
  const row = id ? rows.get(id) : undefined
  return row ? { id: row.id, value: row.value } : null
}
export const namedAll = (rows: Map<string, ListOfValueRow>, ids: readonly string[]) =>
  ids.map((id) => named(rows, id)).filter((x): x is { id: string; value: string } => !!x)

/**
 * Counts one use of each value a user has just chosen (a skill added, a value newly picked on a
 * work experience): what GET list-of-values/{key}/frequent orders by ("Frequently Used"). Values
 * kept from before are not counted again, so re-saving a form does not inflate them.
 */
export async function countLovUse(db: DbOrTx, ids: Iterable<string | null | undefined>): Promise<void> {
  const unique = [...new Set([...ids].filter((x): x is string => !!x))]
  if (!unique.length) return
  await db
    .update(listOfValuesTable)
    .set({ usageCount: sql`${listOfValuesTable.usageCount} + 1` })
    .where(inArray(listOfValuesTable.id, unique))
}
