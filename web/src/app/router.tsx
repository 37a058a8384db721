/**
 * Picks the route for the URL, asks the guards (decideRoute) and either redirects or renders the
 * screen in its layout; sets the page title "<route title> | Quota".
 */
import { ERROR_MESSAGES } from '@quota/shared/errors/error-codes'
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation, useSearch } from 'wouter'
import { sessionState, setRetryAttempt } from '../features/session/state'
import { Spinner } from '../ui/spinner'
import { PRODUCT_NAME } from './constants'
import { decideRoute, type GuardUser, needsWebviewMarker } from './guards'
import { AuthLayout } from './layouts/auth-layout'
import { BareLayout } from './layouts/bare-layout'
import { ShellLayout } from './layouts/shell-layout'
import { navigate } from './navigation'
import { findRoute, type LayoutName } from './routes'
import { toast } from './toasts'

export const APP_ENV: string = import.meta.env.VITE_QUOTA_ENV ?? (import.meta.env.DEV ? 'development' : 'production')

const layouts: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  auth: AuthLayout,
  shell: ShellLayout,
  bare: BareLayout,
}

export const pageTitle = (title: string) => `${title} | ${PRODUCT_NAME}`

export function AppRoutes() {
  const [pathname] = useLocation()
  const rawSearch = useSearch()
  const search = rawSearch ? `?${rawSearch}` : ''
  const session = useSnapshot(sessionState)
  const { route, params } = findRoute(pathname)
  const user = session.user as GuardUser | null

  // Pages open to everybody do not wait for the session to be known.
  const waiting = session.status === 'loading' && route.access !== 'any'
  const decision = waiting
    ? null
    : decideRoute(user, route, { pathname, search, retryAttempt: session.retryAttempt, env: APP_ENV })
  const redirectTo = decision?.kind === 'redirect' ? decision.to : null
  const redirectAttempt = decision?.kind === 'redirect' ? decision.retryAttempt : undefined
  const forbidden = decision?.kind === 'redirect' && decision.reason === 'forbidden'
  const allowed = decision?.kind === 'allow'

  useEffect(() => {
    if (redirectTo === null) return
    if (redirectAttempt !== undefined) setRetryAttempt(redirectAttempt)
    // A screen this user may not open (spec 000 §8 redirection message).
    if (forbidden) toast.warning(ERROR_MESSAGES.FORBIDDEN)
    void navigate(redirectTo, { replace: true, force: true })
  }, [redirectTo, redirectAttempt, forbidden])

  useEffect(() => {
    if (allowed) document.title = pageTitle(route.title)
  }, [allowed, route.title])

  const webview = allowed && needsWebviewMarker(user, route)
  useEffect(() => {
    document.body.classList.toggle('webview-required', webview)
  }, [webview])

  if (!allowed) return <Spinner label={waiting ? 'Loading' : 'Redirecting'} />

  const Layout = layouts[route.layout]
  const Page = route.component
  return (
    <Layout>
      <Suspense fallback={<Spinner />}>
        <Page key={route.path} params={params} />
      </Suspense>
    </Layout>
  )
}
