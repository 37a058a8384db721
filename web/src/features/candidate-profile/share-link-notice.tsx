/** A profile link just made (GET candidates/{id}/profile/shareable-url): the address, how long it works, copy. */
import { SHARE_LINK_WARNING_TEXT } from '@quota/shared/domain/candidates/share-link'
import { Alert } from '../../ui/alert'
import { CopyButton } from '../../ui/copy-button'
import { formatDate } from '../pipeline/format'
import type { ShareLink } from './api'

export function ShareLinkNotice({ share }: { share: ShareLink }) {
  const url = `${window.location.origin}${share.url}`
  return (
    <Alert tone="info">
      <span className="share-link">
        <span>
          Share this link (valid {share.lifetimeDays} days, until {formatDate(share.expiresAt)}
          {share.warning ? `; ${SHARE_LINK_WARNING_TEXT[share.warning].toLowerCase()}` : ''}):{' '}
          <a href={share.url} className="share-url" target="_blank" rel="noopener noreferrer">
            {url}
          </a>
        </span>
        <CopyButton text={url} what="link" label="Copy link" copiedMessage="The link is copied." />
      </span>
    </Alert>
  )
}
