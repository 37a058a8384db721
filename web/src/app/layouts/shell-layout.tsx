import { shouldPromptBotStats } from '@quota/shared/domain/data-extraction/index'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useLocation } from 'wouter'
import { FeatureNotices } from '../../features/feature-notices/notices'
import { refreshUnread, unreadState } from '../../features/messages/unread'
import { logout, sessionState } from '../../features/session/state'
import { displayName, hasRole, ROLE } from '../../features/session/user'
import { Button } from '../../ui/button'
import { PRODUCT_NAME } from '../constants'
import { isLongNav, isNavGroup, navItemsFor } from './nav'
import { NavMenu } from './nav-menu'

/** Delay before the client inbound-hiring modal (spec 000 §9: about 2 s). */
export const INBOUND_MODAL_DELAY_MS = 2_000
/** Shown at most once per page load (closing it clears the flag on the server). */
let inboundModalShown = false

/** The extension's statistics prompt, at most once per page load (closing it records the view). */
let botStatsPromptShown = false
/** The Quota extension marks the page when installed (its announce script): the "browser condition". */
const EXTENSION_ATTRIBUTE = 'data-quota-extension'

/** Any signed-in user can send feedback (000 §1); the form is loaded on first use. */
function openFeedback() {
  void import('../../features/feedback/feedback-dialog').then((m) => m.openFeedbackDialog())
}

/** Global search (provider staff and client users): its dialog is loaded on first use. */
function openSearch() {
  void import('../../features/global-search/search-dialog').then((m) => m.openGlobalSearch())
}

/** The signed-in shell: header with brand, navigation by role, the user, feedback and sign out. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { user } = useSnapshot(sessionState)
  const [pathname] = useLocation()
  // The small-screen menu is open for the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === pathname
  const [signingOut, setSigningOut] = useState(false)

  // Expired privacy policy: ask to agree again (re-asked after a navigation closes it).
  const policyExpired = Boolean(user?.expiredPrivacyPolicy)
  const userId = user?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-ask after each navigation (which closes all dialogs)
  useEffect(() => {
    if (!policyExpired || !userId) return
    let cancelled = false
    void import('../../features/auth/pages').then(async ({ openTermsDialog }) => {
      if (cancelled) return
      if (await openTermsDialog({ updated: true, dismissible: false })) {
        const { agreeToPrivacyPolicy } = await import('../../features/auth/state')
        await agreeToPrivacyPolicy(userId).catch(() => {})
      }
    })
    return () => {
      cancelled = true
    }
  }, [policyExpired, userId, pathname])

  // Clients with the inbound-hiring flag see its modal about 2 s after start (spec 000 §6).
  const inboundFlag = Boolean(user?.showClientInboundHiringModal) && user?.userType === 'client'
  useEffect(() => {
    if (!inboundFlag || inboundModalShown) return
    const timer = setTimeout(() => {
      if (inboundModalShown) return
      inboundModalShown = true
      void import('../../features/company/inbound-modal').then((m) => m.openInboundHiringModal())
    }, INBOUND_MODAL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [inboundFlag])

  // Internal recruiters with the extension in this browser: its statistics when last seen > 2 days ago.
  const internalRecruiter = Boolean(user && hasRole(user, ROLE.internalRecruiter))
  const lastStatsView = user?.lastChromeExtStatsViewedAt as string | null | undefined
  const [extensionInstalled, setExtensionInstalled] = useState(() =>
    document.documentElement.hasAttribute(EXTENSION_ATTRIBUTE),
  )
  useEffect(() => {
    const announced = () => setExtensionInstalled(true)
    window.addEventListener('quota:extension', announced)
    return () => window.removeEventListener('quota:extension', announced)
  }, [])
  useEffect(() => {
    if (botStatsPromptShown) return
    if (!shouldPromptBotStats({ internalRecruiter, extensionInstalled, lastViewedAt: lastStatsView, now: new Date() }))
      return
    botStatsPromptShown = true
    void import('../../features/bot-stats/prompt').then((m) => m.openBotStatsPrompt())
  }, [internalRecruiter, extensionInstalled, lastStatsView])

  // the unread-messages badge: loaded once signed in (then kept current by newMessage events)
  const unread = useSnapshot(unreadState)
  const hasMessages = user?.userType === 'candidate' || user?.userType === 'staff'
  useEffect(() => {
    if (hasMessages && userId) void refreshUnread()
  }, [hasMessages, userId])

  const headerRef = useHeaderHeightVar()
  if (!user) return null
  const items = navItemsFor(user)

  async function onSignOut() {
    setSigningOut(true)
    if (!(await logout())) setSigningOut(false)
  }

  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <header ref={headerRef} className={`shell-header${isLongNav(items) ? ' has-long-nav' : ''}`}>
        <Link href="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            Q
          </span>
          <span className="brand-name">{PRODUCT_NAME}</span>
          <span className="visually-hidden"> home</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="shell-nav"
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          Menu
        </button>
        <nav id="shell-nav" className={`shell-nav${menuOpen ? ' is-open' : ''}`} aria-label="Main">
          <ul>
            {items.map((item) =>
              isNavGroup(item) ? (
                <NavMenu key={item.label} group={item} pathname={pathname} />
              ) : (
                <li key={item.href}>
                  <Link href={item.href} aria-current={pathname === item.href ? 'page' : undefined}>
                    {item.label}
                    {item.href === '/messages' && unread.count > 0 && (
                      <span className="nav-badge" data-testid="unread-messages">
                        {unread.count}
                        <span className="visually-hidden"> unread</span>
                      </span>
                    )}
                  </Link>
                </li>
              ),
            )}
          </ul>
          <div className="shell-user">
            <span className="shell-user-name" title={user.email}>
              {displayName(user)}
            </span>
            {(user.userType === 'staff' || user.userType === 'client') && (
              <Button variant="ghost" className="shell-search" onClick={openSearch} aria-haspopup="dialog">
                Search
              </Button>
            )}
            <Button variant="ghost" onClick={openFeedback}>
              Feedback
            </Button>
            <Button variant="secondary" onClick={() => void onSignOut()} loading={signingOut}>
              Sign out
            </Button>
          </div>
        </nav>
      </header>
      <main id="main-content" className="shell-main" tabIndex={-1}>
        <FeatureNotices />
        {children}
      </main>
    </div>
  )
}

/**
 * Keeps --shell-header-height at the header's real height (one row, or two with a long
 * navigation), so what sticks under it (the bulk bar) is never covered by it.
 */
function useHeaderHeightVar() {
  return useCallback((header: HTMLElement | null) => {
    if (!header) return
    const root = document.documentElement
    const set = () => root.style.setProperty('--shell-header-height', `${header.offsetHeight}px`)
    set()
    const observer = new ResizeObserver(set)
    observer.observe(header)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--shell-header-height')
    }
  }, [])
}
