/**
 * The curated lists of values, keyed as in spec 002 §3, aggregated from the
 * themed files beside this one. Pure data: no database access here.
 */
import { COMPANY_SECTION } from './company'
import { DEMOGRAPHICS_SECTION } from './demographics'
import { EDUCATION_SECTION } from './education'
import { JOBS_SECTION } from './jobs'
import { CHILD_LIST_KEYS, type ChildListKey, LIST_OF_VALUE_KEYS, type ListOfValueKey } from './keys'
import { POSITIONS_SECTION } from './positions'
import { SALES_PROFILE_SECTION } from './sales-profile'
import { SKILLS_SECTION } from './skills'
import { stableUuid } from './stable-id'
import type { LovItem, LovList } from './types'
import { WORKFLOW_SECTION } from './workflow'

export { CHILD_LIST_KEYS, LIST_OF_VALUE_KEYS, type ListOfValueKey }

export const LIST_OF_VALUES = {
  ...POSITIONS_SECTION,
  ...SKILLS_SECTION,
  ...SALES_PROFILE_SECTION,
  ...EDUCATION_SECTION,
  ...COMPANY_SECTION,
  ...DEMOGRAPHICS_SECTION,
  ...WORKFLOW_SECTION,
  ...JOBS_SECTION,
} as const satisfies Record<ListOfValueKey, LovList>

/** The identifiers of one key, as a union where the list is literal (e.g. `LovIdentifier<'searchStatus'>`). */
export type LovIdentifier<K extends ListOfValueKey> = (typeof LIST_OF_VALUES)[K][number]['identifier']

/** The item of `key` with `identifier`, or undefined. */
export function findListOfValue(key: ListOfValueKey, identifier: string): LovItem | undefined {
  return (LIST_OF_VALUES[key] as LovList).find((item) => item.identifier === identifier)
}

/** The deterministic row id of an item: reseeding gives the same ids. */
export function listOfValueId(key: ListOfValueKey, identifier: string): string {
  return stableUuid(`lov:${key}:${identifier}`)
}

/** One `list_of_values` row, ready to insert. */
export interface ListOfValueSeedRow {
  id: string
  key: ListOfValueKey
  identifier: string
  value: string
  parentId: string | null
  sortOrder: number
  isActive: boolean
  meta: Record<string, unknown> | null
  pictureUrl: string | null
}

function isChildKey(key: ListOfValueKey): key is ChildListKey {
  return key in CHILD_LIST_KEYS
}

/**
 * Every item as a row, each exactly once: items of child keys (e.g. `position`)
 * come from their parent's `children` and carry its `parentId`. Parents come
 * before their children, so rows can be inserted in order. `sortOrder` is the
 * position within the item's own list (or its parent's children).
 */
export function toListOfValueRows(): ListOfValueSeedRow[] {
  const rows: ListOfValueSeedRow[] = []
  const visit = (key: ListOfValueKey, items: LovList, parentId: string | null) => {
    items.forEach((item, sortOrder) => {
      const id = listOfValueId(key, item.identifier)
      rows.push({
        id,
        key,
        identifier: item.identifier,
        value: item.value,
        parentId,
        sortOrder,
        isActive: true,
        meta: item.meta ? { ...item.meta } : null,
        pictureUrl: null,
      })
    })
    for (const item of items) {
      if (item.children) visit(item.children.key, item.children.items, listOfValueId(key, item.identifier))
    }
  }
  for (const key of LIST_OF_VALUE_KEYS) {
    if (!isChildKey(key)) visit(key, LIST_OF_VALUES[key], null)
  }
  return rows
}
