/**
 * The version check (spec 000 §9): every 15 minutes GET /version.json and, when the deployed
 * build differs from the running one, prompt to reload.
 */
import { VERSION_CHECK_INTERVAL_MS } from './constants'
import { promptReload } from './reload'

export interface BuildVersion {
  version: string
  build?: string
}

export const RUNNING_VERSION: BuildVersion = {
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev',
  build: typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev',
}

/** A different version, or the same version rebuilt, is a new deployment. */
export function isNewDeployment(remote: Partial<BuildVersion> | null | undefined, running: BuildVersion): boolean {
  if (!remote || typeof remote.version !== 'string' || !remote.version) return false
  if (remote.version !== running.version) return true
  return Boolean(remote.build && running.build && remote.build !== running.build)
}

export async function checkVersion(): Promise<boolean> {
  try {
    const response = await fetch('/version.json', { cache: 'no-store', headers: { Accept: 'application/json' } })
    if (!response.ok) return false
    const remote = (await response.json()) as Partial<BuildVersion>
    if (isNewDeployment(remote, RUNNING_VERSION)) {
      void promptReload('new-version')
      return true
    }
  } catch {
    // offline or no version file: try again next time
  }
  return false
}

let timer: ReturnType<typeof setInterval> | undefined

export function startVersionCheck(intervalMs = VERSION_CHECK_INTERVAL_MS) {
  if (timer) return
  timer = setInterval(() => void checkVersion(), intervalMs)
}
