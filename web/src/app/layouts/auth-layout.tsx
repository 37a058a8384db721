import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { PRODUCT_NAME } from '../constants'

/** Sign-in screens: a centred card under the brand. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-layout">
      <header className="auth-brand">
        <Link href="/auth/login" className="brand" aria-label={`${PRODUCT_NAME} home`}>
          <span className="brand-mark" aria-hidden="true">
            Q
          </span>
          <span className="brand-name">{PRODUCT_NAME}</span>
        </Link>
        <p className="brand-tagline">The marketplace for sales hiring</p>
      </header>
      <main id="main-content" className="auth-card" tabIndex={-1}>
        {children}
      </main>
      <footer className="auth-legal">
        <a href="/public/terms-of-use">Terms of Use</a>
        <span aria-hidden="true">·</span>
        <a href="/public/privacy-policy">Privacy Policy</a>
      </footer>
    </div>
  )
}
