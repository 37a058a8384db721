import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import type { NavGroup } from './nav'

/**
 * A menu button in the shell's navigation (the administrator's screens): a disclosure, not an
 * ARIA menu, so its links stay plain links reached with Tab. Enter or Space opens it, Escape
 * closes it and returns focus to the button; so do a click outside, focus leaving it, and any
 * navigation. On a phone it opens in place inside the small-screen menu.
 */
export function NavMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  // open for the page it was opened on: navigating (a link in it, or any other) closes it
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const rootRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const id = useId()
  const current = group.sections.some((s) => s.links.some((l) => l.href === pathname))

  useEffect(() => {
    if (!open) return
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpenOn(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Escape' || !open) return
    e.stopPropagation()
    setOpenOn(null)
    buttonRef.current?.focus()
  }

  return (
    <li
      ref={rootRef}
      className="nav-group"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        // Tab past the last link (or Shift+Tab before the button) closes it
        if (e.relatedTarget && !rootRef.current?.contains(e.relatedTarget as Node)) setOpenOn(null)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-group-toggle${current ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {group.label}
        <span className="nav-group-caret" aria-hidden="true" />
      </button>
      <div id={id} className="nav-group-panel" hidden={!open}>
        {group.sections.map((section) => (
          <div key={section.label} className="nav-group-section">
            <p className="nav-group-heading" id={`${id}-${section.label}`}>
              {section.label}
            </p>
            <ul aria-labelledby={`${id}-${section.label}`}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  )
}
