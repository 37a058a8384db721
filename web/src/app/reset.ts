/** Logout resets all state: each feature store registers how to reset itself. */
const resetters = new Set<() => void>()

export function onResetAll(reset: () => void) {
  resetters.add(reset)
  return () => resetters.delete(reset)
}

export function resetAllStores() {
  for (const reset of resetters) reset()
}
