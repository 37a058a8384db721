/** The feature-flags admin store (/admin/features, manage-feature-configs). */
import { proxy } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { type FeatureFlag, fetchFeatureFlags, setFlagGlobally, setFlagTarget } from './api'

function initial() {
  return {
    flags: [] as FeatureFlag[],
    loading: true,
    error: null as string | null,
    /** Changes in flight, by flag key. */
    pending: {} as Record<string, boolean>,
  }
}

export const featuresState = proxy(initial())
onResetAll(() => Object.assign(featuresState, initial()))

export async function loadFlags() {
  const s = featuresState
  s.loading = true
  s.error = null
  try {
    s.flags = await fetchFeatureFlags()
  } catch (error) {
    s.flags = []
    s.error = isApiError(error) ? error.message : 'The features could not be loaded.'
  } finally {
    s.loading = false
  }
}

function replace(flag: FeatureFlag) {
  const i = featuresState.flags.findIndex((f) => f.key === flag.key)
  if (i >= 0) featuresState.flags[i] = flag
}

async function change(key: string, call: () => Promise<FeatureFlag>): Promise<FeatureFlag | null> {
  featuresState.pending[key] = true
  try {
    const flag = await call()
    replace(flag)
    return flag
  } catch {
    return null
  } finally {
    delete featuresState.pending[key]
  }
}

export const setGlobal = (key: string, on: boolean) => change(key, () => setFlagGlobally(key, on))

export const setTarget = (key: string, target: 'organizations' | 'users', id: string, on: boolean | null) =>
  change(key, () => setFlagTarget(key, target, id, on))
