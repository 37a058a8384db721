/**
 * Pure rules of the lists-of-values screen (/admin/lists): which lists exist and how they are
 * named, which lists sit under a parent list, duplicate checks with the spec's messages
 * (000 §5: "Position Alias already exists", "Position Blacklisted Word already exists",
 * "Recommended Position is already set") and moving a value up or down in a list's order.
 */
import { ADMIN_MESSAGES } from '@quota/shared/contracts/admin'
import { LIST_OF_VALUES_KEYS, type ListOfValuesKey } from '@quota/shared/domain/enums'
import { LIMITS } from '@quota/shared/domain/validation/limits'

export { ADMIN_MESSAGES }

export const REQUIRED_MESSAGE = 'This field is required.'
export const TOO_LONG_MESSAGE = (max: number) => `At most ${max} characters.`

/** Lists whose values belong to a value of another list (the API refuses them without a parent). */
export const LIST_PARENT_KEY: Partial<Record<ListOfValuesKey, ListOfValuesKey>> = {
  position: 'positionCategory',
  rejectionNotificationReason: 'rejectionNotification',
}

/** Names the spec gives, or that a mechanical split would get wrong. */
const LABELS: Partial<Record<ListOfValuesKey, string>> = {
  jobStageFeedback: 'Short list reasons',
  teamArr: 'Team ARR',
  jitOpportunityNotInterestedReason: 'JIT opportunity not-interested reasons',
  jitAutoSuggestionThreshold: 'JIT auto-suggestion threshold',
  additionalInfoQuestions: 'Additional info questions',
  netBusinessQuota: 'Net new business quota',
  monthlyQualifiedMeetingsQuota: 'Monthly qualified meetings quota',
  age: 'Age groups',
}

/** `positionCategory` -> "Position category". */
export function listLabel(key: string): string {
  const own = LABELS[key as ListOfValuesKey]
  if (own) return own
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .map((w) => w.toLowerCase())
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export const isListKey = (key: string | null | undefined): key is ListOfValuesKey =>
  !!key && (LIST_OF_VALUES_KEYS as readonly string[]).includes(key)

/** Every list, by name, for the list picker. */
export function listOptions(): { value: ListOfValuesKey; label: string }[] {
  return LIST_OF_VALUES_KEYS.map((key) => ({ value: key, label: listLabel(key) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  )
}

/** Spaces trimmed and runs of spaces made one, as values are compared and stored. */
export const normalizeText = (value: string) => value.trim().replace(/\s+/g, ' ')

const same = (a: string, b: string) => normalizeText(a).toLocaleLowerCase() === normalizeText(b).toLocaleLowerCase()

/**
 * Why a new or renamed value cannot be saved: empty, too long, or already in the list (the
 * API compares case-insensitively, among values of the same parent). Null when it can.
 */
export function valueProblem(
  value: string,
  existing: readonly { id: string; value: string }[],
  exceptId?: string,
): string | null {
  const v = normalizeText(value)
  if (!v) return REQUIRED_MESSAGE
  if (v.length > LIMITS.shortText) return TOO_LONG_MESSAGE(LIMITS.shortText)
  if (existing.some((e) => e.id !== exceptId && same(e.value, v))) return ADMIN_MESSAGES.valueExists
  return null
}

export type PositionTermKind = 'alias' | 'blacklistedWord'

/** Position aliases and blacklisted words: at most 100 characters, unique per position and kind. */
export const TERM_MAX = 100

export function termProblem(kind: PositionTermKind, term: string, existing: readonly { term: string }[]) {
  const v = normalizeText(term)
  if (!v) return REQUIRED_MESSAGE
  if (v.length > TERM_MAX) return TOO_LONG_MESSAGE(TERM_MAX)
  if (existing.some((e) => same(e.term, v)))
    return kind === 'alias' ? ADMIN_MESSAGES.aliasExists : ADMIN_MESSAGES.blacklistedWordExists
  return null
}

/** Choosing the recommended position that is already set is refused with the spec's message. */
export function recommendedProblem(current: string | null, chosen: string | null): string | null {
  return chosen !== null && chosen === current ? ADMIN_MESSAGES.recommendedPositionSet : null
}

/**
 * Moves `id` one place up (-1) or down (+1) among the `visible` values, in the full `order`
 * (hidden, deactivated values keep their places). Answers the new full order, or null when the
 * value is already first or last among those shown.
 */
export function moveValue(
  order: readonly string[],
  visible: readonly string[],
  id: string,
  direction: -1 | 1,
): string[] | null {
  const at = visible.indexOf(id)
  const neighbour = visible[at + direction]
  if (at < 0 || neighbour === undefined) return null
  const next = [...order]
  const from = next.indexOf(id)
  const to = next.indexOf(neighbour)
  if (from < 0 || to < 0) return null
  next.splice(from, 1)
  // after removing `id`, the neighbour's index shifts down by one when it came after it
  const target = next.indexOf(neighbour)
  next.splice(direction === 1 ? target + 1 : target, 0, id)
  return next
}

/** Values sorted as the API orders them: position in the list, then name. */
export function byListOrder<T extends { sortOrder: number; value: string }>(values: readonly T[]): T[] {
  return [...values].sort((a, b) => a.sortOrder - b.sortOrder || a.value.localeCompare(b.value))
}

/** The values shown: active ones, plus deactivated ones when asked; filtered by a search text. */
export function visibleValues<T extends { value: string; isActive: boolean; identifier: string | null }>(
  values: readonly T[],
  { showInactive, searchText }: { showInactive: boolean; searchText: string },
): T[] {
  const q = normalizeText(searchText).toLocaleLowerCase()
  return values.filter(
    (v) =>
      (showInactive || v.isActive) &&
      (!q || v.value.toLocaleLowerCase().includes(q) || (v.identifier ?? '').toLocaleLowerCase().includes(q)),
  )
}
