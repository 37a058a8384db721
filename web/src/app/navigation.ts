/**
 * Navigation for the whole app, usable outside React (the HTTP client's 401 handling): it asks
 * the form-changed warning first, and every location change closes all dialogs and scrolls the
 * content to the top (spec 000 §2 "On every navigation").
 */
import { navigate as browserNavigate, usePathname } from 'wouter/use-browser-location'
import { closeAllDialogs } from './dialogs'
import { confirmLeaveIfDirty } from './form-guard'

export interface NavigateOptions {
  replace?: boolean
  /** Skip the form-changed warning (redirects, session loss); the navigation then happens synchronously. */
  force?: boolean
  state?: unknown
}

/** Resolves true when the navigation happened. */
export async function navigate(to: string, options: NavigateOptions = {}): Promise<boolean> {
  if (!options.force && !(await confirmLeaveIfDirty())) return false
  browserNavigate(to, { replace: options.replace ?? false, state: options.state ?? null })
  return true
}

/** The location hook handed to wouter's Router, so <Link> goes through `navigate`. */
export function useAppLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [usePathname(), (to, opts) => void navigate(to, { replace: opts?.replace ?? false })]
}

export const currentUrl = () => window.location.pathname + window.location.search

let lastUrl = ''

/** Runs once at start: closes dialogs and scrolls to the top whenever the URL changes. */
export function watchNavigation() {
  lastUrl = currentUrl()
  const onChange = () => {
    const url = currentUrl()
    if (url === lastUrl) return
    const pathChanged = url.split('?')[0] !== lastUrl.split('?')[0]
    lastUrl = url
    closeAllDialogs()
    if (pathChanged) {
      window.scrollTo(0, 0)
      document.getElementById('main-content')?.scrollTo?.(0, 0)
    }
  }
  for (const type of ['popstate', 'pushState', 'replaceState']) window.addEventListener(type, onChange)
}
