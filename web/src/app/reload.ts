/**
 * The reload prompt: shown on a 410 answer, a failed chunk load and a newer deployed version
 * (spec 000 §2, §8). One prompt at a time; "Reload" reloads the page.
 */
import { STALE_CLIENT_MESSAGE } from './constants'
import { confirmDialog } from './dialogs'

let open = false

export type ReloadReason = 'stale-client' | 'chunk-load' | 'new-version'

const TITLES: Record<ReloadReason, string> = {
  'stale-client': 'A new version is available',
  'chunk-load': 'Part of the page failed to load',
  'new-version': 'A new version is available',
}

const BODIES: Record<ReloadReason, string> = {
  'stale-client': STALE_CLIENT_MESSAGE,
  'chunk-load':
    'Part of this page could not be loaded, usually because a new version was released. Reload the page to continue.',
  'new-version': STALE_CLIENT_MESSAGE,
}

export async function promptReload(reason: ReloadReason = 'stale-client') {
  if (open) return
  open = true
  try {
    const reload = await confirmDialog({
      title: TITLES[reason],
      icon: 'info',
      body: BODIES[reason],
      confirmLabel: 'Reload',
      cancelLabel: 'Later',
    })
    if (reload) window.location.reload()
  } finally {
    open = false
  }
}
