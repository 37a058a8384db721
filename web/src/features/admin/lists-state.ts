/**
 * The lists-of-values admin store (/admin/lists): the open list (and its parent value for lists
 * that have one), its values with the deactivated ones, and the row actions in flight.
 */
import type { ListOfValuesKey } from '@quota/shared/domain/enums'
import { proxy } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { addListValue, fetchManagedValues, type ManagedValue, reorderListValues, updateListValue } from './api'
import { byListOrder, LIST_PARENT_KEY, normalizeText } from './lists-model'

function initial() {
  return {
    key: null as ListOfValuesKey | null,
    parentId: null as string | null,
    /** The parent list's values (e.g. the position categories), for lists that have one. */
    parents: [] as ManagedValue[],
    values: [] as ManagedValue[],
    loading: false,
    error: null as string | null,
    pending: {} as Record<string, boolean>,
    reordering: false,
  }
}

export const listsState = proxy(initial())
onResetAll(() => Object.assign(listsState, initial()))

let token = 0

/** Opens a list (and, for a child list, one parent value: the first when none is given). */
export async function openList(key: ListOfValuesKey, parentId: string | null = null) {
  const mine = ++token
  const s = listsState
  s.key = key
  s.loading = true
  s.error = null
  try {
    const parentKey = LIST_PARENT_KEY[key]
    if (parentKey) {
      const parents = byListOrder(await fetchManagedValues(parentKey))
      if (mine !== token) return
      s.parents = parents
      parentId = parents.some((p) => p.id === parentId) ? parentId : (parents[0]?.id ?? null)
    } else {
      s.parents = []
      parentId = null
    }
    s.parentId = parentId
    const values = parentKey && !parentId ? [] : await fetchManagedValues(key, parentId)
    if (mine !== token) return
    s.values = byListOrder(values)
  } catch (error) {
    if (mine !== token) return
    s.values = []
    s.error = isApiError(error) ? error.message : 'The list could not be loaded.'
  } finally {
    if (mine === token) s.loading = false
  }
}

export const reloadList = () => (listsState.key ? openList(listsState.key, listsState.parentId) : Promise.resolve())

function replace(value: ManagedValue) {
  const i = listsState.values.findIndex((v) => v.id === value.id)
  if (i >= 0) listsState.values[i] = value
}

/** Adds a value at the end of the list; API errors (a duplicate) are thrown to the form. */
export async function addValue(value: string): Promise<ManagedValue> {
  const s = listsState
  if (!s.key) throw new Error('No list is open')
  const created = await addListValue({
    key: s.key,
    value: normalizeText(value),
    ...(s.parentId ? { parentId: s.parentId } : {}),
  })
  if (created.key === s.key && created.parentId === s.parentId) s.values.push(created)
  return created
}

export async function renameValue(id: string, value: string): Promise<ManagedValue> {
  const updated = await updateListValue(id, { value: normalizeText(value) })
  replace(updated)
  return updated
}

export async function setValueActive(id: string, isActive: boolean): Promise<ManagedValue | null> {
  listsState.pending[id] = true
  try {
    const updated = await updateListValue(id, { isActive })
    replace(updated)
    return updated
  } catch {
    return null
  } finally {
    delete listsState.pending[id]
  }
}

/** Puts the list in a new order at once, then saves it; goes back to the old order on failure. */
export async function applyOrder(ids: string[]): Promise<boolean> {
  const s = listsState
  if (!s.key || s.reordering) return false
  const before = s.values.slice()
  const byId = new Map(before.map((v) => [v.id, v]))
  s.values = ids.map((id, i) => ({ ...byId.get(id)!, sortOrder: i }))
  s.reordering = true
  try {
    const saved = await reorderListValues({ key: s.key, ...(s.parentId ? { parentId: s.parentId } : {}), ids })
    s.values = byListOrder(saved)
    return true
  } catch {
    s.values = before
    return false
  } finally {
    s.reordering = false
  }
}
