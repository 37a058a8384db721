import type { ListOfValueKey } from './keys'

/**
 * One entry of a list of values: a stable camelCase `identifier` (what code and
 * saved filters refer to), the display `value`, optional structured `meta`
 * (numeric bounds of a band, a time zone, a workflow code...) and, for
 * hierarchical lists, a child list stored under another key
 * (position categories hold their positions).
 */
export interface LovItem {
  readonly identifier: string
  readonly value: string
  readonly meta?: Readonly<Record<string, unknown>>
  readonly children?: LovChildren
}

export interface LovChildren {
  readonly key: ListOfValueKey
  readonly items: readonly LovItem[]
}

export type LovList = readonly LovItem[]

/** A themed slice of the lists: some of the keys, each with its ordered items. */
export type LovSection = Partial<Record<ListOfValueKey, LovList>>

/** A money band (whole US dollars); `max` null means open-ended. */
export interface BandMeta {
  readonly min: number
  readonly max: number | null
}

type ParentWithChildren = { readonly children: { readonly items: readonly LovItem[] } }
export type ChildItemOf<T extends readonly ParentWithChildren[]> = T[number]['children']['items'][number]

/** The children of every item of a hierarchical list, in order (e.g. every position of every category). */
export function childItems<const T extends readonly ParentWithChildren[]>(list: T): readonly ChildItemOf<T>[] {
  return list.flatMap((parent) => [...parent.children.items]) as ChildItemOf<T>[]
}
