import type { ReactNode } from 'react'

/** What a list shows when it has nothing: a title, a line of help, an optional action. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state-title">{title}</p>
      {children && <p className="empty-state-body">{children}</p>}
      {action}
    </div>
  )
}
