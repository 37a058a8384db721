import type { ButtonHTMLAttributes, MouseEvent } from 'react'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'link'
  /** Shows a busy state and blocks clicks; the button keeps focus (it is not disabled). */
  loading?: boolean
  block?: boolean
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  type = 'button',
  className,
  disabled,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, block && 'btn-block', loading && 'is-loading', className]
    .filter(Boolean)
    .join(' ')
  // A busy button stays focusable (a disabled one would drop focus to the page, e.g. inside a
  // dialog while its form is sent); clicks, and so submits, are ignored meanwhile.
  const onBusyClick = (e: MouseEvent<HTMLButtonElement>) => e.preventDefault()
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? onBusyClick : onClick}
    >
      {loading && <span className="spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  )
}
