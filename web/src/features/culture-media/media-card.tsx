/** One culture media item as people see it: its picture or player, type, title and description. */
import type { CultureMediaItem } from './api'
import { CULTURE_TYPE_LABELS, mediaName, previewOf, statusNote } from './model'

export function MediaView({ item, position }: { item: CultureMediaItem; position: number }) {
  const name = mediaName(item)
  const preview = previewOf(item)
  const playable = item.mediaUrl && item.status === 'complete'
  const href = item.url ?? item.mediaUrl
  const note = statusNote(item.status)
  return (
    <>
      <div className="culture-media-visual">
        {item.type === 'video' && playable ? (
          // biome-ignore lint/a11y/useMediaCaption: company videos come without caption files
          <video
            controls
            preload="metadata"
            src={item.mediaUrl!}
            poster={item.thumbnailUrl ?? undefined}
            aria-label={name}
          />
        ) : preview ? (
          <img src={preview} alt={item.type === 'image' ? name : ''} loading="lazy" data-thumbnail />
        ) : (
          <span className="culture-media-placeholder" aria-hidden="true">
            {CULTURE_TYPE_LABELS[item.type]}
          </span>
        )}
      </div>
      <div className="culture-media-body">
        <p className="small muted">
          <span className="visually-hidden">{position}. </span>
          {CULTURE_TYPE_LABELS[item.type]}
          {item.siteName ? ` · ${item.siteName}` : ''}
        </p>
        <p className="culture-media-name">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {name}
            </a>
          ) : (
            name
          )}
        </p>
        {item.description && <p className="small prewrap">{item.description}</p>}
        {item.type === 'audio' && playable && (
          // biome-ignore lint/a11y/useMediaCaption: company audio comes without caption files
          <audio controls preload="none" src={item.mediaUrl!} aria-label={name} />
        )}
        {note && <p className="small muted">{note}</p>}
      </div>
    </>
  )
}
