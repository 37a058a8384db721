import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

export function focusableIn(root: HTMLElement | null): HTMLElement[] {
  if (!root) return []
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getClientRects().length > 0,
  )
}

export interface DialogProps {
  title: string
  onClose: () => void
  children?: ReactNode
  /** Buttons row. */
  footer?: ReactNode
  icon?: 'info' | 'warning' | 'error' | 'success' | undefined
  /** Escape, the close button and the backdrop close it (default true). */
  dismissible?: boolean
  size?: 'sm' | 'md' | 'lg'
}

const ICONS = { info: 'i', warning: '!', error: '×', success: '✓' } as const

/**
 * A modal dialog: role="dialog", aria-modal, labelled by its title; focus moves inside on open,
 * Tab and Shift+Tab stay inside, Escape closes, focus returns to the opener on close.
 */
export function Dialog({ title, onClose, children, footer, icon, dismissible = true, size = 'sm' }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const bodyId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const root = panel.current
    const first =
      root?.querySelector<HTMLElement>('[data-autofocus]') ??
      focusableIn(root).find((el) => !el.hasAttribute('data-dialog-close')) ??
      root
    first?.focus()
    return () => {
      if (!opener || !document.contains(opener)) return
      opener.focus()
      // The opener may sit in a region that becomes interactive a moment later.
      if (document.activeElement !== opener) requestAnimationFrame(() => opener.focus())
    }
  }, [])

  // Focus can leave the panel (an element removed under it): keys still belong to the top dialog.
  useEffect(() => {
    function onDocumentKeyDown(event: globalThis.KeyboardEvent) {
      const root = panel.current
      if (!root || event.defaultPrevented || root.contains(document.activeElement)) return
      const dialogs = document.querySelectorAll('[role="dialog"]')
      if (dialogs[dialogs.length - 1] !== root) return
      if (event.key === 'Escape') {
        if (dismissible) onCloseRef.current()
      } else if (event.key === 'Tab') {
        event.preventDefault()
        const items = focusableIn(root)
        ;(event.shiftKey ? items[items.length - 1] : items[0])?.focus()
      }
    }
    document.addEventListener('keydown', onDocumentKeyDown)
    return () => document.removeEventListener('keydown', onDocumentKeyDown)
  }, [dismissible])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      if (dismissible) onCloseRef.current()
      return
    }
    if (event.key !== 'Tab') return
    const items = focusableIn(panel.current)
    if (!items.length) {
      event.preventDefault()
      panel.current?.focus()
      return
    }
    const first = items[0]!
    const last = items[items.length - 1]!
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; keyboard users have Escape and the close button
    <div
      className="dialog-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && dismissible) onCloseRef.current()
      }}
    >
      <div
        ref={panel}
        className={`dialog dialog-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="dialog-header">
          {icon && (
            <span className={`dialog-icon dialog-icon-${icon}`} aria-hidden="true">
              {ICONS[icon]}
            </span>
          )}
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className="dialog-close"
              aria-label="Close"
              data-dialog-close
              onClick={() => onCloseRef.current()}
            >
              ×
            </button>
          )}
        </header>
        {children && (
          <div id={bodyId} className="dialog-body">
            {children}
          </div>
        )}
        {footer && <footer className="dialog-footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  )
}
