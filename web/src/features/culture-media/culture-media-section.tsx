/**
 * A company's culture media (002 culture media): everyone signed in sees them in the company's
 * order; those the API lets change them (canManageCultureMedia) also add (an upload or a link),
 * edit, remove (after a confirmation) and reorder them — with Move up / Move down buttons that
 * keep the keyboard focus on the moved item, or by dragging an item onto another's place.
 */
import { CULTURE_MEDIA_LIMITS } from '@quota/shared/contracts/organizations'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { confirmDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { ListError } from '../../ui/list'
import { Spinner } from '../../ui/spinner'
import { AddMediaForm } from './add-media-form'
import type { CultureMediaItem } from './api'
import { EditMediaForm } from './edit-media-form'
import { MediaView } from './media-card'
import { mediaName } from './model'
import { cultureMediaState, loadCultureMedia, moveMedia, removeItem } from './state'
import './culture-media.css'

export function CultureMediaSection({
  organizationId,
  organizationName,
  canManage,
  heading,
}: {
  organizationId: string
  organizationName: string
  canManage: boolean
  heading: ReactNode
}) {
  const s = useSnapshot(cultureMediaState)
  const [editing, setEditing] = useState<string | null>(null)
  const dragFrom = useRef<number | null>(null)
  const [dropAt, setDropAt] = useState<number | null>(null)

  useEffect(() => {
    void loadCultureMedia(organizationId)
  }, [organizationId])

  const mine = s.organizationId === organizationId
  const items = (mine ? s.items : null) as CultureMediaItem[] | null

  async function move(index: number, by: number) {
    const item = items?.[index]
    if (!item || !(await moveMedia(organizationId, index, by))) return
    // keep the focus on the moved item's same button, or its other one at either end
    requestAnimationFrame(() => {
      const at = `[data-culture-id="${item.id}"]`
      const same = document.querySelector<HTMLButtonElement>(`${at} [data-move="${by < 0 ? 'up' : 'down'}"]`)
      const other = document.querySelector<HTMLButtonElement>(`${at} [data-move="${by < 0 ? 'down' : 'up'}"]`)
      ;(same && !same.disabled ? same : other)?.focus()
    })
  }

  async function onRemove(item: CultureMediaItem) {
    const sure = await confirmDialog({
      title: 'Remove culture media?',
      icon: 'warning',
      danger: true,
      body: `${mediaName(item)} will be removed from ${organizationName}'s culture media${item.mediaId ? ', with its file' : ''}.`,
      confirmLabel: 'Remove',
    })
    if (!sure) return
    try {
      await removeItem(organizationId, item.id)
      toast.success('The culture media item was removed.')
    } catch {
      // the app's error handling shows why
    }
  }

  const full = (items?.length ?? 0) >= CULTURE_MEDIA_LIMITS.items
  return (
    <section className="stack culture-media" aria-label="Culture media">
      {heading}
      {mine && s.error ? (
        <ListError message={s.error} onRetry={() => void loadCultureMedia(organizationId)} />
      ) : !items ? (
        <Spinner label="Loading the culture media" />
      ) : items.length === 0 ? (
        <EmptyState title="No culture media yet.">
          {canManage ? 'Add photos, videos, audio or links that show what working here is like.' : null}
        </EmptyState>
      ) : (
        <ol className="culture-media-list" aria-busy={s.reordering || undefined}>
          {items.map((item, i) => (
            <li
              key={item.id}
              className={['culture-media-item', dropAt === i && 'is-drop-target'].filter(Boolean).join(' ')}
              data-culture-id={item.id}
              draggable={canManage && editing === null}
              onDragStart={(e) => {
                dragFrom.current = i
                e.dataTransfer.effectAllowed = 'move'
              }}
              onDragOver={(e) => {
                if (dragFrom.current === null) return
                e.preventDefault()
                setDropAt(i)
              }}
              onDragLeave={() => setDropAt((at) => (at === i ? null : at))}
              onDragEnd={() => {
                dragFrom.current = null
                setDropAt(null)
              }}
              onDrop={(e) => {
                e.preventDefault()
                const from = dragFrom.current
                dragFrom.current = null
                setDropAt(null)
                if (from !== null && from !== i) void moveMedia(organizationId, from, i - from)
              }}
            >
              {editing === item.id ? (
                <EditMediaForm organizationId={organizationId} item={item} onDone={() => setEditing(null)} />
              ) : (
                <>
                  <MediaView item={item} position={i + 1} />
                  {canManage && (
                    <div className="culture-media-actions">
                      <Button
                        variant="ghost"
                        data-move="up"
                        disabled={i === 0 || s.reordering}
                        onClick={() => void move(i, -1)}
                      >
                        Move up<span className="visually-hidden">: {mediaName(item)}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        data-move="down"
                        disabled={i === items.length - 1 || s.reordering}
                        onClick={() => void move(i, 1)}
                      >
                        Move down<span className="visually-hidden">: {mediaName(item)}</span>
                      </Button>
                      <Button variant="secondary" onClick={() => setEditing(item.id)}>
                        Edit<span className="visually-hidden"> {mediaName(item)}</span>
                      </Button>
                      <Button variant="ghost" onClick={() => void onRemove(item)}>
                        Remove<span className="visually-hidden"> {mediaName(item)}</span>
                      </Button>
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {canManage &&
        items &&
        (full ? (
          <p className="muted small">At most {CULTURE_MEDIA_LIMITS.items} culture media items.</p>
        ) : (
          <AddMediaForm organizationId={organizationId} />
        ))}
    </section>
  )
}
