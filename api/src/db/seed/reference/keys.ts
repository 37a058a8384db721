import { LIST_OF_VALUES_KEYS } from '@quota/shared/domain/enums'

/**
 * Every list-of-values key the product uses (spec 002 §3 "List of values",
 * in the spec's order). The API's `GET guest/list-of-values?key=...` accepts these.
 */
// the one list of keys lives with the other enumerations; the seed and the API share it
export const LIST_OF_VALUE_KEYS = LIST_OF_VALUES_KEYS

export type ListOfValueKey = (typeof LIST_OF_VALUE_KEYS)[number]

/**
 * Keys whose items are children of another key's items. Their top-level entry in
 * `LIST_OF_VALUES` is a flat view of those children (for `?key=position`);
 * the rows are stored once, with `parentId` pointing at the parent item.
 */
export const CHILD_LIST_KEYS = {
  position: 'positionCategory',
  rejectionNotificationReason: 'rejectionNotification',
} as const satisfies Partial<Record<ListOfValueKey, ListOfValueKey>>

export type ChildListKey = keyof typeof CHILD_LIST_KEYS

/** Demographic keys: readable only with the demographic-filter permission. */
export const DEMOGRAPHIC_KEYS = [
  'race',
  'age',
  'genderIdentity',
  'sexualOrientation',
  'militaryStatus',
  'branch',
] as const satisfies readonly ListOfValueKey[]
