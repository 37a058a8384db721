/**
 * List-of-values ids for generated data, checked and memoised: a typo fails loudly at the first
 * use, and a million candidates do not hash the same names a million times.
 */
import { findListOfValue, LIST_OF_VALUES, type ListOfValueKey, listOfValueId } from '../reference/list-of-values'
import type { LovItem } from '../reference/types'

const ids = new Map<string, string>()

/** The id of `key`/`identifier`; throws when the seeded lists have no such item. */
export function lov(key: ListOfValueKey, identifier: string): string {
  const name = `${key}:${identifier}`
  let id = ids.get(name)
  if (id === undefined) {
    if (!findListOfValue(key, identifier)) throw new Error(`Unknown list value ${name}`)
    id = listOfValueId(key, identifier)
    ids.set(name, id)
  }
  return id
}

export function lovs(key: ListOfValueKey, identifiers: readonly string[]): string[] {
  return identifiers.map((identifier) => lov(key, identifier))
}

/** The display text of an item. */
export function lovValue(key: ListOfValueKey, identifier: string): string {
  const item = findListOfValue(key, identifier)
  if (!item) throw new Error(`Unknown list value ${key}:${identifier}`)
  return item.value
}

export function lovItems(key: ListOfValueKey): readonly LovItem[] {
  return LIST_OF_VALUES[key] as readonly LovItem[]
}

export function lovIdentifiers(key: ListOfValueKey): string[] {
  return lovItems(key).map((item) => item.identifier)
}

/** The `positionCategory` identifier holding a `position` identifier. */
export function categoryOfPosition(position: string): string {
  for (const category of LIST_OF_VALUES.positionCategory) {
    if (category.children.items.some((item) => item.identifier === position)) return category.identifier
  }
  throw new Error(`Unknown position ${position}`)
}
