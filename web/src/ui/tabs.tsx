import { Link } from 'wouter'

export interface TabLink {
  href: string
  label: string
  /** A count shown after the label. */
  count?: number | null
  current: boolean
}

/** Tabs that are links (each tab is a URL): a labelled nav with aria-current on the open one. */
export function TabLinks({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  return (
    <nav className="tabs" aria-label={label}>
      <ul>
        {tabs.map((t) => (
          <li key={t.href}>
            <Link href={t.href} className="tab" aria-current={t.current ? 'page' : undefined}>
              {t.label}
              {t.count != null && <span className="tab-count">{t.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
