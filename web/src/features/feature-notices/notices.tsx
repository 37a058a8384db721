/**
 * Feature announcements (GET users/me `newFeatureNotifications`): shown at the top of the shell
 * until the user dismisses each (PATCH users/{id}/feature-notifications), so each is seen once.
 * The HTML was sanitized when the administrator published it.
 */
import type { FeatureNotificationDto } from '@quota/shared/contracts/users'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { http } from '../../app/http'
import { Button } from '../../ui/button'
import { sessionState } from '../session/state'

export function FeatureNotices() {
  const { user } = useSnapshot(sessionState)
  const [busy, setBusy] = useState<string | null>(null)
  const notices = ((user?.newFeatureNotifications ?? []) as readonly FeatureNotificationDto[]).filter((n) => !n.isRead)
  if (!user || !notices.length) return null

  async function dismiss(id: string) {
    setBusy(id)
    try {
      await http.patch(`/users/${user!.id}/feature-notifications`, { ids: [id] })
      const current = sessionState.user
      if (current)
        current.newFeatureNotifications = ((current.newFeatureNotifications ?? []) as FeatureNotificationDto[]).filter(
          (n) => n.id !== id,
        )
    } catch {
      // the http layer shows the failure; the notice stays
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="feature-notices" aria-label="What's new">
      {notices.map((n) => (
        <article key={n.id} className="feature-notice" data-notice-id={n.id}>
          <div>
            <p className="feature-notice-title">{n.title}</p>
            {n.bodyHtml && (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API when published
              <div className="feature-notice-body" dangerouslySetInnerHTML={{ __html: n.bodyHtml }} />
            )}
            {n.linkUrl && (
              <a href={n.linkUrl} target="_blank" rel="noopener noreferrer">
                Learn more<span className="visually-hidden"> about {n.title}</span>
              </a>
            )}
          </div>
          <Button variant="secondary" loading={busy === n.id} onClick={() => void dismiss(n.id)}>
            Dismiss
          </Button>
        </article>
      ))}
    </section>
  )
}
