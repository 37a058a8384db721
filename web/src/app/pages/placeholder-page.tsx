import type { ReactNode } from 'react'

/** A screen still to be built: names its route so guards and navigation can be tested. */
export function PlaceholderPage({ title, route, children }: { title: string; route: string; children?: ReactNode }) {
  return (
    <section className="page" data-route={route}>
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-route">
          Route: <code>{route}</code>
        </p>
      </header>
      <div className="card">{children ?? <p>This screen is coming soon.</p>}</div>
    </section>
  )
}
