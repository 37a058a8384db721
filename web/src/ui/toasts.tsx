import type { Toast } from '../app/toasts'

export interface ToastsProps {
  toasts: readonly Toast[]
  onDismiss: (id: number) => void
}

/** The toast stack: errors are announced as alerts, the rest politely. */
export function Toasts({ toasts, onDismiss }: ToastsProps) {
  return (
    <section className="toasts" aria-label="Notifications">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`toast toast-${t.type}${t.persistent ? ' toast-persistent' : ''}`}
          role={t.type === 'error' ? 'alert' : 'status'}
          aria-live={t.type === 'error' ? 'assertive' : 'polite'}
        >
          <div className="toast-content">
            <p className="toast-title">{t.title}</p>
            <p className="toast-message">{t.message}</p>
            {t.details.length > 0 && (
              <details className="toast-details">
                <summary>Details</summary>
                <dl>
                  {t.details.map((d) => (
                    <div key={d.label}>
                      <dt>{d.label}</dt>
                      <dd>{d.value}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            )}
          </div>
          <button
            type="button"
            className="toast-close"
            aria-label={`Dismiss: ${t.title}`}
            onClick={() => onDismiss(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  )
}
