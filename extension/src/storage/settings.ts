/**
 * The extension's stored settings (chrome.storage.local), with a schema version and a migration
 * per version so an update never reads an older shape wrongly.
 *   v1: { version: 1, apiOrigin, overlayClosed: { [siteHost]: true } }
 *   unversioned (a first start, or anything unreadable): the defaults
 */
export const SETTINGS_VERSION = 1
export const DEFAULT_API_ORIGIN = 'http://localhost:3000'

export interface Settings {
  version: typeof SETTINGS_VERSION
  /** Where the Quota API is (the web app's origin). */
  apiOrigin: string
  /** Sites where the recruiter closed the overlay (remembered per site). */
  overlayClosed: Record<string, true>
}

export const defaultSettings = (): Settings => ({
  version: SETTINGS_VERSION,
  apiOrigin: DEFAULT_API_ORIGIN,
  overlayClosed: {},
})

/** An origin (scheme, host, port) from what a person typed; null when it is not http(s). */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim())
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.origin
  } catch {
    return null
  }
}

/** Reads whatever is stored into the current shape. */
export function migrateSettings(stored: unknown): Settings {
  const base = defaultSettings()
  if (!stored || typeof stored !== 'object') return base
  const s = stored as Record<string, unknown>
  if (s.version === 1) {
    const origin = typeof s.apiOrigin === 'string' ? normalizeOrigin(s.apiOrigin) : null
    const closed =
      s.overlayClosed && typeof s.overlayClosed === 'object'
        ? Object.fromEntries(
            Object.entries(s.overlayClosed as Record<string, unknown>)
              .filter(([, v]) => v === true)
              .map(([k]) => [k, true as const]),
          )
        : {}
    return { version: 1, apiOrigin: origin ?? base.apiOrigin, overlayClosed: closed }
  }
  return base
}
