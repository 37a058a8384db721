/**
 * The reference-data store: lists of values by key, loaded once per session and shared by every
 * screen that offers them (rejection reasons, offer types, questions...).
 */
import { useEffect, useState } from 'react'
import { proxy, ref, useSnapshot } from 'valtio'
import { onResetAll } from '../../app/reset'
import { fetchFrequentValues, fetchListOfValues, type ListOfValueItem } from './api'

type Entry = { status: 'loading' | 'ready' | 'error'; items: readonly ListOfValueItem[] }

export const referenceState = proxy({ lists: {} as Record<string, Entry> })

const inFlight = new Map<string, Promise<readonly ListOfValueItem[]>>()

/** Loads a list once; later calls answer the cached values. */
export function loadList(key: string): Promise<readonly ListOfValueItem[]> {
  const cached = referenceState.lists[key]
  if (cached?.status === 'ready') return Promise.resolve(cached.items)
  const running = inFlight.get(key)
  if (running) return running
  referenceState.lists[key] = { status: 'loading', items: cached?.items ?? [] }
  const promise = fetchListOfValues(key)
    .then((items) => {
      referenceState.lists[key] = { status: 'ready', items: ref(items) }
      return items as readonly ListOfValueItem[]
    })
    .catch((error) => {
      referenceState.lists[key] = { status: 'error', items: [] }
      throw error
    })
    .finally(() => inFlight.delete(key))
  inFlight.set(key, promise)
  return promise
}

onResetAll(() => {
  referenceState.lists = {}
  inFlight.clear()
})

/** A list's values for a component (loading starts on first use); `loading` until known. */
export function useListOfValues(key: string | null): { items: readonly ListOfValueItem[]; loading: boolean } {
  const snap = useSnapshot(referenceState)
  useEffect(() => {
    if (key) void loadList(key).catch(() => {})
  }, [key])
  if (!key) return { items: [], loading: false }
  const entry = snap.lists[key]
  return { items: (entry?.items ?? []) as readonly ListOfValueItem[], loading: !entry || entry.status === 'loading' }
}

/**
 * A list's most used values, read when a picker opens (not cached: they change as people work);
 * empty while loading, when nothing has been used yet, or when the call fails.
 */
export function useFrequentValues(key: string | null): readonly ListOfValueItem[] {
  const [items, setItems] = useState<readonly ListOfValueItem[]>([])
  useEffect(() => {
    if (!key) return
    let live = true
    fetchFrequentValues(key)
      .then((found) => live && setItems(found))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [key])
  return key ? items : []
}
