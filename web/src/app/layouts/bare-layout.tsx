import type { ReactNode } from 'react'

/** Status and public pages. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="bare-layout" tabIndex={-1}>
      {children}
    </main>
  )
}
