/**
 * What the Job tab's edit form chooses from, loaded once per session (positions, provider users
 * who manage jobs) or per company (its users), and turned into choices. Searches that depend on
 * typed text (companies, time zones) are plain functions for the choice picker.
 */
import { useEffect, useRef, useState } from 'react'
import { onResetAll } from '../../app/reset'
import type { Choice } from '../../ui/choice-picker'
import {
  fetchCompanyUsers,
  fetchJobManagers,
  fetchPositions,
  type PositionCategory,
  searchOrganizations,
  searchTimezones,
} from './api'

const cache = new Map<string, Promise<unknown>>()
onResetAll(() => cache.clear())

/** One load per key; a failed load is forgotten so the next use tries again. */
function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let running = cache.get(key) as Promise<T> | undefined
  if (!running) {
    running = load().catch((error) => {
      cache.delete(key)
      throw error
    })
    cache.set(key, running)
  }
  return running
}

function useLoaded<T>(key: string | null, load: () => Promise<T>, empty: T): { value: T; loading: boolean } {
  const [state, setState] = useState<{ key: string | null; value: T }>({ key: null, value: empty })
  // `load` and `empty` belong to the key: a new key loads again, a new render does not
  const of = useRef({ load, empty })
  of.current = { load, empty }
  useEffect(() => {
    if (!key) return
    let live = true
    loadOnce(key, of.current.load)
      .then((value) => {
        if (live) setState({ key, value })
      })
      .catch(() => {
        if (live) setState({ key, value: of.current.empty })
      })
    return () => {
      live = false
    }
  }, [key])
  return { value: state.key === key ? state.value : empty, loading: Boolean(key) && state.key !== key }
}

const NO_CATEGORIES: PositionCategory[] = []
const NO_CHOICES: Choice[] = []

/** Positions as choices labelled "Category: Position", each with its category. */
export function usePositionChoices(): { choices: (Choice & { categoryId: string })[]; loading: boolean } {
  const { value, loading } = useLoaded('positions', fetchPositions, NO_CATEGORIES)
  return {
    choices: value.flatMap((c) =>
      c.positions.map((p) => ({ id: p.id, label: `${c.name}: ${p.value}`, categoryId: c.id })),
    ),
    loading,
  }
}

/** Active provider users who manage jobs; none loaded unless `enabled` (provider staff only). */
export function useJobManagerChoices(enabled: boolean): { choices: Choice[]; loading: boolean } {
  const { value, loading } = useLoaded(
    enabled ? 'managers' : null,
    async () => (await fetchJobManagers()).map((p) => ({ id: p.id, label: p.name })),
    NO_CHOICES,
  )
  return { choices: value, loading }
}

/** The company's own users (still at the company). */
export function useCompanyUserChoices(organizationId: string): { choices: Choice[]; loading: boolean } {
  const { value, loading } = useLoaded(
    `company-users:${organizationId}`,
    async () =>
      (await fetchCompanyUsers(organizationId))
        .filter((u) => u.isActive && !u.noLongerAtCompany)
        .map((u) => ({ id: u.connectId, label: `${u.firstName} ${u.lastName}`.trim() })),
    NO_CHOICES,
  )
  return { choices: value, loading }
}

/** Companies a job may target: any but its own. */
export function companySearch(ownOrganizationId: string) {
  return async (text: string, signal: AbortSignal): Promise<Choice[]> =>
    (await searchOrganizations(text, signal))
      .filter((o) => o.id !== ownOrganizationId)
      .map((o) => ({ id: o.id, label: o.name }))
}

export async function timezoneSearch(text: string, signal: AbortSignal): Promise<Choice[]> {
  return (await searchTimezones(text, signal)).slice(0, 12).map((z) => ({ id: z.id, label: z.name }))
}

/** The choices with `current` added when the list lacks it (a person since made inactive). */
export function withCurrent(choices: readonly Choice[], current: Choice | null): Choice[] {
  return current && !choices.some((c) => c.id === current.id) ? [current, ...choices] : [...choices]
}
