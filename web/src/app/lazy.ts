/**
 * Lazy screens, one chunk per area. A chunk that fails to load (usually a new deployment removed
 * it) opens the reload prompt (spec 000 §2) and shows a small fallback in place of the screen.
 */
import { type ComponentType, lazy } from 'react'
import { ChunkErrorPage } from './pages/chunk-error-page'
import { promptReload } from './reload'

export type PageComponent = ComponentType<{ params: Record<string, string> }>

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => PageComponent) {
  return lazy(async () => {
    try {
      return { default: pick(await load()) }
    } catch (error) {
      console.error('Failed to load a screen', error)
      void promptReload('chunk-load')
      return { default: ChunkErrorPage }
    }
  })
}

/** Vite reports failed preloads of dynamic imports with this event. */
export function watchPreloadErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault()
    void promptReload('chunk-load')
  })
}
