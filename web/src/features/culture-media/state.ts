/**
 * The culture media store: one company's items at a time (the job page's Culture tab, the
 * client's company home), in the company's order, and their changes. A reorder shows the new
 * order at once and goes back to the saved one if the API refuses it.
 */
import { proxy, ref } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { moveItem } from '../../ui/move-item'
import type { CultureMediaItem, CultureMediaPatch } from './api'
import * as api from './api'

function initial() {
  return {
    organizationId: null as string | null,
    items: null as CultureMediaItem[] | null,
    error: null as string | null,
    /** A reorder is being saved: the move buttons wait. */
    reordering: false,
  }
}

export const cultureMediaState = proxy(initial())
onResetAll(() => Object.assign(cultureMediaState, initial()))

let token = 0

export async function loadCultureMedia(organizationId: string) {
  const s = cultureMediaState
  const mine = ++token
  if (s.organizationId !== organizationId) {
    s.organizationId = organizationId
    s.items = null
  }
  s.error = null
  try {
    const items = await api.fetchCultureMedia(organizationId)
    if (mine === token) s.items = ref(items)
  } catch (error) {
    if (mine !== token) return
    s.items = null
    s.error = isApiError(error) ? error.message : 'The culture media could not be loaded.'
  }
}

const isOpen = (organizationId: string) => cultureMediaState.organizationId === organizationId

export async function addItem(organizationId: string, input: Parameters<typeof api.addCultureMedia>[1]) {
  const item = await api.addCultureMedia(organizationId, input)
  if (isOpen(organizationId)) cultureMediaState.items = ref([...(cultureMediaState.items ?? []), item])
  return item
}

export async function updateItem(organizationId: string, itemId: string, patch: CultureMediaPatch) {
  const item = await api.updateCultureMedia(organizationId, itemId, patch)
  if (isOpen(organizationId))
    cultureMediaState.items = ref((cultureMediaState.items ?? []).map((i) => (i.id === item.id ? item : i)))
  return item
}

export async function removeItem(organizationId: string, itemId: string) {
  await api.deleteCultureMedia(organizationId, itemId)
  if (isOpen(organizationId))
    cultureMediaState.items = ref((cultureMediaState.items ?? []).filter((i) => i.id !== itemId))
}

/** Moves the item at `from` by `by` places (buttons: ±1; drag: any); answers whether it was saved. */
export async function moveMedia(organizationId: string, from: number, by: number): Promise<boolean> {
  const s = cultureMediaState
  const before = s.items
  if (!before || !isOpen(organizationId) || s.reordering) return false
  const next = moveItem(before, from, by)
  if (next.every((item, i) => item === before[i])) return false
  s.items = ref(next)
  s.reordering = true
  try {
    const saved = await api.reorderCultureMedia(
      organizationId,
      next.map((i) => i.id),
    )
    if (isOpen(organizationId)) s.items = ref(saved)
    return true
  } catch {
    // the app's error handling says why; the saved order comes back
    if (isOpen(organizationId)) s.items = before
    return false
  } finally {
    s.reordering = false
  }
}
